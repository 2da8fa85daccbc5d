/**
 * Bearer authentication for member routes (portal spec §4 "Session", §8): the sign-in stand-in issues a random
 * token (sessions table, 1 day); the SPA sends `Authorization: Bearer <token>`. A missing, unknown or expired
 * token answers HTTP 401 with the exact message 'token not found on auth service', which makes the SPA sign out.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { sessions, userRoles, users } from '../db/schema';
import type { Db } from '../db/client';
import { HttpError } from './envelope';
import type { AppEnv, AuthUser } from './context';
import { COOKIE, readCookie } from '../../lib/cookies';

/** The one message the SPA reacts to by signing out (portal spec §8). */
export const TOKEN_NOT_FOUND = 'token not found on auth service';
/** Message when a request names another member's `user_id`. */
export const USER_MISMATCH = 'user_id tidak sesuai dengan sesi login';
/** Message for an admin-only route called by a non-admin. */
export const ADMIN_ONLY = 'Hanya admin yang dapat melakukan aksi ini';

/** Read the bearer token from an `Authorization` header value (`Bearer <token>`, case-insensitive scheme). */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Look up a session token valid at `now` in the database: its member (with roles, one query) and when it expires.
 * @returns `undefined` when the token is unknown or expired.
 */
export async function loadSession(db: Db, token: string, now: Date): Promise<{ user: AuthUser; expiresAt: Date } | undefined> {
  if (!/^[0-9a-f]{16,128}$/i.test(token)) return undefined;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      type: users.type,
      tier: users.tier,
      no_telp: users.no_telp,
      status: users.status,
      expires_at: sessions.expires_at,
      // The roles in the same query (one round trip per authenticated request, decision 042).
      roles: sql<number[] | null>`(select array_agg(${userRoles.role_id} order by ${userRoles.role_id}) from ${userRoles} where ${userRoles.user_id} = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token, token), gt(sessions.expires_at, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    expiresAt: row.expires_at,
    user: {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      type: row.type === 'b2b' ? 'b2b' : 'b2c',
      tier: row.tier,
      no_telp: row.no_telp,
      roles: (row.roles ?? []).map(Number),
    },
  };
}

/**
 * Look up the member of a session token valid at `now` (always in the database; requests go through the
 * process's session cache, {@link requestUser}).
 * @returns the user, or `undefined` when the token is unknown or expired.
 */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<AuthUser | undefined> {
  return (await loadSession(db, token, now))?.user;
}

/** The member of `token` for this request, through the process's session cache (http/session-cache.ts). */
export function requestUser(c: Context<AppEnv>, token: string): Promise<AuthUser | undefined> {
  const { db, now, sessions: cache } = c.var.deps;
  return cache.user(db, token, now());
}

/**
 * The member a browser request carries for the gateway's own pages and files (stand-in pages, stored files): the
 * `Authorization: Bearer` token, else the `token` cookie the sign-in stand-in sets. `undefined` when signed out.
 */
export async function sessionViewer(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  const token = bearerToken(c.req.header('Authorization')) ?? readCookie(c.req.header('Cookie') ?? '', COOKIE.token);
  if (!token) return undefined;
  return requestUser(c, token);
}

/** Middleware: require a valid bearer token and put the member in `c.var.user`; otherwise 401. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  const user = token ? await requestUser(c, token) : undefined;
  if (!user) throw new HttpError(401, TOKEN_NOT_FOUND);
  c.set('user', user);
  await next();
};

/**
 * Middleware for public routes that personalise their answer (is_purchased, my_wishlist): a valid token sets
 * `c.var.user`; a missing or invalid one is ignored.
 */
export const optionalAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header('Authorization'));
  if (token) c.set('user', await requestUser(c, token));
  await next();
};

/** The signed-in member; only call behind {@link requireAuth}. */
export function currentUser(c: Context<AppEnv>): AuthUser {
  const user = c.var.user;
  if (!user) throw new HttpError(401, TOKEN_NOT_FOUND);
  return user;
}

/**
 * The member of this request, checking that a `user_id` sent in the query or body names them.
 * @throws HttpError 403 {@link USER_MISMATCH} when `userId` is another member.
 */
export function sameUser(c: Context<AppEnv>, userId: number | undefined | null): AuthUser {
  const user = currentUser(c);
  if (userId !== undefined && userId !== null && userId !== user.id) throw new HttpError(403, USER_MISMATCH);
  return user;
}

/** @throws HttpError 403 {@link ADMIN_ONLY} unless the member holds role 1 (admin). */
export function requireAdmin(c: Context<AppEnv>): AuthUser {
  const user = currentUser(c);
  if (!user.roles.includes(1)) throw new HttpError(403, ADMIN_ONLY);
  return user;
}
