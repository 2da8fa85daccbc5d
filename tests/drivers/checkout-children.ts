/**
 * Drivers of the checkout's children, on the checkout page: the address book (machines/address-book.machine.ts,
 * the 'Alamat Pengiriman' box), the delivery (machines/delivery.machine.ts, the 'Pengiriman' box and its method
 * and courier dialogs) and the products (machines/checkout-products.machine.ts, quantities and the wishlist
 * move). What a person does per event and what a person sees per state; tests/e2e/checkout-model.spec.ts (the
 * checkout's paths over the whole actor system, from the gateway's real answers) performs its clicks through
 * these event maps.
 *
 * A child runs only inside a checkout: a child's own exported paths start where its input says, which the page
 * sets only from a checkout the cart stored and the gateway's answers, so they are run as part of the checkout's
 * paths (their start is not arranged on its own).
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { AddressBookContext } from '../../machines/address-book.machine';
import type { DeliveryContext } from '../../machines/delivery.machine';
import type { DriverContext, EventAction, MachineDriver, StepInfo } from './types';

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const checkoutLocators = (page: Page) => ({
  address: page.getByRole('region', { name: 'Alamat Pengiriman', exact: true }),
  delivery: page.getByRole('region', { name: 'Pengiriman', exact: true }),
  methods: page.getByRole('dialog', { name: 'Metode Pengiriman', exact: true }),
  couriers: page.getByRole('dialog', { name: /^Kurir Pengiriman/ }),
});

const only = (why: string) => () => {
  throw new Error(why);
};
const RUNS_IN_CHECKOUT = 'runs only inside a checkout; its paths run as part of the checkout page';

// Address book.
const inPanel = (s: AnyMachineSnapshot, panel: string) => s.matches({ ready: panel } as never);
export const addressBookEvents: Record<string, EventAction> = {
  'panel.choose': async ({ page }) => checkoutLocators(page).address.getByRole('button', { name: 'Pilih Alamat Lain', exact: true }).click(),
  'address.pick': async ({ page }, { event, before }) => {
    const a = (before.context as AddressBookContext).addresses.find((x) => x.id === (event as unknown as { id: number }).id)!;
    await checkoutLocators(page).address.getByRole('radio', { name: new RegExp(escapeRe(a.address)) }).click();
  },
  'address.confirm': async ({ page }) => checkoutLocators(page).address.getByRole('button', { name: 'Proses', exact: true }).click(),
  'panel.close': async ({ page }, { before }) => {
    const box = checkoutLocators(page).address;
    if (inPanel(before, 'choose')) await box.getByRole('button', { name: 'Cancel', exact: true }).click();
    else await box.getByRole('form').getByRole('button', { name: 'Batal', exact: true }).click();
  },
  'panel.add': async ({ page }) => checkoutLocators(page).address.getByRole('button', { name: 'Tambah Alamat', exact: true }).click(),
  'panel.update': async ({ page }) => checkoutLocators(page).address.getByRole('button', { name: 'Ubah Alamat', exact: true }).click(),
};

/** What the address box shows for the address book's state. */
export async function seeAddressBook(page: Page, s: AnyMachineSnapshot) {
  const box = checkoutLocators(page).address;
  const c = s.context as AddressBookContext;
  if (inPanel(s, 'choose')) {
    const group = box.getByRole('group', { name: 'Pilih Alamat Pengiriman' });
    await expect(group).toBeVisible();
    await expect(group.getByRole('radio')).toHaveCount(c.addresses.length);
    for (const a of c.addresses) {
      const radio = group.getByRole('radio', { name: new RegExp(escapeRe(a.address)) });
      if (a.id === c.pickedAddressId) await expect(radio).toBeChecked();
      else await expect(radio).not.toBeChecked();
    }
  } else if (inPanel(s, 'add')) {
    await expect(box.getByRole('form', { name: 'Tambah Alamat Baru' })).toBeVisible();
  } else if (inPanel(s, 'update')) {
    await expect(box.getByRole('form', { name: 'Ubah Alamat' })).toBeVisible();
  } else if (s.matches('ready' as never)) {
    await expect(box.getByRole('form')).toHaveCount(0);
    const selected = c.addresses.find((a) => a.id === c.addressId);
    if (selected) await expect(box).toContainText(selected.address);
  }
}

export const addressBookDriver: MachineDriver = {
  machineId: 'addressBook',
  start: only(`the address book ${RUNS_IN_CHECKOUT}`),
  requests: {},
  events: addressBookEvents,
  see: ({ page }, s) => seeAddressBook(page, s),
  cannot: () => `the address book ${RUNS_IN_CHECKOUT}`,
};

