/**
 * The app's long-lived actors (STYLE "src/app/: wiring"): the session (machines/session.machine.ts with the
 * cookie/crypto/gateway actors) and the cart (machines/cart.machine.ts). Whenever the session's member or
 * warehouse changes, the cart hears `session.update` so it reloads for that member and warehouse.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { createSessionActors } from '../features/session/session-actors';
import { type SessionSnapshot } from '../features/session/selectors';
import { createCartActor, type CartActorRef, type CartUser } from './cart-actor';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../lib/live-inspect';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** The cart's view of the member: id, price list and contact for the order (commerce §7 "Order add"). */
export function cartUserOf(s: SessionSnapshot): CartUser | null {
  const { user, token } = s.context;
  if (!user || !token) return null;
  return {
    id: user.id,
    type: user.type,
    tier: user.tier,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phone: user.no_telp,
  };
}

const sameCartUser = (a: CartUser | null, b: CartUser | null) =>
  a === b ||
  (!!a && !!b && a.id === b.id && a.type === b.type && a.tier === b.tier && a.name === b.name && a.email === b.email && a.phone === b.phone);

export interface AppActors {
  session: SessionActorRef;
  cart: CartActorRef;
}

/**
 * Create and start both actors and keep the cart in step with the session.
 * @param onSignInRequired called when the session expired ('token not found on auth service'): send the
 *   browser to the sign-in site.
 */
export function createAppActors(opts: { onSignInRequired: () => void }): AppActors {
  const session = createActor(sessionMachine.provide({ actors: createSessionActors() }), { inspect });
  const cart = createCartActor();

  let lastUser: CartUser | null | undefined;
  let lastWarehouse: number | null | undefined;
  session.subscribe((s) => {
    if (s.hasTag('resolving')) return;
    const user = cartUserOf(s);
    const warehouseId = s.context.warehouse?.id ?? null;
    if (lastUser !== undefined && sameCartUser(user, lastUser) && warehouseId === lastWarehouse) return;
    lastUser = user;
    lastWarehouse = warehouseId;
    cart.send({ type: 'session.update', user, warehouseId });
  });
  session.on('session.signInRequired', () => opts.onSignInRequired());

  cart.start();
  session.start();
  return { session, cart };
}
