/**
 * Paying an order (commerce spec §8 "Order payment", §7 order/payment; decision 009): the lines as shown on the
 * checkout page, re-priced from the member's price list, the recipient from one of the member's saved addresses,
 * the courier quoted again, the promo checked again; status 2 with a 24 h window and the provider's token. Then
 * the paid side effects ({@link settlePaidOrder}): promo usage, stock, enrolments, the subscription.
 */
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, enrollments, orderItems, orders, promoUsages, users } from '../../db/schema';
import type { CartLine, Logistic } from '../../../api/cart';
import type { Recipient, UserInfo } from '../../../api/order';
import { STATUS } from '../../../api/order';
import { HttpError } from '../../http/envelope';
import { priceProducts } from '../catalogue';
import { ADMIN_FEE, COURSE_TAKEN, computeTotals, OUT_OF_STOCK, ownedCourses, resolveLines, type DeliveryCharge } from '../pricing';
import { checkPromoForPayment, promoByCode, promoStillUsable } from '../promo';
import { findCourier, quoteShipping } from '../shipping';
import type { PaymentProvider } from '../payment-provider';
import { recipientOfAddress, savedAddressFor } from '../saved-address';
import { takeStock } from '../stock';
import { activateSubscriptionOrder } from '../subscription-activation';
import { openOrdersWithCourses } from './create';
import { ADDRESS_REQUIRED, BDX_TOO_FAR, COURIER_UNAVAILABLE, INVOICE_NOT_PAYABLE, PAYMENT_WINDOW_MS, type OrderRow, PHONE_REQUIRED, WAREHOUSE_NO_COORDS, lockMember, writeStatus } from './records';

/** The order types order/add creates, the only ones order/payment pays. */
const CART_ORDER_TYPES = new Set(['lms', 'ecom', 'mixed']);

/** The validated order/payment body (OrderPaymentInput output) with the member's own price list. */
export interface OrderPaymentFields {
  invoice: string;
  user_id: number;
  user_info: UserInfo;
  recipient: Recipient | null;
  promo_code: string;
  logistic: Logistic;
  /** The checkout's current lines: product quantities to apply before pricing (optional). */
  order?: CartLine[] | undefined;
  /** The member's price list (services/price-list.ts), never the request's. */
  price_type: 'b2c' | 'b2b';
  price_tier: number;
}

export const PRODUCT_QUANTITY_MIN = 'Quantity produk pembelian minimal 1 buah';

/**
 * Set the order's product quantities to the checkout's lines (commerce §4 "Quantity changes" on checkout: the
 * paid amount follows what is shown). Only product lines already in the order count; each new quantity is
 * checked against the warehouse stock.
 * @throws HttpError 436 {@link OUT_OF_STOCK} above the stock; 400 {@link PRODUCT_QUANTITY_MIN} below 1.
 */
async function applyLineQuantities(tx: Db, order: OrderRow, items: Array<typeof orderItems.$inferSelect>, lines: readonly CartLine[]): Promise<void> {
  const wanted = new Map<number, number>();
  for (const l of lines) if (l.type === 'ecom') wanted.set(Number(l.item_id), l.quantity);
  const changed = items.filter((i) => i.type === 'ecom' && wanted.has(i.item_id) && wanted.get(i.item_id) !== i.quantity);
  if (changed.length === 0) return;
  if (changed.some((i) => wanted.get(i.item_id)! < 1)) throw new HttpError(400, PRODUCT_QUANTITY_MIN);
  const wh = order.warehouse as { id: number } | null;
  if (!wh) throw new HttpError(400, WAREHOUSE_NO_COORDS);
  const priced = await priceProducts(tx, changed.map((i) => i.item_id), wh.id, order.price_type, order.price_tier);
  for (const item of changed) {
    const quantity = wanted.get(item.item_id)!;
    const stock = priced.get(item.item_id)?.stock ?? 0;
    if (quantity > stock) throw new HttpError(436, OUT_OF_STOCK);
    await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, item.id));
    item.quantity = quantity;
  }
}

