/**
 * /order-completed/$invoice — CheckoutStatus (commerce spec §2 "CheckoutStatus"; portal §2 route table: login
 * required). The payment popup sends the member here on success or pending (commerce §4 "Payment popup result").
 */
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { config } from '../config/config';
import { CheckoutStatusPage } from '../features/orders/checkout-status-page';
import { selectUser } from '../session/selectors';
import { requireMember } from './-guards';

export const Route = createFileRoute('/order-completed/$invoice')({
  beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
  component: CheckoutStatusRoute,
});

function CheckoutStatusRoute() {
  const session = Route.useRouteContext({ select: (c) => c.session });
  const user = useSelector(session, selectUser);
  const { invoice } = Route.useParams();
  const navigate = Route.useNavigate();
  const home = useCallback(() => void navigate({ to: '/', replace: true }), [navigate]);
  if (!user) return null;
  return <CheckoutStatusPage key={`${user.id}-${invoice}`} userId={user.id} invoice={invoice.trim()} lmsUrl={config.lmsUrl} onRedirectHome={home} />;
}
