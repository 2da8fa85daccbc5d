/**
 * Request limits of the gateway (issue 6 point 8; docs/decisions/016-input-limits.md, 026-features-under-issue-6.md).
 * Since issue 12 (decision 042) the gateway keeps them in the database ({@link DbRateLimiter},
 * {@link DbFailureThrottle}: tables `rate_buckets`, `sign_in_failures`), so several processes on one PostgreSQL
 * share them and a restart does not reset them; the in-memory classes below state the same rules for one process
 * and remain for tests and tools:
 * - {@link RateLimiter}: a token bucket per key, one per limited endpoint group ({@link RATE_LIMITS}): the public
 *   log endpoints, and the public or cheap-to-abuse writes the features added (voucher claim, subscription
 *   landing lead, invite, uploads, the HR stand-in's lookup and submit). Routes use it through the one
 *   middleware {@link rateLimited};
 * - {@link FailureThrottle}: sign-in failures per e-mail on the sign-in stand-in, each further attempt after
 *   a few failures waiting twice as long as the one before.
 * Both forget their oldest keys beyond `maxKeys`, so memory stays bounded whatever a client sends.
 */
import type { IncomingMessage } from 'node:http';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { rateBuckets, signInFailures } from '../db/schema';
import type { AppEnv } from './context';
import { fail } from './envelope';

/** A refusal: how many whole seconds until the next try may succeed (for `Retry-After`). */
export type Verdict = { ok: true } | { ok: false; retryAfterS: number };

/** Forget the oldest entries of a Map (insertion order) until it holds at most `max`. */
function trim<K, V>(map: Map<K, V>, max: number) {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

/** Token bucket per key: `capacity` requests at once, refilled at `refillPerSecond`. Times in ms. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly opts: { capacity: number; refillPerSecond: number; maxKeys?: number }) {}

  /** Take one token for `key` at `now` (ms). */
  take(key: string, now: number): Verdict {
    const { capacity, refillPerSecond } = this.opts;
    const last = this.buckets.get(key);
    // A clock that moved back (tests move theirs; a corrected system clock) refills nothing rather than draining.
    const tokens = last ? Math.min(capacity, last.tokens + (Math.max(0, now - last.at) / 1000) * refillPerSecond) : capacity;
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    trim(this.buckets, this.opts.maxKeys ?? 10_000);
    return { ok: true };
  }
}

/**
 * Failures per key within `windowMs`: the first `free` failures cost nothing; after that each attempt must wait
 * `baseDelayMs × 2^(failures − free)` (at most `maxDelayMs`) after the last failure. A success clears the key.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, { count: number; first: number; last: number }>();
  constructor(private readonly opts: { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number; maxKeys?: number }) {}

  private current(key: string, now: number) {
    const f = this.failures.get(key);
    if (f && now - f.first > this.opts.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return f;
  }

  /** Whether an attempt for `key` may be checked at `now`. */
  check(key: string, now: number): Verdict {
    const f = this.current(key, now);
    if (!f || f.count < this.opts.free) return { ok: true };
    const wait = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** (f.count - this.opts.free));
    const until = f.last + wait;
    return now >= until ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
  }

  /** Record a failed attempt. */
  fail(key: string, now: number): void {
    const f = this.current(key, now);
    this.failures.delete(key);
    this.failures.set(key, f ? { count: f.count + 1, first: f.first, last: now } : { count: 1, first: now, last: now });
    trim(this.failures, this.opts.maxKeys ?? 10_000);
  }

  /** Forget a key (after a success). */
  succeed(key: string): void {
    this.failures.delete(key);
  }
}

/** What a token bucket offers (in memory or in the database). */
export interface Limiter {
  take(key: string, now: number): Verdict | Promise<Verdict>;
}

/** What a failure throttle offers (in memory or in the database). */
export interface Throttle {
  check(key: string, now: number): Verdict | Promise<Verdict>;
  fail(key: string, now: number): void | Promise<void>;
  succeed(key: string): void | Promise<void>;
}

