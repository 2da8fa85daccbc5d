/**
 * The payment status page statechart, route CheckoutStatus (commerce spec §2 "CheckoutStatus", §4 "Order
 * status_code" (payment page reading), "The payment countdown ticks every second", §9).
 *
 * Input: {@link OrderStatusInput} — the route's `invoice` (missing → final `redirectHome`, the view goes to /),
 * `now` (epoch ms) so the first countdown is right before the clock ticks, and `live` (the connection is open).
 *
 * States: `checking` → `redirectHome` | `loading` → `failed` | `shown`:
 * - `shown.waiting` (status 1–2, tag `waiting`) is parallel:
 *   - `countdown`: `none` (no deadline: code 1 or no expire_time) | `ticking` (every `tickInterval` 1000 ms the
 *     machine asks the injected `clock` actor for the time with `clock.read`; the clock answers `clock.tick`
 *     with `now`) | `expiring` (all zero: 'expired', reload the order once) | `expired` (tag `expired`).
 *   - `poll`: while the live connection is down (`live` false) every `pollInterval` (5000 ms) the order is fetched
 *     quietly so a payment confirmed elsewhere shows; while it is up (`paused`) the gateway's push replaces polling
 *     (issue 21, docs/decisions/068-live-connection.md).
 * - Live (issue 21): `live.up` / `live.down` follow the connection (an `up` after a `down` fetches once, pushes may
 *   have been missed); `order.pushed` for this invoice (an order push: paid in another tab, moved by the back
 *   office, expired) fetches the order quietly from any shown state (`shown.refreshing`; the order stays on screen).
 * - `shown.success` (3–7, tag `success`), `shown.failure` (8–10, tag `failure`).
 *
 * Context the view reads: `order` (src/api/order.ts Order), `countdown` ({ hours, minutes, seconds, expired }),
 * `error`. Banner, colour and the thank-you/deadline/pay-again flags come from
 * `paymentPageStatus(order.status_code)` in machines/shared/order-status.ts.
 *
 * Actors: `loadOrder` ({ invoice } → Order), `clock` (callback actor: on `clock.read` it sends back
 * `{ type: 'clock.tick', now }`).
 */
import { assign, emit, sendTo, setup } from 'xstate';
import { notProvided, notProvidedCallback } from './shared/not-provided';
import type { Order } from '../src/api/order';
import { toFailure } from './shared/failure';
import { countdown, paymentPageStatus, type Countdown } from './shared/order-status';

export interface OrderStatusInput {
  invoice: string | null | undefined;
  /** Epoch ms at start. */
  now: number;
  /** Whether the live connection is open at start (default false: poll). */
  live?: boolean;
}

export interface OrderStatusContext {
  invoice: string;
  now: number;
  order: Order | null;
  countdown: Countdown;
  error: string | null;
  /** The order was reloaded once after the countdown reached zero (no reload loop). */
  reloadedAfterExpiry: boolean;
  /** The live connection is open: pushes replace polling. */
  live: boolean;
}

export type OrderStatusEvent =
  | { type: 'clock.tick'; now: number }
  | { type: 'order.reload' }
  | { type: 'live.up' }
  | { type: 'live.down' }
  | { type: 'order.pushed'; invoice: string };

/** Emitted when there is no invoice to show: the view follows it to /. */
export type OrderStatusEmitted = { type: 'order.missing' };

/** What the machine sends to the `clock` actor. */
export type ClockRequest = { type: 'clock.read' };
export interface LoadOrderInput {
  invoice: string;
}

const expiredCountdown: Countdown = { hours: 0, minutes: 0, seconds: 0, expired: true };

