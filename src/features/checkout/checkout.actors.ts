/**
 * The real actors of machines/checkout.machine.ts (commerce spec §7 "Cart and orders", "Delivery (shipper)",
 * "Recipient addresses", "Payment popup and messaging").
 *
 * - `loadAddresses` → GET lms/users/address (limit 100); `saveAddress` → POST (add) or PUT (update, no default);
 *   `deleteAddress` → DELETE lms/users/address/{id}.
 * - `loadMethods` → POST shipper/domestic/pricing; `loadCouriers` → POST shipper/domestic/rate (its `data`).
 * - `calculate` → POST the cart calculation with the chosen `logistic`.
 * - `payOrder` → POST the order payment with the recipient, the shown lines (`order`, so the gateway prices the
 *   quantities changed on this page) and the view's Idempotency-Key → the popup token.
 * - `syncCart` → POST cart add with `update_cart: true`: quantities changed here are written to the server cart.
 * - `openPayment` → src/lib/snap.ts `pay(token)`: success | pending | error (with the provider's message) | close.
 * - `checkPromo` → GET lms/promotion/check; `loadPromos` → GET lms/promotion for the checkout's courses (limit grows by 10).
 * - `persist` → merges progress, promo and price into the stored checkout, so a reload returns to the same step.
 */
import { fromPromise } from 'xstate';
import type {
  CheckPromoInput,
  DeleteAddressInput,
  LoadAddressesInput,
  LoadPromosInput,
  OpenPaymentInput,
  OpenPaymentOutput,
  PayOrderInput,
  PayOrderOutput,
  PersistInput,
  SaveAddressInput,
  SyncCartInput,
} from '../../../machines/checkout.machine';
import { addToCart, calculateCart, deleteCartItems, type Calculation, type CalculationInput, type CartProduct } from '../../api/cart';
import type { PriceType } from '../../api/envelope';
import { ApiError } from '../../api/errors';
import { payOrder } from '../../api/order';
import { checkPromo, getPromos, type Promo } from '../../api/promo';
import { getCouriers, getDeliveryMethods, type Courier, type Pricing, type PricingInput, type RateInput } from '../../api/shipper';
import { addAddress, deleteAddress, getAddresses, updateAddress, type Address } from '../../api/user';
import { loadCheckout, saveCheckout, type KeyValueStorage, type StoredCheckout } from '../../lib/checkout-storage';
import { pay, type SnapResult } from '../../lib/snap';
import { storeWishlist, WISHLIST_DUPLICATE_CODE } from '../../api/wishlist';

/** The popup's error text when the provider gives none. */
export const PAYMENT_ERROR_FALLBACK = 'Pembayaran gagal';

/** The provider's message in an error payload (`status_message`, or the first of `error_messages`). */
export function paymentMessage(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const p = payload as { status_message?: unknown; error_messages?: unknown; message?: unknown };
    if (typeof p.status_message === 'string' && p.status_message) return p.status_message;
    if (Array.isArray(p.error_messages) && typeof p.error_messages[0] === 'string') return p.error_messages[0];
    if (typeof p.message === 'string' && p.message) return p.message;
  }
  return PAYMENT_ERROR_FALLBACK;
}

/** Map a popup result to the machine's output. */
export function toPaymentOutput(r: SnapResult): OpenPaymentOutput {
  return r.result === 'error' ? { result: 'error', message: paymentMessage(r.payload) } : { result: r.result };
}

export interface CheckoutActorDeps {
  /** Where the checkout state lives (window.localStorage in the browser). */
  storage: KeyValueStorage;
  /** The client-side encryption key (config.cookieKey). */
  cookieKey: string;
  /** The checkout as loaded on entry: the base `persist` writes onto when the stored copy is gone. */
  initial: StoredCheckout;
  /** Epoch ms (Date.now in the browser). */
  now?: () => number;
  /** The payment popup (src/lib/snap.ts pay by default). */
  openPopup?: (token: string) => Promise<SnapResult>;
  /** False once the member left checkout: `persist` then writes nothing (leaving clears the stored checkout). */
  isActive?: () => boolean;
}

