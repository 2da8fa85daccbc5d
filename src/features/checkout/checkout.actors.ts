/**
 * The real actors of the checkout (machines/checkout.machine.ts and its children), built from their dependencies;
 * the checkout page provides them once (commerce spec §7 "Cart and orders", "Delivery (shipper)", "Recipient
 * addresses", "Payment popup and messaging").
 *
 * - `calculate` (the `price` child) → POST the cart calculation with the chosen `logistic`.
 * - `directOrder` → POST 'Direct order add' (a buy-now without an order: the order and its token; decision 083).
 * - `updatePromotion` (the progress child's `promotion`) → POST 'Update promotion' for the cart's order (decision 084).
 * - `payOrder` → POST the order payment with the recipient, the shown lines (`order`, so the gateway prices the
 *   quantities changed on this page) and the Idempotency-Key → the popup token.
 * - `openPayment` → src/lib/snap.ts `pay(token)`: success | pending | error (with the provider's message) | close.
 * - `syncCart` → POST cart add with `update_cart: true`: quantities changed here are written to the server cart.
 * - `persist` → merges progress, promo, price and items into the stored checkout (the one writer on this page), so a
 *   reload returns to the same step; nothing is written once the page has gone (the actor's signal is aborted).
 * - `addressBook`: GET lms/users/address (limit 100), POST (add) or PUT (update, no default), DELETE by id.
 * - `delivery`: POST shipper/domestic/pricing, POST shipper/domestic/rate (its `data`).
 * - `products`: the wishlist move (store in the wishlist, then delete the cart line).
 * - `promo`: src/flows/promo/promo.actors.ts.
 */
import { fromPromise } from 'xstate';
import { addressBookMachine, type DeleteAddressInput, type LoadAddressesInput, type SaveAddressInput } from '../../../machines/address-book.machine';
import { cartSyncMachine } from '../../../machines/cart-sync.machine';
import { checkoutProgressMachine } from '../../../machines/checkout-progress.machine';
import { checkoutProductsMachine } from '../../../machines/checkout-products.machine';
import { orderPromotionMachine, type UpdatePromotionOutput } from '../../../machines/order-promotion.machine';
import { paymentMachine, type DirectOrderOutput } from '../../../machines/payment.machine';
import { priceMachine } from '../../../machines/price.machine';
import type { OpenPaymentInput, OpenPaymentOutput, PayOrderInput, PayOrderOutput, PersistInput, SyncCartInput } from '../../../machines/checkout.types';
import { deliveryMachine } from '../../../machines/delivery.machine';
import { promoMachine } from '../../../machines/promo.machine';
import { priceTierOf, type Member } from '../../../machines/shared/member';
import { wishlistMoveMachine } from '../../../machines/wishlist-move.machine';
import type { AreaLookups } from '../../flows/area-cascade/area-cascade.actors';
import { addToCart, calculateCart, type Calculation, type CalculationInput } from '../../api/cart';
import { addDirectOrder, payOrder, updatePromotion } from '../../api/order';
import { orderWarehouseOf } from '../../api/order-warehouse';
import { getCouriers, getDeliveryMethods, type Courier, type Pricing, type PricingInput, type RateInput } from '../../api/shipper';
import { addAddress, deleteAddress, getAddresses, updateAddress, type Address } from '../../api/user';
import { createPromoActors } from '../../flows/promo/promo.actors';
import { createWishlistMoveActors } from '../../flows/wishlist/wishlist-move.actors';
import { loadCheckout, saveCheckout, type KeyValueStorage, type StoredCheckout } from '../../lib/checkout-storage';
import { pay, type SnapResult } from '../../lib/snap';

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

/** The area lookups and the cascade's actors live in src/flows/area-cascade (the account pages use the same cascade). */
export type { AreaLookups } from '../../flows/area-cascade/area-cascade.actors';

export interface CheckoutActorDeps {
  /** Where the checkout state lives (window.localStorage in the browser). */
  storage: KeyValueStorage;
  /** The client-side encryption key (config.cookieKey). */
  cookieKey: string;
  /** The checkout as loaded on entry: the base `persist` writes onto when the stored copy is gone. */
  initial: StoredCheckout;
  /** The member (the wishlist move's price list). */
  user: Member;
  /** Epoch ms (Date.now in the browser). */
  now?: () => number;
  /** The payment popup (src/lib/snap.ts pay by default). */
  openPopup?: (token: string) => Promise<SnapResult>;
  /** Area lookups of the address form (src/api/area.ts by default). */
  lookups?: AreaLookups;
}

/**
 * Every gateway-facing actor of the checkout page, flat (the machine's own and its children's), from their
 * dependencies. {@link createCheckoutActors} composes them into the machine's actors; tests replace some.
 */
