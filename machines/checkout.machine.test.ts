/**
 * The checkout as the page runs it: the orchestrator with its real children (address book, delivery, products,
 * promo, wishlist move), every gateway actor a fake the test settles. Events go where the page sends them
 * (`send` routes them like the view does); `ctx()` reads the parent and children together.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import type { Calculation, CalculationInput, CartCourse, CartProduct } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import type { Promo } from '../src/api/promo';
import type { Courier, DeliveryMethod, Pricing, PricingInput, RateInput } from '../src/api/shipper';
import type { Address } from '../src/api/user';
import type { CheckoutProgress } from '../src/lib/checkout-storage';
import { addressBookMachine, type AddressBookContext, type DeleteAddressInput, type LoadAddressesInput, type SaveAddressInput } from './address-book.machine';
import { checkoutMachine } from './checkout.machine';
import { cartSyncMachine } from './cart-sync.machine';
import { checkoutProgressMachine } from './checkout-progress.machine';
import { checkoutProductsMachine } from './checkout-products.machine';
import { paymentMachine } from './payment.machine';
import { priceMachine } from './price.machine';
import {
  deliveryFieldErrors,
  type OpenPaymentInput,
  type OpenPaymentOutput,
  type PayOrderInput,
  type PayOrderOutput,
  type PersistInput,
  type SyncCartInput,
} from './checkout.types';
import { addressOutOfArea, deliveryMachine, type DeliveryContext } from './delivery.machine';
import { promoMachine, type CheckPromoInput, type LoadPromosInput, type PromoContext } from './promo.machine';
import { orderPromotionMachine, type UpdatePromotionOutput } from './order-promotion.machine';
import type { DirectOrderOutput } from './payment.machine';
import { apiError, calculation, controllable, course, courierOf, deliveryMethod, farAddress, flush, member, nearAddress, networkError, pricing, product, promo, warehouse } from './testing/fixtures';
import { wishlistMoveMachine, type RemoveFromCartInput, type WishlistMoveInput } from './wishlist-move.machine';

interface Options {
  lms?: CartCourse[];
  ecom?: CartProduct[];
  warehouse?: Warehouse | null;
  progress?: CheckoutProgress | null;
  promoCode?: string;
  promoUsed?: boolean;
  nothingStored?: boolean;
  /** The stored checkout's order ('' = a buy-now without one: decision 083). */
  invoice?: string;
}

const ADDRESS_BOOK = /^(panel\.|address\.)/;
const DELIVERY = /^(method\.|courier\.|insurance\.)/;
const PRODUCTS = /^(quantity\.|product\.)/;
const PROMO_MODAL = ['promo.enter', 'promo.check', 'promo.pick', 'promo.apply', 'promo.close', 'promo.loadMore'];

function start(o: Options = {}) {
  const fakes = {
    loadAddresses: controllable<Address[], LoadAddressesInput>(),
    saveAddress: controllable<Address, SaveAddressInput>(),
    deleteAddress: controllable<void, DeleteAddressInput>(),
    loadMethods: controllable<Pricing, PricingInput>(),
    loadCouriers: controllable<Courier[], RateInput>(),
    calculate: controllable<Calculation, CalculationInput>(),
    payOrder: controllable<PayOrderOutput, PayOrderInput>(),
    directOrder: controllable<DirectOrderOutput, PayOrderInput>(),
    updatePromotion: controllable<UpdatePromotionOutput, { invoice: string; promoCode: string }>(),
    openPayment: controllable<OpenPaymentOutput, OpenPaymentInput>(),
    persist: controllable<void, PersistInput>(),
    checkPromo: controllable<Promo, CheckPromoInput>(),
    loadPromos: controllable<Promo[], LoadPromosInput>(),
    syncCart: controllable<void, SyncCartInput>(),
    addToWishlist: controllable<void, WishlistMoveInput>(),
    removeFromCart: controllable<void, RemoveFromCartInput>(),
  };
  const machine = checkoutMachine.provide({
    actors: {
      price: priceMachine.provide({ actors: { calculate: fakes.calculate.logic } }),
      payment: paymentMachine.provide({ actors: { payOrder: fakes.payOrder.logic, directOrder: fakes.directOrder.logic, openPayment: fakes.openPayment.logic } }),
      progress: checkoutProgressMachine.provide({
        actors: { persist: fakes.persist.logic, promotion: orderPromotionMachine.provide({ actors: { updatePromotion: fakes.updatePromotion.logic } }) },
      }),
      cartSync: cartSyncMachine.provide({ actors: { syncCart: fakes.syncCart.logic } }),
      addressBook: addressBookMachine.provide({
        actors: { loadAddresses: fakes.loadAddresses.logic, saveAddress: fakes.saveAddress.logic, deleteAddress: fakes.deleteAddress.logic },
      }),
      delivery: deliveryMachine.provide({ actors: { loadMethods: fakes.loadMethods.logic, loadCouriers: fakes.loadCouriers.logic } }),
      promo: promoMachine.provide({ actors: { checkPromo: fakes.checkPromo.logic, loadPromos: fakes.loadPromos.logic } }),
      products: checkoutProductsMachine.provide({
        actors: { wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: fakes.addToWishlist.logic, removeFromCart: fakes.removeFromCart.logic } }) },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      user: member,
      progress: o.progress ?? null,
      checkout: o.nothingStored
        ? null
        : {
            invoice: o.invoice ?? 'INV-1',
            promoCode: o.promoCode ?? '',
            promoSelected: !!o.promoCode,
            promoUsed: o.promoUsed ?? false,
            price: { lms_before_discount: 0, ecom_before_discount: 0, lms_discount: 0, promo_discount: 0, delivery_cost: 0, insurance_cost: 0, total: 0 },
            lms: o.lms ?? [],
            ecom: o.ecom ?? [product(3)],
            warehouse: o.warehouse === undefined ? warehouse : o.warehouse,
            zone: null,
          },
    },
  });
  actor.start();
  const snap = () => actor.getSnapshot();
  const child = (id: string) => (snap().children as Record<string, AnyActorRef | undefined>)[id];
  const of = (id: string) => child(id)!.getSnapshot() as AnyMachineSnapshot;
  const route = (e: EventObject): AnyActorRef => {
    if (ADDRESS_BOOK.test(e.type)) return child('addressBook')!;
    if (DELIVERY.test(e.type)) return child('delivery')!;
    if (PRODUCTS.test(e.type)) return child('products')!;
    if (PROMO_MODAL.includes(e.type) || (e.type === 'promo.cancel' && of('promo').matches({ modal: 'open' }))) return child('promo')!;
    return actor;
  };
  const t = {
    actor,
    fakes,
    snap,
    ab: () => of('addressBook') as SnapshotFrom<typeof addressBookMachine>,
    dv: () => of('delivery') as SnapshotFrom<typeof deliveryMachine>,
    pm: () => of('promo') as SnapshotFrom<typeof promoMachine>,
    pr: () => of('products') as SnapshotFrom<typeof checkoutProductsMachine>,
    /** Send where the page sends it. */
    send: (e: EventObject & Record<string, unknown>) => route(e).send(e),
    can: (e: EventObject & Record<string, unknown>) => (route(e).getSnapshot() as AnyMachineSnapshot).can(e),
    /** A tag on the checkout or any of its children. */
    hasTag: (tag: string) => [snap(), ...['addressBook', 'delivery', 'promo', 'products', 'price', 'payment'].filter(child).map(of)].some((s) => s.hasTag(tag as never)),
    /** Which panel, delivery step and promo modal step show. */
    is: (want: { panel?: unknown; delivery?: string; promo?: unknown }) =>
      (want.panel === undefined || t.ab().matches({ ready: want.panel } as never)) &&
      (want.delivery === undefined || t.dv().matches(want.delivery as never)) &&
      (want.promo === undefined || t.pm().matches({ modal: want.promo } as never)),
    /** The parent's context with what the children hold, under the names the page uses. */
    ctx: () => {
      const c = snap().context;
      const ab: Pick<AddressBookContext, 'addresses' | 'addressId' | 'pickedAddressId' | 'editingAddressId' | 'deletingAddressId'> = child('addressBook')
        ? t.ab().context
        : { addresses: [], addressId: null, pickedAddressId: null, editingAddressId: null, deletingAddressId: null };
      const dv: Pick<DeliveryContext, 'methods' | 'method' | 'couriers' | 'courier' | 'insurance'> = child('delivery')
        ? t.dv().context
        : { methods: [], method: null, couriers: [], courier: null, insurance: false };
      const pm: Pick<PromoContext, 'draft' | 'checked' | 'error' | 'promos'> = child('promo') ? t.pm().context : { draft: '', checked: null, error: null, promos: [] };
      const pr = child('products') ? t.pr().context : { ecom: c.ecom };
      return {
        ...c,
        addresses: ab.addresses,
        addressId: ab.addressId,
        pickedAddressId: ab.pickedAddressId,
        editingAddressId: ab.editingAddressId,
        deletingAddressId: ab.deletingAddressId,
        methods: dv.methods,
        method: dv.method,
        couriers: dv.couriers,
        courier: dv.courier,
        insurance: dv.insurance,
        distance: c.address?.distance ?? 0,
        shownEcom: pr.ecom,
        promoDraft: pm.draft,
        promoChecked: pm.checked,
        promoError: pm.error,
        promos: pm.promos,
      };
    },
  };
  return t;
}
type T = ReturnType<typeof start>;

