/**
 * The long-lived cart actor (commerce §2 Cart, portal §4 "Header cart"): the cart machine with the real actors of
 * the cart feature, provided once. Kept apart from actors.ts so the wiring is one small file.
 */
import type { ActorRefFrom } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import { config } from '../config/config';
import { createFlowActor } from '../flows/flow-actor';
import { createCartActors, type CartLocation } from '../features/cart/cart.actors';
import { syncCartSelection } from '../flows/cart/cart-selection-sync';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/**
 * Create (not start) the cart actor for a guest; `session.update` tells it who the member is. The member's selection
 * and promo are kept across reloads (src/flows/cart/cart-selection-sync.ts).
 */
export function createCartActor(getLocation: () => CartLocation) {
  const actors = createCartActors({ getLocation, storage: window.localStorage, cookieKey: config.cookieKey });
  const cart = createFlowActor(cartMachine.provide({ actors }), { input: { user: null, warehouseId: null } });
  syncCartSelection(cart, { storage: window.localStorage, cookieKey: config.cookieKey });
  return cart;
}
