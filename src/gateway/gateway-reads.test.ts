/**
 * Issue 17 point 4 (docs/decisions/078-gateway-reads-without-per-request-writes.md): the reads that every member
 * page makes stay correct now that they cost less —
 * - a caching gateway forgets a session the moment it is signed out or revoked (on this process directly; from any
 *   writer through the database's triggers and the live bus);
 * - the transaction list's count comes from per-member tallies the triggers keep equal to the orders;
 * - the one-query cart fetch and calculation answer what the full pricing (`resolveLines`) answers, fresh: a price
 *   or stock changed in the database shows on the next request.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { LIVE_CHANNEL, parseBusEvent } from './live/bus';
import { SessionCache } from './http/session-cache';
import { computeTotals, priceSelection, resolveLines } from './services/pricing';
import { request, signInMember, startTestGateway, type TestGateway } from './test-support';
import type { CartLine } from '../api/cart';

let gw: TestGateway;
let sessions: SessionCache;
let app: ReturnType<typeof createApp>;
let stopListening: (() => Promise<void>) | undefined;

const rows = async <T,>(q: ReturnType<typeof sql>) => ((await gw.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  gw = await startTestGateway();
  // A gateway that caches sessions for a minute, wired to the bus as server.ts wires it.
  sessions = new SessionCache(60_000);
  app = createApp({ db: gw.db, config: { ...gw.config, sessionCacheMs: 60_000 }, now: () => gw.clock.now, sessions });
  stopListening = await gw.listen(LIVE_CHANNEL, (payload) => {
    const event = parseBusEvent(payload);
    if (event?.k === 'session') sessions.forgetMember(event.u);
  });
}, 180_000);
afterAll(async () => {
  await stopListening?.();
  await gw?.close();
});

const info = (token: string) => request({ app }, 'GET', '/api/lms/users/info', { token });
const waitFor = async (check: () => Promise<boolean>, ms = 2000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

describe('sessions cached per process', () => {
  it('serves a token from memory, and forgets it at once when it is signed out', async () => {
    const { token } = await signInMember({ app }, 'anggota@demo.test');
    expect((await info(token)).status).toBe(200);
    expect(sessions.size).toBeGreaterThan(0);
    expect((await request({ app }, 'POST', '/api/lms/users/logout', { token })).status).toBe(200);
    expect((await info(token)).status).toBe(401);
  });

  it('a password change ends the other sessions on this process at once', async () => {
    const a = await signInMember({ app }, 'b2b@demo.test');
    const b = await signInMember({ app }, 'b2b@demo.test');
    expect((await info(b.token)).status).toBe(200);
    const changed = await request({ app }, 'POST', '/api/lms/users/change_password', {
      token: a.token,
      json: { old_password: 'rahasia123', new_password: 'rahasia123', re_password: 'rahasia123' },
    });
    expect(changed.status, changed.body.message).toBe(200);
    expect((await info(b.token)).status).toBe(401);
    expect((await info(a.token)).status).toBe(200);
  });

  it('a session deleted, or a member changed, by any writer reaches the cache through the database', async () => {
    const { token, user } = await signInMember({ app }, 'anggota@demo.test');
    expect((await info(token)).status).toBe(200);
    // Another process, the CLI or SQL by hand: only the trigger's notice tells this process.
    const [before] = await rows<{ tier: number }>(sql`select tier from users where id = ${user.id}`);
    expect(sessions.holds(token)).toBe(true);
    await gw.db.execute(sql`update users set tier = ${before!.tier === 1 ? 2 : 1} where id = ${user.id}`);
    expect(await waitFor(async () => !sessions.holds(token))).toBe(true);
    await gw.db.execute(sql`update users set tier = ${before!.tier} where id = ${user.id}`);
    expect(await waitFor(async () => !sessions.holds(token))).toBe(true);
    // Nothing a request reads changed: no notice, the token stays cached.
    expect((await info(token)).status).toBe(200);
    await gw.db.execute(sql`update users set updated_at = now() where id = ${user.id}`);
    await new Promise((r) => setTimeout(r, 100));
    expect(sessions.holds(token)).toBe(true);
    await gw.db.execute(sql`delete from sessions where token = ${token}`);
    expect(await waitFor(async () => (await info(token)).status === 401)).toBe(true);
  });
});

describe('order counts kept by the triggers', () => {
  it('equal the orders per member and status through inserts, status moves and deletes; the list counts with them', async () => {
    const { token, user } = await signInMember({ app }, 'asesor@demo.test');
    const counts = async () =>
      rows<{ status_code: number; n: number }>(sql`select status_code, n from member_order_counts where user_id = ${user.id} and n <> 0 order by status_code`);
    const real = async () =>
      rows<{ status_code: number; n: number }>(sql`select status_code, count(*)::int as n from orders where user_id = ${user.id} group by status_code order by status_code`);
    await gw.db.execute(sql`insert into orders (user_id, invoice, status_code, order_type, price_type, price_tier, amount, customer)
      select ${user.id}, 'INV-COUNT-' || g, case when g % 3 = 0 then 4 else 3 end, 'course', 'b2c', 3, 1000, '{}'::jsonb from generate_series(1, 30) g`);
    expect(await counts()).toEqual(await real());
    await gw.db.execute(sql`update orders set status_code = 8 where invoice in ('INV-COUNT-1', 'INV-COUNT-2', 'INV-COUNT-3')`);
    await gw.db.execute(sql`update orders set amount = 2000 where invoice = 'INV-COUNT-4'`);
    expect(await counts()).toEqual(await real());
    await gw.db.execute(sql`delete from orders where invoice in ('INV-COUNT-5', 'INV-COUNT-6')`);
    expect(await counts()).toEqual(await real());

    const total = (await real()).reduce((s, r) => s + r.n, 0);
    const list = await request({ app }, 'GET', '/api/lms/finance/transaction', { token, query: { user_id: user.id, limit: 10, page: 1 } });
    expect(list.status).toBe(200);
    expect((list.body.result as { count: number; pages: number }).count).toBe(total);
    const cancelled = await request({ app }, 'GET', '/api/lms/finance/transaction', { token, query: { user_id: user.id, limit: 10, page: 1, status: '[8]' } });
    const cancelledReal = (await real()).find((r) => r.status_code === 8)?.n ?? 0;
    expect((cancelled.body.result as { count: number; data: unknown[] }).count).toBe(cancelledReal);
    const search = await request({ app }, 'GET', '/api/lms/finance/transaction', { token, query: { user_id: user.id, limit: 10, page: 1, invoice: 'INV-COUNT-1' } });
    // INV-COUNT-1, -10 … -19, -30 (-1x and -30 contain it)
    const searched = await rows<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${user.id} and invoice ilike '%INV-COUNT-1%'`);
    expect((search.body.result as { count: number }).count).toBe(searched[0]!.n);
  });
});

describe('the one-query cart reads', () => {
  it('the calculation prices a selection as the full pricing does, and reads a changed price and stock at once', async () => {
    const [w] = await rows<{ warehouse_id: number; product_id: number; type: string; tier: number }>(
      sql`select pp.warehouse_id, pp.product_id, pp.type, pp.tier from product_prices pp join products p on p.id = pp.product_id
          join product_stocks ps on ps.product_id = p.id and ps.warehouse_id = pp.warehouse_id
          where p.status = 'active' and not p.is_ignore_stock and ps.stock > 2 order by pp.id limit 1`,
    );
    const [course] = await rows<{ id: number }>(sql`select id from courses where status = 'active' and price < price_before_discount order by id limit 1`);
    const lines: CartLine[] = [
      { type: 'lms', item_id: course!.id, quantity: 1 },
      { type: 'ecom', item_id: w!.product_id, quantity: 2 },
      { type: 'ecom', item_id: w!.product_id, quantity: 1 },
    ] as CartLine[];
    const opts = { warehouseId: w!.warehouse_id, type: w!.type, tier: w!.tier };
    const full = async () => {
      const r = await resolveLines(gw.db, lines, { ...opts, strictStock: false });
      return computeTotals(r.courses, r.products.map((p) => ({ price: p.priced.price, quantity: p.quantity })), null, null);
    };
    const lean = async () => {
      const r = await priceSelection(gw.db, lines, opts);
      return computeTotals(r.courses, r.products, null, null);
    };
    expect(await lean()).toEqual(await full());
    // Stock below the quantity caps it; a new price shows at once (nothing cached across requests).
    await gw.db.execute(sql`update product_stocks set stock = 1 where product_id = ${w!.product_id} and warehouse_id = ${w!.warehouse_id}`);
    await gw.db.execute(sql`update product_prices set price = price + 500 where product_id = ${w!.product_id} and warehouse_id = ${w!.warehouse_id}`);
    expect(await lean()).toEqual(await full());
    expect((await lean()).product_amount).toBe((await full()).product_amount);
    // Unknown and not-sold items and a missing warehouse are refused alike.
    for (const bad of [
      [{ type: 'lms', item_id: 999_999, quantity: 1 }],
      [{ type: 'ecom', item_id: 999_999, quantity: 1 }],
    ] as CartLine[][]) {
      await expect(priceSelection(gw.db, bad, opts)).rejects.toMatchObject({ code: 404 });
      await expect(resolveLines(gw.db, bad, { ...opts, strictStock: false })).rejects.toMatchObject({ code: 404 });
    }
    await expect(priceSelection(gw.db, lines, { ...opts, warehouseId: null })).rejects.toMatchObject({ code: 400 });
    await expect(priceSelection(gw.db, lines, { ...opts, warehouseId: 999_999 })).rejects.toMatchObject({ code: 404 });
  });

  it('the cart fetch shows a changed price and stock on the next request', async () => {
    const { token, user } = await signInMember({ app }, 'anggota@demo.test');
    const cart = async () =>
      (await request({ app }, 'GET', '/api/lms/finance/cart', { token, query: { user_id: user.id, warehouse_id: 2, limit: 1000, page: 1 } })).body.result as {
        data: { ecom_cart: Array<{ item_id: number; price: number; stock: number; warehouse_id: number }> };
      };
    const [p] = await rows<{ product_id: number }>(
      sql`select pp.product_id from product_prices pp join products p on p.id = pp.product_id
          where pp.warehouse_id = 2 and pp.type = 'b2c' and pp.tier = 3 and p.status = 'active' and not p.is_ignore_stock order by pp.id limit 1`,
    );
    await gw.db.execute(sql`update product_stocks set stock = 40 where product_id = ${p!.product_id} and warehouse_id = 2`);
    const add = await request({ app }, 'POST', '/api/lms/finance/cart/add', {
      token,
      json: { user_id: user.id, warehouse_id: 2, update_cart: true, carts: [{ type: 'ecom', item_id: p!.product_id, quantity: 1 }] },
    });
    expect(add.status, add.body.message).toBe(200);
    const before = (await cart()).data.ecom_cart.find((l) => l.item_id === p!.product_id)!;
    await gw.db.execute(sql`update product_prices set price = price + 700 where product_id = ${p!.product_id} and warehouse_id = 2 and type = 'b2c' and tier = 3`);
    await gw.db.execute(sql`update product_stocks set stock = 7 where product_id = ${p!.product_id} and warehouse_id = 2`);
    const after = (await cart()).data.ecom_cart.find((l) => l.item_id === p!.product_id)!;
    expect(after.price).toBe(before.price + 700);
    expect(after.stock).toBe(7);
    expect(after.warehouse_id).toBe(2);
  });
});