async function withAddresses(t: T, addresses: Address[]) {
  t.fakes.loadAddresses.last().resolve(addresses);
  await flush();
}
async function settlePrice(t: T, c = calculation()) {
  t.fakes.calculate.last().resolve(c);
  await flush();
}
async function methods(t: T, ms: DeliveryMethod[]) {
  t.fakes.loadMethods.last().resolve(pricing(ms));
  await flush();
}
async function couriers(t: T, cs: Courier[]) {
  t.fakes.loadCouriers.last().resolve(cs);
  await flush();
}

describe('checkout: entry (commerce §2 Checkout, §5 Warehouse and distance)', () => {
  it('nothing stored → redirectHome', () => {
    expect(start({ nothingStored: true }).snap().value).toBe('redirectHome');
  });
  it('both carts empty → redirectHome', () => {
    expect(start({ ecom: [], lms: [] }).snap().value).toBe('redirectHome');
  });
  it('products without a warehouse → redirectHome', () => {
    expect(start({ warehouse: null }).snap().value).toBe('redirectHome');
  });
  it('a warehouse without coordinates → warehouseInvalid with the message', () => {
    const t = start({ warehouse: { ...warehouse, latitude: null } });
    expect(t.snap().value).toBe('warehouseInvalid');
    expect(t.ctx().error).toBe(
      'Tidak dapat menemukan latitude atau longitude alamat warehouse. mohon pilih alamat warehouse lain',
    );
  });
  it('course-only needs no warehouse', () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null });
    expect(t.snap().value).toEqual({ open: 'loading' });
  });
});

