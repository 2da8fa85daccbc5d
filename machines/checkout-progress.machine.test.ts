/** The one writer of the stored checkout, alone. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutProgressMachine, type PersistInput } from './checkout-progress.machine';
import { apiError, asChild, controllable, course, flush } from './testing/fixtures';

const save = (addressId: number): PersistInput => ({
  invoice: 'INV-1',
  progress: { addressId, methodType: null, courierRateId: null, insuranceApplied: false },
  promoCode: '',
  promoUsed: false,
  price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
  lms: [course(1)],
  ecom: [],
});

describe('checkout progress (commerce §2 "a reload returns to the same step")', () => {
  it('writes what it is told; a write under way is replaced by the latest; a failed write changes nothing', async () => {
    const persist = controllable<void, PersistInput>();
    const actor = createActor(checkoutProgressMachine.provide({ actors: { persist: persist.logic } }), { input: undefined }).start();
    actor.send({ type: 'progress.save', input: save(1) });
    actor.send({ type: 'progress.save', input: save(2) });
    expect(persist.calls.map((c) => c.input.progress.addressId)).toEqual([1, 2]);
    persist.last().reject(apiError(0, 'storage penuh'));
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it("'Lengkapi Profil': the marked checkout waits for the write under way, is written last, and the checkout hears it", async () => {
    const persist = controllable<void, PersistInput>();
    const run = asChild(checkoutProgressMachine.provide({ actors: { persist: persist.logic } }), undefined as never);
    run.child.send({ type: 'progress.save', input: save(1) });
    const marked = { ...save(1), progress: { ...save(1).progress, completingProfile: { phone: '081355512345' } } };
    run.child.send({ type: 'progress.handOver', input: marked });
    expect(persist.calls).toHaveLength(1);
    expect(run.child.getSnapshot().hasTag('busy')).toBe(true);
    persist.last().resolve();
    await flush();
    expect(persist.calls).toHaveLength(2);
    expect(persist.last().input.progress.completingProfile).toEqual({ phone: '081355512345' });
    expect(run.child.getSnapshot().matches('handingOverToProfile')).toBe(true);
    expect(run.sent.filter((e) => e.type === 'progress.handedOver')).toHaveLength(0);
    persist.last().resolve();
    await flush();
    expect(run.sent.filter((e) => e.type === 'progress.handedOver')).toHaveLength(1);
    // Nothing more is written: a later save would drop the mark.
    run.child.send({ type: 'progress.save', input: save(2) });
    expect(persist.calls).toHaveLength(2);
    expect(run.child.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a marked checkout that cannot be written still lets the member go', async () => {
    const persist = controllable<void, PersistInput>();
    const run = asChild(checkoutProgressMachine.provide({ actors: { persist: persist.logic } }), undefined as never);
    run.child.send({ type: 'progress.handOver', input: save(1) });
    persist.last().reject(apiError(0, 'storage penuh'));
    await flush();
    expect(run.sent.map((e) => e.type)).toContain('progress.handedOver');
    expect(run.child.getSnapshot().matches('handedOver')).toBe(true);
  });
});
