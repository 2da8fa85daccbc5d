/**
 * The one way a view follows what a machine emits (STYLE.md "Leaving a flow is an event the machine emits"):
 * `useEmitted(actor, 'checkout.leave', (e) => navigate(...))`. The view never watches a state in an effect to decide
 * where to go; the machine says so with an event, and this hook hands it over.
 *
 * The subscription is made in a layout effect, which runs before `useActorRef` starts the actor in its passive
 * effect, so an event emitted while the actor starts (an eventless redirect from the initial state) is not lost.
 * The handler may change between renders; the latest one is called.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

type Emitting<TEmitted extends EventObject> = Pick<ActorRef<Snapshot<unknown>, EventObject, TEmitted>, 'on'>;

/**
 * Calls `handler(event)` for every `type` event the actor emits while the calling component is mounted.
 * @param actor the actor (or null while a child is not running yet).
 * @param type the emitted event type.
 */
export function useEmitted<TEmitted extends EventObject, TType extends TEmitted['type']>(
  actor: Emitting<TEmitted> | null | undefined,
  type: TType,
  handler: (event: TEmitted & { type: TType }) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    if (!actor) return;
    const subscription = actor.on(type, (event) => latest.current(event as TEmitted & { type: TType }));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