describe('checkout: address and methods (commerce §4)', () => {
  it('selects the default address, computes the distance, loads methods', async () => {
    const t = start();
    await withAddresses(t, [farAddress(2), nearAddress(1)]);
    expect(t.ctx().addressId).toBe(1);
    expect(t.ctx().distance).toBeGreaterThan(0);
    expect(t.ctx().distance).toBeLessThan(20);
    expect(t.ctx().addresses.find((a) => a.id === 2)!.distance).toBeGreaterThan(100);
    expect(t.is({ delivery: 'loadingMethods', panel: 'hidden' })).toBe(true);
    expect(t.fakes.loadMethods.last().input).toMatchObject({
      destination: { area_id: '3273010002', lat: -6.9, lng: 107.6 },
      store_address: { code: 'WH-BDG', lat: warehouse.latitude, lng: warehouse.longitude },
      distance: t.ctx().distance,
      items: [{ sku: 'SKU-3', quantity: 2, weight: 1 }],
    });
  });

  it('no addresses → the empty panel', async () => {
    const t = start();
    await withAddresses(t, []);
    expect(t.is({ panel: 'empty', delivery: 'waiting' })).toBe(true);
  });

  it('one method is auto-selected and its couriers loaded', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    expect(t.ctx().method?.type).toBe('regular');
    expect(t.fakes.loadCouriers.last().input).toMatchObject({ rate_type: 'regular', limit: 1000, page: 1 });
  });

  it('several methods open the picker; hidden ones are not offered', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express'), deliveryMethod('same_day', 0)]);
    expect(t.hasTag('methodPicker')).toBe(true);
    expect(t.ctx().methods.map((m) => m.type)).toEqual(['regular', 'express']);
    expect(t.can({ type: 'method.select', methodType: 'same_day' })).toBe(false);
  });

  it('no methods and farther than 20 km reopens the address chooser', async () => {
    const t = start();
    await withAddresses(t, [farAddress(2, { default: true }), nearAddress(1, { default: false })]);
    await methods(t, [deliveryMethod('bdx', 0)]);
    expect(t.is({ delivery: 'noMethods', panel: 'choose' })).toBe(true);
  });

  it('BDX within 20 km: fixed courier BDX regular, rate id 0, no insurance', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('bdx', 0, 12_000)]);
    expect(t.is({ delivery: 'complete' })).toBe(true);
    expect(t.ctx().courier).toMatchObject({ logistic_name: 'BDX', logistic_rate_type: 'regular', logistic_rate_id: 0 });
    expect(t.ctx().insurance).toBe(false);
    expect(t.can({ type: 'courier.open' })).toBe(false);
    expect(t.can({ type: 'insurance.toggle' })).toBe(false);
    expect(t.fakes.calculate.last().input.logistic).toMatchObject({ name: 'BDX', rate: 'regular', rate_id: 0, price: 12_000, insurance_applied: false });
  });

  it('BDX out of range (distance 0: no coordinates): error and the address selection is cleared', async () => {
    const t = start();
    await withAddresses(t, [nearAddress(1, { latitude: null, longitude: null }), farAddress(2)]);
    await methods(t, [deliveryMethod('bdx', 0), deliveryMethod('regular')]);
    t.send({ type: 'method.select', methodType: 'bdx' });
    expect(t.ctx().error).toBe('Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru');
    expect(t.ctx().addressId).toBeNull();
    expect(t.is({ delivery: 'waiting', panel: 'choose' })).toBe(true);
  });

  it('couriers: one is auto-selected; several take the default; otherwise the picker opens', async () => {
    const one = start();
    await withAddresses(one, [nearAddress()]);
    await methods(one, [deliveryMethod('regular')]);
    await couriers(one, [courierOf(5)]);
    expect(one.ctx().courier?.logistic_rate_id).toBe(5);

    const def = start();
    await withAddresses(def, [nearAddress()]);
    await methods(def, [deliveryMethod('regular')]);
    await couriers(def, [courierOf(5), courierOf(6, { is_default: true })]);
    expect(def.ctx().courier?.logistic_rate_id).toBe(6);

    const pick = start();
    await withAddresses(pick, [nearAddress()]);
    await methods(pick, [deliveryMethod('regular')]);
    await couriers(pick, [courierOf(5), courierOf(6)]);
    expect(pick.hasTag('courierPicker')).toBe(true);
    pick.send({ type: 'courier.select', rateId: 6 });
    expect(pick.is({ delivery: 'complete' })).toBe(true);
    expect(pick.fakes.calculate.last().input.logistic).toMatchObject({ rate_id: 6, price: 9000, distance: pick.ctx().distance });
  });

  it('a must-insure courier forces insurance on and locked', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5, { must_use_insurance: true })]);
    expect(t.ctx().insurance).toBe(true);
    expect(t.can({ type: 'insurance.toggle' })).toBe(false);
  });

  it('insurance can be toggled otherwise and recalculates', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    t.send({ type: 'insurance.toggle' });
    expect(t.ctx().insurance).toBe(true);
    expect(t.fakes.calculate.last().input.logistic).toMatchObject({ insurance_applied: true, insurance_fee: 700 });
  });

  it('choosing a method resets the courier', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    t.send({ type: 'method.select', methodType: 'regular' });
    await couriers(t, [courierOf(5)]);
    t.send({ type: 'method.open' });
    t.send({ type: 'method.select', methodType: 'express' });
    expect(t.ctx().courier).toBeNull();
    expect(t.fakes.loadCouriers.last().input.rate_type).toBe('express');
  });

  it('selecting another address resets method and courier, recalculates and loads methods', async () => {
    const t = start();
    await withAddresses(t, [nearAddress(1), nearAddress(3, { default: false, latitude: -6.91 })]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    const calls = t.fakes.calculate.calls.length;
    t.send({ type: 'panel.choose' });
    expect(t.ctx().pickedAddressId).toBe(1);
    t.send({ type: 'address.pick', id: 3 });
    t.send({ type: 'address.confirm' });
    expect(t.ctx().addressId).toBe(3);
    expect(t.ctx().method).toBeNull();
    expect(t.ctx().courier).toBeNull();
    expect(t.is({ panel: 'hidden', delivery: 'loadingMethods' })).toBe(true);
    expect(t.fakes.calculate.calls.length).toBeGreaterThan(calls);
    expect(t.fakes.calculate.last().input.logistic).toBeNull();
  });

  it('a quantity change keeps the selection if still offered', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    t.send({ type: 'method.select', methodType: 'express' });
    await couriers(t, [courierOf(5), courierOf(6)]);
    t.send({ type: 'courier.select', rateId: 6 });
    t.send({ type: 'quantity.increment', id: 3 });
    expect(t.fakes.loadMethods.last().input.items[0]!.quantity).toBe(3);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.ctx().method?.type).toBe('express');
    expect(t.ctx().courier?.logistic_rate_id).toBe(6);
    expect(t.is({ delivery: 'complete' })).toBe(true);
  });

  it('a quantity change resets and reopens the picker when the selection is gone', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    t.send({ type: 'method.select', methodType: 'express' });
    await couriers(t, [courierOf(5)]);
    t.send({ type: 'quantity.increment', id: 3 });
    await methods(t, [deliveryMethod('regular'), deliveryMethod('same_day')]);
    expect(t.ctx().method).toBeNull();
    expect(t.hasTag('methodPicker')).toBe(true);
  });

  it('the last product moved to the wishlist → redirectHome', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    t.send({ type: 'product.moveToWishlist', id: 3 });
    expect(t.can({ type: 'payment.start', idempotencyKey: 'k' })).toBe(false);
    t.fakes.addToWishlist.last().resolve();
    await flush();
    t.fakes.removeFromCart.last().resolve();
    await flush();
    expect(t.snap().value).toBe('redirectHome');
  });

  it('a product moved to the wishlist leaves the page with the notice; the courses stay', async () => {
    const t = start({ lms: [course(1)] });
    const notices: unknown[] = [];
    await withAddresses(t, [nearAddress()]);
    t.snap().children.products!.on('wishlist.moved', (e) => notices.push(e));
    t.send({ type: 'product.moveToWishlist', id: 3 });
    t.fakes.addToWishlist.last().reject(apiError(403, 'Item sudah ada di wishlist'));
    await flush();
    t.fakes.removeFromCart.last().resolve();
    await flush();
    expect(notices).toEqual([{ type: 'wishlist.moved', alreadyThere: true, message: 'Item sudah ada di wishlist' }]);
    expect(t.ctx().ecom).toEqual([]);
    expect(t.is({ delivery: 'courseOnly' })).toBe(true);
    expect(t.fakes.persist.last().input.ecom).toEqual([]);
  });

  it('a failed move keeps the product and shows the message', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    t.send({ type: 'product.moveToWishlist', id: 3 });
    t.fakes.addToWishlist.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.ctx().error).toBe('Gagal');
    expect(t.ctx().ecom.map((p) => p.id)).toEqual([3]);
    expect(t.ctx().working).not.toContain('products');
  });

  it('restores the step after a reload (progress)', async () => {
    const t = start({ progress: { addressId: 3, methodType: 'express', courierRateId: 6, insuranceApplied: true } });
    await withAddresses(t, [nearAddress(1), nearAddress(3, { default: false })]);
    expect(t.ctx().addressId).toBe(3);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.ctx().method?.type).toBe('express');
    expect(t.ctx().courier?.logistic_rate_id).toBe(6);
    expect(t.ctx().insurance).toBe(true);
    expect(t.fakes.persist.last().input.progress).toEqual({ addressId: 3, methodType: 'express', courierRateId: 6, insuranceApplied: true });
  });
});

