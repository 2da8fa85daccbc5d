/**
 * /shopping-cart — the cart (commerce spec §2 "Cart": "The cart page has a query page"; §6: a guest using the
 * cart goes to the sign-in site, hence `guestToSignIn`; no admin check). The cart is fetched with limit 1000, so
 * `page` is kept for links only.
 */
import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CartPage } from '../features/cart/cart-page';
import { pageParam } from './-search';

/** The URL query of the cart: `page` (default 1; bad values fall back to 1). */
export const CartSearch = v.object({
  page: pageParam(),
});

export const Route = createFileRoute('/_member/shopping-cart/')({
  staticData: { guestToSignIn: true, adminsWelcome: true },
  validateSearch: CartSearch,
  // The cart is the tab's long-lived cart actor (shared with the header, its selection kept in the browser): the
  // server renders the layout and the page spinner, the browser the cart (decision 074).
  ssr: false,
  // The cart machine's code loads with the cart, not with the app (decision 040); later visits reuse the actor.
  loader: ({ context }) => context.cart.load(),
  component: CartRoute,
});

function CartRoute() {
  const cart = Route.useLoaderData();
  // A visit reads the cart afresh, except the first page after the actor was created: the actor's start-up read is
  // that visit's (decision 099). Asked once per visit (the loader's data outlives a visit in the router's cache).
  const { cart: handle } = Route.useRouteContext();
  const [readAfresh] = useState(() => !handle.claimFirstRead());
  const navigate = Route.useNavigate();
  return <CartPage cart={cart} readAfresh={readAfresh} goToCheckout={() => navigate({ to: '/shopping-cart/checkout' })} />;
}