/** Rows of `rate_buckets` untouched for this long (ms) are deleted now and then (a full bucket is no row). */
export const BUCKET_IDLE_MS = 24 * 60 * 60_000;

/**
 * {@link RateLimiter}'s token bucket in the table `rate_buckets`, one row per (`name`, key): refill, take and the
 * verdict in ONE atomic upsert, so concurrent requests in any number of processes never take the same token twice.
 */
export class DbRateLimiter implements Limiter {
  private takes = 0;
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly opts: { capacity: number; refillPerSecond: number },
  ) {}

  async take(key: string, now: number): Promise<Verdict> {
    const { capacity, refillPerSecond } = this.opts;
    // Tokens available now: the stored ones refilled for the time since (never for a clock that moved back).
    const avail = sql`least(${capacity}::float8, ${rateBuckets.tokens} + greatest(0, ${now}::float8 - ${rateBuckets.at_ms}) / 1000.0 * ${refillPerSecond}::float8)`;
    const [row] = await this.db
      .insert(rateBuckets)
      .values({ name: this.name, key, tokens: capacity - 1, at_ms: now, ok: true })
      .onConflictDoUpdate({
        target: [rateBuckets.name, rateBuckets.key],
        set: {
          tokens: sql`case when ${avail} >= 1 then ${avail} - 1 else ${avail} end`,
          ok: sql`${avail} >= 1`,
          at_ms: now,
        },
      })
      .returning({ ok: rateBuckets.ok, tokens: rateBuckets.tokens });
    if (++this.takes % 1000 === 0) await this.db.delete(rateBuckets).where(lt(rateBuckets.at_ms, now - BUCKET_IDLE_MS));
    if (!row || row.ok) return { ok: true };
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - row.tokens) / refillPerSecond)) };
  }
}

/** {@link FailureThrottle}'s rule on the table `sign_in_failures` (shared by every process). */
export class DbFailureThrottle implements Throttle {
  constructor(
    private readonly db: Db,
    private readonly opts: { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number },
  ) {}

  async check(key: string, now: number): Promise<Verdict> {
    const [f] = await this.db.select().from(signInFailures).where(eq(signInFailures.key, key)).limit(1);
    if (!f || now - f.first_ms > this.opts.windowMs || f.count < this.opts.free) return { ok: true };
    const wait = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** (f.count - this.opts.free));
    const until = f.last_ms + wait;
    return now >= until ? { ok: true } : { ok: false, retryAfterS: Math.max(1, Math.ceil((until - now) / 1000)) };
  }

  async fail(key: string, now: number): Promise<void> {
    // A failure after the window starts a new count; otherwise one more (atomic across processes).
    await this.db
      .insert(signInFailures)
      .values({ key, count: 1, first_ms: now, last_ms: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          count: sql`case when ${now}::float8 - ${signInFailures.first_ms} > ${this.opts.windowMs} then 1 else ${signInFailures.count} + 1 end`,
          first_ms: sql`case when ${now}::float8 - ${signInFailures.first_ms} > ${this.opts.windowMs} then ${now}::bigint else ${signInFailures.first_ms} end`,
          last_ms: now,
        },
      });
    await this.db.delete(signInFailures).where(and(lt(signInFailures.last_ms, now - this.opts.windowMs - this.opts.maxDelayMs)));
  }

  async succeed(key: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.key, key));
  }
}

/**
 * The client a request comes from: the socket's address, or the first `X-Forwarded-For` entry when the
 * gateway runs behind a trusted proxy (`TRUST_PROXY=1`); `local` when there is no socket (in-process tests).
 */
