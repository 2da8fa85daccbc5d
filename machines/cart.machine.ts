/**
 * The cart page statechart (commerce spec §2 "Cart", §4 "Cart", §5 "Cart quantity" and "General", §8 "Cart
 * calculation", "Order payment", "Wishlist", §9).
 *
 * Input: {@link CartInput} (`user` null = guest → `signedOut`, tag `signInRequired`: the view sends the guest to the
 * sign-in site). `session.update` with the member and warehouse reloads.
 *
 * Top level: `checkingSession` → `signedOut` | `loading` → `ready`. `ready` is parallel:
 * - `items`: idle | quantityPending (typed input waits `quantityDebounce` 500 ms) | savingQuantity | deleting |
 *   movingToWishlist | creatingOrder | storingCheckout (the invoice, selected items, promo and price are stored for
 *   the checkout page) | checkoutReady (tag `checkoutReady`; emitted `checkout.ready`: the view navigates).
 * - `totals`: checking | idle | calculating (tag `calculating`): any selection change, saved quantity, delete or
 *   promo change recalculates; a later request replaces an earlier one.
 *
 * The promo modal and list are the child machine promo.machine.ts (invoke id `promo`, for the machine's whole
 * life). 'Gunakan Kode Promo' sends `promo.open` here: with nothing selected the cart says 'Silahkan pilih item
 * terlebih dahulu!', otherwise the modal opens. The child asks `promo.chosen` ('Pakai Promo'): the cart applies it
 * at once (used = true, the modal closes, totals recalculate) and answers `promo.applied`; a calculation or an
 * order that refuses it drops it again (`promo.dropped`). Every selection change tells the child the selected
 * courses (`promo.courses`) so its list follows.
 *
 * Tags: `loading`, `busy` (a server change: the page's buttons wait), `calculating`, `checkoutReady`,
 * `signInRequired`. Emitted: `checkout.ready`, `wishlist.moved` (the notice to show: 'Item ditambahkan ke dalam
 * wishlist', or 'Item sudah ada di wishlist' when the wishlist answered 403).
 *
 * `selection.restore` (in `ready`) brings back the member's stored selection and promo after a reload (the app
 * stores them and sends them once the lines are loaded, src/app/cart-actor.ts; decision 054).
 *
 * Types: machines/cart.types.ts. Context the views read: `courses`, `products` (shown quantities), `selectedLms`, `selectedEcom` (cart line ids),
 * `summary`, `promoCode` (applied, '' for none), `error` (the alert; `error.dismiss`). A network failure never
 * loses lines and says 'Pastikan internet anda stabil'.
 */
