/**
 * /shopping-cart/checkout — Checkout (commerce spec §2 "Checkout"; portal §2 route table: login required, guarded
 * by `_member`, no admin check). The stored checkout (src/lib/checkout-storage.ts) is read on entry; nothing stored
 * → Home. Leaving the route clears it (commerce §2 "Leaving it clears the stored checkout"), except when the member
 * leaves to complete their profile after a payment 422 and comes back (decision 052); a reload does not leave the
 * route, so it keeps the step. The header cart is hidden here.
 */
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { config } from '../config/config';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { SplitPageSkeleton } from '../ui/split-page-skeleton';
import { useHydrated } from '../ui/after-hydration';
import { PageSpinner } from '../features/layout/page-spinner';
import { clearCheckoutUnlessCompletingProfile, loadCheckout } from '../lib/checkout-storage';

export const Route = createFileRoute('/_member/shopping-cart/checkout')({
  staticData: { hideCart: true, adminsWelcome: true },
  // The stored checkout lives in the browser's localStorage: the server renders the layout and the skeleton, the
  // browser reads the checkout and renders the page (decision 074).
  ssr: false,
  // Nothing stored → null, and the page sends the member Home (CheckoutRoute). Not a redirect thrown here: opened
  // directly, this loader runs while React is still hydrating the server's page (its Suspense boundaries hydrate
  // after the shell has committed and the router's first load has started); a redirect then replaced the router's
  // matches under the unhydrated boundaries, whose `Match` found no match for its route and threw (React #422).
  loader: async () => (await loadCheckout(window.localStorage, config.cookieKey, Date.now())) ?? null,
  // Leaving clears the stored checkout, except to complete the profile after a payment 422 (the member comes back).
  onLeave: () => void clearCheckoutUnlessCompletingProfile(window.localStorage, config.cookieKey, Date.now()),
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  // Not split (the server renders it for this client-only route, and a split one would suspend there): a ui skeleton
  // with the checkout's label ('Memuat checkout', features/checkout/texts.ts), so no checkout code in the entry.
  pendingComponent: CheckoutPending,
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const stored = Route.useLoaderData();
  const { member } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // Rendered only once this part of the page has hydrated, so the redirect never races React's hydration.
  if (!stored) return <Navigate to="/" replace />;
  return (
    <CheckoutPage
      key={`${member.id}-${stored.invoice}`}
      stored={stored}
      user={member}
      storage={window.localStorage}
      cookieKey={config.cookieKey}
      onHome={() => void navigate({ to: '/', replace: true })}
      onStoreSite={() => window.location.assign(config.ecomUrl)}
      onPaid={(invoice) => void navigate({ to: '/order-completed/$invoice', params: { invoice }, replace: true })}
      // 'Lengkapi Profil' after a payment 422: GeneralInformation, which comes back here after 'Info berhasil diubah'.
      onProfileIncomplete={() => void navigate({ to: '/general-information', search: { kembali: 'checkout' } })}
    />
  );
}

/**
 * The server (this route is not server-rendered) and the hydrating browser show the page spinner, as for every page
 * the browser renders (its `data-needs-script` starts the app at once, decision 098); a client-side navigation shows
 * the checkout's skeleton. A skeleton in the server's page was sized only at hydration and shifted the layout
 * (CLS 0.175, decision 099).
 */
function CheckoutPending() {
  return useHydrated() ? <SplitPageSkeleton label="Memuat checkout" /> : <PageSpinner />;
}
