/**
 * Issue 18 point 2, end to end: a course card and a product card open the learning-site and store-site stand-ins'
 * detail pages, drawn from the gateway's data; 'Tambah ke Keranjang' adds to the member's cart (the SPA's header cart
 * shows it), 'Beli Sekarang' adds and opens the SPA's checkout of that item alone (a buy-now, decision 083); a small
 * line says the page stands in for the real site,
 * and no configuration name shows. A fresh member, so no other journey's cart changes.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, registerMember, test } from './fixtures';


const cartButton = (page: Page, n: number) => page.getByRole('button', { name: `Keranjang belanja, ${n} item` });

test('a course card and a product card open the stand-in detail pages, whose buttons fill the member’s cart', async ({ page }) => {
  await registerMember(page, 'Dewi', '/katalog', 'Stand-in');
  await expect(cartButton(page, 0)).toBeVisible();

  // The course card's title opens the learning site's course page.
  await page.getByRole('searchbox').fill('Croissant Renyah');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('link', { name: 'Croissant Renyah ala Prancis' }).click();
  await expect(page).toHaveURL(/\/lms-site\/course\/pastry\/croissant-renyah-ala-prancis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Croissant Renyah ala Prancis' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ilustrasi kursus Croissant Renyah ala Prancis' })).toBeVisible();
  await expect(page.getByText('Rp 249.000')).toBeVisible();
  await expect(page.getByText('-29%')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yang kamu dapatkan' })).toBeVisible();
  await expect(page.getByText('14 materi', { exact: true })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Stand-in lokal' })).toContainText('bukan situs asli');
  await expect(page.locator('body')).not.toContainText('VITE_');
  await expectAccessible(page, 'course stand-in page');

  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await expect(page.getByRole('status')).toContainText('Kursus ditambahkan ke dalam keranjang');
  await page.getByRole('link', { name: 'Lihat Keranjang' }).click();
  await expect(page).toHaveURL(/\/shopping-cart(\?page=1)?$/);
  await expect(page.getByText('Croissant Renyah ala Prancis').first()).toBeVisible();
  await expect(cartButton(page, 1)).toBeVisible();

  // The product card opens the store site's product page at the member's warehouse; 'Beli Sekarang' → a checkout of
  // that product alone (the course stays in the cart).
  await page.goto('/katalog?tab=produk');
  const product = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }) }).first();
  const name = (await product.getByRole('heading').innerText()).trim();
  await product.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/store-site\/location\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Berat', { exact: true })).toBeVisible();
  await expectAccessible(page, 'product stand-in page');
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
  // The checkout names the product by its short name (its first words), and not the course left in the cart.
  await expect(page.getByText(name.split(' ').slice(0, 3).join(' ')).first()).toBeVisible();
  await expect(page.getByText('Croissant Renyah ala Prancis')).toHaveCount(0);
  await page.goto('/shopping-cart');
  await expect(cartButton(page, 2)).toBeVisible();
});

test('a guest is asked to sign in on the stand-in page, and comes back to it', async ({ page }) => {
  await page.goto('/lms-site/course/bread/roti-sobek-lembut');
  await expect(page.getByText('Gratis')).toBeVisible();
  await page.getByRole('link', { name: 'Masuk untuk membeli' }).click();
  await expect(page).toHaveURL(/\/sso\?redirect=%2Flms-site%2Fcourse%2Fbread%2Froti-sobek-lembut/);
});
