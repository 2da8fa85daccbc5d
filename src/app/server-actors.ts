/**
 * The app's actors for one server render (src/ssr/entry-server.tsx, decision 074): the same session machine with
 * the same actors as the browser's (src/app/actors.ts) — cookies come from the request through the cookie jar —
 * started at once; a cart handle whose header lines are read by the browser (the header renders none on the
 * server), and whose cart actor — created only by the cart page's loader — renders the member's cart with their
 * stored selection (decision 101); the checkout page's machine, run for the request's stored checkout (decision
 * 104); a live feed that never connects.
 */
import { sessionMachine } from '../../machines/session.machine';
import { config } from '../config/config';
import { createFlowActor } from '../flows/flow-actor';
import { createSessionActors, getCookie } from '../session/session.actors';
import { sameMember, selectMember, type Member } from '../session/selectors';
import { createCartHandle } from '../flows/cart/cart-handle';
import { settleServerCart } from './settle-server-cart';
import { createLiveFeed } from '../flows/live/live-feed';
import { requestCheckoutStorage } from '../session/checkout-store';
import type { KeyValueStorage } from '../lib/checkout-storage';
import type { RouterContext } from '../routes/__root';

/** The server never stores a checkout (no 'Beli Sekarang' is pressed in a render). */
const NO_STORAGE: KeyValueStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
/** The request's cookies, read-only: the server reads the stored cart selection and never writes it. */
const REQUEST_COOKIES: KeyValueStorage = { getItem: (key) => getCookie(key) ?? null, setItem: () => undefined, removeItem: () => undefined };

export function createServerActors(): RouterContext {
  const session = createFlowActor(sessionMachine.provide({ actors: createSessionActors() }));
  const getLocation = () => {
    const { warehouse, zone } = session.getSnapshot().context;
    return { warehouse, zone };
  };
  const cart = createCartHandle({
    createActor: (from) => import('./cart-actor').then((m) => m.createCartActor({ getLocation, storage: NO_STORAGE, from })),
    loadLines: () => Promise.resolve({ courses: [], products: [], count: 0 }),
    settle: (actor) => settleServerCart(actor, { storage: REQUEST_COOKIES, cookieKey: config.cookieKey, now: Date.now }),
  });
  let told: { user: Member | null; warehouseId: number | null } | undefined;
  session.subscribe((s) => {
    if (s.hasTag('resolving')) return;
    const user = selectMember(s);
    const warehouseId = s.context.warehouse?.id ?? null;
    if (told && sameMember(told.user, user) && told.warehouseId === warehouseId) return;
    told = { user, warehouseId };
    cart.update(user, warehouseId);
  });
  session.start();
  // The checkout page's render (decision 104): its machine run here, from the request's stored checkout cookie.
  const checkoutOnServer: RouterContext['checkoutOnServer'] = (input) =>
    import('./settle-server-checkout').then((m) => m.settleServerCheckout({ ...input, storage: requestCheckoutStorage(), cookieKey: config.cookieKey }));
  return { session, cart, live: createLiveFeed(), checkoutOnServer };
}
