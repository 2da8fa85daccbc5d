/**
 * The app's long-lived actors (STYLE "src/app/: wiring"): the session (machines/session.machine.ts with the
 * cookie/crypto/gateway actors) and the cart (machines/cart.machine.ts). Whenever the session's member or
 * warehouse changes, the cart hears `session.update` so it reloads for that member and warehouse.
 */
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { createFlowActor } from '../flows/flow-actor';
import { sameMember, selectMember, type Member } from '../session/selectors';
import { createSessionActors } from '../session/session.actors';
import { createCartActor, type CartActorRef } from './cart-actor';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

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
  const session = createFlowActor(sessionMachine.provide({ actors: createSessionActors() }));
  const cart = createCartActor(() => {
    const { warehouse, zone } = session.getSnapshot().context;
    return { warehouse, zone };
  });

  let lastUser: Member | null | undefined;
  let lastWarehouse: number | null | undefined;
  session.subscribe((s) => {
    if (s.hasTag('resolving')) return;
    const user = selectMember(s);
    const warehouseId = s.context.warehouse?.id ?? null;
    if (lastUser !== undefined && sameMember(user, lastUser) && warehouseId === lastWarehouse) return;
    lastUser = user;
    lastWarehouse = warehouseId;
    cart.send({ type: 'session.update', user, warehouseId });
  });
  session.on('session.signInRequired', () => opts.onSignInRequired());

  cart.start();
  session.start();
  return { session, cart };
}
