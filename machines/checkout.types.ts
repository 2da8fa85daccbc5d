/**
 * The public shape of machines/checkout.machine.ts: its input, context, events, the inputs and outputs of the
 * actors the app provides (src/features/checkout/checkout.actors.ts), and the pure readings of its context that
 * the machine, the views and the tests share (logistic, lines, recipient, stored progress, field messages).
 */
import type { CalculationInput, CartCourse, CartLine, CartProduct, Logistic } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import type { Courier, DeliveryMethod } from '../src/api/shipper';
import type { CheckoutProgress, StoredCheckout } from '../src/lib/checkout-storage';
import type { AddressBookReport, CheckoutAddress } from './address-book.machine';
import type { CartSyncReport, SyncCartInput } from './cart-sync.machine';
import type { CheckoutProgressReport, PersistInput } from './checkout-progress.machine';
import type { CheckoutProductsReport } from './checkout-products.machine';
import type { OpenPaymentInput, OpenPaymentOutput, PaymentReport, PaymentResult, PayOrderInput, PayOrderOutput } from './payment.machine';
import type { PriceReport } from './price.machine';
import type { WorkerId } from './shared/work';
import type { DeliveryReport } from './delivery.machine';
import { COURIER_FIELD_REQUIRED, COURIER_REQUIRED, INVOICE_NOT_FOUND, METHOD_FIELD_REQUIRED, METHOD_REQUIRED } from './messages';
import type { PromoRequest } from './promo.machine';
import { COURSE_ONLY_LOGISTIC, logisticFor } from './shared/delivery';
import { priceTierOf, type Member } from './shared/member';
import { checkoutPriceFromSummary, EMPTY_SUMMARY, type PriceSummary } from './shared/price';
import { COURSE_QUANTITY } from './shared/quantity';
import type { Failure } from './shared/failure';
import { checkRecipient, recipientFromAddress } from './shared/recipient';

/** The stored checkout fields the machine reads (a StoredCheckout is accepted as is). */
export type CheckoutSeed = Pick<
  StoredCheckout,
  'invoice' | 'promoCode' | 'promoSelected' | 'promoUsed' | 'price' | 'lms' | 'ecom' | 'warehouse' | 'zone'
> & { progress?: CheckoutProgress };

export interface CheckoutInput {
  /** null when nothing is stored (→ redirectHome). */
  checkout: CheckoutSeed | null;
  user: Member;
  /** Where the member was before a reload; falls back to `checkout.progress` when absent. */
  progress?: CheckoutProgress | null;
}

/** What the delivery child last said: the choice (while it loads, it reports `work.started`). */
export interface DeliveryFacts {
  method: DeliveryMethod | null;
  courier: Courier | null;
  insurance: boolean;
}

export interface CheckoutPromo {
  code: string;
  /** True once a calculation reported a discount for `code`. */
  used: boolean;
  /** The code was chosen in the modal and its calculation has not answered yet (the modal waits for it). */
  trying: boolean;
}

export interface CheckoutContext {
  user: Member;
  invoice: string;
  lms: CartCourse[];
  /** Products with the quantities shown (and paid). */
  ecom: CartProduct[];
  warehouse: Warehouse | null;
  zone: CheckoutSeed['zone'];
  /** The progress to return to after a reload (read once by the children's inputs). */
  restore: CheckoutProgress | null;
  /** The selected address as the address book reported it (the recipient; its distance prices the delivery). */
  address: CheckoutAddress | null;
  delivery: DeliveryFacts;
  summary: PriceSummary;
  promo: CheckoutPromo;
  /** The page's alert ('Tutup'); `error.dismiss` clears it. */
  error: string | null;
  /** The payment popup's error dialog. */
  paymentError: string | null;
  /**
   * What the profile lacks, as the gateway said when the payment answered 422 (e.g. 'No telepon belum diisi, lengkapi
   * profil kamu terlebih dahulu'); the page shows it with 'Lengkapi Profil'. null otherwise; the next payment clears it.
   */
  profileProblem: string | null;
  idempotencyKey: string | null;
  /** A payment request that failed on the network, with its key: the same request again reuses the key. */
  lastAttempt: { key: string; request: string } | null;
  /**
   * The children with work under way (a typed quantity or a move, an address save or delete, methods or couriers
   * loading, a price calculation), as they reported it (`work.started` / `work.ended`): the payment waits for none.
   */
  working: WorkerId[];
}

