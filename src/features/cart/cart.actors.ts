/**
 * The real actors of machines/cart.machine.ts (commerce spec §7 "Cart and orders", "Promo", "Wishlist").
 * The shell wires them once: `cartMachine.provide({ actors: createCartActors() })` (src/app/cart-actor.ts).
 *
 * Every call goes through src/api (one ky instance, valibot-checked answers, {@link ApiError} failures that the
 * machine reads as `{ kind, code, message }`). The API modules (and their valibot schemas) are imported lazily
 * inside each actor: the cart actor starts with the shell, so static imports would put the cart, order, promo
 * and wishlist schemas in the initial load; they now load on the first call.
 *
 * The machine passes the member only to `loadCart`, `calculate` and `createOrder`; quantity saves, deletes and
 * wishlist moves need the member's id and price list too. Every session change reaches these actors through
 * `loadCart` first (the machine reloads on `session.update`), so the actors of one cart actor keep the member
 * and warehouse of the last load and use them for those calls.
 */
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type {
  CartUser,
  CheckPromoInput,
  CreateOrderInput,
  CreateOrderOutput,
  DeleteItemsInput,
  LoadCartInput,
  LoadPromosInput,
  MoveToWishlistInput,
  MoveToWishlistOutput,
  UpdateQuantityInput,
} from '../../../machines/cart.machine';
import type { Calculation, CalculationInput, Cart } from '../../api/cart';
import { Warehouse } from '../../api/catalogue';
import type { PriceType } from '../../api/envelope';
import { ApiError, NETWORK_MESSAGE } from '../../api/errors';
import type { OrderAddInput } from '../../api/order';
import type { Promo } from '../../api/promo';
import { config } from '../../config/config';
import { COOKIE, readCookie } from '../../lib/cookies';
import { decryptJson } from '../../lib/crypto';

/**
 * Load an API module on first use. A module that cannot be fetched (offline before the first call) fails like
 * the gateway call it stands for: a network {@link ApiError} ('Pastikan internet anda stabil', code 502).
 */
function lazy<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => {
    throw new ApiError('network', 502, NETWORK_MESSAGE);
  });
}

type Tier = 1 | 2 | 3;
const tierOf = (tier: number): Tier => (tier === 1 || tier === 2 ? tier : 3);

/** The warehouse as sent with an order (commerce §7 "Order add"); area id falls back to 1 (commerce §9). */
export function orderWarehouseOf(w: Warehouse | null): OrderAddInput['warehouse'] {
  if (!w || w.latitude === null || w.longitude === null) return null;
  return {
    id: w.id,
    code: w.code,
    address: w.address,
    phone: w.telephone,
    area_id: w.village_id || 1,
    latitude: w.latitude,
    longitude: w.longitude,
  };
}

/** The warehouse the session stored (encrypted `warehouse` cookie), or null when missing/unreadable. */
export async function readStoredWarehouse(): Promise<Warehouse | null> {
  const plain = await decryptJson(readCookie(document.cookie, COOKIE.warehouse), config.cookieKey);
  if (plain === null) return null;
  const parsed = v.safeParse(Warehouse, plain);
  return parsed.success ? parsed.output : null;
}

export interface CartActorDeps {
  /** Where the session's warehouse is read from when an order is created (default: the encrypted cookie). */
  getWarehouse?: () => Promise<Warehouse | null>;
}