/** Build the actor implementations for one checkout page. */
export function createCheckoutActors(deps: CheckoutActorDeps) {
  const now = deps.now ?? Date.now;
  const openPopup = deps.openPopup ?? ((token: string) => pay(token));
  const isActive = deps.isActive ?? (() => true);
  let base: StoredCheckout = deps.initial;
  // Writes land only while the page is active: an encryption still running when the member leaves must not
  // bring back the checkout that leaving cleared.
  const guarded = activeOnly(deps.storage, isActive);

  return {
    loadAddresses: fromPromise<Address[], LoadAddressesInput>(async () => (await getAddresses()).data),

    saveAddress: fromPromise<Address, SaveAddressInput>(async ({ input }) => {
      if (input.id === null) return addAddress(input.values);
      const { default: _default, ...update } = input.values;
      return updateAddress(input.id, update);
    }),

    deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input }) => {
      await deleteAddress(input.id);
    }),

    loadMethods: fromPromise<Pricing, PricingInput>(async ({ input }) => getDeliveryMethods(input)),

    loadCouriers: fromPromise<Courier[], RateInput>(async ({ input }) => (await getCouriers(input)).data),

    calculate: fromPromise<Calculation, CalculationInput>(async ({ input }) => calculateCart(input)),

    payOrder: fromPromise<PayOrderOutput, PayOrderInput>(async ({ input }) => {
      const { token } = await payOrder(
        {
          invoice: input.invoice,
          user_id: input.user.id,
          user_info: { id: input.user.id, name: input.user.name, email: input.user.email, phone: input.user.phone },
          recipient: input.recipient,
          promo_code: input.promoCode,
          logistic: input.logistic,
          order: input.lines,
        },
        input.idempotencyKey,
      );
      return { token };
    }),

    /** Write the shown product quantities into the server cart: cart add with `update_cart: true`. */
    syncCart: fromPromise<void, SyncCartInput>(async ({ input }) => {
      await addToCart({
        user_id: input.user.id,
        carts: input.lines,
        warehouse_id: input.warehouseId,
        price_type: input.user.type,
        price_tier: input.user.tier === 1 || input.user.tier === 2 ? input.user.tier : 3,
        update_cart: true,
      });
    }),

    checkPromo: fromPromise<Promo, CheckPromoInput>(async ({ input }) => checkPromo(input.code)),

    loadPromos: fromPromise<Promo[], LoadPromosInput>(async ({ input }) => (await getPromos(input.courseIds, input.limit)).data),

    openPayment: fromPromise<OpenPaymentOutput, OpenPaymentInput>(async ({ input }) => toPaymentOutput(await openPopup(input.token))),

    persist: fromPromise<void, PersistInput>(async ({ input }) => {
      if (!isActive()) return;
      const stored = (await loadCheckout(guarded, deps.cookieKey, now())) ?? base;
      base = {
        ...stored,
        progress: input.progress,
        promoCode: input.promoCode,
        promoUsed: input.promoUsed,
        promoSelected: input.promoCode !== '',
        price: input.price,
      };
      await saveCheckout(guarded, deps.cookieKey, base, now());
    }),
  };
}

/** A storage whose writes are dropped once `isActive()` is false. */
export function activeOnly(storage: KeyValueStorage, isActive: () => boolean): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (isActive()) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
}

/** Merge changed items (quantities, a product moved to the wishlist) into the stored checkout. */
export async function storeCheckoutItems(
  deps: Pick<CheckoutActorDeps, 'storage' | 'cookieKey' | 'now'>,
  items: Pick<StoredCheckout, 'lms' | 'ecom'>,
): Promise<void> {
  const now = deps.now ?? Date.now;
  const stored = await loadCheckout(deps.storage, deps.cookieKey, now());
  if (!stored) return;
  await saveCheckout(deps.storage, deps.cookieKey, { ...stored, lms: items.lms, ecom: items.ecom }, now());
}

/**
 * Move a checkout product to the wishlist (commerce §2 Checkout "a move-to-wishlist link", §4 Cart "Move to
 * wishlist"): add it (type ecom with the price list and warehouse), then delete the cart line. A 403
 * 'Item sudah ada di wishlist' still deletes the line and answers `{ alreadyThere: true }` (that text is shown
 * instead of 'Item ditambahkan ke dalam wishlist'). Runs as a promise actor started by the page.
 */
export const moveProductToWishlist = fromPromise<{ alreadyThere: boolean }, { user: { id: number; type: PriceType; tier: number }; product: CartProduct; warehouseId: number | null }>(
  async ({ input }) => {
    const { user, product } = input;
    let alreadyThere = false;
    try {
      await storeWishlist({
        type: 'ecom',
        product_id: product.item_id,
        user_id: user.id,
        pricelist_type: user.type,
        pricelist_tier: user.tier === 1 || user.tier === 2 ? user.tier : 3,
        warehouse_id: product.warehouse_id ?? input.warehouseId ?? 0,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === WISHLIST_DUPLICATE_CODE)) throw error;
      alreadyThere = true;
    }
    await deleteCartItems({ user_id: user.id, cart_id: [product.id] });
    return { alreadyThere };
  },
);