export function createCheckoutGateway(deps: CheckoutActorDeps) {
  const now = deps.now ?? Date.now;
  const openPopup = deps.openPopup ?? ((token: string) => pay(token));
  let base: StoredCheckout = deps.initial;
  const wishlist = createWishlistMoveActors(() => ({ user: deps.user, warehouseId: deps.initial.warehouse?.id ?? null }));

  return {
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

    /**
     * 'Direct order add' (decision 083): a buy-now checkout has no order yet; the order and its popup token in one
     * POST lms/finance/order/direct, with the attempt's Idempotency-Key.
     */
    directOrder: fromPromise<DirectOrderOutput, PayOrderInput>(async ({ input }) => {
      const { token, invoice } = await addDirectOrder(
        {
          user_id: input.user.id,
          user_info: { id: input.user.id, name: input.user.name, email: input.user.email, phone: input.user.phone },
          price_type: input.user.type,
          price_tier: priceTierOf(input.user.tier),
          recipient: input.recipient,
          order: input.lines,
          warehouse: orderWarehouseOf(input.warehouse),
          promo_code: input.promoCode,
          logistic: input.logistic,
        },
        input.idempotencyKey,
      );
      return { token, invoice };
    }),

    /** 'Update promotion' (decision 084): the promo ('' none) of the order the cart created for this checkout. */
    updatePromotion: fromPromise<UpdatePromotionOutput, { invoice: string; promoCode: string }>(async ({ input }) => {
      const answer = await updatePromotion({ user_id: deps.user.id, invoice: input.invoice, promo_code: input.promoCode });
      return { promoCode: answer.promo_code };
    }),

    openPayment: fromPromise<OpenPaymentOutput, OpenPaymentInput>(async ({ input }) => toPaymentOutput(await openPopup(input.token))),

    /** Write the shown product quantities into the server cart: cart add with `update_cart: true`. */
    syncCart: fromPromise<void, SyncCartInput>(async ({ input }) => {
      await addToCart({
        user_id: input.user.id,
        carts: input.lines,
        warehouse_id: input.warehouseId,
        price_type: input.user.type,
        price_tier: priceTierOf(input.user.tier),
        update_cart: true,
      });
    }),

    persist: fromPromise<void, PersistInput>(async ({ input, signal }) => {
      const stored = (await loadCheckout(deps.storage, deps.cookieKey, deps.user.id, now())) ?? base;
      const next: StoredCheckout = {
        ...stored,
        invoice: input.invoice,
        progress: input.progress,
        promoCode: input.promoCode,
        promoUsed: input.promoUsed,
        promoSelected: input.promoCode !== '',
        price: input.price,
        lms: input.lms,
        ecom: input.ecom,
      };
      // Leaving the page clears the stored checkout (the route's onLeave) and stops this actor: a write still
      // encrypting then must not bring it back.
      if (signal.aborted) return;
      base = next;
      await saveCheckout(guarded(deps.storage, signal), deps.cookieKey, deps.user.id, next, now());
    }),

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

    ...createPromoActors(),
    ...wishlist,
  };
}

export type CheckoutGateway = ReturnType<typeof createCheckoutGateway>;

/** The actors of the checkout machine and its children, for one checkout page (`overrides`: tests' fakes). */
export function createCheckoutActors(deps: CheckoutActorDeps, overrides: Partial<CheckoutGateway> = {}) {
  const g = { ...createCheckoutGateway(deps), ...overrides };
  return {
    price: priceMachine.provide({ actors: { calculate: g.calculate } }),
    payment: paymentMachine.provide({ actors: { payOrder: g.payOrder, directOrder: g.directOrder, openPayment: g.openPayment } }),
    cartSync: cartSyncMachine.provide({ actors: { syncCart: g.syncCart } }),
    progress: checkoutProgressMachine.provide({
      actors: { persist: g.persist, promotion: orderPromotionMachine.provide({ actors: { updatePromotion: g.updatePromotion } }) },
    }),
    addressBook: addressBookMachine.provide({ actors: { loadAddresses: g.loadAddresses, saveAddress: g.saveAddress, deleteAddress: g.deleteAddress } }),
    delivery: deliveryMachine.provide({ actors: { loadMethods: g.loadMethods, loadCouriers: g.loadCouriers } }),
    products: checkoutProductsMachine.provide({
      actors: { wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: g.addToWishlist, removeFromCart: g.removeFromCart } }) },
    }),
    promo: promoMachine.provide({ actors: { checkPromo: g.checkPromo, loadPromos: g.loadPromos } }),
  };
}


/** A storage whose writes are dropped once `signal` is aborted (the page has gone). */
function guarded(storage: KeyValueStorage, signal: AbortSignal): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      if (!signal.aborted) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
}
