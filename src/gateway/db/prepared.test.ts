/**
 * Prepared reads (db/prepared.ts, decision 095): on PGlite a read is PREPAREd once and EXECUTEd with literal
 * parameters; the literals cannot become SQL; a transaction handle runs the same statement unprepared with the same
 * rows; a raw row maps to the table's record as drizzle's `select()` maps it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from './client';
import { mapColumns, readPrepared, sqlLiteral, type PreparedRead } from './prepared';
import { orders, users } from './schema';

describe('sqlLiteral', () => {
  it('writes numbers, booleans and null as SQL and quotes text as quote_literal does', () => {
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(false)).toBe('false');
    expect(sqlLiteral(-12)).toBe('-12');
    expect(sqlLiteral(2.5)).toBe('2.5');
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral('{1,2}')).toBe("'{1,2}'");
  });
  it('refuses what PostgreSQL cannot read back: NUL in text, numbers that are not finite', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError);
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});

describe('readPrepared on PGlite', () => {
  let database: Database;
  const ECHO: PreparedRead = { name: 'test_echo', types: ['text', 'int', 'int[]'], text: 'select $1 as t, $2 as n, $3 as a' };
  const USER_BY_EMAIL: PreparedRead = { name: 'test_user_by_email', types: ['text'], text: 'select * from users where email = $1' };

  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    await migrateDatabase(database);
    await database.db.insert(users).values({ email: 'siti@demo.test', password_hash: 'x', firstname: 'Siti' });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('prepares a statement once and runs it with its parameters', async () => {
    const first = await readPrepared<{ t: string; n: number; a: number[] }>(database.db, ECHO, ['halo', 7, '{1,2,3}']);
    const second = await readPrepared<{ t: string; n: number; a: number[] }>(database.db, ECHO, ['lagi', -1, '{}']);
    expect(first).toEqual([{ t: 'halo', n: 7, a: [1, 2, 3] }]);
    expect(second).toEqual([{ t: 'lagi', n: -1, a: [] }]);
    const { rows } = (await database.db.execute(sql`select name from pg_prepared_statements where name = 'test_echo'`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toHaveLength(1);
  });

  it('reads back any text exactly, so a parameter never becomes SQL', async () => {
    for (const text of ["'); drop table users; --", "O'Brien \\' \\\\ ''", 'E\'\\x00\'', '$1 $$ ;', 'baris\nbaru']) {
      const [row] = await readPrepared<{ t: string }>(database.db, ECHO, [text, 1, '{}']);
      expect(row!.t).toBe(text);
    }
    expect(await database.db.select().from(users).where(eq(users.email, 'siti@demo.test'))).toHaveLength(1);
  });

  it('answers inside a transaction (unprepared) what it answers outside', async () => {
    const outside = await readPrepared<Record<string, unknown>>(database.db, USER_BY_EMAIL, ['siti@demo.test']);
    const inside = await database.db.transaction((tx) => readPrepared<Record<string, unknown>>(tx, USER_BY_EMAIL, ['siti@demo.test']));
    expect(inside).toEqual(outside);
    expect(outside).toHaveLength(1);
  });

  it('refuses a wrong number of parameters or a name that is not an identifier', async () => {
    await expect(readPrepared(database.db, ECHO, ['x'])).rejects.toThrow(TypeError);
    await expect(readPrepared(database.db, { ...ECHO, name: 'x; drop table users' }, ['x', 1, '{}'])).rejects.toThrow(TypeError);
  });

  it("maps a raw row to the table's record as drizzle's select() does", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, 'siti@demo.test'));
    await database.db.insert(orders).values({
      user_id: user!.id,
      invoice: 'INV-PREP-1',
      status_code: 2,
      order_type: 'course',
      price_type: 'b2c',
      price_tier: 3,
      amount: 150000,
      customer: { name: 'Siti', email: 'siti@demo.test', phone: '0812' },
      expire_time: new Date('2026-11-28T10:00:00.000Z'),
    });
    const viaSelect = await database.db.select().from(orders).where(eq(orders.invoice, 'INV-PREP-1'));
    const raw = await readPrepared<Record<string, unknown>>(
      database.db,
      { name: 'test_order_by_invoice', types: ['text'], text: 'select * from orders where invoice = $1' },
      ['INV-PREP-1'],
    );
    const mapped = raw.map((r) => mapColumns(orders, r));
    expect(mapped).toEqual(viaSelect);
    expect(mapped[0]!.expire_time).toBeInstanceOf(Date);
    expect(mapped[0]!.customer).toEqual({ name: 'Siti', email: 'siti@demo.test', phone: '0812' });
  });
});