/**
 * Price the order's lines again from the catalogue with the member's price list, write the new prices onto
 * the items, and check every product quantity against the stock now.
 * @throws HttpError 404 'Item tidak diketahui', 436 {@link OUT_OF_STOCK}.
 */
async function repriceItems(tx: Db, order: OrderRow, items: Array<typeof orderItems.$inferSelect>, list: { type: string; tier: number }): Promise<void> {
  const wh = order.warehouse as { id: number } | null;
  const lines = await resolveLines(
    tx,
    items.map((i) => ({ type: i.type === 'ecom' ? ('ecom' as const) : ('lms' as const), item_id: i.item_id, quantity: i.quantity })),
    { warehouseId: wh?.id, type: list.type, tier: list.tier, strictStock: true },
  );
  for (const item of items) {
    let next: Partial<typeof orderItems.$inferSelect>;
    if (item.type === 'lms') {
      const c = lines.courses.find((x) => x.id === item.item_id)!;
      next = {
        price: c.price,
        price_before_discount: c.price_before_discount,
        price_discount: Math.max(0, c.price_before_discount - c.price),
        price_discount_flag: c.price_before_discount > c.price,
      };
    } else {
      const p = lines.products.find((x) => x.id === item.item_id)!;
      next = { price: p.priced.price, price_before_discount: p.priced.price, sku: p.priced.sku };
    }
    Object.assign(item, next);
    await tx.update(orderItems).set(next).where(eq(orderItems.id, item.id));
  }
}

/** A payment request's answer (the contract's PaymentToken). */
export interface PaymentRequest {
  token: string;
  invoice: string;
  redirect_url: string;
}

/**
 * Request payment for an order in status 1 or 2. Everything is decided here, from the gateway's own data and
 * the signed-in member, before any money moves:
 * - the lines are priced again with the member's price list and every product quantity must fit the stock;
 * - a course the member owns, or holds in another order awaiting payment, is refused;
 * - products are delivered to one of the member's saved addresses (by `recipient.id`, or the one matching the
 *   sent recipient), priced by the shipping stand-in from that address's and the warehouse's stored
 *   coordinates; the order's recipient is that saved address;
 * - the promo is checked with the uses other orders hold while awaiting payment counted (promo row locked);
 * - status 2 with `expire_time` = now + 24 h, or the promo's end when that is sooner; the popup token comes
 *   from the payment provider (stand-in or real). A total of Rp 0 is charged the Rp 1.000 admin fee.
 * Run inside a transaction (`tx`).
 * @throws HttpError 404 {@link INVOICE_NOT_PAYABLE} (also for a subscription or voucher order); 422 {@link PHONE_REQUIRED}; 400 address/courier problems;
 *   403 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli'; 436 'Item stok sudah habis'; promo
 *   errors (403 'Promo sudah habis', 424 'Promo sudah kadarluarsa', ...); 502 when the provider fails.
 */
