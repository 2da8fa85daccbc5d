/**
 * The cart page statechart (commerce spec §2 "Cart", §4 "Cart", §5 "Cart quantity" and "General",
 * §8 "Promo check", "Cart calculation", "Order payment", §9).
 *
 * Input: {@link CartInput} (`user` null = guest → state `signedOut`, tag `signInRequired`; the view sends the
 * guest to the sign-in site). `session.update` with the same fields reloads.
 *
 * Top level: `checkingSession` → `signedOut` | `loading` → `ready`. `ready` is parallel:
 * - `items`: idle | quantityPending (typed input, debounced `quantityDebounce` 500 ms) | savingQuantity |
 *   deleting | movingToWishlist | creatingOrder | checkoutReady (tag `checkoutReady`; the machine emits
 *   `checkout.ready` with the invoice, selected items, promo and price so the view stores the checkout and
 *   navigates to Checkout).
 * - `totals`: idle | calculating (tag `calculating`). Any selection change, saved quantity, delete, promo apply
 *   or cancel recalculates; a later request replaces an earlier one.
 * - `promo`: closed | open.editing | open.checking (tag `promoChecking`) | open.selected.
 * - `promoList`: idle | loading (tag `promoListLoading`): eligible promos for the selected courses, limit 10,
 *   `promo.loadMore` grows it by 10; promos with price 0 are filtered out.
 *
 * Tags: `loading` (first load / reload), `busy` (a server change is under way: block the page's buttons),
 * `calculating`, `promoChecking`, `promoListLoading`, `checkoutReady`, `signInRequired`.
 *
 * Context the views read: `courses`, `products` (with the displayed quantity), `selectedLms`, `selectedEcom`
 * (cart line ids), `summary` ({@link PriceSummary}), `promo` ({ code, selected, used }), `promoError` (text in the
 * promo modal), `promos`, `error` (text for the error alert, cleared by `error.dismiss`), `invoice`.
 *
 * Errors: actor failures are `{ kind, code, message }`; a network failure never loses items and shows
 * 'Pastikan internet anda stabil'.
 */
import { assertEvent, assign, emit, fromPromise, not, raise, setup } from 'xstate';
import type { Calculation, CalculationInput, CartCourse, CartLine, CartProduct, Cart } from '../src/api/cart';
import type { PriceType } from '../src/api/envelope';
import type { Promo } from '../src/api/promo';
import type { CheckoutPrice } from '../src/lib/checkout-storage';
import { NOTHING_SELECTED, PRODUCT_QUANTITY_MIN, PROMO_CODE_REQUIRED, WISHLIST_ADDED, WISHLIST_EXISTS } from './messages';
import { isNetworkFailure as isNetwork, toFailure } from './shared/failure';
import { checkoutPriceFromSummary, EMPTY_SUMMARY, summaryFromCalculation, type PriceSummary } from './shared/price';
import { calculationMessage, normalisePromoCode, promoCheckMessage, promoFoundMessage, PROMO_LIST_STEP, visiblePromos } from './shared/promo';
import { clampTypedQuantity, COURSE_QUANTITY, decrementQuantity, incrementQuantity } from './shared/quantity';

/** The signed-in member as the cart needs it (price list type/tier, and user_info for the order). */
export interface CartUser {
  id: number;
  type: PriceType;
  tier: number;
  name: string;
  email: string;
  phone: string;
}

export interface CartInput {
  user: CartUser | null;
  /** The member's current warehouse (product prices and stock depend on it); null when none is chosen. */
  warehouseId: number | null;
}

export type CartItemType = 'lms' | 'ecom';

/** A quantity typed or stepped but not yet saved; `previous` is restored if the save fails. */
export interface PendingQuantity {
  cartId: number;
  itemId: number;
  quantity: number;
  previous: number;
}

/** The promo in the cart: typed `code`, the checked promo (`selected`, shown with its cashback), `used` once applied. */
export interface CartPromo {
  code: string;
  selected: Promo | null;
  used: boolean;
}

export interface CartContext {
  user: CartUser | null;
  warehouseId: number | null;
  courses: CartCourse[];
  products: CartProduct[];
  /** Selected course cart line ids (`CartCourse.id`). */
  selectedLms: number[];
  /** Selected product cart line ids (`CartProduct.id`). */
  selectedEcom: number[];
  pending: PendingQuantity[];
  calculation: Calculation | null;
  summary: PriceSummary;
  promo: CartPromo;
  promoError: string | null;
  promos: Promo[];
  promoLimit: number;
  error: string | null;
  /** Cart line ids being deleted (also the item being moved to the wishlist). */
  deletingIds: number[];
  /** The line being moved to the wishlist; `alreadyThere` once the wishlist answered 403 (commerce §8 Wishlist). */
  moving: { itemType: CartItemType; id: number; alreadyThere: boolean } | null;
  /**
   * The second step of a cart delete error (commerce §8 "Cart calculation": "Cart delete errors show the message
   * in parentheses, then again"): `error` first holds '(message)', dismissing it shows this plain message.
   */
  pendingError: string | null;
  idempotencyKey: string | null;
  /**
   * The key and request of an order attempt that failed on the network: the server may have created the order,
   * so pressing 'Beli Sekarang' again for the same request reuses the key (docs/decisions/005-idempotency.md).
   */
  lastAttempt: { key: string; request: string } | null;
  invoice: string | null;
}

