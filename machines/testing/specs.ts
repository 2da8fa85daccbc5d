/**
 * Model specs of the three commerce machines: the events a member can send, the outputs and errors of each
 * invoke, and the context that drives decisions. Shared by the `*.model.test.ts` files and
 * tests/paths/print-paths.ts.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { cartMachine, type CartContext } from '../cart.machine';
import { checkoutMachine, type CheckoutContext } from '../checkout.machine';
import { orderStatusMachine, type OrderStatusContext } from '../order-status.machine';
import { isBdxType } from '../shared/delivery';
import { isWithinBdxKm } from '../shared/geo';
import type { ModelSpec } from './model';
import {
  apiError,
  calculation,
  cartOf,
  course,
  courierOf,
  deliveryMethod,
  farAddress,
  member,
  nearAddress,
  networkError,
  order,
  pricing,
  product,
  promo,
  warehouse,
} from './fixtures';

import type { Calculation, Cart } from '../../src/api/cart';
import type { Order } from '../../src/api/order';
import type { Promo } from '../../src/api/promo';
import type { Address } from '../../src/api/user';
import type { Courier, Pricing } from '../../src/api/shipper';

/** Short labels for the path printer. */
function label(id: string, out: unknown): string | undefined {
  const o = out as Record<string, unknown>;
  if (id === 'loadCart') {
    const c = out as Cart;
    return `${c.data.lms_cart.length} course(s) [${c.data.lms_cart.map((x) => x.id)}], ${c.data.ecom_cart.length} product(s) [${c.data.ecom_cart.map((p) => `${p.id}: qty ${p.quantity}/stock ${p.stock}`).join(', ')}]`;
  }
  if (id === 'calculate') return `total Rp ${(out as Calculation).total_amount}, discount Rp ${(out as Calculation).discount}`;
  if (id === 'checkPromo') return `${(out as Promo).promo_code} price Rp ${(out as Promo).promo_price}`;
  if (id === 'loadPromos') return (out as Promo[]).map((p) => `${p.promo_code} (Rp ${p.promo_price})`).join(', ');
  if (id === 'loadAddresses') return (out as Address[]).length ? (out as Address[]).map((a) => `#${a.id} ${a.label}`).join(', ') : 'no addresses';
  if (id === 'saveAddress') return `#${(out as Address).id}`;
  if (id === 'loadMethods') return (out as Pricing).methods.length ? (out as Pricing).methods.map((m) => m.type).join(', ') : 'no methods';
  if (id === 'loadCouriers') {
    return (out as Courier[])
      .map((c) => `rate ${c.logistic_rate_id}${c.is_default ? ' (default)' : ''}${c.must_use_insurance ? ' (must insure)' : ''}`)
      .join(', ');
  }
  if (id === 'loadOrder' || id === 'reloadExpired' || id === 'pollOrder') {
    const order = out as Order;
    return `status ${order.status_code}${order.expire_time ? `, expires ${order.expire_time}` : ''}`;
  }
  if ('invoice' in o && Object.keys(o).length === 1) return `invoice ${String(o.invoice)}`;
  return undefined;
}

const qtyClass = (q: number, stock: number) => (q < 1 ? 0 : q === 1 ? 1 : q >= stock ? 3 : 2);

