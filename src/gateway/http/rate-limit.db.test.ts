/**
 * Issue 12 point 6 (decision 042): the limits in the database behave like the in-memory rules and are shared by
 * every gateway (app) on one database — a client cannot get a fresh bucket by reaching another process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { DbFailureThrottle, DbRateLimiter, RateLimiter } from './rate-limit';

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
