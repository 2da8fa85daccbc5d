/**
 * Test support for the gateway suites (not used at runtime): a gateway on an in-memory PGlite with the demo
 * seed and a controllable clock, a request helper, sign-in through the real sign-in stand-in, a parser
 * that checks every success answer against the contract's result schema, and the "never 500" sweep the route
 * suites share.
 */
import { expect } from 'vitest';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { envelope, paged } from '../api/envelope';
import { Address, User } from '../api/user';
import { createApp, type CreateAppOptions } from './app';
import { testConfig, type GatewayConfig } from './config';
import { migrateDatabase, openDatabase, type Database, type Db } from './db/client';
import { seed } from './db/seed';
import { warehouses } from './db/schema';

/** The demo password of every seeded account. */
export const PASSWORD = 'rahasia123';

export interface TestGateway {
  app: ReturnType<typeof createApp>;
  db: Db;
  config: GatewayConfig;
  /** The gateway's clock; move it with `advance`. */
  clock: { now: Date; advance(ms: number): void };
  /** The database's LISTEN (the live socket's bus, live/server.ts). */
  listen: Database['listen'];
  close(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the server of `TEST_DATABASE_URL` (created now, dropped by `drop()`), so the
 * same suites can run against real PostgreSQL: `TEST_DATABASE_URL=postgres://user@host:port/any npx vitest run src/gateway`.
 */
async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg');
  const name = `gw_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
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

/**
 * Open an in-memory PGlite database (or a fresh PostgreSQL one when `TEST_DATABASE_URL` is set), migrate, seed
 * (at the real current time) and build the app. ~20 s with PGlite (the regions are 83k villages). `opts.rateLimits`
 * resizes rate-limit buckets for suites that drive one client through many cases (the limits have their own tests);
 * `opts.databaseUrl` names the PostgreSQL server to create the fresh database on (instead of `TEST_DATABASE_URL`).
 */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  opts: Pick<CreateAppOptions, 'rateLimits'> & { databaseUrl?: string } = {},
): Promise<TestGateway> {
  const pgUrl = opts.databaseUrl?.trim() || process.env.TEST_DATABASE_URL?.trim();
  const pg = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const database = pg ? await openDatabase({ databaseUrl: pg.url }) : await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  await seed(database.db, clock.now);
  const config = testConfig({ publicUrl: 'http://localhost:5173', ...overrides });
  const app = createApp({ db: database.db, config, now: () => clock.now, rateLimits: opts.rateLimits });
  return {
    app,
    db: database.db,
    config,
    clock,
    listen: database.listen,
    close: async () => {
      await database.close();
      await pg?.drop();
    },
  };
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** Raw body text (for malformed JSON). */
  raw?: string;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

/** Call the app and read the JSON envelope. */
export async function request(
  gw: Pick<TestGateway, 'app'>,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<{ status: number; body: { status: boolean; code: number; message: string; result: unknown }; res: Response }> {
  const qs = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, x]) => [k, String(x)]))}` : '';
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = opts.raw;
  }
  const res = await gw.app.request(`${path}${qs}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: answer is not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed as never, res };
}

/**
 * Parse a success envelope with the contract's result schema; throws with the failing path when the answer
 * does not match (so a test fails on any contract drift).
 */
export function parseResult<S extends v.GenericSchema>(body: unknown, schema: S): v.InferOutput<S> {
  const parsed = v.safeParse(envelope(schema), body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new Error(`contract mismatch at ${where}: ${issue.message}\n${JSON.stringify(body).slice(0, 500)}`);
  }
  if (parsed.output.status !== true || parsed.output.code !== 200) throw new Error(`not a success: ${JSON.stringify(body).slice(0, 300)}`);
  return parsed.output.result as v.InferOutput<S>;
}

/** The Set-Cookie headers of a response. */
export function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

/** Sign in through POST /sso/login and return the session token and the raw Set-Cookie headers. */
export async function signIn(gw: Pick<TestGateway, 'app'>, email: string, password = PASSWORD, redirect = '/') {
  const res = await gw.app.request('/sso/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirect }).toString(),
  });
  const cookies = setCookies(res);
  const tokenCookie = cookies.find((c) => c.startsWith('token='));
  const token = tokenCookie ? decodeURIComponent(tokenCookie.slice('token='.length).split(';')[0]!) : '';
  return { res, token, cookies };
}

/** Sign in (POST /sso/login) and read the member's own record (GET lms/users/info). */
export async function signInMember(gw: Pick<TestGateway, 'app'>, email: string, password = PASSWORD): Promise<{ token: string; user: User }> {
  const { token } = await signIn(gw, email, password);
  const user = parseResult((await request(gw, 'get', '/api/lms/users/info', { token })).body, User);
  return { token, user };
}

/** A signed-in member as the order suites use one: the token, the member's record and saved addresses. */
export interface TestMember {
  token: string;
  me: User;
  addresses: Address[];
}

/** Sign in (POST /sso/login) and read the member's record and saved addresses (GET lms/users/info, lms/users/address). */
export async function signInWithAddresses(gw: Pick<TestGateway, 'app'>, email: string, password = PASSWORD): Promise<TestMember> {
  const { token, user } = await signInMember(gw, email, password);
  const addresses = parseResult((await request(gw, 'get', '/api/lms/users/address', { token, query: { limit: 100 } })).body, paged(Address)).data;
  return { token, me: user, addresses };
}

/** The `user_info` the checkout sends for a member (name, e-mail, phone). */
export const userInfoOf = (m: Pick<TestMember, 'me'>) => ({
  id: m.me.id,
  name: `${m.me.firstname} ${m.me.lastname}`.trim(),
  email: m.me.email,
  phone: m.me.no_telp,
});

/** The recipient the checkout builds from a saved address (machines/shared/recipient.ts); `withId: false` leaves out its id. */
export const recipientOf = (m: Pick<TestMember, 'me'>, a: Address, withId = true) => ({
  ...(withId ? { id: a.id } : {}),
  name: a.recipient,
  phone: a.phone,
  email: m.me.email,
  label: a.label,
  address: a.address,
  village_id: a.village_id,
  village: a.village,
  district_name: a.area.district_name,
  city_name: a.area.city_name,
  province_name: a.area.province_name,
  latitude: a.latitude,
  longitude: a.longitude,
  postal_code: a.postal_code,
  note: a.note,
});

/** The `warehouse` an order sends for the seeded warehouse `code` (default the Bandung one), read from the database. */
export async function warehouseOf(gw: Pick<TestGateway, 'db'>, code = 'WH-BDG') {
  const [w] = await gw.db.select().from(warehouses).where(eq(warehouses.code, code));
  if (!w) throw new Error(`no warehouse ${code} in the seed`);
  return { id: w.id, code: w.code, address: 'Bandung', phone: '022', area_id: '1', latitude: w.latitude!, longitude: w.longitude! };
}

/**
 * Assert that no route answers 5xx to junk: every route × query × body (bodies only for non-GET routes), sent as the
 * member of `token`, answers below 500, and every 4xx carries a message (malformed input never reaches a 500).
 */
export async function expectNoServerErrors(
  gw: Pick<TestGateway, 'app'>,
  token: string,
  junk: { routes: ReadonlyArray<readonly [string, string]>; queries: readonly string[]; bodies: readonly string[] },
): Promise<void> {
  for (const [method, path] of junk.routes) {
    for (const q of junk.queries) {
      for (const raw of method === 'get' ? [undefined] : junk.bodies) {
        const res = await gw.app.request(`/api/${path}${q}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: raw,
        });
        expect(res.status, `${method} ${path}${q} ${raw}`).toBeLessThan(500);
        const body = (await res.json()) as { message: string };
        if (res.status >= 400) expect(body.message.length, `${method} ${path}${q} ${raw}`).toBeGreaterThan(0);
      }
    }
  }
}