export const cartSpec: ModelSpec = {
  name: 'cart',
  machine: cartMachine,
  input: { user: member, warehouseId: 2 },
  userEvents: [
    { type: 'session.update', user: member, warehouseId: 2 },
    { type: 'session.update', user: null, warehouseId: null },
    { type: 'cart.reload' },
    { type: 'item.select', itemType: 'lms', id: 1, selected: true },
    { type: 'item.select', itemType: 'lms', id: 1, selected: false },
    { type: 'item.select', itemType: 'ecom', id: 3, selected: true },
    { type: 'items.selectType', itemType: 'ecom', selected: false },
    { type: 'items.selectType', itemType: 'lms', selected: true },
    { type: 'items.selectAll', selected: true },
    { type: 'items.selectAll', selected: false },
    { type: 'quantity.increment', id: 3 },
    { type: 'quantity.decrement', id: 3 },
    { type: 'quantity.type', id: 3, value: '' },
    { type: 'quantity.type', id: 3, value: '2' },
    { type: 'quantity.type', id: 4, value: '1' },
    { type: 'items.delete', ids: [1] },
    { type: 'items.delete', ids: [] },
    { type: 'item.moveToWishlist', itemType: 'lms', id: 1 },
    { type: 'promo.open' },
    { type: 'promo.close' },
    { type: 'promo.enter', code: 'HEMAT50' },
    { type: 'promo.enter', code: '' },
    { type: 'promo.check' },
    { type: 'promo.pick', code: 'HEMAT50' },
    { type: 'promo.apply' },
    { type: 'promo.cancel' },
    { type: 'promo.loadMore' },
    { type: 'checkout.start', idempotencyKey: 'key-1' },
    { type: 'error.dismiss' },
  ],
  busyEvents: ['item.select'],
  // The promo modal is modal: while it is open only its own events (and session changes) happen.
  allow: (s, e) => {
    // The delete error alert is modal: '(message)' must be dismissed (then the message) before anything else.
    if ((s.context as CartContext).pendingError !== null) return e.type === 'error.dismiss';
    const open = s.matches({ ready: { promo: 'open' } } as never);
    const promoEvent = e.type.startsWith('promo.') && e.type !== 'promo.open' && e.type !== 'promo.cancel';
    if (open) return e.type.startsWith('promo.') || e.type === 'session.update' || e.type === 'error.dismiss';
    return !promoEvent || e.type === 'promo.loadMore';
  },
  outputs: {
    loadCart: [cartOf([course(1)], [product(3, { quantity: 2, stock: 2 }), product(4, { quantity: 1, stock: 1 })])],
    updateQuantity: [undefined],
    deleteItems: [undefined],
    moveToWishlist: [{ alreadyThere: false }, { alreadyThere: true }],
    calculate: [calculation(150_000)],
    checkPromo: [promo('HEMAT50'), promo('NOL', 0)],
    loadPromos: [[promo('HEMAT50'), promo('NOL', 0)]],
    createOrder: [{ invoice: 'INV-1' }],
  },
  errors: {
    loadCart: [apiError(500), networkError()],
    updateQuantity: [networkError()],
    deleteItems: [apiError(500)],
    moveToWishlist: [apiError(403), apiError(500)],
    calculate: [apiError(433), networkError()],
    checkPromo: [apiError(404)],
    loadPromos: [apiError(500)],
    createOrder: [networkError()],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    return {
      u: c.user !== null,
      lines: [c.courses.length, c.products.map((p) => (p.id === 3 ? qtyClass(p.quantity, p.stock) : p.id))],
      sel: [c.selectedLms.length > 0, c.selectedEcom.length],
      pend: Math.min(c.pending.length, 2),
      key: c.idempotencyKey !== null,
      promo: [c.promo.code !== '', c.promo.selected !== null, c.promo.used],
      moving: c.moving?.id ?? null,
      pendingError: c.pendingError !== null,
      deleting: c.deletingIds,
    };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    return {
      products: c.products.map((p) => [p.id, p.quantity]),
      courses: c.courses.map((x) => x.id),
      sel: [c.selectedLms, c.selectedEcom],
      summary: c.summary.total,
      promo: c.promo,
      promoError: c.promoError,
      promos: c.promos.map((p) => p.promo_code),
      limit: c.promoLimit,
      error: c.error,
      pendingError: c.pendingError,
      invoice: c.invoice,
    };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as CartContext;
    if (c.promo.used && !c.promo.selected) return 'a used promo must be a checked promo';
    if (c.selectedLms.some((id) => !c.courses.some((x) => x.id === id))) return 'selected courses are in the cart';
    if (c.selectedEcom.some((id) => !c.products.some((x) => x.id === id))) return 'selected products are in the cart';
    if (c.products.some((p) => p.quantity < 0 || p.quantity > Math.max(p.stock, 1))) return 'quantities stay within 0..stock';
    if (s.hasTag('checkoutReady') && !c.invoice) return 'checkout is ready only with an invoice';
    if (c.selectedLms.length + c.selectedEcom.length === 0 && s.matches({ ready: { totals: 'idle' } } as never) && c.summary.total !== 0) {
      return 'nothing selected means a zero total';
    }
    return null;
  },
  label,
  promiseActors: ['loadCart', 'updateQuantity', 'deleteItems', 'moveToWishlist', 'calculate', 'checkPromo', 'loadPromos', 'createOrder'],
};

