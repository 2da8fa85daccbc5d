import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { run, USAGE } from '../cli/order-status';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import * as s from '../db/schema';
import { advanceOrderStatus, ORDER_STATUS_TITLES, OrderStatusError } from './order-status';

let database: Database;
const T0 = new Date('2025-06-01T02:00:00Z');

/** Insert an order with the given status and a history that ends at it. */
async function order(invoice: string, status: number) {
  const [user] = await database.db.select({ id: s.users.id }).from(s.users).limit(1);
  const [row] = await database.db
    .insert(s.orders)
    .values({ user_id: user!.id, invoice, status_code: status, order_type: 'ecom', price_type: 'b2c', price_tier: 3, customer: { name: 'Uji', email: 'uji@demo.test', phone: '0811111111' }, created_at: T0, updated_at: T0 })
    .returning({ id: s.orders.id });
  const codes = status >= 3 && status <= 7 ? [1, 2, ...Array.from({ length: status - 2 }, (_, i) => i + 3)] : status === 9 ? [1, 2, 9] : [1, status].filter((c, i, a) => a.indexOf(c) === i);
  await database.db.insert(s.orderStatusHistory).values(codes.map((code) => ({ order_id: row!.id, code, title: ORDER_STATUS_TITLES[code]!, created_at: T0 })));
  return row!.id;
}
const history = async (orderId: number) =>
  (await database.db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.order_id, orderId)).orderBy(asc(s.orderStatusHistory.id))).map((h) => [h.code, h.title]);
const statusOf = async (orderId: number) => (await database.db.select().from(s.orders).where(eq(s.orders.id, orderId)))[0]!;
async function refusal(promise: Promise<unknown>): Promise<OrderStatusError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(OrderStatusError);
  return error as OrderStatusError;
}

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  await database.db.insert(s.users).values({ email: 'uji@demo.test', password_hash: 'x', firstname: 'Uji' });
});
afterAll(async () => {
  await database?.close();
});

describe('ORDER_STATUS_TITLES', () => {
  it('names the ten codes of commerce §4', () => {
    expect(Object.keys(ORDER_STATUS_TITLES).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ORDER_STATUS_TITLES[5]).toBe('Pesanan dikirim');
    expect(ORDER_STATUS_TITLES[10]).toBe('Pesanan gagal diproses');
  });
});

describe('advanceOrderStatus', () => {
  it('moves a paid order forward one step and appends the history row', async () => {
    const id = await order('INV-T-1', 3);
    const later = new Date('2025-06-02T05:00:00Z');
    const result = await advanceOrderStatus(database.db, ' INV-T-1 ', 4, later);
    expect(result).toMatchObject({ invoice: 'INV-T-1', from: 3, to: 4, status: 'Pesanan diproses' });
    const row = await statusOf(id);
    expect(row.status_code).toBe(4);
    expect(row.updated_at.getTime()).toBe(later.getTime());
    expect((await history(id)).slice(-2)).toEqual([[3, 'Pembayaran diterima'], [4, 'Pesanan diproses']]);
  });

  it('appends every step passed when skipping ahead', async () => {
    const id = await order('INV-T-2', 4);
    const result = await advanceOrderStatus(database.db, 'INV-T-2', 7);
    expect(result.appended.map((a) => a.code)).toEqual([5, 6, 7]);
    expect((await history(id)).map(([code]) => code)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await statusOf(id)).status_code).toBe(7);
  });

  it('refuses going backwards or staying put, and changes nothing', async () => {
    const id = await order('INV-T-3', 5);
    const back = await refusal(advanceOrderStatus(database.db, 'INV-T-3', 4));
    expect(back.reason).toBe('not_forward');
    expect(back.currentCode).toBe(5);
    expect(back.message).toBe("Pesanan INV-T-3 sudah berstatus 'Pesanan dikirim'; status tidak dapat diubah ke 'Pesanan diproses'");
    expect((await refusal(advanceOrderStatus(database.db, 'INV-T-3', 5))).reason).toBe('not_forward');
    expect((await statusOf(id)).status_code).toBe(5);
    expect(await history(id)).toHaveLength(5);
  });

  it('refuses unpaid orders', async () => {
    for (const [invoice, status] of [['INV-T-4', 1], ['INV-T-5', 2]] as const) {
      const id = await order(invoice, status);
      const error = await refusal(advanceOrderStatus(database.db, invoice, 4));
      expect(error.reason).toBe('unpaid');
      expect(error.message).toContain('belum dibayar');
      expect((await statusOf(id)).status_code).toBe(status);
    }
  });

  it('refuses cancelled or failed orders, unknown invoices and codes outside 4..7', async () => {
    await order('INV-T-6', 9);
    expect((await refusal(advanceOrderStatus(database.db, 'INV-T-6', 4))).reason).toBe('closed');
    const missing = await refusal(advanceOrderStatus(database.db, 'INV-TIDAKADA', 4));
    expect(missing.reason).toBe('not_found');
    expect(missing.message).toBe('Pesanan dengan invoice INV-TIDAKADA tidak ditemukan');
    expect((await refusal(advanceOrderStatus(database.db, 'INV-T-1', 3))).reason).toBe('invalid_code');
    expect((await refusal(advanceOrderStatus(database.db, 'INV-T-1', 8))).reason).toBe('invalid_code');
  });
});

describe('order:status command', () => {
  const shared = async () => ({ ...database, close: async () => undefined });
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
  };

  it('prints the change and exits 0', async () => {
    await order('INV-T-7', 3);
    const c = capture();
    expect(await run(['INV-T-7', '5'], c.io, shared)).toBe(0);
    expect(c.out[0]).toContain('Pembayaran diterima (3) → Pesanan dikirim (5)');
    expect(c.err).toEqual([]);
  });

  it('exits 1 with the Indonesian reason on refusal, and with the usage on bad arguments', async () => {
    const c = capture();
    expect(await run(['INV-T-7', '4'], c.io, shared)).toBe(1);
    expect(c.err[0]).toContain("sudah berstatus 'Pesanan dikirim'");
    const u = capture();
    expect(await run(['INV-T-7'], u.io, shared)).toBe(1);
    expect(await run(['INV-T-7', 'empat'], u.io, shared)).toBe(1);
    expect(u.err).toEqual([USAGE, USAGE]);
  });
});
