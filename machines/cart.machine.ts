/**
 * The cart page statechart (commerce spec §2 "Cart", §4 "Cart", §5 "Cart quantity" and "General", §8 "Cart
 * calculation", "Order payment", "Wishlist", §9). Input: {@link CartInput}; `session.update` reloads.
 *
 * `checkingSession` → `signedOut` (tag `signInRequired`, emits `signIn.required`: the view sends the guest to the
 * sign-in site) | `loading` → `ready`: `editing` (`idle` | `quantityPending`: a typed quantity waits
 * `quantityDebounce` 500 ms) → `savingQuantity` | `deleting` | `movingToWishlist` (wishlist-move child) | `ordering`
 * (order-start child: create the order, store the hand-over) → `checkoutReady` (emits `checkout.ready`).
 *
 * Children for the machine's whole life: `price` (price.machine.ts, the one price calculation, shared with the
 * checkout): a selection change, a saved quantity, a delete or a promo change asks `price.calculate` for the
 * selected lines (null: nothing selected, all zero); it answers `price.calculated` / `price.failed` and carries the
 * `calculating` tag. `promo` (promo.machine.ts): `promo.open` opens its modal (with nothing selected: 'Silahkan
 * pilih item terlebih dahulu!'); it asks `promo.chosen`, the cart applies it at once and answers `promo.applied`;
 * a calculation or an order that refuses it drops it (`promo.dropped`); `promo.courses` keeps its list on the
 * selected courses.
 *
 * Tags: `loading`, `busy` (the page's buttons wait), `checkoutReady`, `signInRequired`. Emitted: `checkout.ready`,
 * `signIn.required`, `wishlist.moved` ('Item ditambahkan ke dalam wishlist' / 'Item sudah ada di wishlist').
 * Context the views read (types and readings: cart.types.ts): `courses`, `products`, `selectedLms`,
 * `selectedEcom`, `summary`, `promoCode` ('' for none), `error` (`error.dismiss`). A network failure never loses
 * lines and says 'Pastikan internet anda stabil'. `selection.restore` (in `editing.idle`): the member's stored selection
 * and promo after a reload (src/flows/cart/cart-selection-sync.ts sends it once the lines are loaded; decision 054).
 */