export const orderStatusSpec: ModelSpec = {
  name: 'orderStatus',
  machine: orderStatusMachine,
  input: { invoice: 'INV-1', now: Date.parse('2026-05-01T09:59:58.000Z') },
  moreInputs: [{ invoice: null, now: 0 }],
  userEvents: [
    { type: 'clock.tick', now: Date.parse('2026-05-01T09:59:59.000Z') },
    { type: 'clock.tick', now: Date.parse('2026-05-01T10:00:00.000Z') },
    { type: 'order.reload' },
  ],
  busyEvents: ['clock.tick'],
  outputs: {
    loadOrder: [order(1), order(2), order(3), order(9)],
    reloadExpired: [order(2), order(9)],
    pollOrder: [order(2), order(3)],
  },
  errors: {
    loadOrder: [apiError(404)],
    reloadExpired: [apiError(500)],
    pollOrder: [apiError(500)],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    return { code: c.order?.status_code ?? null, expired: c.countdown.expired, reloaded: c.reloadedAfterExpiry, now: c.now };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    return { code: c.order?.status_code ?? null, countdown: c.countdown, error: c.error, reloaded: c.reloadedAfterExpiry };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderStatusContext;
    if (s.hasTag('waiting') && c.order && ![1, 2].includes(c.order.status_code)) return 'waiting only for codes 1–2';
    if (s.hasTag('success') && c.order && !(c.order.status_code >= 3 && c.order.status_code <= 7)) return 'success only for 3–7';
    if (c.countdown.expired !== (c.countdown.hours + c.countdown.minutes + c.countdown.seconds === 0)) return 'expired exactly when all zero';
    return null;
  },
  label,
  promiseActors: ['loadOrder'],
  callbackActors: ['clock'],
};

