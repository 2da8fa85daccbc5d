/**
 * /shopping-cart/checkout — Checkout (commerce spec §2 "Checkout"; portal §2 route table: login required, guarded
 * by `_member`, no admin check). The stored checkout (src/lib/checkout-storage.ts) is read on entry; nothing stored
 * → Home. Leaving the route clears it (commerce §2 "Leaving it clears the stored checkout"), except when the member
 * leaves to complete their profile after a payment 422 and comes back (decision 052); a reload does not leave the
 * route, so it keeps the step. The header cart is hidden here.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { config } from '../config/config';
import { CheckoutPage, CheckoutSkeleton } from '../features/checkout/checkout-page';
import { clearCheckoutUnlessCompletingProfile, loadCheckout } from '../lib/checkout-storage';

export const Route = createFileRoute('/_member/shopping-cart/checkout')({
  staticData: { hideCart: true, adminsWelcome: true },
  loader: async () => {
    const stored = await loadCheckout(window.localStorage, config.cookieKey, Date.now());
    if (!stored) throw redirect({ to: '/', replace: true });
    return stored;
  },
  // Leaving clears the stored checkout, except to complete the profile after a payment 422 (the member comes back).
  onLeave: () => void clearCheckoutUnlessCompletingProfile(window.localStorage, config.cookieKey, Date.now()),
  staleTime: 0,
  gcTime: 0,
  shouldReload: true,
  pendingComponent: CheckoutSkeleton,
  // The skeleton lives with the checkout page: split it too, so the checkout feature stays out of the initial load.
  codeSplitGroupings: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const stored = Route.useLoaderData();
  const { member } = Route.useRouteContext();
  const navigate = Route.useNavigate();
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
