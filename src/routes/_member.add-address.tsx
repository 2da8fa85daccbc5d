/** /add-address — AddressAdd (portal spec §2 "Address list and forms"; route table: login required). OK/Batal → Address. */
import { createFileRoute } from '@tanstack/react-router';
import { AddressFormPage } from '../features/account/address-form-page';
import { useAccountDeps } from '../features/account/use-server-user';

export const Route = createFileRoute('/_member/add-address')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: AddAddressRoute,
});

function AddAddressRoute() {
  const { session, member } = Route.useRouteContext();
  const deps = useAccountDeps(session);
  const navigate = Route.useNavigate();
  const toList = () => void navigate({ to: '/address' });
  return <AddressFormPage key={member.id} addressId={null} deps={deps} onDone={toList} onCancel={toList} />;
}
