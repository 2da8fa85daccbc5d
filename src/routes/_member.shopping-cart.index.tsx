/**
 * /shopping-cart — the cart (commerce spec §2 "Cart": "The cart page has a query page"; §6: a guest using the
 * cart goes to the sign-in site, hence `guestToSignIn`; no admin check). The cart is fetched with limit 1000, so
 * `page` is kept for links only.
 */
import { use, useState } from 'react';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { CartPage } from '../features/cart/cart-page';
import { pageParam } from './-search';
import { READY_AFTER_ATTRIBUTE, usePartMounted } from '../ui/island';

/** The URL query of the cart: `page` (default 1; bad values fall back to 1). */
export const CartSearch = v.object({
  page: pageParam(),
});

export const Route = createFileRoute('/_member/shopping-cart/')({
  staticData: { guestToSignIn: true, adminsWelcome: true },
  validateSearch: CartSearch,
  // `page=1` is the default and stays out of the URL: /shopping-cart is served as it is, not redirected to
  // ?page=1 first (a round trip before the page's first byte, decision 105).
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  // The cart is the tab's long-lived cart actor (shared with the header). The server renders it with the member's
  // lines, stored selection and price, and dehydrates its persisted snapshot; the browser's actor starts from it
  // (decision 101). The cart machine's code loads with the cart, not with the app (decision 040).
  ssr: true,
  loader: async ({ context }) => {
    const actor = await context.cart.load();
    return { serverCart: import.meta.env.SSR ? actor.getPersistedSnapshot() : null };
  },
  component: CartRoute,
});

/** The cart page's key as a part that hydrates after the page (src/ui/island.tsx). */
const CART_PART = 'cart-page';

function CartRoute() {
  const { serverCart } = Route.useLoaderData();
  const { cart: handle } = Route.useRouteContext();
  // The actor the loader created (resolved: read without suspending), or, while the server's page hydrates, the
  // actor restored from the server's cart (suspends until the cart's code has loaded; the server's HTML stays).
  // The app-ready mark waits until the hydrating cart is live (a click before would be lost): READY_AFTER_ATTRIBUTE.
  usePartMounted(CART_PART);
  const cart = use(handle.load(serverCart ?? undefined));
  // A visit reads the cart afresh, except the first page after the actor was created: the actor's start-up read is
  // that visit's (decision 099), or the server's (decision 101). Asked once per visit (the loader's data outlives a
  // visit in the router's cache).
  const [readAfresh] = useState(() => !handle.claimFirstRead());
  const navigate = Route.useNavigate();
  return (
    <div {...{ [READY_AFTER_ATTRIBUTE]: CART_PART }} className="contents">
      <CartPage cart={cart} readAfresh={readAfresh} goToCheckout={() => navigate({ to: '/shopping-cart/checkout' })} />
    </div>
  );
}