export function clientKey(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Message when a client sends requests faster than its limit allows (429, with `Retry-After`). */
export const TOO_MANY_REQUESTS = 'Terlalu banyak permintaan, coba lagi nanti';

/**
 * The token buckets of the gateway: `capacity` requests at once per key, refilled at `refillPerSecond`, and what
 * the key is — the client (socket address, or the first `X-Forwarded-For` entry behind `TRUST_PROXY`) for public
 * endpoints, the signed-in member for member endpoints (many members may share one address behind a NAT).
 * Chosen so that a person using the page never meets them (decision 026 gives the reasoning per endpoint).
 */
export const RATE_LIMITS = {
  /** POST /api/log/info|error (decision 016): 120 lines at once, 2 per second. */
  log: { capacity: 120, refillPerSecond: 2, key: 'client' },
  /** POST lms/courses/erp/submit_voucher: every claim takes a restaurant code; 30 at once, then 1 per 10 s. */
  voucherClaim: { capacity: 30, refillPerSecond: 1 / 10, key: 'client' },
  /** POST lms/subscription/landing_lead: 10 at once, then 1 per 30 s. */
  lead: { capacity: 10, refillPerSecond: 1 / 30, key: 'client' },
  /**
   * POST lms/users/invite (each sends an e-mail): 25 at once, then 1 per 30 s — above the 20 a day per member
   * (src/api/invite.ts), so a member meets that quota's own message first; this guards the calls past it.
   */
  invite: { capacity: 25, refillPerSecond: 1 / 30, key: 'member' },
  /** Member uploads (profile photo, assignment files): 30 at once, then 1 per 10 s. */
  memberUpload: { capacity: 30, refillPerSecond: 1 / 10, key: 'member' },
  /** The employee form's public image upload: 30 at once, then 1 per 10 s. */
  publicUpload: { capacity: 30, refillPerSecond: 1 / 10, key: 'client' },
  /** HR stand-in lookup (each sends an OTP): 30 at once, then 1 per 20 s. */
  hrisLookup: { capacity: 30, refillPerSecond: 1 / 20, key: 'client' },
  /** HR stand-in submit (each checks an OTP): 30 at once, then 1 per 20 s. */
  hrisSubmit: { capacity: 30, refillPerSecond: 1 / 20, key: 'client' },
  /** Support chat messages (member or staff, issue 21): 60 at once, then 1 per second. */
  chat: { capacity: 60, refillPerSecond: 1, key: 'member' },
} as const satisfies Record<string, { capacity: number; refillPerSecond: number; key: 'client' | 'member' }>;

export type RateName = keyof typeof RATE_LIMITS;

/** A bucket's size: requests at once and refill per second. */
export type RateSize = { capacity: number; refillPerSecond: number };

/**
 * One limiter per entry of {@link RATE_LIMITS} (a gateway's set: app.ts `newLimits`): {@link DbRateLimiter} on `db`
 * when given (the gateway), else the in-memory {@link RateLimiter}.
 * @param sizes other sizes for some buckets (test suites that drive one client through many cases).
 */
export function newRateLimiters(sizes: Partial<Record<RateName, RateSize>> = {}, db?: Db): Record<RateName, Limiter> {
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, size]) => {
      const { capacity, refillPerSecond } = sizes[name as RateName] ?? size;
      // A resized bucket (test suites) is another limit: its own rows, not the default-sized ones.
      const bucket = sizes[name as RateName] ? `${name}@${capacity}/${refillPerSecond}` : name;
      return [name, db ? new DbRateLimiter(db, bucket, { capacity, refillPerSecond }) : new RateLimiter({ capacity, refillPerSecond })];
    }),
  ) as unknown as Record<RateName, Limiter>;
}

/**
 * Middleware: take one token of the limiter `name` for this request's key (see {@link RATE_LIMITS}) at the
 * gateway's clock; without one, answer 429 with `Retry-After` (seconds) and run nothing further — the body is
 * not read. A member-keyed limit must run after `requireAuth`; without a member it keys by client.
 * @param answer the refusal in the route's own envelope; default the /api envelope with {@link TOO_MANY_REQUESTS}.
 */
export function rateLimited(name: RateName, answer: (c: Context<AppEnv>) => Response = (c) => fail(c, 429, TOO_MANY_REQUESTS)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { limits, now, config } = c.var.deps;
    const member = RATE_LIMITS[name].key === 'member' ? c.var.user : undefined;
    const key = member ? `member:${member.id}` : `client:${clientKey(c, config.trustProxy)}`;
    const verdict = await limits[name].take(key, now().getTime());
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterS));
      return answer(c);
    }
    await next();
  };
}
