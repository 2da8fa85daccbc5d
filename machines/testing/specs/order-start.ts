/**
 * Model spec of machines/order-start.machine.ts ('Beli Sekarang' after the cart's checks): the order is created
 * (or refused, or the network fails), then the hand-over stored (or not).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { orderStartMachine, type OrderStartInput, type OrderStartOutput } from '../../order-start.machine';
import { apiError, course, member, networkError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const input: OrderStartInput = {
  order: { user: member, warehouseId: 2, lines: [{ type: 'lms', item_id: 101, quantity: 1 }], promoCode: '', idempotencyKey: 'key-1' },
  handover: {
    userId: member.id,
    lms: [course(1)],
    ecom: [],
    promoCode: '',
    promoSelected: false,
    promoUsed: false,
    price: { lms_before_discount: 150_000, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 150_000 },
    summary: { ecom_before_discount: 0, lms_before_discount: 150_000, ecom_discount: 0, lms_discount: 0, promo_discount: 0, total_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 150_000 },
  },
};
type Ctx = { invoice: string | null; failure: unknown };

const orderStartInvariants: ModelInvariant[] = [
  { name: 'busy ⇔ a request in flight', holds: (s) => s.hasTag('busy') === ('createOrder' in s.children || 'storeCheckout' in s.children) },
  { name: 'the hand-over is stored only for an order that exists', in: 'storing', holds: (s) => !!(s.context as Ctx).invoice },
  {
    name: "a started attempt hands over the order's invoice",
    in: 'started',
    holds: (s) => {
      const out = s.output as OrderStartOutput | undefined;
      return !!out && out.ok && out.facts.invoice === (s.context as Ctx).invoice && out.facts.lms.length === 1;
    },
  },
  { name: 'a failed attempt says which step failed', in: 'failed', holds: (s) => { const out = s.output as OrderStartOutput | undefined; return !!out && !out.ok && (out.step === 'order' ? (s.context as Ctx).invoice === null : (s.context as Ctx).invoice !== null); } },
];

export const orderStartSpec: ModelSpec = {
  name: 'orderStart',
  machine: orderStartMachine,
  input,
  userEvents: [],
  outputs: { createOrder: [{ invoice: 'INV-1' }], storeCheckout: [undefined] },
  errors: { createOrder: [networkError(), apiError(500)], storeCheckout: [apiError(0, 'Penyimpanan penuh')] },
  abstract: () => null,
  project: (s: AnyMachineSnapshot) => ({ ...(s.context as Ctx), output: s.output ?? null }),
  invariants: orderStartInvariants,
  promiseActors: ['createOrder', 'storeCheckout'],
};
