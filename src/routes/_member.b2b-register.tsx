/**
 * /b2b-register — 'Daftar B2B' in the account area (portal §7 "User": b2b_register/submit and status; the path is
 * not shown in the spec, chosen here, decision 071). Login required (guarded by `_member`).
 */
import { createFileRoute } from '@tanstack/react-router';
import { B2bRegisterPage } from '../features/account/b2b-register-page';

export const Route = createFileRoute('/_member/b2b-register')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: B2bRegisterRoute,
});

function B2bRegisterRoute() {
  const { member } = Route.useRouteContext();
  return <B2bRegisterPage key={member.id} />;
}
