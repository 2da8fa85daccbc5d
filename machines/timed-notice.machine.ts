/**
 * A notice in the header that shows until a moment, or until the visitor closes it (portal spec §2 Header: "A
 * maintenance banner for 4 March 2023, 00:00-23:00 WIB, shows until 20:00 that day"; "An app-download notice
 * exists"). Time comes in: the input's `now` (epoch ms, read by the view model when the page starts) and `until`
 * (epoch ms, or null for a notice without an end); the machine hides the notice with an `after` delay when `until`
 * comes, so no view reads the clock.
 *
 * States:
 * - `deciding` → `shown` (not closed before and `until` not reached) or `hidden`.
 * - `shown` (tag `visible`): `shown.timed` waits for `until` (delays longer than a timer can hold are waited in
 *   steps of {@link MAX_TIMER_MS}, then decided again); `shown.open` has no end. `notice.dismiss` (the × button)
 *   → `dismissing`.
 * - `dismissing`: invokes `rememberDismissal` (the view model stores it for the browser session) → `hidden`
 *   whether or not it could be stored.
 * - `hidden`: nothing shows.
 *
 * Actor (placeholder; src/features/layout/notice.actors.ts provides it): `rememberDismissal()` → void.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';

/** The longest delay a browser timer holds (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

export interface TimedNoticeInput {
  /** Epoch ms when the page started. */
  now: number;
  /** Epoch ms from which the notice no longer shows; null: until closed. */
  until: number | null;
  /** The visitor closed it earlier in this browser session. */
  dismissed: boolean;
}

export interface TimedNoticeContext {
  now: number;
  until: number | null;
  dismissed: boolean;
}

/** Events the view sends. */
export type TimedNoticeEvent = { type: 'notice.dismiss' };

export const timedNoticeMachine = setup({
  types: {
    context: {} as TimedNoticeContext,
    events: {} as TimedNoticeEvent,
    input: {} as TimedNoticeInput,
    tags: {} as 'visible',
  },
  actors: {
    rememberDismissal: notProvided<void, undefined>('timedNotice.rememberDismissal'),
  },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
    isOver: ({ context }) => context.until !== null && context.now >= context.until,
    hasEnd: ({ context }) => context.until !== null,
  },
  delays: {
    /** Until `until` comes, at most {@link MAX_TIMER_MS} at a time, ms. */
    untilEnd: ({ context }) => Math.min(Math.max(0, (context.until ?? context.now) - context.now), MAX_TIMER_MS),
  },
}).createMachine({
  id: 'timedNotice',
  description: 'A header notice: shown until its end time or until the visitor closes it.',
  context: ({ input }) => ({ now: input.now, until: input.until, dismissed: input.dismissed }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Closed before, or over?',
      always: [
        { guard: 'wasDismissed', target: 'hidden', description: 'Closed earlier in this browser session.' },
        { guard: 'isOver', target: 'hidden', description: 'Its end time has passed.' },
        { guard: 'hasEnd', target: 'shown.timed', description: 'Show it until its end time.' },
        { target: 'shown.open', description: 'Show it (no end time).' },
      ],
    },
    shown: {
      tags: ['visible'],
      description: 'The notice shows, with a close button.',
      on: { 'notice.dismiss': { target: 'dismissing', description: 'The × button: hide it and remember that.' } },
      initial: 'open',
      states: {
        timed: {
          description: 'Waiting for the end time.',
          after: {
            untilEnd: {
              target: '#timedNotice.deciding',
              actions: assign({ now: ({ context }) => Math.min(context.until ?? context.now, context.now + MAX_TIMER_MS) }),
              description: 'The wait is over (the end time, or the longest timer step): decide again.',
            },
          },
        },
        open: { description: 'No end time: until closed.' },
      },
    },
    dismissing: {
      description: 'Remembering that it was closed.',
      invoke: {
        id: 'rememberDismissal',
        src: 'rememberDismissal',
        input: () => undefined,
        onDone: { target: 'hidden', actions: assign({ dismissed: true }), description: 'Remembered.' },
        onError: { target: 'hidden', actions: assign({ dismissed: true }), description: 'Not remembered (no storage): hidden for this page anyway.' },
      },
    },
    hidden: { description: 'Nothing shows.' },
  },
});

export type TimedNoticeMachine = typeof timedNoticeMachine;