describe('checkout: address panels (commerce §2 Checkout)', () => {
  it('add → save → the new address is selected', async () => {
    const t = start();
    await withAddresses(t, []);
    t.send({ type: 'panel.add' });
    expect(t.is({ panel: { add: 'editing' } })).toBe(true);
    const values = {
      label: 'Kantor',
      recipient: 'Sari',
      address: 'Jl. Asia Afrika 1',
      phone: '0812345678',
      district_id: '1',
      village_id: '2',
      village: 'V',
      postcode: '40111',
      latitude: -6.92,
      longitude: 107.61,
    };
    t.send({ type: 'address.save', values });
    expect(t.fakes.saveAddress.last().input).toEqual({ id: null, values });
    t.fakes.saveAddress.last().resolve(nearAddress(9));
    await flush();
    expect(t.ctx().addressId).toBe(9);
    expect(t.is({ panel: 'hidden', delivery: 'loadingMethods' })).toBe(true);
  });

  it('a failed save keeps the form open with the server message', async () => {
    const t = start();
    await withAddresses(t, []);
    t.send({ type: 'panel.add' });
    t.send({ type: 'address.save', values: {} as never });
    t.fakes.saveAddress.last().reject(apiError(400, 'Data alamat tidak valid, cek kembali data yang kamu masukan'));
    await flush();
    expect(t.is({ panel: { add: 'editing' } })).toBe(true);
    expect(t.ctx().error).toBe('Data alamat tidak valid, cek kembali data yang kamu masukan');
  });

  it('choose: Cancel closes without change', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'panel.close' });
    expect(t.is({ panel: 'hidden' })).toBe(true);
    expect(t.ctx().addressId).toBe(1);
  });

  it('only one panel at a time', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'panel.update' });
    expect(t.is({ panel: { update: 'editing' } })).toBe(true);
    expect(t.ctx().editingAddressId).toBe(1);
  });
});

describe('checkout: address delete (commerce §5 Address form, §8 Address)', () => {
  /** Default near address 1 selected with a complete delivery, far address 2 in the list, chooser open. */
  async function readyToDelete(o: Options = {}) {
    const t = start(o);
    await withAddresses(t, [nearAddress(1), farAddress(2)]);
    if ((o.ecom ?? [product(3)]).length > 0) {
      await methods(t, [deliveryMethod('regular')]);
      await couriers(t, [courierOf(5)]);
    }
    await settlePrice(t);
    t.send({ type: 'panel.choose' });
    return t;
  }

  it('delete asks first; confirming deletes another address and keeps the selection and delivery', async () => {
    const t = await readyToDelete();
    expect(t.ctx().courier?.logistic_rate_id).toBe(5);
    t.send({ type: 'address.delete', id: 2 });
    expect(t.hasTag('addressDeleteConfirm')).toBe(true);
    expect(t.ctx().deletingAddressId).toBe(2);
    expect(t.fakes.deleteAddress.calls).toHaveLength(0);
    t.send({ type: 'address.deleteConfirm' });
    expect(t.hasTag('addressDeleting')).toBe(true);
    expect(t.hasTag('busy')).toBe(true);
    expect(t.fakes.deleteAddress.last().input).toEqual({ id: 2 });
    t.fakes.deleteAddress.last().resolve();
    await flush();
    expect(t.ctx().addresses.map((a) => a.id)).toEqual([1]);
    expect(t.ctx().addressId).toBe(1);
    expect(t.ctx().courier?.logistic_rate_id).toBe(5);
    expect(t.ctx().deletingAddressId).toBeNull();
    expect(t.ctx().error).toBeNull();
    expect(t.is({ panel: { choose: 'browsing' }, delivery: 'complete' })).toBe(true);
  });

  it("'Batal' deletes nothing", async () => {
    const t = await readyToDelete();
    t.send({ type: 'address.delete', id: 1 });
    t.send({ type: 'address.deleteCancel' });
    expect(t.hasTag('addressDeleteConfirm')).toBe(false);
    expect(t.ctx().deletingAddressId).toBeNull();
    expect(t.fakes.deleteAddress.calls).toHaveLength(0);
    expect(t.ctx().addresses.map((a) => a.id)).toEqual([1, 2]);
    expect(t.ctx().addressId).toBe(1);
  });

  it('a failure shows the server message and keeps the addresses, the selection and the cart', async () => {
    const t = await readyToDelete();
    const before = t.ctx();
    t.send({ type: 'address.delete', id: 1 });
    t.send({ type: 'address.deleteConfirm' });
    t.fakes.deleteAddress.last().reject(apiError(404, 'Alamat tidak ditemukan'));
    await flush();
    const after = t.ctx();
    expect(after.error).toBe('Alamat tidak ditemukan');
    expect(after.addresses).toEqual(before.addresses);
    expect(after.addressId).toBe(1);
    expect(after.courier).toEqual(before.courier);
    expect(after.ecom).toEqual(before.ecom);
    expect(after.lms).toEqual(before.lms);
    expect(t.is({ panel: { choose: 'browsing' }, delivery: 'complete' })).toBe(true);
  });

  it('deleting the selected address clears the address, method and courier and recalculates', async () => {
    const t = await readyToDelete();
    const calculations = t.fakes.calculate.calls.length;
    t.send({ type: 'address.delete', id: 1 });
    t.send({ type: 'address.deleteConfirm' });
    t.fakes.deleteAddress.last().resolve();
    await flush();
    const c = t.ctx();
    expect(c.addresses.map((a) => a.id)).toEqual([2]);
    expect(c.addressId).toBeNull();
    expect(c.pickedAddressId).toBeNull();
    expect(c.distance).toBe(0);
    expect(c.method).toBeNull();
    expect(c.courier).toBeNull();
    expect(c.methods).toEqual([]);
    expect(c.ecom).toEqual([product(3)]);
    expect(t.is({ delivery: 'waiting', panel: 'choose' })).toBe(true);
    expect(t.fakes.calculate.calls.length).toBe(calculations + 1);
    expect(t.fakes.calculate.last().input.logistic).toBeNull();
    t.fakes.persist.last().resolve();
    await flush();
    expect(t.fakes.persist.last().input.progress).toEqual({ addressId: null, methodType: null, courierRateId: null, insuranceApplied: false });
  });

  it('course-only: deleting the selected address leaves no recipient, still no delivery', async () => {
    const t = await readyToDelete({ lms: [course(1)], ecom: [], warehouse: null });
    t.send({ type: 'address.delete', id: 1 });
    t.send({ type: 'address.deleteConfirm' });
    t.fakes.deleteAddress.last().resolve();
    await flush();
    expect(t.ctx().addressId).toBeNull();
    expect(t.is({ delivery: 'courseOnly' })).toBe(true);
  });

  it('the last address deleted: the chooser stays (empty); Cancel shows the empty panel', async () => {
    const t = start();
    await withAddresses(t, [nearAddress(1)]);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'address.delete', id: 1 });
    t.send({ type: 'address.deleteConfirm' });
    t.fakes.deleteAddress.last().resolve();
    await flush();
    expect(t.ctx().addresses).toEqual([]);
    expect(t.is({ panel: 'choose' })).toBe(true);
    t.send({ type: 'panel.close' });
    expect(t.is({ panel: 'empty' })).toBe(true);
  });

  it('delete is offered only in the chooser, for a known address; paying waits while deleting', async () => {
    const t = await readyToDelete();
    t.send({ type: 'address.delete', id: 99 });
    expect(t.is({ panel: { choose: 'browsing' } })).toBe(true);
    t.send({ type: 'panel.close' });
    expect(t.can({ type: 'address.delete', id: 2 })).toBe(false);
    t.send({ type: 'panel.choose' });
    t.send({ type: 'address.delete', id: 2 });
    expect(t.can({ type: 'payment.start', idempotencyKey: 'k' })).toBe(true);
    t.send({ type: 'address.deleteConfirm' });
    expect(t.can({ type: 'payment.start', idempotencyKey: 'k' })).toBe(false);
  });
});

