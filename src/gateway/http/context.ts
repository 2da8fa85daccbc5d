/**
 * What every route can reach through the hono context: the database, the configuration, the clock and,
 * on member routes, the signed-in user.
 */
import type { Db } from '../db/client';
import type { GatewayConfig } from '../config';
import type { PaymentProvider } from '../services/payment-provider';
import type { ReadCache } from '../services/read-cache';
import type { Limiter, RateName, SignInThrottles } from './rate-limit';
import type { SessionCache } from './session-cache';

/**
 * Shared dependencies of the gateway. `now()` is injected so tests control time (payment expiry); `payment`
 * is the provider payment requests get their popup token from (the stand-in or the real Snap API).
 */
export interface Deps {
  db: Db;
  config: GatewayConfig;
  now: () => Date;
  payment: PaymentProvider;
  /**
   * Request limits (http/rate-limit.ts; in this process's memory on PGlite, shared through PostgreSQL by leases
   * otherwise, decision 078): one token bucket per limited endpoint group (client log lines, voucher claims, leads,
   * invites, uploads, the HR stand-in's lookup and submit) and the sign-in failures per client, per e-mail and
   * client, and per e-mail (decision 046).
   */
  limits: Record<RateName, Limiter> & { signIn: SignInThrottles };
  /** Read-mostly catalogue answers of this process (services/read-cache.ts); cleared by every write request. */
  cache: ReadCache;
  /** The members of bearer tokens this process read recently (http/session-cache.ts); forgotten on every session change. */
  sessions: SessionCache;
}

/** The member behind a bearer token (from `sessions` joined with `users` and `user_roles`). */
export interface AuthUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  type: 'b2c' | 'b2b';
  tier: number;
  no_telp: string;
  /** Role ids (portal spec §6): 1 admin, 2 user, 51 moderator, 52 instructor, 53 assesor, 54 assesor live. */
  roles: number[];
}

/** The hono environment of the gateway app. `user` is set by the auth middleware (undefined on public routes). */
export type AppEnv = {
  Variables: {
    deps: Deps;
    user: AuthUser | undefined;
    /** A fresh nonce per response, for the inline style and script of the stand-in pages (http/security.ts). */
    nonce: string;
  };
};