export async function requestPayment(tx: Db, input: OrderPaymentFields, now: Date, provider: PaymentProvider): Promise<PaymentRequest> {
  await lockMember(tx, input.user_id);
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.invoice, input.invoice), eq(orders.user_id, input.user_id)))
    .limit(1)
    .for('update');
  const expired = order?.status_code === STATUS.awaitingPayment && order.expire_time !== null && order.expire_time <= now;
  // Only course and product orders are paid here: a subscription order's one line is a package (priced by
  // lms/subscription/payment_snap), a voucher order is never paid.
  const payable = order !== undefined && CART_ORDER_TYPES.has(order.order_type);
  if (!order || !payable || expired || (order.status_code !== STATUS.created && order.status_code !== STATUS.awaitingPayment)) {
    throw new HttpError(404, INVOICE_NOT_PAYABLE);
  }
  const [user] = await tx.select().from(users).where(eq(users.id, input.user_id)).limit(1);
  if (!user || !user.no_telp.trim()) throw new HttpError(422, PHONE_REQUIRED);

  const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id)).orderBy(asc(orderItems.id));
  if (input.order) await applyLineQuantities(tx, order, items, input.order);
  await repriceItems(tx, order, items, { type: input.price_type, tier: input.price_tier });
  const courseItems = items.filter((i) => i.type === 'lms');
  const productItems = items.filter((i) => i.type === 'ecom');
  const courseIds = courseItems.map((c) => c.item_id);
  const owned = await ownedCourses(tx, input.user_id, courseIds);
  if (owned.size > 0) throw new HttpError(403, COURSE_TAKEN);
  const elsewhere = await openOrdersWithCourses(tx, input.user_id, courseIds, now, order.id);
  if (elsewhere.some((o) => o.status_code === STATUS.awaitingPayment)) throw new HttpError(403, COURSE_TAKEN);

  const sent = input.recipient;
  const saved = sent
    ? await savedAddressFor(tx, user.id, { id: sent.id, latitude: sent.latitude, longitude: sent.longitude, address: sent.address, village_id: sent.village_id })
    : null;
  let delivery: DeliveryCharge | null = null;
  let shipper: Record<string, unknown> | null = null;
  if (productItems.length > 0) {
    if (!saved || saved.latitude === null || saved.longitude === null) throw new HttpError(400, ADDRESS_REQUIRED);
    const wh = order.warehouse as { latitude: number | null; longitude: number | null } | null;
    if (!wh || wh.latitude === null || wh.longitude === null) throw new HttpError(400, WAREHOUSE_NO_COORDS);
    const quote = quoteShipping(
      { lat: wh.latitude, lng: wh.longitude },
      { lat: saved.latitude, lng: saved.longitude },
      productItems.map((i) => ({
        quantity: i.quantity,
        weight: i.weight ?? 0,
        height: i.height ?? 0,
        width: i.width ?? 0,
        length: i.length ?? 0,
        price: i.price,
      })),
    );
    const courier = findCourier(quote, input.logistic);
    if (!courier) throw new HttpError(400, input.logistic.name.trim().toUpperCase() === 'BDX' ? BDX_TOO_FAR : COURIER_UNAVAILABLE);
    const insured = courier.must_use_insurance || input.logistic.insurance_applied;
    delivery = { price: courier.final_price, insurance_fee: courier.insurance_fee, insurance_applied: insured, must_insurance: courier.must_use_insurance };
    shipper = {
      logistic_name: courier.logistic_name,
      logistic_rate: courier.logistic_rate_type,
      shipper_rate_id: courier.logistic_rate_id,
      distance: Math.round(quote.distanceKm * 100) / 100,
      delivery_cost: courier.final_price,
      insurance_cost: insured ? courier.insurance_fee : 0,
      is_insurance: insured,
    };
  }

  const code = input.promo_code.trim();
  const promo = code ? await checkPromoForPayment(tx, code, now, order.id) : null;
  const totals = computeTotals(
    courseItems.map((c) => ({ id: c.item_id, price: c.price, price_before_discount: c.price_before_discount })),
    productItems.map((p) => ({ price: p.price, quantity: p.quantity })),
    promo,
    delivery,
  );
  const amount = totals.total_amount === 0 ? ADMIN_FEE : totals.total_amount;
  const deadline = now.getTime() + PAYMENT_WINDOW_MS;
  const expireAt = new Date(promo ? Math.min(deadline, promo.end_date.getTime()) : deadline);
  const customer = {
    name: input.user_info.name.trim() || `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phone: user.no_telp,
  };
  const transaction = await provider.createTransaction({
    invoice: order.invoice,
    amount,
    customer,
    expireAt,
    now,
    previousToken: order.payment_token,
  });
  const fields: Partial<OrderRow> = {
    price_type: input.price_type,
    price_tier: input.price_tier,
    promo_code: promo?.promo_code ?? '',
    course_amount: totals.course_amount - totals.discount_course,
    product_amount: totals.product_amount,
    delivery_cost: totals.delivery_cost,
    insurance_cost: totals.insurance_cost,
    discount: totals.discount_promo + totals.discount_product,
    amount,
    recipient: saved ? recipientOfAddress(saved, user.email) : null,
    shipper,
    customer,
    payment_token: transaction.token,
    expire_time: expireAt,
  };
  if (order.status_code === STATUS.created) {
    await writeStatus(tx, order.id, STATUS.awaitingPayment, now, fields);
  } else {
    await tx
      .update(orders)
      .set({ ...fields, updated_at: now })
      .where(eq(orders.id, order.id));
  }
  return { token: transaction.token, invoice: order.invoice, redirect_url: transaction.redirect_url };
}

/**
 * The order becoming paid (status 3), in the same transaction as the status change. First checked again:
 * 1. no course in it is owned through another order;
 * 2. its promo is still usable (period, `max_user` against the uses other paid orders recorded; promo row locked);
 * 3. its product quantities fit the warehouse stock (stock rows locked) — and they are taken.
 * Then the side effects: enroll the member in its courses, record the promo use, remove the ordered lines from
 * the member's cart, and activate a subscription order's package (./subscription-activation.ts). A subscription
 * order (issue 11) has no course or product line and no promo, so checks 1–3 pass through for it.
 * @returns null when all went through; otherwise the spec's message of the first refusal ('Kursus sudah
 *   ditambahkan ke keranjang atau pernah kamu beli', 'Promo sudah habis', 'Promo sudah kadarluarsa', ...,
 *   'Item stok sudah habis'), with nothing changed: no stock taken, no enrollment, no promo use, no subscription.
 */
export async function settlePaidOrder(tx: Db, order: OrderRow, now: Date): Promise<string | null> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id));
  const courseIds = items.filter((i) => i.type === 'lms').map((i) => i.item_id);
  const productIds = items.filter((i) => i.type === 'ecom').map((i) => i.item_id);
  if (courseIds.length) {
    const elsewhere = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.user_id, order.user_id), inArray(enrollments.course_id, courseIds), ne(enrollments.order_id, order.id)))
      .limit(1);
    if (elsewhere.length) return COURSE_TAKEN;
  }
  const promoProblem = await promoStillUsable(tx, order.promo_code, order.id, now);
  if (promoProblem) return promoProblem.message;
  if (!(await takeStock(tx, order))) return OUT_OF_STOCK;

  if (courseIds.length) {
    await tx
      .insert(enrollments)
      .values(courseIds.map((course_id) => ({ user_id: order.user_id, course_id, order_id: order.id, created_at: now, updated_at: now })))
      .onConflictDoNothing();
  }
  if (order.promo_code) {
    const promo = await promoByCode(tx, order.promo_code);
    if (promo) {
      await tx.insert(promoUsages).values({ promo_id: promo.id, user_id: order.user_id, order_id: order.id, created_at: now }).onConflictDoNothing();
    }
  }
  const lineFilters: SQL[] = [];
  if (courseIds.length) lineFilters.push(and(eq(cartItems.type, 'lms'), inArray(cartItems.item_id, courseIds))!);
  if (productIds.length) {
    const wh = order.warehouse as { id: number } | null;
    lineFilters.push(
      and(eq(cartItems.type, 'ecom'), inArray(cartItems.item_id, productIds), wh ? eq(cartItems.warehouse_id, wh.id) : sql`true`)!,
    );
  }
  if (lineFilters.length) await tx.delete(cartItems).where(and(eq(cartItems.user_id, order.user_id), or(...lineFilters)));
  await activateSubscriptionOrder(tx, order, now);
  return null;
}
