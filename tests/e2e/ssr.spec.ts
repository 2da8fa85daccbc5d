/**
 * Issue 17 point 1 (docs/decisions/074-server-rendering.md): pages arrive rendered. Without JavaScript (a plain HTTP
 * GET, as curl sees it) Home holds its hero and its first course cards, /katalog its first cards and a help page its
 * content; in the browser the page hydrates what the server sent — no console error (the fixture fails on any,
 * React's hydration warnings included), and the data the server rendered is not read again.
 */
import { expect, signIn, test } from './fixtures';

/** The text of a page as a client without JavaScript gets it (tags stripped). */
async function plainText(request: import('@playwright/test').APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return { html, text: html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
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
  const boxes = async (javaScriptEnabled: boolean, width: number, path: string, selectors: string[]) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await page.waitForLoadState('networkidle');
    const drawn = await page.evaluate(
      (list) =>
        list.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? { selector, top: Math.round(box.top), height: Math.round(box.height) } : { selector, top: -1, height: -1 };
        }),
      selectors,
    );
    await context.close();
    return drawn;
  };
  for (const width of [375, 1440]) {
    for (const [path, selectors] of [
      ['/', ['.banner-slider', '.banner-slider__track', '.home-section']],
      ['/help', ['.faq__item']],
    ] as const) {
      const server = await boxes(false, width, path, [...selectors]);
      const hydrated = await boxes(true, width, path, [...selectors]);
      for (const [i, box] of server.entries()) {
        expect(box.height, `${path} ${box.selector} at ${width} px is drawn by the server`).toBeGreaterThan(0);
        expect(Math.abs(box.top - hydrated[i]!.top), `${path} ${box.selector} at ${width} px moves when the page hydrates`).toBeLessThanOrEqual(2);
        expect(Math.abs(box.height - hydrated[i]!.height), `${path} ${box.selector} at ${width} px changes height when the page hydrates`).toBeLessThanOrEqual(2);
      }
    }
  }
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

test('a member page renders its layout and the member on the server, the page itself in the browser', async ({ page, context }) => {
  await signIn(page, 'anggota@demo.test', '/my-courses');
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await page.request.get('/my-courses', { headers: { Accept: 'text/html', Cookie: cookie }, maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('private');
  const html = await res.text();
  // The header knows the member from the session cookie; the page's own content waits for the browser (decision 081).
  expect(html).toContain('Siti Rahmawati');
  expect(html).toContain('Memuat halaman...');
  await page.goto('/my-courses');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Kursus Saya', level: 1 })).toBeVisible();
});
