/**
 * Request limits of the gateway (issue 6 point 8; docs/decisions/016-input-limits.md, 026-features-under-issue-6.md).
 * Where they are counted (decision 078, replacing 042's database write per request): a gateway on PGlite (one
 * process per data folder) keeps them in this process's memory ({@link RateLimiter}, {@link FailureThrottle}); a
 * gateway on PostgreSQL, where several processes may serve, shares them through the database — buckets leased a
 * tenth at a time ({@link DbRateLimiter}: one write per lease, not per request) and sign-in failures as rows
 * ({@link DbFailureThrottle}). app.ts `newLimits` chooses:
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
import { fail, HttpError } from './envelope';

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

/** The sign-in failure rules (decision 046): free failures within 15 minutes, then waits from 1 s doubling to 15 min. */
export const SIGN_IN_RULES = {
  /** Per client: 10 free failures (a family or an office behind one address), then each attempt waits. */
  client: { free: 10, windowMs: 15 * 60_000, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 },
  /** Per e-mail and client: 5 free failures, then each attempt waits. */
  account: { free: 5, windowMs: 15 * 60_000, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 },
  /** Per e-mail from every client: 10 free failures, then each attempt is answered up to 2 s later (delay, not lock). */
  email: { free: 10, windowMs: 15 * 60_000, baseDelayMs: 1000, maxDelayMs: 2000 },
} as const;

/**
 * The sign-in stand-in's failure counts (decision 046): each counts failed sign-ins within a window, keyed as named.
 * - `client` (`client:<address>`): many e-mails tried from one client are slowed — past its free failures, every
 *   attempt from that client waits (429) whatever the e-mail;
 * - `account` (`account:<e-mail>|<address>`): one e-mail guessed from one client is slowed the same way;
 * - `email` (`email:<e-mail>`): failures from every client together only DELAY an attempt for that e-mail (the
 *   answer comes a little later), never refuse it, so a stranger cannot lock the owner out.
 */
export interface SignInThrottles {
  client: Throttle;
  account: Throttle;
  email: Throttle;
}

/** Rows of `rate_buckets` untouched for this long (ms) are deleted now and then (a full bucket is no row). */
export const BUCKET_IDLE_MS = 24 * 60 * 60_000;

/** Tokens a process takes from a shared bucket at once: a tenth of the bucket, at least 1 (decision 078). */
export const leaseSize = (capacity: number) => Math.max(1, Math.floor(capacity / 10));
/** How long a process keeps leased tokens (ms); what is left after that goes back with its next lease. */
export const LEASE_MS = 5000;

/**
 * {@link RateLimiter}'s token bucket shared by every process on one PostgreSQL (decision 078, which replaces the
 * write per request of decision 042): the bucket is a row of `rate_buckets` per (`name`, key), and a process takes
 * its tokens from it in LEASES — up to `lease` tokens ({@link leaseSize}) in one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (refill, give back what an expired lease left, take), then answers
 * that many requests from memory. So a bucket costs one write per `lease` requests, and every token any process
 * grants was taken from the row: the processes together never let more through than the bucket holds (a lease not
 * used up within {@link LEASE_MS} goes back with the next one; one never used again is lost, which only makes the
 * limit stricter). A refusal is remembered until the bucket would have refilled a token, so a client hammering a
 * refused endpoint costs no write either. Concurrent requests for one key wait for one lease.
 */
export class DbRateLimiter implements Limiter {
  private takes = 0;
  private readonly lease: number;
  private readonly held = new Map<string, { tokens: number; from: number; until: number; blockedUntil: number }>();
  private readonly pending = new Map<string, Promise<Verdict>>();
  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly opts: { capacity: number; refillPerSecond: number; lease?: number; maxKeys?: number },
  ) {
    this.lease = Math.max(1, Math.floor(opts.lease ?? leaseSize(opts.capacity)));
  }

  take(key: string, now: number): Verdict | Promise<Verdict> {
    const h = this.held.get(key);
    // A clock that moved back (tests; a corrected clock) asks the row again.
    if (h && now >= h.from) {
      if (now < h.blockedUntil) return { ok: false, retryAfterS: Math.max(1, Math.ceil((h.blockedUntil - now) / 1000)) };
      if (h.tokens >= 1 && now < h.until) {
        h.tokens -= 1;
        return { ok: true };
      }
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight.then(() => this.take(key, now));
    const lease = this.leaseFor(key, now).finally(() => this.pending.delete(key));
    this.pending.set(key, lease);
    return lease;
  }

  private async leaseFor(key: string, now: number): Promise<Verdict> {
    const { capacity, refillPerSecond } = this.opts;
    const h = this.held.get(key);
    const giveBack = h && now >= h.until ? Math.floor(h.tokens) : 0;
    // Tokens available now: the stored ones refilled for the time since (never for a clock that moved back), plus
    // what an expired lease gives back; this process takes up to `lease` of them.
    const avail = sql`least(${capacity}::float8, ${rateBuckets.tokens} + ${giveBack}::float8 + greatest(0, ${now}::float8 - ${rateBuckets.at_ms}) / 1000.0 * ${refillPerSecond}::float8)`;
    const grant = sql`least(${this.lease}::float8, floor(${avail}))`;
    const first = Math.min(this.lease, capacity);
    const [row] = await this.db
      .insert(rateBuckets)
      .values({ name: this.name, key, tokens: capacity - first, at_ms: now, ok: true, granted: first })
      .onConflictDoUpdate({
        target: [rateBuckets.name, rateBuckets.key],
        set: { tokens: sql`${avail} - ${grant}`, granted: grant, ok: sql`${grant} >= 1`, at_ms: now },
      })
      .returning({ granted: rateBuckets.granted, tokens: rateBuckets.tokens });
    if (++this.takes % 1000 === 0) await this.db.delete(rateBuckets).where(lt(rateBuckets.at_ms, now - BUCKET_IDLE_MS));
    const granted = row?.granted ?? 0;
    this.held.delete(key);
    if (granted >= 1) {
      this.held.set(key, { tokens: granted - 1, from: now, until: now + LEASE_MS, blockedUntil: 0 });
      trim(this.held, this.opts.maxKeys ?? 10_000);
      return { ok: true };
    }
    const waitMs = ((1 - (row?.tokens ?? 0)) / refillPerSecond) * 1000;
    this.held.set(key, { tokens: 0, from: now, until: now, blockedUntil: now + waitMs });
    trim(this.held, this.opts.maxKeys ?? 10_000);
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) };
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

