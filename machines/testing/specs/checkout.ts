/**
 * Model spec of the checkout orchestrator (machines/checkout.machine.ts). Its children (address book, delivery,
 * products, promo) are silent stand-ins here: what they would report is offered as events, and each of them has its
 * own spec. Explored as journeys (slices) so the parallel regions stay tractable.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutAddress } from '../../address-book.machine';
import { checkoutMachine } from '../../checkout.machine';
import type { CheckoutContext } from '../../checkout.types';
import { distanceKm } from '../../shared/geo';
import { apiError, calculation, course, courierOf, deliveryMethod, farAddress, member, nearAddress, networkError, product, promo, warehouse } from '../fixtures';
import type { ModelSpec } from '../model';
import { label } from './labels';

const located = (a: ReturnType<typeof nearAddress>): CheckoutAddress => ({ ...a, distance: distanceKm(a, warehouse) });
const NEAR = located(nearAddress(1));
const FAR = located(farAddress(2));
const INCOMPLETE = located(nearAddress(3, { default: false, postal_code: '' }));

const regular = deliveryMethod('regular');
const changed = (extra: Partial<{ method: unknown; courier: unknown; insurance: boolean; settled: boolean }>) => ({
  type: 'delivery.changed',
  method: null,
  courier: null,
  insurance: false,
  settled: true,
  ...extra,
});
const LOADING = changed({ settled: false });
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

const CHILDREN = ['addressBook', 'delivery', 'products', 'promo'];
/** The children never finish: their done and error events are explored in one journey only. */
const quietChildren = Object.fromEntries(CHILDREN.map((id) => [id, []]));
const ok = {
  ...quietChildren,
  calculate: [calculation(200_000, { discount: 50_000 })],
  payOrder: [{ token: 'tok-1' }],
  openPayment: [{ result: 'success' }],
  persist: [undefined],
  syncCart: [undefined],
};

/** While the alert or the payment dialog is open, the member can only close it (the children keep reporting). */
function allow(s: AnyMachineSnapshot, e: EventObject): boolean {
  const c = s.context as CheckoutContext;
  const page = ['promo.open', 'promo.cancel', 'payment.start'].includes(e.type);
  if (page && (c.error !== null || c.paymentError !== null)) return false;
  return true;
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
      outputs: { ...ok, addressBook: [undefined], delivery: [undefined], products: [undefined], promo: [undefined] },
      errors: { addressBook: [apiError(0, 'addressBook crashed')], delivery: [apiError(0, 'delivery crashed')], products: [apiError(0, 'products crashed')], promo: [apiError(0, 'promo crashed')] },
      userEvents: [{ type: 'addresses.loaded', address: NEAR, restored: false }, { type: 'failure.reported', message: 'Gagal' }, { type: 'error.dismiss' }],
    },
    {
      name: 'address and delivery',
      input: { user: member, checkout: baseCheckout, progress: { addressId: 1, methodType: 'regular', courierRateId: 5, insuranceApplied: false } },
      errors: { ...quietChildren, persist: [apiError(0, 'storage penuh')] },
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: true },
        { type: 'address.selected', address: FAR, keepDelivery: false },
        { type: 'address.cleared' },
        LOADING,
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
      outputs: { ...ok, openPayment: [{ result: 'success' }, { result: 'pending' }, { result: 'close' }, { result: 'error', message: 'Pembayaran gagal' }] },
      errors: {
        ...quietChildren,
        calculate: [apiError(404), networkError()],
        payOrder: [apiError(404), apiError(422), apiError(500), networkError()],
        openPayment: [apiError(0, 'popup gagal')],
        persist: [apiError(0, 'storage penuh')],
      },
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        COMPLETE,
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'error.dismiss' },
        { type: 'paymentError.dismiss' },
        { type: 'profile.complete' },
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
      outputs: { ...ok, calculate: [calculation(200_000, { discount: 50_000 }), calculation(250_000, { discount: 0 })] },
      errors: { ...quietChildren, calculate: [apiError(433), networkError()] },
      // A delivery change while the promo's calculation runs replaces it (the latest request wins).
      busyEvents: ['delivery.changed'],
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        COMPLETE,
        { type: 'promo.open' },
        { type: 'promo.cancel' },
        { type: 'promo.chosen', promo: promo('HEMAT50') },
        { type: 'promo.removed' },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'products',
      input: { user: member, checkout: { ...baseCheckout, ecom: [product(3, { quantity: 1, stock: 2 })] } },
      moreInputs: [{ user: member, checkout: { ...baseCheckout, lms: [], ecom: [product(3, { quantity: 1, stock: 2 })] } }],
      errors: { ...quietChildren, syncCart: [networkError()] },
      busyEvents: ['products.changed'],
      userEvents: [
        { type: 'addresses.loaded', address: NEAR, restored: false },
        { type: 'products.busy' },
        { type: 'products.settled' },
        { type: 'addressBook.busy' },
        { type: 'addressBook.settled' },
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
      d: [c.delivery.method?.type ?? null, c.delivery.courier?.logistic_rate_id ?? null, c.delivery.insurance, c.delivery.settled],
      promo: [c.promo.code !== '', c.promo.used],
      items: [c.lms.length, c.ecom.map((p) => p.quantity)],
      synced: c.ecom.map((p) => c.synced[p.id] === p.quantity),
      settled: [c.productsSettled, c.addressBookSettled],
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
      delivery: [c.delivery.method?.type ?? null, c.delivery.courier?.logistic_rate_id ?? null, c.delivery.insurance, c.delivery.settled],
      promo: c.promo,
      ecom: c.ecom.map((p) => [p.id, p.quantity]),
      total: c.summary.total,
      token: c.token,
      key: c.idempotencyKey,
      profileProblem: c.profileProblem,
    };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    if (s.matches('paid' as never) && !c.invoice) return 'paid needs an invoice';
    if (s.hasTag('paying') && !c.address) return 'no payment without a recipient';
    if (s.hasTag('paying') && c.ecom.length > 0 && !c.delivery.courier) return 'no payment of products without a courier';
    if (c.syncing.some((l) => l.quantity < 1)) return 'a quantity below 1 is never written to the server cart';
    if (c.promo.used && c.promo.code === '') return 'a used promo has a code';
    if (s.matches('handingOverToProfile' as never) && c.profileProblem === null) return 'the profile is completed only after the payment said what it lacks';
    return null;
  },
  label,
  promiseActors: ['calculate', 'payOrder', 'openPayment', 'persist', 'syncCart'],
  callbackActors: CHILDREN,
};
