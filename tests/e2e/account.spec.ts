/**
 * Issue 9's account journeys (portal spec §2 "Account area", §4, §5, §8), end to end against the real gateway:
 * the avatar-menu and mobile-menu entries and the My Profile tabs; the profile edited with a photo; the password
 * changed and used to sign in; an address added, edited, made default and deleted; and the new-member journey
 * (register on the sign-in stand-in → buy → payment 422 → GeneralInformation → save → pay).
 *
 * Every journey registers its own member on the sign-in stand-in, so no other spec's data (anggota's Braga default
 * address, b2b's history) changes. Every page and dialog on the way is checked with axe-core.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseBraga, expect, fillAddressForm, expectAccessible, registerMember, test } from './fixtures';

const PASSWORD = 'rahasia123';
/** A 1×1 PNG (valid signature and chunks). */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Register a fresh member on the sign-in stand-in and come back signed in to `returnTo`. */
/** Braga in the address form's cascade, which fills its postcode. */
async function chooseBragaAndPostcode(scope: Page | Locator) {
  await chooseBraga(scope);
  await expect(scope.getByLabel('Kode Pos')).toHaveValue('40111');
}

/** Press OK in the result alert, which says `message`. */
async function confirmAlert(page: Page, message: string, where: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(message);
  await expectAccessible(page, where);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

test('the account entries of the avatar menu and the mobile menu and the My Profile tabs lead to real pages', async ({ page }) => {
  await registerMember(page, 'Menu');
  await page.getByRole('button', { name: /menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Profil Saya' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Informasi Umum' })).toBeVisible();
  await expectAccessible(page, '/my-account');

  const tabs = page.getByRole('navigation', { name: 'Menu profil' });
  await tabs.getByRole('link', { name: 'Alamat Pengiriman' }).click();
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByText('Kamu belum memiliki data alamat')).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Alamat Pengiriman' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, '/address (empty)');
  await tabs.getByRole('link', { name: 'Undang Teman' }).click();
  await expect(page).toHaveURL(/\/invite-friends$/);
  await expect(tabs.getByRole('link', { name: 'Undang Teman' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Biodata Diri' }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  // Each block's edit button opens its page.
  for (const [name, path, heading] of [
    ['Ubah Informasi Umum', '/general-information', 'Ubah Biodata Diri'],
    ['Ubah Password', '/change-password', 'Ubah Password'],
    ['Ubah Media Sosial', '/social-media', 'Ubah Media Sosial'],
  ] as const) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, path);
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
  }

  // The mobile side menu has the same account entries.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const side = page.getByRole('dialog', { name: 'Menu' });
  await side.getByRole('link', { name: 'Profil Saya' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'Informasi Umum' })).toBeVisible();
  await expectAccessible(page, '/my-account (375 px)');
});

