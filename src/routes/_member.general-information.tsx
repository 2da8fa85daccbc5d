/**
 * /general-information — GeneralInformation, the profile editor (portal spec §2 "Profile edit"; route table: login
 * required). Payment 422 (a profile without phone) leads here from the checkout. The user is loaded from the
 * server; OK after 'Info berhasil diubah' and Batal go to AccountMenu.
 */
import { createFileRoute } from '@tanstack/react-router';
import { GeneralInformationPage } from '../features/account/profile-form';
import { useAccountDeps } from '../features/account/use-server-user';

export const Route = createFileRoute('/_member/general-information')({ component: GeneralInformationRoute });

function GeneralInformationRoute() {
  const { session, member } = Route.useRouteContext();
  const deps = useAccountDeps(session);
  const navigate = Route.useNavigate();
  const toAccount = () => void navigate({ to: '/my-account' });
  return <GeneralInformationPage key={member.id} session={session} deps={deps} onDone={toAccount} onCancel={toAccount} />;
}
