/** Model spec of machines/clock.machine.ts: reads (answered or failed) and ticks. */
import type { AnyMachineSnapshot } from 'xstate';
import { clockMachine, type ClockContext } from '../../clock.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';

export const clockSpec: ModelSpec = {
  name: 'clock',
  machine: clockMachine,
  input: { now: Date.parse('2026-05-01T09:00:00.000Z'), everyMs: 1000 },
  userEvents: [],
  outputs: { readTime: [Date.parse('2026-05-01T09:00:01.000Z')] },
  errors: { readTime: [apiError(0, 'no clock')] },
  abstract: (s: AnyMachineSnapshot) => (s.context as ClockContext).now,
  project: (s: AnyMachineSnapshot) => s.context,
  promiseActors: ['readTime'],
};
