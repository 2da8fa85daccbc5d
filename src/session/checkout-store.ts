/**
 * Where the checkout state (src/lib/checkout-storage.ts, commerce spec §3 "Checkout state is kept encrypted on the
 * client (cookie or local storage, 1 day)") is kept (decision 104): a cookie when it fits — so the server renders
 * the checkout the member will see — and localStorage when it does not (a checkout of many lines). The cookie is
 * the session's cookie writer's (1 day, the configured parent domain, SameSite=Lax, Secure on https); reads look at
 * the cookie first. The same store as the cart selection's (decision 101).
 */
import { cookieFirstStorage } from '../lib/cart-selection-storage';
import type { KeyValueStorage } from '../lib/checkout-storage';
import { deleteCookie, getCookie, setCookie } from './session.actors';

/** The browser's store of the checkout state: its cookie when it fits, else localStorage. Browser only. */
export function browserCheckoutStorage(): KeyValueStorage {
  return cookieFirstStorage({ get: getCookie, set: setCookie, remove: deleteCookie }, window.localStorage);
}

/**
 * The request's cookies, read-only (the server's render): the server reads the stored checkout and never writes or
 * clears it (the browser's checkout does, once it runs).
 */
export function requestCheckoutStorage(): KeyValueStorage {
  return { getItem: (key) => getCookie(key) ?? null, setItem: () => undefined, removeItem: () => undefined };
}
