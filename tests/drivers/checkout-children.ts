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
import { CALCULATION_MESSAGES } from '../../machines/messages';
import type { DriverContext, EventAction, MachineDriver, RequestMatch, StepInfo } from './types';

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

// The children issue 19 split out of the cart and the checkout (decision 058). None has a control of its own: a
// person causes their work through the parent's page, and sees it there. Their reports to the parent (price.*,
// work.*, failure.reported, the payment's and the order start's outcome) are driven through that page by the
// parent's driver, or the parent's path is skipped naming the report.
const summary = (page: Page) => page.getByRole('complementary');
const RUNS_IN_PARENT = (what: string, parent: string) => `${what} runs only inside ${parent}; its paths run as part of that page's`;

/**
 * The price child's calculation, held for the path (cart and checkout drivers): the real page asks for a price as
 * soon as it has lines, about the path's fixture lines, which only the path can answer. Until the path reports the
 * price, the calculation stays under way, as the model's silent price stand-in.
 */
export const PRICE_REQUEST: RequestMatch = { method: 'POST', url: /^\/api\/lms\/finance\/cart\/calculation/, keepHeld: true };

/** The gateway's code for a calculation refused with this message (commerce §4), else a server error. */
const codeOf = (message: string) => Number(Object.entries(CALCULATION_MESSAGES).find(([, m]) => m === message)?.[0] ?? 500);

/**
 * `price.calculated` / `price.failed`: the price child's report, driven by answering the calculation the page asked
 * for (the newest one: the latest request wins) with the path's figures or failure. The price child then reports
 * exactly this to its parent. Nothing to price (a null calculation) asks nothing.
 */
export const priceReports: Record<string, EventAction> = {
  'price.calculated': async ({ answers }, { event }) => {
    const e = event as unknown as { calculation: unknown };
    if (e.calculation !== null) await answers.succeed('calculate', 0, e.calculation, 1);
  },
  'price.failed': async ({ answers }, { event }) => {
    const e = event as unknown as { message: string; network: boolean };
    await answers.fail('calculate', 0, e.network ? { kind: 'network' } : { kind: 'server', code: codeOf(e.message), message: e.message }, 1);
  },
};

/**
 * Why a path's price steps cannot follow on the page (null: they can). The page asks for a price on the events in
 * `asks` (the page opening, a change of promo or address); a price report of the path answers that request, so a
 * report when nothing was asked cannot be given. `waits` (paying) wait while a calculation is under way, and while
 * a chosen promo's trial price is out the promo modal stays open over the page (`trialWaits`).
 */
export function priceUnsettled(events: readonly { type: string }[], o: { asks: readonly string[]; waits: readonly string[]; trialWaits: readonly string[] }): string | null {
  let asking = false;
  let settled = false;
  let trial = false;
  for (const [i, e] of events.entries()) {
    if (e.type === 'price.calculated' || e.type === 'price.failed') {
      const asksNothing = e.type === 'price.calculated' && (e as { calculation?: unknown }).calculation === null;
      if (!asking && !asksNothing) return `step ${i + 1}: '${e.type}' answers a price calculation the page has not asked for`;
      asking = false;
      settled = true;
      trial = false;
    } else if (trial && o.trialWaits.includes(e.type)) {
      return `step ${i + 1}: '${e.type}' is behind the promo modal, which stays open until the chosen promo's price comes back`;
    } else if (o.waits.includes(e.type) && !settled) {
      return `step ${i + 1}: '${e.type}' waits for the page's price calculation, which this path does not report first`;
    } else if (o.asks.includes(e.type)) {
      asking = true;
      settled = false;
      trial = e.type === 'promo.chosen';
    }
  }
  return null;
}

/** The price (machines/price.machine.ts): the order summary's total, once no calculation is under way. */
export const priceDriver: MachineDriver = {
  machineId: 'price',
  start: only(RUNS_IN_PARENT('the price', 'the cart or the checkout')),
  requests: {},
  events: {},
  async see({ page }, s) {
    // While calculating the summary shows its skeleton; afterwards the parent's total (the parent's driver checks the figure).
    if (!s.hasTag('calculating' as never)) await expect(summary(page)).toBeVisible();
  },
  cannot: () => RUNS_IN_PARENT('the price', 'the cart or the checkout'),
};

/** One payment attempt (machines/payment.machine.ts): the token, then the payment popup the checkout shows. */
export const paymentDriver: MachineDriver = {
  machineId: 'payment',
  start: only(RUNS_IN_PARENT('a payment attempt', "the checkout's 'Bayar Sekarang'")),
  requests: {},
  events: {},
  async see({ page }, s) {
    const popup = page.frameLocator('iframe').getByRole('button', { name: 'Tutup', exact: true });
    if (s.matches('opening' as never)) await expect(popup).toBeVisible();
    else if (s.status === 'done') await expect(page.locator('iframe')).toHaveCount(0);
  },
  cannot: () => RUNS_IN_PARENT('a payment attempt', "the checkout's 'Bayar Sekarang'"),
};

/** The server cart sync (machines/cart-sync.machine.ts): quantities edited on the checkout page written back. */
export const cartSyncDriver: MachineDriver = {
  machineId: 'cartSync',
  start: only(RUNS_IN_PARENT('the cart sync', 'the checkout page')),
  requests: {},
  events: {},
  // What it writes shows on the cart page later; on the checkout page its only sign is the parent's alert on failure.
  async see() {},
  cannot: () => RUNS_IN_PARENT('the cart sync', 'the checkout page'),
};

/** The stored progress (machines/checkout-progress.machine.ts): the checkout state kept in this browser. */
export const progressDriver: MachineDriver = {
  machineId: 'progress',
  start: only(RUNS_IN_PARENT('the stored progress', 'the checkout page')),
  requests: {},
  events: {},
  async see({ page }, s) {
    // Kept in its cookie when it fits, else in localStorage (src/session/checkout-store.ts, decision 104).
    if (s.matches('idle' as never)) {
      const stored = await page.evaluate(() => localStorage.getItem('checkout') ?? (document.cookie.split('; ').find((c) => c.startsWith('checkout=')) || null));
      expect(stored).not.toBeNull();
    }
  },
  cannot: () => RUNS_IN_PARENT('the stored progress', 'the checkout page'),
};

/** 'Beli Sekarang' (machines/order-start.machine.ts): the order, then the hand-over stored for the checkout page. */
export const orderStartDriver: MachineDriver = {
  machineId: 'orderStart',
  start: only(RUNS_IN_PARENT('the order start', "the cart's 'Beli Sekarang'")),
  requests: {},
  events: {},
  async see({ page }, s) {
    const buy = page.getByRole('button', { name: 'Beli Sekarang' });
    if (s.hasTag('busy' as never)) await expect(buy).toBeDisabled();
    else if (s.matches('started' as never)) await expect(page).toHaveURL(/\/shopping-cart\/checkout/);
  },
  cannot: () => RUNS_IN_PARENT('the order start', "the cart's 'Beli Sekarang'"),
};