describe('checkout: promo (commerce §4)', () => {
  it('applied when the calculation reports a discount', async () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null, promoCode: 'HEMAT50' });
    await withAddresses(t, [nearAddress()]);
    expect(t.fakes.calculate.last().input).toMatchObject({ promo_code: 'HEMAT50', logistic: { name: 'BDX', rate: 'regular', rate_id: 0, price: 0, distance: 0 } });
    await settlePrice(t, calculation(100_000, { discount: 50_000 }));
    expect(t.ctx().promo).toEqual({ code: 'HEMAT50', used: true, trying: false });
  });
  it('cleared on failure and recalculated', async () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null, promoCode: 'KHUSUS' });
    await withAddresses(t, [nearAddress()]);
    t.fakes.calculate.last().reject(apiError(404));
    await flush();
    expect(t.ctx().error).toBe('Promo tidak ditemukan atau tidak sesuai kursus yang dipilih');
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });
  it('promo.cancel clears and recalculates', async () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null, promoCode: 'HEMAT50', promoUsed: true });
    await withAddresses(t, [nearAddress()]);
    await settlePrice(t, calculation(100_000, { discount: 50_000 }));
    t.send({ type: 'promo.cancel' });
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });
});

describe('checkout: promo modal (commerce §4 "Promo in checkout", §8 Promo check, Cart calculation, §9)', () => {
  async function courseCheckout() {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null });
    await withAddresses(t, [nearAddress()]);
    await settlePrice(t);
    return t;
  }
  const canApply = (t: T) => t.can({ type: 'promo.apply' });

  it('enter, check, select with cashback, Pakai Promo → applied when the calculation reports a discount, stored', async () => {
    const t = await courseCheckout();
    t.send({ type: 'promo.open' });
    expect(t.is({ promo: { open: 'editing' } })).toBe(true);
    t.send({ type: 'promo.check' });
    expect(t.ctx().promoError).toBe('Kode promo harus diisi');
    t.send({ type: 'promo.enter', code: 'HEMAT50' });
    expect(canApply(t)).toBe(false);
    t.send({ type: 'promo.check' });
    expect(t.hasTag('promoChecking')).toBe(true);
    expect(canApply(t)).toBe(false);
    expect(t.fakes.checkPromo.last().input).toEqual({ code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    expect(t.ctx().promoChecked?.promo_price).toBe(50_000);
    expect(canApply(t)).toBe(true);
    t.send({ type: 'promo.apply' });
    expect(t.hasTag('promoApplying')).toBe(true);
    expect(t.fakes.calculate.last().input.promo_code).toBe('HEMAT50');
    await settlePrice(t, calculation(50_000, { discount: 50_000 }));
    expect(t.is({ promo: 'closed' })).toBe(true);
    expect(t.ctx().promo).toEqual({ code: 'HEMAT50', used: true, trying: false });
    expect(t.fakes.persist.last().input).toMatchObject({ promoCode: 'HEMAT50', promoUsed: true });
  });

  it('check errors show the cart messages; price 0 is "Kode voucher tidak ditemukan"; apply stays disabled', async () => {
    const t = await courseCheckout();
    t.send({ type: 'promo.open' });
    const cases: Array<[number, string]> = [
      [403, 'Promo sudah habis'],
      [404, 'Promo tidak ditemukan'],
      [422, 'Promo tidak aktif'],
      [423, 'Promo belum dimulai'],
      [424, 'Promo sudah kadarluarsa'],
      [500, 'server 500'],
    ];
    for (const [code, message] of cases) {
      t.send({ type: 'promo.enter', code: 'X' });
      t.send({ type: 'promo.check' });
      t.fakes.checkPromo.last().reject(apiError(code));
      await flush();
      expect(t.ctx().promoError).toBe(message);
      expect(canApply(t)).toBe(false);
    }
    t.send({ type: 'promo.pick', code: 'NOL' });
    t.fakes.checkPromo.last().resolve(promo('NOL', 0));
    await flush();
    expect(t.ctx().promoError).toBe('Kode voucher tidak ditemukan');
    expect(canApply(t)).toBe(false);
  });

  it.each([
    [404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'],
    [433, 'Promo hanya berlaku untuk kursus saja'],
  ])('calculation %i after Pakai Promo clears the promo with its message and recalculates', async (code, message) => {
    const t = await courseCheckout();
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.enter', code: 'KHUSUS' });
    t.send({ type: 'promo.check' });
    t.fakes.checkPromo.last().resolve(promo('KHUSUS'));
    await flush();
    t.send({ type: 'promo.apply' });
    t.fakes.calculate.last().reject(apiError(code));
    await flush();
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.ctx().promoError).toBe(message);
    expect(t.is({ promo: { open: 'editing' } })).toBe(true);
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });

  it('cancel in the modal clears the code and recalculates; the summary shows the count only when used', async () => {
    const t = await courseCheckout();
    t.send({ type: 'promo.open' });
    t.send({ type: 'promo.pick', code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.send({ type: 'promo.apply' });
    await settlePrice(t, calculation(50_000, { discount: 50_000 }));
    t.send({ type: 'promo.open' });
    expect(t.is({ promo: { open: 'selected' } })).toBe(true);
    const calls = t.fakes.calculate.calls.length;
    t.send({ type: 'promo.cancel' });
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.ctx().promoChecked).toBeNull();
    expect(t.fakes.calculate.calls.length).toBe(calls + 1);
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });

  it('the promo list: limit 10, +10 on loadMore while open, price 0 filtered, no more once exhausted', async () => {
    const t = await courseCheckout();
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.calls).toHaveLength(0);
    t.send({ type: 'promo.open' });
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [course(1).item_id], limit: 10 });
    t.fakes.loadPromos.last().resolve([...Array.from({ length: 9 }, (_, i) => promo(`P${i}`)), promo('NOL', 0)]);
    await flush();
    expect(t.ctx().promos.map((p) => p.promo_code)).not.toContain('NOL');
    expect(t.ctx().promos).toHaveLength(9);
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.last().input.limit).toBe(20);
    t.fakes.loadPromos.last().resolve(Array.from({ length: 12 }, (_, i) => promo(`P${i}`)));
    await flush();
    const calls = t.fakes.loadPromos.calls.length;
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.calls.length).toBe(calls);
  });
});