/** What the view stores as the checkout state before navigating to Checkout. */
export interface CheckoutReadyFacts {
  invoice: string;
  lms: CartCourse[];
  ecom: CartProduct[];
  promoCode: string;
  promoSelected: boolean;
  promoUsed: boolean;
  price: CheckoutPrice;
  summary: PriceSummary;
}

export type CartEvent =
  | { type: 'session.update'; user: CartUser | null; warehouseId: number | null }
  | { type: 'cart.reload' }
  | { type: 'item.select'; itemType: CartItemType; id: number; selected: boolean }
  | { type: 'items.selectType'; itemType: CartItemType; selected: boolean }
  | { type: 'items.selectAll'; selected: boolean }
  | { type: 'quantity.increment'; id: number }
  | { type: 'quantity.decrement'; id: number }
  /** Typed quantity text, clamped by commerce §5 rules, saved 500 ms after the last keystroke. */
  | { type: 'quantity.type'; id: number; value: string }
  | { type: 'items.delete'; ids: number[] }
  | { type: 'item.moveToWishlist'; itemType: CartItemType; id: number }
  | { type: 'promo.open' }
  | { type: 'promo.close' }
  /** Typing in the code field (only while entering a code; a checked promo must be cancelled first). */
  | { type: 'promo.enter'; code: string }
  | { type: 'promo.check' }
  /** Pick a promo from the eligible list: enters its code and checks it. */
  | { type: 'promo.pick'; code: string }
  | { type: 'promo.apply' }
  | { type: 'promo.cancel' }
  | { type: 'promo.loadMore' }
  /** 'Beli Sekarang'. The key makes the order request idempotent (one order per click, even on retry). */
  | { type: 'checkout.start'; idempotencyKey: string }
  | { type: 'error.dismiss' }
  /** Internal: recompute totals. */
  | { type: 'totals.refresh' }
  /** Internal: reload the eligible promo list. */
  | { type: 'promos.refresh' }
  /** Internal: the promo was dropped (calculation or order failure); an open modal goes back to entering a code. */
  | { type: 'promo.reset' };

/**
 * Emitted events: `checkout.ready` (the order exists), and `wishlist.moved` once a line moved to the wishlist is
 * deleted from the cart, with the notice to show (3 s): 'Item ditambahkan ke dalam wishlist', or
 * 'Item sudah ada di wishlist' when the wishlist already had it (403).
 */
export type CheckoutReadyEvent = { type: 'checkout.ready' } & CheckoutReadyFacts;
export type WishlistMovedEvent = { type: 'wishlist.moved'; alreadyThere: boolean; message: string };
export type CartEmitted =
  | CheckoutReadyEvent
  | { type: 'wishlist.moved'; alreadyThere: boolean; message: string };

/** Actor inputs and outputs (the app provides real ones with `.provide({ actors })`). */
export interface LoadCartInput {
  user: CartUser;
  warehouseId: number | null;
}
export interface UpdateQuantityInput {
  cartId: number;
  type: 'ecom';
  itemId: number;
  quantity: number;
}
export interface DeleteItemsInput {
  cartIds: number[];
}
/** The wishlist store answered: added, or already there (403 'Item sudah ada di wishlist'). */
export interface MoveToWishlistOutput {
  alreadyThere: boolean;
}
export type MoveToWishlistInput =
  | { itemType: 'lms'; item: CartCourse }
  | { itemType: 'ecom'; item: CartProduct };
export interface CheckPromoInput {
  code: string;
}
export interface LoadPromosInput {
  /** Course ids (item_id) of the selected courses. */
  courseIds: number[];
  limit: number;
}
export interface CreateOrderInput {
  user: CartUser;
  warehouseId: number | null;
  lines: CartLine[];
  promoCode: string;
  idempotencyKey: string;
}
export interface CreateOrderOutput {
  invoice: string;
}

/** A placeholder actor that rejects until the app or a test provides the real one. */
const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

function selectedLines(ctx: CartContext): CartLine[] {
  const lms = ctx.courses
    .filter((c) => ctx.selectedLms.includes(c.id))
    .map((c) => ({ type: 'lms' as const, item_id: c.item_id, quantity: COURSE_QUANTITY }));
  const ecom = ctx.products
    .filter((p) => ctx.selectedEcom.includes(p.id))
    .map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity }));
  return [...lms, ...ecom];
}