test('a member edits the profile with a photo; the view shows every field', async ({ page }) => {
  await registerMember(page, 'Foto', '/general-information');
  await expect(page.getByRole('heading', { name: 'Ubah Biodata Diri' })).toBeVisible();
  await expectAccessible(page, '/general-information');

  // An invalid submit: the §5 texts and the invalid-submit text.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data profil tidak valid, cek kembali data yang kamu masukan')).toBeVisible();
  await expect(page.getByText('No telepon harus diisi')).toBeVisible();
  await expect(page.getByText('Jenis kelamin harus pria atau wanita')).toBeVisible();
  await expect(page.getByText('Provinsi harus diisi')).toBeVisible();
  await expect(page.getByText('Pendidikan harus diisi')).toBeVisible();

  // A wrong file type is refused before any upload.
  await page.getByLabel('Unggah Foto Profil').setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText("Ma'af tipe image hanya bisa jpeg, jpg, png")).toBeVisible();
  await page.getByLabel('Unggah Foto Profil').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Foto Profil' })).toHaveAttribute('src', /\/storage\/images\/.+\.png$/);

  // Phone: non-digits are stripped as typed, at most 13 digits.
  await page.getByLabel('No Telepon').pressSequentially('0812-3456 7890 123');
  await expect(page.getByLabel('No Telepon')).toHaveValue('0812345678901');
  await page.getByLabel('No Telepon').fill('081234567890');
  await page.getByLabel('Tanggal Lahir').fill('1995-08-17');
  await page.getByRole('radio', { name: 'Wanita' }).check();
  await page.getByLabel('Alamat', { exact: true }).fill('Jl. Braga No. 10');
  await chooseBragaAndPostcode(page);
  await page.getByLabel('Pendidikan').selectOption('others');
  await page.getByLabel('Biografi').fill('Suka membuat roti.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Info berhasil diubah', 'profile saved');

  await expect(page).toHaveURL(/\/my-account$/);
  const info = page.getByRole('region', { name: 'Informasi Umum' });
  await expect(info).toContainText('17 Agt 1995');
  await expect(info).toContainText('Wanita');
  await expect(info).toContainText('081234567890');
  await expect(info).toContainText('Jl. Braga No. 10');
  await expect(info).toContainText(/jawa barat/i);
  await expect(info).toContainText(/kota bandung/i);
  await expect(info).toContainText(/sumur bandung/i);
  await expect(info).toContainText('Lainnya');
  await expect(page.getByRole('img', { name: 'Foto Profil' })).toHaveAttribute('src', /\/storage\/images\//);
  await expectAccessible(page, '/my-account (filled)');

  // Social links: free text, saved through the edit call.
  await page.getByRole('link', { name: 'Ubah Media Sosial' }).click();
  await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/foto.baru');
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('foto baru');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Info berhasil diubah', 'social saved');
  const social = page.getByRole('region', { name: 'Media Sosial' });
  await expect(social.getByRole('link', { name: 'https://facebook.com/foto.baru' })).toBeVisible();
  await expect(social).toContainText('foto baru');
});