/**
 * What the page sends the checkout. The address box, the delivery box, the product list and the promo modal talk to
 * the children (addressBook, delivery, products, promo).
 */
export type CheckoutEvent =
  /** 'Gunakan Kode Promo' in the summary: open the promo modal. */
  | { type: 'promo.open' }
  /** Cancel the applied promo from the summary. */
  | { type: 'promo.cancel' }
  /** 'Bayar Sekarang'; the key makes the payment request idempotent. */
  | { type: 'payment.start'; idempotencyKey: string }
  | { type: 'error.dismiss' }
  | { type: 'paymentError.dismiss' }
  /** 'Lengkapi Profil' after a payment 422: store the checkout and go complete the profile (decision 052). */
  | { type: 'profile.complete' };

/**
 * Emitted when the page is left (STYLE.md: leaving a flow is an event the view follows): `home` (nothing, or
 * nothing left, to check out), `paid` (success or pending: CheckoutStatus for `invoice`), `profile` ('Lengkapi
 * Profil' after a payment 422: GeneralInformation, which returns to checkout).
 */
export type CheckoutEmitted = { type: 'checkout.leave'; to: 'home' | 'paid' | 'profile'; invoice: string };

/** What the children tell the checkout. */
export type CheckoutChildEvent = AddressBookReport | DeliveryReport | CheckoutProductsReport | PromoRequest | PriceReport | CartSyncReport | CheckoutProgressReport | PaymentReport;

export type { CalculationInput, OpenPaymentInput, OpenPaymentOutput, PaymentResult, PayOrderInput, PayOrderOutput, PersistInput, SyncCartInput };

export const NO_PROMO: CheckoutPromo = { code: '', used: false, trying: false };

/** The page as it opens: the stored checkout's items, warehouse and promo; no address, delivery or price yet. */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
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
    delivery: { method: null, courier: null, insurance: false },
    summary: EMPTY_SUMMARY,
    promo: { code: c?.promoCode ?? '', used: c?.promoUsed ?? false, trying: false },
    error: null,
    paymentError: null,
    profileProblem: null,
    idempotencyKey: null,
    lastAttempt: null,
    working: [],
  };
}

export const hasProducts = (ctx: Pick<CheckoutContext, 'ecom'>) => ctx.ecom.length > 0;

/** What recipient completeness says (commerce §5): null when complete, 'none' or 'incomplete' otherwise. */
export function recipientProblem(ctx: Pick<CheckoutContext, 'address' | 'user' | 'ecom'>): 'none' | 'incomplete' | null {
  const r = checkRecipient(recipientOf(ctx), !hasProducts(ctx));
  return r.ok ? null : r.kind;
}

/** The text of an incomplete or missing recipient (commerce §5 "Recipient completeness"), or null. */
export function recipientMessage(ctx: Pick<CheckoutContext, 'address' | 'user' | 'ecom'>): string | null {
  const r = checkRecipient(recipientOf(ctx), !hasProducts(ctx));
  return r.ok ? null : r.message;
}

/** A failed payment request's text: 404 'Invoice tidak ditemukan atau order sudah diproses', else the server's. */
/**
 * The message of a refused payment (commerce §8 "Order payment"): 404 is the invoice's message; a direct order's
 * refusal (decision 083, "A direct order failure shows the server message") and any other code the server's.
 */
export const paymentFailureMessage = (failure: Failure, direct = false) => (failure.code === 404 && !direct ? INVOICE_NOT_FOUND : failure.message);

/** The logistic for calculation and payment; null while a product checkout has no courier. */
export function logisticOf(ctx: Pick<CheckoutContext, 'ecom' | 'delivery' | 'address'>): Logistic | null {
  if (!hasProducts(ctx)) return COURSE_ONLY_LOGISTIC;
  if (!ctx.delivery.courier) return null;
  return logisticFor(ctx.delivery.courier, ctx.address?.distance ?? 0, ctx.delivery.insurance);
}

