/**
 * A clock for countdowns and "days left" (commerce spec §2 PromoDetailMenu "expiry countdown", Kode Promo "days
 * left", §4 "The payment countdown ticks every second"): it reads the time from the injected `readTime` actor
 * (epoch ms), then waits `tickInterval` (the input's `everyMs`, e.g. 1000 ms for a countdown, 60000 ms for days
 * left) and reads it again. Views render `context.now`; the machine never reads the time itself.
 *
 * States: `reading` (asks `readTime`) ⇄ `waiting` (after `everyMs`). A failed read keeps the last time.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';

export interface ClockInput {
  /** Epoch ms to show before the first read. */
  now: number;
  /** Time between reads, ms. */
  everyMs: number;
}

export interface ClockContext {
  now: number;
  everyMs: number;
}

export const clockMachine = setup({
  types: {
    context: {} as ClockContext,
    input: {} as ClockInput,
    tags: {} as 'reading',
  },
  actors: {
    readTime: notProvided<number>('clock.readTime'),
  },
  delays: {
    /** Between two reads: the input's `everyMs`. */
    tickInterval: ({ context }) => context.everyMs,
  },
}).createMachine({
  id: 'clock',
  description: 'Reads the time every `everyMs` for countdowns and days left.',
  context: ({ input }) => ({ now: input.now, everyMs: input.everyMs }),
  initial: 'reading',
  states: {
    reading: {
      description: 'Asking for the time.',
      tags: ['reading'],
      invoke: {
        id: 'readTime',
        src: 'readTime',
        onDone: { target: 'waiting', description: 'The time is known: show it.', actions: assign({ now: ({ event }) => event.output }) },
        onError: { target: 'waiting', description: 'No time: keep the last one.' },
      },
    },
    waiting: {
      description: 'Waiting for the next tick.',
      after: { tickInterval: { target: 'reading', description: 'Read the time again.' } },
    },
  },
});

export type ClockMachine = typeof clockMachine;
