/**
 * Lighthouse figures for the production build (`npm run bench:lighthouse`): builds the SPA (unless
 * BENCH_SKIP_BUILD=1), starts the real gateway on a throw-away PGlite folder (LH_DATA_DIR, default /tmp/lh-data)
 * on LH_PORT (default 5341), runs Lighthouse's default mobile preset (Moto G Power emulation, simulated slow 4G,
 * 4x CPU slowdown) LH_RUNS times (default 3) on each page of LH_PATHS (default `/`) in headless Chromium
 * (CHROME_PATH, default /usr/bin/chromium), prints the median performance score, LCP, TBT, FCP, Speed Index and
 * CLS (with every run's score/LCP/TBT, since a shared machine makes single runs noisy), and stops the server.
 *
 * It prints figures only: there is no threshold, so it exits 0 whenever Lighthouse ran (1 when it could not).
 */
import { execSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.LH_PORT ?? 5341);
const dataDir = process.env.LH_DATA_DIR ?? '/tmp/lh-data';
const paths = (process.env.LH_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (process.env.BENCH_SKIP_BUILD !== '1') execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });

const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port) };
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', () => {});

/** Wait until the gateway answers the SPA on `/` (seeding a fresh data folder takes a few seconds). */
async function waitForServer(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the gateway exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway did not answer on port ${port} within ${timeoutMs} ms`);
}

const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);

let exitCode = 0;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const path of paths) {
    const url = `http://localhost:${port}${path}`;
    const samples: Record<string, number>[] = [];
    let version = '';
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      samples.push({
        score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        fcp: audit('first-contentful-paint'),
        si: audit('speed-index'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const median = (key: string) => {
      const xs = samples.map((s) => s[key]!).sort((a, b) => a - b);
      const mid = Math.floor(xs.length / 2);
      return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
    };
    console.log(`lighthouse ${version} mobile preset, ${url}, median of ${runs} run(s)`);
    console.log(`  performance score: ${Math.round(median('score'))}`);
    console.log(`  LCP: ${ms(median('lcp'))}`);
    console.log(`  TBT: ${ms(median('tbt'))}`);
    console.log(`  FCP: ${ms(median('fcp'))}`);
    console.log(`  Speed Index: ${ms(median('si'))}`);
    console.log(`  CLS: ${median('cls').toFixed(3)}`);
    console.log(`  runs (score/LCP/TBT): ${samples.map((s) => `${s.score}/${Math.round(s.lcp!)}/${Math.round(s.tbt!)}`).join(', ')}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
process.exit(exitCode);
