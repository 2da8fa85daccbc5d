/**
 * The checkout orchestrator (commerce spec §2 "Checkout", §4 "Checkout address and delivery", "Promo in checkout",
 * "Payment popup result", §5 "Recipient completeness", "Before paying with products", "Warehouse and distance", §8
 * "Order payment", §9). It owns the price, the server cart sync, the stored progress and the payment; the address
 * box, the delivery, the products and the promo modal are child machines it invokes for as long as the page is open:
 *
 * - `addressBook` (address-book.machine.ts): loads the addresses and reports `addresses.loaded`,
 *   `address.selected`, `address.cleared`; the checkout asks it `panel.choose` / `panel.update` / `address.unselect`.
 * - `delivery` (delivery.machine.ts): hears the address (`delivery.address`) and the products (`delivery.items`) and
 *   reports `delivery.changed` (method, courier, insurance, settled), `delivery.tooFar`, `delivery.unreachable`.
 * - `products` (checkout-products.machine.ts): the quantities (typed input waits `quantityDebounce` 500 ms there)
 *   and the move to the wishlist (it invokes wishlist-move.machine.ts); reports `products.busy`,
 *   `products.changed { ecom }`, `products.settled`, and emits `wishlist.moved` for the page's notice.
 * - `promo` (promo.machine.ts): asks `promo.chosen` / `promo.removed`; the checkout answers `promo.applied` /
 *   `promo.rejected` / `promo.dropped` once its calculation has spoken.
 * Any child's failure arrives as `failure.reported { message }` and shows in the page's alert.
 *
 * Top level: `initializing` → `redirectHome` (final: nothing to check out, or products without a warehouse; also
 * when the last product left) | `warehouseInvalid` (final: warehouse without coordinates) | `open` → `paid` (final:
 * the view goes to CheckoutStatus) | `handingOverToProfile` → `profileIncomplete` (final: after a payment 422 the page
 * says what the profile lacks; 'Lengkapi Profil' stores the checkout and the view goes to GeneralInformation, which
 * returns here with everything as it was; decision 052).
 * `open`: `loading` (the address book loads) → `shopping` → `paying` → `openingPayment` → back to `shopping`
 * (deep history `resuming`) or `paid`. `shopping` is parallel:
 * - `price`: calculating | calculatingPromo (a promo chosen in the modal waits for this calculation) | idle;
 * - `cartSync`: idle | saving (quantities changed here are written to the server cart);
 * - `persistence`: idle | saving (the one writer of the stored checkout: progress, promo, price and items).
 * Paying waits until the address book, the delivery and the products are settled (no save, load, typed quantity
 * or move under way) and the price is calculated.
 *
 * Tags: `loading`, `busy`, `calculating`, `paying`, `paid`. The page's notices come from the children's emitted
 * events (address book: `address.saved`, `address.deleted`; products: `wishlist.moved`).
 * Types and pure readings: machines/checkout.types.ts.
 */
