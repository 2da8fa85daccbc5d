import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Order } from '../src/api/order';
import { orderStatusMachine, type LoadOrderInput } from './order-status.machine';
import { apiError, controllable, fakeClock, flush, order } from './testing/fixtures';

const T0 = Date.parse('2026-05-01T09:59:57.000Z'); // 3 s before the fixture's expire_time

function start(invoice: string | null = 'INV-1', now = T0) {
  let clockNow = now;
  const loadOrder = controllable<Order, LoadOrderInput>();
  const machine = orderStatusMachine.provide({ actors: { loadOrder: loadOrder.logic, clock: fakeClock(() => clockNow) } });
  const actor = createActor(machine, { input: { invoice, now } });
  actor.start();
  return {
    actor,
    loadOrder,
    snap: () => actor.getSnapshot(),
    /** Advance both the fake timers and the fake clock. */
    async advance(ms: number) {
      clockNow += ms;
      await vi.advanceTimersByTimeAsync(ms);
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('order status: entry (commerce §2 CheckoutStatus)', () => {
  it('no invoice → redirectHome', () => {
    expect(start(null).snap().value).toBe('redirectHome');
    expect(start('').snap().status).toBe('done');
  });
  it('loads the order for the invoice', () => {
    const t = start();
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.loadOrder.last().input).toEqual({ invoice: 'INV-1' });
  });
  it('a failed load offers a retry', async () => {
    const t = start();
    t.loadOrder.last().reject(apiError(404, 'Transaksi tidak ditemukan'));
    await flush();
    expect(t.snap().hasTag('failed')).toBe(true);
    expect(t.snap().context.error).toBe('Transaksi tidak ditemukan');
    t.actor.send({ type: 'order.reload' });
    expect(t.loadOrder.calls).toHaveLength(2);
  });
});

describe('order status: groups (commerce §4, payment page reading)', () => {
  it.each([
    [1, 'waiting'],
    [2, 'waiting'],
    [3, 'success'],
    [7, 'success'],
    [8, 'failure'],
    [9, 'failure'],
    [10, 'failure'],
  ] as const)('status %i → %s', async (code, tag) => {
    const t = start();
    t.loadOrder.last().resolve(order(code));
    await flush();
    expect(t.snap().hasTag(tag)).toBe(true);
  });
});

describe('order status: countdown (commerce §4 "ticks every second")', () => {
  it('shows hours:minutes:seconds and ticks every 1000 ms with time from the clock', async () => {
    const t = start('INV-1', Date.parse('2026-05-01T08:58:30.000Z'));
    t.loadOrder.last().resolve(order(2));
    await flush();
    expect(t.snap().context.countdown).toEqual({ hours: 1, minutes: 1, seconds: 30, expired: false });
    await t.advance(999);
    expect(t.snap().context.countdown.seconds).toBe(30);
    await t.advance(1);
    expect(t.snap().context.countdown).toEqual({ hours: 1, minutes: 1, seconds: 29, expired: false });
    await t.advance(1000);
    expect(t.snap().context.countdown.seconds).toBe(28);
  });

  it('status 1 has no countdown', async () => {
    const t = start();
    t.loadOrder.last().resolve(order(1));
    await flush();
    expect(t.snap().matches({ shown: { waiting: { countdown: 'none' } } })).toBe(true);
  });

  it('all zero → expired, then the order reloads once', async () => {
    const t = start();
    t.loadOrder.last().resolve(order(2));
    await flush();
    await t.advance(3000);
    expect(t.snap().context.countdown).toEqual({ hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(t.snap().hasTag('expired')).toBe(true);
    expect(t.loadOrder.calls).toHaveLength(2);
    t.loadOrder.last().resolve(order(9));
    await flush();
    expect(t.snap().hasTag('failure')).toBe(true);
  });

  it('a reload that is still waiting does not loop', async () => {
    const t = start();
    t.loadOrder.last().resolve(order(2));
    await flush();
    await t.advance(3000);
    t.loadOrder.last().resolve(order(2));
    await flush();
    expect(t.snap().matches({ shown: { waiting: { countdown: 'expired' } } })).toBe(true);
    const calls = t.loadOrder.calls.length;
    await t.advance(3000);
    // only the quiet poll may fetch; the countdown does not reload again
    expect(t.loadOrder.calls.length - calls).toBeLessThanOrEqual(1);
    expect(t.snap().matches({ shown: { waiting: { countdown: 'expired' } } })).toBe(true);
  });
});

describe('order status: polling', () => {
  it('a payment confirmed elsewhere shows up within 5 s', async () => {
    const t = start('INV-1', Date.parse('2026-05-01T08:00:00.000Z'));
    t.loadOrder.last().resolve(order(2));
    await flush();
    await t.advance(4999);
    expect(t.loadOrder.calls).toHaveLength(1);
    await t.advance(1);
    expect(t.loadOrder.calls).toHaveLength(2);
    t.loadOrder.last().resolve(order(3));
    await flush();
    expect(t.snap().hasTag('success')).toBe(true);
    expect(t.snap().context.order?.status_code).toBe(3);
  });
  it('an unchanged or failed poll keeps waiting', async () => {
    const t = start('INV-1', Date.parse('2026-05-01T08:00:00.000Z'));
    t.loadOrder.last().resolve(order(2));
    await flush();
    await t.advance(5000);
    t.loadOrder.last().resolve(order(2));
    await flush();
    await t.advance(5000);
    t.loadOrder.last().reject(apiError(500));
    await flush();
    expect(t.snap().hasTag('waiting')).toBe(true);
    expect(t.snap().matches({ shown: { waiting: { countdown: 'ticking', poll: 'idle' } } })).toBe(true);
  });
  it('no polling once paid', async () => {
    const t = start();
    t.loadOrder.last().resolve(order(5));
    await flush();
    await t.advance(20_000);
    expect(t.loadOrder.calls).toHaveLength(1);
  });
});

describe('order status: live pushes replace polling (issue 21)', () => {
  function startLive(live: boolean) {
    const loadOrder = controllable<Order, LoadOrderInput>();
    const machine = orderStatusMachine.provide({ actors: { loadOrder: loadOrder.logic, clock: fakeClock(() => T0) } });
    const actor = createActor(machine, { input: { invoice: 'INV-1', now: T0, live } }).start();
    return { actor, loadOrder };
  }

  it('with the connection open nothing polls; a push for this invoice fetches it and shows the new status', async () => {
    const t = startLive(true);
    t.loadOrder.last().resolve(order(1));
    await flush();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.loadOrder.calls).toHaveLength(1);
    t.actor.send({ type: 'order.pushed', invoice: 'INV-OTHER' });
    expect(t.loadOrder.calls).toHaveLength(1);
    t.actor.send({ type: 'order.pushed', invoice: 'INV-1' });
    expect(t.loadOrder.calls).toHaveLength(2);
    expect(t.actor.getSnapshot().context.order?.status_code).toBe(1);
    t.loadOrder.last().resolve(order(3));
    await flush();
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
    // A back-office move of a paid order is pushed too.
    t.actor.send({ type: 'order.pushed', invoice: 'INV-1' });
    t.loadOrder.last().resolve(order(4));
    await flush();
    expect(t.actor.getSnapshot().context.order?.status_code).toBe(4);
  });

  it('the connection dropping brings polling back; its return fetches once and pauses again', async () => {
    const t = startLive(true);
    t.loadOrder.last().resolve(order(1));
    await flush();
    t.actor.send({ type: 'live.down' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.loadOrder.calls).toHaveLength(2);
    t.loadOrder.last().resolve(order(1));
    await flush();
    t.actor.send({ type: 'live.up' });
    expect(t.loadOrder.calls).toHaveLength(3);
    t.loadOrder.last().resolve(order(1));
    await flush();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.loadOrder.calls).toHaveLength(3);
  });

  it('a failed pushed fetch keeps the order shown', async () => {
    const t = startLive(true);
    t.loadOrder.last().resolve(order(1));
    await flush();
    t.actor.send({ type: 'order.pushed', invoice: 'INV-1' });
    t.loadOrder.last().reject(apiError(500));
    await flush();
    expect(t.actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(t.actor.getSnapshot().context.order?.status_code).toBe(1);
  });
});
