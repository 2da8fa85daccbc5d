/**
 * Driver of machines/cart.machine.ts: the cart page /shopping-cart (commerce §2 "Cart", §4 "Cart"). The cart actor
 * lives as long as the app (src/app/cart-actor.ts): it starts as a guest and the session's `session.update` makes
 * it load the member's cart, which the path answers (the lines it shows are the path's). What a person does:
 * tick lines and groups, change quantities, delete, move to the wishlist, 'Gunakan Kode Promo' and, in the promo
 * modal (the promo child), a code checked and applied, 'Beli Sekarang', 'Tutup' on the alert. The journeys
 * (tests/e2e/journey.spec.ts) use the named actions below.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { CartContext } from '../../machines/cart.types';
import type { Promo } from '../../src/api/promo';
import { formatRupiah } from '../../src/lib/format';
import { MEMBER, signInByForm } from './members';
import { PRICE_REQUEST, priceReports } from './checkout-children';
import type { DriverContext, MachineDriver, PathPlan } from './types';

export const T = {
  selectAll: 'Pilih Semua',
  courses: 'Kursus',
  products: 'Barang',
  delete: (title: string) => `Hapus ${title}`,
  move: (title: string) => `Pindahkan ke Wishlist ${title}`,
  increase: (name: string) => `Tambah jumlah ${name}`,
  decrease: (name: string) => `Kurangi jumlah ${name}`,
  quantity: (name: string) => `Jumlah ${name}`,
  buy: 'Beli Sekarang',
  promo: /^(Gunakan Kode Promo|\d+ promo dipakai)$/,
  promoDialog: 'Kode Promo',
  promoCode: 'Masukkan kode promo',
  promoCheck: 'Cek',
  promoApply: 'Pakai Promo',
  info: 'Informasi',
  close: 'Tutup',
  empty: 'Keranjang belanja Kamu kosong !',
  loading: 'Memuat keranjang',
  total: 'Total Harga',
  home: 'Dapur Kursus, ke beranda',
  cartButton: /^Keranjang belanja/,
  seeCart: 'Lihat Sekarang',
};

type Line = { id: number; title: string };
const lineOf = (c: CartContext, itemType: 'lms' | 'ecom', id: number): Line => {
  const line = (itemType === 'lms' ? c.courses : c.products).find((l) => l.id === id) as Line | undefined;
  if (!line) throw new Error(`no ${itemType} line ${id} in the cart`);
  return line;
};
/** The quantity field's text for a quantity (empty at 0, as the page shows it). */
const shown = (q: number) => (q === 0 ? '' : String(q));
const productOf = (s: AnyMachineSnapshot, id: number) => (s.context as CartContext).products.find((p) => p.id === id) as (Line & { quantity: number; stock: number }) | undefined;
const isLine = (c: CartContext, itemType: 'lms' | 'ecom', id: number) => (itemType === 'lms' ? c.courses : c.products).some((l) => l.id === id);
const anyLine = (c: CartContext, id: number): Line => (c.products.find((l) => l.id === id) ?? c.courses.find((l) => l.id === id)) as Line;

// Named actions (the journeys use them).
export async function openCart(page: Page) {
  await page.goto('/shopping-cart');
}
export async function tickLine(page: Page, title: string, selected = true) {
  const box = page.getByRole('checkbox', { name: title, exact: true });
  if (selected) await box.check();
  else await box.uncheck();
}
export async function tickAll(page: Page, selected = true) {
  const box = page.getByRole('checkbox', { name: T.selectAll, exact: true });
  if (selected) await box.check();
  else await box.uncheck();
}
/**
 * 'Gunakan Kode Promo', the code, 'Cek', 'Pakai Promo' (the promo modal's steps); `checked` runs once the code is
 * checked, before it is applied (a journey checks the dialog there).
 */
export async function applyPromoCode(page: Page, code: string, checked?: (dialog: Locator) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: T.promoDialog });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: T.promo }).click();
  await dialog.getByRole('textbox', { name: T.promoCode }).fill(code);
  await dialog.getByRole('button', { name: T.promoCheck, exact: true }).click();
  await expect(dialog.getByRole('button', { name: T.promoApply })).toBeEnabled();
  await checked?.(dialog);
  await dialog.getByRole('button', { name: T.promoApply }).click();
}
export async function buyNow(page: Page) {
  const buy = page.getByRole('button', { name: T.buy });
  await expect(buy).toBeEnabled();
  await buy.click();
}

/** A path whose start the app cannot give, or whose timing real time does not keep. */
function cannot(plan: PathPlan, snapshots: AnyMachineSnapshot[]): string | null {
  const input = plan.input as { user: unknown };
  if (!input.user) return 'a guest never reaches the cart page: the member layout sends guests to sign in first';
  const buy = plan.events.findIndex((e, i) => e.type === 'checkout.start' && snapshots[i]!.can(e as never));
  if (buy >= 0) {
    return `step ${buy + 1}: 'Beli Sekarang' makes the order-start child create a real order of the path's lines, which the seeded gateway does not have (the journeys buy seeded items)`;
  }
  for (const [i, e] of plan.events.entries()) {
    const before = snapshots[i]!;
    if (!before.can(e as never) || e.type.startsWith('xstate.') || e.type === 'quantity.type') continue;
    if (before.matches({ ready: { editing: 'quantityPending' } } as never)) {
      return `step ${i + 1}: '${e.type}' comes while a typed quantity waits; half a second after typing the page saves it by itself`;
    }
  }
  return null;
}

