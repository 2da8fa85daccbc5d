/**
 * Issue 17 point 1 (docs/decisions/074-server-rendering.md): pages arrive rendered. Without JavaScript (a plain HTTP
 * GET, as curl sees it) Home holds its hero and its first course cards, /katalog its first cards and a help page its
 * content; in the browser the page hydrates what the server sent — no console error (the fixture fails on any,
 * React's hydration warnings included), and the data the server rendered is not read again.
 */
import { expect, fillAddressForm, registerMember, signIn, test, watchConsole } from './fixtures';
import { B2B_MEMBER, signInByForm } from '../drivers/members';

/** The text of a page as a client without JavaScript gets it (tags stripped). */
async function plainText(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return { html, text: html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** Where each selector's first element sits and its size, as drawn at `width` px (null when there is none). */
async function drawnBoxes(
  browser: import('@playwright/test').Browser,
  options: { javaScriptEnabled: boolean; width: number; path: string; selectors: readonly string[]; storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>> },
) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled, viewport: { width: options.width, height: 900 }, storageState: options.storageState });
  const page = await context.newPage();
  await page.goto(options.path);
  if (options.javaScriptEnabled) await page.waitForLoadState('networkidle');
  const drawn = await page.evaluate(
    (list) =>
      list.map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? { selector, top: Math.round(box.top), height: Math.round(box.height), width: Math.round(box.width) } : null;
      }),
    [...options.selectors],
  );
  await context.close();
  return drawn;
}

/** The server's page (JavaScript off) is laid out as the hydrated one: each box within 2 px, at 375 and 1440 px. */
async function expectSameLayout(
  browser: import('@playwright/test').Browser,
  pages: ReadonlyArray<readonly [string, readonly string[]]>,
  storageState?: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
) {
  for (const width of [375, 1440]) {
    for (const [path, selectors] of pages) {
      const server = await drawnBoxes(browser, { javaScriptEnabled: false, width, path, selectors, storageState });
      const hydrated = await drawnBoxes(browser, { javaScriptEnabled: true, width, path, selectors, storageState });
      for (const [i, box] of server.entries()) {
        const at = `${path} ${selectors[i]} at ${width} px`;
        expect(box, `${at} is drawn by the server`).not.toBeNull();
        expect(box!.height, `${at} is drawn by the server`).toBeGreaterThan(0);
        expect(hydrated[i], `${at} is drawn by the hydrated page`).not.toBeNull();
        expect(Math.abs(box!.top - hydrated[i]!.top), `${at} moves when the page hydrates`).toBeLessThanOrEqual(2);
        expect(Math.abs(box!.height - hydrated[i]!.height), `${at} changes height when the page hydrates`).toBeLessThanOrEqual(2);
        expect(Math.abs(box!.width - hydrated[i]!.width), `${at} changes width when the page hydrates`).toBeLessThanOrEqual(2);
      }
    }
  }
}

test('without JavaScript: the home hero and first cards, the catalogue cards, a help page', async ({ request }) => {
  const home = await plainText(request, '/');
  expect(home.text).toContain('One Stop Baking Solution');
  expect(home.text).toContain('Top 10 Kursus Terpopuler');
  expect((home.html.match(/class="card course-card"/g) ?? []).length).toBeGreaterThanOrEqual(10);

  const katalog = await plainText(request, '/katalog');
  expect(katalog.text).toContain('Katalog');
  expect((katalog.html.match(/class="card course-card"/g) ?? []).length).toBeGreaterThanOrEqual(6);

  const produk = await plainText(request, '/katalog?tab=produk');
  expect((produk.html.match(/class="card product-card"/g) ?? []).length).toBeGreaterThanOrEqual(6);
  expect(produk.text).toContain('Produk Rekomendasi');

  const help = await plainText(request, '/help');
  expect(help.text).toContain('Pusat Bantuan');
  expect(help.text).toContain('Pertanyaan yang Sering Diajukan');
  // The FAQ's questions (read by the server), not its loading skeleton.
  expect((help.html.match(/class="faq__item"/g) ?? []).length).toBeGreaterThanOrEqual(1);
  const channel = await plainText(request, '/help/lms');
  expect(channel.text.length).toBeGreaterThan(500);
});

