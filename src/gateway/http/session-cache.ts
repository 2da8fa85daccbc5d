/**
 * The signed-in member of a bearer token, kept in this process's memory for a short while (issue 17 point 4,
 * docs/decisions/078-gateway-reads-without-per-request-writes.md): every member page asks for the cart, the orders
 * and more, each request with the same token; one session query per token per {@link SessionCache} `ttlMs`
 * (config `SESSION_CACHE_MS`, default 10 s; 0 reads the database on every request, as test gateways do) instead of
 * one per request.
 *
 * What ends or changes a session reaches every process's cache:
 * - this process forgets at once what it revokes itself (sign-out from the stand-in or `lms/users/logout`, the
 *   other sessions after a password change: {@link SessionCache.forgetToken}, {@link SessionCache.forgetMember});
 * - the database tells every process — this one included — when a session row is deleted or changed, or a member's
 *   row or roles change, whoever wrote it (triggers of migration 0009 on `sessions`, `users`, `user_roles` send
 *   `{ k: 'session', u }` on the live bus, live/bus.ts); server.ts hands those to {@link SessionCache.forgetMember};
 * - an entry is never used past its session's `expires_at`, nor past `ttlMs` (the bound when a notification is
 *   lost, e.g. while a LISTEN connection reconnects).
 * Unknown tokens are never kept (each costs its query, as before). At most `maxEntries` tokens (oldest first out).
 */
import type { Db } from '../db/client';
import type { AuthUser } from './context';
import { loadSession } from './auth';

export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; expiresMs: number; at: number }>();
  /** Bumped by every forget, so a load that started before it cannot put a revoked session back. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * The member of `token` at `now`: from memory when this process read it less than `ttlMs` ago and the session
   * has not expired, else from the database (db/schema `sessions` joined with `users` and `user_roles`).
   * @returns `undefined` for an unknown or expired token.
   */
  async user(db: Db, token: string, now: Date): Promise<AuthUser | undefined> {
    const t = now.getTime();
    if (this.ttlMs > 0) {
      const hit = this.entries.get(token);
      if (hit && t >= hit.at && t - hit.at < this.ttlMs && t < hit.expiresMs) return hit.user;
    }
    const generation = this.generation;
    const found = await loadSession(db, token, now);
    if (!found || this.ttlMs <= 0) return found?.user;
    if (generation === this.generation) {
      this.entries.delete(token);
      this.entries.set(token, { user: found.user, expiresMs: found.expiresAt.getTime(), at: t });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return found.user;
  }

  /** Forget one token (it was revoked). */
  forgetToken(token: string): void {
    this.generation++;
    this.entries.delete(token);
  }

  /** Forget every token of a member (a session, the member's row or roles changed). */
  forgetMember(userId: number): void {
    this.generation++;
    for (const [token, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(token);
  }

  /** Whether `token` is kept (tests, diagnostics). */
  holds(token: string): boolean {
    return this.entries.has(token);
  }

  /** How many tokens are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