/** The wishlist move child's two calls, answered so the child reports the path's outcome. */
async function settleWishlistMove({ answers }: DriverContext, output: { moved: boolean; alreadyThere?: boolean; failedAt?: 'add' | 'remove'; message?: string }) {
  if (output.moved) {
    if (output.alreadyThere) await answers.fail('addToWishlist', 0, { kind: 'server', code: 403, message: 'Item sudah ada di wishlist' });
    else await answers.succeed('addToWishlist', 0, null);
    await answers.succeed('removeFromCart', 0, null);
    return;
  }
  if (output.failedAt === 'add') {
    await answers.fail('addToWishlist', 0, { kind: 'server', code: 500, message: output.message });
    return;
  }
  await answers.succeed('addToWishlist', 0, null);
  await answers.fail('removeFromCart', 0, /internet/.test(output.message ?? '') ? { kind: 'network' } : { kind: 'server', code: 500, message: output.message });
}

export const cartDriver: MachineDriver = {
  machineId: 'cart',
  async start(ctx) {
    await signInByForm(ctx.page, MEMBER);
    // A cart page loaded from the server holds the member's real cart, read by the server (decision 101); the path's
    // lines are the browser's own read, so the cart opens inside the app: Home, the header's cart, 'Lihat Sekarang'
    // (the header's own read of the lines stays held and never answered: the path answers the newest read).
    await ctx.page.goto('/');
    // The session tells the cart who the member is (and may tell it twice while it settles): the path starts after,
    // once the page shows the cart loading (mounted while it loads, the page does not ask for a second load).
    await ctx.recorder.waitFor('session', { signedIn: 'idle' });
    await ctx.page.getByRole('button', { name: T.cartButton }).click();
    await ctx.page.getByRole('link', { name: T.seeCart }).click();
    await expect(ctx.page).toHaveURL(/\/shopping-cart/);
    await expect(ctx.page.getByLabel(T.loading)).toBeVisible();
  },
  requests: {
    loadCart: { method: 'GET', url: /^\/api\/lms\/finance\/cart\?/ },
    updateQuantity: { method: 'POST', url: /^\/api\/lms\/finance\/cart\/add/ },
    deleteItems: { method: 'DELETE', url: /^\/api\/lms\/finance\/cart\/delete/ },
    // The price child's calculation, answered by the path's price reports (`price.*`); the order-start child's
    // order goes to the real gateway (its `✓ orderStart` is not an answer this driver gives: skipped, named).
    calculate: PRICE_REQUEST,
    // The wishlist move child's calls (its outcome is the path's `✓ wishlistMove`).
    addToWishlist: { method: 'POST', url: /^\/api\/lms\/component\/wishlist\/store/ },
    removeFromCart: { method: 'DELETE', url: /^\/api\/lms\/finance\/cart\/delete/, sameAs: 'deleteItems' },
  },
  events: {
    ...priceReports,
    /** Entering the page again (leaving and coming back through the header's cart button) reloads the cart. */
    'cart.reload': {
      when: (s) => (s.context as CartContext).courses.length + (s.context as CartContext).products.length > 0,
      otherwise: "is entering the cart page again, through the header cart's 'Lihat Sekarang', which an empty cart does not offer",
      do: async ({ page }) => {
        await page.getByRole('link', { name: T.home }).click();
        await page.getByRole('button', { name: T.cartButton }).click();
        await page.getByRole('link', { name: T.seeCart }).click();
      },
    },
    'item.select': {
      when: (s, e) => {
        const x = e as unknown as { itemType: 'lms' | 'ecom'; id: number; selected: boolean };
        const c = s.context as CartContext;
        return (x.itemType === 'lms' ? c.selectedLms : c.selectedEcom).includes(x.id) !== x.selected && isLine(c, x.itemType, x.id);
      },
      otherwise: 'ticks a box into the state it is already in (or a line the cart does not show)',
      do: async ({ page }, { event, before }) => {
        const e = event as unknown as { itemType: 'lms' | 'ecom'; id: number; selected: boolean };
        await tickLine(page, lineOf(before.context as CartContext, e.itemType, e.id).title, e.selected);
      },
    },
    'items.selectType': {
      when: (s, e) => {
        const x = e as unknown as { itemType: 'lms' | 'ecom'; selected: boolean };
        const c = s.context as CartContext;
        const lines = x.itemType === 'lms' ? c.courses : c.products;
        const picked = x.itemType === 'lms' ? c.selectedLms : c.selectedEcom;
        return lines.length > 0 && (lines.length === picked.length) !== x.selected;
      },
      otherwise: "ticks a group's box into the state it is already in (or a group the cart does not show)",
      do: async ({ page }, { event }) => {
        const e = event as unknown as { itemType: 'lms' | 'ecom'; selected: boolean };
        const box = page.getByRole('checkbox', { name: `${T.selectAll} ${e.itemType === 'lms' ? T.courses : T.products}`, exact: true });
        if (e.selected) await box.check();
        else await box.uncheck();
      },
    },
    'items.selectAll': {
      when: (s, e) => {
        const c = s.context as CartContext;
        const all = c.courses.length + c.products.length;
        return all > 0 && (c.selectedLms.length + c.selectedEcom.length === all) !== (e as unknown as { selected: boolean }).selected;
      },
      otherwise: "ticks 'Pilih Semua' into the state it is already in",
      do: async ({ page }, { event }) => tickAll(page, (event as unknown as { selected: boolean }).selected),
    },
    'quantity.increment': {
      when: (s, e) => {
        const p = productOf(s, (e as unknown as { id: number }).id);
        return !!p && p.quantity < p.stock;
      },
      otherwise: "is '+', which the page disables at the stock",
      do: async ({ page }, { event, before }) => {
        await page.getByRole('button', { name: T.increase(anyLine(before.context as CartContext, (event as unknown as { id: number }).id).title) }).click();
      },
    },
    'quantity.decrement': {
      when: (s, e) => (productOf(s, (e as unknown as { id: number }).id)?.quantity ?? 0) > 1,
      otherwise: "is '−', which the page disables at 1",
      do: async ({ page }, { event, before }) => {
        await page.getByRole('button', { name: T.decrease(anyLine(before.context as CartContext, (event as unknown as { id: number }).id).title) }).click();
      },
    },
    'quantity.type': {
      when: (s, e) => {
        const x = e as unknown as { id: number; value: string };
        const p = productOf(s, x.id);
        return !!p && shown(p.quantity) !== x.value;
      },
      otherwise: 'types what the quantity field already shows, which changes nothing on the page',
      do: async ({ page }, { event, before }) => {
        const e = event as unknown as { id: number; value: string };
        await page.getByRole('textbox', { name: T.quantity(anyLine(before.context as CartContext, e.id).title) }).fill(e.value);
      },
    },
    'items.delete': {
      when: (_s, e) => (e as unknown as { ids: number[] }).ids.length === 1,
      otherwise: 'with other than one line: the page deletes one line at a time',
      do: async ({ page }, { event, before }) => {
        await page.getByRole('button', { name: T.delete(anyLine(before.context as CartContext, (event as unknown as { ids: number[] }).ids[0]!).title) }).click();
      },
    },
    'item.moveToWishlist': async ({ page }, { event, before }) => {
      const e = event as unknown as { itemType: 'lms' | 'ecom'; id: number };
      await page.getByRole('button', { name: T.move(lineOf(before.context as CartContext, e.itemType, e.id).title) }).click();
    },
    'xstate.done.actor.wishlistMove': async (ctx, { event }) => settleWishlistMove(ctx, (event as unknown as { output: Parameters<typeof settleWishlistMove>[1] }).output),
    'promo.open': async ({ page }) => page.getByRole('button', { name: T.promo }).click(),
    /** The promo child asks for it when the member applies a code in its modal: the same code, checked for real. */
    'promo.chosen': async ({ page }, { event }) => applyPromoCode(page, (event as unknown as { promo: Promo }).promo.promo_code),
    'checkout.start': async ({ page }) => buyNow(page),
    'error.dismiss': {
      when: (s) => (s.context as CartContext).error !== null,
      otherwise: "is 'Tutup' on the alert, which shows only when there is an error",
      do: async ({ page }) => page.getByRole('alertdialog', { name: T.info }).getByRole('button', { name: T.close }).last().click(),
    },
  },
  async see({ page }, s: AnyMachineSnapshot) {
    const c = s.context as CartContext;
    if (s.hasTag('checkoutReady' as never)) {
      await expect(page).toHaveURL(/\/shopping-cart\/checkout/);
      return;
    }
    if (s.hasTag('loading' as never)) {
      await expect(page.getByLabel(T.loading)).toBeVisible();
      return;
    }
    if (c.error !== null) await expect(page.getByRole('alertdialog', { name: T.info })).toContainText(c.error);
    else await expect(page.getByRole('alertdialog', { name: T.info })).toHaveCount(0);
    if (!c.courses.length && !c.products.length) {
      await expect(page.getByText(T.empty)).toBeVisible();
      return;
    }
    for (const line of [...c.courses, ...c.products] as Line[]) {
      const box = page.getByRole('checkbox', { name: line.title, exact: true });
      const selected = c.selectedLms.includes(line.id) || c.selectedEcom.includes(line.id);
      if (selected) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    for (const p of c.products as Array<Line & { quantity: number }>) await expect(page.getByRole('textbox', { name: T.quantity(p.title) })).toHaveValue(shown(p.quantity));
    // The total once the price reported one (a selection the path never priced keeps the page's calculation under way).
    if (!s.hasTag('calculating' as never) && (c.summary.total > 0 || c.selectedLms.length + c.selectedEcom.length === 0)) {
      await expect(page.getByRole('complementary')).toContainText(formatRupiah(c.summary.total));
    }
  },
  cannot,
};
