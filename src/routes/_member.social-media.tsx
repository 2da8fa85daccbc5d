/** /social-media — SocialMedia (portal spec §2 "Social media"; route table: login required). */
import { createFileRoute } from '@tanstack/react-router';
import { SocialMediaPage } from '../features/account/social-media-page';
import { useAccountDeps } from '../features/account/use-server-user';

export const Route = createFileRoute('/_member/social-media')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: SocialMediaRoute,
});

function SocialMediaRoute() {
  const { session, member } = Route.useRouteContext();
  const deps = useAccountDeps(session);
  const navigate = Route.useNavigate();
  const toAccount = () => void navigate({ to: '/my-account' });
  return <SocialMediaPage key={member.id} session={session} deps={deps} onDone={toAccount} onCancel={toAccount} />;
}
