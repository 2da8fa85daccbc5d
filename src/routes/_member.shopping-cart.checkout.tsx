/**
 * /shopping-cart/checkout — Checkout (commerce spec §2 "Checkout"; portal §2 route table: login required).
 * The stored checkout (src/lib/checkout-storage.ts) is read on entry; nothing stored → Home. The header cart is
 * hidden here.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { CheckoutUser } from '../../../machines/checkout.machine';
import type { User } from '../../api/user';
import { config } from '../../config/config';
import { CheckoutPage, CheckoutSkeleton } from '../../features/checkout/checkout-page';
import { selectUser } from '../../session/selectors';
import { loadCheckout } from '../../lib/checkout-storage';
import { requireMember } from '../-guards';

/** The member as checkout needs it (price list and contact for user_info). */
export function checkoutUserOf(user: User): CheckoutUser {
  return {
    id: user.id,
    type: user.type,
    tier: user.tier,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phone: user.no_telp,
  };
}

export const Route = createFileRoute('/shopping-cart/checkout')({
  staticData: { hideCart: true },
  beforeLoad: ({ context, location }) => requireMember(context, location),
  loader: async () => {
    const stored = await loadCheckout(window.localStorage, config.cookieKey, Date.now());
    if (!stored) throw redirect({ to: '/', replace: true });
    return stored;
  },
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
  const session = Route.useRouteContext({ select: (c) => c.session });
  const user = useSelector(session, selectUser);
  const navigate = Route.useNavigate();
  const member = useMemo(() => (user ? checkoutUserOf(user) : null), [user]);
  if (!member) return null;
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
      // GeneralInformation (profile edit) belongs to the account area; a full navigation keeps this route
      // independent of whether that page is built yet.
      onProfileIncomplete={() => window.location.assign('/general-information')}
    />
  );
}