async function readyToPay(o: Options = {}) {
  const t = start(o);
  await withAddresses(t, [nearAddress()]);
  await methods(t, [deliveryMethod('regular')]);
  await couriers(t, [courierOf(5)]);
  await settlePrice(t);
  return t;
}

describe('checkout: before paying (commerce §5)', () => {
  it('course-only without address: "buat" and the add panel', async () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null });
    await withAddresses(t, []);
    await settlePrice(t);
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Silahkan buat alamat terlebih dahulu');
    expect(t.is({ panel: { add: 'editing' } })).toBe(true);
  });
  it('products without address: "pilih" and the choose panel', async () => {
    const t = start();
    await withAddresses(t, [nearAddress(1, { default: false })]);
    await settlePrice(t);
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Silahkan pilih alamat terlebih dahulu');
    expect(t.is({ panel: 'choose' })).toBe(true);
  });
  it('an incomplete address lists the missing fields and opens the update panel', async () => {
    const t = start({ lms: [course(1)], ecom: [], warehouse: null });
    await withAddresses(t, [nearAddress(1, { postal_code: '', village: '' })]);
    await settlePrice(t);
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Alamat tidak lengkap. village, postal_code tidak ditemukan mohon lengkapi alamat terlebih dahulu');
    expect(t.is({ panel: { update: 'editing' } })).toBe(true);
  });
  it('method, then courier, are required', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    await settlePrice(t);
    t.send({ type: 'method.close' });
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Silahkan pilih metode / durasi pengiriman terlebih dahulu');
    expect(deliveryFieldErrors(t.ctx())).toEqual({ method: 'Metode Pengiriman harus diisi', courier: null });
    t.send({ type: 'method.open' });
    t.send({ type: 'method.select', methodType: 'regular' });
    await couriers(t, [courierOf(5), courierOf(6)]);
    await settlePrice(t);
    t.send({ type: 'courier.close' });
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Silahkan pilih kurir pengiriman terlebih dahulu');
    expect(deliveryFieldErrors(t.ctx())).toEqual({ method: null, courier: 'Kurir harus diisi' });
    expect(t.fakes.payOrder.calls).toHaveLength(0);
  });
  it('a product quantity of 0 blocks', async () => {
    const t = await readyToPay({ ecom: [product(3, { quantity: 0 })] });
    t.send({ type: 'payment.start', idempotencyKey: 'k' });
    expect(t.ctx().error).toBe('Quantity produk pembelian minimal 1 buah');
  });
  it('payment waits while the price is being calculated', async () => {
    const t = start();
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    expect(t.hasTag('calculating')).toBe(true);
    expect(t.can({ type: 'payment.start', idempotencyKey: 'k' })).toBe(false);
  });
});

