/**
 * /referral-menu — ReferralMenu (portal §2 "Referral (ReferralMenu)" and route table: login required, guarded by
 * `_member`).
 */
import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '../features/referral/referral-page';

export const Route = createFileRoute('/_member/referral-menu')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: ReferralMenuRoute,
});

function ReferralMenuRoute() {
  const { member } = Route.useRouteContext();
  return <ReferralPage userId={member.id} />;
}
