/**
 * Orders, payment and transactions (commerce spec §3 "Order / transaction", §4 "Order status_code",
 * §7 "Cart and orders", §8 "Order payment"). Paths (not shown in the spec, chosen here):
 * POST lms/finance/order/add, POST lms/finance/order/payment, POST lms/finance/order/direct (decision 083),
 * POST lms/finance/order/update_promotion (decision 084),
 * GET lms/finance/transaction (list), GET lms/finance/transaction/detail, POST lms/finance/transaction/payment
 * (the popup token of a waiting order, from its transaction detail).
 *
 * `order/add`, `order/payment` and `order/direct` honour an `Idempotency-Key` header: a retry with the same key answers
 * the first result and creates nothing new (docs/decisions/005-idempotency.md).
 * Payment errors: 404 'Invoice tidak ditemukan atau order sudah diproses'; 422 incomplete member profile.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntListParam, IntParam, paged, PositiveInt, PriceTier, PriceType } from './envelope';
import { CartLine, Logistic } from './cart';
import { cappedText, maxText } from './limits';

export const UserInfo = v.object({
  id: PositiveInt,
  name: cappedText('name'),
  email: cappedText('email'),
  phone: cappedText('phone'),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** The warehouse as sent with an order; area_id falls back to 1 (commerce §9). */
export const OrderWarehouse = v.object({
  id: PositiveInt,
  code: cappedText('code'),
  address: cappedText('address'),
  phone: cappedText('phone'),
  area_id: v.union([cappedText('slug'), v.number()]),
  latitude: v.number(),
  longitude: v.number(),
});

/**
 * The 13-field recipient (commerce §5 "Recipient completeness"), plus `id`: the saved address it was built
 * from. The gateway delivers only to one of the member's saved addresses: by `id`, or (without one) the saved
 * address with these coordinates, address text and village; the order keeps that address as stored.
 */
export const Recipient = v.object({
  id: v.optional(PositiveInt),
  name: cappedText('name'),
  phone: cappedText('phone'),
  email: cappedText('email'),
  label: cappedText('label'),
  address: cappedText('address'),
  village_id: cappedText('slug'),
  village: cappedText('name'),
  district_name: cappedText('name'),
  city_name: cappedText('name'),
  province_name: cappedText('name'),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  postal_code: cappedText('code'),
  note: v.optional(cappedText('note'), ''),
});
export type Recipient = v.InferOutput<typeof Recipient>;

export const OrderAddInput = v.object({
  user_id: PositiveInt,
  user_info: UserInfo,
  price_type: v.optional(PriceType, 'b2c'),
  price_tier: v.optional(PriceTier, 3),
  warehouse: v.optional(v.nullable(OrderWarehouse)),
  order: v.pipe(v.array(CartLine), v.minLength(1, 'Silahkan pilih item terlebih dahulu!')),
  promo_code: v.optional(cappedText('code'), ''),
});
export type OrderAddInput = v.InferInput<typeof OrderAddInput>;

export const OrderPaymentInput = v.object({
  invoice: v.pipe(v.string(), v.nonEmpty('invoice harus diisi'), maxText('code')),
  user_id: PositiveInt,
  user_info: UserInfo,
  recipient: v.nullable(Recipient),
  promo_code: v.optional(cappedText('code'), ''),
  logistic: Logistic,
  /**
   * Optional: the lines as shown on the checkout page (additive). The gateway sets the order's product
   * quantities to these before pricing, while the order is in status 1 or 2; a quantity above the warehouse
   * stock → 436 'Item stok sudah habis', below 1 → 400. Lines that are not in the order are ignored.
   */
  order: v.optional(v.array(CartLine)),
});
export type OrderPaymentInput = v.InferInput<typeof OrderPaymentInput>;

/** Order status codes 1..10 (commerce §4). */
export const STATUS = {
  created: 1,
  awaitingPayment: 2,
  paid: 3,
  processed: 4,
  shipped: 5,
  received: 6,
  completed: 7,
  cancelled: 8,
  paymentFailed: 9,
  processFailed: 10,
} as const;

