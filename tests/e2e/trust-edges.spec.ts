/**
 * Issue 16 on the page (the gateway's side is tests/security/edges.test.ts):
 * - point 1: an address whose pin lies outside its village is refused by the gateway (422) and every address form —
 *   account add and edit, checkout's — shows its Indonesian message and keeps what was typed. The forms take the pin
 *   from the chosen village, so the test plays a tampered client: the village list answers Braga with Surabaya's
 *   coordinates, and the gateway, which checks the pin against its own region data, refuses it;
 * - point 4: the voucher page's phone field message, and an already-claimed number's own message.
 */
import type { Page } from '@playwright/test';
import { expect, fillAddressForm, expectAccessible, test } from './fixtures';
import { cartWith, gatewayOf, memberData, openCheckout } from './checkout-model/browser';

const PASSWORD = 'rahasia123';
/** The gateway's refusal (src/api/user.ts PIN_OUTSIDE_VILLAGE). */
const PIN_OUTSIDE_VILLAGE = 'Titik lokasi alamat lebih dari 3 km dari kelurahan yang dipilih. Periksa kembali kelurahan atau titik lokasinya.';
/** Kalirungkut, Kota Surabaya (35.78.03.1001), ~570 km from Braga. */
const SURABAYA = { lat: -7.322299, lng: 112.770703 };

/** Register a fresh member through the sign-in stand-in (the page's request context shares the cookies). */
async function registerMember(page: Page, firstname: string) {
  const email = `${firstname.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;
  const res = await page.request.post('/sso/register', { form: { firstname, lastname: 'Uji', email, password: PASSWORD, redirect: '/' }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
}

/** Answer the village lists with Braga moved to Surabaya's coordinates (a tampered client). */
async function tamperBraga(page: Page) {
  await page.route(/\/api\/lms\/helper\/area\/vilage\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Array<{ name: string; lat: number; lng: number }> };
    body.result = body.result.map((v) => (v.name === 'Braga' ? { ...v, ...SURABAYA } : v));
    await route.fulfill({ response, json: body });
  });
}


test('account address forms: a pin outside its village gets the gateway’s message and the form keeps what was typed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/422 \(Unprocessable (Entity|Content)\)/);
  await registerMember(page, 'Pin');
  await tamperBraga(page);
  await page.goto('/add-address');
  await fillAddressForm(page, { label: 'Gudang', name: 'Pin Uji', phone: '081234567890', street: 'Jl. Braga No. 99 Bandung' });
  await page.getByRole('button', { name: 'Simpan' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(PIN_OUTSIDE_VILLAGE);
  await expectAccessible(page, '/add-address refused');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/add-address$/);
  await expect(page.getByLabel('Label Alamat')).toHaveValue('Gudang');
  await expect(page.getByLabel('Nama Penerima')).toHaveValue('Pin Uji');
  await expect(page.getByLabel('Alamat', { exact: true })).toHaveValue('Jl. Braga No. 99 Bandung');
  await expect(page.getByLabel('Kelurahan', { exact: true }).locator('option:checked')).toHaveText('Braga');

  // The honest village list: saved; then the edit form refuses the tampered pin the same way.
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto('/add-address');
  await fillAddressForm(page, { label: 'Rumah', name: 'Pin Uji', phone: '081234567890', street: 'Jl. Braga No. 1 Bandung' });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Alamat telah berhasil ditambah');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/address$/);

  await tamperBraga(page);
  await page.getByRole('link', { name: 'Ubah alamat Rumah' }).click();
  await expect(page).toHaveURL(/\/edit-address\/\d+$/);
  await expect(page.getByLabel('Kelurahan', { exact: true })).toHaveValue(/.+/);
  // Choosing the village again takes the (tampered) list's coordinates.
  const village = page.getByLabel('Kelurahan', { exact: true });
  await village.selectOption({ label: 'Merdeka' });
  await village.selectOption({ label: 'Braga' });
  await page.getByLabel('Catatan').fill('Pagar biru');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(PIN_OUTSIDE_VILLAGE);
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Catatan')).toHaveValue('Pagar biru');
  await expect(page).toHaveURL(/\/edit-address\/\d+$/);
});

test('checkout’s address form: a pin outside its village gets the gateway’s message and the form keeps what was typed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/422 \(Unprocessable (Entity|Content)\)/);
  await registerMember(page, 'Kirim');
  const gw = await gatewayOf(page);
  const member = await memberData(gw, 'tepung', 'roti');
  const lines = await cartWith(gw, member, 'product');
  await tamperBraga(page);
  await openCheckout(page, lines.ecom[0]!.title);
  const box = page.getByRole('region', { name: 'Alamat Pengiriman', exact: true });
  await box.getByRole('button', { name: 'Tambah Alamat', exact: true }).click();
  const form = box.getByRole('form', { name: 'Tambah Alamat Baru' });
  await expect(form).toBeVisible();
  await fillAddressForm(form, { label: 'Gudang', name: 'Kirim Uji', phone: '081234567890', street: 'Jl. Braga No. 99 Bandung' });
  await form.getByRole('button', { name: 'Simpan Alamat' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(PIN_OUTSIDE_VILLAGE);
  await expectAccessible(page, 'checkout address refused');
  await alert.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(alert).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Label Alamat')).toHaveValue('Gudang');
  await expect(form.getByLabel('Nama Penerima')).toHaveValue('Kirim Uji');
  await expect(form.getByLabel('Alamat', { exact: true })).toHaveValue('Jl. Braga No. 99 Bandung');
  await expect(form.getByLabel('Kelurahan', { exact: true }).locator('option:checked')).toHaveText('Braga');
});

test('the voucher page: an invalid phone gets a message at the field; an already-claimed number gets its own message', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/409 \(Conflict\).*submit_voucher/);
  await page.goto('/promo?code=KOPIPAGI');
  const phone = page.getByLabel('No. HP');
  await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
  await phone.fill('0227567120');
  await page.getByRole('button', { name: 'Klaim Voucher' }).click();
  await expect(page.getByText('No HP harus nomor seluler Indonesia, contoh 081234567890')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page, '/promo phone message');

  // Corrected (in the +62 form) and sent again: the message goes (the machine checks on each send) and it is claimed.
  await phone.fill('+62 813-1000-2000');
  await page.getByRole('button', { name: 'Klaim Voucher' }).click();
  await expect(page.getByRole('heading', { name: 'Voucher berhasil diklaim' })).toBeVisible();
  await expect(page.getByText('No HP harus nomor seluler Indonesia, contoh 081234567890')).toHaveCount(0);

  // The same number again, written 0813…: its own message, not 'sudah habis'; the form keeps it.
  await page.goto('/promo?code=KOPIPAGI');
  await page.getByLabel('Nama Lengkap').fill('Dewi Lestari');
  await page.getByLabel('No. HP').fill('081310002000');
  await page.getByRole('button', { name: 'Klaim Voucher' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Nomor HP ini sudah pernah mengklaim voucher promo ini');
  await expect(alert).not.toContainText('Mohon maaf voucher sudah habis');
  await expectAccessible(page, '/promo already claimed');
  await alert.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByLabel('No. HP')).toHaveValue('081310002000');
});
