/**
 * The time for countdowns and "days left", from machines/clock.machine.ts: the view renders `now`, the machine
 * decides when to read the time again (every `everyMs`). No timer lives in a view.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { clockMachine } from '../../../machines/clock.machine';
import { useFlowActor } from '../flow-actor';

/** Where the time comes from (tests pass a fixed or movable one). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The clock machine's actors over a clock. */
export const createClockActors = (clock: Clock = systemClock) => ({
  readTime: fromPromise<number>(async () => clock().getTime()),
});

/** The current time from `clock`, read again every `everyMs` by the clock machine. */
export function useNow(clock: Clock = systemClock, everyMs = 1000): Date {
  const [logic] = useState(() => clockMachine.provide({ actors: createClockActors(clock) }));
  const actor = useFlowActor(logic, { input: { now: clock().getTime(), everyMs } });
  const now = useSelector(actor, (s) => s.context.now);
  return new Date(now);
}
