/**
 * The browser side of the checkout model paths: the gateway calls a member makes (with the bearer token of the
 * `token` cookie), a fresh checkout through the cart page, one function that performs a machine event by clicking
 * what the member clicks, and one that asserts the page shows what a machine snapshot implies.
 */
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { AddressBookContext } from '../../../machines/address-book.machine';
import type { CheckoutContext } from '../../../machines/checkout.types';
import type { DeliveryContext } from '../../../machines/delivery.machine';
import { isBdxType, isOutOfArea } from '../../../machines/shared/delivery';
import type { Member } from '../../../machines/shared/member';
import type { CartCourse, CartProduct } from '../../../src/api/cart';
import type { Warehouse } from '../../../src/api/catalogue';
import type { Address } from '../../../src/api/user';
import { waitForApp } from '../fixtures';
import { formatPrice } from '../../../src/lib/format';
import type { CheckoutView } from './model';
import { performChildEvent } from '../../drivers/checkout-children';

/** The SPA's app key (X-Authorization), as in tests/e2e/resilience.spec.ts. */
export const APP_KEY = 'dapur-kursus-app-key';

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sign in the way the sign-in stand-in's form does (POST /sso/login), through the page's request context, which
 * shares its cookies (`token`, `user`) with the page. The UI sign-in itself is covered by tests/e2e/fixtures.ts
 * signIn in the capture phase and the other journeys; here it only saves a home page load per path.
 */
export { gatewayOf, signInByForm, type Gateway } from '../../drivers/members';
import type { Gateway } from '../../drivers/members';

/** The member, their addresses, the session's warehouse (sitemap `warehouse_default`), a store product and a course. */
export async function memberData(gw: Gateway, productQuery: string, courseQuery: string) {
  const me = await gw.get<{ id: number; type: 'b2c' | 'b2b'; tier: number; firstname: string; lastname: string; email: string; no_telp: string }>(
    'lms/users/info',
  );
  const user: Member = { id: me.id, type: me.type, tier: me.tier, name: `${me.firstname} ${me.lastname}`.trim(), email: me.email, phone: me.no_telp };
  const addresses = (await gw.get<{ data: Address[] }>('lms/users/address?limit=100&page=1')).data;
  const code = (await gw.get<{ value: string }>('lms/helper/settings/site_map?channel=portal&key=warehouse_default')).value.trim();
  const zones = (await gw.get<{ data: Array<{ warehouses: Warehouse[] }> }>('store/zone?limit=1000&page=1')).data;
  const warehouse = zones.flatMap((z) => z.warehouses).find((w) => w.code === code);
  expect(warehouse, `warehouse ${code}`).toBeTruthy();
  const tier = user.tier === 1 || user.tier === 2 ? user.tier : 3;
  const products = (await gw.get<{ data: Array<{ id: number; qty_stock: number }> }>(
    `store/product?warehouse=${warehouse!.id}&type=${user.type}&tier=${tier}&limit=5&q=${encodeURIComponent(productQuery)}`,
  )).data.filter((p) => p.qty_stock > 0);
  expect(products.length, `a product for '${productQuery}'`).toBeGreaterThan(0);
  const courses = (await gw.get<{ data: Array<{ id: number }> }>(`lms/courses?limit=1&q=${encodeURIComponent(courseQuery)}`)).data;
  expect(courses.length, `a course for '${courseQuery}'`).toBeGreaterThan(0);
  return { user, addresses, warehouse: warehouse!, productId: products[0]!.id, courseId: courses[0]!.id, tier };
}
export type MemberData = Awaited<ReturnType<typeof memberData>>;

const cartQuery = (m: MemberData) =>
  `lms/finance/cart?user_id=${m.user.id}&warehouse_id=${m.warehouse.id}&pricelist_type=${m.user.type}&pricelist_tier=${m.tier}&limit=1000`;

/** Empty the member's cart (every line). */
export async function clearCart(gw: Gateway, m: MemberData) {
  const cart = await gw.get<{ data: { lms_cart: Array<{ id: number }>; ecom_cart: Array<{ id: number }> } }>(cartQuery(m));
  const ids = [...cart.data.lms_cart, ...cart.data.ecom_cart].map((l) => l.id);
  if (ids.length) await gw.del('lms/finance/cart/delete', { user_id: m.user.id, cart_id: ids });
}

/** What a path checks out: one unit of the store product, or the course. */
export type CheckoutItem = 'product' | 'course';

