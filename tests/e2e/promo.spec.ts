/**
 * Kode Promo page and PromoDetailMenu end to end (commerce §2 "Promo", §8 "Copy notices", §9 promo page 10,
 * pagination, days left), against the real gateway on a fresh database, as anggota@demo.test.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';

test('Kode Promo: list, search, copy, detail with courses, unknown code', async ({ page, context, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // 'Promo tidak ditemukan' is an expected 404 answer logged by the browser as a failed resource.
  consoleErrors.allow(/status of 404/);
  await signIn(page, 'anggota@demo.test', '/');

  // The avatar menu leads to the page.
  await page.goto('/promo-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Kode Promo' })).toBeVisible();
  const cards = page.getByTestId('promo-card');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText('Kadaluarsa', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/\d+ hari lagi/).first()).toBeVisible();
  await expectAccessible(page, '/promo-code');

  // Page 2 has the rest; the URL carries the page.
  const nav = page.getByRole('navigation', { name: 'Halaman kode promo' });
  await nav.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).toBeVisible();
  const onPage2 = await cards.count();
  expect(onPage2).toBeGreaterThan(0);
  expect(onPage2).toBeLessThanOrEqual(10);

  // Search by code.
  await page.getByRole('searchbox', { name: 'Cari kode promo' }).fill('hemat');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page).toHaveURL(/q=hemat/);
  await expect(cards).toHaveCount(1);
  const hemat = page.getByRole('article', { name: 'Promo Hemat Belajar' });
  await expect(hemat.getByText('HEMAT50')).toBeVisible();
  await hemat.getByRole('button', { name: 'Salin kode HEMAT50' }).click();
  await expect(page.getByText('Kode berhasil di salin')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('HEMAT50');

  // Nothing found.
  await page.goto('/promo-code?q=KADALUARSA');
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();

  // Detail: event, code, countdown, terms, note, courses with search on Enter.
  await page.goto('/promo-code?q=ROTIENAK');
  await page.getByRole('link', { name: 'Lihat detail promo ROTIENAK' }).click();
  await expect(page).toHaveURL(/\/promo-code\/ROTIENAK/);
  await expect(page.getByRole('heading', { level: 1, name: 'Festival Roti Nusantara' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Berakhir dalam \d+ hari \d{2}:\d{2}:\d{2}/);
  await expect(page.getByText('Berlaku hingga')).toBeVisible();
  await expect(page.locator('.promo-detail__note')).toHaveText('Tanpa minimum transaksi');
  await expect(page.getByRole('heading', { name: 'Syarat dan Ketentuan' })).toBeVisible();
  await expect(page.locator('.promo-detail__terms-body li').first()).toBeVisible();
  const courses = page.getByTestId('promo-course');
  await expect(courses).toHaveCount(5);
  await expect(courses.first().locator('s')).toBeVisible();
  await expect(courses.first().getByText(/^\d+%$/)).toBeVisible();
  await expectAccessible(page, '/promo-code/ROTIENAK');

  const box = page.getByRole('searchbox', { name: 'Cari kursus' });
  await box.fill('sourdough');
  await box.press('Enter');
  await expect(page).toHaveURL(/search=sourdough/);
  await expect(courses).toHaveCount(1);
  await expect(courses.first()).toContainText('Sourdough');
  await box.fill('croissant');
  await box.press('Enter');
  await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Festival Roti Nusantara' })).toBeVisible();

  // Unknown code.
  await page.goto('/promo-code/TIDAKADA');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo tidak ditemukan' })).toBeVisible();
  await expectAccessible(page, '/promo-code/TIDAKADA');
});

test('Navigation to the promo detail page keeps the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await signIn(page, 'anggota@demo.test', '/');
  await page.goto('/promo-code');
  const cards = page.getByTestId('promo-card');
  await expect(cards).toHaveCount(10);
  const link = page.getByRole('link', { name: /Lihat detail promo/ }).nth(4);
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(/\/promo-code\/[A-Z0-9]+$/);
  await expect(page.getByTestId('promo-course').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
