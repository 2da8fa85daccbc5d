/**
 * Issue 12 point 5: the indexes the list reads need, kept as a test (decision 042).
 *
 * 1. Every foreign key has an index that starts with its column (catalog check): deleting a parent row or joining
 *    a child list never scans the child table.
 * 2. The list queries — course list, product list, village lookup by names, cart fetch, cart calculation, a
 *    member's transaction list and detail — are captured as the gateway runs them (a drizzle logger on the same
 *    connection; the prepared reads of decision 095 as the EXECUTE they run, whose EXPLAIN is their generic plan)
 *    and each SELECT is `EXPLAIN`ed: none may Seq Scan a large table (≥ 1,000 rows after ANALYZE).
 *    Another member holds 5,000 orders (10,000 items, 10,000 status rows), so the orders tables are large and a
 *    missing index shows up as a Seq Scan.
 *
 * Runs on PGlite; on PostgreSQL too when `E2E_DATABASE_URL` or `DATABASE_URL` is set (a fresh database is created
 * on that server and dropped afterwards).
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { request, signInMember, startTestGateway, type TestGateway } from '../test-support';
import type { Db } from './client';
import { preparePglite } from './prepared';
import * as schema from './schema';

const LARGE_ROWS = 1000;
const OTHER_ORDERS = 5000;

interface Captured {
  query: string;
  params: unknown[];
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Give another member `OTHER_ORDERS` orders with two items and two status rows each. */
async function growOrders(db: Db) {
  await db.execute(sql`insert into users (email, password_hash, firstname) values ('banyak@demo.test', 'x', 'Banyak')`);
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from users where email = 'banyak@demo.test'`);
  const userId = row!.id;
  await db.execute(sql`insert into orders (user_id, invoice, status_code, order_type, price_type, price_tier, amount, customer)
    select ${userId}, 'INV-BANYAK-' || g, case when g % 3 = 0 then 2 else 3 end, 'course', 'b2c', 3, 100000, '{"name":"B","email":"b@x","phone":"0"}'::jsonb
    from generate_series(1, ${OTHER_ORDERS}) g`);
  await db.execute(sql`insert into order_items (order_id, item_id, type, slug, category_slug, title, thumbnail, price, price_before_discount, quantity)
    select o.id, 1, 'lms', 'kursus', 'roti', 'Kursus', '', 100000, 100000, 1 from orders o, generate_series(1, 2) where o.user_id = ${userId}`);
  await db.execute(sql`insert into order_status_history (order_id, code, title, created_at)
    select o.id, 1, 'Dibuat', now() from orders o, generate_series(1, 2) where o.user_id = ${userId}`);
  await db.execute(sql`analyze`);
}

function suite(name: string, databaseUrl: string | undefined) {
  describe(name, () => {
    let gw: TestGateway;
    let app: ReturnType<typeof createApp>;
    let raw: (text: string, params: unknown[]) => Promise<unknown[]>;
    const captured: Captured[] = [];
    let token = '';
    let userId = 0;
    let large = new Set<string>();

    beforeAll(async () => {
      gw = await startTestGateway({}, { databaseUrl });
      await growOrders(gw.db);
      const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
      const client = (gw.db as unknown as { $client: unknown }).$client;
      const logged = (databaseUrl
        ? drizzlePg({ client: client as never, schema, logger })
        : drizzlePglite({ client: client as never, schema, logger })) as unknown as Db;
      // The reads kept planned (db/prepared.ts, decision 095) run as EXECUTE on PGlite: explaining that EXECUTE
      // shows the generic plan they really use.
      if (!databaseUrl) {
        preparePglite(logged, client as never, { onRead: (name, args) => captured.push({ query: `execute ${name}${args ? `(${args})` : ''}`, params: [] }) });
      }
      raw = async (text, params) => {
        const c = client as { query(t: string, p: unknown[]): Promise<{ rows: unknown[] }> };
        return (await c.query(text, params)).rows;
      };
      app = createApp({ db: logged, config: gw.config, now: () => gw.clock.now });
      const me = await signInMember({ app }, 'anggota@demo.test');
      token = me.token;
      userId = me.user.id;
      large = new Set(
        (await rowsOf<{ relname: string; n: number }>(gw.db, sql`select relname, reltuples::float8 as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`))
          .filter((r) => r.n >= LARGE_ROWS)
          .map((r) => r.relname),
      );
    }, 300_000);
    afterAll(async () => gw?.close());

    it('indexes every foreign key by its column', async () => {
      const missing = await rowsOf<{ tbl: string; col: string }>(
        gw.db,
        sql`select c.conrelid::regclass::text as tbl, a.attname as col
            from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            where c.contype = 'f' and c.connamespace = 'public'::regnamespace
              and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
            order by 1, 2`,
      );
      expect(missing.map((m) => `${m.tbl}.${m.col}`)).toEqual([]);
    });

    it('finds the large tables it guards', () => {
      for (const t of ['orders', 'order_items', 'order_status_history', 'villages', 'districts']) expect(large).toContain(t);
    });

    const cases: Array<[string, string, string, Record<string, unknown>?]> = [
      ['course list', 'get', '/api/lms/courses?limit=12&page=1&order=latest&sort=desc'],
      ['product list', 'get', '/api/store/product?warehouse=2&limit=20&page=1'],
      ['product search', 'get', '/api/store/product?warehouse=2&limit=20&page=1&q=tepung'],
      ['village lookup', 'get', '/api/lms/helper/area/vilage?province=JAWA%20BARAT&city=KOTA%20BANDUNG&district=SUKAJADI&order=name&sort=asc&limit=1000'],
      ['cart fetch', 'get', '/api/lms/finance/cart?user_id={me}&warehouse_id=2&limit=1000&page=1'],
      ['cart calculation', 'post', '/api/lms/finance/cart/calculation', { user_id: '{me}', warehouse_id: 2, cart: [{ type: 'ecom', item_id: 1, quantity: 2 }, { type: 'lms', item_id: 1, quantity: 1 }] }],
      ['transaction list', 'get', '/api/lms/finance/transaction?user_id={me}&limit=10&page=1'],
      ['transaction list by status', 'get', '/api/lms/finance/transaction?user_id={me}&limit=10&page=1&status=%5B2%5D'],
    ];
    for (const [label, method, path, body] of cases) {
      it(`${label}: no Seq Scan over a large table`, async () => {
        captured.length = 0;
        const json = body ? JSON.parse(JSON.stringify(body).replaceAll('"{me}"', String(userId))) : undefined;
        const res = await request({ app }, method, path.replace('{me}', String(userId)), { token, json });
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
        const selects = captured.filter((q) => /^\s*(select|with|execute)\b/i.test(q.query));
        expect(selects.length).toBeGreaterThan(0);
        if (!databaseUrl && /^(cart|transaction list)/.test(label)) expect(selects.some((q) => q.query.startsWith('execute '))).toBe(true);
        const offenders: string[] = [];
        for (const q of selects) {
          const [row] = (await raw(`explain (format json) ${q.query}`, q.params)) as Array<{ 'QUERY PLAN': unknown }>;
          const planJson = row!['QUERY PLAN'];
          const plan = (typeof planJson === 'string' ? JSON.parse(planJson) : planJson) as Array<{ Plan: PlanNode }>;
          for (const table of seqScans(plan[0]!.Plan)) if (large.has(table)) offenders.push(`${table}: ${q.query.slice(0, 160)}`);
        }
        expect(offenders).toEqual([]);
      }, 60_000);
    }
  });
}

suite('query plans on PGlite', undefined);
const pgUrl = process.env.E2E_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
if (pgUrl) suite('query plans on PostgreSQL', pgUrl);
