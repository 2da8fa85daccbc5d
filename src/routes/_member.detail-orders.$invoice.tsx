/**
 * /detail-orders/$invoice — TransactionDetailMenu (commerce spec §2 "Transactions"; portal §2 route table: login
 * required). 'Beli Lagi' adds the order's items to the cart (src/api/cart.ts addToCart with the member's price list
 * and warehouse), reloads the header cart actor and goes to /shopping-cart.
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { addToCart, type CartLine } from '../api/cart';
import { config } from '../config/config';
import { TransactionDetailPage } from '../features/orders/transaction-detail-page';
import { sameMember, selectMember } from '../session/selectors';
import { requireMember } from './-guards';

export const Route = createFileRoute('/detail-orders/$invoice')({
  beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
  component: TransactionDetailRoute,
});

function TransactionDetailRoute() {
  const { session, cart } = Route.useRouteContext();
  const member = useSelector(session, selectMember, sameMember);
  const { invoice } = Route.useParams();
  const navigate = Route.useNavigate();

  const addItems = useCallback(
    async (lines: CartLine[]) => {
      if (!member) throw new Error('Silakan masuk terlebih dahulu');
      await addToCart({
        user_id: member.userId,
        carts: lines,
        warehouse_id: member.warehouseId,
        price_type: member.type,
        price_tier: member.tier,
        update_cart: true,
      });
      cart.send({ type: 'cart.reload' });
    },
    [member, cart],
  );
  const toCart = useCallback(() => void navigate({ to: '/shopping-cart' }), [navigate]);
  const toList = useCallback(() => void navigate({ to: '/orders', replace: true }), [navigate]);

  if (!member) return null;
  return (
    <TransactionDetailPage
      key={`${member.userId}-${invoice}`}
      userId={member.userId}
      invoice={invoice.trim()}
      lmsUrl={config.lmsUrl}
      addItems={addItems}
      onAddedToCart={toCart}
      onMissingInvoice={toList}
    />
  );
}
