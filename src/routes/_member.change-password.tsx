/** /change-password — ChangePassword (portal spec §2 "Change password"; route table: login required). */
import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '../features/account/change-password-page';

export const Route = createFileRoute('/_member/change-password')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const { session, member } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const toAccount = () => void navigate({ to: '/my-account' });
  return <ChangePasswordPage key={member.id} session={session} onDone={toAccount} onCancel={toAccount} />;
}
