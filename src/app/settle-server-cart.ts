/**
 * The cart the server renders (decision 101): the long-lived cart actor, started for the request's member, is
 * rendered once it holds what the browser's cart shows after its start — the lines (limit 1000), the member's
 * stored selection and promo given back (`selection.restore`, read from the request's cookie: src/lib/
 * cart-selection-storage.ts) and their price calculated, the promo list of the selected courses loaded — so that
 * its persisted snapshot, dehydrated into the page, starts the browser's actor with nothing left to read.
 */
import { waitFor, type SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart.machine';
import { loadCartSelection } from '../lib/cart-selection-storage';
import type { KeyValueStorage } from '../lib/checkout-storage';
import type { CartActorRef } from '../flows/cart/cart-handle';

/** The longest the server waits for the cart's reads, ms (answered in-process; a safety net, not a budget). */
export const SERVER_CART_TIMEOUT_MS = 10_000;

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The cart has left `loading` (lines shown, or the guest's sign-in). */
const isShown = (s: CartSnapshot) => s.matches('ready') || s.matches('signedOut');

/** Nothing under way: no price calculation, no promo list read. */
const isQuiet = (s: CartSnapshot) =>
  !s.children.price?.getSnapshot().hasTag('calculating') && !s.children.promo?.getSnapshot().hasTag('promoListLoading');

/**
 * Resolve once `actor`'s cart is shown with the stored selection and its price, or after
 * {@link SERVER_CART_TIMEOUT_MS} (the page then renders what the actor holds; the browser's actor goes on from it).
 * @param selection where the request's stored selection is read (a read-only view of its cookies).
 */
export async function settleServerCart(actor: CartActorRef, selection: { storage: KeyValueStorage; cookieKey: string; now: () => number }): Promise<void> {
  try {
    const shown = await waitFor(actor, isShown, { timeout: SERVER_CART_TIMEOUT_MS });
    const user = shown.context.user;
    if (shown.matches('ready') && user) {
      const stored = await loadCartSelection(selection.storage, selection.cookieKey, user.id, selection.now()).catch(() => null);
      if (stored) actor.send({ type: 'selection.restore', ...stored });
    }
    await whenQuiet(actor, SERVER_CART_TIMEOUT_MS);
  } catch {
    // Too slow: render what the cart holds.
  }
}

/**
 * Resolve when the cart and its children have nothing under way, or after `timeoutMs`. Watches the children too: a
 * promo list that arrives changes only the promo child's snapshot, not the cart's (`waitFor` watches the cart only).
 */
function whenQuiet(actor: CartActorRef, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let finished = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      for (const s of subscriptions) s.unsubscribe();
      resolve();
    };
    const check = () => {
      const s = actor.getSnapshot();
      if (isShown(s) && isQuiet(s)) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    subscriptions.push(actor.subscribe(check));
    const { price, promo } = actor.getSnapshot().children;
    if (price) subscriptions.push(price.subscribe(check));
    if (promo) subscriptions.push(promo.subscribe(check));
    check();
    if (finished) for (const s of subscriptions) s.unsubscribe();
  });
}
