/**
 * Driver of machines/checkout.machine.ts: the checkout page /shopping-cart/checkout (commerce §2 "Checkout", §4)
 * with its children (address book, delivery, products, promo; their own drivers' events are the child reports
 * the checkout hears). The page opens from the checkout state the cart stored in this browser (src/lib/
 * checkout-storage.ts): the path's input is stored the same way, encrypted with the app's key, before the page
 * loads. What a person does: let the address book load (its answer is the path's addresses), pick another address
 * in 'Pilih Alamat Lain' (Proses), 'Gunakan Kode Promo' and a code applied in the promo modal, 'Batalkan Promo',
 * 'Bayar Sekarang', close the payment popup, 'Tutup' on the alerts.
 *
 * The delivery child reports its own progress (loading, then the method and the courier) as soon as an address
 * is known, and the products child its quantity edits: a path that has those reports in another order than the
 * real children give them is not something a person can make happen, so checkouts with products are driven by
 * tests/e2e/checkout-model.spec.ts (paths of the whole actor system from the gateway's real answers) and the
 * exported paths here run the course-only checkouts and the page's own steps. The popup's payment results need
 * a payment token the payment stand-in issued for a real order.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutAddress } from '../../machines/address-book.machine';
import type { CheckoutContext, CheckoutInput } from '../../machines/checkout.types';
import type { Promo } from '../../src/api/promo';
import { saveCheckout, type KeyValueStorage } from '../../src/lib/checkout-storage';
import { formatRupiah } from '../../src/lib/format';
import { SITE_DEFAULTS } from '../../src/lib/site-defaults';
import { applyPromoCode } from './cart';
import { PRICE_REQUEST, priceReports, priceUnsettled } from './checkout-children';
import { gatewayOf, MEMBER, signInByForm } from './members';
import type { ConditionalAction, DriverContext, EventAction, MachineDriver, PathPlan } from './types';

const T = {
  pay: 'Bayar Sekarang',
  info: 'Informasi',
  paymentFailed: 'Pembayaran Gagal',
  close: 'Tutup',
  promo: /^(Gunakan Kode Promo|\d+ promo dipakai)$/,
  promoCancel: 'Batalkan Promo',
  address: 'Alamat Pengiriman',
  chooseOther: 'Pilih Alamat Lain',
  chooseGroup: 'Pilih Alamat Pengiriman',
  confirm: 'Proses',
  total: 'Total Pembayaran',
};

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Store a checkout state the way the cart does, so the checkout page opens with it. */
export async function storeCheckout(page: Page, input: CheckoutInput) {
  // Stored for the signed-in member, whose own it must be (decision 105).
  const { id } = await (await gatewayOf(page)).get<{ id: number }>('lms/users/info');
  const memory = new Map<string, string>();
  const storage: KeyValueStorage = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  const now = Date.now();
  await saveCheckout(storage, SITE_DEFAULTS.cookieKey, id, { ...input.checkout!, progress: input.progress ?? { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false } }, now);
  await page.addInitScript(
    ({ value }) => {
      // Once: the page clears it when the member leaves checkout.
      if (!sessionStorage.getItem('driver:checkout-stored')) {
        localStorage.setItem('checkout', value);
        sessionStorage.setItem('driver:checkout-stored', '1');
      }
    },
    { value: memory.get('checkout')! },
  );
}

/** Every address the path names: the one the address book loads first (the default), then those picked later. */
function addressesOf(plan: PathPlan): CheckoutAddress[] {
  const loaded = plan.events.find((e) => e.type === 'addresses.loaded') as (EventObject & { address: CheckoutAddress | null }) | undefined;
  const picked = plan.events.filter((e) => e.type === 'address.selected').map((e) => (e as unknown as { address: CheckoutAddress }).address);
  const list = [...(loaded?.address ? [{ ...loaded.address, default: true }] : []), ...picked.map((a) => ({ ...a, default: false }))];
  return list.filter((a, i) => list.findIndex((b) => b.id === a.id) === i);
}

function cannot(plan: PathPlan, snapshots: AnyMachineSnapshot[]): string | null {
  const input = plan.input as CheckoutInput;
  if (!input.checkout) return 'the checkout page opens only with a checkout the cart stored; without one the route sends the member home';
  // A checkout with products that opens the page (not one sent home or refused at once).
  if (input.checkout.ecom.length > 0 && snapshots.some((s) => s.matches('open' as never))) {
    return 'a checkout with products: its delivery child reports loading, method and courier by itself once the address is known, in the real order (tests/e2e/checkout-model.spec.ts drives those)';
  }
  const loaded = plan.events.find((e) => e.type === 'addresses.loaded') as (EventObject & { address: unknown }) | undefined;
  if (plan.events.some((e) => e.type === 'address.selected') && !loaded?.address) return 'picking an address after the address book found none means adding one (saving it changes the member)';
  // The page opens with a price calculation under way (the price child); paying waits for it.
  return priceUnsettled(plan.events, {
    asks: ['addresses.loaded', 'promo.chosen', 'promo.cancel', 'promo.removed', 'address.selected', 'delivery.changed'],
    waits: ['payment.start'],
    trialWaits: ['promo.open', 'promo.cancel', 'payment.start', 'error.dismiss'],
  });
}

