/**
 * Gateway throughput (`npm run bench:api`, issue 12 point 5, issue 17 point 4; docs/decisions/042-gateway-throughput-and-scale-out.md,
 * 078-gateway-reads-without-per-request-writes.md).
 *
 * Prepares a database — a fresh PGlite folder (API_BENCH_DATA_DIR, default /tmp/api-bench-data, wiped first) or the
 * PostgreSQL of API_BENCH_DATABASE_URL (migrated and seeded when empty) — with three bench members: one with a cart
 * of 2 courses and 3 products, one with 10 orders and one with 10,000 orders (2 items and 2 status rows each), and a
 * session token for each. Then starts the real gateway (`src/gateway/server.ts`, building the SPA when dist/ is
 * missing) on API_BENCH_PORT (default 5343), with WORKERS=API_BENCH_WORKERS when set (PostgreSQL only), and drives
 * it with autocannon 8:
 *
 * - each of course list, product list, village lookup, cart fetch, cart calculation, transaction list (the member with
 *   10,000 orders): as fast as it goes with API_BENCH_CONNECTIONS (default 10) connections for API_BENCH_SECONDS
 *   (default 5), in API_BENCH_ROUNDS rounds (default 3, every endpoint once per round): the medians of p50, p99 (ms),
 *   mean and max req/s, and each round's req/s;
 * - the product list at a fixed 200 req/s: p99;
 * - a page of transactions (10 per page) for the member with 10 orders and for the one with 10,000, one request at
 *   a time: the mean time of each and their ratio.
 *
 * Prints each goal of issue 17 (course list, cart fetch, cart calculation and village lookup ≥ 1,000 req/s; the
 * transaction list at 10,000 orders ≥ 300 req/s) and of issue 12 (product list ≥ 300 req/s and p99 ≤ 100 ms at
 * 200 req/s; 10,000 orders within 1.3× of 10) with "met"/"NOT met", and the load average at the start and the end.
 * Figures on a shared machine are noisy: compare within one run. API_BENCH_PROFILE=<folder> starts the gateway with
 * `node --cpu-prof` and writes its CPU profile there when it stops; API_BENCH_ONLY=<pattern> measures only the
 * endpoints whose name matches (the issue 12 goals then print only when all of theirs ran). Exits 1 only when the bench could not run or a
 * request failed (non-2xx), not when a goal is missed.
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Db } from '../../src/gateway/db/client';
import { seedIfEmpty } from '../../src/gateway/db/seed';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.API_BENCH_PORT ?? 5343);
const dataDir = process.env.API_BENCH_DATA_DIR ?? '/tmp/api-bench-data';
const databaseUrl = process.env.API_BENCH_DATABASE_URL?.trim() || undefined;
const seconds = Number(process.env.API_BENCH_SECONDS ?? 5);
const connections = Number(process.env.API_BENCH_CONNECTIONS ?? 10);
const workers = process.env.API_BENCH_WORKERS;
/** Rounds over every endpoint; the figures printed are the medians of the rounds. */
const rounds = Math.max(1, Number(process.env.API_BENCH_ROUNDS ?? 3) || 1);
/** Only the endpoints whose name matches this pattern (case-insensitive), e.g. `cart` while profiling one read. */
const only = process.env.API_BENCH_ONLY?.trim() ? new RegExp(process.env.API_BENCH_ONLY.trim(), 'i') : undefined;
/** A folder for a V8 CPU profile of the gateway (node --cpu-prof), written when it stops. */
const profileDir = process.env.API_BENCH_PROFILE?.trim() || undefined;