/** Empty the cart, then put exactly the item in it; the cart lines as the cart page (and so checkout) sees them. */
export async function cartWith(gw: Gateway, m: MemberData, item: CheckoutItem): Promise<{ lms: CartCourse[]; ecom: CartProduct[] }> {
  await clearCart(gw, m);
  await gw.post('lms/finance/cart/add', {
    user_id: m.user.id,
    carts: [item === 'product' ? { type: 'ecom', item_id: m.productId, quantity: 1 } : { type: 'lms', item_id: m.courseId, quantity: 1 }],
    warehouse_id: item === 'product' ? m.warehouse.id : null,
    price_type: m.user.type,
    price_tier: m.tier,
    update_cart: true,
  });
  const cart = await gw.get<{ data: { lms_cart: CartCourse[]; ecom_cart: CartProduct[] } }>(cartQuery(m));
  expect(cart.data.lms_cart.length + cart.data.ecom_cart.length).toBe(1);
  return { lms: cart.data.lms_cart, ecom: cart.data.ecom_cart };
}

/** The cart page: tick the line and 'Beli Sekarang' (creates the order) → checkout. */
export async function openCheckout(page: Page, title: string) {
  await page.goto('/shopping-cart');
  // The server renders the cart (decision 101): its buttons work once the app owns the page (this tab's context is
  // not the test's, whose page loads wait for it).
  await waitForApp(page);
  const box = page.getByRole('checkbox', { name: title, exact: true });
  await expect(box).toBeVisible();
  await box.check();
  const buy = page.getByRole('button', { name: 'Beli Sekarang' });
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout/);
}

/** The page's facts from the checkout and its children (the address book, the delivery). */
function factsOf(v: CheckoutView) {
  const c = v.checkout.context as CheckoutContext;
  const ab = (v.addressBook?.context ?? null) as AddressBookContext | null;
  const dv = (v.delivery?.context ?? null) as DeliveryContext | null;
  return {
    error: c.error,
    paymentError: c.paymentError,
    ecom: c.ecom,
    addresses: ab?.addresses ?? [],
    addressId: ab?.addressId ?? null,
    pickedAddressId: ab?.pickedAddressId ?? null,
    methods: dv?.methods ?? [],
    method: dv?.method ?? null,
    couriers: dv?.couriers ?? [],
    courier: dv?.courier ?? null,
    insurance: dv?.insurance ?? false,
    distance: c.address?.distance ?? 0,
  };
}
const inPanel = (v: CheckoutView, panel: string) => !!v.addressBook?.matches({ ready: panel } as never);
const inDelivery = (v: CheckoutView, state: string) => !!v.delivery?.matches(state as never);
const deliveryTag = (v: CheckoutView, tag: string) => !!v.delivery?.hasTag(tag as never);

function locators(page: Page) {
  return {
    address: page.getByRole('region', { name: 'Alamat Pengiriman', exact: true }),
    delivery: page.getByRole('region', { name: 'Pengiriman', exact: true }),
    methods: page.getByRole('dialog', { name: 'Metode Pengiriman', exact: true }),
    couriers: page.getByRole('dialog', { name: /^Kurir Pengiriman/ }),
    info: page.getByRole('alertdialog', { name: 'Informasi', exact: true }),
    pay: page.getByRole('button', { name: 'Bayar Sekarang', exact: true }),
    popup: page.frameLocator('iframe'),
  };
}

/**
 * Perform one event of a path the way the member does it; `before` is what the page shows now. The children's
 * events are their drivers' (tests/drivers/checkout-children.ts); the page's own (pay, the alert, the popup) here.
 */
export async function perform(page: Page, event: EventObject, before: CheckoutView) {
  const l = locators(page);
  const child = ADDRESS_BOOK_EVENTS.test(event.type) ? before.addressBook : DELIVERY_EVENTS.test(event.type) ? before.delivery : null;
  if (child) return performChildEvent({ page }, { event, before: child });
  switch (event.type) {
    case 'payment.start':
      await expect(l.pay).toBeEnabled();
      return l.pay.click();
    case 'error.dismiss':
      return l.info.getByRole('button', { name: 'Tutup', exact: true }).last().click();
    case 'xstate.done.actor.openPayment': {
      const result = (event as unknown as { output: { result: string } }).output.result;
      const button = { success: 'Bayar', pending: 'Bayar Nanti', close: 'Tutup' }[result];
      if (!button) throw new Error(`no popup button for ${result}`);
      return l.popup.getByRole('button', { name: button, exact: true }).click();
    }
    default:
      throw new Error(`no browser action for ${event.type}`);
  }
}

const ADDRESS_BOOK_EVENTS = /^(panel\.|address\.)/;
const DELIVERY_EVENTS = /^(method\.|courier\.|insurance\.)/;

