/**
 * /detail-orders/$invoice — TransactionDetailMenu (commerce spec §2 "Transactions"; portal §2 route table: login
 * required, guarded by `_member`). 'Beli Lagi' adds the order's items to the cart (the buy-again actors with the
 * member's price list and warehouse), reloads the header cart actor and goes to /shopping-cart.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { config } from '../config/config';
import { TransactionDetailPage } from '../features/orders/transaction-detail-page';
import { selectWarehouse } from '../session/selectors';

export const Route = createFileRoute('/_member/detail-orders/$invoice')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: TransactionDetailRoute,
});

function TransactionDetailRoute() {
  const { member, session, cart, live } = Route.useRouteContext();
  const warehouseId = useSelector(session, (s) => selectWarehouse(s)?.id ?? null);
  const { invoice } = Route.useParams();
  const navigate = Route.useNavigate();
  const reloadCart = useCallback(() => cart.reload(), [cart]);
  const toCart = useCallback(() => void navigate({ to: '/shopping-cart' }), [navigate]);
  const toList = useCallback(() => void navigate({ to: '/orders', replace: true }), [navigate]);
  return (
    <TransactionDetailPage
      key={`${member.id}-${invoice}`}
      member={member}
      warehouseId={warehouseId}
      invoice={invoice.trim()}
      lmsUrl={config.lmsUrl}
      onItemsAdded={reloadCart}
      onAddedToCart={toCart}
      onMissingInvoice={toList}
      live={live}
    />
  );
}