import { and, assign, enqueueActions, not, raise, sendTo, setup, stateIn } from 'xstate';
import type { Calculation, CalculationInput } from '../src/api/cart';
import { addressBookMachine, type AddressBookEvent } from './address-book.machine';
import { checkoutProductsMachine } from './checkout-products.machine';
import {
  calculationOf,
  hasProducts,
  NO_PROMO,
  paymentFailureMessage,
  paymentRequest,
  payOrderInputOf,
  persistInputOf,
  profileHandOverOf,
  recipientMessage,
  recipientProblem,
  syncedAfterWrite,
  type CheckoutChildEvent,
  type CheckoutContext,
  type DeliveryFacts,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutInternalEvent,
  type OpenPaymentInput,
  type OpenPaymentOutput,
  type PayOrderInput,
  type PayOrderOutput,
  type PersistInput,
  type SyncCartInput,
} from './checkout.types';
import { deliveryMachine, type DeliveryParentEvent } from './delivery.machine';
import { BDX_TOO_FAR, CALCULATION_MESSAGES, COURIER_REQUIRED, METHOD_REQUIRED, PRODUCT_QUANTITY_MIN, WAREHOUSE_WITHOUT_COORDINATES } from './messages';
import { promoMachine, type PromoParentEvent } from './promo.machine';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';
import { EMPTY_SUMMARY, summaryFromCalculation } from './shared/price';
import { calculationMessage } from './shared/promo';

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent | CheckoutChildEvent | CheckoutInternalEvent,
    input: {} as CheckoutInput,
    tags: {} as 'loading' | 'busy' | 'calculating' | 'paying' | 'paid',
    children: {} as { addressBook: 'addressBook'; delivery: 'delivery'; products: 'products'; promo: 'promo' },
  },
  actors: {
    addressBook: addressBookMachine,
    delivery: deliveryMachine,
    products: checkoutProductsMachine,
    promo: promoMachine,
    calculate: notProvided<Calculation, CalculationInput>('checkout.calculate'),
    payOrder: notProvided<PayOrderOutput, PayOrderInput>('checkout.payOrder'),
    openPayment: notProvided<OpenPaymentOutput, OpenPaymentInput>('checkout.openPayment'),
    persist: notProvided<void, PersistInput>('checkout.persist'),
    syncCart: notProvided<void, SyncCartInput>('checkout.syncCart'),
  },
  guards: {
    hasItems: ({ context }) => context.lms.length + context.ecom.length > 0,
    hasProducts: ({ context }) => hasProducts(context),
    hasWarehouse: ({ context }) => context.warehouse !== null,
    warehouseHasCoordinates: ({ context }) => context.warehouse?.latitude != null && context.warehouse?.longitude != null,
    hasPromo: ({ context }) => context.promo.code !== '',
    /** The delivery's choice changes what the price depends on (method, courier, insurance). */
    changesLogistic: ({ context }, params: { courierRateId: number | null; insurance: boolean }) =>
      (context.delivery.courier?.logistic_rate_id ?? null) !== params.courierRateId || context.delivery.insurance !== params.insurance,
    isDiscounted: (_, params: { calculation: Calculation }) => params.calculation.discount > 0,
    isNetworkFailure: (_, params: { error: unknown }) => toFailure(params.error).kind === 'network',
    isProfileIncomplete: (_, params: { error: unknown }) => toFailure(params.error).code === 422,
    isPaymentSettled: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'success' || params.output.result === 'pending',
    isPaymentClosed: (_, params: { output: OpenPaymentOutput }) => params.output.result === 'close',
    changesServerQuantities: ({ context }) => context.ecom.some((p) => p.quantity >= 1 && context.synced[p.id] !== p.quantity),
    leavesNothing: ({ context }, params: { ecom: unknown[] }) => context.lms.length + params.ecom.length === 0,
    /** Nothing the payment depends on is still changing: the price, the products, the addresses, the delivery. */
    isSettled: and([
      stateIn('#checkout.open.shopping.price.idle'),
      ({ context }) => context.productsSettled && context.addressBookSettled && context.delivery.settled,
    ]),
    hasRecipientProblem: ({ context }) => recipientProblem(context) !== null,
    hasProfileProblem: ({ context }) => context.profileProblem !== null,
    needsMethod: ({ context }) => hasProducts(context) && context.delivery.method === null,
    needsCourier: ({ context }) => hasProducts(context) && context.delivery.courier === null,
    hasProductWithoutQuantity: ({ context }) => context.ecom.some((p) => p.quantity < 1),
  },
  actions: {
    refreshPrice: raise({ type: 'price.refresh' }),
    saveProgress: raise({ type: 'progress.save' }),
    showError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    /** The shown quantities changed: delivery, price, the stored checkout and the server cart follow. */
    itemsChanged: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('delivery', { type: 'delivery.items', ecom: context.ecom } satisfies DeliveryParentEvent);
      enqueue.raise({ type: 'price.refresh' });
      enqueue.raise({ type: 'progress.save' });
      enqueue.raise({ type: 'cart.sync' });
    }),
    tellDelivery: sendTo('delivery', ({ context }, params: { keepDelivery: boolean }): DeliveryParentEvent => ({
      type: 'delivery.address',
      address: context.address,
      keepDelivery: params.keepDelivery,
    })),
    /** The recipient is missing or incomplete (commerce §5): say so and open the panel that fixes it. */
    askForRecipient: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ error: recipientMessage(context) });
      enqueue.sendTo('addressBook', { type: recipientProblem(context) === 'none' ? 'panel.choose' : 'panel.update' } satisfies AddressBookEvent);
    }),
    tellAddressBook: sendTo('addressBook', (_, params: { event: AddressBookEvent }) => params.event),
    tellPromo: sendTo('promo', (_, params: { event: PromoParentEvent }) => params.event),
    /** The promo is cleared (the promo child forgets it too, with the reason to show in an open modal). */
    dropPromo: enqueueActions(({ enqueue }, params: { message: string | null }) => {
      enqueue.assign({ promo: NO_PROMO });
      enqueue.sendTo('promo', { type: 'promo.dropped', message: params.message } satisfies PromoParentEvent);
    }),
    /** The key of this payment: the retried attempt's key for the same request, otherwise the new one (decision 005). */
    rememberKey: assign({
      idempotencyKey: ({ context }, params: { key: string }) =>
        context.lastAttempt && context.lastAttempt.request === paymentRequest(context) ? context.lastAttempt.key : params.key,
      error: null,
      paymentError: null,
    }),
    /** A payment that failed on the network may exist on the server: keep its key for the same request. */
    rememberAttempt: assign(({ context }) => ({ lastAttempt: { key: context.idempotencyKey!, request: paymentRequest(context) }, idempotencyKey: null })),
    /** The product lines to write to the server cart (a quantity below 1 is never written). */
    syncLines: assign({
      syncing: ({ context }) => context.ecom.filter((p) => p.quantity >= 1).map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
    }),
    storeDelivery: assign({
      delivery: (_, params: { facts: DeliveryFacts }) => ({
        method: params.facts.method,
        courier: params.facts.courier,
        insurance: params.facts.insurance,
        settled: params.facts.settled,
      }),
    }),
    storePrice: assign({ summary: (_, params: { calculation: Calculation }) => summaryFromCalculation(params.calculation) }),
  },
}).createMachine({
  id: 'checkout',
  description: 'Checkout: address, delivery, promo and payment (commerce §2 Checkout, §4).',
  context: ({ input }) => {
    const c = input.checkout;
    return {
      user: input.user,
      invoice: c?.invoice ?? '',
      lms: c?.lms ?? [],
      ecom: c?.ecom ?? [],
      warehouse: c?.warehouse ?? null,
      zone: c?.zone ?? null,
      restore: input.progress ?? c?.progress ?? null,
      address: null,
      delivery: { method: null, courier: null, insurance: false, settled: true },
      summary: EMPTY_SUMMARY,
      promo: { code: c?.promoCode ?? '', used: c?.promoUsed ?? false },
      error: null,
      paymentError: null,
      idempotencyKey: null,
      lastAttempt: null,
      token: null,
      synced: Object.fromEntries((c?.ecom ?? []).map((p) => [p.id, p.quantity])),
      syncing: [],
      productsSettled: true,
      addressBookSettled: true,
      profileProblem: null,
    };
  },
  initial: 'initializing',
  states: {
    initializing: {
      description: 'Is there something to check out, from a usable warehouse?',
      always: [
        { guard: not('hasItems'), target: 'redirectHome', description: 'Both carts are empty: home.' },
        { guard: and(['hasProducts', not('hasWarehouse')]), target: 'redirectHome', description: 'Products without warehouse data: home.' },
        {
          guard: and(['hasProducts', not('warehouseHasCoordinates')]),
          target: 'warehouseInvalid',
          description: "The warehouse has no coordinates: 'Tidak dapat menemukan latitude atau longitude alamat warehouse...'.",
          actions: { type: 'showError', params: { message: WAREHOUSE_WITHOUT_COORDINATES } },
        },
        { target: 'open', description: 'Open the page.' },
      ],
    },
    redirectHome: { type: 'final', description: 'Nothing (left) to check out: the view goes to /.' },
    warehouseInvalid: { type: 'final', description: 'The view shows `error`, then goes to the store site.' },
    open: {
      description: 'The page with its address book, delivery and promo modal.',
      // The children live as long as the page: they have no final state, so done or failed both mean "gone".
      invoke: [
        {
          id: 'addressBook',
          src: 'addressBook',
          input: ({ context }) => ({ userId: context.user.id, warehouse: context.warehouse, preferredAddressId: context.restore?.addressId ?? null }),
          onDone: { description: 'The address book stopped: no address any more.', actions: assign({ address: null, addressBookSettled: true }) },
          onError: { description: 'The address book failed: the message.', actions: { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) } },
        },
        {
          id: 'delivery',
          src: 'delivery',
          input: ({ context }) => ({ warehouse: context.warehouse, ecom: context.ecom, preferred: context.restore }),
          onDone: { description: 'The delivery stopped: no delivery any more.', actions: assign({ delivery: { method: null, courier: null, insurance: false, settled: true } }) },
          onError: { description: 'The delivery failed: the message.', actions: { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) } },
        },
        {
          id: 'products',
          src: 'products',
          input: ({ context }) => ({ ecom: context.ecom }),
          onDone: { description: 'The products stopped: nothing is pending any more.', actions: assign({ productsSettled: true }) },
          onError: { description: 'The products failed: the message.', actions: { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) } },
        },
        {
          id: 'promo',
          src: 'promo',
          input: ({ context }) => ({ courseIds: context.lms.map((c) => c.item_id) }),
          onDone: { description: 'The promo modal stopped: no promo applies.', actions: assign({ promo: NO_PROMO }) },
          onError: { description: 'The promo modal failed: no promo applies.', actions: assign({ promo: NO_PROMO }) },
        },
      ],
      on: {
        'failure.reported': { description: 'A child failed: its message in the alert.', actions: { type: 'showError', params: ({ event }) => ({ message: event.message }) } },
        'error.dismiss': { description: 'The member closed the alert.', actions: { type: 'showError', params: { message: null } } },
        'paymentError.dismiss': { description: 'The member closed the payment error dialog.', actions: assign({ paymentError: null }) },
        'delivery.changed': [
          {
            guard: { type: 'changesLogistic', params: ({ event }) => ({ courierRateId: event.courier?.logistic_rate_id ?? null, insurance: event.insurance }) },
            description: 'The courier or the insurance changed: recalculate and store the step.',
            actions: [{ type: 'storeDelivery', params: ({ event }) => ({ facts: event }) }, 'refreshPrice', 'saveProgress'],
          },
          {
            description: 'The delivery moved on (a method, loading, a picker): remember where it stands.',
            actions: [{ type: 'storeDelivery', params: ({ event }) => ({ facts: event }) }, 'saveProgress'],
          },
        ],
      },
      initial: 'loading',
      states: {
        loading: {
          description: 'The address book loads the addresses.',
          tags: ['loading', 'busy'],
          on: {
            'addresses.loaded': {
              target: 'shopping',
              description: 'The address of the stored progress (its delivery kept), the default one, or none.',
              actions: [assign({ address: ({ event }) => event.address }), { type: 'tellDelivery', params: ({ event }) => ({ keepDelivery: event.restored }) }],
            },
          },
        },
        shopping: {
          type: 'parallel',
          description: 'The member looks, chooses and changes; price, quantities, wishlist moves and storage run side by side.',
          on: {
            'address.selected': {
              description: 'An address was selected: the delivery starts again for it (kept when asked) and the step is stored.',
              actions: [assign({ address: ({ event }) => event.address }), { type: 'tellDelivery', params: ({ event }) => ({ keepDelivery: event.keepDelivery }) }, 'saveProgress'],
            },
            'address.cleared': {
              description: "The selected address was deleted: no address, method or courier ('Belum memilih alamat pengiriman').",
              actions: [assign({ address: null }), { type: 'tellDelivery', params: { keepDelivery: false } }, 'saveProgress'],
            },
            'delivery.tooFar': {
              description: "BDX beyond 20 km: 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru', the address is cleared and the chooser opens.",
              actions: [
                assign({ address: null, error: BDX_TOO_FAR }),
                { type: 'tellAddressBook', params: { event: { type: 'address.unselect' } } },
                'saveProgress',
              ],
            },
            'addressBook.busy': { description: 'An address is being saved or deleted: the payment waits.', actions: assign({ addressBookSettled: false }) },
            'addressBook.settled': { description: 'The save or delete ended.', actions: assign({ addressBookSettled: true }) },
            'products.busy': { description: 'A typed quantity or a wishlist move is under way: the payment waits.', actions: assign({ productsSettled: false }) },
            'products.settled': { description: 'The products are as they were.', actions: assign({ productsSettled: true }) },
            'products.changed': [
              {
                guard: { type: 'leavesNothing', params: ({ event }) => ({ ecom: event.ecom }) },
                target: '#checkout.redirectHome',
                description: 'The last item left (moved to the wishlist): nothing to check out, home.',
              },
              {
                description: 'Quantities applied or a product left: delivery, price, the stored checkout and the server cart follow.',
                actions: [assign({ ecom: ({ event }) => event.ecom, productsSettled: true }), 'itemsChanged'],
              },
            ],
            'delivery.unreachable': {
              description: 'No methods and farther than 20 km: the address chooser reopens.',
              actions: { type: 'tellAddressBook', params: { event: { type: 'panel.choose' } } },
            },
            'promo.open': {
              description: 'Open the promo modal on the applied promo, if any.',
              actions: { type: 'tellPromo', params: ({ context }) => ({ event: { type: 'promo.open', applied: context.promo.used ? context.promo.code : null } }) },
            },
            'promo.cancel': {
              guard: 'hasPromo',
              description: 'Cancel the promo from the summary: the code is cleared and the price recalculated.',
              actions: [{ type: 'dropPromo', params: { message: null } }, 'refreshPrice', 'saveProgress'],
            },
            'promo.removed': {
              description: 'The applied promo was cancelled in the modal: recalculate without it.',
              actions: [assign({ promo: NO_PROMO }), 'refreshPrice', 'saveProgress'],
            },
            'profile.complete': {
              guard: 'hasProfileProblem',
              target: '#checkout.handingOverToProfile',
              description: "'Lengkapi Profil': store the checkout, then GeneralInformation.",
            },
            'payment.start': [
              {
                guard: and(['isSettled', 'hasRecipientProblem']),
                description:
                  "No address: 'Silahkan pilih alamat terlebih dahulu' (course-only 'Silahkan buat alamat terlebih dahulu') and the chooser or the add form opens; an incomplete one: 'Alamat tidak lengkap. (list) tidak ditemukan ...' and the update form opens.",
                actions: 'askForRecipient',
              },
              { guard: and(['isSettled', 'needsMethod']), description: 'No delivery method yet.', actions: { type: 'showError', params: { message: METHOD_REQUIRED } } },
              { guard: and(['isSettled', 'needsCourier']), description: 'No courier yet.', actions: { type: 'showError', params: { message: COURIER_REQUIRED } } },
              {
                guard: and(['isSettled', 'hasProductWithoutQuantity']),
                description: "A product with quantity 0: 'Quantity produk pembelian minimal 1 buah'.",
                actions: { type: 'showError', params: { message: PRODUCT_QUANTITY_MIN } },
              },
              {
                guard: 'isSettled',
                target: '#checkout.open.paying',
                description: 'Everything is in place: request the payment (the same request after a network failure reuses its key).',
                actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
              },
            ],
          },
          states: {
            resuming: { type: 'history', history: 'deep', description: 'Back to the page as it was before paying.' },
            price: {
              description: 'The price summary with the promo.',
              initial: 'calculating',
              on: {
                'promo.chosen': {
                  target: '.calculatingPromo',
                  description: "'Pakai Promo': recalculate with the code (a calculation under way is replaced); the modal waits for the answer.",
                  actions: assign({ promo: ({ event }) => ({ code: event.promo.promo_code, used: false }) }),
                },
              },
              states: {
                idle: {
                  description: 'Up to date.',
                  on: { 'price.refresh': { target: 'calculating', description: 'Something changed: recalculate.' } },
                },
                calculating: {
                  description: 'Asking the gateway for the price.',
                  tags: ['calculating'],
                  on: { 'price.refresh': { target: 'calculating', reenter: true, description: 'Changed again: the latest request wins.' } },
                  invoke: {
                    id: 'calculate',
                    src: 'calculate',
                    input: ({ context }) => calculationOf(context),
                    onDone: {
                      target: 'idle',
                      description: 'Price known; the promo counts as applied while the calculation reports a discount.',
                      actions: [
                        { type: 'storePrice', params: ({ event }) => ({ calculation: event.output }) },
                        assign({ promo: ({ context, event }) => ({ code: context.promo.code, used: context.promo.code !== '' && event.output.discount > 0 }) }),
                        'saveProgress',
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                        target: 'idle',
                        description: 'Network failure: keep the last price and say so.',
                        actions: { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) },
                      },
                      {
                        guard: 'hasPromo',
                        target: 'calculating',
                        reenter: true,
                        description: 'The promo does not fit (404, 433): it is cleared, the reason shown, and the price recalculated.',
                        actions: [
                          { type: 'showError', params: ({ event }) => ({ message: calculationMessage(toFailure(event.error)) }) },
                          { type: 'dropPromo', params: { message: null } },
                          'saveProgress',
                        ],
                      },
                      {
                        target: 'idle',
                        description: 'Calculation failed: the server message.',
                        actions: { type: 'showError', params: ({ event }) => ({ message: calculationMessage(toFailure(event.error)) }) },
                      },
                    ],
                  },
                },
                calculatingPromo: {
                  description: 'Calculating with the promo chosen in the modal; the modal waits.',
                  tags: ['calculating'],
                  on: { 'price.refresh': { target: 'calculatingPromo', reenter: true, description: 'Changed again: the latest request wins.' } },
                  invoke: {
                    id: 'calculate',
                    src: 'calculate',
                    input: ({ context }) => calculationOf(context),
                    onDone: [
                      {
                        guard: { type: 'isDiscounted', params: ({ event }) => ({ calculation: event.output }) },
                        target: 'idle',
                        description: "A discount: the promo is applied and stored ('1 promo dipakai'); the modal closes.",
                        actions: [
                          { type: 'storePrice', params: ({ event }) => ({ calculation: event.output }) },
                          assign({ promo: ({ context }) => ({ code: context.promo.code, used: true }) }),
                          { type: 'tellPromo', params: { event: { type: 'promo.applied' } } },
                          'saveProgress',
                        ],
                      },
                      {
                        target: 'idle',
                        description: "No discount: not applied; the modal keeps the promo with 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'.",
                        actions: [
                          { type: 'storePrice', params: ({ event }) => ({ calculation: event.output }) },
                          assign({ promo: NO_PROMO }),
                          { type: 'tellPromo', params: { event: { type: 'promo.rejected', message: CALCULATION_MESSAGES[404]! } } },
                          'saveProgress',
                        ],
                      },
                    ],
                    onError: [
                      {
                        guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                        target: 'idle',
                        description: 'Network failure: not applied; the modal and the alert say so.',
                        actions: [
                          { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) },
                          assign({ promo: NO_PROMO }),
                          { type: 'tellPromo', params: ({ event }) => ({ event: { type: 'promo.rejected', message: toFailure(event.error).message } }) },
                          'saveProgress',
                        ],
                      },
                      {
                        target: 'calculating',
                        description: 'The promo does not fit: the modal goes back to code entry with the reason; recalculate without it.',
                        actions: [{ type: 'dropPromo', params: ({ event }) => ({ message: calculationMessage(toFailure(event.error)) }) }, 'saveProgress'],
                      },
                    ],
                  },
                },
              },
            },
            cartSync: {
              description: 'Quantities changed here are written to the server cart (cart add, update_cart true).',
              initial: 'idle',
              on: {
                'cart.sync': {
                  guard: and(['hasWarehouse', 'changesServerQuantities']),
                  target: '.saving',
                  description: 'A product quantity differs from the server cart: write the lines (a write under way is replaced: the latest wins).',
                  actions: 'syncLines',
                },
              },
              states: {
                idle: { description: 'The server cart holds the shown quantities (or the last write failed and was reported).' },
                saving: {
                  description: 'Writing the quantities.',
                  invoke: {
                    id: 'syncCart',
                    src: 'syncCart',
                    input: ({ context }) => ({ user: context.user, warehouseId: context.warehouse?.id ?? null, lines: context.syncing }),
                    onDone: {
                      target: 'idle',
                      description: 'Written: remember what the server cart holds.',
                      actions: assign(({ context }) => ({ synced: syncedAfterWrite(context), syncing: [] })),
                    },
                    onError: {
                      target: 'idle',
                      description: 'Not written: say so; the payment still carries the shown quantities.',
                      actions: [assign({ syncing: [] }), { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }],
                    },
                  },
                },
              },
            },
            persistence: {
              description: 'The one writer of the stored checkout, so a reload returns to the same step.',
              initial: 'idle',
              on: { 'progress.save': { target: '.saving', description: 'Write the latest progress, promo, price and items (a write under way is replaced).' } },
              states: {
                idle: { description: 'Nothing to write.' },
                saving: {
                  description: 'Writing.',
                  invoke: {
                    id: 'persist',
                    src: 'persist',
                    input: ({ context }) => persistInputOf(context),
                    onDone: { target: 'idle', description: 'Written.' },
                    onError: { target: 'idle', description: 'Not written: the page still works; only a reload loses the step.' },
                  },
                },
              },
            },
          },
        },
        paying: {
          description: 'Requesting the payment token; a second payment.start is ignored.',
          tags: ['busy', 'paying'],
          entry: assign({ profileProblem: null }),
          invoke: {
            id: 'payOrder',
            src: 'payOrder',
            input: ({ context }) => payOrderInputOf(context),
            onDone: {
              target: 'openingPayment',
              description: 'Token received: open the payment popup.',
              actions: assign({ token: ({ event }) => event.output.token, lastAttempt: null }),
            },
            onError: [
              {
                guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.open.shopping.resuming',
                description: 'Network failure: nothing changes; say so. The same request again reuses the key.',
                actions: [{ type: 'rememberAttempt' }, { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }],
              },
              {
                guard: { type: 'isProfileIncomplete', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.open.shopping.resuming',
                description: "422: the page shows what the profile lacks and 'Lengkapi Profil'; all else stays.",
                actions: assign({ idempotencyKey: null, lastAttempt: null, profileProblem: ({ event }) => toFailure(event.error).message }),
              },
              {
                target: '#checkout.open.shopping.resuming',
                description: "Payment failed: the promo is cleared, the price recalculated and the message shown (404: 'Invoice tidak ditemukan atau order sudah diproses').",
                actions: [
                  assign({ idempotencyKey: null, lastAttempt: null, error: ({ event }) => paymentFailureMessage(toFailure(event.error)) }),
                  { type: 'dropPromo', params: { message: null } },
                  'refreshPrice',
                  'saveProgress',
                ],
              },
            ],
          },
        },
        openingPayment: {
          description: 'The payment popup is open.',
          tags: ['busy', 'paying'],
          invoke: {
            id: 'openPayment',
            src: 'openPayment',
            input: ({ context }) => ({ token: context.token! }),
            onDone: [
              { guard: { type: 'isPaymentSettled', params: ({ event }) => ({ output: event.output }) }, target: '#checkout.paid', description: 'success or pending: CheckoutStatus.' },
              {
                guard: { type: 'isPaymentClosed', params: ({ event }) => ({ output: event.output }) },
                target: '#checkout.open.shopping.resuming',
                description: 'Closed: nothing happens.',
                actions: assign({ idempotencyKey: null }),
              },
              {
                target: '#checkout.open.shopping.resuming',
                description: 'error: the message in an error dialog.',
                actions: assign({ idempotencyKey: null, paymentError: ({ event }) => event.output.message ?? '' }),
              },
            ],
            onError: {
              target: '#checkout.open.shopping.resuming',
              description: 'The popup failed: the message in an error dialog.',
              actions: assign({ idempotencyKey: null, paymentError: ({ event }) => toFailure(event.error).message }),
            },
          },
        },
      },
    },
    paid: {
      type: 'final',
      description: 'Paid or pending: the view goes to CheckoutStatus for `invoice` (leaving the route clears the stored checkout).',
      tags: ['paid'],
    },
    handingOverToProfile: {
      description: 'Storing the checkout, marked for the profile (with the delivery phone).',
      tags: ['busy'],
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => profileHandOverOf(context),
        onDone: { target: 'profileIncomplete', description: 'Stored: on to GeneralInformation.' },
        onError: { target: 'profileIncomplete', description: 'Not stored: on all the same.' },
      },
    },
    profileIncomplete: { type: 'final', description: 'The view goes to GeneralInformation, which comes back here.' },
  },
  output: ({ context }) => ({ invoice: context.invoice }),
});

export type CheckoutMachine = typeof checkoutMachine;