/** Issue 17 point 4: each endpoint's goal on one process, req/s (median of the rounds). */
const ISSUE_17_GOALS: Array<[string, number]> = [
  ['course list', 1000],
  ['cart fetch', 1000],
  ['cart calculation', 1000],
  ['village lookup', 1000],
  ['transaction list (10,000 orders)', 300],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const base = `http://localhost:${port}`;

async function rows<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** A bench member (created once per database) and a fresh session token for them. */
async function member(db: Db, email: string): Promise<{ id: number; token: string; created: boolean }> {
  let [row] = await rows<{ id: number }>(db, sql`select id from users where email = ${email}`);
  const created = !row;
  if (!row) {
    await db.execute(sql`insert into users (email, password_hash, firstname) values (${email}, 'bench', 'Bench')`);
    [row] = await rows<{ id: number }>(db, sql`select id from users where email = ${email}`);
    await db.execute(sql`insert into user_roles (user_id, role_id, role_name) values (${row!.id}, 2, 'user')`);
  }
  const token = randomBytes(32).toString('hex');
  await db.execute(sql`insert into sessions (token, user_id, expires_at) values (${token}, ${row!.id}, now() + interval '1 day')`);
  return { id: row!.id, token, created };
}

async function giveOrders(db: Db, userId: number, n: number) {
  await db.execute(sql`insert into orders (user_id, invoice, status_code, order_type, price_type, price_tier, amount, customer)
    select ${userId}, 'INV-BENCH-' || ${userId} || '-' || g, 3, 'course', 'b2c', 3, 100000, '{"name":"Bench","email":"bench@demo.test","phone":"0"}'::jsonb
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into order_items (order_id, item_id, type, slug, category_slug, title, thumbnail, price, price_before_discount, quantity)
    select o.id, 1, 'lms', 'kursus', 'roti', 'Kursus', '', 100000, 100000, 1 from orders o, generate_series(1, 2) where o.user_id = ${userId}`);
  await db.execute(sql`insert into order_status_history (order_id, code, title, created_at)
    select o.id, s, 'Status', now() from orders o, generate_series(1, 2) s where o.user_id = ${userId}`);
}

async function prepare() {
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateDatabase(database);
    await seedIfEmpty(database.db);
    const db = database.db;
    const cart = await member(db, 'bench-cart@demo.test');
    if (cart.created) {
      await db.execute(sql`insert into cart_items (user_id, type, item_id, quantity, price_type, price_tier, warehouse_id)
        values (${cart.id}, 'lms', 1, 1, 'b2c', 3, 0), (${cart.id}, 'lms', 2, 1, 'b2c', 3, 0),
               (${cart.id}, 'ecom', 1, 2, 'b2c', 3, 2), (${cart.id}, 'ecom', 2, 1, 'b2c', 3, 2), (${cart.id}, 'ecom', 3, 1, 'b2c', 3, 2)`);
    }
    const few = await member(db, 'bench-10@demo.test');
    if (few.created) await giveOrders(db, few.id, 10);
    const many = await member(db, 'bench-10k@demo.test');
    if (many.created) await giveOrders(db, many.id, 10_000);
    await db.execute(sql`analyze`);
    return { cart, few, many };
  } finally {
    await database.close();
  }
}

async function waitForServer(server: ReturnType<typeof spawn>, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the gateway exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/lms/helper/area/province`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gateway did not answer on port ${port}`);
}

type Target = { name: string; path: string; token?: string; body?: unknown };
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

