/**
 * Issue 21 point 3's last calls end to end against the real gateway (decision 071):
 * 1. 'Daftar B2B' in the account area — the status read, the document stored through POST lms/helper/upload,
 *    b2b_register/submit, the pending notice after a reload.
 * 2. A waiting order paid from its transaction detail: 'Bayar Sekarang' loads the provider's script, opens the popup
 *    (the payment stand-in) with the order's token, and the detail shows 'Lunas'.
 * Each member is registered fresh on the sign-in stand-in, so no seeded member changes.
 */
import { expect, expectAccessible, registerMember, test } from './fixtures';

/** Register a fresh member on the sign-in stand-in and come back signed in to `returnTo`. */

/** A 1×1 PNG (valid signature and chunks). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test("'Daftar B2B': a member uploads the NPWP scan, sends the registration and sees it being checked", async ({ page }) => {
  await registerMember(page, 'Sari', '/my-account', 'Rasa');

  await page.getByRole('region', { name: 'Akun B2B' }).getByRole('link', { name: 'Daftar B2B' }).click();
  await expect(page).toHaveURL(/\/b2b-register$/);
  await expect(page.getByRole('heading', { name: 'Daftar B2B' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Kirim Pendaftaran' });
  await expect(send).toBeEnabled();

  // The contract's rules first: nothing is sent while a field is wrong.
  await send.click();
  await expect(page.getByText('Data pendaftaran tidak valid, cek kembali data yang kamu masukan')).toBeVisible();
  await expect(page.getByText('Dokumen NPWP atau NIB harus diunggah')).toBeVisible();

  await page.getByLabel('Nama Perusahaan').fill('Toko Roti Sari Rasa');
  await page.getByLabel('Bidang Usaha').selectOption('bakery');
  await page.getByLabel(/^NPWP/).fill('01.234.567.8-901.000');
  await page.getByLabel('No Telepon').fill('0227654321');
  await page.getByLabel('Alamat Usaha').fill('Jl. Cihampelas No. 45, Bandung');
  // A PDF is refused in the browser with the spec's image message; the PNG is stored by the gateway.
  await page.getByLabel(/Dokumen NPWP atau NIB/).setInputFiles({ name: 'npwp.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText("Ma'af tipe image hanya bisa jpeg, jpg, png")).toBeVisible();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/lms/helper/upload') && r.request().method() === 'POST');
  await page.getByLabel(/Dokumen NPWP atau NIB/).setInputFiles({ name: 'npwp-toko.png', mimeType: 'image/png', buffer: PNG_1X1 });
  expect((await stored).status()).toBe(200);
  await expect(page.getByText('Terunggah: npwp-toko.png')).toBeVisible();
  await expectAccessible(page, 'Daftar B2B form');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/b2b-register-375.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/lms/users/b2b_register/submit'));
  await send.click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText('Pendaftaran B2B berhasil dikirim')).toBeVisible();
  await expect(page.getByText('Pendaftaran B2B sedang diverifikasi')).toBeVisible();
  await page.screenshot({ path: 'test-results/b2b-register-1440.png', fullPage: true });

  await page.reload();
  await expect(page.getByText('Pendaftaran B2B sedang diverifikasi')).toBeVisible();
  await expect(page.getByText(/Pendaftaran Toko Roti Sari Rasa dikirim/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim Pendaftaran' })).toHaveCount(0);
});

test("a waiting order is paid from its transaction detail: 'Bayar Sekarang' opens the provider's popup, then 'Lunas'", async ({ page }) => {
  await registerMember(page, 'Bayu', '/orders', 'Rasa');
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '');
  const api = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await page.request.fetch(`/api/${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as { status: boolean; message: string; result: Record<string, unknown> };
    expect(body.status, `${path}: ${body.message}`).toBe(true);
    return body.result;
  };
  // What the checkout would have done: a phone on the profile, an order for one course, its payment requested.
  const me = await api('put', 'lms/users/edit', {
    firstname: 'Bayu',
    lastname: 'Rasa',
    gender: 'male',
    no_telp: '081234567890',
    education: 'S1',
    address_data: { address: 'Jl. Braga No. 12', district_id: '32.73.19', village_id: '32.73.19.1001', village: 'Braga', postcode: '40111', latitude: null, longitude: null },
  });
  const course = await api('get', 'lms/courses/roti-sobek-lembut');
  const userInfo = { id: me.id, name: 'Bayu Rasa', email: me.email, phone: '081234567890' };
  const { invoice } = (await api('post', 'lms/finance/order/add', { user_id: me.id, user_info: userInfo, order: [{ type: 'lms', item_id: course.id, quantity: 1 }], promo_code: '' })) as { invoice: string };
  const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
  await api('post', 'lms/finance/order/payment', { invoice, user_id: me.id, user_info: userInfo, recipient: null, promo_code: '', logistic });

  await page.goto(`/detail-orders/${invoice}`);
  await expect(page.getByText('Menunggu Pembayaran').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat Status Pembayaran' })).toHaveAttribute('href', `/order-completed/${invoice}`);
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  const popup = page.frameLocator('iframe');
  await expect(popup.getByText(invoice)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'test-results/detail-pay-popup-375.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await popup.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page.getByText('Lunas').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bayar Sekarang' })).toHaveCount(0);
  await expectAccessible(page, 'detail after paying');
  await page.screenshot({ path: 'test-results/detail-paid-1440.png' });
});

test("'Produk Rekomendasi': the store's top products, 20 at most, for the visitor's price list and warehouse (portal §9)", async ({ page }) => {
  // The server renders a first visit to the products tab with its reads (decision 074); the browser's own call is
  // the one a member makes on switching to the tab.
  await page.goto('/katalog');
  const asked = page.waitForRequest((r) => r.url().includes('/api/store/product?') && r.url().includes('is_top=true'));
  await page.getByRole('tab', { name: 'Produk' }).click();
  const url = new URL((await asked).url());
  expect([url.searchParams.get('limit'), url.searchParams.get('type'), url.searchParams.get('tier')]).toEqual(['20', 'b2c', '3']);
  const section = page.getByRole('region', { name: 'Produk Rekomendasi', exact: true });
  await expect(section.getByRole('heading', { name: 'Produk Rekomendasi' })).toBeVisible();
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const answer = (await (await page.request.get(`/api/store/product?${url.searchParams}`)).json()) as { result: { data: Array<{ long_name: string; is_top_product: boolean }> } };
  expect(answer.result.data.length).toBeGreaterThan(0);
  expect(answer.result.data.length).toBeLessThanOrEqual(20);
  expect(answer.result.data.every((p) => p.is_top_product)).toBe(true);
  await expect(cards).toHaveCount(answer.result.data.length);
  await expect(cards.first()).toContainText(answer.result.data[0]!.long_name);
  await page.screenshot({ path: 'test-results/recommended-1440.png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/recommended-375.png' });
  // A search shows only its results.
  await page.goto('/katalog?tab=produk&q=tepung');
  await expect(page.getByRole('heading', { name: 'Produk Rekomendasi' })).toHaveCount(0);
});
