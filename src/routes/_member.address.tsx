/** /address — Address, 'Alamat Pengiriman' (portal spec §2 "Address list and forms"; route table: login required). */
import { createFileRoute } from '@tanstack/react-router';
import { AddressListPage } from '../features/account/address-list-page';
import { useAccountDeps } from '../features/account/use-server-user';

export const Route = createFileRoute('/_member/address')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  component: AddressRoute,
});

function AddressRoute() {
  const { session, member } = Route.useRouteContext();
  const deps = useAccountDeps(session);
  return <AddressListPage key={member.id} deps={deps} />;
}