import { assign, emit, enqueueActions, not, sendTo, setup } from 'xstate';
import type { Cart } from '../src/api/cart';
import { afterOrderFailure, attemptKey, checkoutFacts, createOrderInputOf, emptiedCart, firstPendingSave, initialCartContext, loadedCart, restoredSelection } from './cart.types';
import { priceRequestOf, quantitiesRestored, wishlistMoveInputOf, type CartContext, type CartEmitted, type CartEvent, type CartInput } from './cart.types';
import type { DeleteItemsInput, LoadCartInput, UpdateQuantityInput } from './cart.types';
import { NOTHING_SELECTED, PRODUCT_QUANTITY_MIN } from './messages';
import { promoMachine, type PromoParentEvent, type PromoRequest } from './promo.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { EMPTY_SUMMARY } from './shared/price';
import { canStep, hasSelection, isInCart, selectedCourseIds, selectionAfter, withoutLines, withPendingQuantity, type CartItemType } from './shared/cart-lines';
import { priceMachine, type PriceReport, type PriceRequest } from './price.machine';
import { clampTypedQuantity, decrementQuantity, incrementQuantity } from './shared/quantity';
import { orderStartMachine, type OrderStartInput, type OrderStartOutput } from './order-start.machine';
import { wishlistMoveMachine, type WishlistMoveOutput } from './wishlist-move.machine';

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | PromoRequest | PriceReport,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
    tags: {} as 'loading' | 'busy' | 'checkoutReady' | 'signInRequired',
    children: {} as { promo: 'promo'; price: 'price'; wishlistMove: 'wishlistMove'; orderStart: 'orderStart' },
  },
  actors: {
    promo: promoMachine,
    price: priceMachine,
    loadCart: notProvided<Cart, LoadCartInput>('cart.loadCart'),
    updateQuantity: notProvided<void, UpdateQuantityInput>('cart.updateQuantity'),
    deleteItems: notProvided<void, DeleteItemsInput>('cart.deleteItems'),
    wishlistMove: wishlistMoveMachine,
    orderStart: orderStartMachine,
  },
  delays: {
    /** Typed quantity debounce, ms (commerce §9). */
    quantityDebounce: 500,
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    hasSelection: ({ context }) => hasSelection(context),
    isUntouched: ({ context }) => !hasSelection(context) && context.promoCode === '',
    hasSelectedProductWithoutQuantity: ({ context }) => context.products.some((p) => context.selectedEcom.includes(p.id) && p.quantity < 1),
    isNetworkFailure: (_, params: { error: unknown }) => toFailure(params.error).kind === 'network',
    isMoved: (_, params: { output: WishlistMoveOutput }) => params.output.moved,
    isRemovalFailure: (_, params: { output: WishlistMoveOutput }) => !params.output.moved && params.output.failedAt === 'remove',
    isCheckoutRequested: ({ context }) => context.idempotencyKey !== null,
    hasPendingError: ({ context }) => context.pendingError !== null,
    hasMorePendingQuantity: ({ context }) => context.pending.length > 1,
    hasPendingQuantity: ({ context }) => context.pending.length > 0,
    canIncrement: ({ context }, params: { id: number }) => canStep(context.products, params.id, 'up'),
    canDecrement: ({ context }, params: { id: number }) => canStep(context.products, params.id, 'down'),
    isProductLine: ({ context }, params: { id: number }) => isInCart(context, 'ecom', params.id),
    hasIds: (_, params: { ids: number[] }) => params.ids.length > 0,
    isInCart: ({ context }, params: { itemType: CartItemType; id: number }) => isInCart(context, params.itemType, params.id),
    isNetworkReport: (_, params: { network: boolean }) => params.network,
    isPromoRefused: (_, params: { promoRefused: boolean }) => params.promoRefused,
    isStarted: (_, params: { output: OrderStartOutput }) => params.output.ok,
    isStoreFailure: (_, params: { output: OrderStartOutput }) => !params.output.ok && params.output.step === 'store',
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
    /** Ask the price child for the selected lines (nothing selected: all zero, no call). */
    refreshTotals: sendTo('price', ({ context }): PriceRequest => ({ type: 'price.calculate', request: priceRequestOf(context) })),
    /** A selection change: the totals and the promo list (the selected courses) follow. */
    selectionChanged: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('price', { type: 'price.calculate', request: priceRequestOf(context) } satisfies PriceRequest);
      enqueue.sendTo('promo', { type: 'promo.courses', courseIds: selectedCourseIds(context) } satisfies PromoParentEvent);
    }),
    /** The promo list follows the selected courses. */
    tellPromoCourses: sendTo('promo', ({ context }): PromoParentEvent => ({ type: 'promo.courses', courseIds: selectedCourseIds(context) })),
    /** The applied promo is gone (a calculation or the order refused it): the promo child forgets it too. */
    dropPromo: sendTo('promo', (): PromoParentEvent => ({ type: 'promo.dropped', message: null })),
    clearError: assign({ error: null }),
    /** The key of this attempt: the failed attempt's key for the same request, else the new one (decision 005). */
    rememberKey: assign(({ context }, params: { key: string }) => ({ idempotencyKey: attemptKey(context, params.key), error: null })),
    /** Drop lines (deleted, or moved to the wishlist) from the cart and the selection. */
    dropLines: assign(({ context }, params: { ids: number[] }) => ({ ...withoutLines(context, params.ids), deletingIds: [], moving: null })),
    showNothingSelected: assign({ error: NOTHING_SELECTED }),
    /** A delete or move that failed on the cart: '(message)' first, then the message once more (commerce §8). */
    showTwice: assign((_, params: { message: string }) => ({ deletingIds: [], moving: null, error: `(${params.message})`, pendingError: params.message })),
    /** Tick or untick one line (`id`), every line of a type (`itemType`), or everything. */
    select: assign(({ context }, params: { itemType?: CartItemType; id?: number; selected: boolean }) => selectionAfter(context, params)),
  },
}).createMachine({
  id: 'cart',
  description: 'The member’s cart: selection, quantities, promo, totals and "Beli Sekarang" (commerce §2 Cart, §4 Cart).',
  context: ({ input }) => initialCartContext(input),
  // The children have no final state; should one stop or fail, the cart goes on without it.
  invoke: [
    {
      id: 'promo',
      src: 'promo',
      input: () => ({ courseIds: [] }),
      onDone: { description: 'The promo machine stopped: no promo applies any more; totals follow.', actions: [assign({ promoCode: '' }), 'refreshTotals'] },
      onError: { description: 'The promo machine failed: no promo applies any more; totals follow.', actions: [assign({ promoCode: '' }), 'refreshTotals'] },
    },
    {
      id: 'price',
      src: 'price',
      onDone: { description: 'The price stopped: the totals are zero.', actions: assign({ summary: EMPTY_SUMMARY }) },
      onError: { description: 'The price failed: the totals are zero; say why.', actions: assign({ summary: EMPTY_SUMMARY, error: ({ event }) => toFailure(event.error).message }) },
    },
  ],
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
      description: 'No member: emits `signIn.required`, the view sends the visitor to the sign-in site (commerce §2 Cart).',
      tags: ['signInRequired'],
      entry: emit({ type: 'signIn.required' } as const),
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
          actions: [assign(({ context, event }) => loadedCart(context, event.output)), 'tellPromoCourses'],
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
            actions: [assign(({ event }) => emptiedCart(toFailure(event.error).message)), 'tellPromoCourses'],
          },
        ],
      },
    },
    ready: {
      description: 'The cart is shown: the member selects, changes quantities, deletes, moves to the wishlist and orders.',
      initial: 'editing',
      // Every (re)load prices the selection kept (nothing selected: all zero, no call).
      entry: 'refreshTotals',
      on: {
        'cart.reload': { target: 'loading', description: 'Reload the cart from the server.' },
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
        'price.calculated': { description: 'The price child answered: the totals shown.', actions: assign({ summary: ({ event }) => event.summary }) },
        'price.failed': [
          {
            guard: { type: 'isNetworkReport', params: ({ event }) => ({ network: event.network }) },
            description: 'Network failure: keep the last totals and the promo; say so.',
            actions: assign({ error: ({ event }) => event.message }),
          },
          {
            guard: { type: 'isPromoRefused', params: ({ event }) => ({ promoRefused: event.promoRefused }) },
            description: 'The promo does not fit (404, 433): drop it, say why and recalculate without it.',
            actions: [assign({ promoCode: '', error: ({ event }) => event.message }), 'dropPromo', 'refreshTotals'],
          },
          { description: 'Calculation failed without a promo: show the server message.', actions: assign({ error: ({ event }) => event.message }) },
        ],
      },
      states: {
        editing: {
          description: 'Waiting for the member; plus, minus, typing and "Beli Sekarang" work here.',
          initial: 'idle',
          on: {
            'quantity.increment': {
              guard: { type: 'canIncrement', params: ({ event }) => ({ id: event.id }) },
              target: 'savingQuantity',
              description: 'Plus, stopping at stock: save at once (with any typed quantity).',
              actions: { type: 'increment', params: ({ event }) => ({ id: event.id }) },
            },
            'quantity.decrement': {
              guard: { type: 'canDecrement', params: ({ event }) => ({ id: event.id }) },
              target: 'savingQuantity',
              description: 'Minus, stopping at 1: save at once (with any typed quantity).',
              actions: { type: 'decrement', params: ({ event }) => ({ id: event.id }) },
            },
            'quantity.type': {
              guard: { type: 'isProductLine', params: ({ event }) => ({ id: event.id }) },
              target: '.quantityPending',
              reenter: true,
              description: 'Typed quantity: clamp now, save after the debounce (more typing restarts it).',
              actions: { type: 'typeQuantity', params: ({ event }) => ({ id: event.id, value: event.value }) },
            },
            'checkout.start': [
              { guard: not('hasSelection'), description: "Nothing selected: 'Silahkan pilih item terlebih dahulu!'.", actions: 'showNothingSelected' },
              {
                guard: 'hasSelectedProductWithoutQuantity',
                description: "A selected product has quantity 0: 'Quantity produk pembelian minimal 1 buah'.",
                actions: assign({ error: PRODUCT_QUANTITY_MIN }),
              },
              {
                guard: 'hasPendingQuantity',
                target: 'savingQuantity',
                description: 'A typed quantity waits: save it first; the order is created after it.',
                actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
              },
              {
                target: 'ordering',
                description: 'Create the order for the selected lines (the key is reused after a network failure of the same request).',
                actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
              },
            ],
          },
          states: {
            idle: {
              description: 'Nothing waiting: the member may also select, delete and move lines.',
              on: {
                'selection.restore': {
                  guard: 'isUntouched',
                  description: 'The stored selection and promo come back for the lines the cart holds, unless the member ticked or applied something meanwhile; the price and the promo list follow.',
                  actions: [assign(({ context, event }) => restoredSelection(context, event)), 'selectionChanged'],
                },
                'item.select': {
                  guard: { type: 'isInCart', params: ({ event }) => ({ itemType: event.itemType, id: event.id }) },
                  description: 'Tick or untick one line; totals and the promo list follow.',
                  actions: [{ type: 'select', params: ({ event }) => ({ itemType: event.itemType, id: event.id, selected: event.selected }) }, 'selectionChanged'],
                },
                'items.selectType': {
                  description: 'Tick or untick every line of one type (Kursus or Barang).',
                  actions: [{ type: 'select', params: ({ event }) => ({ itemType: event.itemType, selected: event.selected }) }, 'selectionChanged'],
                },
                'items.selectAll': {
                  description: 'Tick or untick every line.',
                  actions: [{ type: 'select', params: ({ event }) => ({ selected: event.selected }) }, 'selectionChanged'],
                },
                'items.delete': {
                  guard: { type: 'hasIds', params: ({ event }) => ({ ids: event.ids }) },
                  target: '#cart.ready.deleting',
                  description: 'Delete the given lines.',
                  actions: assign({ deletingIds: ({ event }) => event.ids }),
                },
                'item.moveToWishlist': {
                  guard: { type: 'isInCart', params: ({ event }) => ({ itemType: event.itemType, id: event.id }) },
                  target: '#cart.ready.movingToWishlist',
                  description: 'Add the line to the wishlist, then delete it from the cart.',
                  actions: assign({ moving: ({ event }) => ({ itemType: event.itemType, id: event.id }) }),
                },
              },
            },
            quantityPending: {
              description: 'A typed quantity waits 500 ms for more keystrokes before it is saved.',
              after: { quantityDebounce: { target: '#cart.ready.savingQuantity', description: 'The member stopped typing: save.' } },
            },
          },
        },
        savingQuantity: {
          description: 'Saving the changed quantities one line at a time.',
          tags: ['busy'],
          invoke: {
            id: 'updateQuantity',
            src: 'updateQuantity',
            input: ({ context }) => firstPendingSave(context),
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
                target: 'ordering',
                description: 'Saved; "Beli Sekarang" was pressed meanwhile: create the order.',
                actions: [assign({ pending: [] }), 'refreshTotals'],
              },
              { target: 'editing', description: 'Saved: recalculate totals.', actions: [assign({ pending: [] }), 'refreshTotals'] },
            ],
            onError: {
              target: 'editing',
              description: 'Not saved: put the quantities back as they were and say why.',
              actions: assign(({ context, event }) => ({
                products: quantitiesRestored(context),
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
              target: 'editing',
              description: 'Deleted: drop the lines, recalculate; the promo list follows the courses.',
              actions: [{ type: 'dropLines', params: ({ context }) => ({ ids: context.deletingIds }) }, 'selectionChanged'],
            },
            onError: {
              target: 'editing',
              description: "Not deleted: keep the lines; the error shows '(message)' first, then the message (commerce §8).",
              actions: { type: 'showTwice', params: ({ event }) => ({ message: toFailure(event.error).message }) },
            },
          },
        },
        movingToWishlist: {
          description: 'Moving the line to the wishlist (add, then delete from the cart): the wishlist-move child.',
          tags: ['busy'],
          invoke: {
            id: 'wishlistMove',
            src: 'wishlistMove',
            input: ({ context }) => wishlistMoveInputOf(context),
            onDone: [
              {
                guard: { type: 'isMoved', params: ({ event }) => ({ output: event.output }) },
                target: 'editing',
                description: "Moved: drop the line and show the notice ('ditambahkan' or 'sudah ada').",
                actions: [
                  emit(({ event }) => ({ type: 'wishlist.moved' as const, alreadyThere: event.output.moved && event.output.alreadyThere, message: event.output.message })),
                  { type: 'dropLines', params: ({ context }) => ({ ids: [context.moving!.id] }) },
                  'selectionChanged',
                ],
              },
              {
                guard: { type: 'isRemovalFailure', params: ({ event }) => ({ output: event.output }) },
                target: 'editing',
                description: "In the wishlist but not deleted: the line stays; '(message)' first, then the message (commerce §8).",
                actions: { type: 'showTwice', params: ({ event }) => ({ message: event.output.message }) },
              },
              {
                target: 'editing',
                description: 'Not added to the wishlist: the line stays; the server message.',
                actions: assign({ moving: null, error: ({ event }) => event.output.message }),
              },
            ],
            onError: {
              target: 'editing',
              description: 'The move failed unexpectedly: the line stays; the message.',
              actions: assign({ moving: null, error: ({ event }) => toFailure(event.error).message }),
            },
          },
        },
        ordering: {
          description: 'The order-start child creates the order and stores the checkout; a second "Beli Sekarang" is ignored here.',
          tags: ['busy'],
          invoke: {
            id: 'orderStart',
            src: 'orderStart',
            input: ({ context }): OrderStartInput => ({ order: createOrderInputOf(context), handover: checkoutFacts(context) }),
            onDone: [
              {
                guard: { type: 'isStarted', params: ({ event }) => ({ output: event.output }) },
                target: 'checkoutReady',
                description: 'Ordered and stored: `checkout.ready`, the view navigates to Checkout.',
                actions: enqueueActions(({ enqueue, event }) => {
                  if (!event.output.ok) return;
                  enqueue.assign({ invoice: event.output.facts.invoice, lastAttempt: null });
                  enqueue.emit({ type: 'checkout.ready', ...event.output.facts });
                }),
              },
              {
                guard: { type: 'isStoreFailure', params: ({ event }) => ({ output: event.output }) },
                target: 'editing',
                description: 'Ordered but not stored: stay and say why.',
                actions: assign(({ event }) => (event.output.ok ? {} : { invoice: event.output.invoice, lastAttempt: null, error: event.output.failure.message })),
              },
              {
                target: 'editing',
                description: 'Order failed: drop the promo, recalculate and show the message (a network failure keeps the key).',
                actions: [assign(({ context, event }) => (event.output.ok ? {} : afterOrderFailure(context, event.output.failure))), 'dropPromo', 'refreshTotals'],
              },
            ],
            onError: { target: 'editing', description: 'The order start failed unexpectedly: the message.', actions: assign({ idempotencyKey: null, error: ({ event }) => toFailure(event.error).message }) },
          },
        },
        checkoutReady: { description: 'The checkout is stored: the view navigates to Checkout.', tags: ['checkoutReady'] },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
