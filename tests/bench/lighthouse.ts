/**
 * Lighthouse figures for the production build (`npm run bench:lighthouse`, issue 12 point 4; decision 042). Not run
 * in CI (CI runs the bundle budgets, `npm run bench`).
 *
 * 1. Builds the SPA (unless BENCH_SKIP_BUILD=1), starts the real gateway on a throw-away PGlite folder (LH_DATA_DIR,
 *    default /tmp/lh-data, wiped first) on LH_PORT (default 5341), and serves the no-JS baseline
 *    (tests/bench/baseline-home.html: the home page's content as plain HTML and CSS, brotli like the gateway) on
 *    LH_BASELINE_PORT (default 5342).
 * 2. Launches headless Chromium (CHROME_PATH, default /usr/bin/chromium) and drives it with puppeteer-core; every
 *    Lighthouse 12.8.2 run (default mobile preset: Moto G Power, simulated slow 4G, 4× CPU) happens in that one
 *    browser page, the HTTP cache cleared before each run but cookies and localStorage kept (`disableStorageReset`).
 * 3. Measures the baseline, `/` and `/katalog` signed out; then signs in through the sign-in page in that browser
 *    (anggota@demo.test) and measures the member pages `/my-courses` and `/orders` (issue 17 point 5); puts a course
 *    and a product in the cart through the catalogue's API with the same member, selects all on `/shopping-cart`
 *    and presses 'Beli Sekarang' (the checkout needs its stored state), and measures `/shopping-cart` and
 *    `/shopping-cart/checkout`. LH_RUNS runs each (default 3), medians printed. With `LH_SPA=1` a second gateway
 *    with `SSR=off` (the client-rendered page, before decision 074) is measured on `/` in the same run, for
 *    comparison (not budgeted).
 * 4. Prints per page: score, LCP and its ratio to the baseline's LCP, CLS, TBT (and every run), then the budget of
 *    issues 12 and 17 — score ≥ 90, LCP ≤ 1.5× baseline, CLS ≤ 0.02, TBT ≤ 200 ms — each goal of each page as
 *    `met` / `NOT met`, and exits 1 when a page is over it (2 when the bench itself failed).
 *
 * For profiling: `LH_PAGES=checkout,orders` measures only the pages whose label holds one of the words (the baseline
 * always), and `LH_SAVE=<dir>` writes each run's whole report (`<page>-<port>-<run>.json`, with its long tasks and
 * main-thread breakdown) and its trace with V8's CPU samples (`….trace.json`, for DevTools' Performance panel) to
 * that folder.
 *
 * A shared 2-core machine makes single runs noisy: compare the ratios within one run, not absolute seconds.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.LH_PORT ?? 5341);
const baselinePort = Number(process.env.LH_BASELINE_PORT ?? 5342);
const dataDir = process.env.LH_DATA_DIR ?? '/tmp/lh-data';
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://localhost:${port}`;
const BUDGET = { score: 90, lcpRatio: 1.5, cls: 0.02, tbt: 200 };
const onlyPages = (process.env.LH_PAGES ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const saveDir = process.env.LH_SAVE ? resolve(process.env.LH_SAVE) : undefined;
if (saveDir) mkdirSync(saveDir, { recursive: true });

// The browser's build and the server renderer (decision 074).
if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
rmSync(dataDir, { recursive: true, force: true });

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
delete env.DATABASE_URL;
delete env.WORKERS;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
// LH_SPA=1: the same build served client-rendered (SSR=off) on the next port, its own data folder.
const spaPort = port + 2;
const spaServer =
  process.env.LH_SPA === '1'
    ? spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], {
        cwd: root,
        env: { ...env, SSR: 'off', PORT: String(spaPort), DATA_DIR: `${dataDir}-spa` },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      })
    : undefined;
if (spaServer) rmSync(`${dataDir}-spa`, { recursive: true, force: true });

// The no-JS baseline, compressed as the gateway would; its logo from the build.
const baselineHtml = readFileSync(resolve(import.meta.dirname, 'baseline-home.html'));
const baselineBr = brotliCompressSync(baselineHtml);
const logo = readFileSync(resolve(root, 'dist/logo.svg'));
const baseline = createServer((req, res) => {
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (req.url === '/logo.svg') {
    res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' }).end(logo);
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...(br ? { 'Content-Encoding': 'br' } : {}) });
  res.end(br ? baselineBr : baselineHtml);
});
baseline.listen(baselinePort);

async function waitForServer(timeoutMs = 180_000, at = origin, proc = server) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`the gateway exited with code ${proc.exitCode}`);
    try {
      if ((await fetch(`${at}/api/lms/helper/area/province`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway did not answer at ${at} within ${timeoutMs} ms`);
}

type Sample = { score: number; lcp: number; tbt: number; cls: number; fcp: number; lcpElement: string; profile: string };
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function measure(page: Page, chromePort: number, url: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  const cdp = await page.createCDPSession();
  for (let i = 0; i < runs; i++) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      {
        port: chromePort,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        // With LH_SAVE, the trace also holds V8's CPU samples (DevTools shows them as the flame chart).
        ...(saveDir ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      undefined,
      page as never,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (saveDir) {
      const name = resolve(saveDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${new URL(url).port}-${i + 1}`);
      writeFileSync(`${name}.json`, JSON.stringify(lhr));
      // The page's trace as recorded (unthrottled CPU; Lighthouse simulates the 4× slowdown): DevTools' Performance panel opens it.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (!lhr.finalDisplayedUrl.startsWith(url)) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (redirected)`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpItem = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }> } | undefined)?.items?.[0]?.items?.[0]?.node;
    samples.push({
      score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      lcpElement: lcpItem ? `${lcpItem.selector ?? ''} "${(lcpItem.nodeLabel ?? '').slice(0, 40)}"` : 'n/a',
      profile: profileOf(lhr.audits),
    });
  }
  await cdp.detach();
  return samples;
}

/**
 * Where the main thread went (issue 17 point 2): Lighthouse's main-thread breakdown by category and the scripts that
 * cost the most CPU (bootup time: evaluation + parse/compile), ms, simulated mobile CPU.
 */
