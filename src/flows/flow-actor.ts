/**
 * The one way the app creates a machine actor, so that every actor reports to the statechart studio's live view
 * (issue 8 point 4; docs/decisions/015 and 025):
 * - `useFlowActor(logic, options)` in view models, pages and shared flows: `useActorRef` (the actor lives as long
 *   as the component) with `inspect`;
 * - `createFlowActor(logic, options)` for the long-lived actors of src/app (session, cart): `createActor` with
 *   `inspect`.
 *
 * `inspect` (src/lib/live-inspect.ts) covers the actor's whole system, so the child machines it invokes or spawns
 * (the checkout's address book, delivery, products, promo; the wishlist move) report too and need nothing. It
 * posts nothing unless the studio's Live switch is on. `npm run lint` refuses `useActorRef`, `useMachine`,
 * `useActor` and `createActor` anywhere else in the app (tests excepted), so a new flow gets the live view by
 * being written the only way the linter allows.
 */
import { useActorRef } from '@xstate/react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type RequiredActorOptionsKeys } from 'xstate';
import { inspect } from '../lib/live-inspect';

/** The options of `createActor`/`useActorRef` without `inspect` (set here); `input` required when the logic needs one. */
export type FlowActorArgs<TLogic extends AnyActorLogic> = [RequiredActorOptionsKeys<TLogic>] extends [never]
  ? [options?: Omit<ActorOptions<TLogic>, 'inspect'>]
  : [options: Omit<ActorOptions<TLogic>, 'inspect'> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }];

/**
 * A machine actor for as long as the calling component is mounted (`useActorRef` with the live inspector). Pass
 * logic that is stable across renders: provided once (`useState(() => machine.provide(…))`) or a module's machine.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, ...[options]: FlowActorArgs<TLogic>): Actor<TLogic> {
  return useActorRef(logic, { ...options, inspect } as never);
}

/** A long-lived actor (created once by src/app, started by the caller), with the live inspector. */
export function createFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, ...[options]: FlowActorArgs<TLogic>): Actor<TLogic> {
  return createActor(logic, { ...options, inspect } as never);
}
