/** 'Update promotion' for the checkout's order, alone (commerce §7 "Cart and orders"; decision 084). */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderPromotionMachine, type UpdatePromotionOutput } from './order-promotion.machine';
import { apiError, controllable, flush } from './testing/fixtures';

function start(invoice = 'INV-1', promoCode = 'HEMAT50') {
  const update = controllable<UpdatePromotionOutput, { invoice: string; promoCode: string }>();
  const actor = createActor(orderPromotionMachine.provide({ actors: { updatePromotion: update.logic } }), { input: { invoice, promoCode } }).start();
  const follow = (code: string, inv = invoice) => actor.send({ type: 'promotion.follow', invoice: inv, promoCode: code });
  return { actor, update, follow };
}

describe('order promotion', () => {
  it('sends nothing while the checkout saves the promo the order already carries', () => {
    const t = start();
    t.follow('HEMAT50');
    t.follow('HEMAT50');
    expect(t.update.calls).toHaveLength(0);
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('removing the promo, then choosing another while the first request runs: both reach the order, the latest last', async () => {
    const t = start();
    t.follow('');
    expect(t.update.last().input).toEqual({ invoice: 'INV-1', promoCode: '' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    t.follow('KHUSUS');
    expect(t.update.calls).toHaveLength(1);
    t.update.last().resolve({ promoCode: '' });
    await flush();
    expect(t.update.calls.map((c) => c.input.promoCode)).toEqual(['', 'KHUSUS']);
    t.update.last().resolve({ promoCode: 'KHUSUS' });
    await flush();
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    expect(t.actor.getSnapshot().context.synced).toBe('KHUSUS');
  });

  it('a refusal keeps the order as it was and the next save tries again; a 404 (sent to payment) stops it for good', async () => {
    const t = start();
    t.follow('');
    t.update.last().reject(apiError(424, 'Promo sudah kadarluarsa'));
    await flush();
    expect(t.actor.getSnapshot().matches('idle')).toBe(true);
    t.follow('');
    expect(t.update.calls).toHaveLength(2);
    t.update.last().reject(apiError(404, 'Invoice tidak ditemukan atau order sudah diproses'));
    await flush();
    expect(t.actor.getSnapshot().matches('stopped')).toBe(true);
    t.follow('KHUSUS');
    expect(t.update.calls).toHaveLength(2);
  });

  it('a buy-now checkout without an order sends nothing', () => {
    const t = start('', '');
    t.follow('HEMAT50', '');
    expect(t.update.calls).toHaveLength(0);
  });
});