export const orderStatusMachine = setup({
  types: {
    context: {} as OrderStatusContext,
    events: {} as OrderStatusEvent,
    input: {} as OrderStatusInput,
    emitted: {} as OrderStatusEmitted,
    tags: {} as 'loading' | 'failed' | 'waiting' | 'expired' | 'success' | 'failure',
  },
  actors: {
    loadOrder: notProvided<Order, LoadOrderInput>('orderStatus.loadOrder'),
    clock: notProvidedCallback<ClockRequest>('orderStatus.clock'),
  },
  delays: {
    /** Countdown tick, ms (commerce §4). */
    tickInterval: 1000,
    /** Quiet refresh while waiting for payment, ms. */
    pollInterval: 5000,
  },
  guards: {
    hasInvoice: ({ context }) => context.invoice !== '',
    isWaiting: ({ context }) => paymentPageStatus(context.order?.status_code ?? 0).group === 'waiting',
    isSuccess: ({ context }) => paymentPageStatus(context.order?.status_code ?? 0).group === 'success',
    hasNoDeadline: ({ context }) => context.order?.status_code !== 2 || !context.order?.expire_time,
    hasTimeLeft: ({ context }) => !countdown(context.order?.expire_time ?? null, context.now).expired,
    wasReloadedAfterExpiry: ({ context }) => context.reloadedAfterExpiry,
    isExpiredAt: ({ context }, params: { now: number }) => countdown(context.order?.expire_time ?? null, params.now).expired,
    isLive: ({ context }) => context.live,
    isThisInvoice: ({ context }, params: { invoice: string }) => params.invoice === context.invoice,
    hasStatusChanged: ({ context }, params: { order: Order }) =>
      params.order.status_code !== context.order?.status_code || params.order.expire_time !== context.order?.expire_time,
  },
  actions: {
    storeOrder: assign(({ context }, order: Order) => ({
      order,
      countdown: countdown(order.expire_time, context.now),
      error: null,
    })),
  },
}).createMachine({
  id: 'orderStatus',
  description: 'Payment status of one invoice, with the pay-before countdown (commerce §2 CheckoutStatus).',
  context: ({ input }) => ({
    invoice: input.invoice ?? '',
    now: input.now,
    order: null,
    countdown: expiredCountdown,
    error: null,
    reloadedAfterExpiry: false,
    live: input.live ?? false,
  }),
  initial: 'checking',
  on: {
    'live.up': { description: 'The live connection opened.', actions: assign({ live: true }) },
    'live.down': { description: 'The live connection dropped: poll again.', actions: assign({ live: false }) },
  },
  states: {
    checking: {
      description: 'The route needs an invoice.',
      always: [
        { guard: 'hasInvoice', target: 'loading', description: 'Load the order.' },
        { target: 'redirectHome', description: 'No invoice: go to /.' },
      ],
    },
    redirectHome: { type: 'final', description: 'Emits `order.missing`: the view follows it to /.', entry: emit({ type: 'order.missing' } as const) },
    loading: {
      description: 'Loading the order.',
      tags: ['loading'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ invoice: context.invoice }),
        onDone: {
          target: 'shown',
          description: 'Order known.',
          actions: { type: 'storeOrder', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'Could not load: show the message with a retry.',
          actions: assign({ error: ({ event }) => toFailure(event.error).message }),
        },
      },
    },
    failed: {
      description: 'The order could not be loaded.',
      tags: ['failed'],
      on: { 'order.reload': { target: 'loading', description: 'Try again.' } },
    },
    shown: {
      description: 'The order is shown with its status banner.',
      initial: 'routing',
      on: {
        'order.reload': { target: 'loading', description: 'Reload the order.' },
        'order.pushed': {
          guard: { type: 'isThisInvoice', params: ({ event }) => ({ invoice: event.invoice }) },
          target: '.refreshing',
          description: 'The gateway pushed a change of this order: fetch it quietly.',
        },
      },
      states: {
        refreshing: {
          description: 'Fetching the pushed order quietly; the order stays on screen.',
          invoke: {
            id: 'refreshOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ invoice: context.invoice }),
            onDone: { target: 'routing', description: 'Show its new status.', actions: { type: 'storeOrder', params: ({ event }) => event.output } },
            onError: { target: 'routing', description: 'Could not fetch: keep what is shown.' },
          },
        },
        routing: {
          description: 'Pick the banner group from status_code (payment page reading).',
          always: [
            { guard: 'isWaiting', target: 'waiting', description: '1–2: waiting (yellow).' },
            { guard: 'isSuccess', target: 'success', description: '3–7: success (green).' },
            { target: 'failure', description: '8–10: failure or expiry (red).' },
          ],
        },
        waiting: {
          description: 'Waiting for payment: countdown and quiet polling.',
          tags: ['waiting'],
          type: 'parallel',
          invoke: {
            id: 'clock',
            src: 'clock',
            input: () => ({}),
            onDone: { target: '.countdown.stopped', description: 'The clock stopped: the countdown keeps its last value.' },
            onError: { target: '.countdown.stopped', description: 'The clock failed: the countdown keeps its last value.' },
          },
          states: {
            countdown: {
              description: 'hours:minutes:seconds to expire_time (code 2 only).',
              initial: 'deciding',
              states: {
                deciding: {
                  description: 'Is there a deadline and time left?',
                  always: [
                    { guard: 'hasNoDeadline', target: 'none', description: 'No deadline to show.' },
                    { guard: 'hasTimeLeft', target: 'ticking', description: 'Time left: tick.' },
                    { guard: 'wasReloadedAfterExpiry', target: 'expired', description: 'Already reloaded once: stop.' },
                    { target: 'expiring', description: 'Already zero: reload once.' },
                  ],
                },
                none: { description: 'No countdown.' },
                ticking: {
                  description: 'Counting down.',
                  after: {
                    tickInterval: {
                      target: 'ticking',
                      reenter: true,
                      description: 'A second passed: ask the clock for the time.',
                      actions: sendTo('clock', { type: 'clock.read' } satisfies ClockRequest),
                    },
                  },
                  on: {
                    'clock.tick': [
                      {
                        guard: { type: 'isExpiredAt', params: ({ event }) => ({ now: event.now }) },
                        target: 'expiring',
                        description: 'All zero: expired; reload the order.',
                        actions: assign({ now: ({ event }) => event.now, countdown: expiredCountdown }),
                      },
                      {
                        description: 'Update the countdown.',
                        actions: assign({
                          now: ({ event }) => event.now,
                          countdown: ({ context, event }) => countdown(context.order?.expire_time ?? null, event.now),
                        }),
                      },
                    ],
                  },
                },
                expiring: {
                  description: 'The deadline passed: reload the order once to show its new status.',
                  tags: ['expired'],
                  invoke: {
                    id: 'reloadExpired',
                    src: 'loadOrder',
                    input: ({ context }) => ({ invoice: context.invoice }),
                    onDone: {
                      target: '#orderStatus.shown',
                      reenter: true,
                      description: 'Reloaded: show the new status.',
                      actions: [assign({ reloadedAfterExpiry: true }), { type: 'storeOrder', params: ({ event }) => event.output }],
                    },
                    onError: {
                      target: 'expired',
                      description: 'Could not reload: stay expired.',
                      actions: assign({ reloadedAfterExpiry: true }),
                    },
                  },
                },
                expired: { description: 'Expired: the countdown shows all zero.', tags: ['expired'] },
                stopped: { description: 'No clock: the countdown keeps its last value; polling goes on.' },
              },
            },
            poll: {
              description: 'Fetch the order quietly every 5 s while the live connection is down.',
              initial: 'deciding',
              states: {
                deciding: {
                  description: 'Pushes or polling?',
                  always: [
                    { guard: 'isLive', target: 'paused', description: 'The connection is open: pushes replace polling.' },
                    { target: 'idle', description: 'No connection: poll.' },
                  ],
                },
                paused: {
                  description: 'The connection is open: no polling.',
                  on: { 'live.down': { target: 'idle', description: 'The connection dropped: poll again.', actions: assign({ live: false }) } },
                },
                idle: {
                  description: 'Waiting for the next poll.',
                  after: { pollInterval: { target: 'fetching', description: 'Time to poll.' } },
                  on: {
                    'live.up': { target: 'fetching', description: 'The connection opened: fetch once (a push may have been missed), then pause.', actions: assign({ live: true }) },
                  },
                },
                fetching: {
                  description: 'Fetching the order.',
                  invoke: {
                    id: 'pollOrder',
                    src: 'loadOrder',
                    input: ({ context }) => ({ invoice: context.invoice }),
                    onDone: [
                      {
                        guard: { type: 'hasStatusChanged', params: ({ event }) => ({ order: event.output }) },
                        target: '#orderStatus.shown',
                        reenter: true,
                        description: 'The status changed (e.g. paid elsewhere): show it.',
                        actions: { type: 'storeOrder', params: ({ event }) => event.output },
                      },
                      {
                        target: 'deciding',
                        description: 'No change.',
                        actions: assign({ order: ({ event }) => event.output }),
                      },
                    ],
                    onError: { target: 'deciding', description: 'A failed poll is ignored; try again later.' },
                  },
                },
              },
            },
          },
        },
        success: { description: '3–7: paid (3 shows the thank-you banner).', tags: ['success'] },
        failure: { description: '8–10: failed or expired; pay again.', tags: ['failure'] },
      },
    },
  },
});

export type OrderStatusMachine = typeof orderStatusMachine;
