/**
 * The real side effects of machines/session.machine.ts (portal spec §3 "Client-side kept state", §4 "Session"):
 * cookies on `document.cookie`, AES-GCM via src/lib/crypto.ts, zones and the `warehouse_default` sitemap key
 * from the gateway. Every stored object is validated with its contract schema: a cookie from an older build or
 * another key reads as missing, never as a half-typed object.
 */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { getSitemap, getZones, Warehouse } from '../api/catalogue';
import { getUserInfo, User } from '../api/user';
import { fitUserForCookie } from '../api/user-cookie';
import { config } from '../config/config';
import { COOKIE, readCookie, serializeCookie } from '../lib/cookies';
import { decryptJson, encryptJson } from '../lib/crypto';
import { clearCheckout } from '../lib/checkout-storage';
import { CART_SELECTION_KEY, cookieFirstStorage } from '../lib/cart-selection-storage';
import { ApiError, NETWORK_MESSAGE } from '../api/errors';
import type { ClearSessionInput, StoredSession, ZoneRef } from '../../machines/session.machine';

const ZoneRefSchema = v.object({ id: v.number(), name: v.string(), slug: v.string() });

/** The sitemap key holding the default warehouse code (portal §9). */
export const WAREHOUSE_DEFAULT_KEY = 'warehouse_default';

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';
const cookieDomain = () => config.cookieDomain || undefined;

/**
 * Where cookies are read and written: `document.cookie` in the browser; the server renderer (src/ssr/entry-server.tsx,
 * decision 074) swaps in the request's `Cookie` header and collects writes as `Set-Cookie` headers.
 */
export interface CookieJar {
  /** The cookies as `document.cookie`-style text (`a=1; b=2`). */
  read: () => string;
  /** Store one cookie given as a `Set-Cookie`/`document.cookie` string. */
  write: (cookie: string) => void;
}

let jar: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

/** Replace where cookies are read and written (the server renderer; tests). */
export function configureCookieJar(next: CookieJar): void {
  jar = next;
}

/** Read a cookie from the browser (undefined when absent). */
export const getCookie = (name: string) => readCookie(jar.read(), name);

/** Write a cookie for 1 day on the configured parent domain (portal §3). */
export function setCookie(name: string, value: string): void {
  jar.write(serializeCookie(name, value, { domain: cookieDomain(), secure: isHttps() }));
}

/**
 * Delete a cookie on both the configured parent domain and the current host, since the sign-in site may have
 * written it on either.
 */
export function deleteCookie(name: string): void {
  jar.write(serializeCookie(name, '', { maxAgeS: 0, secure: isHttps() }));
  const domain = cookieDomain();
  if (domain) jar.write(serializeCookie(name, '', { maxAgeS: 0, domain, secure: isHttps() }));
}

async function decryptAs<S extends v.GenericSchema>(name: string, schema: S): Promise<v.InferOutput<S> | null> {
  const plain = await decryptJson(getCookie(name), config.cookieKey);
  if (plain === null) return null;
  const parsed = v.safeParse(schema, plain);
  return parsed.success ? parsed.output : null;
}

/** Read token, user, warehouse and zone from the cookies; missing or unreadable pieces are `null`. */
export async function readStoredSession(): Promise<StoredSession> {
  const [user, warehouse, zone] = await Promise.all([
    decryptAs(COOKIE.user, User),
    decryptAs(COOKIE.warehouse, Warehouse),
    decryptAs(COOKIE.zone, ZoneRefSchema),
  ]);
  return { token: getCookie(COOKIE.token) || null, user, warehouse, zone };
}

/** The default warehouse code: the sitemap value with any markup or whitespace removed. */
export async function loadDefaultWarehouseCode(): Promise<string> {
  const sitemap = await getSitemap(WAREHOUSE_DEFAULT_KEY, 'portal');
  return sitemap.value.replace(/<[^>]*>/g, '').trim();
}

/** Keep warehouse and zone encrypted for 1 day. */
export async function storeLocation(input: { warehouse: Warehouse; zone: ZoneRef }): Promise<void> {
  const [w, z] = await Promise.all([encryptJson(input.warehouse, config.cookieKey), encryptJson(input.zone, config.cookieKey)]);
  setCookie(COOKIE.warehouse, w);
  setCookie(COOKIE.zone, z);
}

/**
 * Delete the token and user cookies; rejects when either survives (the machine then shows 'Logout Failed!'). On a
 * sign-out the member's stored checkout and cart selection (cookie or localStorage) go with them; when the token
 * expired they stay, for the same member's next sign-in (decision 105: they are bound to the member's id anyway).
 */
export async function clearSession(input: ClearSessionInput = { signOut: true }): Promise<void> {
  deleteCookie(COOKIE.token);
  deleteCookie(COOKIE.user);
  if (input.signOut) forgetCheckoutAndSelection();
  if (getCookie(COOKIE.token) || getCookie(COOKIE.user)) throw new Error('Logout Failed!');
}

/**
 * Delete the stored checkout and cart selection, from their cookies and from localStorage: the cookie-first store
 * both are written through (src/session/checkout-store.ts, src/app/cart-actor.ts).
 */
function forgetCheckoutAndSelection(): void {
  let local: Storage | null = null;
  try {
    local = globalThis.localStorage ?? null;
  } catch {
    // Storage blocked by the browser: nothing of ours is in it.
  }
  const stored = cookieFirstStorage({ get: getCookie, set: setCookie, remove: deleteCookie }, local);
  clearCheckout(stored);
  stored.removeItem(CART_SELECTION_KEY);
}

/**
 * Re-encrypt a refreshed user into its cookie, shortened by `fitUserForCookie` so the cookie stays under the
 * browsers' 4096-byte limit (a long biography would otherwise make the browser drop it: the member would look
 * signed out). The pages that need the dropped texts load the user from the server (portal §2).
 * Rejects when the cookie did not take.
 */
export async function storeUser(input: { user: User }): Promise<void> {
  const value = await encryptJson(fitUserForCookie(input.user), config.cookieKey);
  setCookie(COOKIE.user, value);
  // A cookie over the browser's limit is silently dropped; the host and the parent domain may each hold one.
  const stored = jar.read().split(';').some((part) => part.trim() === `${COOKIE.user}=${encodeURIComponent(value)}`);
  if (!stored) throw new Error('Failed get updated user!');
}

/** The actors to `.provide()` to the session machine. */
export function createSessionActors() {
  return {
    readStoredSession: fromPromise<StoredSession>(() => readStoredSession()),
    loadZones: fromPromise(async () => (await getZones()).data),
    loadDefaultWarehouseCode: fromPromise<string>(() => loadDefaultWarehouseCode()),
    storeLocation: fromPromise<void, { warehouse: Warehouse; zone: ZoneRef }>(({ input }) => storeLocation(input)),
    // The profile API (its schemas) loads with the first sign-out, not with the page (decision 092).
    revokeToken: fromPromise<void>(async () => {
      const { logoutOnGateway } = await import('../api/profile').catch(() => {
        throw new ApiError('network', 502, NETWORK_MESSAGE); // offline before the code came: as the call itself
      });
      await logoutOnGateway();
    }),
    clearSession: fromPromise<void, ClearSessionInput>(({ input }) => clearSession(input)),
    loadUser: fromPromise<User>(() => getUserInfo()),
    storeUser: fromPromise<void, { user: User }>(({ input }) => storeUser(input)),
  };
}
