/**
 * The cart's selection and applied promo, kept for the member across reloads (issue 18 point 5, decision 054): the
 * checkout state's storage (./checkout-storage.ts) applied to the cart — the same AES-GCM envelope with the client
 * key, the same one-day lifetime — in its own module so the checkout page does not load it.
 */
import { CHECKOUT_TTL_MS, type KeyValueStorage } from './checkout-storage';
import { decryptJson, encryptJson } from './crypto';

/** The storage key of the cart selection (the cookie's name when it is kept in a cookie). */
export const CART_SELECTION_KEY = 'cart-selection';

/**
 * The longest encrypted selection kept in a cookie, in characters (the browser drops a cookie over 4,096 bytes;
 * URI-encoding grows base64 by at most a fifth). A larger one (hundreds of ticked lines) goes to the fallback.
 */
export const SELECTION_COOKIE_MAX_CHARS = 3_000;

/** Reading and writing one cookie (the session's cookie jar: the browser's cookies, or the request's on the server). */
export interface CookieAccess {
  get(name: string): string | undefined;
  /** Write for 1 day on the configured parent domain, SameSite=Lax, Secure on https (src/session/session.actors.ts). */
  set(name: string, value: string): void;
  remove(name: string): void;
}

/**
 * The selection's store (decision 101): a cookie, so the server renders the cart with the member's ticks and promo,
 * falling back to `fallback` (localStorage) for a selection too large for a cookie. Reads the cookie first.
 */
export function cookieFirstStorage(cookies: CookieAccess, fallback: KeyValueStorage | null): KeyValueStorage {
  return {
    getItem: (key) => cookies.get(key) || fallback?.getItem(key) || null,
    setItem(key, value) {
      if (value.length <= SELECTION_COOKIE_MAX_CHARS) {
        cookies.set(key, value);
        fallback?.removeItem(key);
      } else {
        fallback?.setItem(key, value);
        if (cookies.get(key)) cookies.remove(key);
      }
    },
    removeItem(key) {
      if (cookies.get(key)) cookies.remove(key);
      fallback?.removeItem(key);
    },
  };
}

/** What the cart page had ticked and applied: cart line ids and the promo code ('' for none). */
export interface StoredCartSelection {
  selectedLms: number[];
  selectedEcom: number[];
  promoCode: string;
}

interface SelectionEnvelope {
  userId: number;
  value: StoredCartSelection;
  expiresAt: number;
}

/**
 * Save the member's cart selection and promo, encrypted like the checkout state, expiring `CHECKOUT_TTL_MS` (1 day)
 * after `now` (epoch ms). One member's selection at a time: another member's save replaces it.
 */
export async function saveCartSelection(storage: KeyValueStorage, key: string, userId: number, value: StoredCartSelection, now: number): Promise<void> {
  const envelope: SelectionEnvelope = { userId, value, expiresAt: now + CHECKOUT_TTL_MS };
  storage.setItem(CART_SELECTION_KEY, await encryptJson(envelope, key));
}

/** The member's stored selection; `null` when absent, expired, tampered, of another member or another key. */
export async function loadCartSelection(storage: KeyValueStorage, key: string, userId: number, now: number): Promise<StoredCartSelection | null> {
  const envelope = await decryptJson<SelectionEnvelope>(storage.getItem(CART_SELECTION_KEY), key);
  if (!envelope || typeof envelope.expiresAt !== 'number' || envelope.expiresAt <= now) {
    if (envelope) storage.removeItem(CART_SELECTION_KEY);
    return null;
  }
  if (envelope.userId !== userId) return null;
  const v = envelope.value;
  const ids = (x: unknown) => Array.isArray(x) && x.every((n) => Number.isInteger(n) && n > 0);
  if (!v || !ids(v.selectedLms) || !ids(v.selectedEcom) || typeof v.promoCode !== 'string') return null;
  return { selectedLms: v.selectedLms, selectedEcom: v.selectedEcom, promoCode: v.promoCode.slice(0, 64) };
}