function profileOf(audits: Record<string, { details?: unknown } | undefined>): string {
  type Row = { group?: string; groupLabel?: string; duration?: number; url?: string; total?: number; scripting?: number; scriptParseCompile?: number };
  const rows = (id: string) => ((audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []);
  const work = rows('mainthread-work-breakdown')
    .slice(0, 4)
    .map((r) => `${r.groupLabel ?? r.group} ${Math.round(r.duration ?? 0)}`)
    .join(', ');
  const scripts = rows('bootup-time')
    .slice(0, 3)
    .map((r) => `${String(r.url ?? '').replace(/^https?:\/\/[^/]+/, '')} ${Math.round(r.total ?? 0)} (script ${Math.round(r.scripting ?? 0)}, parse ${Math.round(r.scriptParseCompile ?? 0)})`)
    .join('; ');
  return `main thread: ${work} | scripts: ${scripts}`;
}

/** Sign in through the sign-in stand-in's page in this browser, returning to `returnTo`. */
async function signInThroughPage(page: Page, returnTo: string) {
  await page.goto(`${origin}/sso?redirect=${encodeURIComponent(returnTo)}`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Email)').fill('anggota@demo.test');
  await page.locator('::-p-aria(Password)').fill('rahasia123');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.locator('::-p-aria(Masuk[role="button"])').click()]);
  if (new URL(page.url()).pathname.startsWith('/sso')) throw new Error('sign-in through the page failed');
}

