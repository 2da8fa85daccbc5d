import { describe, expect, it } from 'vitest';
import { completedItemActions, countdown, historyStatus, orderFigures, pad2, paymentPageStatus, statusFilter, trackingStepOf, trackingSteps } from './order-status';

describe('payment page reading (commerce §4)', () => {
  it('1–2 waiting yellow, 2 shows the deadline', () => {
    expect(paymentPageStatus(1)).toMatchObject({ group: 'waiting', color: 'yellow', showDeadline: false });
    expect(paymentPageStatus(2)).toMatchObject({ group: 'waiting', color: 'yellow', showDeadline: true });
  });
  it('3–7 success green, 3 thanks', () => {
    expect(paymentPageStatus(3)).toMatchObject({ group: 'success', color: 'green', showThankYou: true });
    for (const c of [4, 5, 6, 7]) expect(paymentPageStatus(c)).toMatchObject({ group: 'success', color: 'green', showThankYou: false });
  });
  it('8–9 (and 10) failure red with pay again', () => {
    for (const c of [8, 9, 10]) expect(paymentPageStatus(c)).toMatchObject({ group: 'failure', color: 'red', showPayAgain: true });
  });
});

describe('history reading (commerce §4)', () => {
  it.each([
    [1, 'Menunggu Pembayaran', 'red'],
    [2, 'Menunggu Pembayaran', 'red'],
    [3, 'Lunas', 'green'],
    [7, 'Lunas', 'green'],
    [8, 'Pesanan Dibatalkan', 'red'],
    [9, 'Pesanan Dibatalkan', 'red'],
    [10, 'Pesanan Dibatalkan', 'red'],
  ])('%i → %s (%s)', (code, label, color) => {
    expect(historyStatus(code)).toEqual({ label, color });
  });
  it('status filter 1 or empty means all', () => {
    expect(statusFilter(1)).toEqual([]);
    expect(statusFilter(null)).toEqual([]);
    expect(statusFilter(5)).toEqual([5]);
  });
});

describe('tracking steps (commerce §4)', () => {
  it('maps codes to the six steps', () => {
    expect([1, 2, 3, 9, 4, 8, 10, 5, 6, 7].map(trackingStepOf)).toEqual([1, 2, 2, 2, 3, 3, 3, 4, 5, 6]);
  });
  it('earlier steps complete, latest in process, later pending', () => {
    const steps = trackingSteps([1, 2, 3, 4, 5], 5);
    expect(steps.map((s) => s.state)).toEqual(['complete', 'complete', 'complete', 'process', 'pending', 'pending']);
    expect(steps.map((s) => s.code)).toEqual([1, 3, 4, 5, null, null]);
  });
  it('failure codes show cancel on their step', () => {
    expect(trackingSteps([1, 2, 9], 9).map((s) => s.state)).toEqual(['complete', 'cancel', 'pending', 'pending', 'pending', 'pending']);
    expect(trackingSteps([1, 2, 3, 10], 10).map((s) => s.state)).toEqual(['complete', 'complete', 'cancel', 'pending', 'pending', 'pending']);
  });
  it('code 7 (completed) ticks every step: nothing is in process any more (decision 053)', () => {
    expect(trackingSteps([1, 2, 3, 4, 5, 6, 7], 7).map((s) => s.state)).toEqual(['complete', 'complete', 'complete', 'complete', 'complete', 'complete']);
  });
});

describe('completed order buttons (commerce §4)', () => {
  it('only at 7; review only when rating_id is 0; view course only for courses', () => {
    expect(completedItemActions(7, { rating_id: 0, type: 'lms' })).toEqual({ buyAgain: true, giveReview: true, viewCourse: true });
    expect(completedItemActions(7, { rating_id: 5, type: 'ecom' })).toEqual({ buyAgain: true, giveReview: false, viewCourse: false });
    expect(completedItemActions(6, { rating_id: 0, type: 'lms' })).toEqual({ buyAgain: false, giveReview: false, viewCourse: false });
  });
});

describe('countdown', () => {
  const expire = '2026-05-01T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('hours:minutes:seconds left', () => {
    expect(countdown(expire, at('2026-05-01T07:58:30.000Z'))).toEqual({ hours: 2, minutes: 1, seconds: 30, expired: false });
    expect(countdown(expire, at('2026-04-29T10:00:00.000Z')).hours).toBe(48);
  });
  it('expired when all zero, never negative', () => {
    expect(countdown(expire, at('2026-05-01T10:00:00.000Z'))).toEqual({ hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(countdown(expire, at('2026-05-02T10:00:00.000Z'))).toEqual({ hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(countdown(null, 0).expired).toBe(true);
  });
  it('pads to two digits', () => {
    expect(pad2(5)).toBe('05');
    expect(pad2(12)).toBe('12');
  });
});

describe('orderFigures', () => {
  it('adds the lines up and the insurance only when the order is insured', () => {
    const items = [
      { price: 100_000, quantity: 1 },
      { price: 25_000, quantity: 3 },
    ];
    const shipper = { delivery_cost: 12_000, insurance_cost: 2_000, is_insurance: true };
    expect(orderFigures({ items, shipper, discount: 50_000, amount: 139_000 })).toEqual({ subtotal: 175_000, deliveryCost: 14_000, discount: 50_000, amount: 139_000 });
    expect(orderFigures({ items, shipper: { ...shipper, is_insurance: false }, discount: 0, amount: 187_000 }).deliveryCost).toBe(12_000);
    expect(orderFigures({ items: [], shipper: null, discount: 0, amount: 0 })).toEqual({ subtotal: 0, deliveryCost: null, discount: 0, amount: 0 });
  });
});
