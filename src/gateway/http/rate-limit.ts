/**
 * In-memory request limits of the gateway (issue 6 point 8; docs/decisions/016-input-limits.md,
 * 026-features-under-issue-6.md). One gateway process holds them; they reset on restart, which is enough for what
 * they guard:
 * - {@link RateLimiter}: a token bucket per key, one per limited endpoint group ({@link RATE_LIMITS}): the public
 *   log endpoints, and the public or cheap-to-abuse writes the features added (voucher claim, subscription
 *   landing lead, invite, uploads, the HR stand-in's lookup and submit). Routes use it through the one
 *   middleware {@link rateLimited};
 * - {@link FailureThrottle}: sign-in failures per e-mail on the sign-in stand-in, each further attempt after
 *   a few failures waiting twice as long as the one before.
 * Both forget their oldest keys beyond `maxKeys`, so memory stays bounded whatever a client sends.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
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
} as const satisfies Record<string, { capacity: number; refillPerSecond: number; key: 'client' | 'member' }>;

export type RateName = keyof typeof RATE_LIMITS;

/** A bucket's size: requests at once and refill per second. */
export type RateSize = { capacity: number; refillPerSecond: number };

/**
 * One {@link RateLimiter} per entry of {@link RATE_LIMITS} (a gateway's own set: app.ts `newLimits`).
 * @param sizes other sizes for some buckets (test suites that drive one client through many cases).
 */
export function newRateLimiters(sizes: Partial<Record<RateName, RateSize>> = {}): Record<RateName, RateLimiter> {
  return Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, size]) => {
      const { capacity, refillPerSecond } = sizes[name as RateName] ?? size;
      return [name, new RateLimiter({ capacity, refillPerSecond })];
    }),
  ) as Record<RateName, RateLimiter>;
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
    const verdict = limits[name].take(key, now().getTime());
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterS));
      return answer(c);
    }
    await next();
  };
}