const baseCheckout = {
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

/** Complete and near (default), far (> 20 km), incomplete (no postal code), and without coordinates. */
const addressBook = [
  nearAddress(1),
  farAddress(2),
  nearAddress(3, { default: false, postal_code: '' }),
  nearAddress(4, { default: false, latitude: null, longitude: null }),
];

const ADDRESS_VALUES = {
  label: 'Kantor',
  recipient: 'Sari',
  address: 'Jl. Asia Afrika 1',
  phone: '0812345678',
  district_id: '327301',
  village_id: '3273010002',
  village: 'Babakan',
  postcode: '40112',
  latitude: -6.9,
  longitude: 107.6,
};
const RESTORE = { addressId: 1, methodType: 'express', courierRateId: 6, insuranceApplied: true };
const courseOnlyCheckout = { ...baseCheckout, ecom: [], warehouse: null, promoCode: '', promoSelected: false, promoUsed: false };
const ok = {
  loadAddresses: [addressBook],
  saveAddress: [nearAddress(5, { default: false })],
  deleteAddress: [undefined],
  loadMethods: [pricing([deliveryMethod('regular')])],
  loadCouriers: [[courierOf(5)]],
  calculate: [calculation(200_000, { discount: 50_000 })],
  payOrder: [{ token: 'tok-1' }],
  openPayment: [{ result: 'success' }],
  persist: [undefined],
  checkPromo: [promo('HEMAT50')],
  loadPromos: [[promo('HEMAT50'), promo('NOL', 0)]],
  syncCart: [undefined],
};
const none = {};
/** A full page of promos (the list may grow). */
const tenPromos = Array.from({ length: 10 }, (_, i) => promo(`PROMO${i + 1}`));

/** Modal pickers and open panels take the member's attention: only their own events happen meanwhile. */
function checkoutAllow(s: AnyMachineSnapshot, e: EventObject): boolean {
  const m = (v: unknown) => s.matches(v as never);
  if (s.hasTag('addressDeleteConfirm')) return ['address.deleteConfirm', 'address.deleteCancel'].includes(e.type);
  if (m({ active: { promoModal: 'open' } })) return e.type.startsWith('promo.') || e.type === 'error.dismiss';
  if (m({ active: { panel: 'choose' } })) return ['address.pick', 'address.confirm', 'address.delete', 'panel.close', 'panel.add'].includes(e.type);
  if (m({ active: { panel: { add: 'editing' } } }) || m({ active: { panel: { update: 'editing' } } })) {
    return ['address.save', 'panel.close'].includes(e.type);
  }
  if (s.hasTag('methodPicker')) return ['method.select', 'method.close'].includes(e.type);
  if (s.hasTag('courierPicker')) return ['courier.select', 'courier.close', 'method.open'].includes(e.type);
  return !['address.pick', 'address.confirm', 'address.save', 'address.delete', 'address.deleteConfirm', 'address.deleteCancel', 'method.select', 'courier.select'].includes(e.type);
}

export const checkoutSpec: ModelSpec = {
  name: 'checkout',
  machine: checkoutMachine,
  input: { user: member, checkout: baseCheckout },
  userEvents: [],
  outputs: ok,
  errors: none,
  allow: checkoutAllow,
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
      name: 'address panels',
      outputs: { ...ok, loadAddresses: [addressBook, []] },
      errors: { loadAddresses: [networkError()], saveAddress: [apiError(400, 'Data alamat tidak valid, cek kembali data yang kamu masukan')] },
      userEvents: [
        { type: 'panel.add' },
        { type: 'panel.choose' },
        { type: 'panel.update' },
        { type: 'panel.update', id: 2 },
        { type: 'panel.close' },
        { type: 'address.pick', id: 2 },
        { type: 'address.confirm' },
        { type: 'address.save', values: ADDRESS_VALUES },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'address delete',
      moreInputs: [{ user: member, checkout: courseOnlyCheckout }],
      outputs: { ...ok, loadAddresses: [[nearAddress(1), farAddress(2)]] },
      errors: { deleteAddress: [apiError(404, 'Alamat tidak ditemukan')] },
      userEvents: [
        { type: 'panel.choose' },
        { type: 'panel.close' },
        { type: 'address.pick', id: 2 },
        { type: 'address.confirm' },
        { type: 'address.delete', id: 1 },
        { type: 'address.delete', id: 2 },
        { type: 'address.deleteConfirm' },
        { type: 'address.deleteCancel' },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'delivery',
      input: { user: member, progress: RESTORE, checkout: baseCheckout },
      outputs: {
        ...ok,
        loadMethods: [
          pricing([deliveryMethod('regular'), deliveryMethod('express')]),
          pricing([deliveryMethod('regular')]),
          pricing([deliveryMethod('bdx', 0)]),
          pricing([]),
        ],
        loadCouriers: [
          [courierOf(5)],
          [courierOf(5), courierOf(6, { is_default: true })],
          [courierOf(5), courierOf(6)],
          [courierOf(7, { must_use_insurance: true })],
        ],
      },
      errors: { loadMethods: [apiError(500)], loadCouriers: [apiError(500)], persist: [apiError(0, 'storage penuh')] },
      userEvents: [
        { type: 'panel.choose' },
        { type: 'address.pick', id: 2 },
        { type: 'address.pick', id: 4 },
        { type: 'address.confirm' },
        { type: 'panel.close' },
        { type: 'method.open' },
        { type: 'method.close' },
        { type: 'method.select', methodType: 'regular' },
        { type: 'method.select', methodType: 'bdx' },
        { type: 'courier.open' },
        { type: 'courier.close' },
        { type: 'courier.select', rateId: 5 },
        { type: 'insurance.toggle' },
        { type: 'items.update', lms: [course(1)], ecom: [product(3, { quantity: 3 })] },
        { type: 'items.update', lms: [course(1)], ecom: [] },
        { type: 'items.update', lms: [], ecom: [] },
      ],
    },
    {
      name: 'payment',
      outputs: {
        ...ok,
        loadMethods: [pricing([deliveryMethod('regular')]), pricing([deliveryMethod('regular'), deliveryMethod('express')])],
        loadCouriers: [[courierOf(5)], [courierOf(5), courierOf(6)]],
        openPayment: [{ result: 'success' }, { result: 'pending' }, { result: 'close' }, { result: 'error', message: 'Pembayaran gagal' }],
      },
      errors: {
        calculate: [apiError(404), networkError()],
        payOrder: [apiError(404), apiError(422), apiError(500), networkError()],
        openPayment: [apiError(0, 'popup gagal')],
      },
      userEvents: [
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'promo.cancel' },
        { type: 'method.close' },
        { type: 'courier.close' },
        { type: 'panel.choose' },
        { type: 'address.pick', id: 3 },
        { type: 'address.confirm' },
        { type: 'items.update', lms: [course(1)], ecom: [product(3, { quantity: 0 })] },
        { type: 'error.dismiss' },
        { type: 'paymentError.dismiss' },
      ],
    },
    {
      name: 'quantity',
      input: { user: member, checkout: { ...baseCheckout, ecom: [product(3, { quantity: 1, stock: 2 })] } },
      errors: { syncCart: [networkError()] },
      busyEvents: ['quantity.increment', 'quantity.decrement'],
      userEvents: [
        { type: 'quantity.increment', id: 3 },
        { type: 'quantity.decrement', id: 3 },
        { type: 'quantity.type', id: 3, value: '' },
        { type: 'quantity.type', id: 3, value: '2' },
      ],
    },
    {
      name: 'promo',
      input: { user: member, checkout: courseOnlyCheckout },
      moreInputs: [{ user: member, checkout: { ...baseCheckout, lms: [], promoCode: '', promoSelected: false, promoUsed: false } }],
      outputs: {
        ...ok,
        checkPromo: [promo('HEMAT50'), promo('NOL', 0)],
        loadPromos: [tenPromos, [promo('HEMAT50'), promo('NOL', 0)]],
        calculate: [calculation(200_000, { discount: 50_000 }), calculation(250_000, { discount: 0 })],
      },
      errors: { checkPromo: [apiError(404)], loadPromos: [apiError(500)], calculate: [apiError(433), networkError()] },
      userEvents: [
        { type: 'promo.open' },
        { type: 'promo.close' },
        { type: 'promo.enter', code: 'HEMAT50' },
        { type: 'promo.enter', code: '' },
        { type: 'promo.check' },
        { type: 'promo.pick', code: 'HEMAT50' },
        { type: 'promo.pick', code: ' ' },
        { type: 'promo.apply' },
        { type: 'promo.cancel' },
        { type: 'promo.loadMore' },
        { type: 'error.dismiss' },
      ],
    },
    {
      name: 'course only',
      input: { user: member, checkout: courseOnlyCheckout },
      outputs: { ...ok, loadAddresses: [addressBook, []] },
      userEvents: [
        { type: 'payment.start', idempotencyKey: 'key-1' },
        { type: 'panel.choose' },
        { type: 'address.pick', id: 3 },
        { type: 'address.confirm' },
        { type: 'panel.close' },
        { type: 'items.update', lms: [course(1)], ecom: [product(3)] },
      ],
    },
  ],
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    return {
      addr: c.addressId,
      n: c.addresses.length,
      picked: c.pickedAddressId,
      editing: c.editingAddressId,
      m: c.method?.type ?? null,
      ms: c.methods.length,
      cs: c.couriers.length,
      k: c.courier ? [c.courier.logistic_rate_id, c.courier.must_use_insurance] : null,
      ins: c.insurance,
      pref: c.preferred !== null,
      promo: [c.promo.code !== '', c.promo.used],
      promoModal: [c.promoDraft.trim() !== '', c.promoChecked !== null, c.promoLimit, c.promosExhausted],
      items: [c.lms.length, c.ecom.map((p) => p.quantity)],
      synced: c.ecom.map((p) => c.synced[p.id] === p.quantity),
      saving: c.savingAddress?.id ?? (c.savingAddress ? 'new' : null),
      deleting: c.deletingAddressId,
    };
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    return {
      error: c.error,
      paymentError: c.paymentError,
      addressId: c.addressId,
      addresses: c.addresses.map((a) => a.id),
      distance: c.distance,
      methods: c.methods.map((m) => m.type),
      method: c.method?.type ?? null,
      courier: c.courier?.logistic_rate_id ?? null,
      insurance: c.insurance,
      promo: c.promo,
      promoDraft: c.promoDraft,
      promoChecked: c.promoChecked?.promo_code ?? null,
      promoError: c.promoError,
      promos: c.promos.map((p) => p.promo_code),
      promoLimit: c.promoLimit,
      total: c.summary.total,
      token: c.token,
    };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as CheckoutContext;
    if (c.courier && !c.method) return 'a courier needs a method';
    if (c.courier?.must_use_insurance && !c.insurance) return 'a must-insure courier is insured';
    if (c.method && isBdxType(c.method.type) && c.courier && (c.courier.logistic_rate_id !== 0 || c.insurance)) {
      return 'the BDX courier is rate 0 without insurance';
    }
    if (c.method && isBdxType(c.method.type) && !isWithinBdxKm(c.distance)) return 'BDX only within 20 km';
    if (c.addressId !== null && !c.addresses.some((a) => a.id === c.addressId)) return 'the selected address is in the list';
    if (c.pickedAddressId !== null && !c.addresses.some((a) => a.id === c.pickedAddressId)) return 'the ticked address is in the list';
    if (c.addressId === null && (c.method || c.courier)) return 'no method or courier without an address';
    if (c.method && !c.methods.some((m) => m.type === c.method!.type)) return 'the method is one of the offered methods';
    if (s.matches('paid' as never) && !c.invoice) return 'paid needs an invoice';
    if (c.promos.some((p) => p.promo_price <= 0)) return 'promos with price 0 are hidden';
    if (s.hasTag('promoApplying') && c.promo.code === '') return 'applying needs a code';
    if (c.syncing.some((l) => l.quantity < 1)) return 'a quantity below 1 is never written to the server cart';
    return null;
  },
  label,
  promiseActors: ['loadAddresses', 'saveAddress', 'deleteAddress', 'loadMethods', 'loadCouriers', 'calculate', 'payOrder', 'openPayment', 'persist', 'checkPromo', 'loadPromos', 'syncCart'],
};
