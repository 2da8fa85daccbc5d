/**
 * Idempotency keys for order/add and order/payment (docs/decisions/005-idempotency.md): a request carrying an
 * `Idempotency-Key` header runs at most once per (member, scope, key). The key row is inserted FIRST inside the
 * same transaction as the work, so two concurrent requests with the same key cannot both run: the second one
 * waits on the unique key (PostgreSQL) or on the single connection (PGlite), then finds the stored answer.
 * A failed request stores nothing (its transaction rolls back), so a retry runs again.
 *
 * Work that calls another service (a payment provider) must not hold a transaction open meanwhile
 * ({@link runIdempotentAround}; issue 16 point 7, decision 047): the key is claimed with the reservation in one
 * transaction, the call runs outside any, and the answer is stored with the result in another.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError, type Envelope } from '../http/envelope';

/** Message when one key is reused for a different request body. */
export const KEY_REUSED = 'Idempotency-Key sudah dipakai untuk permintaan lain';
/** Longest accepted key. */
export const MAX_KEY_LENGTH = 200;

/** What is stored for a key: the first answer and a fingerprint of the request it answered. */
interface StoredAnswer {
  fingerprint: string;
  body: Envelope<unknown> | null;
  /** While `body` is null: when (epoch ms, the gateway's clock) a request claimed the key for work in three steps. */
  claimed_at_ms?: number;
}

/** A claim older than this (ms) whose request never finished (its process died) may be taken over by a retry. */
export const CLAIM_STALE_MS = 5 * 60_000;
/** Message while another request with the same key is still running. */
export const KEY_IN_PROGRESS = 'Permintaan yang sama sedang diproses, coba lagi';

/** A stable fingerprint of a JSON-able request (keys sorted). */
export function fingerprintOf(value: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object') {
      return Object.fromEntries(
        Object.keys(x as Record<string, unknown>)
          .sort()
          .map((k) => [k, norm((x as Record<string, unknown>)[k])]),
      );
    }
    return x;
  };
  return JSON.stringify(norm(value));
}

/**
 * Run `work` inside a transaction, once per key.
 * @param key the `Idempotency-Key` header; when empty the work runs normally (still in one transaction).
 * @returns the envelope of the first successful run and whether this call was a replay.
 * @throws HttpError 409 {@link KEY_REUSED} when the key answered a different request; 400 for an over-long key;
 *   whatever `work` throws (nothing is stored then).
 */
export async function runIdempotent<T>(
  db: Db,
  scope: { userId: number; name: string; key: string | undefined; request: unknown },
  work: (tx: Db) => Promise<Envelope<T>>,
): Promise<{ body: Envelope<T>; replayed: boolean }> {
  const key = scope.key?.trim() ?? '';
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, `Idempotency-Key maksimal ${MAX_KEY_LENGTH} karakter`);
  const fingerprint = fingerprintOf(scope.request);
  return db.transaction(async (tx) => {
    if (!key) return { body: await work(tx), replayed: false };
    const mine = await tx
      .insert(idempotencyKeys)
      .values({ user_id: scope.userId, scope: scope.name, key, response: { fingerprint, body: null } })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.user_id, scope.userId), eq(idempotencyKeys.scope, scope.name), eq(idempotencyKeys.key, key));
    if (mine.length === 0) {
      const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
      const stored = row?.response as StoredAnswer | undefined;
      if (!stored || !stored.body) throw new HttpError(409, KEY_IN_PROGRESS);
      if (stored.fingerprint !== fingerprint) throw new HttpError(409, KEY_REUSED);
      return { body: stored.body as Envelope<T>, replayed: true };
    }
    const body = await work(tx);
    const answer: StoredAnswer = { fingerprint, body };
    await tx.update(idempotencyKeys).set({ response: answer }).where(where);
    return { body, replayed: false };
  });
}

/** The three steps of work around a call to another service ({@link runIdempotentAround}). */
export interface AroundSteps<R, C, T> {
  /** Check and reserve, in the first transaction (with the key's claim). */
  reserve(tx: Db): Promise<R>;
  /** The outside call, in no transaction. */
  call(reserved: R): Promise<C>;
  /** Record the call's result and build the answer, in the second transaction (the answer is stored with the key). */
  record(tx: Db, reserved: R, result: C): Promise<Envelope<T>>;
  /** Undo the reservation when the call or the record failed, in a third transaction. */
  release(tx: Db, reserved: R): Promise<void>;
}

/**
 * Run work that calls another service once per key, without a transaction open during the call: reserve (and claim
 * the key) in one transaction, call outside, record (and store the answer) in another. When the call or the record
 * fails, `release` undoes the reservation and the claim goes, so a retry runs again; the error is rethrown.
 * A second request with the same key while the first runs answers 409 {@link KEY_IN_PROGRESS}; after the first, its
 * stored answer (or 409 {@link KEY_REUSED} for another body). A claim left by a process that died is taken over
 * after {@link CLAIM_STALE_MS}.
 * @throws HttpError 400 for an over-long key; whatever a step throws.
 */
export async function runIdempotentAround<R, C, T>(
  db: Db,
  scope: { userId: number; name: string; key: string | undefined; request: unknown; now: Date },
  steps: AroundSteps<R, C, T>,
): Promise<{ body: Envelope<T>; replayed: boolean }> {
  const key = scope.key?.trim() ?? '';
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, `Idempotency-Key maksimal ${MAX_KEY_LENGTH} karakter`);
  const fingerprint = fingerprintOf(scope.request);
  const where = and(eq(idempotencyKeys.user_id, scope.userId), eq(idempotencyKeys.scope, scope.name), eq(idempotencyKeys.key, key));
  const claim: StoredAnswer = { fingerprint, body: null, claimed_at_ms: scope.now.getTime() };

  const first = await db.transaction(async (tx): Promise<{ replay: Envelope<T> } | { reserved: R }> => {
    if (key) {
      const mine = await tx
        .insert(idempotencyKeys)
        .values({ user_id: scope.userId, scope: scope.name, key, response: claim })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (mine.length === 0) {
        const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1).for('update');
        const stored = row?.response as StoredAnswer | undefined;
        if (stored?.body) {
          if (stored.fingerprint !== fingerprint) throw new HttpError(409, KEY_REUSED);
          return { replay: stored.body as Envelope<T> };
        }
        const stale = stored?.claimed_at_ms !== undefined && scope.now.getTime() - stored.claimed_at_ms > CLAIM_STALE_MS;
        if (!stale) throw new HttpError(409, KEY_IN_PROGRESS);
        await tx.update(idempotencyKeys).set({ response: claim }).where(where);
      }
    }
    return { reserved: await steps.reserve(tx) };
  });
  if ('replay' in first) return { body: first.replay, replayed: true };

  const reserved = first.reserved;
  try {
    const result = await steps.call(reserved);
    const body = await db.transaction(async (tx) => {
      const answer = await steps.record(tx, reserved, result);
      if (key) await tx.update(idempotencyKeys).set({ response: { fingerprint, body: answer } satisfies StoredAnswer }).where(where);
      return answer;
    });
    return { body, replayed: false };
  } catch (error) {
    try {
      await db.transaction(async (tx) => {
        await steps.release(tx, reserved);
        if (key) await tx.delete(idempotencyKeys).where(where);
      });
    } catch (releaseError) {
      // The reservation lapses by itself (holds expire; a stale claim is taken over): answer the first error.
      console.error(`[gateway] ${scope.name}: releasing a failed request failed:`, releaseError);
    }
    throw error;
  }
}
