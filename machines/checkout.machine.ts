/**
 * The checkout statechart (commerce spec §2 "Checkout", §4 "Checkout address and delivery", "Payment popup
 * result", §5 "Recipient completeness", "Before paying with products", "Warehouse and distance", §8 "Order
 * payment", §9). Flow: address → delivery method → courier → payment.
 *
 * Input: {@link CheckoutInput}: the stored checkout (shape of src/lib/checkout-storage.ts StoredCheckout), the
 * member, and optional `progress` (address id, method type, courier rate id, insurance) to return to the same
 * step after a reload.
 *
 * Top level: `initializing` → `redirectHome` (final: nothing to check out, or products without a warehouse) |
 * `warehouseInvalid` (final: warehouse without coordinates; `error` holds the text, then the view goes to the
 * store site) | `loadingAddresses` → `active` → `paying` → `openingPayment` → `paid` (final, the view goes to
 * CheckoutStatus with `invoice`) | `profileIncomplete` (final: payment 422, the view goes to GeneralInformation).
 *
 * `active` is parallel:
 * - `panel`: hidden | add | choose | empty | update (exactly one address panel; add/update have editing|saving).
 * - `delivery`: waiting | courseOnly | loadingMethods | choosingMethod | awaitingMethod | loadingCouriers |
 *   choosingCourier | awaitingCourier | complete | noMethods (plus transient routing states).
 * - `price`: idle | calculating.
 * - `quantity`: idle | pending (product quantity controls; typed input waits `quantityDebounce` 500 ms, then the
 *   machine raises `items.update` with the new quantities, which re-fetches methods and couriers).
 * - `persistence`: idle | saving (writes progress, promo and price with the `persist` actor).
 * - `addressDelete`: idle | confirming | deleting (commerce §5 "Address form", §8 "Address"): the choose panel's
 *   delete button asks 'Kamu yakin akan menghapus alamat ini?' (`confirming`, tag `addressDeleteConfirm`);
 *   'Ya, Hapus' deletes with the `deleteAddress` actor (tags `busy`, `addressDeleting`), 'Batal' goes back. A
 *   deleted address leaves `addresses` (the selected one also clears the address, method and courier); a failure
 *   puts the server message in `error` and changes nothing else.
 *
 * Tags: `busy` (a request the member waits for), `loading`, `calculating`, `methodPicker`, `courierPicker`,
 * `paying`, `paid`, `addressDeleteConfirm`, `addressDeleting`.
 *
 * Context the views read: `lms`, `ecom`, `warehouse`, `addresses` (each with `distance` km), `addressId`,
 * `pickedAddressId` (choose panel radio), `editingAddressId` (update panel), `deletingAddressId` (delete dialog), `distance` (km to the selected address),
 * `methods` (visible methods), `method`, `couriers`, `courier`, `insurance`, `insuranceLocked`, `summary`,
 * `promo`, `error` (alert text; `error.dismiss` clears it), `paymentError` (payment popup error dialog), `invoice`.
 */
import { and, assign, fromPromise, not, or, raise, setup, stateIn } from 'xstate';
import type { Calculation, CalculationInput, CartCourse, CartLine, CartProduct, Logistic } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import type { PriceType } from '../src/api/envelope';
import type { Recipient } from '../src/api/order';
import type { Promo } from '../src/api/promo';
import type { Courier, DeliveryMethod, Pricing, PricingInput, RateInput } from '../src/api/shipper';
import type { Address, AddressInput } from '../src/api/user';
import type { CheckoutPrice, CheckoutProgress, StoredCheckout } from '../src/lib/checkout-storage';
import {
  BDX_TOO_FAR,
  CALCULATION_MESSAGES,
  COURIER_FIELD_REQUIRED,
  COURIER_REQUIRED,
  INVOICE_NOT_FOUND,
  METHOD_FIELD_REQUIRED,
  METHOD_REQUIRED,
  PRODUCT_QUANTITY_MIN,
  PROMO_CODE_REQUIRED,
  WAREHOUSE_WITHOUT_COORDINATES,
} from './messages';
import { autoCourier, bdxCourier, COURSE_ONLY_LOGISTIC, isBdxType, isOutOfArea, logisticFor, visibleMethods } from './shared/delivery';
import { toFailure } from './shared/failure';
import { distanceKm, exceedsBdxKm, isWithinBdxKm } from './shared/geo';
import { checkoutPriceFromSummary, EMPTY_SUMMARY, summaryFromCalculation, type PriceSummary } from './shared/price';
import { calculationMessage, normalisePromoCode, promoCheckMessage, promoFoundMessage, PROMO_LIST_STEP, visiblePromos } from './shared/promo';
import { clampTypedQuantity, COURSE_QUANTITY, decrementQuantity, incrementQuantity } from './shared/quantity';
import { checkRecipient, recipientFromAddress } from './shared/recipient';

/** The member as checkout needs it. */
export interface CheckoutUser {
  id: number;
  type: PriceType;
  tier: number;
  name: string;
  email: string;
  phone: string;
}

/** The stored checkout fields the machine reads (a StoredCheckout is accepted as is). */
export type CheckoutSeed = Pick<
  StoredCheckout,
  'invoice' | 'promoCode' | 'promoSelected' | 'promoUsed' | 'price' | 'lms' | 'ecom' | 'warehouse' | 'zone'
>;

export interface CheckoutInput {
  /** null when nothing is stored (→ redirectHome). */
  checkout: CheckoutSeed | null;
  user: CheckoutUser;
  /** Where the member was before a reload; falls back to `checkout.progress` when absent. */
  progress?: CheckoutProgress | null;
}

/** An address with its distance to the warehouse, km (2 decimals; 0 when coordinates are missing). */
export type CheckoutAddress = Address & { distance: number };

export interface CheckoutPromo {
  code: string;
  /** True once a calculation reported a discount for `code`. */
  used: boolean;
}

export interface CheckoutContext {
  user: CheckoutUser;
  invoice: string;
  lms: CartCourse[];
  ecom: CartProduct[];
  warehouse: Warehouse | null;
  zone: CheckoutSeed['zone'];
  addresses: CheckoutAddress[];
  addressId: number | null;
  pickedAddressId: number | null;
  editingAddressId: number | null;
  /** The address the delete confirmation is about (null when none is being deleted). */
  deletingAddressId: number | null;
  distance: number;
  methods: DeliveryMethod[];
  method: DeliveryMethod | null;
  couriers: Courier[];
  courier: Courier | null;
  insurance: boolean;
  /** The selection to restore (after a reload) or keep (after items change) when it is still offered. */
  preferred: CheckoutProgress | null;
  calculation: Calculation | null;
  summary: PriceSummary;
  promo: CheckoutPromo;
  /** The code typed in the promo modal (not sent anywhere until checked). */
  promoDraft: string;
  /** The checked promo shown with its cashback, waiting for 'Pakai Promo' (kept once applied). */
  promoChecked: Promo | null;
  /** Text in the promo modal: a promo check or calculation failure. */
  promoError: string | null;
  /** Eligible promos of the checkout's courses (price 0 filtered out), `promoLimit` asked for. */
  promos: Promo[];
  promoLimit: number;
  /** The last promo list answer was shorter than the limit: scrolling asks for no more. */
  promosExhausted: boolean;
  error: string | null;
  paymentError: string | null;
  idempotencyKey: string | null;
  /** A payment request that failed on the network, with its key: the same request again reuses the key. */
  lastAttempt: { key: string; request: string } | null;
  token: string | null;
  savingAddress: { id: number | null; values: AddressInput } | null;
  /** Product quantity the server cart is known to hold, by cart line id (written by `syncCart`). */
  synced: Record<number, number>;
  /** The product lines being written to the server cart. */
  syncing: CartLine[];
}