test('the server page is drawn with its styles before its JavaScript: laid out as the hydrated page, at 375 and 1440 px (decision 097)', async ({ browser }) => {
  // Where the banner, the first course section and the help page's FAQ sit and how tall they are, as drawn.
  await expectSameLayout(browser, [
    ['/', ['.banner-slider', '.banner-slider__track', '.home-section']],
    ['/help', ['.faq__item']],
  ]);
});

test('the page asks for its JavaScript only once it has painted its words: after its first contentful paint, stylesheet and first images (decision 098)', async ({ page }) => {
  for (const path of ['/', '/katalog', '/help']) {
    await page.goto(path);
    await page.waitForSelector('html[data-app-ready]');
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const css = resources.filter((r) => /\/assets\/index-[\w-]+\.css$/.test(r.name));
      const modules = resources.filter((r) => /\/assets\/[\w.-]+\.js$/.test(r.name) && !/\/boot-/.test(r.name));
      const inView = [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight && i.getBoundingClientRect().bottom > 0).map((i) => i.currentSrc);
      const images = resources.filter((r) => inView.includes(r.name));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        cssEnd: Math.max(...css.map((r) => r.responseEnd)),
        imagesEnd: Math.max(0, ...images.map((r) => r.responseEnd)),
        firstModule: Math.min(...modules.map((r) => r.startTime)),
        modules: modules.length,
        bootFile: resources.some((r) => /\/boot-/.test(r.name)),
      };
    });
    expect(timing.modules, path).toBeGreaterThan(0);
    expect(timing.firstModule, `${path}: a module asked for before the first contentful paint`).toBeGreaterThanOrEqual(timing.fcp);
    expect(timing.firstModule, `${path}: a module asked for before the stylesheet came`).toBeGreaterThanOrEqual(timing.cssEnd);
    expect(timing.firstModule, `${path}: a module asked for before the first screen's images came`).toBeGreaterThanOrEqual(timing.imagesEnd);
    // The server-rendered page carries the loader inline: nothing but its stylesheet (and images) before the paint.
    expect(timing.bootFile, path).toBe(false);
  }
});

test('a first visit gets its warehouse and zone cookies with the page; a guest on a member page is redirected', async ({ request }) => {
  const res = await request.get('/katalog', { headers: { Accept: 'text/html' } });
  const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split('=')[0]);
  expect(cookies).toEqual(expect.arrayContaining(['warehouse', 'zone']));
  const member = await request.get('/my-courses', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect([302, 307]).toContain(member.status());
  expect(member.headers().location).toMatch(/\/$/);
});

test('the browser hydrates the server page: no second read of what it holds, no console error', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(?:lms\/courses|store\/product|lms\/helper\/settings\/faq)/.test(r.url())) reads.push(r.url());
  });
  for (const path of ['/', '/katalog', '/help']) {
    reads.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(reads, `${path} read again in the browser`).toEqual([]);
  }
  // Hydrated: the page answers to the user (a catalogue tab switch is a client-side navigation that reads).
  await page.goto('/katalog');
  await page.getByRole('tab', { name: 'Produk' }).click();
  await expect(page).toHaveURL(/tab=produk/);
  await expect(page.locator('.product-card').first()).toBeVisible();
});

