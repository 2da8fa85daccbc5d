/**
 * The public portal's informational pages end to end (portal §2 "Footer", "Informational pages"; commerce §2 "Help
 * centre and notifications"), as a visitor who is not signed in, against the real gateway on a fresh database.
 */
import { expect, expectAccessible, signIn, test } from './fixtures';

test('a visitor reads About, the Terms and a help channel from the footer', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  // About Us (portal channel by default): vision, mission, content, organisation, gallery, contact.
  await footer.getByRole('link', { name: 'Tentang Kami' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Dapur Kursus' })).toBeVisible();
  await expect(page.getByText('Menjadi teman belajar dan berbelanja bagi setiap pembuat kue di Indonesia.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Misi' })).toBeVisible();
  await expect(page.getByText(/one stop baking solution/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Struktur Organisasi' })).toBeVisible();
  await expect(page.locator('.about__person')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Galeri' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'halo@dapurkursus.id' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lokasi Kami' })).toBeVisible();
  await expectAccessible(page, '/about-us');

  // Another channel through the query; an unknown one is the portal.
  await page.goto('/about-us?channel=ecom');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Dapur Kursus Belanja' })).toBeVisible();
  await page.goto('/about-us?channel=toko');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Dapur Kursus' })).toBeVisible();

  // Terms: tab Kursus (lms) by default; a tab sets the query; the query selects the tab.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Syarat & Ketentuan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Syarat & Ketentuan' });
  await expect(tabs.getByRole('tab')).toHaveText(['Kursus', 'Belanja', 'Media', 'Community']);
  await expect(tabs.getByRole('tab', { name: 'Kursus' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Syarat dan Ketentuan Dapur Kursus Kelas' })).toBeVisible();
  await expect(panel.getByText(/tidak dapat dikembalikan \(non-refundable\)/)).toBeVisible();
  await expectAccessible(page, '/terms-and-conditions');
  await tabs.getByRole('tab', { name: 'Belanja' }).click();
  await expect(page).toHaveURL(/channel=ecom/);
  await expect(panel.getByRole('heading', { name: 'Syarat dan Ketentuan Dapur Kursus Belanja' })).toBeVisible();
  await expect(panel.getByText(/radius 20 km dari gudang/)).toBeVisible();
  // Arrow keys move between tabs (and into the URL).
  await tabs.getByRole('tab', { name: 'Belanja' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Media' })).toBeFocused();
  await expect(page).toHaveURL(/channel=media/);
  await expect(panel.getByRole('heading', { name: 'Syarat dan Ketentuan Dapur Kursus Media' })).toBeVisible();
  // Back in history shows the previous tab again.
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'Belanja' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/terms-and-conditions?channel=community');
  await expect(page.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText(/Poin referral tidak dapat diuangkan/)).toBeVisible();

  // Privacy Policy uses the same tabs.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Kebijakan Privasi Dapur Kursus Kelas' })).toBeVisible();

  // Help centre: four tiles, then a channel with its menu; ?menu= opens that entry.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pusat Bantuan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible();
  for (const name of ['Bantuan Kursus', 'Bantuan Belanja', 'Bantuan Media', 'Bantuan Community']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expectAccessible(page, '/help');
  await page.getByRole('main').getByRole('link', { name: /Bantuan Kursus/ }).click();
  await expect(page).toHaveURL(/\/help\/lms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bantuan Kursus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cara Membeli Kursus' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Topik bantuan' });
  await menu.getByRole('link', { name: 'Paket Berlangganan' }).click();
  await expect(page).toHaveURL(/menu=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Paket Berlangganan' })).toBeVisible();
  await expect(page.getByText(/dihitung 30 hari sejak pembayaran/)).toBeVisible();
  await expectAccessible(page, '/help/lms');

  await page.goto('/help/ecom?menu=61');
  await expect(page.getByRole('heading', { level: 2, name: 'Status Pembayaran dan Cara Bayar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Membayar dengan Virtual Account' })).toBeVisible();

  // An unknown channel is the 404 page.
  await page.goto('/help/resep');
  await expect(page).toHaveURL(/\/404$/);
});

test('a visitor reads the Disclaimer and filters the notifications', async ({ page }) => {
  await page.goto('/disclaimer');
  await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer Dapur Kursus' })).toBeVisible();
  await page.goto('/disclaimer?channel=media');
  await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer Dapur Kursus Media' })).toBeVisible();
  await expectAccessible(page, '/disclaimer');

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  const list = page.getByRole('list', { name: /Notifikasi/ });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  const filter = page.getByRole('group', { name: 'Filter notifikasi' });
  await filter.getByRole('link', { name: 'Promo' }).click();
  await expect(page).toHaveURL(/filter=promo/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await filter.getByRole('link', { name: 'Kursus' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Kursus baru tersedia')).toBeVisible();
  await filter.getByRole('link', { name: 'Semua' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page, '/notifications');
});

test('Home: banners slide every 10 s and wrap, Artikel Terbaru, SEO text, Kamu Peserta Apa?', async ({ page }) => {
  // Time stands still except when the test moves it.
  await page.clock.install({ time: new Date('2026-11-24T09:00:00+07:00') });
  await page.clock.pauseAt(new Date('2026-11-24T09:00:01+07:00'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  // The voucher animation (portal §2 Home): the hero's ticket is drawn and runs its keyframes.
  const ticket = page.locator('.voucher-ticket');
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveCSS('animation-name', 'voucher-float');
  await expect(ticket).toHaveCSS('animation-iteration-count', 'infinite');

  // Banner slider: the subscription banner first, the discount banner after 10000 ms, then back to the first.
  const slider = page.getByRole('region', { name: 'Promo' });
  const dot = (n: number) => slider.getByRole('button', { name: new RegExp(`^Banner ${n}:`) });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(0, 0);
  await page.clock.runFor(9_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(1_100);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(10_100);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  // Pause stops it.
  await slider.getByRole('button', { name: /Jeda/ }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(25_000);
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('link', { name: /Akses ratusan resep/ })).toHaveAttribute('href', '/subscription');
  // Let time flow again (axe-core waits on timers).
  await page.clock.resume();

  // Artikel Terbaru: newest first, with author and relative age.
  const articles = page.getByRole('region', { name: 'Artikel Terbaru' }).first();
  await expect(page.getByRole('heading', { level: 2, name: 'Artikel Terbaru' })).toBeVisible();
  const first = page.getByRole('article', { name: 'Rahasia Croissant Berlapis Sempurna' });
  await expect(first).toBeVisible();
  await expect(first.locator('time')).toHaveText(/yang lalu|baru saja/);
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/media-site\/[^/]+\/[^/]+$/);
  await expect(articles).toBeVisible();

  // The SEO description from the sitemap.
  await expect(page.getByRole('region', { name: 'Tentang Dapur Kursus' })).toContainText('Kursus baking dan memasak online bersertifikat');
  // Register call-to-action for guests.
  await expect(page.getByRole('link', { name: 'Daftar Sekarang' })).toBeVisible();
  await expectAccessible(page, '/');

  // 'Kamu Peserta Apa?' as a guest: the sign-in site, returning to the claim-voucher page.
  await page.getByRole('button', { name: 'Jelajahi Kelas Kami' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kamu Peserta Apa?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Kamu Peserta Apa?');
  await dialog.getByRole('button', { name: /Prakerja/ }).last().click();
  await page.waitForURL(/\/sso\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain('/lms-site/prakerja/redeem-voucher');
});

test('layout and guards: blank error pages, 500 with the query then the sign-in site after 1 s, scroll to top', async ({ page }) => {
  // Header and footer are hidden on the error pages (portal §2 Layout); 404 links home.
  for (const [path, code] of [
    ['/404', '404'],
    ['/502', '502'],
    ['/503', '503'],
    ['/504', '504'],
    ['/error-browser', '!'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page).toHaveURL(/\/404$/);
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // 500: code and message from the query, then the sign-in site after 1 s (a machine delay).
  await page.clock.install({ time: new Date('2026-11-24T09:00:00+07:00') });
  await page.clock.pauseAt(new Date('2026-11-24T09:00:01+07:00'));
  await page.goto('/500?error_code=503&error_message=Layanan%20sibuk');
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Layanan sibuk' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.clock.runFor(900);
  await expect(page).toHaveURL(/\/500\?/);
  await page.clock.runFor(200);
  await page.waitForURL(/\/sso\?redirect=/);
  await page.clock.resume();

  // Navigation scrolls to the top (the promo detail page's own navigation is the exception: promo.spec.ts).
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Bantuan Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bantuan Media' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('guards: an unsupported browser goes to the error-browser page; the maintenance window sends visitors to /maintenance', async ({ browser }) => {
  const ie = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko' });
  const p1 = await ie.newPage();
  await p1.goto('/about-us');
  await expect(p1).toHaveURL(/\/error-browser$/);
  await expect(p1.getByRole('heading', { name: 'Browser tidak didukung' })).toBeVisible();
  await ie.close();

  const during = await browser.newContext({ timezoneId: 'Asia/Jakarta' });
  const p2 = await during.newPage();
  await p2.clock.setFixedTime(new Date('2023-04-03T10:00:00+07:00'));
  await p2.goto('/help');
  await expect(p2).toHaveURL(/\/maintenance$/);
  await expect(p2.getByRole('heading', { name: 'Sedang dalam pemeliharaan' })).toBeVisible();
  await expect(p2.getByRole('banner')).toHaveCount(0);
  await p2.clock.setFixedTime(new Date('2023-04-03T20:00:00+07:00'));
  await p2.goto('/maintenance');
  await expect(p2.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  await during.close();
});

test('the maintenance banner shows on 4 March 2023 until 20:00 WIB; the promo detail is public', async ({ page }) => {
  await page.clock.install({ time: new Date('2023-03-04T19:59:30+07:00') });
  await page.goto('/help');
  const banner = page.getByRole('note').filter({ hasText: 'Pemeliharaan sistem terjadwal pada 4 Maret 2023' });
  await expect(banner).toBeVisible();
  await page.clock.runFor(31_000);
  await expect(banner).toHaveCount(0);

  // The promo detail as a public marketing page (commerce §6), also the Home discount banner's target.
  await page.goto('/promo-detail/HEMAT50');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Promo Hemat Belajar|HEMAT50/);
  await expect(page.getByText('HEMAT50').first()).toBeVisible();
  await expectAccessible(page, '/promo-detail/HEMAT50');
});

test('mobile (375 px): the portal pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/about-us', '/terms-and-conditions', '/privacy-policy?channel=community', '/disclaimer', '/help', '/help/ecom?menu=61', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (process.env.PORTAL_SHOTS) await page.screenshot({ path: `test-results/shot${path.replace(/[/?=&]/g, '_')}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test("'Kamu Peserta Apa?' as a member: Non Prakerja goes straight to the claim-voucher page", async ({ page }) => {
  await signIn(page, 'b2b@demo.test', '/');
  await page.getByRole('button', { name: 'Jelajahi Kelas Kami' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kamu Peserta Apa?' });
  await dialog.getByRole('button', { name: /Non Prakerja/ }).click();
  await page.waitForURL(/\/lms-site\/claim-voucher$/);
});

test('maplibre-gl is loaded only on About Us', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (r) => {
    if (/maplibre|map-gl/.test(r.url())) mapRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Syarat & Ketentuan' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Tentang Kami' }).click();
  const map = page.locator('.about-map');
  await expect(map).toHaveAttribute('data-map-status', /ready|unavailable/);
  const webgl2 = await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'));
  if (webgl2) {
    await expect(map).toHaveAttribute('data-map-status', 'ready');
    expect(mapRequests.some((u) => /about-map-gl/.test(u))).toBe(true);
  }
});