/** A course and a product in anggota's cart (API, same member, its own session). */
async function fillCart() {
  const login = await fetch(`${origin}/sso/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'anggota@demo.test', password: 'rahasia123', redirect: '/' }).toString(),
    redirect: 'manual',
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('token='));
  const token = decodeURIComponent(cookie!.slice('token='.length).split(';')[0]!);
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { result: unknown } };
  };
  const me = (await api('get', 'lms/users/info')).body.result as { id: number };
  const courses = ((await api('get', 'lms/courses?limit=60&page=1')).body.result as { data: Array<{ id: number }> }).data;
  let added = false;
  for (const c of courses) {
    if ((await api('post', 'lms/finance/cart/add', { user_id: me.id, carts: [{ type: 'lms', item_id: c.id, quantity: 1 }] })).status === 200) {
      added = true;
      break;
    }
  }
  const product = await api('post', 'lms/finance/cart/add', { user_id: me.id, warehouse_id: 2, carts: [{ type: 'ecom', item_id: 1, quantity: 1 }] });
  if (!added || product.status !== 200) throw new Error('could not fill the cart');
}

/** On /shopping-cart: select everything and press 'Beli Sekarang' (stores the checkout and opens it). */
async function startCheckout(page: Page) {
  await page.goto(`${origin}/shopping-cart`, { waitUntil: 'networkidle0' });
  let step = "'Pilih Semua'";
  try {
    await page.locator('::-p-aria([name="Pilih Semua"][role="checkbox"])').click();
    step = "'Beli Sekarang'";
    await page.locator('::-p-aria(Beli Sekarang[role="button"])').click();
    step = 'the checkout';
    await page.waitForFunction(() => location.pathname === '/shopping-cart/checkout', { timeout: 30_000 });
  } catch (error) {
    // Say what the cart shows instead (an alert's text, where the page is), and keep a picture with LH_SAVE.
    const shown = await page.evaluate(() => ({
      at: location.href,
      viewport: [innerWidth, innerHeight],
      said: [...document.querySelectorAll('[role="alert"], [role="alertdialog"], [role="status"]')].map((e) => e.textContent?.trim()).filter(Boolean),
    }));
    if (saveDir) await page.screenshot({ path: resolve(saveDir, 'checkout-start-failed.png') });
    throw new Error(`waiting for ${step}: ${JSON.stringify(shown)}`, { cause: error });
  }
  await page.waitForNetworkIdle({ idleTime: 500 });
}

/** Print the medians of what was measured and the budget; 1 when a page is over it. */
function report(): number {
  const base = median(results[0]!.samples.map((s) => s.lcp));
  console.log(`\nlighthouse 12.8.2, mobile preset, median of ${runs} run(s) each; a shared machine: figures are noisy`);
  console.log(`  ${'page'.padEnd(26)} ${'score'.padStart(5)} ${'LCP'.padStart(8)} ${'×base'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)}  LCP element`);
  const over: string[] = [];
  for (const { label, samples } of results) {
    const score = median(samples.map((s) => s.score));
    const lcp = median(samples.map((s) => s.lcp));
    const cls = median(samples.map((s) => s.cls));
    const tbt = median(samples.map((s) => s.tbt));
    const ratio = lcp / base;
    console.log(
      `  ${label.padEnd(26)} ${String(Math.round(score)).padStart(5)} ${`${(lcp / 1000).toFixed(2)} s`.padStart(8)} ${ratio.toFixed(2).padStart(6)} ${cls.toFixed(3).padStart(6)} ${`${Math.round(tbt)} ms`.padStart(7)}  ${samples[samples.length - 1]!.lcpElement}`,
    );
    console.log(`  ${''.padEnd(26)} runs (score/LCP ms/TBT ms): ${samples.map((s) => `${s.score}/${Math.round(s.lcp)}/${Math.round(s.tbt)}`).join(', ')}`);
    console.log(`  ${''.padEnd(26)} ${samples[samples.length - 1]!.profile}`);
    if (label.startsWith('baseline') || label.includes('SSR=off')) continue;
    const goals: Array<[string, boolean]> = [
      [`score ${Math.round(score)} ≥ ${BUDGET.score}`, score >= BUDGET.score],
      [`LCP ${ratio.toFixed(2)}× ≤ ${BUDGET.lcpRatio}× the no-JS page`, ratio <= BUDGET.lcpRatio],
      [`TBT ${Math.round(tbt)} ms ≤ ${BUDGET.tbt} ms`, tbt <= BUDGET.tbt],
      [`CLS ${cls.toFixed(3)} ≤ ${BUDGET.cls}`, cls <= BUDGET.cls],
    ];
    console.log(`  ${''.padEnd(26)} ${goals.map(([goal, met]) => `${goal}: ${met ? 'met' : 'NOT met'}`).join('; ')}`);
    for (const [goal, met] of goals) if (!met) over.push(`${label}: ${goal} NOT met`);
  }
  if (over.length) {
    console.error(`over budget:\n- ${over.join('\n- ')}`);
    return 1;
  }
  console.log('budget: ok');
  return 0;
}

let exitCode = 0;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: Array<{ label: string; samples: Sample[] }> = [];
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  const run = async (label: string, url: string) => {
    if (onlyPages.length && !label.startsWith('baseline') && !onlyPages.some((w) => label.includes(w))) return;
    results.push({ label, samples: await measure(page, chrome!.port, url) });
    console.log(`  measured ${label}`);
  };
  await run('baseline (no JS)', `http://localhost:${baselinePort}/`);
  await run('/ (signed out)', `${origin}/`);
  await run('/katalog (signed out)', `${origin}/katalog`);
  if (spaServer) {
    await waitForServer(180_000, `http://localhost:${spaPort}`, spaServer);
    await run('/ (signed out, SSR=off)', `http://localhost:${spaPort}/`);
  }
  await signInThroughPage(page, '/');
  await run('/my-courses (member)', `${origin}/my-courses`);
  await run('/orders (member)', `${origin}/orders`);
  await fillCart();
  await run('/shopping-cart', `${origin}/shopping-cart`);
  await startCheckout(page);
  await run('/shopping-cart/checkout', `${origin}/shopping-cart/checkout`);
  await browser.disconnect();

  exitCode = report();
} catch (error) {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  exitCode = 2;
  if (results.length) report();
} finally {
  await chrome?.kill();
  baseline.close();
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    if (spaServer?.pid) process.kill(-spaServer.pid, 'SIGTERM');
  } catch {
    // gone already
  }
}
process.exit(exitCode);
