/**
 * In-memory request limits of the gateway (issue 6 point 8; docs/decisions/016-input-limits.md). One gateway
 * process holds them; they reset on restart, which is enough for what they guard:
 * - {@link RateLimiter}: a token bucket per client, for the public log endpoints (POST /api/log/info|error);
 * - {@link FailureThrottle}: sign-in failures per e-mail on the sign-in stand-in, each further attempt after
 *   a few failures waiting twice as long as the one before.
 * Both forget their oldest keys beyond `maxKeys`, so memory stays bounded whatever a client sends.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

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
    const tokens = last ? Math.min(capacity, last.tokens + ((now - last.at) / 1000) * refillPerSecond) : capacity;
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
