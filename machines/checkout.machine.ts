/**
 * The checkout orchestrator (commerce spec §2 "Checkout", §4 "Checkout address and delivery", "Promo in checkout",
 * "Payment popup result", §5 "Recipient completeness", "Before paying with products", "Warehouse and distance", §8
 * "Order payment", §9). Each concern is a child machine invoked for as long as the page is open; the checkout
 * decides what follows from their reports:
 * - `addressBook` (address-book.machine.ts): `addresses.loaded`, `address.selected`, `address.cleared`; asked
 *   `panel.choose` / `panel.update` / `address.unselect`. `delivery` (delivery.machine.ts): hears `delivery.address`,
 *   `delivery.items`; reports `delivery.changed`, `delivery.tooFar`, `delivery.unreachable`. `products`
 *   (checkout-products.machine.ts): quantities and the wishlist move; reports `products.changed { ecom }`.
 * - `promo` (promo.machine.ts): asks `promo.chosen` / `promo.removed`; hears `promo.applied` / `promo.rejected` /
 *   `promo.dropped` once the price has spoken. `price` (price.machine.ts, shared with the cart): asked
 *   `price.calculate`, answers `price.calculated` / `price.failed`.
 * - `cartSync` writes changed quantities to the server cart; `progress` is the one writer of the stored checkout (and
 *   keeps the order's promo, decision 084); `payment` is one attempt (token, popup; a buy-now's 'Direct order add'
 *   reports `order.created`, decision 083), invoked while `paying`.
 * Children with work under way say so (`work.started` / `work.ended` → `context.working`): the payment waits until
 * none has. A child's failure arrives as `failure.reported { message }` and shows in the page's alert.
 * `initializing` → `redirectHome` | `warehouseInvalid` (final) | `open`: `loading` (addresses) → `shopping` ⇄
 * `paying` → `paid` (final); a 422 comes back with `profileProblem`, 'Lengkapi Profil' → `handingOverToProfile` (the
 * progress child stores it marked) → `profileIncomplete` (final). Leaving emits `checkout.leave { to: 'home' | 'paid'
 * | 'profile', invoice }`. Tags: `loading`, `busy`, `paying`, `paid`. Types and readings: checkout.types.ts.
 */
