/**
 * Model spec of the checkout orchestrator (machines/checkout.machine.ts). Its page-long children (address book,
 * delivery, products, promo, price, server cart sync, progress) are silent stand-ins here: what they would report is
 * offered as events, and each of them has its own spec; the payment attempt is settled like a request with each of
 * its outcomes. Explored as journeys (slices) so the state space stays tractable. The oracle (`invariants`) states
 * what must hold whatever the path: no payment without a recipient, a courier for products, or with a child still
 * working; paid means an invoice; a used promo has a code; a payment 422 stays in the page (what the profile lacks
 * shows until the next attempt) and the profile is left for only after 'Lengkapi Profil' and the progress child's hand-over.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutAddress } from '../../address-book.machine';
import { checkoutMachine } from '../../checkout.machine';
import type { CheckoutContext } from '../../checkout.types';
import { distanceKm } from '../../shared/geo';
import { summaryFromCalculation } from '../../shared/price';
import { apiError, calculation, course, courierOf, deliveryMethod, farAddress, member, nearAddress, networkError, product, promo, warehouse } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

const located = (a: ReturnType<typeof nearAddress>): CheckoutAddress => ({ ...a, distance: distanceKm(a, warehouse) });
const NEAR = located(nearAddress(1));
const FAR = located(farAddress(2));
const INCOMPLETE = located(nearAddress(3, { default: false, postal_code: '' }));

const regular = deliveryMethod('regular');
const changed = (extra: Partial<{ method: unknown; courier: unknown; insurance: boolean }>) => ({
  type: 'delivery.changed',
  method: null,
  courier: null,
  insurance: false,
  ...extra,
});
const work = (type: 'work.started' | 'work.ended', by: string) => ({ type, by });
const priced = (total: number, discount = 0, trial = false) => ({
  type: 'price.calculated',
  calculation: calculation(total, { discount, discount_promo: discount }),
  summary: summaryFromCalculation(calculation(total, { discount, discount_promo: discount })),
  trial,
});
const priceFailed = (message: string, network: boolean, trial = false) => ({ type: 'price.failed', message, network, promoRefused: !network, trial });
const METHOD_ONLY = changed({ method: regular });
const COMPLETE = changed({ method: regular, courier: courierOf(5) });
const INSURED = changed({ method: regular, courier: courierOf(5), insurance: true });

export const baseCheckout = {
  invoice: 'INV-1',
  promoCode: 'HEMAT50',
  promoSelected: true,
  promoUsed: true,
  price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
  lms: [course(1)],
  ecom: [product(3)],
  warehouse,
  zone: null,
};
const courseOnly = { ...baseCheckout, ecom: [], warehouse: null, promoCode: '', promoSelected: false, promoUsed: false };

const CHILDREN = ['addressBook', 'delivery', 'products', 'promo', 'price', 'cartSync', 'progress'];
/** The children never finish: their done and error events are explored in one journey only. */
const quietChildren = Object.fromEntries(CHILDREN.map((id) => [id, []]));
const ok = { ...quietChildren, payment: [{ outcome: 'paid' }] };

/** While the alert or the payment dialog is open, the member can only close it (the children keep reporting). */
function allow(s: AnyMachineSnapshot, e: EventObject): boolean {
  const c = s.context as CheckoutContext;
  // The progress child reports the hand-over only after it was asked for it.
  if (e.type === 'progress.handedOver') return s.matches({ open: 'handingOverToProfile' });
  const page = ['promo.open', 'promo.cancel', 'payment.start'].includes(e.type);
  if (page && (c.error !== null || c.paymentError !== null)) return false;
  return true;
}

