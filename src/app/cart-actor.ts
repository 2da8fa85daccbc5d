/**
 * The long-lived cart actor (commerce §2 Cart, portal §4 "Header cart"): the cart machine with the real actors of
 * the cart feature, provided once. Kept apart from actors.ts so the wiring is one small file; the server's render
 * creates it too (src/app/server-actors.ts, decision 101).
 */
import type { ActorRefFrom } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import { config } from '../config/config';
import { createFlowActor } from '../flows/flow-actor';
import { createCartActors, type CartLocation } from '../features/cart/cart.actors';
import { syncCartSelection } from '../flows/cart/cart-selection-sync';
import type { PersistedCart } from '../flows/cart/cart-handle';
import type { KeyValueStorage } from '../lib/checkout-storage';
import { cookieFirstStorage } from '../lib/cart-selection-storage';
import { deleteCookie, getCookie, setCookie } from '../session/session.actors';
import type { CartContext } from '../../machines/cart.types';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

export interface CartActorOptions {
  /** The session's warehouse and zone at the time of a call. */
  getLocation: () => CartLocation;
  /** Where 'Beli Sekarang' stores the checkout state (window.localStorage in the browser). */
  storage: KeyValueStorage;
  /**
   * Where the member's selection and promo are kept across reloads (the cookie-first store of
   * src/lib/cart-selection-storage.ts); absent on the server, which reads the selection but never writes it.
   */
  selectionStorage?: KeyValueStorage;
  /** The cart the server rendered (its persisted snapshot): the actor starts in that state. */
  from?: PersistedCart;
}

/**
 * Create (not start) the cart actor for a guest; `session.update` tells it who the member is. With `from`, it is
 * the server's cart, for the member that cart was read for.
 */
export function createCartActor(opts: CartActorOptions): CartActorRef {
  const restored = opts.from ? (opts.from as unknown as { context?: Partial<CartContext> }).context : undefined;
  const readFor = restored?.user ? { user: restored.user, warehouseId: restored.warehouseId ?? null } : null;
  const actors = createCartActors({ getLocation: opts.getLocation, storage: opts.storage, cookieKey: config.cookieKey, readFor });
  const cart = createFlowActor(cartMachine.provide({ actors }), { input: { user: null, warehouseId: null }, snapshot: opts.from });
  if (opts.selectionStorage) syncCartSelection(cart, { storage: opts.selectionStorage, cookieKey: config.cookieKey });
  return cart;
}

/** The browser's store of the cart selection: its cookie (read by the server's render), localStorage when too large. */
export function browserSelectionStorage(): KeyValueStorage {
  return cookieFirstStorage({ get: getCookie, set: setCookie, remove: deleteCookie }, window.localStorage);
}
