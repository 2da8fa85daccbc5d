/**
 * /order-completed/$invoice — CheckoutStatus (commerce spec §2 "CheckoutStatus"; portal §2 route table: login
 * required, guarded by `_member`). The payment popup sends the member here on success or pending (commerce §4
 * "Payment popup result"). Entering it reloads the header's cart lines (a paid order's lines have left the cart).
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { config } from '../config/config';
import { CheckoutStatusPage } from '../features/orders/checkout-status-page';

export const Route = createFileRoute('/_member/order-completed/$invoice')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  // A payment that settled took its lines out of the server cart: the header's cart and badge follow at once
  // (issue 18 point 5), without a reload of the page.
  onEnter: ({ context }) => context.cart.reload(),
  component: CheckoutStatusRoute,
});

function CheckoutStatusRoute() {
  const { member, live } = Route.useRouteContext();
  const { invoice } = Route.useParams();
  const navigate = Route.useNavigate();
  const home = useCallback(() => void navigate({ to: '/', replace: true }), [navigate]);
  return <CheckoutStatusPage key={`${member.id}-${invoice}`} userId={member.id} invoice={invoice.trim()} lmsUrl={config.lmsUrl} onRedirectHome={home} live={live} />;
}