import { assign, emit, not, raise, sendTo, setup } from 'xstate';
import type { Calculation, CalculationInput, Cart } from '../src/api/cart';
import {
  checkoutFacts,
  orderRequest,
  restoredSelection,
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartInput,
  type CartInternalEvent,
  type CheckoutReadyFacts,
  type CreateOrderInput,
  type CreateOrderOutput,
  type DeleteItemsInput,
  type LoadCartInput,
  type UpdateQuantityInput,
} from './cart.types';
import { NOTHING_SELECTED, PRODUCT_QUANTITY_MIN } from './messages';
import { promoMachine, type PromoParentEvent, type PromoRequest } from './promo.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { EMPTY_SUMMARY, summaryFromCalculation } from './shared/price';
import { calculationMessage } from './shared/promo';
import {
  canStep,
  hasSelection,
  isInCart,
  selectedCourseIds,
  selectedLines,
  selectionAfter,
  withoutLines,
  withPendingQuantity,
  type CartItemType,
} from './shared/cart-lines';
import { clampTypedQuantity, decrementQuantity, incrementQuantity } from './shared/quantity';
import { wishlistMoveMachine, type WishlistMoveInput, type WishlistMoveOutput } from './wishlist-move.machine';

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | CartInternalEvent | PromoRequest,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
    tags: {} as 'loading' | 'busy' | 'calculating' | 'checkoutReady' | 'signInRequired',
    children: {} as { promo: 'promo'; wishlistMove: 'wishlistMove' },
  },
  actors: {
    promo: promoMachine,
    loadCart: notProvided<Cart, LoadCartInput>('cart.loadCart'),
    updateQuantity: notProvided<void, UpdateQuantityInput>('cart.updateQuantity'),
    deleteItems: notProvided<void, DeleteItemsInput>('cart.deleteItems'),
    wishlistMove: wishlistMoveMachine,
    calculate: notProvided<Calculation, CalculationInput>('cart.calculate'),
    createOrder: notProvided<CreateOrderOutput, CreateOrderInput>('cart.createOrder'),
    storeCheckout: notProvided<void, CheckoutReadyFacts>('cart.storeCheckout'),
  },
  delays: {
    /** Typed quantity debounce, ms (commerce §9). */
    quantityDebounce: 500,
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasSelection: ({ context }) => hasSelection(context),
    hasSelectedProductWithoutQuantity: ({ context }) => context.products.some((p) => context.selectedEcom.includes(p.id) && p.quantity < 1),
    isNetworkFailure: (_, params: { error: unknown }) => toFailure(params.error).kind === 'network',
    isMoved: (_, params: { output: WishlistMoveOutput }) => params.output.moved,
    isRemovalFailure: (_, params: { output: WishlistMoveOutput }) => !params.output.moved && params.output.failedAt === 'remove',
    isCheckoutRequested: ({ context }) => context.idempotencyKey !== null,
    hasPendingError: ({ context }) => context.pendingError !== null,
    hasMorePendingQuantity: ({ context }) => context.pending.length > 1,
    canIncrement: ({ context }, params: { id: number }) => canStep(context.products, params.id, 'up'),
    canDecrement: ({ context }, params: { id: number }) => canStep(context.products, params.id, 'down'),
    isProductLine: ({ context }, params: { id: number }) => isInCart(context, 'ecom', params.id),
    hasIds: (_, params: { ids: number[] }) => params.ids.length > 0,
    isInCart: ({ context }, params: { itemType: CartItemType; id: number }) => isInCart(context, params.itemType, params.id),
    hasAppliedPromo: ({ context }) => context.promoCode !== '',
  },
  actions: {
    /** Plus: one more, stopping at the stock (commerce §5 "Cart quantity"). */
    increment: assign(({ context }, params: { id: number }) => withPendingQuantity(context, params.id, (p) => incrementQuantity(p.quantity, p.stock))),
    /** Minus: one less, stopping at 1. */
    decrement: assign(({ context }, params: { id: number }) => withPendingQuantity(context, params.id, (p) => decrementQuantity(p.quantity))),
    /** Typed: non-numeric → stock, empty → 0, below 1 → 1, above stock → stock. */
    typeQuantity: assign(({ context }, params: { id: number; value: string }) =>
      withPendingQuantity(context, params.id, (p) => clampTypedQuantity(params.value, p.stock)),
    ),
    refreshTotals: raise({ type: 'totals.refresh' }),
    /** The promo list follows the selected courses. */
    tellPromoCourses: sendTo('promo', ({ context }): PromoParentEvent => ({ type: 'promo.courses', courseIds: selectedCourseIds(context) })),
    /** The applied promo is gone (a calculation or the order refused it): the promo child forgets it too. */
    dropPromo: sendTo('promo', (): PromoParentEvent => ({ type: 'promo.dropped', message: null })),
    clearError: assign({ error: null }),
    rememberKey: assign({
      idempotencyKey: ({ context }, params: { key: string }) =>
        context.lastAttempt && context.lastAttempt.request === orderRequest(context) ? context.lastAttempt.key : params.key,
      error: null,
    }),
    /** Drop lines (deleted, or moved to the wishlist) from the cart and the selection. */
    dropLines: assign(({ context }, params: { ids: number[] }) => ({ ...withoutLines(context, params.ids), deletingIds: [], moving: null })),
    showNothingSelected: assign({ error: NOTHING_SELECTED }),
    /** The stored selection and promo (`selection.restore`), for the lines the cart holds. */
    restoreSelection: assign(({ context, event }) => (event.type === 'selection.restore' ? restoredSelection(context, event) : {})),
    /** Tick or untick one line (`id`), every line of a type (`itemType`), or everything. */
    select: assign(({ context }, params: { itemType?: CartItemType; id?: number; selected: boolean }) => selectionAfter(context, params)),
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
    summary: EMPTY_SUMMARY,
    promoCode: '',
    error: null,
    deletingIds: [],
    moving: null,
    pendingError: null,
    idempotencyKey: null,
    lastAttempt: null,
    invoice: null,
  }),
  invoke: {
    id: 'promo',
    src: 'promo',
    input: () => ({ courseIds: [] }),
    // The promo machine has no final state; should it stop or fail, the cart goes on without a promo.
    onDone: { description: 'The promo machine stopped: no promo applies any more.', actions: assign({ promoCode: '' }) },
    onError: { description: 'The promo machine failed: no promo applies any more.', actions: assign({ promoCode: '' }) },
  },
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
          actions: [
            assign(({ context, event }) => {
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
            'tellPromoCourses',
          ],
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'ready',
            description: 'Network failure: keep what was shown and say so.',
            actions: assign({ error: ({ event }) => toFailure(event.error).message, pending: [] }),
          },
          {
            target: 'ready',
            description: 'Any other failure resets the cart to empty (commerce §4 Cart).',
            actions: [
              assign({ courses: [], products: [], selectedLms: [], selectedEcom: [], pending: [], error: ({ event }) => toFailure(event.error).message }),
              'tellPromoCourses',
            ],
          },
        ],
      },
    },
    ready: {
      description: 'The cart is shown; what the member does to the lines and the totals run side by side.',
      type: 'parallel',
      on: {
        'cart.reload': { target: 'loading', description: 'Reload the cart from the server.' },
        'selection.restore': {
          description: 'The stored selection and promo come back for the lines the cart holds; totals recalculate (a promo that no longer fits is dropped there).',
          actions: ['restoreSelection', 'refreshTotals', 'tellPromoCourses'],
        },
        'error.dismiss': [
          {
            guard: 'hasPendingError',
            description: 'A delete error: after the message in parentheses, the plain message is shown once more.',
            actions: assign(({ context }) => ({ error: context.pendingError, pendingError: null })),
          },
          { actions: 'clearError', description: 'The member closed the error alert.' },
        ],
        'promo.open': [
          { guard: not('hasSelection'), description: "Nothing selected: 'Silahkan pilih item terlebih dahulu!'.", actions: 'showNothingSelected' },
          {
            description: 'Open the promo modal on the applied promo, if any.',
            actions: sendTo('promo', ({ context }): PromoParentEvent => ({ type: 'promo.open', applied: context.promoCode || null })),
          },
        ],
        'promo.chosen': {
          description: "'Pakai Promo': the promo is applied at once (used, the modal closes) and the totals recalculate.",
          actions: [
            assign({ promoCode: ({ event }) => event.promo.promo_code }),
            sendTo('promo', (): PromoParentEvent => ({ type: 'promo.applied' })),
            'refreshTotals',
          ],
        },
        'promo.removed': {
          description: 'The applied promo was cancelled in the modal: recalculate without it.',
          actions: [assign({ promoCode: '' }), 'refreshTotals'],
        },
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
                  guard: { type: 'isInCart', params: ({ event }) => ({ itemType: event.itemType, id: event.id }) },
                  description: 'Tick or untick one line; recalculates totals, the promo list follows the courses.',
                  actions: [
                    { type: 'select', params: ({ event }) => ({ itemType: event.itemType, id: event.id, selected: event.selected }) },
                    'refreshTotals',
                    'tellPromoCourses',
                  ],
                },
                'items.selectType': {
                  description: 'Tick or untick every line of one type (Kursus or Barang).',
                  actions: [
                    { type: 'select', params: ({ event }) => ({ itemType: event.itemType, selected: event.selected }) },
                    'refreshTotals',
                    'tellPromoCourses',
                  ],
                },
                'items.selectAll': {
                  description: 'Tick or untick every line.',
                  actions: [{ type: 'select', params: ({ event }) => ({ selected: event.selected }) }, 'refreshTotals', 'tellPromoCourses'],
                },
                'quantity.increment': {
                  guard: { type: 'canIncrement', params: ({ event }) => ({ id: event.id }) },
                  target: 'savingQuantity',
                  description: 'Plus, stopping at stock: save at once.',
                  actions: { type: 'increment', params: ({ event }) => ({ id: event.id }) },
                },
                'quantity.decrement': {
                  guard: { type: 'canDecrement', params: ({ event }) => ({ id: event.id }) },
                  target: 'savingQuantity',
                  description: 'Minus, stopping at 1: save at once.',
                  actions: { type: 'decrement', params: ({ event }) => ({ id: event.id }) },
                },
                'quantity.type': {
                  guard: { type: 'isProductLine', params: ({ event }) => ({ id: event.id }) },
                  target: 'quantityPending',
                  description: 'Typed quantity: clamp now, save after the debounce.',
                  actions: { type: 'typeQuantity', params: ({ event }) => ({ id: event.id, value: event.value }) },
                },
                'items.delete': {
                  guard: { type: 'hasIds', params: ({ event }) => ({ ids: event.ids }) },
                  target: 'deleting',
                  description: 'Delete the given lines.',
                  actions: assign({ deletingIds: ({ event }) => event.ids }),
                },
                'item.moveToWishlist': {
                  guard: { type: 'isInCart', params: ({ event }) => ({ itemType: event.itemType, id: event.id }) },
                  target: 'movingToWishlist',
                  description: 'Add the line to the wishlist, then delete it from the cart.',
                  actions: assign({ moving: ({ event }) => ({ itemType: event.itemType, id: event.id }) }),
                },
                'checkout.start': [
                  { guard: not('hasSelection'), description: "Nothing selected: 'Silahkan pilih item terlebih dahulu!'.", actions: 'showNothingSelected' },
                  {
                    guard: 'hasSelectedProductWithoutQuantity',
                    description: "A selected product has quantity 0: 'Quantity produk pembelian minimal 1 buah'.",
                    actions: assign({ error: PRODUCT_QUANTITY_MIN }),
                  },
                  {
                    target: 'creatingOrder',
                    description: 'Create the order for the selected lines (the key is reused after a network failure of the same request).',
                    actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
                  },
                ],
              },
            },
            quantityPending: {
              description: 'A typed quantity waits 500 ms for more keystrokes before it is saved.',
              after: { quantityDebounce: { target: 'savingQuantity', description: 'The member stopped typing: save.' } },
              on: {
                'quantity.type': {
                  guard: { type: 'isProductLine', params: ({ event }) => ({ id: event.id }) },
                  target: 'quantityPending',
                  reenter: true,
                  description: 'More typing restarts the debounce.',
                  actions: { type: 'typeQuantity', params: ({ event }) => ({ id: event.id, value: event.value }) },
                },
                'quantity.increment': {
                  guard: { type: 'canIncrement', params: ({ event }) => ({ id: event.id }) },
                  target: 'savingQuantity',
                  description: 'Plus while typing: save everything now.',
                  actions: { type: 'increment', params: ({ event }) => ({ id: event.id }) },
                },
                'quantity.decrement': {
                  guard: { type: 'canDecrement', params: ({ event }) => ({ id: event.id }) },
                  target: 'savingQuantity',
                  description: 'Minus while typing: save everything now.',
                  actions: { type: 'decrement', params: ({ event }) => ({ id: event.id }) },
                },
                'checkout.start': [
                  { guard: not('hasSelection'), description: "Nothing selected: 'Silahkan pilih item terlebih dahulu!'.", actions: 'showNothingSelected' },
                  {
                    guard: 'hasSelectedProductWithoutQuantity',
                    description: "A selected product has quantity 0: 'Quantity produk pembelian minimal 1 buah'.",
                    actions: assign({ error: PRODUCT_QUANTITY_MIN }),
                  },
                  {
                    target: 'savingQuantity',
                    description: 'Save the typed quantity first; the order is created after it.',
                    actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
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
                  { target: 'idle', description: 'Saved: recalculate totals.', actions: [assign({ pending: [] }), 'refreshTotals'] },
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
                onDone: {
                  target: 'idle',
                  description: 'Deleted: drop the lines, recalculate; the promo list follows the courses.',
                  actions: [{ type: 'dropLines', params: ({ context }) => ({ ids: context.deletingIds }) }, 'refreshTotals', 'tellPromoCourses'],
                },
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
              description: 'Moving the line to the wishlist (add, then delete from the cart): the wishlist-move child.',
              tags: ['busy'],
              invoke: {
                id: 'wishlistMove',
                src: 'wishlistMove',
                input: ({ context }): WishlistMoveInput => {
                  const m = context.moving!;
                  return m.itemType === 'lms'
                    ? { itemType: 'lms', item: context.courses.find((c) => c.id === m.id)! }
                    : { itemType: 'ecom', item: context.products.find((p) => p.id === m.id)! };
                },
                onDone: [
                  {
                    guard: { type: 'isMoved', params: ({ event }) => ({ output: event.output }) },
                    target: 'idle',
                    description: "Moved: drop the line and show the notice ('ditambahkan' or 'sudah ada').",
                    actions: [
                      emit(({ event }) => ({
                        type: 'wishlist.moved' as const,
                        alreadyThere: event.output.moved && event.output.alreadyThere,
                        message: event.output.message,
                      })),
                      { type: 'dropLines', params: ({ context }) => ({ ids: [context.moving!.id] }) },
                      'refreshTotals',
                      'tellPromoCourses',
                    ],
                  },
                  {
                    guard: { type: 'isRemovalFailure', params: ({ event }) => ({ output: event.output }) },
                    target: 'idle',
                    description: "In the wishlist but not deleted: the line stays; '(message)' first, then the message (commerce §8).",
                    actions: assign(({ event }) => ({ moving: null, error: `(${event.output.message})`, pendingError: event.output.message })),
                  },
                  {
                    target: 'idle',
                    description: 'Not added to the wishlist: the line stays; the server message.',
                    actions: assign({ moving: null, error: ({ event }) => event.output.message }),
                  },
                ],
                onError: {
                  target: 'idle',
                  description: 'The move failed unexpectedly: the line stays; the message.',
                  actions: assign({ moving: null, error: ({ event }) => toFailure(event.error).message }),
                },
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
                  promoCode: context.promoCode,
                  idempotencyKey: context.idempotencyKey!,
                }),
                onDone: {
                  target: 'storingCheckout',
                  description: 'Order created: store the checkout state for the checkout page.',
                  actions: assign({ invoice: ({ event }) => event.output.invoice, lastAttempt: null }),
                },
                onError: {
                  target: 'idle',
                  description: 'Order failed: drop the promo, recalculate and show the message (a network failure keeps the key).',
                  actions: [
                    assign(({ context, event }) => ({
                      lastAttempt: toFailure(event.error).kind === 'network' ? { key: context.idempotencyKey!, request: orderRequest(context) } : null,
                      idempotencyKey: null,
                      error: toFailure(event.error).message,
                    })),
                    assign({ promoCode: '' }),
                    'dropPromo',
                    'refreshTotals',
                  ],
                },
              },
            },
            storingCheckout: {
              description: 'Storing the invoice, items, promo and price (encrypted, 1 day) for the checkout page.',
              tags: ['busy'],
              invoke: {
                id: 'storeCheckout',
                src: 'storeCheckout',
                input: ({ context }) => checkoutFacts(context),
                onDone: {
                  target: 'checkoutReady',
                  description: 'Stored: the view navigates to Checkout.',
                  actions: emit(({ context }) => ({ type: 'checkout.ready' as const, ...checkoutFacts(context) })),
                },
                onError: { target: 'idle', description: 'Not stored: stay and say why.', actions: assign({ error: ({ event }) => toFailure(event.error).message }) },
              },
            },
            checkoutReady: { description: 'The checkout is stored: the view navigates to Checkout.', tags: ['checkoutReady'] },
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
                { target: 'idle', description: 'Nothing selected: all totals are zero.', actions: assign({ summary: EMPTY_SUMMARY }) },
              ],
            },
            idle: {
              description: 'Totals are up to date.',
              on: { 'totals.refresh': { target: 'checking', description: 'Something changed: recalculate.' } },
            },
            calculating: {
              description: 'Asking the gateway for the totals.',
              tags: ['calculating'],
              on: { 'totals.refresh': { target: 'checking', reenter: true, description: 'Changed again: the latest request wins.' } },
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => ({
                  user_id: context.user!.id,
                  price_type: context.user!.type,
                  price_tier: context.user!.tier as 1 | 2 | 3,
                  warehouse_id: context.warehouseId,
                  cart: selectedLines(context),
                  promo_code: context.promoCode,
                }),
                onDone: {
                  target: 'idle',
                  description: 'Totals known.',
                  actions: assign({ summary: ({ event }) => summaryFromCalculation(event.output) }),
                },
                onError: [
                  {
                    guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    description: 'Network failure: keep the last totals and the promo; say so.',
                    actions: assign({ error: ({ event }) => toFailure(event.error).message }),
                  },
                  {
                    guard: 'hasAppliedPromo',
                    target: 'checking',
                    description: 'The promo does not fit (404, 433): drop it, say why and recalculate without it.',
                    actions: [assign({ promoCode: '', error: ({ event }) => calculationMessage(toFailure(event.error)) }), 'dropPromo'],
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
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