test('a member changes the password and signs in with the new one', async ({ page, consoleErrors }) => {
  // The wrong current password is answered 400 on purpose (the browser logs the failed request).
  consoleErrors.allow(/lms\/users\/change_password.*|status of 400/);
  const email = await registerMember(page, 'Sandi', '/change-password');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page, '/change-password');

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Password saat ini harus diisi')).toBeVisible();
  await expect(page.getByText('Password baru harus diisi')).toBeVisible();
  await expect(page.getByText('Konfirmasi password harus diisi')).toBeVisible();

  await page.getByLabel('Password Saat Ini', { exact: true }).fill('salahsekali');
  await page.getByLabel('Password Baru', { exact: true }).fill('rahasiabaru9');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasiabaru8');
  await expect(page.getByText('Konfirmasi password harus sama dengan password')).toBeVisible();
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasiabaru9');
  // Show/hide toggles.
  await page.getByRole('button', { name: 'Tampilkan Password Baru' }).click();
  await expect(page.getByLabel('Password Baru', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sembunyikan Password Baru' }).click();
  await expect(page.getByLabel('Password Baru', { exact: true })).toHaveAttribute('type', 'password');

  // The gateway checks the current password; the form stays as typed.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Password saat ini salah', 'wrong current password');
  await expect(page.getByLabel('Password Baru', { exact: true })).toHaveValue('rahasiabaru9');
  await page.getByLabel('Password Saat Ini', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Password berhasil diubah', 'password changed');
  await expect(page).toHaveURL(/\/my-account$/);

  // Sign out, then in with the new password.
  await page.getByRole('button', { name: /menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  await page.goto('/sso?redirect=%2Fmy-account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('rahasiabaru9');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'Informasi Umum' })).toBeVisible();
});

test('a member adds, edits, makes default and deletes addresses', async ({ page }) => {
  await registerMember(page, 'Alamat', '/address');
  await page.getByRole('link', { name: 'Tambah Alamat' }).click();
  await expect(page).toHaveURL(/\/add-address$/);
  await expect(page.getByLabel('Kota', { exact: true })).toBeDisabled();
  await expectAccessible(page, '/add-address');

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data alamat tidak valid, cek kembali data yang kamu masukan')).toBeVisible();
  await expect(page.getByText('Label alamat harus diisi')).toBeVisible();
  await expect(page.getByText('Nama penerima harus diisi')).toBeVisible();

  const add = async (label: string, street: string) => {
    await fillAddressForm(page, { label, name: 'Alamat Baru', phone: '0812 3456 789', street }, chooseBragaAndPostcode);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await confirmAlert(page, 'Alamat telah berhasil ditambah', `address ${label} added`);
    await expect(page).toHaveURL(/\/address$/);
  };
  await add('Rumah', 'Jl. Braga No. 1 Bandung');
  await page.getByRole('link', { name: 'Tambah Alamat' }).click();
  await add('Kantor', 'Jl. Asia Afrika No. 8 Bandung');

  const rumah = page.getByRole('listitem', { name: 'Rumah' });
  const kantor = page.getByRole('listitem', { name: 'Kantor' });
  const badge = (card: typeof rumah) => card.getByText('Utama', { exact: true });
  await expect(badge(rumah)).toBeVisible();
  await expect(badge(kantor)).toHaveCount(0);
  await expect(rumah).toContainText('08123456789');
  await expectAccessible(page, '/address');

  // Edit the office address and tick 'default': saved, then made default.
  await page.getByRole('link', { name: 'Ubah alamat Kantor' }).click();
  await expect(page).toHaveURL(/\/edit-address\/\d+$/);
  await expect(page.getByLabel('Kelurahan')).toHaveValue(/.+/);
  await expectAccessible(page, '/edit-address');
  await page.getByLabel('Catatan').fill('Lantai 3');
  await page.getByRole('checkbox', { name: 'Jadikan alamat utama' }).check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Alamat telah berhasil dirubah', 'address updated');
  await expect(kantor).toContainText('Lantai 3');
  await expect(badge(kantor)).toBeVisible();
  await expect(badge(rumah)).toHaveCount(0);

  // Back to the home address as default from the list.
  await page.getByRole('button', { name: 'Jadikan Rumah alamat utama' }).click();
  await expect(badge(rumah)).toBeVisible();
  await expect(badge(kantor)).toHaveCount(0);

  // Delete: 'Batal' keeps it, 'Ya, Hapus' deletes it.
  await page.getByRole('button', { name: 'Hapus alamat Kantor' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Hapus Alamat' });
  await expect(confirm).toContainText('Kamu yakin akan menghapus alamat ini?');
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(kantor).toBeVisible();
  await page.getByRole('button', { name: 'Hapus alamat Kantor' }).click();
  await confirm.getByRole('button', { name: 'Ya, Hapus' }).click();
  await confirmAlert(page, 'Alamat telah berhasil dihapus', 'address deleted');
  await expect(kantor).toBeHidden();
  await expect(rumah).toBeVisible();

  // The profile view shows the default address.
  await page.getByRole('navigation', { name: 'Menu profil' }).getByRole('link', { name: 'Biodata Diri' }).click();
  await expect(page.getByRole('region', { name: 'Alamat Utama' })).toContainText('Jl. Braga No. 1 Bandung');
});

test("a new member's first payment: the 422 says in checkout what the profile lacks, 'Lengkapi Profil' prefills the delivery phone and comes back to checkout as it was; the selection and promo survive a reload; after paying the header cart shows what remains", async ({ page, consoleErrors }) => {
  // The payment answer 422 (no phone yet) is expected once: the browser logs the refused request.
  consoleErrors.allow(/status of 422/);
  const COURSE = 'Soto Betawi Kuah Santan';
  await registerMember(page, 'Rina', '/katalog');
  await page.getByRole('searchbox').fill(COURSE);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: `Tambah ${COURSE} ke keranjang` }).click();
  await expect(page.getByText('Kursus ditambahkan ke dalam keranjang')).toBeVisible();
  // A product stays in the cart, not bought: after paying the header still lists it.
  await page.getByRole('tab', { name: 'Produk' }).click();
  await page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first().click();
  await expect(page.getByText(/ditambahkan ke dalam keranjang/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keranjang belanja, 2 item' })).toBeVisible();

  // The cart: the course ticked and HEMAT50 applied; a reload keeps both (issue 18 point 5).
  await page.goto('/shopping-cart');
  const courseBox = page.getByRole('checkbox', { name: COURSE, exact: true });
  await courseBox.check();
  await page.getByRole('button', { name: 'Gunakan Kode Promo' }).click();
  const promoDialog = page.getByRole('dialog');
  await promoDialog.getByRole('textbox').fill('HEMAT50');
  await promoDialog.getByRole('button', { name: /cek|periksa/i }).click();
  await promoDialog.getByRole('button', { name: 'Pakai Promo' }).click();
  await expect(page.getByText('1 promo dipakai')).toBeVisible();
  await expect(page.getByText('-Rp 50.000')).toBeVisible();
  await page.reload();
  await expect(courseBox).toBeChecked();
  await expect(page.getByText('1 promo dipakai')).toBeVisible();
  await expect(page.getByText('-Rp 50.000')).toBeVisible();
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout/);

  // A new member has no address yet: the checkout asks for one first (commerce rules), in its own form.
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  const info = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Informasi' }));
  await expect(info).toContainText('Silahkan buat alamat terlebih dahulu');
  await info.getByRole('button', { name: 'Tutup' }).first().click();
  await fillAddressForm(page, { label: 'Rumah', name: 'Rina Baru', phone: '081355512345', street: 'Jl. Braga No. 12 Bandung' }, chooseBragaAndPostcode);
  await page.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat telah berhasil ditambah')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();

  // Payment 422: checkout says what is missing, in the page, and offers to complete it.
  const notice = page.getByRole('alert', { name: 'Lengkapi profil untuk membayar' });
  await expect(notice).toContainText('No telepon belum diisi, lengkapi profil kamu terlebih dahulu');
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
  await expectAccessible(page, 'checkout (profile incomplete)');
  await notice.getByRole('button', { name: 'Lengkapi Profil' }).click();

  // GeneralInformation, loaded from the server, with the phone typed in the delivery address.
  await page.waitForURL(/\/general-information\?kembali=checkout$/);
  await expect(page.getByRole('heading', { name: 'Ubah Biodata Diri' })).toBeVisible();
  await expect(page.getByLabel('Nama Depan')).toHaveValue('Rina');
  await expect(page.getByLabel('No Telepon')).toHaveValue('081355512345');
  await expectAccessible(page, '/general-information (after 422)');
  await page.getByRole('radio', { name: 'Wanita' }).check();
  await page.getByLabel('Alamat', { exact: true }).fill('Jl. Braga No. 12');
  await chooseBragaAndPostcode(page);
  await page.getByLabel('Pendidikan').selectOption('SMA/SMK');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await confirmAlert(page, 'Info berhasil diubah', 'profile completed');

  // Back in checkout as it was: the course, the address, the promo.
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
  await expect(page.getByText(COURSE).first()).toBeVisible();
  await expect(page.getByText('Rina Baru').first()).toBeVisible();
  await expect(page.getByText('1 promo dipakai')).toBeVisible();
  await expect(page.getByText('-Rp 50.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Bayar', exact: true }).click();
  await expect(page).toHaveURL(/\/order-completed\//);
  await expect(page.getByRole('region', { name: 'Pembayaran Berhasil' })).toBeVisible();
  // The header cart follows without a reload: only the product is left.
  await expect(page.getByRole('button', { name: 'Keranjang belanja, 1 item' })).toBeVisible();
  await expectAccessible(page, '/order-completed (new member)');
});