export type CheckoutEvent =
  /** Select an address (also sent by the machine itself after Proses or a save). */
  | { type: 'address.select'; id: number; keepDelivery?: boolean }
  /** The radio in the choose panel. */
  | { type: 'address.pick'; id: number }
  /** 'Proses' in the choose panel. */
  | { type: 'address.confirm' }
  /** Submit the add or update form (already validated by the form's valibot schema). */
  | { type: 'address.save'; values: AddressInput }
  /** The delete button of an address in the choose panel: ask 'Kamu yakin akan menghapus alamat ini?'. */
  | { type: 'address.delete'; id: number }
  /** 'Ya, Hapus' in the delete confirmation. */
  | { type: 'address.deleteConfirm' }
  /** 'Batal' in the delete confirmation. */
  | { type: 'address.deleteCancel' }
  | { type: 'panel.add' }
  | { type: 'panel.choose' }
  | { type: 'panel.update'; id?: number }
  /** 'Cancel' in the choose panel, or closing the add/update form. */
  | { type: 'panel.close' }
  | { type: 'method.open' }
  | { type: 'method.close' }
  | { type: 'method.select'; methodType: string }
  | { type: 'courier.open' }
  | { type: 'courier.close' }
  | { type: 'courier.select'; rateId: number }
  | { type: 'insurance.toggle' }
  /** Items or quantities changed on the checkout page (already debounced by the view or cart helpers). */
  | { type: 'items.update'; lms: CartCourse[]; ecom: CartProduct[] }
  /** Product quantity controls on the checkout page (commerce §5 Cart quantity; typed input debounced 500 ms). */
  | { type: 'quantity.increment'; id: number }
  | { type: 'quantity.decrement'; id: number }
  | { type: 'quantity.type'; id: number; value: string }
  /** Promo modal (commerce §4 "Promo in checkout", same steps as the cart's): open, type, check, pick, apply, cancel. */
  | { type: 'promo.open' }
  | { type: 'promo.close' }
  | { type: 'promo.enter'; code: string }
  | { type: 'promo.check' }
  /** Pick a promo from the list: enters its code and checks it. */
  | { type: 'promo.pick'; code: string }
  /** 'Pakai Promo': recalculate with the checked code; applied when the calculation reports a discount. */
  | { type: 'promo.apply' }
  /** Cancel the promo: clears the code and recalculates (in the modal or from the summary). */
  | { type: 'promo.cancel' }
  /** The promo list was scrolled to the bottom: ask for 10 more (commerce §9). */
  | { type: 'promo.loadMore' }
  | { type: 'payment.start'; idempotencyKey: string }
  | { type: 'error.dismiss' }
  | { type: 'paymentError.dismiss' }
  /** Internal. */
  | { type: 'price.refresh' }
  | { type: 'price.settled' }
  | { type: 'promo.reset' }
  | { type: 'promos.refresh' }
  | { type: 'progress.save' }
  /** Internal: the selected address was deleted; the delivery goes back to 'no address'. */
  | { type: 'address.clear' };

/** Actor inputs and outputs. */
export interface LoadAddressesInput {
  userId: number;
}
export interface SaveAddressInput {
  /** null to add, an id to update. */
  id: number | null;
  values: AddressInput;
}
export interface DeleteAddressInput {
  id: number;
}
export interface PayOrderInput {
  invoice: string;
  user: CheckoutUser;
  recipient: Recipient;
  promoCode: string;
  logistic: Logistic;
  /** The lines as shown (product quantities changed on the page): the gateway prices the order with them. */
  lines: CartLine[];
  idempotencyKey: string;
}
export interface PayOrderOutput {
  token: string;
}
export interface OpenPaymentInput {
  token: string;
}
export type PaymentResult = 'success' | 'pending' | 'error' | 'close';
export interface OpenPaymentOutput {
  result: PaymentResult;
  message?: string;
}
/** Write changed product quantities into the member's server cart (cart add with update_cart true). */
export interface SyncCartInput {
  user: CheckoutUser;
  warehouseId: number | null;
  lines: CartLine[];
}
export interface CheckPromoInput {
  code: string;
}
export interface LoadPromosInput {
  /** Course ids (item_id) of the checkout's courses. */
  courseIds: number[];
  limit: number;
}
export interface PersistInput {
  progress: CheckoutProgress;
  promoCode: string;
  promoUsed: boolean;
  price: CheckoutPrice;
}

/** A placeholder actor that rejects until the app or a test provides the real one. */
const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });

const hasProducts = (ctx: CheckoutContext) => ctx.ecom.length > 0;
const selectedAddress = (ctx: CheckoutContext) => ctx.addresses.find((a) => a.id === ctx.addressId) ?? null;

/** The logistic for calculation and payment; null while a product checkout has no courier. */
export function logisticOf(ctx: CheckoutContext): Logistic | null {
  if (!hasProducts(ctx)) return COURSE_ONLY_LOGISTIC;
  if (!ctx.courier) return null;
  return logisticFor(ctx.courier, ctx.distance, ctx.insurance);
}

/** All checkout lines: courses quantity 1, products with their quantity. */
export function checkoutLines(ctx: Pick<CheckoutContext, 'lms' | 'ecom'>): CartLine[] {
  return [
    ...ctx.lms.map((c) => ({ type: 'lms' as const, item_id: c.item_id, quantity: COURSE_QUANTITY })),
    ...ctx.ecom.map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
  ];
}

/** The recipient built from the selected address (null without one). */
export const recipientOf = (ctx: CheckoutContext) => recipientFromAddress(selectedAddress(ctx), ctx.user.email);

/** The payment request as text: same recipient, logistic and promo means the same payment. */
const paymentRequest = (ctx: CheckoutContext) =>
  JSON.stringify([ctx.invoice, recipientOf(ctx), logisticOf(ctx), ctx.promo.used ? ctx.promo.code : '', checkoutLines(ctx)]);

const progressOf = (ctx: CheckoutContext): CheckoutProgress => ({
  addressId: ctx.addressId,
  methodType: ctx.method?.type ?? null,
  courierRateId: ctx.courier?.logistic_rate_id ?? null,
  insuranceApplied: ctx.insurance,
});

const shipItems = (ctx: CheckoutContext) =>
  ctx.ecom.map((p) => ({
    name: p.title,
    sku: p.sku,
    quantity: p.quantity,
    weight: p.weight,
    height: p.height,
    width: p.width,
    length: p.length,
    price: p.price,
    packing: false,
  }));

const destinationOf = (ctx: CheckoutContext) => {
  const a = selectedAddress(ctx)!;
  return { area_id: a.village_id || 1, address: a.address, lat: a.latitude ?? 0, lng: a.longitude ?? 0 };
};
const storeAddressOf = (ctx: CheckoutContext) => {
  const w = ctx.warehouse!;
  return { code: w.code, area_id: w.village_id || 1, lat: w.latitude ?? 0, lng: w.longitude ?? 0 };
};

const withQuantity = (ecom: CartProduct[], id: number, next: (p: CartProduct) => number) =>
  ecom.map((p) => (p.id === id ? { ...p, quantity: next(p) } : p));