const appliedPromoCode = (ctx: CartContext) => (ctx.promo.used && ctx.promo.selected ? ctx.promo.selected.promo_code : '');
const hasSelection = (ctx: CartContext) => ctx.selectedLms.length + ctx.selectedEcom.length > 0;
const productById = (ctx: CartContext, id: number) => ctx.products.find((p) => p.id === id);
const withQuantity = (ctx: CartContext, id: number, quantity: number) => {
  const product = productById(ctx, id);
  if (!product) return { products: ctx.products, pending: ctx.pending };
  const products = ctx.products.map((p) => (p.id === id ? { ...p, quantity } : p));
  const existing = ctx.pending.find((q) => q.cartId === id);
  const pending = existing
    ? ctx.pending.map((q) => (q.cartId === id ? { ...q, quantity } : q))
    : [...ctx.pending, { cartId: id, itemId: product.item_id, quantity, previous: product.quantity }];
  return { products, pending };
};
/** The order request as text: same lines, promo and warehouse means the same order. */
const orderRequest = (ctx: CartContext) => JSON.stringify([selectedLines(ctx), appliedPromoCode(ctx), ctx.warehouseId]);
/** The key for this press: the retried attempt's key for the same request, otherwise the event's new key. */
const keyFor = (ctx: CartContext, key: string) =>
  ctx.lastAttempt && ctx.lastAttempt.request === orderRequest(ctx) ? ctx.lastAttempt.key : key;
const NO_PROMO: CartPromo = { code: '', selected: null, used: false };

/** The 'select all' checkbox: every line of both types is selected (false for an empty cart). */
export function isAllSelected(ctx: CartContext): boolean {
  const total = ctx.courses.length + ctx.products.length;
  return total > 0 && ctx.selectedLms.length + ctx.selectedEcom.length === total;
}

/** The per-type checkbox (Kursus or Barang): every line of that type is selected. */
export function isTypeSelected(ctx: CartContext, itemType: CartItemType): boolean {
  return itemType === 'lms'
    ? ctx.courses.length > 0 && ctx.courses.every((c) => ctx.selectedLms.includes(c.id))
    : ctx.products.length > 0 && ctx.products.every((p) => ctx.selectedEcom.includes(p.id));
}

