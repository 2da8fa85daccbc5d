/**
 * /shopping-cart/checkout — Checkout (commerce spec §2 "Checkout"; portal §2 route table: login required, guarded
 * by `_member`, no admin check). The stored checkout (src/lib/checkout-storage.ts) is read on entry; nothing stored
 * → Home. Leaving the route clears it (commerce §2 "Leaving it clears the stored checkout"), except when the member
 * leaves to complete their profile after a payment 422 and comes back (decision 052); a reload does not leave the
 * route, so it keeps the step. The header cart is hidden here.
 */
import { useEffect, useState } from 'react';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { config } from '../config/config';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { SplitPageSkeleton } from '../ui/split-page-skeleton';
import { useHydrated } from '../ui/after-hydration';
import { PageSpinner } from '../features/layout/page-spinner';
import { clearCheckoutUnlessCompletingProfile, loadCheckout, type StoredCheckout } from '../lib/checkout-storage';
import type { PersistedCheckout } from '../features/checkout/use-checkout';
import { browserCheckoutStorage, requestCheckoutStorage } from '../session/checkout-store';

export const Route = createFileRoute('/_member/shopping-cart/checkout')({
  staticData: { hideCart: true, adminsWelcome: true },
  // The server renders the member's checkout from the stored checkout in its cookie, run to where the browser's
  // would stand after its start, and dehydrates its snapshot; the browser's checkout starts from it (decision 104).
  // With no cookie (nothing stored, or a checkout too large for one, kept in localStorage) the server sends the
  // page spinner and the browser reads its own storage (CheckoutInBrowser).
  ssr: true,
  // Nothing stored → null, and the page sends the member Home (CheckoutRoute). Not a redirect thrown here: opened
  // directly, this loader runs while React is still hydrating the server's page (its Suspense boundaries hydrate
  // after the shell has committed and the router's first load has started); a redirect then replaced the router's
  // matches under the unhydrated boundaries, whose `Match` found no match for its route and threw (React #422).
  loader: async ({ context }): Promise<CheckoutLoaderData> => {
    if (import.meta.env.SSR) {
      const storage = requestCheckoutStorage();
      const stored = await loadCheckout(storage, config.cookieKey, context.member.id, Date.now());
      if (!stored) return { stored: null, from: null, inBrowser: true };
      const from = (await context.checkoutOnServer?.({ stored, user: context.member })) ?? null;
      return { stored, from, inBrowser: false };
    }
    const stored = await loadCheckout(browserCheckoutStorage(), config.cookieKey, context.member.id, Date.now());
    return { stored, from: null, inBrowser: false };
  },
  // Leaving clears the stored checkout, except to complete the profile after a payment 422 (the member comes back).
  onLeave: (match) => void clearCheckoutUnlessCompletingProfile(browserCheckoutStorage(), config.cookieKey, match.context.member.id, Date.now()),
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  // Not split: a ui skeleton with the checkout's label ('Memuat checkout', features/checkout/texts.ts), so no
  // checkout code in the entry.
  pendingComponent: CheckoutPending,
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: CheckoutRoute,
});

/**
 * What the page opens with: the stored checkout (`null`: nothing stored → Home), the server's checkout snapshot when
 * the server rendered it, or `inBrowser` when the server found no stored checkout in the request's cookies and the
 * browser's own storage decides.
 */
export interface CheckoutLoaderData {
  stored: StoredCheckout | null;
  from: PersistedCheckout | null;
  inBrowser: boolean;
}

function CheckoutRoute() {
  const data = Route.useLoaderData();
  if (data.inBrowser) return <CheckoutInBrowser />;
  // Rendered only once this part of the page has hydrated, so the redirect never races React's hydration.
  if (!data.stored) return <Navigate to="/" replace />;
  return <CheckoutOf stored={data.stored} from={data.from} />;
}

/**
 * The server found no checkout in the cookies: the server's page and the hydrating browser show the page spinner,
 * then the browser reads its storage (localStorage holds a checkout too large for a cookie) — nothing → Home.
 */
function CheckoutInBrowser() {
  const { member } = Route.useRouteContext();
  const [stored, setStored] = useState<StoredCheckout | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadCheckout(browserCheckoutStorage(), config.cookieKey, member.id, Date.now()).then((s) => live && setStored(s));
    return () => {
      live = false;
    };
  }, [member.id]);
  if (stored === undefined) return <PageSpinner />;
  if (!stored) return <Navigate to="/" replace />;
  return <CheckoutOf stored={stored} from={null} />;
}

function CheckoutOf({ stored, from }: { stored: StoredCheckout; from: PersistedCheckout | null }) {
  const { member } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      key={`${member.id}-${stored.invoice}`}
      stored={stored}
      from={from}
      user={member}
      storage={import.meta.env.SSR ? requestCheckoutStorage() : browserCheckoutStorage()}
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
 * While the page's data is read: before hydration the page spinner, as for every page the browser renders (its
 * `data-needs-script` starts the app at once, decision 098); a client-side navigation shows the checkout's skeleton.
 * A skeleton in the server's page was sized only at hydration and shifted the layout (CLS 0.175, decision 099).
 */
function CheckoutPending() {
  return useHydrated() ? <SplitPageSkeleton label="Memuat checkout" /> : <PageSpinner />;
}
