/**
 * Issue 11 points 5 and 6, end to end on a fresh database: the restaurant voucher claim `/promo?code=` (portal §2,
 * §4, §5, §8) and the employee data form `/employee` (portal §2, §4, §5, §7 HR API, §8). Seed: RESTO2026 has 2
 * codes; company 1 'PT Dapur Kursus Indonesia' knows karyawan@demo.test (docs: /work notes i11-handoff §2).
 */
import { expect, expectAccessible, test } from './fixtures';
import { pressLookup, pressSave, typeEmail } from '../drivers/employee-form';

/** A real 1×1 PNG (the gateway checks the bytes). */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });

test.describe('voucher claim /promo', () => {
  test("a visitor claims a restaurant voucher; a phone that cannot be one is told at the field, a number that already claimed gets its own message, and 'Mohon maaf voucher sudah habis' comes only when the stock runs out", async ({ page, consoleErrors }) => {
    // The already-claimed (409) and exhausted (403) claims: the browser logs the refused requests.
    consoleErrors.allow(/(403 \(Forbidden\)|409 \(Conflict\)).*submit_voucher/);
    await page.goto('/promo?code=RESTO2026');
    await expect(page.getByRole('heading', { name: 'Klaim Voucher Restoran' })).toBeVisible();
    // Blank layout: no header and footer (portal §2 Layout).
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page, '/promo');

    // Empty fields: the alert, nothing sent.
    await page.getByRole('button', { name: 'Klaim Voucher' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Field tidak boleh kosong.');
    await alert.getByRole('button', { name: 'Tutup' }).click();

    const claim = async (name: string, phone: string) => {
      await page.goto('/promo?code=RESTO2026');
      await page.getByLabel('Nama Lengkap').fill(name);
      await page.getByLabel('No. HP').fill(phone);
      await page.getByRole('button', { name: 'Klaim Voucher' }).click();
    };
    // A phone that cannot be one: the message at the field (linked to it), no alert, nothing sent.
    await claim('Sari Wulandari', '0812');
    const phone = page.getByLabel('No. HP');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/No telepon minimal 10 angka/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectAccessible(page, '/promo (phone message)');

    // The stock of 2 codes: two different phones get one each; in between, the first number (written another way)
    // tries again and is told it already claimed — not that the vouchers ran out.
    const succeeds = async (name: string, number: string) => {
      await claim(name, number);
      await expect(page.getByRole('heading', { name: 'Voucher berhasil diklaim' })).toBeVisible();
      await expect(page.getByLabel(/Kode voucher kamu: RESTO2026-/)).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Screenshot');
    };
    await succeeds('Sari Wulandari', '081200000101');
    await claim('Sari Wulandari', '+62 812-0000-0101');
    await expect(page.getByRole('alertdialog')).toContainText('Nomor HP ini sudah pernah mengklaim voucher promo ini');
    await expect(page.getByRole('alertdialog')).not.toContainText('Mohon maaf voucher sudah habis');
    await succeeds('Budi Santoso', '081200000102');
    await expectAccessible(page, '/promo result');

    // A later claim after the stock ran out.
    await claim('Citra Lestari', '081200000103');
    await expect(page.getByRole('alertdialog')).toContainText('Mohon maaf voucher sudah habis');
    await expect(page.getByRole('heading', { name: 'Voucher berhasil diklaim' })).toHaveCount(0);
  });
});

test.describe('employee form /employee', () => {
  test('an unknown e-mail keeps the form disabled', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/404 \(Not Found\).*search_email/);
    await page.goto('/employee');
    await expect(page.getByRole('heading', { name: 'Form Data Karyawan' })).toBeVisible();
    await page.getByLabel('Perusahaan').selectOption({ label: 'PT Dapur Kursus Indonesia' });
    await typeEmail(page, 'tidak.ada@demo.test');
    await pressLookup(page);
    await expect(page.getByRole('alert')).toHaveText('Email tidak ditemukan, silakan hubungi HRD');
    await expect(page.getByLabel('No. KTP')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Simpan Data' })).toBeDisabled();
  });

  test('an employee looks up their e-mail, fills the form with uploads, and saves', async ({ page, request }) => {
    await page.goto('/employee');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByLabel('No. KTP')).toBeDisabled();
    await expectAccessible(page, '/employee locked');

    await page.getByLabel('Perusahaan').selectOption({ label: 'PT Dapur Kursus Indonesia' });
    await typeEmail(page, 'karyawan@demo.test');
    await pressLookup(page);
    await expect(page.getByRole('status').filter({ hasText: 'OTP terkirim' })).toHaveText('OTP terkirim ke Email Anda, Gunakan OTP ketika submit form.');
    await expect(page.getByLabel('No. KTP')).toBeEnabled();
    // Prefilled from the record (reference fields show the list's names).
    await expect(page.getByLabel('Departemen')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Departemen').locator('option:checked')).toHaveText('E-Commerce');
    await expect(page.getByLabel('Atasan').locator('option:checked')).toHaveText('Hendra Gunawan');
    await expect(page.getByLabel('No. Telepon Kantor')).toHaveValue('0227567121');
    await expectAccessible(page, '/employee open');

    // Saving too early names the first missing field of the 16-step order.
    await pressSave(page);
    await expect(page.getByRole('alertdialog')).toContainText('Terdapat form yang kosong, silakan cek kembali. Perhatikan tanda bintang. No. KTP');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tutup' }).click();

    // An image of 2 MB or more is refused before uploading.
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    await page.getByLabel(/^Foto KTP/).setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('Ukuran file harus dibawah 2MB')).toBeVisible();

    await page.getByLabel('No. KTP').fill('3273011204960001');
    for (const [label, file] of [['Foto KTP', 'ktp.png'], ['Foto KK', 'kk.png'], ['Foto NPWP', 'npwp.png'], ['Foto Ijazah', 'ijazah.png']] as const) {
      await page.getByLabel(new RegExp(`^${label}`)).setInputFiles(png(file));
      await expect(page.getByRole('button', { name: `Perbesar ${label}` })).toBeVisible();
    }
    await expect(page.getByText('Ukuran file harus dibawah 2MB')).toHaveCount(0);
    // Enlarge on click.
    await page.getByRole('button', { name: 'Perbesar Foto KTP' }).click();
    const preview = page.getByRole('dialog', { name: 'Pratinjau gambar' });
    await expect(preview.getByRole('img')).toBeVisible();
    await expectAccessible(page, '/employee enlarged image');
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);

    await page.getByLabel('No. KK').fill('3273010101960002');
    await page.getByLabel('No. NPWP').fill('12.345.678.9-012.000');
    await page.getByLabel('Nama Bank').selectOption('BCA');
    await page.getByLabel('No. Rekening').fill('1234567890');
    await page.getByLabel('Status Pernikahan').selectOption('Single');
    await page.getByLabel('Jumlah Anak').fill('0');
    await page.getByLabel('Jarak Rumah (km)').fill('7');
    await page.getByLabel('Nama Kontak Darurat').fill('budi santoso');
    await page.getByLabel('Alamat Kontak Darurat').fill('jl. dago no. 5, bandung');
    await page.getByLabel('Hubungan Kontak Darurat').fill('kakak');
    await page.getByLabel('No. Telepon Kontak Darurat').fill('081234567890');

    // Education blocks: a second one is added and removed again.
    await page.getByRole('button', { name: 'Tambah Data Pendidikan' }).click();
    await expect(page.getByRole('group', { name: 'Pendidikan 2' })).toBeVisible();
    await page.getByRole('group', { name: 'Pendidikan 2' }).getByRole('button', { name: 'Hapus Data Pendidikan' }).click();
    await expect(page.getByRole('group', { name: 'Pendidikan 2' })).toHaveCount(0);
    const edu = page.getByRole('group', { name: 'Pendidikan 1' });
    await expect(edu.getByRole('button', { name: 'Hapus Data Pendidikan' })).toHaveCount(0);
    await edu.getByLabel('Nama Institusi').fill('universitas padjadjaran');
    await edu.getByLabel('Kota Institusi').fill('bandung');
    await edu.getByLabel('Jurusan').fill('akuntansi');
    await edu.getByLabel('Tingkat Pendidikan').selectOption('Sarjana');
    await edu.getByLabel('IPK').fill('3.45');
    await edu.getByLabel('Tahun Kelulusan').fill('2018');

    // Everything but the OTP: the message names it.
    await pressSave(page);
    await expect(page.getByRole('alertdialog')).toContainText('Perhatikan tanda bintang. OTP');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Tutup' }).click();

    const otp = await request.get('/hris/standin/otp?email=karyawan@demo.test&company_id=1');
    expect(otp.ok()).toBe(true);
    const { data } = (await otp.json()) as { data: { otp: string } };
    await page.getByLabel(/^OTP/).fill(data.otp);
    await pressSave(page);
    const saved = page.getByRole('alertdialog', { name: 'Berhasil' });
    await expect(saved).toContainText('Data berhasil tersimpan');
    await expectAccessible(page, '/employee saved');
    await saved.getByRole('button', { name: 'OK' }).click();
    // The page reloads: empty and locked again.
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('No. KTP')).toBeDisabled();

    // The HR record now holds what was sent, capitalised.
    await page.getByLabel('Perusahaan').selectOption({ label: 'PT Dapur Kursus Indonesia' });
    await typeEmail(page, 'karyawan@demo.test');
    await pressLookup(page);
    await expect(page.getByLabel('Nama Kontak Darurat')).toHaveValue('Budi santoso');
    await expect(page.getByRole('group', { name: 'Pendidikan 1' }).getByLabel('Kota Institusi')).toHaveValue('Bandung');
    await expect(page.getByRole('button', { name: 'Perbesar Foto KTP' })).toBeVisible();
  });
});

test('the voucher and employee pages fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/promo?code=RESTO2026', '/employee']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