import { and, assign, emit, enqueueActions, not, sendTo, setup } from 'xstate';
import { addressBookMachine, type AddressBookEvent } from './address-book.machine';
import { cartSyncMachine, type CartSyncEvent } from './cart-sync.machine';
import { checkoutProgressMachine, type CheckoutProgressEvent } from './checkout-progress.machine';
import { checkoutProductsMachine } from './checkout-products.machine';
import { calculationOf, hasProducts, initialCheckoutContext, NO_PROMO, paymentFailureMessage, paymentRequest, payOrderInputOf, persistInputOf, profileHandOverOf, recipientMessage, recipientProblem } from './checkout.types';
import type { CheckoutChildEvent, CheckoutContext, CheckoutEmitted, CheckoutEvent, CheckoutInput, DeliveryFacts } from './checkout.types';
import { deliveryMachine, type DeliveryParentEvent } from './delivery.machine';
import { BDX_TOO_FAR, CALCULATION_MESSAGES, COURIER_REQUIRED, METHOD_REQUIRED, PRODUCT_QUANTITY_MIN, WAREHOUSE_WITHOUT_COORDINATES } from './messages';
import { paymentMachine, type PaymentOutput } from './payment.machine';
import { priceMachine, type PriceRequest } from './price.machine';
import { promoMachine, type PromoParentEvent } from './promo.machine';
import { toFailure } from './shared/failure';
import type { PriceSummary } from './shared/price';
import { workingAfter, type WorkerId, type WorkReport } from './shared/work';

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent | CheckoutChildEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'loading' | 'busy' | 'paying' | 'paid',
    children: {} as {
      addressBook: 'addressBook';
      delivery: 'delivery';
      products: 'products';
      promo: 'promo';
      price: 'price';
      cartSync: 'cartSync';
      progress: 'progress';
      payment: 'payment';
    },
  },
  actors: {
    addressBook: addressBookMachine,
    delivery: deliveryMachine,
    products: checkoutProductsMachine,
    promo: promoMachine,
    price: priceMachine,
    cartSync: cartSyncMachine,
    progress: checkoutProgressMachine,
    payment: paymentMachine,
  },
  guards: {
    hasItems: ({ context }) => context.lms.length + context.ecom.length > 0,
    hasProducts: ({ context }) => hasProducts(context),
    hasWarehouse: ({ context }) => context.warehouse !== null,
    warehouseHasCoordinates: ({ context }) => context.warehouse?.latitude != null && context.warehouse?.longitude != null,
    hasPromo: ({ context }) => context.promo.code !== '',
    /** The delivery's choice changes what the price depends on (courier, insurance). */
    changesLogistic: ({ context }, params: { courierRateId: number | null; insurance: boolean }) =>
      (context.delivery.courier?.logistic_rate_id ?? null) !== params.courierRateId || context.delivery.insurance !== params.insurance,
    isOutcome: (_, params: { output: PaymentOutput; outcome: PaymentOutput['outcome'] }) => params.output.outcome === params.outcome,
    isRefused: (_, params: { output: PaymentOutput; kind: string }) => params.output.outcome === 'refused' && params.output.failure.kind === params.kind,
    leavesNothing: ({ context }, params: { ecom: unknown[] }) => context.lms.length + params.ecom.length === 0,
    /** Nothing the payment depends on is still changing: no child reported work under way. */
    isSettled: ({ context }) => context.working.length === 0,
    hasRecipientProblem: ({ context }) => recipientProblem(context) !== null,
    hasProfileProblem: ({ context }) => context.profileProblem !== null,
    needsMethod: ({ context }) => hasProducts(context) && context.delivery.method === null,
    needsCourier: ({ context }) => hasProducts(context) && context.delivery.courier === null,
    hasProductWithoutQuantity: ({ context }) => context.ecom.some((p) => p.quantity < 1),
    /** The price answered a promo chosen in the modal (with a discount: it applies). */
    isTrial: (_, params: { trial: boolean }) => params.trial,
    isDiscountedTrial: (_, params: { trial: boolean; discount: number }) => params.trial && params.discount > 0,
    isNetworkReport: (_, params: { network: boolean }) => params.network,
    isNetworkTrial: (_, params: { network: boolean; trial: boolean }) => params.network && params.trial,
    isRefusedTrial: ({ context }, params: { trial: boolean }) => context.promo.code !== '' && params.trial,
  },
  actions: {
    /** Ask the price child again (a promo being tried keeps being tried). */
    refreshPrice: sendTo('price', ({ context }): PriceRequest => ({ type: 'price.calculate', request: calculationOf(context), trial: context.promo.trying })),
    /** The stored checkout follows (the progress child writes the latest). */
    saveProgress: sendTo('progress', ({ context }): CheckoutProgressEvent => ({ type: 'progress.save', input: persistInputOf(context) })),
    showError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    /** The shown quantities changed: delivery, price, the stored checkout and the server cart follow. */
    itemsChanged: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('delivery', { type: 'delivery.items', ecom: context.ecom } satisfies DeliveryParentEvent);
      enqueue.sendTo('price', { type: 'price.calculate', request: calculationOf(context), trial: context.promo.trying } satisfies PriceRequest);
      enqueue.sendTo('progress', { type: 'progress.save', input: persistInputOf(context) } satisfies CheckoutProgressEvent);
      enqueue.sendTo('cartSync', { type: 'cart.sync', ecom: context.ecom } satisfies CartSyncEvent);
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
      profileProblem: null,
    }),
    /** A payment that failed on the network may exist on the server: keep its key for the same request. */
    rememberAttempt: assign(({ context }) => ({ lastAttempt: { key: context.idempotencyKey!, request: paymentRequest(context) }, idempotencyKey: null })),
    storeDelivery: assign({ delivery: (_, params: { facts: DeliveryFacts }) => ({ method: params.facts.method, courier: params.facts.courier, insurance: params.facts.insurance }) }),
    storePrice: assign({ summary: (_, params: { summary: PriceSummary }) => params.summary }),
    /** A child's work started or ended (`work.started` / `work.ended`). */
    trackWork: assign({ working: ({ context }, params: { report: WorkReport }) => workingAfter(context.working, params.report) }),
    /** A child stopped: whatever it had under way is over. */
    forget: assign({ working: ({ context }, params: { by: WorkerId }) => context.working.filter((w) => w !== params.by) }),
  },
}).createMachine({
  id: 'checkout',
  description: 'Checkout: address, delivery, promo and payment (commerce §2 Checkout, §4).',
  context: ({ input }) => initialCheckoutContext(input),
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
    redirectHome: {
      type: 'final',
      description: 'Nothing (left) to check out: emits `checkout.leave` to Home.',
      entry: emit({ type: 'checkout.leave', to: 'home', invoice: '' } as const),
    },
    warehouseInvalid: { type: 'final', description: 'The view shows `error`, then goes to the store site.' },
    open: {
      description: 'The page with its address book, delivery, products, promo modal, price and storage.',
      // The children live as long as the page: they have no final state, so done or failed both mean "gone".
      invoke: [
        {
          id: 'addressBook',
          src: 'addressBook',
          input: ({ context }) => ({ userId: context.user.id, warehouse: context.warehouse, preferredAddressId: context.restore?.addressId ?? null }),
          onDone: { description: 'The address book stopped: no address any more.', actions: [assign({ address: null }), { type: 'forget', params: { by: 'addressBook' } }] },
          onError: { description: 'The address book failed: the message.', actions: [{ type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }, { type: 'forget', params: { by: 'addressBook' } }] },
        },
        {
          id: 'delivery',
          src: 'delivery',
          input: ({ context }) => ({ warehouse: context.warehouse, ecom: context.ecom, preferred: context.restore }),
          onDone: { description: 'The delivery stopped: no delivery any more.', actions: [assign({ delivery: { method: null, courier: null, insurance: false } }), { type: 'forget', params: { by: 'delivery' } }] },
          onError: { description: 'The delivery failed: the message.', actions: [{ type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }, { type: 'forget', params: { by: 'delivery' } }] },
        },
        {
          id: 'products',
          src: 'products',
          input: ({ context }) => ({ ecom: context.ecom }),
          onDone: { description: 'The products stopped: nothing is pending any more.', actions: { type: 'forget', params: { by: 'products' } } },
          onError: { description: 'The products failed: the message.', actions: [{ type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }, { type: 'forget', params: { by: 'products' } }] },
        },
        {
          id: 'promo',
          src: 'promo',
          input: ({ context }) => ({ courseIds: context.lms.map((c) => c.item_id) }),
          onDone: { description: 'The promo modal stopped: no promo applies.', actions: assign({ promo: NO_PROMO }) },
          onError: { description: 'The promo modal failed: no promo applies.', actions: assign({ promo: NO_PROMO }) },
        },
        {
          id: 'price',
          src: 'price',
          onDone: { description: 'The price stopped: nothing is calculating any more.', actions: { type: 'forget', params: { by: 'price' } } },
          onError: { description: 'The price failed: the message.', actions: [{ type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) }, { type: 'forget', params: { by: 'price' } }] },
        },
        {
          id: 'cartSync',
          src: 'cartSync',
          input: ({ context }) => ({ user: context.user, warehouseId: context.warehouse?.id ?? null, ecom: context.ecom }),
          onDone: { description: 'The server cart sync stopped: quantities are no longer written.' },
          onError: { description: 'The server cart sync failed: the message.', actions: { type: 'showError', params: ({ event }) => ({ message: toFailure(event.error).message }) } },
        },
        {
          id: 'progress',
          src: 'progress',
          input: ({ context }) => ({ invoice: context.invoice, promoCode: context.promo.used ? context.promo.code : '' }),
          onDone: { description: 'The storage writer stopped: only a reload loses the step.' },
          onError: { description: 'The storage writer failed: only a reload loses the step.' },
        },
      ],
      on: {
        'failure.reported': { description: 'A child failed: its message in the alert.', actions: { type: 'showError', params: ({ event }) => ({ message: event.message }) } },
        'error.dismiss': { description: 'The member closed the alert.', actions: { type: 'showError', params: { message: null } } },
        'paymentError.dismiss': { description: 'The member closed the payment error dialog.', actions: assign({ paymentError: null }) },
        'work.started': { description: 'A child has work under way: the payment waits for it.', actions: { type: 'trackWork', params: ({ event }) => ({ report: event }) } },
        'work.ended': { description: 'A child finished its work.', actions: { type: 'trackWork', params: ({ event }) => ({ report: event }) } },
        'order.created': { description: "A buy-now's order exists ('Direct order add'): pay that invoice from now on, and store it.", actions: [assign({ invoice: ({ event }) => event.invoice }), 'saveProgress'] },
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
        'price.calculated': [
          {
            guard: { type: 'isDiscountedTrial', params: ({ event }) => ({ trial: event.trial, discount: event.calculation?.discount ?? 0 }) },
            description: "The chosen promo gives a discount: applied and stored ('1 promo dipakai'); the modal closes.",
            actions: [
              { type: 'storePrice', params: ({ event }) => ({ summary: event.summary }) },
              assign({ promo: ({ context }) => ({ code: context.promo.code, used: true, trying: false }) }),
              { type: 'tellPromo', params: { event: { type: 'promo.applied' } } },
              'saveProgress',
            ],
          },
          {
            guard: { type: 'isTrial', params: ({ event }) => ({ trial: event.trial }) },
            description: "No discount for the chosen promo: not applied; the modal keeps it with 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'.",
            actions: [
              { type: 'storePrice', params: ({ event }) => ({ summary: event.summary }) },
              assign({ promo: NO_PROMO }),
              { type: 'tellPromo', params: { event: { type: 'promo.rejected', message: CALCULATION_MESSAGES[404]! } } },
              'saveProgress',
            ],
          },
          {
            description: 'Price known; the promo counts as applied while the calculation reports a discount.',
            actions: [
              { type: 'storePrice', params: ({ event }) => ({ summary: event.summary }) },
              assign({ promo: ({ context, event }) => ({ code: context.promo.code, used: context.promo.code !== '' && (event.calculation?.discount ?? 0) > 0, trying: false }) }),
              'saveProgress',
            ],
          },
        ],
        'price.failed': [
          {
            guard: { type: 'isNetworkTrial', params: ({ event }) => ({ network: event.network, trial: event.trial }) },
            description: 'Network failure trying a promo: not applied; the modal and the alert say so.',
            actions: [
              { type: 'showError', params: ({ event }) => ({ message: event.message }) },
              assign({ promo: NO_PROMO }),
              { type: 'tellPromo', params: ({ event }) => ({ event: { type: 'promo.rejected', message: event.message } }) },
              'saveProgress',
            ],
          },
          {
            guard: { type: 'isNetworkReport', params: ({ event }) => ({ network: event.network }) },
            description: 'Network failure: keep the last price and say so.',
            actions: { type: 'showError', params: ({ event }) => ({ message: event.message }) },
          },
          {
            guard: { type: 'isRefusedTrial', params: ({ event }) => ({ trial: event.trial }) },
            description: 'The chosen promo does not fit: the modal goes back to code entry with the reason; recalculate without it.',
            actions: [{ type: 'dropPromo', params: ({ event }) => ({ message: event.message }) }, 'refreshPrice', 'saveProgress'],
          },
          {
            guard: 'hasPromo',
            description: 'The promo does not fit (404, 433): it is cleared, the reason shown, and the price recalculated.',
            actions: [{ type: 'showError', params: ({ event }) => ({ message: event.message }) }, { type: 'dropPromo', params: { message: null } }, 'refreshPrice', 'saveProgress'],
          },
          { description: 'Calculation failed: the server message.', actions: { type: 'showError', params: ({ event }) => ({ message: event.message }) } },
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
              description: 'The address of the stored progress (its delivery kept), the default one, or none; the price is calculated.',
              actions: [assign({ address: ({ event }) => event.address }), { type: 'tellDelivery', params: ({ event }) => ({ keepDelivery: event.restored }) }, 'refreshPrice'],
            },
          },
        },
        shopping: {
          description: 'The member looks, chooses and changes; the children keep the price, the server cart and the storage up to date.',
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
              actions: [assign({ address: null, error: BDX_TOO_FAR }), { type: 'tellAddressBook', params: { event: { type: 'address.unselect' } } }, 'saveProgress'],
            },
            'products.changed': [
              {
                guard: { type: 'leavesNothing', params: ({ event }) => ({ ecom: event.ecom }) },
                target: '#checkout.redirectHome',
                description: 'The last item left (moved to the wishlist): nothing to check out, home.',
              },
              {
                description: 'Quantities applied or a product left: delivery, price, the stored checkout and the server cart follow.',
                actions: [assign({ ecom: ({ event }) => event.ecom }), 'itemsChanged'],
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
            'promo.chosen': {
              description: "'Pakai Promo': recalculate with the code (a calculation under way is replaced); the modal waits for the answer.",
              actions: [assign({ promo: ({ event }) => ({ code: event.promo.promo_code, used: false, trying: true }) }), 'refreshPrice'],
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
            'profile.complete': { guard: 'hasProfileProblem', target: 'handingOverToProfile', description: "'Lengkapi Profil' after a payment 422: store the checkout for the profile." },
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
                target: 'paying',
                description: 'Everything is in place: request the payment (the same request after a network failure reuses its key).',
                actions: { type: 'rememberKey', params: ({ event }) => ({ key: event.idempotencyKey }) },
              },
            ],
          },
        },
        paying: {
          description: 'The payment child requests the token and opens the popup; a second payment.start is ignored.',
          tags: ['busy', 'paying'],
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => payOrderInputOf(context),
            onDone: [
              { guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'paid' }) }, target: '#checkout.paid', description: 'success or pending: CheckoutStatus.' },
              {
                guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'popupError' }) },
                target: 'shopping',
                description: 'The popup reported an error: its message in an error dialog.',
                actions: assign({ idempotencyKey: null, lastAttempt: null, paymentError: ({ event }) => (event.output.outcome === 'popupError' ? event.output.message : '') }),
              },
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ output: event.output, kind: 'network' }) },
                target: 'shopping',
                description: 'Network failure: nothing changes; say so. The same request again reuses the key.',
                actions: ['rememberAttempt', { type: 'showError', params: ({ event }) => ({ message: event.output.outcome === 'refused' ? event.output.failure.message : null }) }],
              },
              {
                guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'profileIncomplete' }) },
                target: 'shopping',
                description: "422: the page says what the profile lacks (the gateway's message) with 'Lengkapi Profil'; everything else stays.",
                actions: assign({ idempotencyKey: null, lastAttempt: null, profileProblem: ({ event }) => (event.output.outcome === 'profileIncomplete' ? event.output.message : null) }),
              },
              {
                guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'refused' }) },
                target: 'shopping',
                description: "Payment or direct order refused: the promo is cleared, the price recalculated and the message shown (the payment's 404: 'Invoice tidak ditemukan atau order sudah diproses').",
                actions: [
                  assign({ idempotencyKey: null, lastAttempt: null, error: ({ event }) => (event.output.outcome === 'refused' ? paymentFailureMessage(event.output.failure, event.output.direct) : null) }),
                  { type: 'dropPromo', params: { message: null } },
                  'refreshPrice',
                  'saveProgress',
                ],
              },
              { target: 'shopping', description: 'Closed: nothing happens.', actions: assign({ idempotencyKey: null, lastAttempt: null }) },
            ],
            onError: {
              target: 'shopping',
              description: 'The payment failed unexpectedly: the message in an error dialog.',
              actions: assign({ idempotencyKey: null, paymentError: ({ event }) => toFailure(event.error).message }),
            },
          },
        },
        handingOverToProfile: {
          description: 'The progress child stores the checkout marked for the profile, with the delivery phone (decision 052).',
          tags: ['busy'],
          entry: sendTo('progress', ({ context }): CheckoutProgressEvent => ({ type: 'progress.handOver', input: profileHandOverOf(context) })),
          on: { 'progress.handedOver': { target: '#checkout.profileIncomplete', description: 'Stored (or not: on all the same): GeneralInformation, which comes back here.' } },
        },
      },
    },
    paid: {
      type: 'final',
      description: 'Paid or pending: emits `checkout.leave` to CheckoutStatus for `invoice` (leaving the route clears the stored checkout).',
      tags: ['paid'],
      entry: emit(({ context }) => ({ type: 'checkout.leave' as const, to: 'paid' as const, invoice: context.invoice })),
    },
    profileIncomplete: {
      type: 'final',
      description: "'Lengkapi Profil' after a payment 422: emits `checkout.leave` to GeneralInformation (profile edit), which comes back.",
      entry: emit(({ context }) => ({ type: 'checkout.leave' as const, to: 'profile' as const, invoice: context.invoice })),
    },
  },
  output: ({ context }) => ({ invoice: context.invoice }),
});

export type CheckoutMachine = typeof checkoutMachine;