/** Facts for the checkout state; only meaningful once `invoice` is set. */
export function checkoutFacts(ctx: CartContext): CheckoutReadyFacts {
  return {
    invoice: ctx.invoice ?? '',
    lms: ctx.courses.filter((c) => ctx.selectedLms.includes(c.id)),
    ecom: ctx.products.filter((p) => ctx.selectedEcom.includes(p.id)),
    promoCode: appliedPromoCode(ctx),
    promoSelected: ctx.promo.selected !== null,
    promoUsed: ctx.promo.used,
    price: checkoutPriceFromSummary(ctx.summary),
    summary: ctx.summary,
  };
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCart: notProvided<Cart, LoadCartInput>('cart.loadCart'),
    updateQuantity: notProvided<void, UpdateQuantityInput>('cart.updateQuantity'),
    deleteItems: notProvided<void, DeleteItemsInput>('cart.deleteItems'),
    moveToWishlist: notProvided<MoveToWishlistOutput, MoveToWishlistInput>('cart.moveToWishlist'),
    calculate: notProvided<Calculation, CalculationInput>('cart.calculate'),
    checkPromo: notProvided<Promo, CheckPromoInput>('cart.checkPromo'),
    loadPromos: notProvided<Promo[], LoadPromosInput>('cart.loadPromos'),
    createOrder: notProvided<CreateOrderOutput, CreateOrderInput>('cart.createOrder'),
  },
  delays: {
    /** Typed quantity debounce, ms (commerce §9). */
    quantityDebounce: 500,
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasSelection: ({ context }) => hasSelection(context),
    hasSelectedCourses: ({ context }) => context.selectedLms.length > 0,
    hasSelectedProductWithoutQuantity: ({ context }) =>
      context.products.some((p) => context.selectedEcom.includes(p.id) && p.quantity < 1),
    isNetworkFailure: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'network',
    isAlreadyInWishlist: ({ event }) => toFailure((event as { error?: unknown }).error).code === 403,
    isCheckoutRequested: ({ context }) => context.idempotencyKey !== null,
    isMovingToWishlist: ({ context }) => context.moving !== null,
    hasPendingError: ({ context }) => context.pendingError !== null,
    hasMorePendingQuantity: ({ context }) => context.pending.length > 1,
    canIncrement: ({ context, event }) => {
      const p = productById(context, (event as { id: number }).id);
      return !!p && incrementQuantity(p.quantity, p.stock) !== p.quantity;
    },
    canDecrement: ({ context, event }) => {
      const p = productById(context, (event as { id: number }).id);
      return !!p && decrementQuantity(p.quantity) !== p.quantity;
    },
    isProductLine: ({ context, event }) => !!productById(context, (event as { id: number }).id),
    hasIds: ({ event }) => ((event as { ids?: number[] }).ids ?? []).length > 0,
    isInCart: ({ context, event }) => {
      const e = event as { itemType: CartItemType; id: number };
      return e.itemType === 'lms' ? context.courses.some((c) => c.id === e.id) : context.products.some((p) => p.id === e.id);
    },
    hasPromoCode: ({ context }) => normalisePromoCode(context.promo.code) !== '',
    hasCheckedPromo: ({ context }) => context.promo.selected !== null,
    hasAppliedPromo: ({ context }) => appliedPromoCode(context) !== '',
    hasPromo: ({ context }) => context.promo.code !== '' || context.promo.selected !== null,
    isZeroPricePromo: ({ event }) => promoFoundMessage((event as unknown as { output: Promo }).output) !== null,
    hasPickedCode: ({ event }) => normalisePromoCode((event as { code?: string }).code ?? '') !== '',
  },
  actions: {
    /** Plus: one more, stopping at the stock (commerce §5 "Cart quantity"). */
    applyIncrement: assign(({ context, event }) => {
      assertEvent(event, 'quantity.increment');
      const p = productById(context, event.id)!;
      return withQuantity(context, event.id, incrementQuantity(p.quantity, p.stock));
    }),
    /** Minus: one less, stopping at 1. */
    applyDecrement: assign(({ context, event }) => {
      assertEvent(event, 'quantity.decrement');
      const p = productById(context, event.id)!;
      return withQuantity(context, event.id, decrementQuantity(p.quantity));
    }),
    /** Typed: non-numeric → stock, empty → 0, below 1 → 1, above stock → stock. */
    applyTypedQuantity: assign(({ context, event }) => {
      assertEvent(event, 'quantity.type');
      const p = productById(context, event.id)!;
      return withQuantity(context, event.id, clampTypedQuantity(event.value, p.stock));
    }),
    refreshTotals: raise({ type: 'totals.refresh' }),
    refreshPromos: raise({ type: 'promos.refresh' }),
    dropPromo: raise({ type: 'promo.reset' }),
    resetPromo: assign({ promo: NO_PROMO, promoError: null }),
    clearError: assign({ error: null }),
    /** Drop the deleted lines from the cart and the selection. */
    dropDeleted: assign(({ context }) => {
      const gone = (id: number) => context.deletingIds.includes(id);
      return {
        courses: context.courses.filter((c) => !gone(c.id)),
        products: context.products.filter((p) => !gone(p.id)),
        selectedLms: context.selectedLms.filter((id) => !gone(id)),
        selectedEcom: context.selectedEcom.filter((id) => !gone(id)),
        deletingIds: [],
        moving: null,
      };
    }),
    showPendingError: assign(({ context }) => ({ error: context.pendingError, pendingError: null })),
    showNothingSelected: assign({ error: NOTHING_SELECTED }),
  },
}).createMachine({
  id: 'cart',
  description: 'The member’s cart: selection, quantities, promo, totals and "Beli Sekarang" (commerce §2 Cart, §4 Cart).',
  context: ({ input }) => ({
    user: input.user,
    warehouseId: input.warehouseId,
    courses: [],
    products: [],
    selectedLms: [],
    selectedEcom: [],
    pending: [],
    calculation: null,
    summary: EMPTY_SUMMARY,
    promo: NO_PROMO,
    promoError: null,
    promos: [],
    promoLimit: PROMO_LIST_STEP,
    error: null,
    deletingIds: [],
    moving: null,
    pendingError: null,
    idempotencyKey: null,
    lastAttempt: null,
    invoice: null,
  }),
  initial: 'checkingSession',
  on: {
    'session.update': {
      target: '.checkingSession',
      description: 'The member or warehouse changed: reload the cart for them.',
      actions: assign({ user: ({ event }) => event.user, warehouseId: ({ event }) => event.warehouseId, invoice: null, idempotencyKey: null }),
    },
  },
  states: {
    checkingSession: {
      description: 'A guest cannot use the cart.',
      always: [
        { guard: 'hasUser', target: 'loading', description: 'Signed in: load the cart.' },
        { target: 'signedOut', description: 'Guest: the view sends them to the sign-in site.' },
      ],
    },
    signedOut: {
      description: 'No member: the view sends the visitor to the sign-in site (commerce §2 Cart).',
      tags: ['signInRequired'],
    },
    loading: {
      description: 'Fetching the cart (limit 1000).',
      tags: ['loading', 'busy'],
      entry: assign({ pending: [], deletingIds: [], moving: null, idempotencyKey: null }),
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ user: context.user!, warehouseId: context.warehouseId }),
        onDone: {
          target: 'ready',
          description: 'Loaded: keep the selection of lines that are still there.',
          actions: assign(({ context, event }) => {
            const courses = event.output.data.lms_cart;
            const products = event.output.data.ecom_cart;
            return {
              courses,
              products,
              selectedLms: context.selectedLms.filter((id) => courses.some((c) => c.id === id)),
              selectedEcom: context.selectedEcom.filter((id) => products.some((p) => p.id === id)),
              pending: [],
              error: null,
            };
          }),
        },
        onError: [
          {
            guard: 'isNetworkFailure',
            target: 'ready',
            description: 'Network failure: keep what was shown and say so.',
            actions: assign({ error: ({ event }) => toFailure(event.error).message, pending: [] }),
          },
          {
            target: 'ready',
            description: 'Any other failure resets the cart to empty (commerce §4 Cart).',
            actions: assign({
              courses: [],
              products: [],
              selectedLms: [],
              selectedEcom: [],
              pending: [],
              error: ({ event }) => toFailure(event.error).message,
            }),
          },
        ],
      },
    },
    ready: {
      description: 'The cart is shown; items, totals, promo and promo list run side by side.',
      type: 'parallel',
      on: {
        'cart.reload': { target: 'loading', description: 'Reload the cart from the server.' },
        'error.dismiss': [
          {
            guard: 'hasPendingError',
            description: 'A delete error: after the message in parentheses, the plain message is shown once more.',
            actions: 'showPendingError',
          },
          { actions: 'clearError', description: 'The member closed the error alert.' },
        ],
      },
      states: {
        items: {
          description: 'What the member does to the lines.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Waiting for the member.',
              on: {
                'item.select': {
                  guard: 'isInCart',
                  description: 'Tick or untick one line of the cart; recalculates totals and reloads promos.',
                  actions: [
                    assign(({ context, event }) => {
                      const key = event.itemType === 'lms' ? 'selectedLms' : 'selectedEcom';
                      const current = context[key].filter((id) => id !== event.id);
                      return { [key]: event.selected ? [...current, event.id] : current, promoLimit: PROMO_LIST_STEP };
                    }),
                    'refreshTotals',
                    'refreshPromos',
                  ],
                },
                'items.selectType': {
                  description: 'Tick or untick every line of one type (Kursus or Barang).',
                  actions: [
                    assign(({ context, event }) =>
                      event.itemType === 'lms'
                        ? { selectedLms: event.selected ? context.courses.map((c) => c.id) : [], promoLimit: PROMO_LIST_STEP }
                        : { selectedEcom: event.selected ? context.products.map((p) => p.id) : [], promoLimit: PROMO_LIST_STEP },
                    ),
                    'refreshTotals',
                    'refreshPromos',
                  ],
                },
                'items.selectAll': {
                  description: 'Tick or untick every line.',
                  actions: [
                    assign(({ context, event }) => ({
                      selectedLms: event.selected ? context.courses.map((c) => c.id) : [],
                      selectedEcom: event.selected ? context.products.map((p) => p.id) : [],
                      promoLimit: PROMO_LIST_STEP,
                    })),
                    'refreshTotals',
                    'refreshPromos',
                  ],
                },
                'quantity.increment': {
                  guard: 'canIncrement',
                  target: 'savingQuantity',
                  description: 'Plus, stopping at stock: save at once.',
                  actions: 'applyIncrement',
                },
                'quantity.decrement': {
                  guard: 'canDecrement',
                  target: 'savingQuantity',
                  description: 'Minus, stopping at 1: save at once.',
                  actions: 'applyDecrement',
                },
                'quantity.type': {
                  guard: 'isProductLine',
                  target: 'quantityPending',
                  description: 'Typed quantity: clamp now, save after the debounce.',
                  actions: 'applyTypedQuantity',
                },
                'items.delete': {
                  guard: 'hasIds',
                  target: 'deleting',
                  description: 'Delete the given lines.',
                  actions: assign({ deletingIds: ({ event }) => event.ids }),
                },
                'item.moveToWishlist': {
                  guard: 'isInCart',
                  target: 'movingToWishlist',
                  description: 'Add the line to the wishlist, then delete it from the cart.',
                  actions: assign({ moving: ({ event }) => ({ itemType: event.itemType, id: event.id, alreadyThere: false }) }),
                },
                'checkout.start': [
                  {
                    guard: not('hasSelection'),
                    description: 'Nothing selected: say so.',
                    actions: 'showNothingSelected',
                  },
                  {
                    guard: 'hasSelectedProductWithoutQuantity',
                    description: 'A selected product has quantity 0: say so.',
                    actions: assign({ error: PRODUCT_QUANTITY_MIN }),
                  },
                  {
                    target: 'creatingOrder',
                    description: 'Create the order for the selected lines.',
                    actions: assign({ idempotencyKey: ({ context, event }) => keyFor(context, event.idempotencyKey), error: null }),
                  },
                ],
              },
            },
            quantityPending: {
              description: 'A typed quantity waits 500 ms for more keystrokes before it is saved.',
              after: {
                quantityDebounce: { target: 'savingQuantity', description: 'The member stopped typing: save.' },
              },
              on: {
                'quantity.type': {
                  guard: 'isProductLine',
                  target: 'quantityPending',
                  reenter: true,
                  description: 'More typing restarts the debounce.',
                  actions: 'applyTypedQuantity',
                },
                'quantity.increment': {
                  guard: 'canIncrement',
                  target: 'savingQuantity',
                  description: 'Plus while typing: save everything now.',
                  actions: 'applyIncrement',
                },
                'quantity.decrement': {
                  guard: 'canDecrement',
                  target: 'savingQuantity',
                  description: 'Minus while typing: save everything now.',
                  actions: 'applyDecrement',
                },
                'checkout.start': [
                  { guard: not('hasSelection'), description: 'Nothing selected: say so.', actions: 'showNothingSelected' },
                  {
                    guard: 'hasSelectedProductWithoutQuantity',
                    description: 'A selected product has quantity 0: say so.',
                    actions: assign({ error: PRODUCT_QUANTITY_MIN }),
                  },
                  {
                    target: 'savingQuantity',
                    description: 'Save the typed quantity first; the order is created after it.',
                    actions: assign({ idempotencyKey: ({ context, event }) => keyFor(context, event.idempotencyKey), error: null }),
                  },
                ],
              },
            },
            savingQuantity: {
              description: 'Saving the changed quantities one line at a time.',
              tags: ['busy'],
              invoke: {
                id: 'updateQuantity',
                src: 'updateQuantity',
                input: ({ context }) => {
                  const q = context.pending[0]!;
                  return { cartId: q.cartId, type: 'ecom' as const, itemId: q.itemId, quantity: q.quantity };
                },
                onDone: [
                  {
                    guard: 'hasMorePendingQuantity',
                    target: 'savingQuantity',
                    reenter: true,
                    description: 'Saved one; save the next.',
                    actions: assign({ pending: ({ context }) => context.pending.slice(1) }),
                  },
                  {
                    guard: 'isCheckoutRequested',
                    target: 'creatingOrder',
                    description: 'Saved; "Beli Sekarang" was pressed meanwhile: create the order.',
                    actions: [assign({ pending: [] }), 'refreshTotals'],
                  },
                  {
                    target: 'idle',
                    description: 'Saved: recalculate totals.',
                    actions: [assign({ pending: [] }), 'refreshTotals'],
                  },
                ],
                onError: {
                  target: 'idle',
                  description: 'Not saved: put the quantities back as they were and say why.',
                  actions: assign(({ context, event }) => ({
                    products: context.products.map((p) => {
                      const q = context.pending.find((x) => x.cartId === p.id);
                      return q ? { ...p, quantity: q.previous } : p;
                    }),
                    pending: [],
                    idempotencyKey: null,
                    error: toFailure(event.error).message,
                  })),
                },
              },
            },
            deleting: {
              description: 'Deleting lines from the cart.',
              tags: ['busy'],
              invoke: {
                id: 'deleteItems',
                src: 'deleteItems',
                input: ({ context }) => ({ cartIds: context.deletingIds }),
                onDone: [
                  {
                    guard: 'isMovingToWishlist',
                    target: 'idle',
                    description: "Moved to the wishlist: drop the line and tell which notice to show ('ditambahkan' or 'sudah ada').",
                    actions: [
                      emit(({ context }) => ({
                        type: 'wishlist.moved' as const,
                        alreadyThere: context.moving!.alreadyThere,
                        message: context.moving!.alreadyThere ? WISHLIST_EXISTS : WISHLIST_ADDED,
                      })),
                      'dropDeleted',
                      'refreshTotals',
                      'refreshPromos',
                    ],
                  },
                  {
                    target: 'idle',
                    description: 'Deleted: drop the lines, recalculate and reload promos.',
                    actions: ['dropDeleted', 'refreshTotals', 'refreshPromos'],
                  },
                ],
                onError: {
                  target: 'idle',
                  description: "Not deleted: keep the lines; the error shows '(message)' first, then the message (commerce §8).",
                  actions: assign(({ event }) => {
                    const message = toFailure(event.error).message;
                    return { deletingIds: [], moving: null, error: `(${message})`, pendingError: message };
                  }),
                },
              },
            },
            movingToWishlist: {
              description: 'Adding the line to the wishlist.',
              tags: ['busy'],
              invoke: {
                id: 'moveToWishlist',
                src: 'moveToWishlist',
                input: ({ context }): MoveToWishlistInput => {
                  const m = context.moving!;
                  return m.itemType === 'lms'
                    ? { itemType: 'lms', item: context.courses.find((c) => c.id === m.id)! }
                    : { itemType: 'ecom', item: context.products.find((p) => p.id === m.id)! };
                },
                onDone: {
                  target: 'deleting',
                  description: 'In the wishlist (added, or already there): delete it from the cart.',
                  actions: assign(({ context, event }) => ({
                    deletingIds: [context.moving!.id],
                    moving: { ...context.moving!, alreadyThere: event.output?.alreadyThere === true },
                  })),
                },
                onError: [
                  {
                    guard: 'isAlreadyInWishlist',
                    target: 'deleting',
                    description: "403 'Item sudah ada di wishlist': still delete it from the cart.",
                    actions: assign(({ context }) => ({ deletingIds: [context.moving!.id], moving: { ...context.moving!, alreadyThere: true } })),
                  },
                  {
                    target: 'idle',
                    description: 'Not added: keep the line and show the message.',
                    actions: assign({ moving: null, error: ({ event }) => toFailure(event.error).message }),
                  },
                ],
              },
            },
            creatingOrder: {
              description: 'Creating the order; a second "Beli Sekarang" is ignored here.',
              tags: ['busy'],
              invoke: {
                id: 'createOrder',
                src: 'createOrder',
                input: ({ context }) => ({
                  user: context.user!,
                  warehouseId: context.warehouseId,
                  lines: selectedLines(context),
                  promoCode: appliedPromoCode(context),
                  idempotencyKey: context.idempotencyKey!,
                }),
                onDone: {
                  target: 'checkoutReady',
                  description: 'Order created: hand over to checkout.',
                  actions: [
                    assign({ invoice: ({ event }) => event.output.invoice, lastAttempt: null }),
                    emit(({ context }) => ({ type: 'checkout.ready' as const, ...checkoutFacts(context) })),
                  ],
                },
                onError: {
                  target: 'idle',
                  description: 'Order failed: reset the promo, recalculate and show the message.',
                  actions: [
                    assign(({ context, event }) => ({
                      lastAttempt: isNetwork(event.error) ? { key: context.idempotencyKey!, request: orderRequest(context) } : null,
                      promo: NO_PROMO,
                      promoError: null,
                      idempotencyKey: null,
                      error: toFailure(event.error).message,
                    })),
                    'dropPromo',
                    'refreshTotals',
                  ],
                },
              },
            },
            checkoutReady: {
              description: 'The order exists: the view stores the checkout state and navigates to Checkout.',
              tags: ['checkoutReady'],
            },
          },
        },
        totals: {
          description: 'The price summary of the selected lines.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Decide whether there is anything to calculate.',
              always: [
                { guard: 'hasSelection', target: 'calculating', description: 'Something is selected: calculate.' },
                {
                  target: 'idle',
                  description: 'Nothing selected: all totals are zero.',
                  actions: assign({ calculation: null, summary: EMPTY_SUMMARY }),
                },
              ],
            },
            idle: {
              description: 'Totals are up to date.',
              on: { 'totals.refresh': { target: 'checking', description: 'Something changed: recalculate.' } },
            },
            calculating: {
              description: 'Asking the gateway for the totals.',
              tags: ['calculating'],
              on: {
                'totals.refresh': { target: 'checking', reenter: true, description: 'Changed again: the latest request wins.' },
              },
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => ({
                  user_id: context.user!.id,
                  price_type: context.user!.type,
                  price_tier: context.user!.tier as 1 | 2 | 3,
                  warehouse_id: context.warehouseId,
                  cart: selectedLines(context),
                  promo_code: appliedPromoCode(context),
                }),
                onDone: {
                  target: 'idle',
                  description: 'Totals known.',
                  actions: assign({
                    calculation: ({ event }) => event.output,
                    summary: ({ event }) => summaryFromCalculation(event.output),
                  }),
                },
                onError: [
                  {
                    guard: 'isNetworkFailure',
                    target: 'idle',
                    description: 'Network failure: keep the last totals and the promo; say so.',
                    actions: assign({ error: ({ event }) => toFailure(event.error).message }),
                  },
                  {
                    guard: 'hasAppliedPromo',
                    target: 'checking',
                    description: 'The promo does not fit: reset it, show why and recalculate without it.',
                    actions: [
                      assign({
                        promo: NO_PROMO,
                        error: ({ event }) => calculationMessage(toFailure(event.error)),
                      }),
                      'dropPromo',
                    ],
                  },
                  {
                    target: 'idle',
                    description: 'Calculation failed without a promo: show the server message.',
                    actions: assign({ error: ({ event }) => calculationMessage(toFailure(event.error)) }),
                  },
                ],
              },
            },
          },
        },
        promo: {
          description: 'The promo modal.',
          initial: 'closed',
          states: {
            closed: {
              description: 'The modal is closed; the summary shows the applied promo if any.',
              on: {
                'promo.open': [
                  { guard: not('hasSelection'), description: 'Nothing selected: say so.', actions: 'showNothingSelected' },
                  { guard: 'hasCheckedPromo', target: 'open.selected', description: 'Show the promo already chosen.' },
                  { target: 'open.editing', description: 'Open the modal to enter a code.' },
                ],
                'promo.cancel': {
                  guard: 'hasPromo',
                  description: 'Remove the applied promo and recalculate.',
                  actions: ['resetPromo', 'refreshTotals'],
                },
              },
            },
            open: {
              description: 'The modal is open.',
              initial: 'editing',
              on: {
                'promo.reset': { target: '.editing', description: 'The promo was dropped: enter a code again.' },
                'promo.close': [
                  {
                    guard: 'hasAppliedPromo',
                    target: 'closed',
                    description: 'Close the modal; the applied promo stays.',
                    actions: assign({ promoError: null }),
                  },
                  {
                    target: 'closed',
                    description: 'Close the modal without applying: the typed or checked promo is dropped.',
                    actions: 'resetPromo',
                  },
                ],
              },
              states: {
                editing: {
                  description: 'Entering a code.',
                  on: {
                    'promo.enter': {
                      description: 'Typing the code.',
                      actions: assign(({ event }) => ({ promo: { code: event.code, selected: null, used: false }, promoError: null })),
                    },
                    'promo.pick': {
                      guard: 'hasPickedCode',
                      target: 'checking',
                      description: 'A promo picked from the list is checked at once.',
                      actions: assign(({ event }) => ({
                        promo: { code: normalisePromoCode(event.code), selected: null, used: false },
                        promoError: null,
                      })),
                    },
                    'promo.check': [
                      {
                        guard: not('hasPromoCode'),
                        description: 'The code is required.',
                        actions: assign({ promoError: PROMO_CODE_REQUIRED }),
                      },
                      { target: 'checking', description: 'Check the code.', actions: assign({ promoError: null }) },
                    ],
                  },
                },
                checking: {
                  description: 'Checking the code with the gateway.',
                  tags: ['promoChecking'],
                  invoke: {
                    id: 'checkPromo',
                    src: 'checkPromo',
                    input: ({ context }) => ({ code: normalisePromoCode(context.promo.code) }),
                    onDone: [
                      {
                        guard: 'isZeroPricePromo',
                        target: 'editing',
                        description: 'Price 0 counts as not found.',
                        actions: assign({ promoError: ({ event }) => promoFoundMessage(event.output) }),
                      },
                      {
                        target: 'selected',
                        description: 'Found: show it with its cashback.',
                        actions: assign(({ context, event }) => ({
                          promo: { code: context.promo.code, selected: event.output, used: false },
                          promoError: null,
                        })),
                      },
                    ],
                    onError: {
                      target: 'editing',
                      description: 'Not valid: show the message for its code.',
                      actions: assign(({ context, event }) => ({
                        promo: { ...context.promo, selected: null, used: false },
                        promoError: promoCheckMessage(toFailure(event.error)),
                      })),
                    },
                  },
                },
                selected: {
                  description: 'A valid promo is shown with its cashback (checked, or already applied when reopened).',
                  on: {
                    'promo.apply': {
                      guard: 'hasCheckedPromo',
                      target: '#cart.ready.promo.closed',
                      description: 'Use it: the modal closes and totals are recalculated with it.',
                      actions: [assign(({ context }) => ({ promo: { ...context.promo, used: true } })), 'refreshTotals'],
                    },
                    'promo.cancel': {
                      target: 'editing',
                      description: 'Cancel it: the code is cleared and totals recalculated.',
                      actions: ['resetPromo', 'refreshTotals'],
                    },
                  },
                },
              },
            },
          },
        },
        promoList: {
          description: 'Eligible promos for the selected courses.',
          initial: 'checking',
          states: {
            checking: {
              description: 'Promos are only listed when courses are selected.',
              always: [
                { guard: 'hasSelectedCourses', target: 'loading', description: 'Courses selected: load their promos.' },
                { target: 'idle', description: 'No course selected: no promos.', actions: assign({ promos: [] }) },
              ],
            },
            idle: {
              description: 'The list is up to date.',
              on: {
                'promos.refresh': { target: 'checking', description: 'The selection changed.' },
                'promo.loadMore': {
                  guard: 'hasSelectedCourses',
                  target: 'loading',
                  description: 'Scrolled to the bottom: ask for 10 more.',
                  actions: assign({ promoLimit: ({ context }) => context.promoLimit + PROMO_LIST_STEP }),
                },
              },
            },
            loading: {
              description: 'Loading the promo list.',
              tags: ['promoListLoading'],
              on: { 'promos.refresh': { target: 'checking', reenter: true, description: 'Changed again: reload.' } },
              invoke: {
                id: 'loadPromos',
                src: 'loadPromos',
                input: ({ context }) => ({
                  courseIds: context.courses.filter((c) => context.selectedLms.includes(c.id)).map((c) => c.item_id),
                  limit: context.promoLimit,
                }),
                onDone: {
                  target: 'idle',
                  description: 'Show the promos with a price.',
                  actions: assign({ promos: ({ event }) => visiblePromos(event.output) }),
                },
                onError: {
                  target: 'idle',
                  description: 'List failures are only logged and give an empty list (commerce §8 General).',
                  actions: assign({ promos: [] }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