describe('checkout: payment (commerce §8 Order payment, §4 Payment popup result)', () => {
  it('pays once, opens the popup, success → paid', async () => {
    const t = await readyToPay();
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.send({ type: 'payment.start', idempotencyKey: 'k2' });
    expect(t.fakes.payOrder.calls).toHaveLength(1);
    expect(t.fakes.payOrder.last().input).toMatchObject({
      invoice: 'INV-1',
      idempotencyKey: 'k1',
      promoCode: '',
      recipient: { name: 'Sari', email: member.email, postal_code: '40112' },
      logistic: { rate_id: 5 },
    });
    t.fakes.payOrder.last().resolve({ token: 'tok' });
    await flush();
    expect(t.fakes.openPayment.last().input).toEqual({ token: 'tok' });
    t.fakes.openPayment.last().resolve({ result: 'success' });
    await flush();
    expect(t.snap().value).toBe('paid');
    expect(t.snap().status).toBe('done');
    expect(t.snap().output).toEqual({ invoice: 'INV-1' });
  });
  it('pending also counts as paid', async () => {
    const t = await readyToPay();
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().resolve({ token: 'tok' });
    await flush();
    t.fakes.openPayment.last().resolve({ result: 'pending' });
    await flush();
    expect(t.snap().value).toBe('paid');
  });
  it('close returns to the page as it was', async () => {
    const t = await readyToPay();
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().resolve({ token: 'tok' });
    await flush();
    t.fakes.openPayment.last().resolve({ result: 'close' });
    await flush();
    expect(t.is({ delivery: 'complete', panel: 'hidden' })).toBe(true);
    expect(t.ctx().courier?.logistic_rate_id).toBe(5);
    expect(t.ctx().paymentError).toBeNull();
    expect(t.ctx().error).toBeNull();
  });
  it('error shows the message in the error dialog', async () => {
    const t = await readyToPay();
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().resolve({ token: 'tok' });
    await flush();
    t.fakes.openPayment.last().resolve({ result: 'error', message: 'Kartu ditolak' });
    await flush();
    expect(t.ctx().paymentError).toBe('Kartu ditolak');
    expect(t.snap().matches({ open: 'shopping' })).toBe(true);
  });
  it('404 → invoice message, promo cleared and price recalculated', async () => {
    const t = await readyToPay({ promoCode: 'HEMAT50', promoUsed: true });
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(apiError(404));
    await flush();
    expect(t.ctx().error).toBe('Invoice tidak ditemukan atau order sudah diproses');
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.hasTag('calculating')).toBe(true);
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
  });
  it('another failure shows the server message and clears the promo', async () => {
    const t = await readyToPay({ promoCode: 'HEMAT50', promoUsed: true });
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.ctx().error).toBe('Gagal');
    expect(t.ctx().promo.code).toBe('');
  });
  it("a buy-now without an order: 'Direct order add' makes it, the checkout pays that invoice from then on and stores it (decision 083)", async () => {
    const t = await readyToPay({ invoice: '', promoCode: 'HEMAT50', promoUsed: true });
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    expect(t.fakes.payOrder.calls).toHaveLength(0);
    expect(t.fakes.directOrder.last().input).toMatchObject({ invoice: '', idempotencyKey: 'k1', warehouse: { id: warehouse.id } });
    t.fakes.directOrder.last().resolve({ token: 'tok-d', invoice: 'INV-D1' });
    await flush();
    expect(t.ctx().invoice).toBe('INV-D1');
    expect(t.fakes.persist.last().input.invoice).toBe('INV-D1');
    t.fakes.openPayment.last().resolve({ result: 'close' });
    await flush();
    // The popup was closed: the next attempt pays the order that now exists.
    t.send({ type: 'payment.start', idempotencyKey: 'k2' });
    expect(t.fakes.directOrder.calls).toHaveLength(1);
    expect(t.fakes.payOrder.last().input).toMatchObject({ invoice: 'INV-D1', idempotencyKey: 'k2' });
  });
  it('a direct order failure shows the server message (a 404 too, not the invoice text) and clears the promo (commerce §8)', async () => {
    const t = await readyToPay({ invoice: '', promoCode: 'HEMAT50', promoUsed: true });
    expect(t.ctx().promo.code).toBe('HEMAT50');
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.directOrder.last().reject(apiError(404, 'Item tidak diketahui'));
    await flush();
    expect(t.snap().matches({ open: 'shopping' })).toBe(true);
    expect(t.ctx().error).toBe('Item tidak diketahui');
    expect(t.ctx().promo).toEqual({ code: '', used: false, trying: false });
    expect(t.ctx().invoice).toBe('');
    expect(t.fakes.calculate.last().input.promo_code).toBe('');
    expect(t.fakes.openPayment.calls).toHaveLength(0);
  });
  it("'Update promotion': the cart's order keeps the promo while it discounts, and loses it once the checkout drops it (decision 084)", async () => {
    const t = start({ promoCode: 'HEMAT50', promoUsed: true });
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    await settlePrice(t, calculation(150_000, { discount: 50_000, discount_promo: 50_000 }));
    expect(t.ctx().promo).toMatchObject({ code: 'HEMAT50', used: true });
    expect(t.fakes.updatePromotion.calls).toHaveLength(0);
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.fakes.updatePromotion.calls.map((c) => c.input)).toEqual([{ invoice: 'INV-1', promoCode: '' }]);
  });
  it('a network failure changes nothing but says so', async () => {
    const t = await readyToPay({ promoCode: 'HEMAT50', promoUsed: true });
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(networkError());
    await flush();
    expect(t.ctx().error).toBe('Pastikan internet anda stabil');
    expect(t.ctx().promo.code).toBe('HEMAT50');
  });
  it("422: the page says what the profile lacks and keeps everything; 'Lengkapi Profil' stores it marked → profileIncomplete", async () => {
    const t = await readyToPay();
    const before = t.snap().context;
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(apiError(422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu'));
    await flush();
    expect(t.snap().matches({ open: 'shopping' })).toBe(true);
    expect(t.snap().context.profileProblem).toBe('No telepon belum diisi, lengkapi profil kamu terlebih dahulu');
    // Selection, address, courier and promo as they were.
    expect(t.snap().context.promo).toEqual(before.promo);
    expect(t.snap().context.address?.id).toBe(before.address?.id);
    expect(t.snap().context.delivery.courier).toEqual(before.delivery.courier);
    expect(t.snap().can({ type: 'profile.complete' })).toBe(true);
    t.send({ type: 'profile.complete' });
    expect(t.snap().matches({ open: 'handingOverToProfile' })).toBe(true);
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.snap().can({ type: 'payment.start', idempotencyKey: 'k2' })).toBe(false);
    // A write of the page's progress under way finishes first: the marked checkout is written last.
    const earlier = t.fakes.persist.calls.length;
    t.fakes.persist.last().resolve();
    await flush();
    expect(t.fakes.persist.calls).toHaveLength(earlier + 1);
    const stored = t.fakes.persist.last();
    expect(stored.input.progress.completingProfile).toEqual({ phone: before.address!.phone });
    expect(stored.input.progress.addressId).toBe(before.address!.id);
    stored.resolve();
    await flush();
    expect(t.snap().value).toBe('profileIncomplete');
    expect(t.snap().status).toBe('done');
  });

  it("a later payment attempt clears the profile notice; without a 422 there is nothing to complete", async () => {
    const t = await readyToPay();
    expect(t.snap().can({ type: 'profile.complete' })).toBe(false);
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(apiError(422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu'));
    await flush();
    t.send({ type: 'payment.start', idempotencyKey: 'k2' });
    expect(t.snap().context.profileProblem).toBeNull();
  });
});

describe('checkout: product quantity (commerce §4 "Quantity changes re-fetch methods and couriers")', () => {
  it('typed quantity is clamped at once and re-fetches delivery 500 ms after the last keystroke', async () => {
    vi.useFakeTimers();
    try {
      const t = start({ ecom: [product(3, { quantity: 2, stock: 5 })] });
      await withAddresses(t, [nearAddress()]);
      await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
      t.send({ type: 'method.select', methodType: 'express' });
      await couriers(t, [courierOf(5)]);
      await settlePrice(t);
      const before = t.fakes.loadMethods.calls.length;
      t.send({ type: 'quantity.type', id: 3, value: '99' });
      expect(t.ctx().shownEcom[0]!.quantity).toBe(5);
      expect(t.ctx().ecom[0]!.quantity).toBe(2);
      expect(t.can({ type: 'payment.start', idempotencyKey: 'k' })).toBe(false);
      await vi.advanceTimersByTimeAsync(499);
      expect(t.fakes.loadMethods.calls).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.fakes.loadMethods.calls).toHaveLength(before + 1);
      expect(t.fakes.loadMethods.last().input.items[0]!.quantity).toBe(5);
      await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
      await couriers(t, [courierOf(5)]);
      expect(t.ctx().method?.type).toBe('express');
      expect(t.ctx().courier?.logistic_rate_id).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
  it('plus stops at stock, minus at 1, and each applies at once', async () => {
    const t = start({ ecom: [product(3, { quantity: 1, stock: 2 })] });
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    expect(t.can({ type: 'quantity.decrement', id: 3 })).toBe(false);
    t.send({ type: 'quantity.increment', id: 3 });
    expect(t.ctx().ecom[0]!.quantity).toBe(2);
    expect(t.fakes.loadMethods.last().input.items[0]!.quantity).toBe(2);
    expect(t.can({ type: 'quantity.increment', id: 3 })).toBe(false);
  });
});

describe('checkout: quantities changed on checkout are what is paid (commerce §4 "Quantity changes")', () => {
  it('a quantity change re-fetches methods, couriers and totals, keeps the prior selection, writes the server cart and pays with the lines', async () => {
    const t = start({ ecom: [product(3, { quantity: 1, stock: 5 })] });
    await withAddresses(t, [nearAddress()]);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    t.send({ type: 'method.select', methodType: 'express' });
    await couriers(t, [courierOf(5), courierOf(6)]);
    t.send({ type: 'courier.select', rateId: 6 });
    await settlePrice(t, calculation(110_000));
    const before = { methods: t.fakes.loadMethods.calls.length, couriers: t.fakes.loadCouriers.calls.length, calcs: t.fakes.calculate.calls.length };

    t.send({ type: 'quantity.increment', id: 3 });
    expect(t.fakes.syncCart.last().input).toEqual({ user: member, warehouseId: warehouse.id, lines: [{ type: 'ecom', item_id: product(3).item_id, quantity: 2 }] });
    expect(t.fakes.loadMethods.calls.length).toBe(before.methods + 1);
    expect(t.fakes.loadMethods.last().input.items[0]!.quantity).toBe(2);
    expect(t.fakes.calculate.calls.length).toBeGreaterThan(before.calcs);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    expect(t.fakes.loadCouriers.calls.length).toBe(before.couriers + 1);
    expect(t.fakes.loadCouriers.last().input.items[0]!.quantity).toBe(2);
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.ctx().method?.type).toBe('express');
    expect(t.ctx().courier?.logistic_rate_id).toBe(6);
    expect(t.fakes.calculate.last().input.cart).toEqual([{ type: 'ecom', item_id: product(3).item_id, quantity: 2 }]);
    await settlePrice(t, calculation(120_000));
    expect(t.ctx().summary.total).toBe(120_000);
    t.fakes.syncCart.last().resolve();
    await flush();
    expect((t.snap().children.cartSync as AnyActorRef).getSnapshot().context.synced[3]).toBe(2);

    t.send({ type: 'payment.start', idempotencyKey: 'k-1' });
    expect(t.fakes.payOrder.last().input.lines).toEqual([{ type: 'ecom', item_id: product(3).item_id, quantity: 2 }]);
  });

  it('an unchanged quantity writes nothing; a failed write says so and keeps the page', async () => {
    const t = start({ ecom: [product(3, { quantity: 2, stock: 5 })] });
    await withAddresses(t, [nearAddress()]);
    expect(t.fakes.syncCart.calls).toHaveLength(0);
    t.send({ type: 'quantity.decrement', id: 3 });
    t.fakes.syncCart.last().reject(networkError());
    await flush();
    expect(t.ctx().error).toBe('Pastikan internet anda stabil');
    expect(t.ctx().ecom[0]!.quantity).toBe(1);
  });
});

describe('checkout: out of area (commerce §4)', () => {
  it('bdx, or no methods with an address, beyond 20 km or at 0 is out of area', async () => {
    const t = start();
    await withAddresses(t, [nearAddress(1), farAddress(2)]);
    await methods(t, []);
    const addresses = t.ctx().addresses;
    expect(addressOutOfArea(t.dv().context, addresses.find((a) => a.id === 2)!)).toBe(true);
    expect(addressOutOfArea(t.dv().context, addresses.find((a) => a.id === 1)!)).toBe(false);
  });
});

describe('checkout: idempotent retry (docs/decisions/005-idempotency.md)', () => {
  it('after a network failure the same payment request reuses its key; a changed one takes the new key', async () => {
    const t = await readyToPay();
    t.send({ type: 'payment.start', idempotencyKey: 'k1' });
    t.fakes.payOrder.last().reject(networkError());
    await flush();
    t.send({ type: 'payment.start', idempotencyKey: 'k2' });
    expect(t.fakes.payOrder.last().input.idempotencyKey).toBe('k1');
    t.fakes.payOrder.last().reject(apiError(500));
    await flush();
    await settlePrice(t);
    t.send({ type: 'payment.start', idempotencyKey: 'k3' });
    expect(t.fakes.payOrder.last().input.idempotencyKey).toBe('k3');
  });
});