test("member pages: 'Kursus Saya' and 'History Pembelian' render with the member's data on the server and hydrate without a second read; other member pages render in the browser", async ({ page, context, browser }) => {
  await signIn(page, 'anggota@demo.test', '/my-courses');
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const serverHtml = async (path: string) => {
    const res = await page.request.get(path, { headers: { Accept: 'text/html', Cookie: cookie }, maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toContain('private');
    return res.text();
  };
  // Decision 099: the member's first page of courses and of orders, read by the server from the session cookie.
  const courses = await serverHtml('/my-courses');
  expect(courses).toContain('Siti Rahmawati');
  expect(courses).not.toContain('Memuat halaman...');
  expect(courses).toContain('Roti Manis Aneka Isi untuk Usaha');
  expect((courses.match(/data-testid="my-course"/g) ?? []).length).toBeGreaterThanOrEqual(1);
  const orders = await serverHtml('/orders');
  expect(orders).toContain('History Pembelian');
  expect((orders.match(/data-testid="order-card"/g) ?? []).length).toBeGreaterThanOrEqual(1);
  // Any other member page: the header knows the member, the page itself waits for the browser (decision 081).
  const address = await serverHtml('/address');
  expect(address).toContain('Siti Rahmawati');
  expect(address).toContain('Memuat halaman...');
  // The checkout renders in the browser: its server page holds the page spinner, which starts the app at once
  // (decision 098), not a skeleton sized only at hydration (decision 099: CLS 0.175 on checkout).
  const checkout = await serverHtml('/shopping-cart/checkout');
  expect(checkout).toContain('Memuat halaman...');
  expect(checkout).toContain('data-needs-script');
  expect(checkout).not.toContain('class="skeleton');

  // The browser hydrates them with what the server read: no second read of the list, no console error (fixture).
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/lms\/(?:users\/my_course|finance\/transaction)\b/.test(r.url())) reads.push(r.url());
  });
  await page.goto('/my-courses');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Kursus Saya', level: 1 })).toBeVisible();
  await page.goto('/orders');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  expect(reads, 'read again in the browser').toEqual([]);
  // Hydrated: a status filter is a client-side navigation that reads that page.
  await page.getByRole('button', { name: 'Menunggu Pembayaran' }).click();
  await expect(page).toHaveURL(/status=2/);
  await expect.poll(() => reads.length).toBeGreaterThan(0);

  // Drawn with their own styles before their JavaScript (the route's stylesheet in the page's head, decision 099):
  // the server's cards sit where the hydrated page puts them, at 375 and 1440 px.
  await expectSameLayout(
    browser,
    [
      ['/orders', ['[data-testid="order-card"]', '.order-card__title']],
      ['/my-courses', ['[data-testid="my-course"]', '.course-card__thumb']],
    ],
    await context.storageState(),
  );
});

/** A new member with the katalog's first course and first product in their cart; on the cart page, its two lines. */
async function newMemberCart(page: import('@playwright/test').Page, firstname: string) {
  await registerMember(page, firstname, '/katalog');
  await page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first().click();
  await expect(page.getByText('Kursus ditambahkan ke dalam keranjang')).toBeVisible();
  await page.getByRole('tab', { name: 'Produk' }).click();
  await page.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first().click();
  await expect(page.getByText(/ditambahkan ke dalam keranjang/).first()).toBeVisible();
  await page.goto('/shopping-cart');
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  return lines;
}

