/** Model spec of machines/payment.machine.ts (one payment attempt: the token, then the popup). */
import type { AnyMachineSnapshot } from 'xstate';
import { paymentMachine, type PaymentOutput, type PayOrderInput } from '../../payment.machine';
import { apiError, member, networkError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const input: PayOrderInput = {
  invoice: 'INV-1',
  user: member,
  recipient: { name: 'Sari', email: member.email, phone: '0812', address: 'Jl. Merdeka 1', postal_code: '40112' } as never,
  promoCode: '',
  logistic: { name: 'BDX', rate: 'regular', rate_id: 0, distance: 3, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 10_000 },
  lines: [{ type: 'ecom', item_id: 203, quantity: 1 }],
  idempotencyKey: 'key-1',
  warehouse: null,
};
type Ctx = { order: PayOrderInput; token: string | null; outcome: PaymentOutput | null };
const ctx = (s: AnyMachineSnapshot) => s.context as Ctx;

const paymentInvariants: ModelInvariant[] = [
  {
    name: 'busy ⇔ a request or the popup in flight',
    holds: (s) => s.hasTag('busy') === ('payOrder' in s.children || 'directOrder' in s.children || 'openPayment' in s.children),
  },
  {
    name: "an order is paid by its invoice; without one the attempt makes it ('Direct order add') and never asks for an invoice's token",
    holds: (s, _sent, steps) => !('payOrder' in s.children) || (ctx(s).order.invoice !== '' && !steps.some((e) => e.type.endsWith('.directOrder'))),
  },
  {
    name: "the checkout hears of a direct order's invoice once, as soon as it exists, and the popup opens for that order",
    holds: (s, sent) => {
      const told = sent.filter((e) => e.type === 'order.created') as Array<{ invoice?: string }>;
      return told.length === (ctx(s).order.invoice === 'INV-DIRECT' ? 1 : 0) && told.every((e) => e.invoice === 'INV-DIRECT');
    },
  },
  {
    name: "a direct order's refusal is marked direct (the checkout shows the server's message), a payment's never",
    in: 'done',
    holds: (s, _sent, steps) => {
      const outcome = ctx(s).outcome;
      return outcome?.outcome !== 'refused' || (outcome.direct === true) === steps.some((e) => e.type === 'xstate.error.actor.directOrder');
    },
  },
  { name: 'the popup opens only with a token', in: 'opening', holds: (s) => !!ctx(s).token },
  { name: 'paid only after the popup opened with a token', in: 'done', holds: (s) => ctx(s).outcome?.outcome !== 'paid' || !!ctx(s).token },
  { name: 'a refused request never opened the popup', in: 'done', holds: (s) => ctx(s).outcome?.outcome !== 'refused' || ctx(s).token === null },
  {
    name: 'an incomplete profile is a 422 that never opened the popup, with what it lacks',
    in: 'done',
    holds: (s, _sent, steps) => {
      const outcome = ctx(s).outcome;
      if (outcome?.outcome !== 'profileIncomplete') return true;
      return ctx(s).token === null && outcome.message === 'Profil belum lengkap' && steps.some((e) => (e as { error?: { code?: number } }).error?.code === 422);
    },
  },
  {
    name: 'a refusal is never a 422',
    in: 'done',
    holds: (s) => {
      const outcome = ctx(s).outcome;
      return outcome?.outcome !== 'refused' || outcome.failure.code !== 422;
    },
  },
  { name: 'the attempt ends with its outcome as output', in: 'done', holds: (s) => s.output !== undefined && JSON.stringify(s.output) === JSON.stringify(ctx(s).outcome) },
];

export const paymentSpec: ModelSpec = {
  name: 'payment',
  machine: paymentMachine,
  input,
  moreInputs: [{ ...input, invoice: '' }],
  userEvents: [],
  outputs: {
    payOrder: [{ token: 'tok-1' }],
    directOrder: [{ token: 'tok-2', invoice: 'INV-DIRECT' }],
    openPayment: [{ result: 'success' }, { result: 'pending' }, { result: 'close' }, { result: 'error', message: 'Pembayaran gagal' }],
  },
  errors: {
    payOrder: [apiError(422, 'Profil belum lengkap'), apiError(404), networkError()],
    directOrder: [apiError(422, 'Profil belum lengkap'), apiError(404, 'Item tidak diketahui')],
    openPayment: [apiError(0, 'popup gagal')] },
  abstract: () => null,
  project: (s: AnyMachineSnapshot) => ({ ...ctx(s), output: s.output ?? null }),
  invariants: paymentInvariants,
  promiseActors: ['payOrder', 'directOrder', 'openPayment'],
};
