/**
 * The real actors of machines/cart.machine.ts (commerce spec §7 "Cart and orders", "Promo", "Wishlist"), built
 * from their dependencies. The app provides them once: `cartMachine.provide({ actors: createCartActors(deps) })`
 * (src/app/cart-actor.ts), children included (the price, the promo modal, the wishlist move, the order start).
 * {@link createCartGateway} lists every gateway-facing actor flat; tests replace some of them.
 *
 * Every call goes through src/api (one ky instance, valibot-checked answers, ApiError failures that the machines
 * read as `{ kind, code, message }`). The API modules are imported lazily inside each actor: the cart actor starts
 * with the shell, so static imports would put the cart, order, promo and wishlist schemas in the initial load.
 *
 * The machine passes the member only to `loadCart`, `calculate` and `createOrder`; quantity saves, deletes and
 * wishlist moves need the member's id and price list too. Every session change reaches these actors through
 * `loadCart` first (the machine reloads on `session.update`), so the actors keep the member and warehouse of the
 * last load for those calls.
 */
import { fromPromise } from 'xstate';
import type { CheckoutReadyFacts, CreateOrderInput, CreateOrderOutput, DeleteItemsInput, LoadCartInput, UpdateQuantityInput } from '../../../machines/cart.types';
import { orderStartMachine } from '../../../machines/order-start.machine';
import { priceMachine } from '../../../machines/price.machine';
import { promoMachine } from '../../../machines/promo.machine';
import { priceTierOf, type Member } from '../../../machines/shared/member';
import { wishlistMoveMachine } from '../../../machines/wishlist-move.machine';
import type { Calculation, CalculationInput, Cart } from '../../api/cart';
import type { Warehouse, Zone } from '../../api/catalogue';
import { orderWarehouseOf } from '../../api/order-warehouse';
import { saveCheckout, type KeyValueStorage } from '../../lib/checkout-storage';
import { lazy } from '../../flows/lazy';
import { createPromoActors } from '../../flows/promo/promo.actors';
import { createWishlistMoveActors } from '../../flows/wishlist/wishlist-move.actors';

/** The warehouse as sent with an order (src/api/order-warehouse.ts; the checkout's direct order sends it too). */
export { orderWarehouseOf } from '../../api/order-warehouse';

/** The session's warehouse and zone (prices, stock and the checkout's delivery depend on them). */
export interface CartLocation {
  warehouse: Warehouse | null;
  zone: Pick<Zone, 'id' | 'name' | 'slug'> | null;
}

export interface CartActorDeps {
  /** The session's warehouse and zone at the time of the call (the order's warehouse, the stored checkout's). */
  getLocation: () => CartLocation;
  /** Where the checkout state is stored for the checkout page (window.localStorage in the browser). */
  storage: KeyValueStorage;
  /** The client-side encryption key (config.cookieKey). */
  cookieKey: string;
  /** Epoch ms (Date.now in the browser). */
  now?: () => number;
  /**
   * The member and warehouse the cart was last read for, when the actor starts from a cart read elsewhere (the
   * server's, decision 101) rather than with its own `loadCart`.
   */
  readFor?: { user: Member; warehouseId: number | null } | null;
}

/** Every gateway-facing actor of one cart actor (the machine's own and its children's), flat. */
export function createCartGateway(deps: CartActorDeps) {
  const now = deps.now ?? Date.now;
  let member: { user: Member; warehouseId: number | null } | null = deps.readFor ?? null;
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
        pricelist_tier: priceTierOf(input.user.tier),
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
        price_tier: priceTierOf(user.tier),
        update_cart: true,
      });
    }),

    /** DELETE cart lines by cart line id. */
    deleteItems: fromPromise<void, DeleteItemsInput>(async ({ input }) => {
      const { user } = current();
      const { deleteCartItems } = await lazy(() => import('../../api/cart'));
      await deleteCartItems({ user_id: user.id, cart_id: input.cartIds });
    }),

    /** POST the price calculation for the selected lines. */
    calculate: fromPromise<Calculation, CalculationInput>(async ({ input }) => {
      const { calculateCart } = await lazy(() => import('../../api/cart'));
      return calculateCart(input);
    }),

    /** POST the order with the idempotency key the view generated for this 'Beli Sekarang'. */
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(async ({ input }) => {
      const warehouse = input.lines.some((l) => l.type === 'ecom') ? orderWarehouseOf(deps.getLocation().warehouse) : null;
      const { addOrder } = await lazy(() => import('../../api/order'));
      return addOrder(
        {
          user_id: input.user.id,
          user_info: { id: input.user.id, name: input.user.name, email: input.user.email, phone: input.user.phone },
          price_type: input.user.type,
          price_tier: priceTierOf(input.user.tier),
          warehouse,
          order: input.lines,
          promo_code: input.promoCode,
        },
        input.idempotencyKey,
      );
    }),

    /** Store the checkout state (commerce §3: encrypted, 1 day) with the session's warehouse and zone. */
    storeCheckout: fromPromise<void, CheckoutReadyFacts>(async ({ input }) => {
      const { warehouse, zone } = deps.getLocation();
      await saveCheckout(
        deps.storage,
        deps.cookieKey,
        input.userId,
        {
          invoice: input.invoice,
          promoCode: input.promoCode,
          promoSelected: input.promoSelected,
          promoUsed: input.promoUsed,
          price: input.price,
          lms: input.lms,
          ecom: input.ecom,
          warehouse,
          zone,
          progress: { addressId: null, methodType: null, courierRateId: null, insuranceApplied: false },
        },
        now(),
      );
    }),

    ...createPromoActors(),
    ...createWishlistMoveActors(current),
  };
}

export type CartGateway = ReturnType<typeof createCartGateway>;

/** The actors of the cart machine and its children (`overrides`: tests' fakes of gateway actors). */
export function createCartActors(deps: CartActorDeps, overrides: Partial<CartGateway> = {}) {
  const g = { ...createCartGateway(deps), ...overrides };
  return {
    loadCart: g.loadCart,
    updateQuantity: g.updateQuantity,
    deleteItems: g.deleteItems,
    price: priceMachine.provide({ actors: { calculate: g.calculate } }),
    orderStart: orderStartMachine.provide({ actors: { createOrder: g.createOrder, storeCheckout: g.storeCheckout } }),
    promo: promoMachine.provide({ actors: { checkPromo: g.checkPromo, loadPromos: g.loadPromos } }),
    wishlistMove: wishlistMoveMachine.provide({ actors: { addToWishlist: g.addToWishlist, removeFromCart: g.removeFromCart } }),
  };
}
