/**
 * Model spec of machines/timed-notice.machine.ts (header notices): a notice with an end (the maintenance banner),
 * one ending after the longest timer step, one without an end (the app-download notice), one over and one
 * closed earlier; closing remembered or not.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { MAX_TIMER_MS, timedNoticeMachine, type TimedNoticeContext } from '../../timed-notice.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';

const until = Date.parse('2023-03-04T20:00:00+07:00');

export const timedNoticeSpec: ModelSpec = {
  name: 'timedNotice',
  machine: timedNoticeMachine,
  input: { now: until - 60_000, until, dismissed: false },
  moreInputs: [
    { now: 0, until: MAX_TIMER_MS + 1000, dismissed: false },
    { now: 0, until: null, dismissed: false },
    { now: until, until, dismissed: false },
    { now: 0, until: null, dismissed: true },
  ],
  userEvents: [{ type: 'notice.dismiss' }],
  outputs: { rememberDismissal: [undefined] },
  errors: { rememberDismissal: [apiError(0, 'no storage')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as TimedNoticeContext;
    return [c.now, c.until, c.dismissed];
  },
  project: (s: AnyMachineSnapshot) => s.context,
  promiseActors: ['rememberDismissal'],
};
