/**
 * Issue 11 points 3 and 4, end to end on a fresh database: the public subscription page, the landing page's lead
 * form, 'Berlangganan' with the purchase (commerce §2, §4, §5, §8 "Subscription") and the events pages (commerce §2
 * "Events", §8 "Events"). Seed: b2b@demo.test has no subscription (the buyer), anggota@demo.test has an active
 * Starter Pass and 7 event tickets; packages Lite Pass (Rp 79.000 after discount, 3 courses), Starter Pass, Growth
 * Pass.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';

test.describe('subscription', () => {
  test('a visitor reads the public subscription page; buying sends them to the sign-in site', async ({ page }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Langganan Resep Dapur Kursus' })).toBeVisible();
    for (const title of ['Lite Pass', 'Starter Pass', 'Growth Pass']) await expect(page.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Lite Pass' })).toContainText('Rp 79.000');
    await expect(page.locator('.sub-faq details')).toHaveCount(8);
    await page.locator('.sub-faq summary').first().click();
    await expect(page.getByRole('list', { name: 'Kursus Terbaru' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Lihat Semua' })).toHaveAttribute('href', /category/);
    await expectAccessible(page, '/subscription');
    await page.getByRole('button', { name: 'Beli Lite Pass' }).click();
    await expect(page).toHaveURL(/\/sso/);
  });

  test('the landing page has no header or footer; its call-to-action leads to the WhatsApp form, which records the lead', async ({ page }) => {
    await page.goto('/subscriptionlandingpage');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rp 100 Ribu');
    await expect(page.getByText(/1 juta\+ pengguna/)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page, '/subscriptionlandingpage');
    await page.getByRole('button', { name: 'Daftar Sekarang' }).first().click();
    await expect(page.getByLabel('Nama Lengkap')).toBeFocused();
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByText('Nama lengkap harus diisi')).toBeVisible();
    await page.getByLabel('Nama Lengkap').fill('Sari Wulandari');
    await page.getByLabel('Nomor WhatsApp').fill('+6281234567890');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByText('Nomor WhatsApp hanya boleh angka, tanpa tanda +')).toBeVisible();
    await page.getByLabel('Nomor WhatsApp').fill('081234567890');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByText('Nomor WhatsApp diawali kode negara, contoh 62812xxxx')).toBeVisible();
    await page.getByLabel('Nomor WhatsApp').fill('6281234567890');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByRole('status')).toContainText('Terima kasih');
  });

  test('a member without a subscription buys Lite Pass and sees its courses', async ({ page, consoleErrors }) => {
    // The contract answers "no subscription" with 404 (commerce §3 "Code 404 means none"): the browser logs it.
    consoleErrors.allow(/404 \(Not Found\).*user_active_subscription/);
    await signIn(page, 'b2b@demo.test', '/');
    // The avatar menu's 'Berlangganan' leads to the subscription menu.
    await page.locator('button[aria-haspopup="menu"]').first().click();
    await page.getByRole('menuitem', { name: 'Berlangganan' }).click();
    await expect(page).toHaveURL(/\/subscription-menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Berlangganan' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Lite Pass' })).toBeVisible();
    await expectAccessible(page, '/subscription-menu');

    // The modal: package info and terms; the checkbox enables checkout.
    await page.getByRole('button', { name: 'Beli Lite Pass' }).click();
    const modal = page.getByRole('dialog', { name: 'Konfirmasi Langganan' });
    await expect(modal).toContainText('Lite Pass');
    await expect(modal).toContainText('Rp 79.000');
    const checkout = modal.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toBeDisabled();
    await modal.getByRole('checkbox', { name: 'Saya menyetujui syarat dan ketentuan berlangganan' }).check();
    await expect(checkout).toBeEnabled();
    await expectAccessible(page, 'subscription modal');

    // A failed payment: the dialog with 'Tutup' that an outside click cannot close.
    await checkout.click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Gagal', exact: true }).click();
    const failure = page.getByRole('alertdialog', { name: 'Pembayaran' });
    await expect(failure).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(failure).toBeVisible();
    await failure.getByRole('button', { name: 'Tutup' }).click();
    await expect(failure).toHaveCount(0);

    // Paying: success lands on the learning site's my-courses with type=subscription.
    await page.getByRole('button', { name: 'Beli Lite Pass' }).click();
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Checkout' }).click();
    await expect(frame.getByRole('button', { name: 'Bayar', exact: true })).toBeVisible();
    await frame.getByRole('button', { name: 'Bayar', exact: true }).click();
    await expect(page).toHaveURL(/\/lms-site\/my-courses\?type=subscription$/);

    // 'Berlangganan' now shows the active package, its validity in WIB and the courses it opens.
    await page.goto('/subscription-menu');
    const active = page.getByRole('region', { name: 'Paket Aktif' });
    await expect(active).toContainText('Lite Pass');
    await expect(active).toContainText(/Berlaku sampai \d{2} \w+ \d{4} \d{2}:\d{2} WIB/);
    const courses = active.getByRole('list', { name: 'Kursus dalam paket kamu' });
    await expect(courses.getByRole('listitem')).toHaveCount(3);
    await expect(courses).toContainText('Croissant');
    await expect(page.getByRole('button', { name: 'Beli Lite Pass' })).toHaveCount(0);
    await expectAccessible(page, '/subscription-menu (active)');
  });
});

test.describe('events', () => {
  test("a member pages and searches 'Event Saya' and opens a ticket with its QR code, detail, share and download", async ({ page, consoleErrors }) => {
    // The unknown ticket at the end answers 404: the browser logs the refused request.
    consoleErrors.allow(/404 \(Not Found\).*events\/ticket\/999999/);
    await signIn(page, 'anggota@demo.test', '/my-events');
    await expect(page).toHaveURL(/\/my-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Event Saya' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Event Saya' });
    await expect(list.getByRole('article')).toHaveCount(5);
    await expectAccessible(page, '/my-events');
    // 7 tickets: page 2 holds the other 2.
    await page.getByRole('navigation', { name: 'Halaman event' }).getByRole('button', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('article')).toHaveCount(2);

    // Search.
    await page.getByRole('searchbox', { name: 'Cari event' }).fill('Webinar');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/q=Webinar/);
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list).toContainText('Webinar: Memulai Bisnis Kue Rumahan');
    await page.getByRole('searchbox', { name: 'Cari event' }).fill('tidak ada event seperti ini');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
    await page.getByRole('button', { name: 'Hapus pencarian' }).click();

    // The ticket page.
    await page.getByRole('link', { name: /^Lihat tiket / }).first().click();
    await expect(page).toHaveURL(/\/my-events\/tickets\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiket Event' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Kode QR tiket / })).toBeVisible();
    await expectAccessible(page, '/my-events/tickets');
    await page.getByRole('button', { name: 'Detail' }).click();
    await expect(page.getByRole('dialog', { name: 'Detail Event' })).toBeVisible();
    await expectAccessible(page, 'ticket detail');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Bagikan' }).click();
    const share = page.getByRole('dialog', { name: 'Bagikan Event' });
    await expect(share.getByRole('textbox', { name: 'Bagikan Event' })).toHaveValue(/\/event\//);
    await expectAccessible(page, 'ticket share');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Unduh' }).click();
    const dl = page.getByRole('dialog', { name: 'Unduh Tiket' });
    const download = page.waitForEvent('download');
    await dl.getByRole('button', { name: 'Unduh Kode QR (PNG)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^tiket-.+\.png$/);

    // Another member's or an unknown ticket.
    await page.goto('/my-events/tickets?id=999999');
    await expect(page.getByText('Data tidak ditemukan')).toBeVisible();
  });
});

test('the subscription pages fit a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/subscription', '/subscriptionlandingpage']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/subscription') await expect(page.getByRole('article', { name: 'Growth Pass' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