const NO_DELIVERY = { method: null, courier: null, couriers: [] as Courier[], insurance: false };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadAddresses: notProvided<Address[], LoadAddressesInput>('checkout.loadAddresses'),
    saveAddress: notProvided<Address, SaveAddressInput>('checkout.saveAddress'),
    deleteAddress: notProvided<void, DeleteAddressInput>('checkout.deleteAddress'),
    loadMethods: notProvided<Pricing, PricingInput>('checkout.loadMethods'),
    loadCouriers: notProvided<Courier[], RateInput>('checkout.loadCouriers'),
    calculate: notProvided<Calculation, CalculationInput>('checkout.calculate'),
    payOrder: notProvided<PayOrderOutput, PayOrderInput>('checkout.payOrder'),
    openPayment: notProvided<OpenPaymentOutput, OpenPaymentInput>('checkout.openPayment'),
    persist: notProvided<void, PersistInput>('checkout.persist'),
    checkPromo: notProvided<Promo, CheckPromoInput>('checkout.checkPromo'),
    loadPromos: notProvided<Promo[], LoadPromosInput>('checkout.loadPromos'),
    syncCart: notProvided<void, SyncCartInput>('checkout.syncCart'),
  },
  guards: {
    hasItems: ({ context }) => context.lms.length + context.ecom.length > 0,
    hasProducts: ({ context }) => hasProducts(context),
    hasWarehouse: ({ context }) => context.warehouse !== null,
    warehouseHasCoordinates: ({ context }) => context.warehouse?.latitude != null && context.warehouse?.longitude != null,
    hasAddress: ({ context }) => context.addressId !== null,
    hasAddresses: ({ context }) => context.addresses.length > 0,
    isKnownAddress: ({ context, event }) => context.addresses.some((a) => a.id === (event as { id: number }).id),
    hasPickedAddress: ({ context }) => context.pickedAddressId !== null,
    hasEditTarget: ({ context, event }) => {
      const id = (event as { id?: number }).id ?? context.addressId;
      return id != null && context.addresses.some((a) => a.id === id);
    },
    isDeletingSelectedAddress: ({ context }) => context.deletingAddressId !== null && context.deletingAddressId === context.addressId,
    isUpdatingSelectedAddress: ({ context }) => context.savingAddress?.id != null && context.savingAddress.id === context.addressId,
    hasPreferredMethod: ({ context }) => !!context.preferred?.methodType && context.methods.some((m) => m.type === context.preferred!.methodType),
    hasSingleMethod: ({ context }) => context.methods.length === 1,
    hasMethods: ({ context }) => context.methods.length > 0,
    hasMethod: ({ context }) => context.method !== null,
    exceedsBdxRange: ({ context }) => exceedsBdxKm(context.distance),
    isBdxMethod: ({ context }) => isBdxType(context.method?.type),
    isWithinBdxRange: ({ context }) => isWithinBdxKm(context.distance),
    isOfferedMethod: ({ context, event }) => context.methods.some((m) => m.type === (event as { methodType: string }).methodType),
    hasPreferredCourier: ({ context }) =>
      context.preferred?.courierRateId != null && context.couriers.some((c) => c.logistic_rate_id === context.preferred!.courierRateId),
    hasAutoCourier: ({ context }) => autoCourier(context.couriers) !== null,
    isOfferedCourier: ({ context, event }) => context.couriers.some((c) => c.logistic_rate_id === (event as { rateId: number }).rateId),
    hasCourier: ({ context }) => context.courier !== null,
    canToggleInsurance: ({ context }) => !!context.courier && !isBdxType(context.method?.type) && !context.courier.must_use_insurance,
    isEmptyUpdate: ({ event }) => {
      const e = event as { lms: unknown[]; ecom: unknown[] };
      return e.lms.length + e.ecom.length === 0;
    },
    updateHasProducts: ({ event }) => ((event as { ecom?: unknown[] }).ecom ?? []).length > 0,
    hasPromo: ({ context }) => context.promo.code !== '',
    isPromoUsed: ({ context }) => context.promo.used,
    changesServerQuantities: ({ context, event }) =>
      ((event as { ecom?: CartProduct[] }).ecom ?? []).some((p) => p.quantity >= 1 && context.synced[p.id] !== p.quantity),
    hasPromoDraft: ({ context }) => normalisePromoCode(context.promoDraft) !== '',
    hasPickedCode: ({ event }) => normalisePromoCode((event as { code?: string }).code ?? '') !== '',
    hasCheckedPromo: ({ context }) => context.promoChecked !== null,
    isZeroPricePromo: ({ event }) => promoFoundMessage((event as unknown as { output: Promo }).output) !== null,
    hasCourses: ({ context }) => context.lms.length > 0,
    mayHaveMorePromos: ({ context }) => context.lms.length > 0 && !context.promosExhausted,
    isPromoModalOpen: stateIn('#checkout.active.promoModal.open'),
    isChoosingAddress: stateIn('#checkout.active.panel.choose'),
    isCheckoutProduct: ({ context, event }) => context.ecom.some((p) => p.id === (event as { id: number }).id),
    canIncrement: ({ context, event }) => {
      const p = context.ecom.find((x) => x.id === (event as { id: number }).id);
      return !!p && incrementQuantity(p.quantity, p.stock) !== p.quantity;
    },
    canDecrement: ({ context, event }) => {
      const p = context.ecom.find((x) => x.id === (event as { id: number }).id);
      return !!p && decrementQuantity(p.quantity) !== p.quantity;
    },
    isNetworkFailure: ({ event }) => toFailure((event as { error?: unknown }).error).kind === 'network',
    isInvoiceNotFound: ({ event }) => toFailure((event as { error?: unknown }).error).code === 404,
    isProfileIncomplete: ({ event }) => toFailure((event as { error?: unknown }).error).code === 422,
    isPaymentSettled: ({ event }) => {
      const r = (event as unknown as { output: OpenPaymentOutput }).output.result;
      return r === 'success' || r === 'pending';
    },
    isPaymentClosed: ({ event }) => (event as unknown as { output: OpenPaymentOutput }).output.result === 'close',
    isSettled: not(
      or([
        stateIn('#checkout.active.price.calculating'),
        stateIn('#checkout.active.delivery.loadingMethods'),
        stateIn('#checkout.active.delivery.loadingCouriers'),
        stateIn('#checkout.active.panel.add.saving'),
        stateIn('#checkout.active.panel.update.saving'),
        stateIn('#checkout.active.addressDelete.deleting'),
        stateIn('#checkout.active.quantity.pending'),
      ]),
    ),
    hasNoRecipient: ({ context }) => {
      const r = checkRecipient(recipientOf(context), !hasProducts(context));
      return !r.ok && r.kind === 'none';
    },
    hasIncompleteRecipient: ({ context }) => {
      const r = checkRecipient(recipientOf(context), !hasProducts(context));
      return !r.ok && r.kind === 'incomplete';
    },
    needsMethod: ({ context }) => hasProducts(context) && context.method === null,
    needsCourier: ({ context }) => hasProducts(context) && context.courier === null,
    hasProductWithoutQuantity: ({ context }) => context.ecom.some((p) => p.quantity < 1),
  },
  delays: {
    /** Typed quantity debounce, ms (commerce §9). */
    quantityDebounce: 500,
  },
  actions: {
    refreshPrice: raise({ type: 'price.refresh' }),
    /** Re-run delivery and price for the current items (same path as `items.update`). */
    itemsChanged: raise(({ context }) => ({ type: 'items.update' as const, lms: context.lms, ecom: context.ecom })),
    saveProgress: raise({ type: 'progress.save' }),
    priceSettled: raise({ type: 'price.settled' }),
    /** The product lines of an items.update to write to the server cart (quantities below 1 are never written). */
    syncLines: assign({
      syncing: ({ event }) =>
        ((event as { ecom?: CartProduct[] }).ecom ?? [])
          .filter((p) => p.quantity >= 1)
          .map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
    }),
    /** The applied promo was dropped by the server: an open modal goes back to code entry with the reason. */
    dropPromo: raise({ type: 'promo.reset' }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'checkout',
  description: 'Checkout: address, delivery method, courier, payment (commerce §2 Checkout, §4).',
  context: ({ input }) => {
    const c = input.checkout;
    const progress = input.progress ?? (c as Partial<StoredCheckout> | null)?.progress ?? null;
    return {
      user: input.user,
      invoice: c?.invoice ?? '',
      lms: c?.lms ?? [],
      ecom: c?.ecom ?? [],
      warehouse: c?.warehouse ?? null,
      zone: c?.zone ?? null,
      addresses: [],
      addressId: null,
      pickedAddressId: null,
      editingAddressId: null,
      deletingAddressId: null,
      distance: 0,
      methods: [],
      ...NO_DELIVERY,
      preferred: progress,
      calculation: null,
      summary: EMPTY_SUMMARY,
      promo: { code: c?.promoCode ?? '', used: c?.promoUsed ?? false },
      promoDraft: c?.promoCode ?? '',
      promoChecked: null,
      promoError: null,
      promos: [],
      promoLimit: PROMO_LIST_STEP,
      promosExhausted: false,
      error: null,
      paymentError: null,
      idempotencyKey: null,
      lastAttempt: null,
      token: null,
      savingAddress: null,
      synced: Object.fromEntries((c?.ecom ?? []).map((p) => [p.id, p.quantity])),
      syncing: [],
    };
  },
  initial: 'initializing',
  states: {
    initializing: {
      description: 'Check there is something to check out from a usable warehouse.',
      always: [
        { guard: not('hasItems'), target: 'redirectHome', description: 'Both carts are empty.' },
        { guard: and(['hasProducts', not('hasWarehouse')]), target: 'redirectHome', description: 'Products without warehouse data.' },
        {
          guard: and(['hasProducts', not('warehouseHasCoordinates')]),
          target: 'warehouseInvalid',
          description: 'The warehouse has no coordinates.',
          actions: assign({ error: WAREHOUSE_WITHOUT_COORDINATES }),
        },
        { target: 'loadingAddresses', description: 'Load the member’s addresses.' },
      ],
    },
    redirectHome: {
      type: 'final',
      description: 'Nothing to check out: the view navigates to /.',
    },
    warehouseInvalid: {
      type: 'final',
      description: 'The view shows `error` and then goes to the store site.',
    },
    loadingAddresses: {
      description: 'Loading addresses (limit 100) and choosing the restored or default one.',
      tags: ['loading', 'busy'],
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: ({ context }) => ({ userId: context.user.id }),
        onDone: {
          target: 'active',
          description: 'Addresses known: restore the address from progress, or take the default one.',
          actions: assign(({ context, event }) => {
            const addresses = event.output.map((a) => ({ ...a, distance: distanceKm(a, context.warehouse) }));
            const restored = addresses.find((a) => a.id === context.preferred?.addressId);
            const chosen = restored ?? addresses.find((a) => a.default) ?? null;
            return {
              addresses,
              addressId: chosen?.id ?? null,
              distance: chosen?.distance ?? 0,
              preferred: restored ? context.preferred : null,
            };
          }),
        },
        onError: {
          target: 'active',
          description: 'Addresses could not be loaded: continue without and say why.',
          actions: assign({ error: ({ event }) => toFailure(event.error).message, addresses: [] }),
        },
      },
    },
    active: {
      type: 'parallel',
      description: 'The checkout page: address panels, delivery, price and progress persistence side by side.',
      on: {
        'error.dismiss': { actions: 'clearError', description: 'The member closed the alert.' },
        'paymentError.dismiss': { actions: assign({ paymentError: null }), description: 'The member closed the payment error dialog.' },
        'items.update': {
          guard: or(['isEmptyUpdate', and(['updateHasProducts', not('hasWarehouse')])]),
          target: 'redirectHome',
          description: 'Nothing left to check out, or products without warehouse data.',
        },
        'promo.cancel': {
          guard: 'hasPromo',
          description: 'Cancel the promo: clear the code and recalculate.',
          actions: [assign({ promo: { code: '', used: false }, promoDraft: '', promoChecked: null, promoError: null }), 'refreshPrice', 'saveProgress'],
        },
        'payment.start': [
          {
            guard: and(['isSettled', 'hasNoRecipient']),
            description: 'No address: ask to create or choose one and open the add or choose panel.',
            actions: [
              assign({ error: ({ context }) => checkRecipientMessage(context) }),
              raise(({ context }) => ({ type: context.addresses.length > 0 ? ('panel.choose' as const) : ('panel.add' as const) })),
            ],
          },
          {
            guard: and(['isSettled', 'hasIncompleteRecipient']),
            description: 'Incomplete address: list the missing fields and open the update panel.',
            actions: [assign({ error: ({ context }) => checkRecipientMessage(context) }), raise({ type: 'panel.update' })],
          },
          {
            guard: and(['isSettled', 'needsMethod']),
            description: 'No delivery method yet.',
            actions: assign({ error: METHOD_REQUIRED }),
          },
          {
            guard: and(['isSettled', 'needsCourier']),
            description: 'No courier yet.',
            actions: assign({ error: COURIER_REQUIRED }),
          },
          {
            guard: and(['isSettled', 'hasProductWithoutQuantity']),
            description: 'A product with quantity 0.',
            actions: assign({ error: PRODUCT_QUANTITY_MIN }),
          },
          {
            guard: 'isSettled',
            target: 'paying',
            description: 'Everything is in place: request the payment token.',
            actions: assign({
              idempotencyKey: ({ context, event }) =>
                context.lastAttempt && context.lastAttempt.request === paymentRequest(context) ? context.lastAttempt.key : event.idempotencyKey,
              error: null,
              paymentError: null,
            }),
          },
        ],
      },
      states: {
        resuming: {
          type: 'history',
          history: 'deep',
          description: 'Back to the page as it was before paying.',
        },
        panel: {
          description: 'Exactly one address panel (or none) is shown.',
          initial: 'starting',
          on: {
            'panel.add': { target: '.add', description: 'Open the add form.' },
            'panel.choose': [
              {
                guard: 'hasAddresses',
                target: '.choose',
                description: 'Open the chooser with the current address ticked.',
                actions: assign({ pickedAddressId: ({ context }) => context.addressId }),
              },
              { target: '.add', description: 'No address to choose from: open the add form.' },
            ],
            'panel.update': {
              guard: 'hasEditTarget',
              target: '.update',
              description: 'Open the update form for an address (the selected one by default).',
              actions: assign({ editingAddressId: ({ context, event }) => event.id ?? context.addressId }),
            },
            'address.select': { guard: 'isKnownAddress', target: '.hidden', description: 'An address was selected: close panels.' },
          },
          states: {
            starting: {
              description: 'Pick the first panel.',
              always: [
                { guard: 'hasAddresses', target: 'hidden', description: 'There are addresses: no panel.' },
                { target: 'empty', description: 'No address at all.' },
              ],
            },
            hidden: { description: 'No panel shown.' },
            empty: {
              description: "'Kamu belum memiliki data alamat pengiriman' with an add button.",
            },
            choose: {
              description: "The address chooser (Cancel / Proses), a delete button per address; 'Kamu belum memiliki data alamat' once none is left.",
              on: {
                'address.pick': {
                  guard: 'isKnownAddress',
                  description: 'Tick an address.',
                  actions: assign({ pickedAddressId: ({ event }) => event.id }),
                },
                'address.confirm': {
                  guard: 'hasPickedAddress',
                  description: 'Proses: select the ticked address.',
                  actions: raise(({ context }) => ({ type: 'address.select' as const, id: context.pickedAddressId! })),
                },
                'panel.close': [
                  { guard: 'hasAddresses', target: 'hidden', description: 'Cancel.' },
                  { target: 'empty', description: "Cancel after every address was deleted: 'Kamu belum memiliki data alamat pengiriman'." },
                ],
              },
            },
            add: {
              description: 'The add form.',
              initial: 'editing',
              on: {
                'panel.close': [
                  { guard: 'hasAddresses', target: 'hidden', description: 'Close the form.' },
                  { target: 'empty', description: 'Close the form with no addresses.' },
                ],
              },
              states: {
                editing: {
                  description: 'Filling the form.',
                  on: {
                    'address.save': {
                      target: 'saving',
                      description: 'Save the new address.',
                      actions: assign({ savingAddress: ({ event }) => ({ id: null, values: event.values }) }),
                    },
                  },
                },
                saving: {
                  description: 'Saving the new address.',
                  tags: ['busy'],
                  invoke: {
                    id: 'saveAddress',
                    src: 'saveAddress',
                    input: ({ context }) => context.savingAddress!,
                    onDone: {
                      target: '#checkout.active.panel.hidden',
                      description: 'Saved: add it to the list and select it.',
                      actions: [
                        assign(({ context, event }) => ({
                          addresses: [
                            ...context.addresses.filter((a) => a.id !== event.output.id),
                            { ...event.output, distance: distanceKm(event.output, context.warehouse) },
                          ],
                          savingAddress: null,
                        })),
                        raise(({ event }) => ({ type: 'address.select' as const, id: event.output.id })),
                      ],
                    },
                    onError: {
                      target: 'editing',
                      description: 'Not saved: show the server message.',
                      actions: assign({ savingAddress: null, error: ({ event }) => toFailure(event.error).message }),
                    },
                  },
                },
              },
            },
            update: {
              description: 'The update form for `editingAddressId`.',
              initial: 'editing',
              on: {
                'panel.close': { target: 'hidden', description: 'Close the form.' },
              },
              states: {
                editing: {
                  description: 'Filling the form.',
                  on: {
                    'address.save': {
                      target: 'saving',
                      description: 'Save the changes.',
                      actions: assign({ savingAddress: ({ context, event }) => ({ id: context.editingAddressId, values: event.values }) }),
                    },
                  },
                },
                saving: {
                  description: 'Saving the changes.',
                  tags: ['busy'],
                  invoke: {
                    id: 'saveAddress',
                    src: 'saveAddress',
                    input: ({ context }) => context.savingAddress!,
                    onDone: [
                      {
                        guard: 'isUpdatingSelectedAddress',
                        target: '#checkout.active.panel.hidden',
                        description: 'The selected address changed: select it again, keeping the delivery if still offered.',
                        actions: [
                          assign(({ context, event }) => ({
                            addresses: context.addresses.map((a) =>
                              a.id === event.output.id ? { ...event.output, distance: distanceKm(event.output, context.warehouse) } : a,
                            ),
                            savingAddress: null,
                          })),
                          raise(({ event }) => ({ type: 'address.select' as const, id: event.output.id, keepDelivery: true })),
                        ],
                      },
                      {
                        target: '#checkout.active.panel.hidden',
                        description: 'Another address changed: update the list.',
                        actions: assign(({ context, event }) => ({
                          addresses: context.addresses.map((a) =>
                            a.id === event.output.id ? { ...event.output, distance: distanceKm(event.output, context.warehouse) } : a,
                          ),
                          savingAddress: null,
                        })),
                      },
                    ],
                    onError: {
                      target: 'editing',
                      description: 'Not saved: show the server message.',
                      actions: assign({ savingAddress: null, error: ({ event }) => toFailure(event.error).message }),
                    },
                  },
                },
              },
            },
          },
        },
        delivery: {
          description: 'Delivery method and courier for the products.',
          initial: 'starting',
          on: {
            'address.select': [
              {
                guard: and(['isKnownAddress', 'hasProducts']),
                target: '.loadingMethods',
                description: 'New address: reset method and courier, recalculate and load methods.',
                actions: [
                  assign(({ context, event }) => {
                    const a = context.addresses.find((x) => x.id === event.id)!;
                    return {
                      addressId: a.id,
                      distance: a.distance,
                      methods: [],
                      ...NO_DELIVERY,
                      preferred: event.keepDelivery ? progressOf(context) : null,
                    };
                  }),
                  'refreshPrice',
                  'saveProgress',
                ],
              },
              {
                guard: 'isKnownAddress',
                target: '.courseOnly',
                description: 'Course-only: the address is the recipient; no delivery.',
                actions: [
                  assign(({ context, event }) => {
                    const a = context.addresses.find((x) => x.id === event.id)!;
                    return { addressId: a.id, distance: a.distance };
                  }),
                  'refreshPrice',
                  'saveProgress',
                ],
              },
            ],
            'address.clear': [
              {
                guard: 'hasProducts',
                target: '.waiting',
                description: "The selected address was deleted: no address, method or courier ('Belum memilih alamat pengiriman').",
              },
              { target: '.courseOnly', description: 'The selected address was deleted from a course-only checkout: still no delivery.' },
            ],
            'items.update': [
              {
                guard: and([not('isEmptyUpdate'), 'hasWarehouse', 'hasAddress', 'updateHasProducts']),
                target: '.loadingMethods',
                description: 'Items changed: re-fetch methods and couriers, keeping the selection if still offered.',
                actions: [
                  assign(({ context, event }) => ({
                    lms: event.lms,
                    ecom: event.ecom,
                    preferred: progressOf(context),
                    methods: [],
                    ...NO_DELIVERY,
                  })),
                  'refreshPrice',
                  'saveProgress',
                ],
              },
              {
                guard: and([not('isEmptyUpdate'), 'hasWarehouse', 'updateHasProducts']),
                target: '.waiting',
                description: 'Items changed, no address yet.',
                actions: [assign({ lms: ({ event }) => event.lms, ecom: ({ event }) => event.ecom }), 'refreshPrice', 'saveProgress'],
              },
              {
                guard: and([not('isEmptyUpdate'), not('updateHasProducts')]),
                target: '.courseOnly',
                description: 'Only courses are left: no delivery.',
                actions: [
                  assign({ lms: ({ event }) => event.lms, ecom: ({ event }) => event.ecom, methods: [], ...NO_DELIVERY }),
                  'refreshPrice',
                  'saveProgress',
                ],
              },
            ],
          },
          states: {
            starting: {
              description: 'Pick the first delivery step.',
              always: [
                { guard: not('hasProducts'), target: 'courseOnly', description: 'Only courses: no delivery.' },
                { guard: 'hasAddress', target: 'loadingMethods', description: 'An address is chosen: load its methods.' },
                { target: 'waiting', description: 'No address yet.' },
              ],
            },
            waiting: { description: "No address: 'Belum memilih alamat pengiriman'." },
            courseOnly: { description: 'Course-only checkout uses the fallback BDX logistic; no method or courier.' },
            loadingMethods: {
              description: 'Loading the delivery methods for the address.',
              tags: ['busy', 'loading'],
              invoke: {
                id: 'loadMethods',
                src: 'loadMethods',
                input: ({ context }) => ({
                  destination: destinationOf(context),
                  store_address: storeAddressOf(context),
                  distance: context.distance,
                  items: shipItems(context),
                }),
                onDone: {
                  target: 'routingMethods',
                  description: 'Keep the methods the member may see.',
                  actions: assign({ methods: ({ context, event }) => visibleMethods(event.output.methods, context.distance) }),
                },
                onError: {
                  target: 'noMethods',
                  description: 'Methods could not be loaded: show the message.',
                  actions: assign({ methods: [], error: ({ event }) => toFailure(event.error).message }),
                },
              },
            },
            routingMethods: {
              description: 'Decide how the method is chosen.',
              always: [
                {
                  guard: 'hasPreferredMethod',
                  target: 'routingMethod',
                  description: 'The restored or previous method is still offered: keep it.',
                  actions: assign({ method: ({ context }) => context.methods.find((m) => m.type === context.preferred!.methodType)! }),
                },
                {
                  guard: 'hasSingleMethod',
                  target: 'routingMethod',
                  description: 'One method: select it.',
                  actions: assign({ method: ({ context }) => context.methods[0]! }),
                },
                {
                  guard: 'hasMethods',
                  target: 'choosingMethod',
                  description: 'Several methods: open the picker.',
                  actions: assign({ preferred: null }),
                },
                {
                  guard: 'exceedsBdxRange',
                  target: 'noMethods',
                  description: 'No methods and farther than 20 km: reopen the address chooser.',
                  actions: [assign({ preferred: null }), raise({ type: 'panel.choose' })],
                },
                { target: 'noMethods', description: 'No methods.', actions: assign({ preferred: null }) },
              ],
            },
            routingMethod: {
              description: 'A method is chosen: bdx has a fixed courier, others load couriers.',
              always: [
                {
                  guard: and(['isBdxMethod', 'isWithinBdxRange']),
                  target: 'complete',
                  description: 'BDX within 20 km: the courier is BDX regular, rate id 0, no insurance.',
                  actions: [
                    assign(({ context }) => ({ courier: bdxCourier(context.method!), insurance: false, preferred: null })),
                    'refreshPrice',
                    'saveProgress',
                  ],
                },
                {
                  guard: 'isBdxMethod',
                  target: 'waiting',
                  description: 'BDX farther than 20 km: error and the address selection is cleared.',
                  actions: [
                    assign({ error: BDX_TOO_FAR, addressId: null, distance: 0, methods: [], ...NO_DELIVERY, preferred: null }),
                    raise({ type: 'panel.choose' }),
                    'refreshPrice',
                    'saveProgress',
                  ],
                },
                { target: 'loadingCouriers', description: 'Load the couriers of the method.' },
              ],
            },
            choosingMethod: {
              description: 'The method picker is open.',
              tags: ['methodPicker'],
              on: {
                'method.select': {
                  guard: 'isOfferedMethod',
                  target: 'routingMethod',
                  description: 'Choosing a method resets the courier.',
                  actions: [
                    assign(({ context, event }) => ({
                      method: context.methods.find((m) => m.type === event.methodType)!,
                      courier: null,
                      couriers: [],
                      insurance: false,
                      preferred: null,
                    })),
                    'refreshPrice',
                  ],
                },
                'method.close': [
                  { guard: 'hasCourier', target: 'complete', description: 'Closed without change.' },
                  { guard: 'hasMethod', target: 'awaitingCourier', description: 'Closed; the courier is still missing.' },
                  { target: 'awaitingMethod', description: 'Closed without a method.' },
                ],
              },
            },
            awaitingMethod: {
              description: "Methods are offered but none chosen: 'Belum memilih pengiriman'.",
              on: { 'method.open': { target: 'choosingMethod', description: 'Open the method picker.' } },
            },
            loadingCouriers: {
              description: 'Loading the couriers of the chosen method.',
              tags: ['busy', 'loading'],
              invoke: {
                id: 'loadCouriers',
                src: 'loadCouriers',
                input: ({ context }) => ({
                  rate_type: context.method!.type,
                  get_default: true,
                  destination: destinationOf(context),
                  store_address: storeAddressOf(context),
                  items: shipItems(context),
                  limit: 1000,
                  page: 1,
                }),
                onDone: {
                  target: 'routingCouriers',
                  description: 'Couriers known.',
                  actions: assign({ couriers: ({ event }) => event.output }),
                },
                onError: {
                  target: 'awaitingCourier',
                  description: 'Couriers could not be loaded: show the message.',
                  actions: assign({ couriers: [], error: ({ event }) => toFailure(event.error).message }),
                },
              },
            },
            routingCouriers: {
              description: 'Decide how the courier is chosen.',
              always: [
                {
                  guard: 'hasPreferredCourier',
                  target: 'complete',
                  description: 'The restored or previous courier is still offered: keep it.',
                  actions: [
                    assign(({ context }) => {
                      const courier = context.couriers.find((c) => c.logistic_rate_id === context.preferred!.courierRateId)!;
                      return {
                        courier,
                        insurance: courier.must_use_insurance || context.preferred!.insuranceApplied,
                        preferred: null,
                      };
                    }),
                    'refreshPrice',
                    'saveProgress',
                  ],
                },
                {
                  guard: 'hasAutoCourier',
                  target: 'complete',
                  description: 'One courier, or a default one: select it.',
                  actions: [
                    assign(({ context }) => {
                      const courier = autoCourier(context.couriers)!;
                      return { courier, insurance: courier.must_use_insurance, preferred: null };
                    }),
                    'refreshPrice',
                    'saveProgress',
                  ],
                },
                { target: 'choosingCourier', description: 'Several couriers, no default: open the picker.', actions: assign({ preferred: null }) },
              ],
            },
            choosingCourier: {
              description: 'The courier picker is open.',
              tags: ['courierPicker'],
              on: {
                'courier.select': {
                  guard: 'isOfferedCourier',
                  target: 'complete',
                  description: 'Courier chosen; a must-insure courier forces insurance on.',
                  actions: [
                    assign(({ context, event }) => {
                      const courier = context.couriers.find((c) => c.logistic_rate_id === event.rateId)!;
                      return { courier, insurance: courier.must_use_insurance };
                    }),
                    'refreshPrice',
                    'saveProgress',
                  ],
                },
                'courier.close': [
                  { guard: 'hasCourier', target: 'complete', description: 'Closed without change.' },
                  { target: 'awaitingCourier', description: 'Closed without a courier.' },
                ],
                'method.open': { target: 'choosingMethod', description: 'Go back to the method picker.' },
              },
            },
            awaitingCourier: {
              description: 'A method without a courier.',
              on: {
                'courier.open': { target: 'choosingCourier', description: 'Open the courier picker.' },
                'method.open': { target: 'choosingMethod', description: 'Open the method picker.' },
              },
            },
            complete: {
              description: 'Method and courier chosen.',
              on: {
                'method.open': { target: 'choosingMethod', description: 'Change the method.' },
                'courier.open': {
                  guard: not('isBdxMethod'),
                  target: 'choosingCourier',
                  description: 'Change the courier (the BDX courier cannot be changed).',
                },
                'insurance.toggle': {
                  guard: 'canToggleInsurance',
                  description: 'Insurance on or off (locked for must-insure couriers, absent for BDX).',
                  actions: [assign({ insurance: ({ context }) => !context.insurance }), 'refreshPrice', 'saveProgress'],
                },
              },
            },
            noMethods: {
              description: "No delivery method for the address: 'Belum memilih pengiriman'.",
            },
          },
        },
        price: {
          description: 'The price summary with promo.',
          initial: 'calculating',
          states: {
            idle: {
              description: 'Up to date.',
              on: { 'price.refresh': { target: 'calculating', description: 'Something changed: recalculate.' } },
            },
            calculating: {
              description: 'Asking the gateway for the price.',
              tags: ['calculating'],
              on: {
                'price.refresh': { target: 'calculating', reenter: true, description: 'Changed again: the latest request wins.' },
              },
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: ({ context }) => ({
                  user_id: context.user.id,
                  price_type: context.user.type,
                  price_tier: context.user.tier as 1 | 2 | 3,
                  warehouse_id: context.warehouse?.id ?? null,
                  cart: checkoutLines(context),
                  promo_code: context.promo.code,
                  logistic: logisticOf(context),
                }),
                onDone: {
                  target: 'idle',
                  description: 'Price known; a reported discount means the promo is applied.',
                  actions: [
                    assign(({ context, event }) => ({
                      calculation: event.output,
                      summary: summaryFromCalculation(event.output),
                      promo: { code: context.promo.code, used: context.promo.code !== '' && event.output.discount > 0 },
                    })),
                    'saveProgress',
                    'priceSettled',
                  ],
                },
                onError: [
                  {
                    guard: 'isNetworkFailure',
                    target: 'idle',
                    description: 'Network failure: keep the last price and say so.',
                    actions: [assign({ error: ({ event }) => toFailure(event.error).message }), 'priceSettled'],
                  },
                  {
                    guard: and(['hasPromo', 'isPromoModalOpen']),
                    target: 'calculating',
                    reenter: true,
                    description: 'The promo just applied in the modal does not fit: clear it, say why in the modal and recalculate.',
                    actions: [
                      assign({ promo: { code: '', used: false }, promoChecked: null, promoError: ({ event }) => calculationMessage(toFailure(event.error)) }),
                      'dropPromo',
                      'saveProgress',
                    ],
                  },
                  {
                    guard: 'hasPromo',
                    target: 'calculating',
                    reenter: true,
                    description: 'The promo does not fit: clear it, show why and recalculate.',
                    actions: [
                      assign({ promo: { code: '', used: false }, promoChecked: null, error: ({ event }) => calculationMessage(toFailure(event.error)) }),
                      'saveProgress',
                    ],
                  },
                  {
                    target: 'idle',
                    description: 'Calculation failed: show the server message.',
                    actions: [assign({ error: ({ event }) => calculationMessage(toFailure(event.error)) }), 'priceSettled'],
                  },
                ],
              },
            },
          },
        },
        quantity: {
          description: 'Product quantity controls: plus/minus apply at once, typed input 500 ms after the last keystroke.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No typed quantity waiting.',
              on: {
                'quantity.increment': {
                  guard: 'canIncrement',
                  description: 'Plus, stopping at stock: re-fetch delivery and price.',
                  actions: [assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => incrementQuantity(p.quantity, p.stock)) }), 'itemsChanged'],
                },
                'quantity.decrement': {
                  guard: 'canDecrement',
                  description: 'Minus, stopping at 1: re-fetch delivery and price.',
                  actions: [assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => decrementQuantity(p.quantity)) }), 'itemsChanged'],
                },
                'quantity.type': {
                  guard: 'isCheckoutProduct',
                  target: 'pending',
                  description: 'Typed quantity: clamp now, re-fetch after the debounce.',
                  actions: assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => clampTypedQuantity(event.value, p.stock)) }),
                },
              },
            },
            pending: {
              description: 'A typed quantity waits 500 ms for more keystrokes.',
              after: {
                quantityDebounce: { target: 'idle', description: 'Stopped typing: re-fetch delivery and price.', actions: 'itemsChanged' },
              },
              on: {
                'quantity.type': {
                  guard: 'isCheckoutProduct',
                  target: 'pending',
                  reenter: true,
                  description: 'More typing restarts the debounce.',
                  actions: assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => clampTypedQuantity(event.value, p.stock)) }),
                },
                'quantity.increment': {
                  guard: 'canIncrement',
                  target: 'idle',
                  description: 'Plus while typing: apply everything now.',
                  actions: [assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => incrementQuantity(p.quantity, p.stock)) }), 'itemsChanged'],
                },
                'quantity.decrement': {
                  guard: 'canDecrement',
                  target: 'idle',
                  description: 'Minus while typing: apply everything now.',
                  actions: [assign({ ecom: ({ context, event }) => withQuantity(context.ecom, event.id, (p) => decrementQuantity(p.quantity)) }), 'itemsChanged'],
                },
              },
            },
          },
        },
        promoModal: {
          description: "The promo modal (commerce §4 'Promo in checkout'): enter and check a code, see it with its cashback, then 'Pakai Promo' or cancel.",
          initial: 'closed',
          states: {
            closed: {
              description: "The modal is closed; the summary button shows 'n promo dipakai' when a promo is used.",
              on: {
                'promo.open': [
                  {
                    guard: and(['isPromoUsed', 'hasCheckedPromo']),
                    target: 'open.selected',
                    description: 'Show the promo already applied.',
                    actions: [assign({ promoError: null }), raise({ type: 'promos.refresh' })],
                  },
                  {
                    target: 'open.editing',
                    description: 'Open the modal to enter a code; the promo list is loaded (10 first).',
                    actions: [
                      assign(({ context }) => ({ promoDraft: context.promo.used ? context.promo.code : '', promoError: null })),
                      raise({ type: 'promos.refresh' }),
                    ],
                  },
                ],
              },
            },
            open: {
              description: 'The modal is open.',
              initial: 'editing',
              on: {
                'promo.reset': { target: '.editing', description: 'The promo was dropped by the calculation: enter a code again.' },
                'promo.close': {
                  target: 'closed',
                  description: 'Close the modal; a checked promo that was not applied is dropped, an applied one stays.',
                  actions: assign(({ context }) => ({
                    promoChecked: context.promo.used ? context.promoChecked : null,
                    promoDraft: context.promo.used ? context.promo.code : '',
                    promoError: null,
                  })),
                },
              },
              states: {
                editing: {
                  description: 'Entering a code.',
                  on: {
                    'promo.enter': {
                      description: 'Typing the code.',
                      actions: assign({ promoDraft: ({ event }) => event.code, promoChecked: null, promoError: null }),
                    },
                    'promo.pick': {
                      guard: 'hasPickedCode',
                      target: 'checking',
                      description: 'A promo picked from the list is checked at once.',
                      actions: assign({ promoDraft: ({ event }) => normalisePromoCode(event.code), promoChecked: null, promoError: null }),
                    },
                    'promo.check': [
                      {
                        guard: not('hasPromoDraft'),
                        description: 'The code is required.',
                        actions: assign({ promoError: PROMO_CODE_REQUIRED }),
                      },
                      { target: 'checking', description: 'Check the code.', actions: assign({ promoError: null }) },
                    ],
                  },
                },
                checking: {
                  description: "Checking the code with the gateway; 'Pakai Promo' is disabled meanwhile.",
                  tags: ['promoChecking'],
                  invoke: {
                    id: 'checkPromo',
                    src: 'checkPromo',
                    input: ({ context }) => ({ code: normalisePromoCode(context.promoDraft) }),
                    onDone: [
                      {
                        guard: 'isZeroPricePromo',
                        target: 'editing',
                        description: "Price 0 counts as not found: 'Kode voucher tidak ditemukan'.",
                        actions: assign({ promoError: ({ event }) => promoFoundMessage(event.output) }),
                      },
                      {
                        target: 'selected',
                        description: 'Found: show it with its cashback.',
                        actions: assign({ promoChecked: ({ event }) => event.output, promoError: null }),
                      },
                    ],
                    onError: {
                      target: 'editing',
                      description: 'Not valid: show the message for its code (403/404/422/423/424, else the server message).',
                      actions: assign({ promoChecked: null, promoError: ({ event }) => promoCheckMessage(toFailure(event.error)) }),
                    },
                  },
                },
                selected: {
                  description: "A valid promo is shown with its cashback; 'Pakai Promo' or cancel.",
                  on: {
                    'promo.apply': {
                      guard: 'hasCheckedPromo',
                      target: 'applying',
                      description: "'Pakai Promo': recalculate with the code.",
                      actions: [
                        assign(({ context }) => ({ promo: { code: context.promoChecked!.promo_code, used: false }, promoError: null })),
                        'refreshPrice',
                      ],
                    },
                    'promo.cancel': [
                      {
                        guard: 'hasPromo',
                        target: 'editing',
                        description: 'Cancel the applied promo: the code is cleared and the price recalculated.',
                        actions: [
                          assign({ promo: { code: '', used: false }, promoDraft: '', promoChecked: null, promoError: null }),
                          'refreshPrice',
                          'saveProgress',
                        ],
                      },
                      {
                        target: 'editing',
                        description: 'Cancel the checked promo: the code is cleared.',
                        actions: assign({ promoDraft: '', promoChecked: null, promoError: null }),
                      },
                    ],
                  },
                },
                applying: {
                  description: 'Waiting for the calculation with the code; the modal closes once it reports a discount.',
                  tags: ['promoApplying'],
                  on: {
                    'price.settled': [
                      {
                        guard: 'isPromoUsed',
                        target: '#checkout.active.promoModal.closed',
                        description: 'The calculation reported a discount: applied (and stored by persist); the modal closes.',
                      },
                      {
                        target: 'selected',
                        description: 'No discount (or no answer): the promo is not applied; say why and keep it checked.',
                        actions: [
                          assign(({ context }) => ({
                            promo: { code: '', used: false },
                            promoError: context.error ?? (CALCULATION_MESSAGES[404] as string),
                          })),
                          'saveProgress',
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        promoList: {
          description: 'Eligible promos of the checkout courses: limit 10, growing by 10 at the bottom of the list; price 0 hidden.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The list is up to date.',
              on: {
                'promos.refresh': [
                  {
                    guard: 'hasCourses',
                    target: 'loading',
                    description: 'The modal opened: load the first 10.',
                    actions: assign({ promoLimit: PROMO_LIST_STEP, promosExhausted: false }),
                  },
                  { description: 'No course: no promos.', actions: assign({ promos: [], promosExhausted: true }) },
                ],
                'promo.loadMore': {
                  guard: and(['isPromoModalOpen', 'mayHaveMorePromos']),
                  target: 'loading',
                  description: 'Scrolled to the bottom: ask for 10 more.',
                  actions: assign({ promoLimit: ({ context }) => context.promoLimit + PROMO_LIST_STEP }),
                },
              },
            },
            loading: {
              description: 'Loading the promo list.',
              tags: ['promoListLoading'],
              invoke: {
                id: 'loadPromos',
                src: 'loadPromos',
                input: ({ context }) => ({ courseIds: context.lms.map((c) => c.item_id), limit: context.promoLimit }),
                onDone: {
                  target: 'idle',
                  description: 'Show the promos with a price.',
                  actions: assign(({ context, event }) => ({
                    promos: visiblePromos(event.output),
                    promosExhausted: event.output.length < context.promoLimit,
                  })),
                },
                onError: {
                  target: 'idle',
                  description: 'List failures are only logged and give an empty list (commerce §8 General).',
                  actions: assign({ promos: [], promosExhausted: true }),
                },
              },
            },
          },
        },
        cartSync: {
          description: 'Quantities changed on checkout are written to the server cart (cart add, update_cart true).',
          initial: 'idle',
          states: {
            idle: {
              description: 'The server cart holds the shown quantities (or the last write failed and was reported).',
              on: {
                'items.update': {
                  guard: and(['hasWarehouse', 'changesServerQuantities']),
                  target: 'saving',
                  description: 'A product quantity differs from the server cart: write the lines.',
                  actions: 'syncLines',
                },
              },
            },
            saving: {
              description: 'Writing the quantities.',
              on: {
                'items.update': {
                  guard: and(['hasWarehouse', 'changesServerQuantities']),
                  target: 'saving',
                  reenter: true,
                  description: 'Changed again while writing: write the latest lines instead.',
                  actions: 'syncLines',
                },
              },
              invoke: {
                id: 'syncCart',
                src: 'syncCart',
                input: ({ context }) => ({ user: context.user, warehouseId: context.warehouse?.id ?? null, lines: context.syncing }),
                onDone: {
                  target: 'idle',
                  description: 'Written: remember what the server cart holds.',
                  actions: assign(({ context }) => {
                    const byItem = new Map(context.syncing.map((l) => [l.item_id, l.quantity]));
                    const synced = { ...context.synced };
                    for (const p of context.ecom) if (byItem.has(p.item_id)) synced[p.id] = byItem.get(p.item_id)!;
                    return { synced, syncing: [] };
                  }),
                },
                onError: {
                  target: 'idle',
                  description: 'Not written: say so; the payment still carries the shown quantities.',
                  actions: assign({ syncing: [], error: ({ event }) => toFailure(event.error).message }),
                },
              },
            },
          },
        },
        addressDelete: {
          description:
            "Deleting an address from the chooser (commerce §5 Address form, §8 Address): confirm 'Kamu yakin akan menghapus alamat ini?' (Ya, Hapus / Batal), then delete.",
          initial: 'idle',
          states: {
            idle: {
              description: 'No delete confirmation shown.',
              on: {
                'address.delete': {
                  guard: and(['isChoosingAddress', 'isKnownAddress']),
                  target: 'confirming',
                  description: "The delete button of an address in the choose panel: ask 'Kamu yakin akan menghapus alamat ini?'.",
                  actions: assign({ deletingAddressId: ({ event }) => event.id }),
                },
              },
            },
            confirming: {
              description: "The confirmation dialog: 'Ya, Hapus' or 'Batal'.",
              tags: ['addressDeleteConfirm'],
              on: {
                'address.deleteConfirm': { target: 'deleting', description: "'Ya, Hapus': delete the address." },
                'address.deleteCancel': {
                  target: 'idle',
                  description: "'Batal': nothing is deleted.",
                  actions: assign({ deletingAddressId: null }),
                },
              },
            },
            deleting: {
              description: 'Deleting the address on the gateway; the dialog waits.',
              tags: ['busy', 'addressDeleting'],
              invoke: {
                id: 'deleteAddress',
                src: 'deleteAddress',
                input: ({ context }) => ({ id: context.deletingAddressId! }),
                onDone: [
                  {
                    guard: 'isDeletingSelectedAddress',
                    target: 'idle',
                    description:
                      'The selected address was deleted: it leaves the list, the address, method and courier are cleared (as with no address) and the price recalculated.',
                    actions: [
                      assign(({ context }) => ({
                        addresses: context.addresses.filter((a) => a.id !== context.deletingAddressId),
                        pickedAddressId: context.pickedAddressId === context.deletingAddressId ? null : context.pickedAddressId,
                        deletingAddressId: null,
                        addressId: null,
                        distance: 0,
                        methods: [],
                        ...NO_DELIVERY,
                        preferred: null,
                      })),
                      raise({ type: 'address.clear' }),
                      'refreshPrice',
                      'saveProgress',
                    ],
                  },
                  {
                    target: 'idle',
                    description: 'Another address was deleted: it leaves the list; the selection and delivery stay.',
                    actions: assign(({ context }) => ({
                      addresses: context.addresses.filter((a) => a.id !== context.deletingAddressId),
                      pickedAddressId: context.pickedAddressId === context.deletingAddressId ? null : context.pickedAddressId,
                      deletingAddressId: null,
                    })),
                  },
                ],
                onError: {
                  target: 'idle',
                  description: 'Not deleted: the server message in the error dialog; addresses and cart stay as they were.',
                  actions: assign({ deletingAddressId: null, error: ({ event }) => toFailure(event.error).message }),
                },
              },
            },
          },
        },
        persistence: {
          description: 'Keeps the stored checkout in step so a reload returns to the same step.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing to write.',
              on: { 'progress.save': { target: 'saving', description: 'Write the progress.' } },
            },
            saving: {
              description: 'Writing the progress, promo and price.',
              on: { 'progress.save': { target: 'saving', reenter: true, description: 'Write the latest instead.' } },
              invoke: {
                id: 'persist',
                src: 'persist',
                input: ({ context }) => ({
                  progress: progressOf(context),
                  promoCode: context.promo.code,
                  promoUsed: context.promo.used,
                  price: checkoutPriceFromSummary(context.summary),
                }),
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
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => ({
          invoice: context.invoice,
          user: context.user,
          recipient: recipientOf(context)!,
          promoCode: context.promo.used ? context.promo.code : '',
          logistic: logisticOf(context)!,
          lines: checkoutLines(context),
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: {
          target: 'openingPayment',
          description: 'Token received: open the payment popup.',
          actions: assign({ token: ({ event }) => event.output.token, lastAttempt: null }),
        },
        onError: [
          {
            guard: 'isNetworkFailure',
            target: '#checkout.active.resuming',
            description: 'Network failure: nothing changes; say so. The same request again reuses the key.',
            actions: assign(({ context, event }) => ({
              lastAttempt: { key: context.idempotencyKey!, request: paymentRequest(context) },
              idempotencyKey: null,
              error: toFailure(event.error).message,
            })),
          },
          {
            guard: 'isProfileIncomplete',
            target: 'profileIncomplete',
            description: '422: the profile must be completed first (GeneralInformation).',
            actions: assign({
              idempotencyKey: null,
              lastAttempt: null,
              promo: { code: '', used: false },
              error: ({ event }) => toFailure(event.error).message,
            }),
          },
          {
            guard: 'isInvoiceNotFound',
            target: '#checkout.active.resuming',
            description: '404: the invoice is gone or already processed; the promo is cleared and the price recalculated.',
            actions: [
              assign({ idempotencyKey: null, lastAttempt: null, promo: { code: '', used: false }, error: INVOICE_NOT_FOUND }),
              'refreshPrice',
              'saveProgress',
            ],
          },
          {
            target: '#checkout.active.resuming',
            description: 'Payment failed: the promo is cleared, the price recalculated and the message shown.',
            actions: [
              assign({
                idempotencyKey: null,
                lastAttempt: null,
                promo: { code: '', used: false },
                error: ({ event }) => toFailure(event.error).message,
              }),
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
          { guard: 'isPaymentSettled', target: 'paid', description: 'success or pending: go to CheckoutStatus.' },
          {
            guard: 'isPaymentClosed',
            target: '#checkout.active.resuming',
            description: 'Closed: nothing happens.',
            actions: assign({ idempotencyKey: null }),
          },
          {
            target: '#checkout.active.resuming',
            description: 'error: show the message in an error dialog.',
            actions: assign({ idempotencyKey: null, paymentError: ({ event }) => event.output.message ?? '' }),
          },
        ],
        onError: {
          target: '#checkout.active.resuming',
          description: 'The popup failed: show the message in an error dialog.',
          actions: assign({ idempotencyKey: null, paymentError: ({ event }) => toFailure(event.error).message }),
        },
      },
    },
    paid: {
      type: 'final',
      description: 'Paid or pending: the view clears the stored checkout and navigates to CheckoutStatus for `invoice`.',
      tags: ['paid'],
    },
    profileIncomplete: {
      type: 'final',
      description: 'Payment answered 422: the view navigates to GeneralInformation (profile edit).',
    },
  },
  output: ({ context }) => ({ invoice: context.invoice }),
});

/**
 * Whether an address in the chooser is out of the delivery area for the current delivery state (commerce §4):
 * it then shows 'Diluar area pengiriman' and no radio. `address.distance` is km to the warehouse.
 */
export function addressOutOfArea(ctx: CheckoutContext, address: CheckoutAddress): boolean {
  if (!hasProducts(ctx)) return false;
  return isOutOfArea({
    methodType: ctx.method?.type ?? null,
    methodCount: ctx.methods.length,
    hasAddress: ctx.addressId !== null,
    distanceKm: address.distance,
  });
}

/**
 * The delivery form's field messages (commerce §5): while a payment attempt is blocked for want of a method or a
 * courier, the delivery box marks the missing field with 'Metode Pengiriman harus diisi' / 'Kurir harus diisi'.
 * They follow `context.error`, so they clear with it (a choice or a dismissal).
 */
export function deliveryFieldErrors(ctx: CheckoutContext): { method: string | null; courier: string | null } {
  return {
    method: ctx.error === METHOD_REQUIRED ? METHOD_FIELD_REQUIRED : null,
    courier: ctx.error === COURIER_REQUIRED ? COURIER_FIELD_REQUIRED : null,
  };
}

function checkRecipientMessage(ctx: CheckoutContext): string {
  const r = checkRecipient(recipientOf(ctx), !hasProducts(ctx));
  return r.ok ? '' : r.message;
}

export type CheckoutMachine = typeof checkoutMachine;
