/**
 * Issue 12 point 6 (decision 042): the limits in the database behave like the in-memory rules and are shared by
 * every gateway (app) on one database — a client cannot get a fresh bucket by reaching another process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { sql } from 'drizzle-orm';
import { DbFailureThrottle, DbRateLimiter, LEASE_MS, RateLimiter } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
}, 120_000);
afterAll(async () => database?.close());

describe('DbRateLimiter', () => {
  it('gives the same verdicts as the in-memory bucket, and two limiters on one database share the bucket', async () => {
    const opts = { capacity: 3, refillPerSecond: 0.5 };
    const a = new DbRateLimiter(database.db, 'test', opts);
    const b = new DbRateLimiter(database.db, 'test', opts);
    const memory = new RateLimiter(opts);
    const seen: unknown[] = [];
    const expected: unknown[] = [];
    for (const [i, at] of [0, 10, 20, 30, 1000, 2100, 2200, 6000, 500].entries()) {
      seen.push(await (i % 2 ? b : a).take('client:1', at));
      expected.push(memory.take('client:1', at));
    }
    expect(seen).toEqual(expected);
    expect(seen.filter((v) => !(v as { ok: boolean }).ok).length).toBeGreaterThan(0);
  });

  it('keeps keys and names apart', async () => {
    const one = new DbRateLimiter(database.db, 'one', { capacity: 1, refillPerSecond: 0.001 });
    const two = new DbRateLimiter(database.db, 'two', { capacity: 1, refillPerSecond: 0.001 });
    expect(await one.take('k', 0)).toEqual({ ok: true });
    expect((await one.take('k', 0)).ok).toBe(false);
    expect(await one.take('other', 0)).toEqual({ ok: true });
    expect(await two.take('k', 0)).toEqual({ ok: true });
  });

  it('lets exactly `capacity` of many concurrent takes through', async () => {
    const l = new DbRateLimiter(database.db, 'burst', { capacity: 5, refillPerSecond: 0.001 });
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => l.take('k', 100)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(5);
  });
});

describe('DbRateLimiter leases (decision 078)', () => {
  const row = async (name: string, key: string) =>
    ((await database.db.execute(sql`select tokens, granted from rate_buckets where name = ${name} and key = ${key}`)) as unknown as {
      rows: Array<{ tokens: number; granted: number }>;
    }).rows[0];

  it('takes a tenth of the bucket per write and answers the rest from memory', async () => {
    const l = new DbRateLimiter(database.db, 'lease', { capacity: 100, refillPerSecond: 0.001 });
    for (let i = 0; i < 10; i++) expect(await l.take('k', 1000)).toEqual({ ok: true });
    // Ten requests, one write: the row gave 10 and holds 90.
    expect(await row('lease', 'k')).toEqual({ tokens: 90, granted: 10 });
    expect(await l.take('k', 1000)).toEqual({ ok: true });
    expect((await row('lease', 'k'))!.tokens).toBe(80);
  });

  it('never lets more through than the bucket across processes, and remembers a refusal without writing', async () => {
    const opts = { capacity: 40, refillPerSecond: 0.001 };
    const a = new DbRateLimiter(database.db, 'shared-lease', opts);
    const b = new DbRateLimiter(database.db, 'shared-lease', opts);
    let ok = 0;
    for (let i = 0; i < 60; i++) if ((await (i % 2 ? b : a).take('k', 5000)).ok) ok++;
    expect(ok).toBe(40);
    await database.db.execute(sql`update rate_buckets set at_ms = -1 where name = 'shared-lease'`);
    // Refused from memory: the row is not written (its marker stays).
    expect((await a.take('k', 5000)).ok).toBe(false);
    expect(Number((await database.db.execute(sql`select at_ms from rate_buckets where name = 'shared-lease'`) as unknown as { rows: Array<{ at_ms: number }> }).rows[0]!.at_ms)).toBe(-1);
  });

  it('gives back what an expired lease left, so an idle process does not keep tokens from the others', async () => {
    const opts = { capacity: 20, refillPerSecond: 0.001 };
    const a = new DbRateLimiter(database.db, 'give-back', opts);
    const b = new DbRateLimiter(database.db, 'give-back', opts);
    expect((await a.take('k', 0)).ok).toBe(true); // a holds 1 more
    for (let i = 0; i < 18; i++) expect((await b.take('k', 10)).ok).toBe(true);
    expect((await b.take('k', 20)).ok).toBe(false);
    // After LEASE_MS a's remainder goes back with its next lease.
    expect((await a.take('k', LEASE_MS + 100)).ok).toBe(true);
    expect((await row('give-back', 'k'))!.tokens).toBeLessThan(1);
  });
});

describe('DbFailureThrottle', () => {
  it('frees the first failures, then doubles the wait; a success clears; shared across instances', async () => {
    const opts = { free: 2, windowMs: 60_000, baseDelayMs: 1000, maxDelayMs: 8000 };
    const a = new DbFailureThrottle(database.db, opts);
    const b = new DbFailureThrottle(database.db, opts);
    await a.fail('x@demo.test', 0);
    await b.fail('x@demo.test', 0);
    expect(await a.check('x@demo.test', 0)).toEqual({ ok: false, retryAfterS: 1 });
    expect(await b.check('x@demo.test', 1000)).toEqual({ ok: true });
    await b.fail('x@demo.test', 1000);
    expect(await a.check('x@demo.test', 2000)).toEqual({ ok: false, retryAfterS: 1 });
    expect(await a.check('x@demo.test', 3000)).toEqual({ ok: true });
    await a.succeed('x@demo.test');
    expect(await b.check('x@demo.test', 3000)).toEqual({ ok: true });
    // Past the window a failure starts a new count.
    for (let i = 0; i < 3; i++) await a.fail('y@demo.test', 0);
    await a.fail('y@demo.test', 70_000);
    expect(await a.check('y@demo.test', 70_000)).toEqual({ ok: true });
  });
});
