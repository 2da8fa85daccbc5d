/**
 * Idempotency keys for order/add and order/payment (docs/decisions/005-idempotency.md): a request carrying an
 * `Idempotency-Key` header runs at most once per (member, scope, key). The key row is inserted FIRST inside the
 * same transaction as the work, so two concurrent requests with the same key cannot both run: the second one
 * waits on the unique key (PostgreSQL) or on the single connection (PGlite), then finds the stored answer.
 * A failed request stores nothing (its transaction rolls back), so a retry runs again.
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
  body: Envelope<unknown>;
}

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
      if (!stored || !stored.body) throw new HttpError(409, 'Permintaan yang sama sedang diproses, coba lagi');
      if (stored.fingerprint !== fingerprint) throw new HttpError(409, KEY_REUSED);
      return { body: stored.body as Envelope<T>, replayed: true };
    }
    const body = await work(tx);
    const answer: StoredAnswer = { fingerprint, body };
    await tx.update(idempotencyKeys).set({ response: answer }).where(where);
    return { body, replayed: false };
  });
}
