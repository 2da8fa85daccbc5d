/**
 * Reviews end to end (commerce §2 "Reviews", §4 'Give review' only at status 7 with rating_id 0, §5 "Reviews",
 * §8 "Reviews" and "Detail pages"), against the real gateway on a fresh database, as anggota@demo.test.
 * Seed (src/gateway/seed/learning.ts): order INV-LRN-0002 (status 7) has the course
 * dessert-box-kekinian-untuk-jualan and a product with rating_id 0; INV-LRN-0001 is already reviewed (lapis legit
 * 5★, cokelat batang 4★). Only this spec writes reviews.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';

const COURSE = 'Dessert Box Kekinian untuk Jualan';

test("a member reviews a completed order's course from the order detail, then edits the review", async ({ page }) => {
  await signIn(page, 'anggota@demo.test', '/');

  // Order detail: 'Beri Ulasan' on the completed order's course (rating_id 0).
  await page.goto('/detail-orders/INV-LRN-0002');
  const item = page.getByRole('listitem', { name: COURSE });
  await item.getByRole('link', { name: 'Beri Ulasan' }).click();
  await expect(page).toHaveURL(/\/review-add\/lms\/dessert-box-kekinian-untuk-jualan\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beri Ulasan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: COURSE })).toBeVisible();
  await expectAccessible(page, '/review-add');

  // Submitting empty shows both required messages; nothing is sent.
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Rating harus diisi')).toBeVisible();
  await expect(page.getByText('Review harus diisi')).toBeVisible();
  await expect(page).toHaveURL(/\/review-add\//);

  // The stars by keyboard: the group is named 'Rating'; Space picks, arrows move.
  const stars = page.getByRole('radiogroup', { name: 'Rating' });
  await stars.getByRole('radio', { name: '1 bintang' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  await expect(page.getByText('Rating harus diisi')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Review' }).fill('Resepnya jelas dan langsung laku dijual di kantor.');
  await expect(page.getByText('Review harus diisi')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();

  // The notice, then the course review list.
  await expect(page.getByText('Review berhasil ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/\/review-menu\?type=course$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ulasan Saya' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COURSE }) });
  await expect(card.getByRole('img', { name: 'Rating 4 dari 5' })).toBeVisible();
  await expect(card.getByText('Resepnya jelas dan langsung laku dijual di kantor.')).toBeVisible();
  // The seeded course review is listed too.
  await expect(page.getByRole('heading', { level: 2, name: /Lapis Legit/ })).toBeVisible();
  await expectAccessible(page, '/review-menu');

  // Edit: the form starts from the stored rating and text.
  await card.getByRole('link', { name: `Ubah ulasan ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/review-edit\/lms\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah Ulasan' })).toBeVisible();
  const editStars = page.getByRole('radiogroup', { name: 'Rating' });
  await expect(editStars.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  const text = page.getByRole('textbox', { name: 'Review' });
  await expect(text).toHaveValue('Resepnya jelas dan langsung laku dijual di kantor.');
  await expectAccessible(page, '/review-edit');
  await editStars.getByRole('radio', { name: '4 bintang' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(editStars.getByRole('radio', { name: '5 bintang' })).toBeChecked();
  await text.fill('');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Review harus diisi')).toBeVisible();
  await text.fill('Update: pesanan dessert box sekarang rutin tiap minggu.');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText('Review berhasil atau diupdate')).toBeVisible();
  await expect(page).toHaveURL(/\/review-menu\?type=course$/);
  await expect(card.getByRole('img', { name: 'Rating 5 dari 5' })).toBeVisible();
  await expect(card.getByText('Update: pesanan dessert box sekarang rutin tiap minggu.')).toBeVisible();

  // The order no longer offers 'Beri Ulasan' for the course.
  await page.goto('/detail-orders/INV-LRN-0002');
  await expect(page.getByRole('listitem', { name: COURSE }).getByRole('link', { name: 'Beri Ulasan' })).toHaveCount(0);
});

test("a member reviews a completed order's product (the store payload) and finds it under Produk", async ({ page }) => {
  const PRODUCT = 'Whipping Cream Cair UHT 1 L';
  await signIn(page, 'anggota@demo.test', '/');
  await page.goto('/detail-orders/INV-LRN-0002');
  await page.getByRole('listitem', { name: PRODUCT }).getByRole('link', { name: 'Beri Ulasan' }).click();
  await expect(page).toHaveURL(/\/review-add\/ecom\/whipping-cream-cair-uht-1-l\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: PRODUCT })).toBeVisible();
  await expect(page.getByText(/^Produk · /)).toBeVisible();
  // A mouse click on the third star.
  const stars = page.getByRole('radiogroup', { name: 'Rating' });
  await stars.locator('label', { has: page.getByRole('radio', { name: '3 bintang' }) }).click();
  await expect(stars.getByRole('radio', { name: '3 bintang' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Review' }).fill('Busanya stabil, tapi kemasannya agak penyok saat tiba.');
  await page.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByText('Review berhasil ditambahkan')).toBeVisible();
  await expect(page).toHaveURL(/\/review-menu\?type=product$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRODUCT }) });
  await expect(card.getByRole('img', { name: 'Rating 3 dari 5' })).toBeVisible();
});

test('ReviewMenu: product reviews by type, store reads as product', async ({ page }) => {
  await signIn(page, 'anggota@demo.test', '/');
  await page.goto('/review-menu?type=store');
  const types = page.getByRole('navigation', { name: 'Jenis ulasan' });
  await expect(types.getByRole('link', { name: 'Produk' })).toHaveAttribute('aria-current', 'page');
  await expect(types.getByRole('link', { name: 'Kursus' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('img', { name: 'Rating 4 dari 5' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Cokelat Batang/i })).toBeVisible();
  await types.getByRole('link', { name: 'Kursus' }).click();
  await expect(types.getByRole('link', { name: 'Kursus' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/review-menu\?type=course$/);
  await expect(page.getByRole('heading', { level: 2, name: /Lapis Legit/ })).toBeVisible();
});

test('ReviewAddMenu: missing slugs, unknown course → Error404, foreign review → dialog then Error500', async ({ page, consoleErrors }) => {
  // The unknown course and the foreign review are expected 404 answers, logged by the browser.
  consoleErrors.allow(/status of 404/);
  await signIn(page, 'anggota@demo.test', '/');

  await page.goto('/review-add/lms?order_id=1');
  await expect(page.getByText('Kursus slug tidak ditemukan')).toBeVisible();
  await expectAccessible(page, '/review-add/lms');
  await page.goto('/review-add/ecom?order_id=1');
  await expect(page.getByText('Produk slug tidak ditemukan')).toBeVisible();

  await page.goto('/review-add/lms/kursus-yang-tidak-ada?order_id=1');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  // A review id that is not hers: the fetch fails, a dialog shows the message, OK goes to Error500.
  await page.goto('/review-edit/lms/999999');
  const dialog = page.getByRole('alertdialog', { name: 'Ulasan gagal dimuat' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Data tidak ditemukan')).toBeVisible();
  await expectAccessible(page, 'review fetch failure');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(/\/500\?/);
  expect(new URL(page.url()).searchParams.get('error_code')).toBe('404');
  expect(new URL(page.url()).searchParams.get('error_message')).toBe('Data tidak ditemukan');
});
