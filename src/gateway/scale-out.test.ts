/**
 * Issue 12 point 6 (decision 042): two gateway processes on one PostgreSQL serve one member as one gateway — a
 * session issued by one is honoured by the other, a cart line added through one is in the cart read through the
 * other, an order/add retried on the other process with the same Idempotency-Key answers the same order (one row),
 * a sign-out on one ends the session the other keeps in memory (decision 078), the request limits are shared (a client out of tokens on one is out of tokens on the other), and the live pushes
 * travel through PostgreSQL's LISTEN/NOTIFY (a payment settled on one reaches a socket on the other; issue 21).
 *
 * Real processes (`node --import tsx src/gateway/server.ts`, production mode on dist/), each on its own port.
 * Skipped unless a PostgreSQL server is given: `E2E_DATABASE_URL`, `DATABASE_URL` or `TEST_DATABASE_URL` (a fresh
 * database is created on it and dropped afterwards). Ports: `SCALE_TEST_PORTS` (default `5391,5392`).
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pgUrl = (process.env.E2E_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [portA, portB] = (process.env.SCALE_TEST_PORTS ?? '5391,5392').split(',').map(Number) as [number, number];

async function freshDatabase(url: string) {
  const { Client } = await import('pg');
  const name = `scale_test_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function startGateway(port: number, databaseUrl: string): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, CATALOGUE_CACHE_MS: '0' };
  delete env.WORKERS;
  return spawn(process.execPath, ['--import', 'tsx', 'src/gateway/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function waitFor(port: number, child: ChildProcess, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`gateway on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/api/lms/helper/area/province`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`gateway on ${port} did not start`);
}

describe.skipIf(!pgUrl)('two gateway processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let token = '';
  let me: { id: number; firstname: string; lastname: string; email: string; no_telp: string } | undefined;
  let createdInvoice = '';

  const call = async (port: number, method: string, p: string, json?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://localhost:${port}/api/${p}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: json ? JSON.stringify(json) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { message: string; result: unknown } };
  };

  beforeAll(async () => {
    if (!existsSync(path.join(ROOT, 'dist/index.html'))) execSync('npx vite build --logLevel warn', { cwd: ROOT, stdio: 'inherit' });
    db = await freshDatabase(pgUrl);
    // A migrates and seeds the empty database; B then opens it as it stands.
    children.push(startGateway(portA, db.url));
    await waitFor(portA, children[0]!);
    children.push(startGateway(portB, db.url));
    await waitFor(portB, children[1]!);
  }, 300_000);

  afterAll(async () => {
    for (const c of children) {
      try {
        if (c.pid) process.kill(-c.pid, 'SIGTERM');
      } catch {
        // gone already
      }
    }
    await new Promise((r) => setTimeout(r, 1500));
    await db?.drop();
  }, 60_000);

  it('a session signed in on A is honoured on B, and signing out on B ends it on A', async () => {
    const res = await fetch(`http://localhost:${portA}/sso/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'b2b@demo.test', password: 'rahasia123', redirect: '/' }).toString(),
      redirect: 'manual',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='));
    token = decodeURIComponent(cookie!.slice('token='.length).split(';')[0]!);
    expect(token).toMatch(/^[0-9a-f]{16,}$/i);
    const info = await call(portB, 'get', 'lms/users/info');
    expect(info.status).toBe(200);
    me = info.body.result as typeof me;
    expect(me!.email).toBe('b2b@demo.test');
  });

  it('signing out on B ends the session on A at once, although A keeps sessions in memory (decision 078)', async () => {
    const login = await fetch(`http://localhost:${portA}/sso/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'b2b@demo.test', password: 'rahasia123', redirect: '/' }).toString(),
      redirect: 'manual',
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('token='));
    const other = decodeURIComponent(cookie!.slice('token='.length).split(';')[0]!);
    const infoOn = (port: number) => fetch(`http://localhost:${port}/api/lms/users/info`, { headers: { Authorization: `Bearer ${other}` } });
    expect((await infoOn(portA)).status).toBe(200); // A now holds it (SESSION_CACHE_MS, 10 s by default)
    const out = await fetch(`http://localhost:${portB}/api/lms/users/logout`, { method: 'POST', headers: { Authorization: `Bearer ${other}` } });
    expect(out.status).toBe(200);
    // The database's notice reaches A within moments, far inside the 10 s A would otherwise keep it.
    const until = Date.now() + 2000;
    let status = 200;
    while (Date.now() < until && status === 200) {
      status = (await infoOn(portA)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
  });

  it('a cart line added through A is in the cart read through B', async () => {
    const courses = await call(portB, 'get', 'lms/courses?limit=50&page=1');
    const list = (courses.body.result as { data: Array<{ id: number }> }).data;
    // The first course the member neither owns nor has in the cart (403 for those).
    let course: { id: number } | undefined;
    for (const c of list) {
      const added = await call(portA, 'post', 'lms/finance/cart/add', { user_id: me!.id, carts: [{ type: 'lms', item_id: c.id, quantity: 1 }] });
      if (added.status === 200) {
        course = c;
        break;
      }
      expect(added.status, added.body.message).toBe(403);
    }
    expect(course).toBeDefined();
    const cart = await call(portB, 'get', `lms/finance/cart?user_id=${me!.id}&limit=1000&page=1`);
    expect(cart.status).toBe(200);
    expect((cart.body.result as { data: { lms_cart: Array<{ item_id: number }> } }).data.lms_cart.map((l) => l.item_id)).toContain(course!.id);
  });

  it('an order/add retried on B with the same Idempotency-Key answers the order A created', async () => {
    const cart = await call(portA, 'get', `lms/finance/cart?user_id=${me!.id}&limit=1000&page=1`);
    const line = (cart.body.result as { data: { lms_cart: Array<{ item_id: number }> } }).data.lms_cart[0]!;
    const body = {
      user_id: me!.id,
      user_info: { id: me!.id, name: `${me!.firstname} ${me!.lastname}`, email: me!.email, phone: me!.no_telp || '081200000000' },
      price_type: 'b2b',
      price_tier: 1,
      warehouse: null,
      order: [{ type: 'lms', item_id: line.item_id, quantity: 1 }],
      promo_code: '',
    };
    const key = `scale-${Date.now()}`;
    const first = await call(portA, 'post', 'lms/finance/order/add', body, { 'Idempotency-Key': key });
    expect(first.status, first.body.message).toBe(200);
    const again = await call(portB, 'post', 'lms/finance/order/add', body, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    const invoice = (first.body.result as { invoice: string }).invoice;
    createdInvoice = invoice;
    const list = await call(portB, 'get', `lms/finance/transaction?user_id=${me!.id}&limit=100&page=1&invoice=${invoice}`);
    expect((list.body.result as { data: Array<{ invoice: string }> }).data.map((o) => o.invoice)).toEqual([invoice]);
  });

  it('live pushes travel through PostgreSQL: a payment settled on A, a cart change and a chat message reach a socket on B', async () => {
    const { default: WebSocket } = await import('ws');
    const frames: Array<Record<string, unknown>> = [];
    const ws = new WebSocket(`ws://localhost:${portB}/api/live`, { headers: { Origin: `http://localhost:${portB}`, Cookie: `token=${token}` } });
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as Record<string, unknown>));
    const seen = async (pred: (f: Record<string, unknown>) => boolean, ms = 1000) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (frames.some(pred)) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    };
    expect(await seen((f) => f.type === 'hello', 5000)).toBe(true);
    const userInfo = { id: me!.id, name: `${me!.firstname} ${me!.lastname}`, email: me!.email, phone: me!.no_telp || '081200000000' };
    const logistic = { name: 'BDX', rate: 'regular', rate_id: 0, distance: 0, must_insurance: false, insurance_applied: false, insurance_fee: 0, price: 0 };
    const payment = await call(portA, 'post', 'lms/finance/order/payment', { invoice: createdInvoice, user_id: me!.id, user_info: userInfo, recipient: null, promo_code: '', logistic });
    expect(payment.status, payment.body.message).toBe(200);
    const payToken = (payment.body.result as { token: string }).token;
    // Paid through A (the payment stand-in's settlement): B's socket hears it within a second.
    const paid = await fetch(`http://localhost:${portA}/snap/pay/${payToken}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await seen((f) => f.type === 'order' && f.invoice === createdInvoice && f.status_code === 3)).toBe(true);
    // A member message stored through A reaches B.
    const sent = await call(portA, 'post', 'lms/chat/messages', { body: 'Halo dari proses A', client_id: `scale-${Date.now()}` });
    expect(sent.status).toBe(200);
    expect(await seen((f) => f.type === 'chat' && (f.message as { body: string }).body === 'Halo dari proses A')).toBe(true);
    ws.close();
  });

  it('request limits are shared: a client out of tokens on A is out of tokens on B', async () => {
    const line = { service: 'scale-test', short_message: 'x', message: 'y' };
    let accepted = 0;
    for (let i = 0; i < 130; i++) {
      const res = await call(i % 2 ? portB : portA, 'post', 'log/info', line);
      if (res.status === 200) accepted++;
    }
    // 120 at once per client (http/rate-limit.ts RATE_LIMITS.log), refilled at 2 per second while this runs.
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(accepted).toBeLessThan(130);
    expect((await call(portB, 'post', 'log/info', line)).status).toBe(429);
  }, 60_000);
});
