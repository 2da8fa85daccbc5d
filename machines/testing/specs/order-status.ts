/** Model spec of machines/order-status.machine.ts (CheckoutStatus: countdown, poll or live pushes, reload after expiry). */
import type { AnyMachineSnapshot } from 'xstate';
import { orderStatusMachine, type OrderStatusContext } from '../../order-status.machine';
import { apiError, order } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

const os = (s: AnyMachineSnapshot) => s.context as OrderStatusContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'waiting only for codes 1–2', tag: 'waiting', holds: (s) => !os(s).order || [1, 2].includes(os(s).order!.status_code) },
  { name: 'success only for 3–7', tag: 'success', holds: (s) => !os(s).order || (os(s).order!.status_code >= 3 && os(s).order!.status_code <= 7) },
  { name: 'failure only for 8–10', tag: 'failure', holds: (s) => !os(s).order || os(s).order!.status_code >= 8 },
  { name: 'expired exactly when the countdown is all zero', holds: (s) => os(s).countdown.expired === (os(s).countdown.hours + os(s).countdown.minutes + os(s).countdown.seconds === 0) },
  { name: 'shown ⇒ an order', in: 'shown', holds: (s) => os(s).order !== null },
  { name: 'loading ⇔ the first load in flight', holds: (s) => s.hasTag('loading') === 'loadOrder' in s.children },
  { name: 'failed ⇒ a message', tag: 'failed', holds: (s) => os(s).error !== null },
  // Polling is the fallback only (issue 21): never waiting for a poll while the connection is open, and polling
  // resumes when it drops.
  { name: 'no polling while the live connection is open', holds: (s) => !(os(s).live && s.matches({ shown: { waiting: { poll: 'idle' } } })) },
  { name: 'polling resumes when the connection drops', holds: (s) => !(!os(s).live && s.matches({ shown: { waiting: { poll: 'paused' } } })) },
];

export const orderStatusSpec: ModelSpec = {
  name: 'orderStatus',
  machine: orderStatusMachine,
  input: { invoice: 'INV-1', now: Date.parse('2026-05-01T09:59:58.000Z') },
  moreInputs: [{ invoice: null, now: 0 }],
  userEvents: [
    { type: 'clock.tick', now: Date.parse('2026-05-01T09:59:59.000Z') },
    { type: 'clock.tick', now: Date.parse('2026-05-01T10:00:00.000Z') },
    { type: 'order.reload' },
    { type: 'live.up' },
    { type: 'live.down' },
    { type: 'order.pushed', invoice: 'INV-1' },
    { type: 'order.pushed', invoice: 'INV-OTHER' },
  ],
  busyEvents: ['clock.tick', 'live.up', 'live.down'],
  outputs: {
    loadOrder: [order(1), order(2), order(3), order(9)],
    reloadExpired: [order(2), order(9)],
    pollOrder: [order(2), order(3)],
    refreshOrder: [order(2), order(3)],
  },
  errors: {
    loadOrder: [apiError(404)],
    reloadExpired: [apiError(500)],
    pollOrder: [apiError(500)],
    refreshOrder: [apiError(500)],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    return { code: c.order?.status_code ?? null, expired: c.countdown.expired, reloaded: c.reloadedAfterExpiry, now: c.now, live: c.live };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    return { code: c.order?.status_code ?? null, countdown: c.countdown, error: c.error, reloaded: c.reloadedAfterExpiry, live: c.live };
  },
  invariants: INVARIANTS,
  label,
  promiseActors: ['loadOrder'],
  callbackActors: ['clock'],
};

