/**
 * /my-account — AccountMenu, 'Profil Saya' (portal spec §2 "Account area", "Profile view"; route table: login
 * required, guarded by `_member`). The user is loaded from the server here.
 */
import { createFileRoute } from '@tanstack/react-router';
import { AccountMenuPage } from '../features/account/account-menu-page';

export const Route = createFileRoute('/_member/my-account')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: AccountMenuRoute,
});

function AccountMenuRoute() {
  const { session, member } = Route.useRouteContext();
  return <AccountMenuPage key={member.id} session={session} />;
}
