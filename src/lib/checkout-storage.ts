/**
 * The checkout state kept on the client (commerce spec §3 "Checkout state is kept encrypted on the client
 * (cookie or local storage, 1 day)": invoice, promoCode, price, selected ecom/lms items, promo selected/used,
 * warehouse, zone), plus the step the member was on so a reload returns to it (issue 3).
 *
 * Kept where src/session/checkout-store.ts says (a cookie when it fits, localStorage otherwise), AES-GCM encrypted
 * with the fixed client key (src/lib/crypto.ts), with an absolute expiry 1 day after saving. Never holds the session
 * token. Leaving checkout clears it (commerce §2 "Checkout"), and so does signing out.
 *
 * It belongs to the member who saved it (decision 105): the envelope holds their user id, and a read for any other
 * member finds nothing — on a shared browser the next member never sees, renders or pays the previous one's lines.
 */
import type { CartCourse, CartProduct } from '../api/cart';
import type { Warehouse } from '../api/catalogue';
import { decryptJson, encryptJson } from './crypto';

/** Lifetime of the stored checkout: 1 day in ms (commerce §9). */
export const CHECKOUT_TTL_MS = 86_400_000;
const STORAGE_KEY = 'checkout';

export interface CheckoutPrice {
  lms_before_discount: number;
  ecom_before_discount: number;
  lms_discount: number;
  promo_discount: number;
  delivery_cost: number;
  insurance_cost: number;
  total: number;
}

/** Where the member is in checkout; written by the checkout flow, read back after a reload. */
export interface CheckoutProgress {
  addressId: number | null;
  methodType: string | null;
  courierRateId: number | null;
  insuranceApplied: boolean;
  /**
   * Set when the member left to complete their profile after a payment 422 (issue 18 point 4): leaving the route
   * keeps the stored checkout, and the profile form prefills the delivery address's phone. Any later save drops it.
   */
  completingProfile?: { phone: string };
}

export interface StoredCheckout {
  invoice: string;
  promoCode: string;
  promoSelected: boolean;
  promoUsed: boolean;
  price: CheckoutPrice;
  lms: CartCourse[];
  ecom: CartProduct[];
  warehouse: Warehouse | null;
  zone: { id: number; name: string; slug: string } | null;
  progress: CheckoutProgress;
}

interface Envelope {
  /** The member (user id) whose checkout this is. */
  userId: number;
  value: StoredCheckout;
  expiresAt: number;
}

/** Minimal storage surface (window.localStorage in the browser, a Map-backed fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Save member `userId`'s checkout state, encrypted, expiring `CHECKOUT_TTL_MS` after `now`. One checkout at a time:
 * it replaces whatever was stored, another member's too.
 * @param now epoch ms (passed in so callers and tests control time).
 */
export async function saveCheckout(storage: KeyValueStorage, key: string, userId: number, value: StoredCheckout, now: number): Promise<void> {
  const envelope: Envelope = { userId, value, expiresAt: now + CHECKOUT_TTL_MS };
  storage.setItem(STORAGE_KEY, await encryptJson(envelope, key));
}

/**
 * Load member `userId`'s checkout state; `null` when absent, expired, tampered, encrypted with another key, or
 * saved by another member (decision 105).
 */
export async function loadCheckout(storage: KeyValueStorage, key: string, userId: number, now: number): Promise<StoredCheckout | null> {
  const envelope = await decryptJson<Envelope>(storage.getItem(STORAGE_KEY), key);
  if (!envelope || typeof envelope.expiresAt !== 'number' || envelope.expiresAt <= now) {
    if (envelope) storage.removeItem(STORAGE_KEY);
    return null;
  }
  if (envelope.userId !== userId) return null;
  return envelope.value;
}

/** Remove the stored checkout (leaving checkout, after payment). */
export function clearCheckout(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/**
 * Leaving checkout (commerce §2: "Leaving it clears the stored checkout"), unless the member left to complete their
 * profile and comes back ({@link CheckoutProgress.completingProfile}).
 */
export async function clearCheckoutUnlessCompletingProfile(storage: KeyValueStorage, key: string, userId: number, now: number): Promise<void> {
  const stored = await loadCheckout(storage, key, userId, now);
  if (!stored?.progress?.completingProfile) clearCheckout(storage);
}
