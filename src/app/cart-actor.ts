/**
 * The long-lived cart actor (commerce §2 Cart, portal §4 "Header cart"): the cart machine with the real
 * gateway actors from the cart feature. Kept apart from actors.ts so the wiring is one small file.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { cartMachine, type CartUser } from '../../machines/cart.machine';
import { createCartActors } from '../features/cart/cart-actors';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../lib/live-inspect';

export type CartActorRef = ActorRefFrom<typeof cartMachine>;

/** Create (not start) the cart actor for a guest; `session.update` tells it who the member is. */
export function createCartActor() {
  return createActor(cartMachine.provide({ actors: createCartActors() }), { input: { user: null, warehouseId: null }, inspect });
}

export type { CartUser };
