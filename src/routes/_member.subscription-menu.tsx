/**
 * /subscription-menu — SubscriptionMenu 'Berlangganan' (commerce spec §2 "Subscription", §4 "Subscription flow";
 * portal route table: login required, guarded by `_member`; linked from the avatar menu).
 */
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionMenuPage } from '../features/subscription/subscription-menu-page';

export const Route = createFileRoute('/_member/subscription-menu')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: SubscriptionMenuRoute,
});

function SubscriptionMenuRoute() {
  const { member } = Route.useRouteContext();
  return <SubscriptionMenuPage member={member} />;
}
