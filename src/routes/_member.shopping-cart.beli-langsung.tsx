/**
 * /shopping-cart/beli-langsung?tipe=lms|ecom&id=<item id> — a buy-now (decision 083): 'Beli Sekarang' on a course or
 * product page (the learning and store sites; here their stand-ins) lands here after putting the item in the cart.
 * The loader stores a checkout of that one line with no order yet and goes on to Checkout, whose payment makes the
 * order with 'Direct order add' (commerce §7). No such line in the cart (or no item given) → the cart. Member-only
 * (the `_member` layout); it draws nothing of its own (the router's pending view while it prepares).
 */
import { createFileRoute, Navigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { config } from '../config/config';
import { browserCheckoutStorage } from '../session/checkout-store';
import { selectWarehouse, selectZone } from '../session/selectors';
import { idParam, oneOf } from './-search';

const BuyNowSearch = v.object({ tipe: oneOf(['lms', 'ecom'] as const, 'lms'), id: idParam() });

export const Route = createFileRoute('/_member/shopping-cart/beli-langsung')({
  staticData: { hideCart: true },
  // The loader writes the browser's stored checkout (its cookie or localStorage, decision 104): it runs in the
  // browser (decision 074).
  ssr: false,
  validateSearch: BuyNowSearch,
  loaderDeps: ({ search }) => ({ tipe: search.tipe, id: search.id }),
  loader: async ({ context, deps }) => {
    const session = context.session.getSnapshot();
    // Loaded here, not at the top: a route's loader is in the entry bundle, the checkout feature is not.
    const { prepareBuyNow } = await import('../features/checkout/buy-now.actors');
    const ready =
      deps.id !== undefined &&
      (await prepareBuyNow(
        { member: context.member, warehouse: selectWarehouse(session), zone: selectZone(session), storage: browserCheckoutStorage(), cookieKey: config.cookieKey, now: Date.now() },
        { type: deps.tipe, itemId: deps.id },
      ));
    // Where to go, rendered as a `Navigate` (BuyNowRoute), not a redirect thrown here: opened from the course or
    // product page, this loader runs while React still hydrates the server's page, and a redirect then replaced the
    // router's matches under unhydrated boundaries (React #422, as on Checkout).
    return { next: ready ? ('/shopping-cart/checkout' as const) : ('/shopping-cart' as const) };
  },
  staleTime: 0,
  gcTime: 0,
  component: BuyNowRoute,
});

function BuyNowRoute() {
  const { next } = Route.useLoaderData();
  return <Navigate to={next} replace />;
}