/** Build the actor implementations for one cart actor. */
export function createCartActors(deps: CartActorDeps = {}) {
  const getWarehouse = deps.getWarehouse ?? readStoredWarehouse;
  let member: { user: CartUser; warehouseId: number | null } | null = null;
  const current = () => {
    if (!member) throw new Error('Keranjang belum dimuat');
    return member;
  };

  return {
    /** GET the cart with the page limit (1000) for the member's price list and warehouse. */
    loadCart: fromPromise<Cart, LoadCartInput>(async ({ input }) => {
      member = { user: input.user, warehouseId: input.warehouseId };
      const { getCart, CART_PAGE_LIMIT } = await lazy(() => import('../../api/cart'));
      return getCart({
        user_id: input.user.id,
        warehouse_id: input.warehouseId ?? undefined,
        pricelist_type: input.user.type,
        pricelist_tier: tierOf(input.user.tier),
        limit: CART_PAGE_LIMIT,
        page: 1,
      });
    }),

    /** Save a product line's quantity: cart add with `update_cart: true` sets the line to that quantity. */
    updateQuantity: fromPromise<void, UpdateQuantityInput>(async ({ input }) => {
      const { user, warehouseId } = current();
      const { addToCart } = await lazy(() => import('../../api/cart'));
      await addToCart({
        user_id: user.id,
        carts: [{ type: input.type, item_id: input.itemId, quantity: input.quantity }],
        warehouse_id: warehouseId,
        price_type: user.type,
        price_tier: tierOf(user.tier),
        update_cart: true,
      });
    }),

    /** DELETE cart lines by cart line id. */
    deleteItems: fromPromise<void, DeleteItemsInput>(async ({ input }) => {
      const { user } = current();
      const { deleteCartItems } = await lazy(() => import('../../api/cart'));
      await deleteCartItems({ user_id: user.id, cart_id: input.cartIds });
    }),

    /**
     * Add the line's item to the wishlist (type `course` or `ecom`; store products carry the price list and
     * warehouse). A 403 'Item sudah ada di wishlist' answers `{ alreadyThere: true }` (the machine still deletes
     * the line and shows that text); any other failure rejects.
     */
    moveToWishlist: fromPromise<MoveToWishlistOutput, MoveToWishlistInput>(async ({ input }) => {
      const { user, warehouseId } = current();
      const { storeWishlist, WISHLIST_DUPLICATE_CODE } = await lazy(() => import('../../api/wishlist'));
      try {
        if (input.itemType === 'lms') {
          await storeWishlist({ type: 'course', product_id: input.item.item_id, user_id: user.id });
        } else {
          await storeWishlist({
            type: 'ecom',
            product_id: input.item.item_id,
            user_id: user.id,
            pricelist_tier: tierOf(user.tier),
            pricelist_type: user.type as PriceType,
            warehouse_id: input.item.warehouse_id ?? warehouseId ?? 0,
          });
        }
        return { alreadyThere: false };
      } catch (error) {
        if (error instanceof ApiError && error.code === WISHLIST_DUPLICATE_CODE) return { alreadyThere: true };
        throw error;
      }
    }),

    /** POST the price calculation for the selected lines. */
    calculate: fromPromise<Calculation, CalculationInput>(async ({ input }) => {
      const { calculateCart } = await lazy(() => import('../../api/cart'));
      return calculateCart(input);
    }),

    /** GET lms/promotion/check. */
    checkPromo: fromPromise<Promo, CheckPromoInput>(async ({ input }) => {
      const { checkPromo } = await lazy(() => import('../../api/promo'));
      return checkPromo(input.code);
    }),

    /** GET the active promos of the selected courses (limit grows by 10). */
    loadPromos: fromPromise<Promo[], LoadPromosInput>(async ({ input }) => {
      const { getPromos } = await lazy(() => import('../../api/promo'));
      return (await getPromos(input.courseIds, input.limit)).data;
    }),

    /** POST the order with the idempotency key the view generated for this 'Beli Sekarang'. */
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(async ({ input }) => {
      const warehouse = input.lines.some((l) => l.type === 'ecom') ? orderWarehouseOf(await getWarehouse()) : null;
      const { addOrder } = await lazy(() => import('../../api/order'));
      return addOrder(
        {
          user_id: input.user.id,
          user_info: { id: input.user.id, name: input.user.name, email: input.user.email, phone: input.user.phone },
          price_type: input.user.type,
          price_tier: tierOf(input.user.tier),
          warehouse,
          order: input.lines,
          promo_code: input.promoCode,
        },
        input.idempotencyKey,
      );
    }),
  };
}