const ctx = (s: AnyMachineSnapshot) => s.context as CheckoutContext;
/** Children whose work is still open after these events (work.started without work.ended, the child not stopped). */
function openWork(steps: readonly EventObject[]): string[] {
  const open = new Set<string>();
  for (const e of steps) {
    const by = (e as { by?: string }).by;
    if (e.type === 'work.started' && by) open.add(by);
    else if (e.type === 'work.ended' && by) open.delete(by);
    else if (/^xstate\.(done|error)\.actor\./.test(e.type)) open.delete(e.type.replace(/^xstate\.(done|error)\.actor\./, ''));
  }
  return [...open];
}
const checkoutInvariants: ModelInvariant[] = [
  { name: 'paid ⇒ an invoice', in: 'paid', holds: (s) => ctx(s).invoice !== '' },
  {
    name: "the invoice paid is the stored checkout's until a direct order reports its own, then that one",
    holds: (s, _sent, steps) => {
      const told = steps.filter((e) => e.type === 'order.created').at(-1) as { invoice?: string } | undefined;
      return told ? ctx(s).invoice === told.invoice : ctx(s).invoice !== 'INV-DIRECT';
    },
  },
  {
    name: "a refused direct order shows the server's own message (a 404 too) and leaves no promo",
    holds: (s, _sent, steps) => {
      const last = steps.at(-1) as { type: string; output?: { outcome?: string; direct?: boolean; failure?: { message: string } } } | undefined;
      if (last?.type !== 'xstate.done.actor.payment' || last.output?.outcome !== 'refused' || !last.output.direct) return true;
      return ctx(s).error === last.output.failure!.message && ctx(s).promo.code === '';
    },
  },
  { name: 'no payment without a recipient', tag: 'paying', holds: (s) => ctx(s).address !== null },
  { name: 'no payment of products without a courier', tag: 'paying', holds: (s) => ctx(s).ecom.length === 0 || ctx(s).delivery.courier !== null },
  { name: 'no payment while a child still works (price, products, addresses, delivery)', tag: 'paying', holds: (_s, _sent, steps) => openWork(steps).length === 0 },
  { name: 'the checkout knows which children work (as they reported it)', holds: (s, _sent, steps) => [...ctx(s).working].sort().join() === openWork(steps).sort().join() },
  { name: 'no payment of a product with quantity 0', tag: 'paying', holds: (s) => ctx(s).ecom.every((p) => p.quantity >= 1) },
  { name: 'paying ⇔ a payment attempt in flight', holds: (s) => s.hasTag('paying') === 'payment' in s.children },
  { name: 'a used promo has a code', holds: (s) => !ctx(s).promo.used || ctx(s).promo.code !== '' },
  { name: 'a promo being tried is not applied yet', holds: (s) => !ctx(s).promo.trying || (!ctx(s).promo.used && ctx(s).promo.code !== '') },
  { name: 'a child works at most once at a time', holds: (s) => new Set(ctx(s).working).size === ctx(s).working.length },
  // Issue 18 point 4 (decision 052): a 422 stays in the page; the member leaves for the profile only by choice.
  {
    name: 'what the profile lacks shows after a payment answered 422, until the next payment attempt',
    holds: (s, _sent, steps) => (ctx(s).profileProblem !== null) === (!s.hasTag('paying') && lastPaymentEnd(steps) === 'profileIncomplete'),
  },
  { name: "the checkout is handed over to the profile only after a 422 said what it lacks", in: { open: 'handingOverToProfile' }, holds: (s) => ctx(s).profileProblem !== null },
  {
    name: "the profile is left for only after 'Lengkapi Profil', once the checkout is stored",
    in: 'profileIncomplete',
    holds: (_s, _sent, steps) => steps.at(-1)?.type === 'progress.handedOver' && steps.some((e) => e.type === 'profile.complete'),
  },
];
/** How the last payment attempt on the path ended: its outcome, 'crashed', or null when none ended. */
function lastPaymentEnd(steps: readonly EventObject[]): string | null {
  const end = steps.filter((e) => e.type === 'xstate.done.actor.payment' || e.type === 'xstate.error.actor.payment').at(-1) as { type: string; output?: { outcome?: string } } | undefined;
  if (!end) return null;
  return end.type === 'xstate.error.actor.payment' ? 'crashed' : (end.output?.outcome ?? null);
}