/** The price calculation request of the page: every line, the promo code and the logistic. */
export function calculationOf(ctx: CheckoutContext): CalculationInput {
  return {
    user_id: ctx.user.id,
    price_type: ctx.user.type,
    price_tier: priceTierOf(ctx.user.tier),
    warehouse_id: ctx.warehouse?.id ?? null,
    cart: checkoutLines(ctx),
    promo_code: ctx.promo.code,
    logistic: logisticOf(ctx),
  };
}

/** All checkout lines: courses quantity 1, products with their quantity. */
export function checkoutLines(ctx: Pick<CheckoutContext, 'lms' | 'ecom'>): CartLine[] {
  return [
    ...ctx.lms.map((c) => ({ type: 'lms' as const, item_id: c.item_id, quantity: COURSE_QUANTITY })),
    ...ctx.ecom.map((p) => ({ type: 'ecom' as const, item_id: p.item_id, quantity: p.quantity })),
  ];
}

/** The recipient built from the selected address (null without one). */
export const recipientOf = (ctx: Pick<CheckoutContext, 'address' | 'user'>) => recipientFromAddress(ctx.address, ctx.user.email);

/** The payment request as text: same recipient, logistic, promo and lines means the same payment (decision 005). */
export const paymentRequest = (ctx: CheckoutContext) =>
  JSON.stringify([ctx.invoice, recipientOf(ctx), logisticOf(ctx), ctx.promo.used ? ctx.promo.code : '', checkoutLines(ctx)]);

/** Where the member is, as stored for a reload. */
export const progressOf = (ctx: Pick<CheckoutContext, 'address' | 'delivery'>): CheckoutProgress => ({
  addressId: ctx.address?.id ?? null,
  methodType: ctx.delivery.method?.type ?? null,
  courierRateId: ctx.delivery.courier?.logistic_rate_id ?? null,
  insuranceApplied: ctx.delivery.insurance,
});

/** The payment request: recipient, logistic, the applied promo and the lines as shown. */
export function payOrderInputOf(ctx: CheckoutContext): PayOrderInput {
  return {
    invoice: ctx.invoice,
    user: ctx.user,
    recipient: recipientOf(ctx)!,
    promoCode: ctx.promo.used ? ctx.promo.code : '',
    logistic: logisticOf(ctx)!,
    lines: checkoutLines(ctx),
    idempotencyKey: ctx.idempotencyKey!,
    warehouse: hasProducts(ctx) ? ctx.warehouse : null,
  };
}

/** What the stored checkout keeps of the page. */
export function persistInputOf(ctx: CheckoutContext): PersistInput {
  return {
    invoice: ctx.invoice,
    progress: progressOf(ctx),
    promoCode: ctx.promo.code,
    promoUsed: ctx.promo.used,
    price: checkoutPriceFromSummary(ctx.summary),
    lms: ctx.lms,
    ecom: ctx.ecom,
  };
}

/**
 * The stored checkout when the member leaves to complete their profile: as {@link persistInputOf}, with the
 * progress marked (the route keeps it on leaving) and the delivery address's phone for the profile form (decision 052).
 */
export function profileHandOverOf(ctx: CheckoutContext): PersistInput {
  const input = persistInputOf(ctx);
  return { ...input, progress: { ...input.progress, completingProfile: { phone: ctx.address?.phone ?? '' } } };
}

/**
 * The delivery form's field messages (commerce §5): while a payment attempt is blocked for want of a method or a
 * courier, the delivery box marks the missing field with 'Metode Pengiriman harus diisi' / 'Kurir harus diisi'.
 * They follow `context.error`, so they clear with it.
 */
export function deliveryFieldErrors(ctx: Pick<CheckoutContext, 'error'>): { method: string | null; courier: string | null } {
  return {
    method: ctx.error === METHOD_REQUIRED ? METHOD_FIELD_REQUIRED : null,
    courier: ctx.error === COURIER_REQUIRED ? COURIER_FIELD_REQUIRED : null,
  };
}
