/**
 * Issue 2's main journey, end to end against the real gateway on a fresh database:
 * sign in → add a course and a store product → cart, select both → promo HEMAT50 → 'Beli Sekarang' →
 * checkout with the Bandung address → method and courier → pay in the payment stand-in →
 * CheckoutStatus shows success → 'History Pembelian' shows 'Lunas' → 'Kursus Saya' shows the course.
 * Every route and dialog on the way is checked with axe-core (no serious or critical violation), and the
 * browser logs no error under the enforced Content-Security-Policy (fixtures.ts). The cart's and CheckoutStatus's
 * steps are their drivers' actions (tests/drivers/), the same the studio's exported paths run.
 */
import { applyPromoCode, buyNow, openCart, tickAll } from '../drivers/cart';
import { expectBanner } from '../drivers/order-status';
import { expect, expectAccessible, signIn, test } from './fixtures';

const COURSE = 'Focaccia Rosemary Italia';
const PRODUCT = 'Tepung Terigu Protein Tinggi';

test('a member buys a course and a baking product, pays, and finds both in their account', async ({ page }) => {
  await signIn(page, 'anggota@demo.test', '/katalog');
  await expect(page).toHaveURL(/\/katalog/);
  await expect(page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first()).toBeVisible();
  await expectAccessible(page, '/katalog (Kursus)');

  // Add a course and a store product from the compact catalogue.
  await page.getByRole('searchbox').fill(COURSE);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: `Tambah ${COURSE} ke keranjang` }).click();
  await expect(page.getByText('Kursus ditambahkan ke dalam keranjang')).toBeVisible();

  await page.getByRole('tab', { name: 'Produk' }).click();
  await expect(page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first()).toBeVisible();
  await expectAccessible(page, '/katalog (Produk)');
  await page.getByRole('searchbox').fill(PRODUCT);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`Tambah ${PRODUCT}.* ke keranjang`) }).click();
  await expect(page.getByText(/ditambahkan ke dalam keranjang/)).toBeVisible();

  // Cart: select both, apply a valid promo, buy.
  await openCart(page);
  await expect(page.getByText(COURSE).first()).toBeVisible();
  await expect(page.getByText(PRODUCT).first()).toBeVisible();
  await expectAccessible(page, '/shopping-cart');
  await tickAll(page);
  await applyPromoCode(page, 'HEMAT50', async (dialog) => expectAccessible(dialog.page(), '/shopping-cart (promo dialog)'));
  await expect(page.getByText('1 promo dipakai')).toBeVisible();
  await expect(page.getByText('-Rp 50.000')).toBeVisible();
  await buyNow(page);

  // Checkout: the default Bandung address is chosen on entry; several methods open the method picker.
  await expect(page).toHaveURL(/\/shopping-cart\/checkout/);
  await expect(page.getByText('Braga').first()).toBeVisible();
  const methods = page.getByRole('dialog', { name: 'Metode Pengiriman' });
  await expect(methods).toBeVisible();
  await expectAccessible(page, '/shopping-cart/checkout (method picker)');
  await methods.getByRole('radio', { name: /Reguler/ }).click();
  await expect(methods).toBeHidden();
  // A regular courier: the default one is picked automatically, or the courier picker opens.
  const couriers = page.getByRole('dialog', { name: /Kurir Pengiriman/ });
  if (await couriers.isVisible().catch(() => false)) await couriers.getByRole('radio').first().click();
  await expect(page.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
  await expectAccessible(page, '/shopping-cart/checkout');
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();

  // The payment provider stand-in opens in a popup frame.
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();
  await expectAccessible(page, 'payment popup');
  await frame.getByRole('button', { name: 'Bayar', exact: true }).click();

  await expect(page).toHaveURL(/\/order-completed\//);
  await expectBanner(page, 'Pembayaran Berhasil');
  await expectAccessible(page, '/order-completed');
  const invoice = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Invoice ${invoice}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-status')).toHaveText('Lunas');
  await expectAccessible(page);

  await page.goto('/my-courses');
  await expect(page.getByRole('article', { name: COURSE })).toBeVisible();
  await expectAccessible(page);
});