/** Assert the page shows what the view implies (web-first assertions: they wait for the page to settle). */
export async function expectPage(page: Page, v: CheckoutView) {
  const l = locators(page);
  const c = factsOf(v);
  const s = v.checkout;
  if (s.matches('paid' as never)) {
    await expect(page).toHaveURL(/\/order-completed\//);
    return;
  }
  await expect(page).toHaveURL(/\/shopping-cart\/checkout/);
  if (s.matches({ open: 'paying' } as never)) {
    await expect(l.popup.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();
    return;
  }
  expect(s.matches({ open: 'shopping' } as never), `a checkout page state, got ${JSON.stringify(s.value)}`).toBe(true);

  // Alerts.
  if (c.error !== null) await expect(l.info).toContainText(c.error);
  else await expect(l.info).toBeHidden();

  // Address box: exactly one panel.
  const selected = c.addresses.find((a) => a.id === c.addressId) ?? null;
  if (inPanel(v, 'choose')) {
    const group = l.address.getByRole('group', { name: 'Pilih Alamat Pengiriman' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('radio')).toHaveCount(c.addresses.length);
    for (const a of c.addresses) {
      const radio = group.getByRole('radio', { name: new RegExp(escapeRe(a.address)) });
      if (a.id === c.pickedAddressId) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
  } else if (inPanel(v, 'add')) {
    await expect(l.address.getByRole('form', { name: 'Tambah Alamat Baru' })).toBeVisible();
  } else if (inPanel(v, 'update')) {
    await expect(l.address.getByRole('form', { name: 'Ubah Alamat' })).toBeVisible();
  } else {
    await expect(l.address.getByRole('form')).toHaveCount(0);
    await expect(l.address.getByRole('button', { name: 'Pilih Alamat Lain', exact: true })).toBeVisible();
    if (selected) await expect(l.address).toContainText(selected.address);
  }

  // Method picker.
  if (deliveryTag(v, 'methodPicker')) {
    await expect(l.methods).toBeVisible();
    const out = (type: string) => isOutOfArea({ methodType: type, methodCount: c.methods.length, hasAddress: c.addressId !== null, distanceKm: c.distance });
    await expect(l.methods.getByRole('radio')).toHaveCount(c.methods.filter((m) => !out(m.type)).length);
    await expect(l.methods.getByText('Diluar area pengiriman')).toHaveCount(c.methods.filter((m) => out(m.type)).length);
    for (const m of c.methods) {
      if (out(m.type)) continue;
      const radio = l.methods.getByRole('radio', { name: m.name, exact: true });
      if (c.method?.type === m.type) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
  } else {
    await expect(l.methods).toBeHidden();
  }

  // Courier picker.
  if (deliveryTag(v, 'courierPicker')) {
    await expect(l.couriers).toBeVisible();
    await expect(l.couriers).toContainText(c.method!.name);
    await expect(l.couriers.getByRole('radio')).toHaveCount(c.couriers.length);
    if (c.courier) await expect(l.couriers.getByRole('radio', { name: c.courier.logistic_name, exact: true })).toBeChecked();
    if (c.courier && !isBdxType(c.method?.type)) {
      const box = l.couriers.getByRole('checkbox', { name: /Asuransi Pengiriman/ });
      if (c.insurance) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
      if (c.courier.must_use_insurance) await expect(box).toBeDisabled();
    }
  } else {
    await expect(l.couriers).toBeHidden();
  }

  // Delivery box (behind the pickers); a course-only checkout has none.
  if (inDelivery(v, 'courseOnly')) await expect(l.delivery).toHaveCount(0);
  if (!deliveryTag(v, 'methodPicker') && !deliveryTag(v, 'courierPicker')) {
    if (inDelivery(v, 'complete')) {
      await expect(l.delivery).toContainText(c.method!.name);
      await expect(l.delivery).toContainText(`${c.courier!.logistic_name} — ${formatPrice(c.courier!.final_price)}`);
      const box = l.delivery.getByRole('checkbox', { name: /Asuransi Pengiriman/ });
      if (isBdxType(c.method!.type)) await expect(box).toHaveCount(0);
      else if (c.insurance) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
      await expect(l.delivery.getByRole('button', { name: 'Ubah Kurir', exact: true })).toHaveCount(isBdxType(c.method!.type) ? 0 : 1);
    }
    if (inDelivery(v, 'awaitingMethod')) {
      await expect(l.delivery).toContainText('Belum memilih pengiriman');
      await expect(l.delivery.getByRole('button', { name: 'Pilih Metode Pengiriman', exact: true })).toBeVisible();
    }
  }
  // The delivery box says 'Diluar area pengiriman' exactly when the machine's out-of-area reading holds (commerce §4).
  const loading = inDelivery(v, 'loadingMethods') || inDelivery(v, 'loadingCouriers');
  const outOfArea =
    c.ecom.length > 0 &&
    c.addressId !== null &&
    !loading &&
    isOutOfArea({ methodType: c.method?.type ?? null, methodCount: c.methods.length, hasAddress: true, distanceKm: c.distance });
  await expect(l.delivery.getByText('Diluar area pengiriman')).toHaveCount(outOfArea ? 1 : 0);
}