// Delivery.
export const deliveryEvents: Record<string, EventAction> = {
  'method.open': async ({ page }) => checkoutLocators(page).delivery.getByRole('button', { name: /^(Pilih|Ubah) Metode Pengiriman$/ }).click(),
  'method.close': async ({ page }) => checkoutLocators(page).methods.getByRole('button', { name: 'Tutup', exact: true }).click(),
  'method.select': async ({ page }, { event, before }) => {
    const m = (before.context as DeliveryContext).methods.find((x) => x.type === (event as unknown as { methodType: string }).methodType)!;
    await checkoutLocators(page).methods.getByRole('radio', { name: m.name, exact: true }).click();
  },
  'courier.open': async ({ page }) => checkoutLocators(page).delivery.getByRole('button', { name: /^(Pilih|Ubah) Kurir$/ }).click(),
  'courier.close': async ({ page }) => checkoutLocators(page).couriers.getByRole('button', { name: 'Tutup', exact: true }).click(),
  'courier.select': async ({ page }, { event, before }) => {
    const k = (before.context as DeliveryContext).couriers.find((x) => x.logistic_rate_id === (event as unknown as { rateId: number }).rateId)!;
    await checkoutLocators(page).couriers.getByRole('radio', { name: k.logistic_name, exact: true }).click();
  },
  'insurance.toggle': async ({ page }, { before }) => {
    const l = checkoutLocators(page);
    await (before.hasTag('courierPicker' as never) ? l.couriers : l.delivery).getByRole('checkbox', { name: /Asuransi Pengiriman/ }).click();
  },
};

/** What the delivery box and its dialogs show for the delivery's state. */
export async function seeDelivery(page: Page, s: AnyMachineSnapshot) {
  const l = checkoutLocators(page);
  const c = s.context as DeliveryContext;
  if (s.hasTag('methodPicker' as never)) await expect(l.methods).toBeVisible();
  else await expect(l.methods).toBeHidden();
  if (s.hasTag('courierPicker' as never)) {
    await expect(l.couriers).toBeVisible();
    await expect(l.couriers.getByRole('radio')).toHaveCount(c.couriers.length);
  } else await expect(l.couriers).toBeHidden();
  if (s.matches('courseOnly' as never)) await expect(l.delivery).toHaveCount(0);
  if (s.matches('awaitingMethod' as never) && !s.hasTag('methodPicker' as never)) await expect(l.delivery).toContainText('Belum memilih pengiriman');
  if (s.matches('complete' as never) && c.method && c.courier) await expect(l.delivery).toContainText(c.method.name);
}

export const deliveryDriver: MachineDriver = {
  machineId: 'delivery',
  start: only(`the delivery ${RUNS_IN_CHECKOUT}`),
  requests: {},
  events: deliveryEvents,
  see: ({ page }, s) => seeDelivery(page, s),
  cannot: () => `the delivery ${RUNS_IN_CHECKOUT}`,
};

// Products.
type ProductLine = { id: number; title: string };
const titleOf = (s: AnyMachineSnapshot, id: number) => ((s.context as { ecom: ProductLine[] }).ecom.find((p) => p.id === id) ?? { title: '' }).title;
export const productsEvents: Record<string, EventAction> = {
  'quantity.increment': async ({ page }, { event, before }) => page.getByRole('button', { name: `Tambah jumlah ${titleOf(before, (event as unknown as { id: number }).id)}` }).click(),
  'quantity.decrement': async ({ page }, { event, before }) => page.getByRole('button', { name: `Kurangi jumlah ${titleOf(before, (event as unknown as { id: number }).id)}` }).click(),
  'quantity.type': async ({ page }, { event, before }) => {
    const e = event as unknown as { id: number; value: string };
    await page.getByRole('textbox', { name: `Jumlah ${titleOf(before, e.id)}` }).fill(e.value);
  },
  'product.moveToWishlist': async ({ page }, { event, before }) =>
    page.getByRole('button', { name: `Pindahkan ke Wishlist ${titleOf(before, (event as unknown as { id: number }).id)}` }).click(),
};

export const productsDriver: MachineDriver = {
  machineId: 'products',
  start: only(`the products list ${RUNS_IN_CHECKOUT}`),
  requests: {},
  events: productsEvents,
  async see({ page }, s) {
    for (const p of (s.context as { ecom: Array<ProductLine & { quantity: number }> }).ecom) {
      await expect(page.getByRole('textbox', { name: `Jumlah ${p.title}` })).toHaveValue(String(p.quantity));
    }
  },
  cannot: () => `the products list ${RUNS_IN_CHECKOUT}`,
};

/** Perform a child's event the way a person does on the checkout page (for journeys that hold the snapshots). */
export async function performChildEvent(ctx: Pick<DriverContext, 'page'>, step: Pick<StepInfo, 'event' | 'before'>) {
  const action = addressBookEvents[step.event.type] ?? deliveryEvents[step.event.type] ?? productsEvents[step.event.type];
  if (!action) throw new Error(`no browser action for ${step.event.type}`);
  await action(ctx as DriverContext, { ...step, after: step.before, later: [] });
}
