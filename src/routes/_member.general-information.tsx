/**
 * /general-information — GeneralInformation, the profile editor (portal spec §2 "Profile edit"; route table: login
 * required). The user is loaded from the server; OK after 'Info berhasil diubah' and Batal go to AccountMenu.
 *
 * From checkout (`?kembali=checkout`, after a payment answered 422 because the profile lacks a phone; decision 052):
 * the form prefills the phone typed in the delivery address when the profile has none, and OK / Batal return to
 * checkout, which restores the selection, address, courier and promo from the stored checkout.
 */
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { config } from '../config/config';
import { GeneralInformationPage } from '../features/account/profile-form';
import { useAccountDeps } from '../features/account/use-server-user';
import { loadCheckout } from '../lib/checkout-storage';
import { browserCheckoutStorage } from '../session/checkout-store';
import { oneOf } from './-search';

const Search = v.object({ kembali: oneOf(['', 'checkout'] as const, '') });

export const Route = createFileRoute('/_member/general-information')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: Search,
  search: { middlewares: [stripSearchParams({ kembali: '' })] },
  loaderDeps: ({ search }) => ({ kembali: search.kembali }),
  // The delivery phone stored by checkout when the member left it to complete the profile.
  loader: async ({ deps, context }) => {
    if (deps.kembali !== 'checkout') return { phone: '' };
    const stored = await loadCheckout(browserCheckoutStorage(), config.cookieKey, context.member.id, Date.now());
    return { phone: stored?.progress.completingProfile?.phone ?? '' };
  },
  component: GeneralInformationRoute,
});

function GeneralInformationRoute() {
  const { session, member } = Route.useRouteContext();
  const { kembali } = Route.useSearch();
  const { phone } = Route.useLoaderData();
  const deps = useAccountDeps(session);
  const navigate = Route.useNavigate();
  const back = () => void (kembali === 'checkout' ? navigate({ to: '/shopping-cart/checkout' }) : navigate({ to: '/my-account' }));
  return <GeneralInformationPage key={member.id} session={session} deps={deps} prefill={{ phone }} onDone={back} onCancel={back} />;
}