export const checkoutSpec: ModelSpec = {
  name: 'checkout',
  machine: checkoutMachine,
  input: { user: member, checkout: baseCheckout },
  userEvents: [],
  outputs: ok,
  errors: quietChildren,
  allow,
  slices: [
    {
      name: 'entry',
      input: { user: member, checkout: null },
      moreInputs: [
        { user: member, checkout: { ...baseCheckout, warehouse: null } },
        { user: member, checkout: { ...baseCheckout, warehouse: { ...warehouse, longitude: null } } },
        { user: member, checkout: { ...baseCheckout, lms: [], ecom: [] } },
      ],
    },
    {
      name: 'children',
      outputs: { ...ok, ...Object.fromEntries(CHILDREN.map((id) => [id, [undefined]])) },
      errors: Object.fromEntries(CHILDREN.map((id) => [id, [apiError(0, `${id} crashed`)]])),
      userEvents: [{ type: 'addresses.loaded', address: NEAR, restored: false }, { type: 'failure.reported', message: 'Gagal' }, { type: 'error.dismiss' }],
    },
    {
      name: 'address and delivery',
      input: { user: member, checkout: baseCheckout, progress: { addressId: 1, methodType: 'regular', courierRateId: 5, insuranceApplied: false } },
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: true },
        { type: 'address.selected', address: FAR, keepDelivery: false },
        { type: 'address.cleared' },
        work('work.started', 'delivery'),
        work('work.ended', 'delivery'),
        METHOD_ONLY,
        COMPLETE,
        INSURED,
        { type: 'delivery.tooFar' },
        { type: 'delivery.unreachable' },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'payment',
      outputs: {
        ...ok,
        payment: [
          { outcome: 'paid' },
          { outcome: 'closed' },
          { outcome: 'popupError', message: 'Pembayaran gagal' },
          { outcome: 'refused', failure: apiError(404) },
          { outcome: 'profileIncomplete', message: 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu' },
          { outcome: 'refused', failure: apiError(500) },
          { outcome: 'refused', failure: networkError() },
          { outcome: 'refused', failure: apiError(404, 'Item tidak diketahui'), direct: true },
        ],
      },
      errors: { ...quietChildren, payment: [apiError(0, 'payment crashed')] },
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        COMPLETE,
        work('work.started', 'price'),
        work('work.ended', 'price'),
        priceFailed('Pastikan internet anda stabil', true),
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'error.dismiss' },
        { type: 'paymentError.dismiss' },
        { type: 'profile.complete' },
        { type: 'progress.handedOver' },
        // The payment child's report once a buy-now's direct order exists (decision 083).
        { type: 'order.created', invoice: 'INV-DIRECT' },
      ],
    },
    {
      name: 'recipient',
      input: { user: member, checkout: courseOnly },
      moreInputs: [{ user: member, checkout: baseCheckout }],
      userEvents: [
        { type: 'addresses.loaded', address: null, restored: false },
        { type: 'address.selected', address: INCOMPLETE, keepDelivery: false },
        { type: 'address.selected', address: NEAR, keepDelivery: false },
        METHOD_ONLY,
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'promo',
      input: { user: member, checkout: courseOnly },
      // What the price child answers (for the page's own calculation or for a promo chosen in the modal).
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        COMPLETE,
        { type: 'promo.open' },
        { type: 'promo.cancel' },
        { type: 'promo.chosen', promo: promo('HEMAT50') },
        { type: 'promo.removed' },
        { type: 'error.dismiss' },
        priced(200_000, 50_000),
        priced(250_000),
        priced(200_000, 50_000, true),
        priced(250_000, 0, true),
        priceFailed('Pastikan internet anda stabil', true, true),
        priceFailed('Promo tidak ditemukan atau tidak sesuai kursus yang dipilih', false, true),
        priceFailed('Promo tidak dapat digunakan untuk produk', false),
        { type: 'price.failed', message: 'Server error', network: false, promoRefused: false, trial: false },
      ],
      // The price answers a trial only while one is under way, and refuses a promo only when there is one.
      allow: (s, e) => {
        const c = s.context as CheckoutContext;
        const trial = (e as { trial?: boolean }).trial;
        if (trial !== undefined && trial !== c.promo.trying) return false;
        if (e.type === 'price.failed' && (e as { promoRefused?: boolean }).promoRefused && c.promo.code === '') return false;
        return allow(s, e);
      },
    },
    {
      name: 'products',
      input: { user: member, checkout: { ...baseCheckout, ecom: [product(3, { quantity: 1, stock: 2 })] } },
      moreInputs: [{ user: member, checkout: { ...baseCheckout, lms: [], ecom: [product(3, { quantity: 1, stock: 2 })] } }],
      busyEvents: ['products.changed'],
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        work('work.started', 'products'),
        work('work.ended', 'products'),
        work('work.started', 'addressBook'),
        work('work.ended', 'addressBook'),
        { type: 'products.changed', ecom: [product(3, { quantity: 2, stock: 2 })] },
        { type: 'products.changed', ecom: [product(3, { quantity: 0, stock: 2 })] },
        { type: 'products.changed', ecom: [] },
        COMPLETE,
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'error.dismiss' },
      ],
    },
  ],
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    return {
      addr: c.address?.id ?? null,
      d: [c.delivery.method?.type ?? null, c.delivery.courier?.logistic_rate_id ?? null, c.delivery.insurance],
      promo: [c.promo.code !== '', c.promo.used, c.promo.trying],
      items: [c.lms.length, c.ecom.map((p) => p.quantity)],
      working: [...c.working].sort(),
      err: [c.error !== null, c.paymentError !== null],
      key: [c.idempotencyKey !== null, c.lastAttempt !== null],
      profile: c.profileProblem !== null,
    };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    return {
      error: c.error,
      paymentError: c.paymentError,
      address: c.address?.id ?? null,
      delivery: [c.delivery.method?.type ?? null, c.delivery.courier?.logistic_rate_id ?? null, c.delivery.insurance],
      promo: c.promo,
      ecom: c.ecom.map((p) => [p.id, p.quantity]),
      total: c.summary.total,
      working: c.working,
      key: c.idempotencyKey,
      profileProblem: c.profileProblem,
    };
  },
  invariants: checkoutInvariants,
  label,
  promiseActors: ['payment'],
  callbackActors: CHILDREN,
};