export const OrderItem = v.object({
  id: v.number(),
  order_id: v.number(),
  item_id: v.number(),
  type: v.picklist(['lms', 'ecom']),
  slug: v.string(),
  category_slug: v.string(),
  title: v.string(),
  thumbnail: v.string(),
  description: v.string(),
  price: v.number(),
  price_discount: v.number(),
  price_discount_flag: v.boolean(),
  price_before_discount: v.number(),
  quantity: v.number(),
  schema: v.nullable(v.string()),
  my_rating: v.nullable(v.number()),
  rating_id: v.number(),
  weight: v.nullable(v.number()),
  height: v.nullable(v.number()),
  width: v.nullable(v.number()),
  length: v.nullable(v.number()),
});
export type OrderItem = v.InferOutput<typeof OrderItem>;

export const Order = v.object({
  id: v.number(),
  user_id: v.number(),
  invoice: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  /** true once `expire_time` has passed while awaiting payment. */
  expired: v.boolean(),
  /** ISO time the payment must arrive by, or null before a payment is requested. */
  expire_time: v.nullable(v.string()),
  status_code: v.number(),
  status: v.string(),
  status_history: v.array(v.object({ id: v.number(), order_id: v.number(), code: v.number(), title: v.string(), created_at: v.string() })),
  order_type: v.string(),
  payment_type: v.nullable(v.string()),
  payment_info: v.nullable(v.string()),
  bank_name: v.nullable(v.string()),
  va_number: v.nullable(v.string()),
  voucher_code: v.nullable(v.string()),
  customer: v.object({ name: v.string(), email: v.string(), phone: v.string() }),
  recipient: v.nullable(Recipient),
  shipper: v.nullable(
    v.object({
      logistic_name: v.string(),
      logistic_rate: v.string(),
      shipper_rate_id: v.number(),
      distance: v.number(),
      delivery_cost: v.number(),
      insurance_cost: v.number(),
      is_insurance: v.boolean(),
    }),
  ),
  items: v.array(OrderItem),
  warehouse: v.nullable(v.object({ id: v.number(), code: v.string(), area_id: v.string(), latitude: v.number(), longitude: v.number() })),
  price_type: v.string(),
  price_tier: v.number(),
  promo_code: v.string(),
  /** Total discount, rupiah. */
  discount: v.number(),
  /** Amount to pay, rupiah. */
  amount: v.number(),
});
export type Order = v.InferOutput<typeof Order>;

export const PaymentToken = v.object({ token: v.string(), invoice: v.string(), redirect_url: v.string() });

