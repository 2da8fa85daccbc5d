/** The one writer of the stored checkout, alone. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutProgressMachine, type PersistInput } from './checkout-progress.machine';
import { apiError, controllable, course, flush } from './testing/fixtures';

const save = (addressId: number): PersistInput => ({
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
    const actor = createActor(checkoutProgressMachine.provide({ actors: { persist: persist.logic } })).start();
    actor.send({ type: 'progress.save', input: save(1) });
    actor.send({ type: 'progress.save', input: save(2) });
    expect(persist.calls.map((c) => c.input.progress.addressId)).toEqual([1, 2]);
    persist.last().reject(apiError(0, 'storage penuh'));
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
