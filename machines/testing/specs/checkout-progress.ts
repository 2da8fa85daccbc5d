/** Model spec of machines/checkout-progress.machine.ts (the one writer of the stored checkout). */
import type { AnyMachineSnapshot } from 'xstate';
import { checkoutProgressMachine, type PersistInput } from '../../checkout-progress.machine';
import { apiError, course } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const save = (addressId: number | null, phone?: string): PersistInput => ({
  invoice: 'INV-1',
  progress: { addressId, methodType: null, courierRateId: null, insuranceApplied: false, ...(phone ? { completingProfile: { phone } } : {}) },
  promoCode: '',
  promoUsed: false,
  price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
  lms: [course(1)],
  ecom: [],
});
type ProgressContext = { latest: PersistInput | null; handOver: PersistInput | null };
const ctx = (s: AnyMachineSnapshot) => s.context as ProgressContext;
const latest = (s: AnyMachineSnapshot) => ctx(s).latest;
const handOverAsked = (steps: readonly { type: string }[]) => steps.some((e) => e.type === 'progress.handOver');

const progressInvariants: ModelInvariant[] = [
  { name: 'busy ⇔ a write in flight', holds: (s) => s.hasTag('busy') === 'persist' in s.children },
  { name: 'a write carries what was asked last', in: 'saving', holds: (s) => latest(s) !== null },
  {
    name: 'the write in flight is the latest the checkout asked for (an earlier one is replaced)',
    in: 'saving',
    holds: (s, _sent, steps) => JSON.stringify((steps.filter((e) => e.type === 'progress.save').at(-1) as { input?: unknown } | undefined)?.input) === JSON.stringify(latest(s)),
  },
  {
    name: "the profile hand-over writes the checkout marked for the profile, and only after 'Lengkapi Profil'",
    in: 'handingOverToProfile',
    holds: (s, _sent, steps) => handOverAsked(steps) && !!ctx(s).handOver?.progress.completingProfile,
  },
  {
    name: 'the checkout hears of the hand-over once, only once it is over, and nothing is written after it',
    holds: (s, sent) => sent.filter((e) => e.type === 'progress.handedOver').length === (s.matches('handedOver') ? 1 : 0),
  },
];

export const checkoutProgressSpec: ModelSpec = {
  name: 'checkoutProgress',
  machine: checkoutProgressMachine,
  input: undefined,
  userEvents: [
    { type: 'progress.save', input: save(1) },
    { type: 'progress.save', input: save(2) },
    { type: 'progress.handOver', input: save(2, '081355512345') },
  ],
  busyEvents: ['progress.save', 'progress.handOver'],
  outputs: { persist: [undefined] },
  errors: { persist: [apiError(0, 'storage penuh')] },
  abstract: (s: AnyMachineSnapshot) => [latest(s)?.progress.addressId ?? null, ctx(s).handOver !== null],
  project: (s: AnyMachineSnapshot) => [latest(s)?.progress.addressId ?? null, ctx(s).handOver?.progress.completingProfile ?? null],
  invariants: progressInvariants,
  promiseActors: ['persist'],
  // The order's promotion (machines/order-promotion.machine.ts) has its own spec: here a silent stand-in.
  callbackActors: ['promotion'],
};
