/** The price child alone: one calculation at a time, the latest request wins, and what it tells its parent. */
import { describe, expect, it } from 'vitest';
import type { Calculation, CalculationInput } from '../src/api/cart';
import { priceMachine, type PriceReport } from './price.machine';
import { apiError, asChild, calculation, controllable, flush, member, networkError } from './testing/fixtures';

const request = (promo_code = '', item_id = 101): CalculationInput => ({
  user_id: member.id,
  price_type: 'b2c',
  price_tier: 3,
  warehouse_id: 2,
  cart: [{ type: 'lms', item_id, quantity: 1 }],
  promo_code,
});

function start() {
  const calculate = controllable<Calculation, CalculationInput>();
  const run = asChild(priceMachine.provide({ actors: { calculate: calculate.logic } }), undefined as never);
  const answers = () => (run.sent as PriceReport[]).filter((e) => e.type === 'price.calculated' || e.type === 'price.failed');
  return { ...run, calculate, answers, send: run.child.send.bind(run.child) };
}

describe('price (commerce §7 Cart calculation, §8)', () => {
  it('prices a request and tells the parent the summary; the parent hears when the work starts and ends', async () => {
    const t = start();
    t.send({ type: 'price.calculate', request: request() });
    expect(t.child.getSnapshot().hasTag('calculating')).toBe(true);
    expect(t.calculate.last().input).toEqual(request());
    t.calculate.last().resolve(calculation(150_000));
    await flush();
    expect(t.child.getSnapshot().hasTag('calculating')).toBe(false);
    expect(t.answers()).toMatchObject([{ type: 'price.calculated', summary: { total: 150_000, lms_before_discount: 150_000 }, trial: false }]);
    expect(t.sent.filter((e) => e.type.startsWith('work.'))).toEqual([
      { type: 'work.started', by: 'price' },
      { type: 'work.ended', by: 'price' },
    ]);
  });

  it('the latest request wins: an earlier answer is dropped', async () => {
    const t = start();
    t.send({ type: 'price.calculate', request: request('', 101) });
    const first = t.calculate.last();
    t.send({ type: 'price.calculate', request: request('', 102), trial: true });
    first.resolve(calculation(1));
    t.calculate.last().resolve(calculation(2));
    await flush();
    expect(t.calculate.calls).toHaveLength(2);
    expect(t.answers()).toMatchObject([{ type: 'price.calculated', summary: { total: 2 }, trial: true }]);
  });

  it('nothing to price is all zero at once, without a call, and drops a calculation under way', async () => {
    const t = start();
    t.send({ type: 'price.calculate', request: request() });
    t.send({ type: 'price.calculate', request: null });
    t.calculate.last().resolve(calculation(9));
    await flush();
    expect(t.calculate.calls).toHaveLength(1);
    expect(t.answers()).toMatchObject([{ type: 'price.calculated', calculation: null, summary: { total: 0 } }]);
  });

  it('a refused promo, a network failure and a plain failure are told apart', async () => {
    const t = start();
    t.send({ type: 'price.calculate', request: request('HEMAT50') });
    t.calculate.last().reject(apiError(433, 'server 433'));
    await flush();
    t.send({ type: 'price.calculate', request: request() });
    t.calculate.last().reject(networkError());
    await flush();
    t.send({ type: 'price.calculate', request: request() });
    t.calculate.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.answers()).toMatchObject([
      { type: 'price.failed', network: false, promoRefused: true },
      { type: 'price.failed', network: true, promoRefused: false, message: 'Pastikan internet anda stabil' },
      { type: 'price.failed', network: false, promoRefused: false, message: 'Gagal' },
    ]);
  });
});