/** A control on the page behind the alerts: reachable only while no alert is open. */
function onPage(action: EventAction): ConditionalAction {
  return {
    do: action,
    when: (s) => (s.context as CheckoutContext).error === null && (s.context as CheckoutContext).paymentError === null,
    otherwise: 'is on the page behind an open alert, which has to be closed first',
  };
}

export const checkoutDriver: MachineDriver = {
  machineId: 'checkout',
  async start(ctx, plan) {
    await signInByForm(ctx.page, MEMBER);
    await storeCheckout(ctx.page, plan.input as CheckoutInput);
    // The address book's answer is the path's: the addresses it names.
    (ctx as DriverContext & { addresses?: CheckoutAddress[] }).addresses = addressesOf(plan);
    await ctx.page.goto('/shopping-cart/checkout');
  },
  requests: {
    // The price child's calculation, answered by the path's price reports; the cart sync and the payment attempt
    // go to the real gateway.
    calculate: PRICE_REQUEST,
    // The address book child's load: answered when the path says the addresses were loaded.
    loadAddresses: { method: 'GET', url: /^\/api\/lms\/users\/address\?/, body: (o) => ({ status: true, code: 200, message: 'OK', result: { count: (o as unknown[]).length, page: 1, pages: 1, limit: 100, data: o } }) },
  },
  events: {
    /** The address book loaded the member's addresses (the path's) and chose one. */
    'addresses.loaded': async (ctx) => {
      await ctx.answers.succeed('loadAddresses', 0, (ctx as DriverContext & { addresses?: CheckoutAddress[] }).addresses ?? []);
    },
    /** 'Pilih Alamat Lain', the address, 'Proses'. */
    'address.selected': async ({ page }, { event }) => {
      const a = (event as unknown as { address: CheckoutAddress }).address;
      const box = page.getByRole('region', { name: T.address, exact: true });
      await box.getByRole('button', { name: T.chooseOther, exact: true }).click();
      await box.getByRole('group', { name: T.chooseGroup }).getByRole('radio', { name: new RegExp(escapeRe(a.address)) }).click();
      await box.getByRole('button', { name: T.confirm, exact: true }).click();
    },
    ...priceReports,
    'promo.open': onPage(async ({ page }) => page.getByRole('button', { name: T.promo }).click()),
    'promo.cancel': onPage(async ({ page }) => page.getByRole('button', { name: T.promoCancel }).click()),
    'promo.chosen': onPage(async ({ page }, { event }) => applyPromoCode(page, (event as unknown as { promo: Promo }).promo.promo_code)),
    'payment.start': onPage(async ({ page }) => {
      const pay = page.getByRole('button', { name: T.pay, exact: true });
      await expect(pay).toBeEnabled();
      await pay.click();
    }),
    /** The payment child's outcome: 'closed' is 'Tutup' on the popup; the others need a token the stand-in issued. */
    'xstate.done.actor.payment': {
      when: (_s, e) => (e as unknown as { output: { outcome: string } }).output.outcome === 'closed',
      otherwise: "is a payment outcome the popup gives only for a token the payment stand-in issued for a real order ('Tutup' closes it for any)",
      do: async ({ page }) => page.frameLocator('iframe').getByRole('button', { name: T.close, exact: true }).click(),
    },
    'error.dismiss': {
      when: (s) => (s.context as CheckoutContext).error !== null,
      otherwise: "is 'Tutup' on the alert, which shows only when there is an error",
      do: async ({ page }) => page.getByRole('alertdialog', { name: T.info }).getByRole('button', { name: T.close }).last().click(),
    },
    'paymentError.dismiss': {
      when: (s) => (s.context as CheckoutContext).paymentError !== null,
      otherwise: "is 'Tutup' on the payment failure, which shows only after one",
      do: async ({ page }) => page.getByRole('alertdialog', { name: T.paymentFailed }).getByRole('button', { name: T.close }).last().click(),
    },
  },
  async see({ page }, s: AnyMachineSnapshot) {
    const c = s.context as CheckoutContext;
    if (s.matches('redirectHome' as never) || s.matches('paid' as never)) {
      await expect(page).not.toHaveURL(/\/shopping-cart\/checkout/);
      return;
    }
    if (s.matches('profileIncomplete' as never)) {
      await expect(page).toHaveURL(/general-information|my-account/);
      return;
    }
    if (s.matches({ open: 'openingPayment' } as never) || s.matches({ open: 'paying' } as never)) {
      await expect(page.frameLocator('iframe').getByRole('button', { name: T.close, exact: true })).toBeVisible();
      return;
    }
    if (c.error !== null) await expect(page.getByRole('alertdialog', { name: T.info })).toContainText(c.error);
    if (c.paymentError !== null) await expect(page.getByRole('alertdialog', { name: T.paymentFailed })).toContainText(c.paymentError);
    if (s.matches({ open: 'shopping' } as never)) {
      if (c.address) await expect(page.getByRole('region', { name: T.address, exact: true })).toContainText(c.address.address);
      if (!s.hasTag('calculating' as never) && c.summary.total > 0) await expect(page.getByRole('complementary')).toContainText(formatRupiah(c.summary.total));
    }
  },
  cannot,
};
