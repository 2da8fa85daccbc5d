/** Model spec of machines/order-status.machine.ts (CheckoutStatus: countdown, poll or live pushes, reload after expiry). */
import type { AnyMachineSnapshot } from 'xstate';
import { orderStatusMachine, type OrderStatusContext } from '../../order-status.machine';
import { apiError, order } from '../fixtures';
import type { ModelSpec } from '../model';
import { label } from './labels';

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
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    if (s.hasTag('waiting') && c.order && ![1, 2].includes(c.order.status_code)) return 'waiting only for codes 1–2';
    if (s.hasTag('success') && c.order && !(c.order.status_code >= 3 && c.order.status_code <= 7)) return 'success only for 3–7';
    // Polling is the fallback only: never waiting for a poll while the connection is open (issue 21).
    if (c.live && s.matches({ shown: { waiting: { poll: 'idle' } } })) return 'no polling while the live connection is open';
    if (!c.live && s.matches({ shown: { waiting: { poll: 'paused' } } })) return 'polling resumes when the connection drops';
    if (c.countdown.expired !== (c.countdown.hours + c.countdown.minutes + c.countdown.seconds === 0)) return 'expired exactly when all zero';
    return null;
  },
  label,
  promiseActors: ['loadOrder'],
  callbackActors: ['clock'],
};

