/** Model spec of machines/checkout-progress.machine.ts (the one writer of the stored checkout). */
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutProgressMachine, type PersistInput } from '../../checkout-progress.machine';
import { apiError, course } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const save = (addressId: number | null): PersistInput => ({
  progress: { addressId, methodType: null, courierRateId: null, insuranceApplied: false },
  promoCode: '',
  promoUsed: false,
  price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
  lms: [course(1)],
  ecom: [],
});
const latest = (s: AnyMachineSnapshot) => (s.context as { latest: PersistInput | null }).latest;

const progressInvariants: ModelInvariant[] = [
  { name: 'saving ⇔ a write in flight', holds: (s) => s.matches('saving') === 'persist' in s.children },
  { name: 'a write carries what was asked last', in: 'saving', holds: (s) => latest(s) !== null },
  {
    name: 'the write in flight is the latest the checkout asked for (an earlier one is replaced)',
    in: 'saving',
    holds: (s, _sent, steps) => JSON.stringify((steps.filter((e) => e.type === 'progress.save').at(-1) as { input?: unknown } | undefined)?.input) === JSON.stringify(latest(s)),
  },
];

export const checkoutProgressSpec: ModelSpec = {
  name: 'checkoutProgress',
  machine: checkoutProgressMachine,
  input: undefined,
  userEvents: [
    { type: 'progress.save', input: save(1) },
    { type: 'progress.save', input: save(2) },
  ],
  busyEvents: ['progress.save'],
  outputs: { persist: [undefined] },
  errors: { persist: [apiError(0, 'storage penuh')] },
  abstract: (s: AnyMachineSnapshot) => latest(s)?.progress.addressId ?? null,
  project: (s: AnyMachineSnapshot) => latest(s)?.progress.addressId ?? null,
  invariants: progressInvariants,
  promiseActors: ['persist'],
};
