/**
 * /shopping-cart/beli-langsung?tipe=lms|ecom&id=<item id> — a buy-now (decision 083): 'Beli Sekarang' on a course or
 * product page (the learning and store sites; here their stand-ins) lands here after putting the item in the cart.
 * The loader stores a checkout of that one line with no order yet and goes on to Checkout, whose payment makes the
 * order with 'Direct order add' (commerce §7). No such line in the cart (or no item given) → the cart. Member-only
 * (the `_member` layout); it draws nothing of its own (the router's pending view while it prepares).
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { config } from '../config/config';
import { selectWarehouse, selectZone } from '../session/selectors';
import { idParam, oneOf } from './-search';

const BuyNowSearch = v.object({ tipe: oneOf(['lms', 'ecom'] as const, 'lms'), id: idParam() });

export const Route = createFileRoute('/_member/shopping-cart/beli-langsung')({
  staticData: { hideCart: true },
  // The loader writes the browser's stored checkout (localStorage): it runs in the browser, like the cart and
  // checkout it leads to (decision 074).
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
        { member: context.member, warehouse: selectWarehouse(session), zone: selectZone(session), storage: window.localStorage, cookieKey: config.cookieKey, now: Date.now() },
        { type: deps.tipe, itemId: deps.id },
      ));
    throw redirect({ to: ready ? '/shopping-cart/checkout' : '/shopping-cart', replace: true });
  },
  staleTime: 0,
  gcTime: 0,
});
