/**
 * The public shape of machines/checkout.machine.ts: its input, context, events, the inputs and outputs of the
 * actors the app provides (src/features/checkout/checkout.actors.ts), and the pure readings of its context that
 * the machine, the views and the tests share (logistic, lines, recipient, stored progress, field messages).
 */
import type { CalculationInput, CartCourse, CartLine, CartProduct, Logistic } from '../src/api/cart';
import type { Warehouse } from '../src/api/catalogue';
import type { Recipient } from '../src/api/order';
import type { Courier, DeliveryMethod } from '../src/api/shipper';
import type { CheckoutPrice, CheckoutProgress, StoredCheckout } from '../src/lib/checkout-storage';
import type { AddressBookReport, CheckoutAddress } from './address-book.machine';
import type { CheckoutProductsReport } from './checkout-products.machine';
import type { DeliveryReport } from './delivery.machine';
import { COURIER_FIELD_REQUIRED, COURIER_REQUIRED, INVOICE_NOT_FOUND, METHOD_FIELD_REQUIRED, METHOD_REQUIRED } from './messages';
import type { PromoRequest } from './promo.machine';
import { COURSE_ONLY_LOGISTIC, logisticFor } from './shared/delivery';
import { priceTierOf, type Member } from './shared/member';
import { checkoutPriceFromSummary, type PriceSummary } from './shared/price';
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

/** What the delivery child last said: the choice and whether it is still loading. */
export interface DeliveryFacts {
  method: DeliveryMethod | null;
  courier: Courier | null;
  insurance: boolean;
  /** False while methods or couriers load. */
  settled: boolean;
}

export interface CheckoutPromo {
  code: string;
  /** True once a calculation reported a discount for `code`. */
  used: boolean;
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
  idempotencyKey: string | null;
  /** A payment request that failed on the network, with its key: the same request again reuses the key. */
  lastAttempt: { key: string; request: string } | null;
  token: string | null;
  /** Product quantity the server cart is known to hold, by cart line id. */
  synced: Record<number, number>;
  /** The product lines being written to the server cart. */
  syncing: CartLine[];
  /** False while the products child has a typed quantity waiting or a wishlist move under way. */
  productsSettled: boolean;
  /** What the profile lacks, as the gateway said when the payment answered 422; null otherwise ('Lengkapi Profil'). */
  profileProblem: string | null;
  /** False while the address book saves or deletes an address. */
  addressBookSettled: boolean;
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
  /** 'Lengkapi Profil' after a payment 422: store the checkout and go complete the profile. */
  | { type: 'profile.complete' };

/** What the children tell the checkout. */
export type CheckoutChildEvent = AddressBookReport | DeliveryReport | CheckoutProductsReport | PromoRequest;

/** Internal: recalculate the price, store the progress, write changed quantities to the server cart. */
export type CheckoutInternalEvent = { type: 'price.refresh' } | { type: 'progress.save' } | { type: 'cart.sync' };

export interface PayOrderInput {
  invoice: string;
  user: Member;
  recipient: Recipient;
  promoCode: string;
  logistic: Logistic;
  /** The lines as shown (quantities changed on the page): the gateway prices the order with them. */
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
  user: Member;
  warehouseId: number | null;
  lines: CartLine[];
}
/** Everything the stored checkout keeps of this page (the one writer: `persist`). */
export interface PersistInput {
  progress: CheckoutProgress;
  promoCode: string;
  promoUsed: boolean;
  price: CheckoutPrice;
  lms: CartCourse[];
  ecom: CartProduct[];
}
export type { CalculationInput };

export const NO_PROMO: CheckoutPromo = { code: '', used: false };

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
export const paymentFailureMessage = (failure: Failure) => (failure.code === 404 ? INVOICE_NOT_FOUND : failure.message);

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
  };
}

/** What the stored checkout keeps of the page. */
export function persistInputOf(ctx: CheckoutContext): PersistInput {
  return {
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
 * progress marked (the route keeps it on leaving) and the delivery address's phone for the profile form.
 */
export function profileHandOverOf(ctx: CheckoutContext): PersistInput {
  const input = persistInputOf(ctx);
  return { ...input, progress: { ...input.progress, completingProfile: { phone: ctx.address?.phone ?? '' } } };
}

/** The server cart's quantities after `syncing` was written (by cart line id). */
export function syncedAfterWrite(ctx: Pick<CheckoutContext, 'ecom' | 'synced' | 'syncing'>): Record<number, number> {
  const byItem = new Map(ctx.syncing.map((l) => [l.item_id, l.quantity]));
  const synced = { ...ctx.synced };
  for (const p of ctx.ecom) if (byItem.has(p.item_id)) synced[p.id] = byItem.get(p.item_id)!;
  return synced;
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
