/**
 * /edit-address/{id} — AddressEdit (portal spec §2 "Address list and forms", §4 "Address edit"; route table: login
 * required). A non-numeric id goes to 404. OK/Batal → Address.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { AddressFormPage } from '../features/account/address-form-page';
import { useAccountDeps } from '../features/account/use-server-user';

export const Route = createFileRoute('/_member/edit-address/$id')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound();
  },
  component: EditAddressRoute,
});

function EditAddressRoute() {
  const { session, member } = Route.useRouteContext();
  const { id } = Route.useParams();
  const deps = useAccountDeps(session);
  const navigate = Route.useNavigate();
  const toList = () => void navigate({ to: '/address' });
  return <AddressFormPage key={`${member.id}-${id}`} addressId={Number(id)} deps={deps} onDone={toList} onCancel={toList} />;
}
