/**
 * Issue 21 point 3's last calls end to end against the real gateway (decision 071): 'Daftar B2B' in the account area
 * — the status read, the document stored through POST lms/helper/upload, b2b_register/submit, the pending notice
 * after a reload. The member is registered fresh on the sign-in stand-in, so no seeded member changes.
 */
import { expect, expectAccessible, test } from './fixtures';

/** A 1×1 PNG (valid signature and chunks). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test("'Daftar B2B': a member uploads the NPWP scan, sends the registration and sees it being checked", async ({ page }) => {
  const email = `b2b-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;
  await page.goto(`/sso/register?redirect=${encodeURIComponent('/my-account')}`);
  await page.getByLabel('Nama Depan').fill('Sari');
  await page.getByLabel('Nama Belakang').fill('Rasa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rahasia123');
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.waitForURL(/\/my-account$/);

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