export function addOrder(input: OrderAddInput, idempotencyKey: string) {
  return call('post', 'lms/finance/order/add', v.object({ invoice: v.string() }), {
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
export function payOrder(input: OrderPaymentInput, idempotencyKey: string) {
  return call('post', 'lms/finance/order/payment', PaymentToken, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * POST lms/finance/order/direct — 'Direct order add' (commerce §7: payload user_id, user_info, price_type,
 * price_tier, recipient, order[], warehouse, promo_code, logistic; answers result.token and result.invoice). A
 * buy-now checkout (decision 083) creates its order and requests the payment in one call: the gateway creates the
 * order from `order[]` and reserves its payment in one transaction (the same rules as order/add + order/payment:
 * its own prices, the member's price list, promo checked, delivery quoted from a saved address, stock held), so a
 * refusal leaves no order behind. Honours `Idempotency-Key`.
 * Errors: those of order/add and order/payment (404 'Item tidak diketahui', 436 'Item stok sudah habis', promo
 * codes, 400 address/courier, 422 incomplete profile); the SPA shows the server message and clears the promo
 * (commerce §8 "A direct order failure shows the server message and clears the promo").
 */
export const DirectOrderInput = v.object({
  user_id: PositiveInt,
  user_info: UserInfo,
  price_type: v.optional(PriceType, 'b2c'),
  price_tier: v.optional(PriceTier, 3),
  recipient: v.nullable(Recipient),
  order: v.pipe(v.array(CartLine), v.minLength(1, 'Silahkan pilih item terlebih dahulu!')),
  warehouse: v.optional(v.nullable(OrderWarehouse)),
  promo_code: v.optional(cappedText('code'), ''),
  logistic: Logistic,
});
export type DirectOrderInput = v.InferInput<typeof DirectOrderInput>;
export function addDirectOrder(input: DirectOrderInput, idempotencyKey: string) {
  return call('post', 'lms/finance/order/direct', PaymentToken, { json: input, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * POST lms/finance/order/update_promotion — 'Update promotion' (commerce §7: "POST, under the order area. Payload
 * not shown"; reading: decision 084). Sets (`promo_code`) or removes (`''`) the promo of one of the member's orders
 * that was created from the cart and not yet sent to payment (status 1), checking the code as order/add does and
 * pricing the order again; answers the order's new promo, discount and amount (rupiah).
 * Errors: 404 'Invoice tidak ditemukan atau order sudah diproses' (another member's order, or one already sent to
 * payment), promo codes 403/404/422/423/424/433.
 */
export const UpdatePromotionInput = v.object({
  user_id: PositiveInt,
  invoice: v.pipe(v.string(), v.trim(), v.nonEmpty('invoice harus diisi'), maxText('code')),
  promo_code: v.optional(cappedText('code'), ''),
});
export type UpdatePromotionInput = v.InferInput<typeof UpdatePromotionInput>;
export const PromotionUpdate = v.object({ invoice: v.string(), promo_code: v.string(), discount: v.number(), amount: v.number() });
export type PromotionUpdate = v.InferOutput<typeof PromotionUpdate>;
export const updatePromotion = (input: UpdatePromotionInput) => call('post', 'lms/finance/order/update_promotion', PromotionUpdate, { json: input });

/**
 * POST lms/finance/transaction/payment body: pay a waiting order from its transaction detail (commerce §7 "A
 * client-key script from the payment provider loads on subscription and transaction pages"; §4 "pay now for
 * pending"). Answers {@link PaymentToken} for the order as stored (its amount and deadline do not change).
 * Errors: 404 'Invoice tidak ditemukan atau order sudah diproses' (not waiting, deadline passed, not the member's).
 */
export const TransactionPaymentInput = v.object({ user_id: PositiveInt, invoice: v.pipe(v.string(), v.trim(), v.nonEmpty('invoice harus diisi'), maxText('code')) });
export const payWaitingOrder = (user_id: number, invoice: string) =>
  call('post', 'lms/finance/transaction/payment', PaymentToken, { json: { user_id, invoice } });

/** Transactions page size (commerce §9). */
export const TRANSACTION_LIMIT = 5;
export const TransactionListQuery = v.object({
  user_id: PositiveInt,
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), TRANSACTION_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  order: v.optional(v.picklist(['id']), 'id'),
  sort: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  status: v.optional(IntListParam),
  invoice: v.optional(cappedText('query')),
});
export type TransactionListQuery = v.InferInput<typeof TransactionListQuery>;
export const getTransactions = (q: { user_id: number; page: number; status?: number[]; invoice?: string }) =>
  call('get', 'lms/finance/transaction', paged(Order), {
    searchParams: {
      user_id: q.user_id,
      limit: TRANSACTION_LIMIT,
      order: 'id',
      sort: 'desc',
      page: q.page,
      status: q.status && q.status.length ? JSON.stringify(q.status) : undefined,
      invoice: q.invoice,
    },
  });

export const TransactionDetailQuery = v.object({ user_id: PositiveInt, invoice: v.pipe(v.string(), v.nonEmpty('invoice harus diisi'), maxText('code')) });
export const getTransaction = (user_id: number, invoice: string) =>
  call('get', 'lms/finance/transaction/detail', Order, { searchParams: { user_id, invoice } });