/** The client of this request as rate limits name it (`client:<address>`; {@link clientKey}). */
export function requestClient(c: Context<AppEnv>): string {
  return `client:${clientKey(c, c.var.deps.config.trustProxy)}`;
}

/** Message when a client sends requests faster than its limit allows (429, with `Retry-After`). */
export const TOO_MANY_REQUESTS = 'Terlalu banyak permintaan, coba lagi nanti';

/**
 * The token buckets of the gateway: `capacity` requests at once per key, refilled at `refillPerSecond`, and what
 * the key is — the client (socket address, or the first `X-Forwarded-For` entry behind `TRUST_PROXY`) for public
 * endpoints, the signed-in member for member endpoints (many members may share one address behind a NAT), or a
 * value of the request the route names (`route`: e.g. the client and the promo code together; the route takes the
 * token with {@link takeRateToken} once it has read that value).
 * Chosen so that a person using the page never meets them (decisions 026 and 046 give the reasoning per endpoint).
 */
export const RATE_LIMITS = {
  /** POST /api/log/info|error (decision 016): 120 lines at once, 2 per second. */
  log: { capacity: 120, refillPerSecond: 2, key: 'client' },
  /**
   * POST lms/courses/erp/submit_voucher, every promo together (decision 046): 10 claims at once per client, then 1
   * a minute — a family at one table claims at once, a script does not.
   */
  voucherClaim: { capacity: 10, refillPerSecond: 1 / 60, key: 'client' },
  /**
   * The same per client and promo code (decision 046): 5 claims of one promo at once, then 1 per 5 minutes, so one
   * client with invented phone numbers takes 5 codes, not the stock.
   */
  voucherClaimCode: { capacity: 5, refillPerSecond: 1 / 300, key: 'route' },
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
  /**
   * HR stand-in lookup (each sends an OTP and prefills a record; decision 045): 10 at once per client, then 1 a
   * minute — an employee looks up once or twice, a script walking a list of e-mails stops at the tenth.
   */
  hrisLookup: { capacity: 10, refillPerSecond: 1 / 60, key: 'client' },
  /** The same per company and e-mail (decision 045): 3 OTPs at once, then 1 per 5 minutes to one mailbox. */
  hrisLookupEmail: { capacity: 3, refillPerSecond: 1 / 300, key: 'route' },
  /** HR stand-in submit (each checks an OTP): 30 at once, then 1 per 20 s. */
  hrisSubmit: { capacity: 30, refillPerSecond: 1 / 20, key: 'client' },
  /** Support chat messages (member or staff, issue 21): 60 at once, then 1 per second. */
  chat: { capacity: 60, refillPerSecond: 1, key: 'member' },
} as const satisfies Record<string, { capacity: number; refillPerSecond: number; key: 'client' | 'member' | 'route' }>;

export type RateName = keyof typeof RATE_LIMITS;
/** The buckets whose key the route supplies ({@link takeRateToken}). */
export type RouteRateName = { [K in RateName]: (typeof RATE_LIMITS)[K]['key'] extends 'route' ? K : never }[RateName];
/** The buckets keyed by client or member, taken by the middleware {@link rateLimited}. */
export type RequestRateName = Exclude<RateName, RouteRateName>;

/** A bucket's size: requests at once and refill per second. */
export type RateSize = { capacity: number; refillPerSecond: number };

/**
 * One limiter per entry of {@link RATE_LIMITS} (a gateway's set: app.ts `newLimits`): {@link DbRateLimiter} on `db`
 * when given (a gateway on PostgreSQL), else the in-memory {@link RateLimiter}.
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
export function rateLimited(name: RequestRateName, answer: (c: Context<AppEnv>) => Response = (c) => fail(c, 429, TOO_MANY_REQUESTS)): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { limits, now } = c.var.deps;
    const member = RATE_LIMITS[name].key === 'member' ? c.var.user : undefined;
    const key = member ? `member:${member.id}` : requestClient(c);
    const verdict = await limits[name].take(key, now().getTime());
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterS));
      return answer(c);
    }
    await next();
  };
}

/**
 * Take one token of the route-keyed limiter `name` ({@link RATE_LIMITS} `key: 'route'`) for `key`, built by the
 * route from what it read of the request (e.g. the client and the promo code, {@link requestClient}), at the
 * gateway's clock.
 * @throws HttpError 429 {@link TOO_MANY_REQUESTS} (with `Retry-After`) when none is left: the caller's error
 *   handler answers it in the route's envelope.
 */
export async function takeRateToken(c: Context<AppEnv>, name: RouteRateName, key: string): Promise<void> {
  const { limits, now } = c.var.deps;
  const verdict = await limits[name].take(key, now().getTime());
  if (!verdict.ok) {
    c.header('Retry-After', String(verdict.retryAfterS));
    throw new HttpError(429, TOO_MANY_REQUESTS);
  }
}