let failed = false;
async function run(t: Target, opts: { connections: number; overallRate?: number; duration?: number; amount?: number }) {
  const result = await autocannon({
    url: `${base}${t.path}`,
    method: t.body ? 'POST' : 'GET',
    headers: {
      'Accept-Encoding': 'br, gzip',
      ...(t.token ? { Authorization: `Bearer ${t.token}` } : {}),
      ...(t.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections: opts.connections,
    ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? seconds }),
    ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
    timeout: 30,
  });
  if (result.non2xx || result.errors || result.timeouts) {
    failed = true;
    console.error(`  ${t.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

try {
  await fetch(`${base}/`);
  console.error(`port ${port} is already in use: stop that server or set API_BENCH_PORT`);
  process.exit(1);
} catch {
  // free: nothing answers there
}
if (!existsSync(resolve(root, 'dist/index.html'))) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
const started = Date.now();
const { cart, few, many } = await prepare();
console.log(`prepared ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else {
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
}
if (workers) env.WORKERS = workers;
const server = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', 'src/gateway/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
const stop = async () => {
  const exited = server.exitCode !== null ? Promise.resolve() : new Promise((r) => server.once('exit', r));
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // The gateway writes its CPU profile (API_BENCH_PROFILE) as it exits.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
};
let exitCode = 0;
try {
  await waitForServer(server);
  const allTargets: Target[] = [
    { name: 'course list', path: '/api/lms/courses?limit=12&page=1&order=latest&sort=desc' },
    { name: 'product list', path: '/api/store/product?warehouse=2&limit=20&page=1' },
    { name: 'village lookup', path: '/api/lms/helper/area/vilage?province=JAWA%20BARAT&city=KOTA%20BANDUNG&district=SUKAJADI&order=name&sort=asc&limit=1000' },
    { name: 'cart fetch', path: `/api/lms/finance/cart?user_id=${cart.id}&warehouse_id=2&limit=1000&page=1`, token: cart.token },
    {
      name: 'cart calculation',
      path: '/api/lms/finance/cart/calculation',
      token: cart.token,
      body: { user_id: cart.id, warehouse_id: 2, cart: [{ type: 'ecom', item_id: 1, quantity: 2 }, { type: 'lms', item_id: 1, quantity: 1 }] },
    },
    { name: 'transaction list (10,000 orders)', path: `/api/lms/finance/transaction?user_id=${many.id}&limit=10&page=1`, token: many.token },
  ];
  const targets = only ? allTargets.filter((t) => only.test(t.name)) : allTargets;
  if (!targets.length) throw new Error(`API_BENCH_ONLY=${process.env.API_BENCH_ONLY} matches no endpoint`);
  console.log(
    `autocannon, ${connections} connections, ${seconds} s each, ${rounds} round${rounds > 1 ? 's' : ''} (medians)${workers ? `, WORKERS=${workers}` : ''}; ` +
      `load average ${loadavg().map((l) => l.toFixed(2)).join(', ')} on ${cpus().length} cores (a shared machine: figures are noisy)`,
  );
  const samples = new Map<string, Array<{ p50: number; p99: number; rps: number; max: number }>>();
  for (const t of targets) await run(t, { connections: 2, amount: 50 }); // warm-up
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      const r = await run(t, { connections });
      samples.set(t.name, [...(samples.get(t.name) ?? []), { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, max: r.requests.max }]);
    }
  }
  console.log(`  ${'endpoint'.padEnd(34)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'req/s'.padStart(8)} ${'max req/s'.padStart(10)}  req/s of each round`);
  const figures = new Map<string, { p50: number; p99: number; rps: number; max: number }>();
  for (const t of targets) {
    const all = samples.get(t.name)!;
    const f = { p50: median(all.map((x) => x.p50)), p99: median(all.map((x) => x.p99)), rps: median(all.map((x) => x.rps)), max: median(all.map((x) => x.max)) };
    figures.set(t.name, f);
    console.log(
      `  ${t.name.padEnd(34)} ${ms(f.p50)} ${ms(f.p99)} ${f.rps.toFixed(0).padStart(8)} ${String(f.max).padStart(10)}  ${all.map((x) => x.rps.toFixed(0)).join(' / ')}`,
    );
  }
  const product = figures.get('product list');
  const fixed = product ? await run(allTargets[1]!, { connections: 20, overallRate: 200 }) : undefined;
  if (fixed) console.log(`  product list at 200 req/s: p50 ${fixed.latency.p50.toFixed(1)} ms, p99 ${fixed.latency.p99.toFixed(1)} ms (${fixed.requests.average.toFixed(0)} req/s served)`);

  let ratio: number | undefined;
  if (!only) {
    const page = (m: typeof few) => ({ name: 'transactions', path: `/api/lms/finance/transaction?user_id=${m.id}&limit=10&page=1`, token: m.token });
    await run(page(few), { connections: 1, amount: 30 });
    await run(page(many), { connections: 1, amount: 30 });
    const small = await run(page(few), { connections: 1, duration: seconds });
    const large = await run(page(many), { connections: 1, duration: seconds });
    ratio = large.latency.mean / small.latency.mean;
    console.log(`  a page of transactions, one request at a time: 10 orders ${small.latency.mean.toFixed(2)} ms, 10,000 orders ${large.latency.mean.toFixed(2)} ms (×${ratio.toFixed(2)})`);
  }

  console.log('goals (issue 17 point 4: one process, PGlite unless API_BENCH_DATABASE_URL):');
  for (const [name, goal] of ISSUE_17_GOALS) {
    const f = figures.get(name);
    if (f) console.log(`  ${name} ≥ ${goal.toLocaleString('en')} req/s: ${f.rps.toFixed(0)} — ${verdict(f.rps >= goal)}`);
  }
  if (product && fixed && ratio !== undefined) {
    console.log('goals (issue 12 point 5):');
    console.log(`  product list ≥ 300 req/s: ${product.rps.toFixed(0)} (max ${product.max}) — ${verdict(product.rps >= 300)}`);
    console.log(`  product list p99 ≤ 100 ms at 200 req/s: ${fixed.latency.p99.toFixed(1)} ms — ${verdict(fixed.latency.p99 <= 100)}`);
    console.log(`  10,000 orders within 1.3× of 10: ×${ratio.toFixed(2)} — ${verdict(ratio <= 1.3)}`);
  }
  console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  if (failed) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