test("the cart renders on the server with the member's lines, ticks and total, and the browser's cart starts from it (decision 101)", async ({ page, context, browser }) => {
  const lines = await newMemberCart(page, 'Rani');
  const course = (await lines.nth(0).locator('.cart-line__title').textContent())!;
  // Tick the course: the selection is kept in a cookie the server reads (src/lib/cart-selection-storage.ts).
  await page.getByRole('checkbox', { name: course }).check();
  const total = page.locator('.cart-summary .summary-row--total dd');
  await expect(total).not.toHaveText('Rp 0');
  const shownTotal = (await total.textContent())!;
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'cart-selection')).toBe(true);

  // The server's page: both lines, the course ticked, the product not, and the total of the selection.
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  // Served at its own address: `page=1` is the default and stays out of the URL, no redirect first (decision 105).
  const res = await page.request.get('/shopping-cart', { headers: { Accept: 'text/html', Cookie: cookie }, maxRedirects: 0 });
  expect(res.status(), `status (Location: ${res.headers().location})`).toBe(200);
  expect(res.headers()['cache-control']).toContain('private');
  const html = await res.text();
  expect(html).not.toContain('Memuat halaman...');
  expect((html.match(/class="cart-line"/g) ?? []).length).toBe(2);
  expect(html).toContain(course);
  const inputs = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
  const box = (label: string) => inputs.find((tag) => tag.includes(`aria-label="${label}"`));
  expect(box(course), 'the course is ticked').toContain('checked');
  expect(inputs.filter((tag) => tag.includes('checked')).length, 'the course and its group only').toBe(2);
  const totalRow = html.slice(html.indexOf('summary-row--total'), html.indexOf('</dd>', html.indexOf('summary-row--total')));
  expect(totalRow.replace(/\u00a0/g, ' '), 'the total of the selection').toContain(shownTotal.replace(/\u00a0/g, ' '));

  // The browser starts its cart from the server's: no second read of the cart (limit 1000) nor of its price, no
  // console error (fixture), the same ticks and total; then the cart works as ever.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/lms\/finance\/cart(?:\/calculation|\?.*limit=1000)/.test(r.url())) reads.push(r.url());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('checkbox', { name: course })).toBeChecked();
  await expect(total).toHaveText(shownTotal);
  expect(reads, 'read again in the browser').toEqual([]);
  await page.getByRole('checkbox', { name: course }).uncheck();
  await expect(total).toHaveText('Rp 0');
  await page.getByRole('checkbox', { name: course }).check();
  await expect(total).toHaveText(shownTotal);
  expect(reads.some((url) => url.includes('/calculation')), 'a tick after hydration prices the selection').toBe(true);

  // A tick made on the server's page before its script ran counts once the script runs (src/ui/early-input.ts):
  // the product is ticked while every script is held back, then the page hydrates and prices both lines.
  const product = (await lines.nth(1).locator('.cart-line__title').textContent())!;
  // (A context of its own: the test's pages wait for the app at every load.)
  const earlyContext = await browser.newContext({ storageState: await context.storageState() });
  const early = await earlyContext.newPage();
  const earlyConsole = watchConsole(early);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/[^?]+\.js(?:\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await early.goto('/shopping-cart', { waitUntil: 'commit' });
  await early.getByRole('checkbox', { name: product }).check();
  release();
  const earlyTotal = early.locator('.cart-summary .summary-row--total dd');
  await expect(earlyTotal).not.toHaveText(shownTotal);
  await expect(earlyTotal).not.toHaveText('Rp 0');
  await expect(early.getByRole('checkbox', { name: product })).toBeChecked();
  await expect(early.getByRole('checkbox', { name: course })).toBeChecked();
  earlyConsole.expectNone();
  await earlyContext.close();

  // Drawn with its styles before its JavaScript: the lines and the summary sit where the hydrated page puts them.
  await expectSameLayout(browser, [['/shopping-cart', ['.cart-line', '.cart-summary']]], await context.storageState());
});

test("the checkout renders on the server with the member's lines, address and total, and the browser's checkout starts from it (decision 104)", async ({ page, context, browser, consoleErrors }) => {
  const lines = await newMemberCart(page, 'Wulan');
  const titles = await lines.locator('.cart-line__title').allTextContents();
  await page.getByRole('checkbox', { name: 'Pilih Semua', exact: true }).check();
  await page.getByRole('button', { name: 'Beli Sekarang' }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
  await page.getByRole('button', { name: 'Tambah Alamat' }).click();
  await fillAddressForm(page, { label: 'Rumah', name: 'Wulan Baru', phone: '081234567892', street: 'Jl. Braga No. 21 Bandung' });
  await page.getByRole('button', { name: 'Simpan Alamat' }).click();
  await expect(page.getByText('Alamat telah berhasil ditambah')).toBeVisible();
  // The stored checkout (one course, one product) fits a cookie, which the server reads (decision 104).
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'checkout')).toBe(true);
  const serverPage = async () => {
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    return page.request.get('/shopping-cart/checkout', { headers: { Accept: 'text/html', Cookie: cookie }, maxRedirects: 0 });
  };
  // Several methods: the method picker is open, and the server draws it too (in place: it has no document body).
  const methods = page.getByRole('dialog', { name: 'Metode Pengiriman' });
  await expect(methods).toBeVisible();
  await expect.poll(async () => (await (await serverPage()).text()).match(/role="dialog"[^>]*aria-modal="true"/) !== null).toBe(true);
  await methods.getByRole('radio', { name: /Reguler/ }).click();
  const couriers = page.getByRole('dialog', { name: /Kurir Pengiriman/ });
  if (await couriers.isVisible().catch(() => false)) await couriers.getByRole('radio').first().click();
  await expect(page.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
  const total = page.locator('.price-summary .summary-row--total dd');
  await page.waitForLoadState('networkidle');
  const shownTotal = (await total.textContent())!;
  expect(shownTotal).toMatch(/^Rp\s[\d.]+$/);

  // The server's page: the page itself, not the spinner — both lines, the address and the total to pay.
  const res = await serverPage();
  expect(res.status(), `status (Location: ${res.headers().location})`).toBe(200);
  expect(res.headers()['cache-control']).toContain('private');
  const html = await res.text();
  expect(html).not.toContain('Memuat halaman...');
  for (const title of titles) expect(html).toContain(title.replaceAll('&', '&amp;'));
  expect(html).toContain('Jl. Braga No. 21 Bandung');
  const totalRow = html.slice(html.indexOf('summary-row--total'), html.indexOf('</dd>', html.indexOf('summary-row--total')));
  expect(totalRow.replace(/\u00a0/g, ' '), 'the total to pay').toContain(shownTotal.replace(/\u00a0/g, ' '));

  // The browser starts its checkout from the server's: no second read of the addresses, the delivery or the price,
  // no console error (fixture), the same total; then the checkout works as ever.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(lms\/users\/address|shipper\/domestic\/(pricing|rate)|lms\/finance\/cart\/calculation)/.test(r.url())) reads.push(r.url());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(total).toHaveText(shownTotal);
  expect(reads, 'read again in the browser').toEqual([]);
  await page.getByRole('button', { name: 'Gunakan Kode Promo' }).click();
  await expect(page.getByRole('dialog', { name: 'Kode Promo' })).toBeVisible();
  await page.keyboard.press('Escape');
  consoleErrors.expectNone();

  // Drawn with its styles before its JavaScript: the lines and the summary sit where the hydrated page puts them.
  await expectSameLayout(browser, [['/shopping-cart/checkout', ['.checkout-item', '.price-summary']]], await context.storageState());

  // The stored checkout is this member's own (decision 105): another member who signs in on the same browser, with
  // no Keluar in between, finds none — the server's page holds none of its lines or address, and the browser sends
  // them Home.
  await signInByForm(page, B2B_MEMBER);
  const other = await (await serverPage()).text();
  expect(other).not.toContain('Jl. Braga No. 21 Bandung');
  expect(other).toContain('Memuat halaman...');
  await page.goto('/shopping-cart/checkout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Home hydrates without the router, which loads on the first in-app navigation; Back returns Home (decision 109)', async ({ page }) => {
  const modulesOf = async (path: string) => {
    const html = await (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();
    return /<meta name="route-modules" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
  };
  // Home names its own start for the boot loader; another page names the router's.
  const home = await modulesOf('/');
  expect(home.some((m) => /^\/assets\/home-[\w-]+\.js$/.test(m))).toBe(true);
  const router = (await modulesOf('/help')).find((m) => /^\/assets\/router-[\w-]+\.js$/.test(m));
  expect(router).toBeDefined();
  expect(home).not.toContain(router);

  const asked: string[] = [];
  const documents: string[] = [];
  page.on('request', (r) => {
    asked.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  expect(asked, 'Home loads the router before any navigation').not.toContain(router);

  // An in-app link: the router loads, and the next page comes without a new document.
  documents.length = 0;
  await page.locator('footer').getByRole('link', { name: 'Pusat Bantuan' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeVisible();
  expect(asked).toContain(router);
  expect(documents, 'the page was loaded anew instead of navigated to').toEqual([]);
  // The router owns the history now: Back is Home again, still without a new document.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'One Stop Baking Solution' })).toBeVisible();
  expect(documents).toEqual([]);
});

test("a member page the browser draws names its route's code for the boot loader, which fetches it with the entry (decision 103)", async ({ page, context, browser }) => {
  await signIn(page, 'anggota@demo.test', '/my-courses');
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const modulesOf = async (path: string) => {
    const html = await (await page.request.get(path, { headers: { Accept: 'text/html', Cookie: cookie }, maxRedirects: 0 })).text();
    return /<meta name="route-modules" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
  };
  // Rendered on the server: nothing of its route to name, only the router's start (decision 109). Drawn by the browser
  // (the spinner): its route's split component too.
  const myCourses = await modulesOf('/my-courses');
  expect(myCourses.some((m) => /^\/assets\/router-[\w-]+\.js$/.test(m))).toBe(true);
  expect(myCourses.filter((m) => !/^\/assets\/(router|shared)-[\w-]+\.js$/.test(m))).toEqual([]);
  const wishlist = await modulesOf('/wishlist');
  expect(wishlist.some((m) => /^\/assets\/_member\.wishlist-[\w-]+\.js$/.test(m))).toBe(true);
  // The browser asks for that chunk before the entry has run the router (it is preloaded, not imported late). A
  // first visit (a new context, nothing cached): from a warm cache the entry can run before the loader's last batch.
  const visit = await browser.newContext({ storageState: await context.storageState() });
  const fresh = await visit.newPage();
  const asked: string[] = [];
  fresh.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await fresh.goto('/wishlist');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await visit.close();
  const entryAt = asked.findIndex((p) => /^\/assets\/index-[\w-]+\.js$/.test(p));
  const routeAt = asked.indexOf(wishlist.find((m) => m.includes('_member.wishlist'))!);
  expect(entryAt).toBeGreaterThanOrEqual(0);
  expect(routeAt).toBeGreaterThan(entryAt);
  expect(asked.slice(entryAt, routeAt).filter((p) => p.startsWith('/api/'))).toEqual([]);
});

test("a tap before the page's JavaScript is not lost: the boot loader holds it, and the app handles it once ready (decision 106)", async ({ page, context, browser }) => {
  await registerMember(page, 'Tari', '/katalog');
  // A first visit whose app code is held back: the server's page is there, its buttons are not the app's yet.
  const visit = await browser.newContext({ storageState: await context.storageState() });
  const early = await visit.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await early.goto('/katalog');
  const add = early.getByRole('button', { name: /^Tambah .* ke keranjang$/ }).first();
  await add.click();
  // Held, and shown waiting.
  await expect(add).toHaveAttribute('data-held', '');
  await early.waitForTimeout(300);
  expect(await early.evaluate(() => document.documentElement.hasAttribute('data-app-ready')), 'the app is not running yet').toBe(false);
  await expect(early.getByText('Kursus ditambahkan ke dalam keranjang')).toHaveCount(0);
  // The app comes: the tap is handled then, once.
  release();
  await expect(early.getByText('Kursus ditambahkan ke dalam keranjang')).toBeVisible();
  await expect(early.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(early.locator('[data-held]')).toHaveCount(0);
  // One tap, one line in the cart.
  await early.goto('/shopping-cart');
  await expect(early.locator('.cart-line')).toHaveCount(1);
  await visit.close();
});

test('a buy-now opened for an item not in the cart lands on the cart, with no hydration error (decision 083)', async ({ page, consoleErrors }) => {
  await signIn(page, 'b2b@demo.test');
  // Opened directly, as the course and product pages do: its loader runs in the browser while React hydrates the
  // server's page, and sends the member on by rendering a `Navigate`, as Checkout does (there a redirect thrown by the
  // loader raced React's hydration, #422).
  await page.goto('/shopping-cart/beli-langsung?tipe=lms&id=999999');
  await expect(page).toHaveURL(/\/shopping-cart(\?page=1)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  consoleErrors.expectNone();
});

test('a member who opens Checkout with nothing stored lands Home, with no hydration error (commerce §2)', async ({ page, consoleErrors }) => {
  await signIn(page, 'b2b@demo.test');
  await page.evaluate(() => window.localStorage.removeItem('checkout'));
  // Opened directly: the server sends the member layout with the page spinner, the browser finds nothing stored while
  // it hydrates that page and sends the member Home — without React switching the page to client rendering (#422).
  await page.goto('/shopping-cart/checkout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  consoleErrors.expectNone();
});
