/**
 * Paying an order (commerce spec §8 "Order payment", §7 order/payment; decision 009): the lines as shown on the
 * checkout page, re-priced from the member's price list, the recipient from one of the member's saved addresses
 * (its verified pin, decision 044), the courier quoted again, the promo checked again, the products' stock held for
 * the payment window; status 2 with a 24 h window and the provider's token. Then the paid side effects
 * ({@link settlePaidOrder}): promo usage, stock, enrolments, the subscription.
 *
 * A payment request runs in three steps (issue 16 point 7, docs/decisions/047-stock-held-for-the-payment-window.md):
 * {@link reservePayment} in one transaction, the provider's call outside any (routes/order.ts, with an idempotency
 * key per attempt), {@link recordPayment} in another — so a slow provider holds no lock other members wait on;
 * {@link releasePayment} when the call or the record failed. The held stock lives in ../stock-hold.ts.
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
import type { ProviderTransaction, ProviderTransactionRequest } from '../payment-provider';
import { recipientOfAddress, savedAddressFor } from '../saved-address';
import { takeStock } from '../stock';
import { confirmHold, countedQuantities, holdStock, PROVIDER_CALL_HOLD_MS, releaseHold } from '../stock-hold';
import { activateSubscriptionOrder } from '../subscription-activation';
import { openOrdersWithCourses } from './create';
import { ADDRESS_REQUIRED, BDX_TOO_FAR, COURIER_UNAVAILABLE, INVOICE_NOT_PAYABLE, PAYMENT_SUPERSEDED, PAYMENT_WINDOW_MS, type OrderRow, PHONE_REQUIRED, WAREHOUSE_NO_COORDS, lockMember, writeStatus } from './records';

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

type OrderItemRow = typeof orderItems.$inferSelect;
/** A change to an order line that a payment request decides and its record step writes. */
interface ItemUpdate {
  id: number;
  set: Partial<OrderItemRow>;
}

/**
 * Set the order's product quantities to the checkout's lines (commerce §4 "Quantity changes" on checkout: the
 * paid amount follows what is shown), in memory: the changes are returned, written when the payment is recorded.
 * Only product lines already in the order count; each new quantity is checked against the warehouse stock.
 * @throws HttpError 436 {@link OUT_OF_STOCK} above the stock; 400 {@link PRODUCT_QUANTITY_MIN} below 1.
 */
async function applyLineQuantities(tx: Db, order: OrderRow, items: OrderItemRow[], lines: readonly CartLine[]): Promise<ItemUpdate[]> {
  const wanted = new Map<number, number>();
  for (const l of lines) if (l.type === 'ecom') wanted.set(Number(l.item_id), l.quantity);
  const changed = items.filter((i) => i.type === 'ecom' && wanted.has(i.item_id) && wanted.get(i.item_id) !== i.quantity);
  if (changed.length === 0) return [];
  if (changed.some((i) => wanted.get(i.item_id)! < 1)) throw new HttpError(400, PRODUCT_QUANTITY_MIN);
  const wh = order.warehouse as { id: number } | null;
  if (!wh) throw new HttpError(400, WAREHOUSE_NO_COORDS);
  const priced = await priceProducts(tx, changed.map((i) => i.item_id), wh.id, order.price_type, order.price_tier);
  const updates: ItemUpdate[] = [];
  for (const item of changed) {
    const quantity = wanted.get(item.item_id)!;
    const stock = priced.get(item.item_id)?.stock ?? 0;
    if (quantity > stock) throw new HttpError(436, OUT_OF_STOCK);
    item.quantity = quantity;
    updates.push({ id: item.id, set: { quantity } });
  }
  return updates;
}

/**
 * Price the order's lines again from the catalogue with the member's price list, in memory (the new prices are
 * returned, written when the payment is recorded), and check every product quantity against the stock now.
 * @throws HttpError 404 'Item tidak diketahui', 436 {@link OUT_OF_STOCK}.
 */
async function repriceItems(tx: Db, order: OrderRow, items: OrderItemRow[], list: { type: string; tier: number }): Promise<ItemUpdate[]> {
  const wh = order.warehouse as { id: number } | null;
  const lines = await resolveLines(
    tx,
    items.map((i) => ({ type: i.type === 'ecom' ? ('ecom' as const) : ('lms' as const), item_id: i.item_id, quantity: i.quantity })),
    { warehouseId: wh?.id, type: list.type, tier: list.tier, strictStock: true },
  );
  const updates: ItemUpdate[] = [];
  for (const item of items) {
    let next: Partial<OrderItemRow>;
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
    updates.push({ id: item.id, set: next });
  }
  return updates;
}

/** A payment request's answer (the contract's PaymentToken). */
export interface PaymentRequest {
  token: string;
  invoice: string;
  redirect_url: string;
}

/**
 * A payment reserved by {@link reservePayment}: everything decided, the stock held for this attempt, nothing else
 * written yet — what the provider is asked for, and what {@link recordPayment} writes with its answer.
 */
export interface PaymentReservation {
  orderId: number;
  invoice: string;
  /** This request's number among the order's payment requests (`orders.payment_attempt`). */
  attempt: number;
  /** What the provider is asked for (amount in rupiah, deadline, the attempt for its idempotency key). */
  provider: ProviderTransactionRequest;
  /** The order's fields as decided (amounts, recipient, shipper, customer, deadline), without the token. */
  fields: Partial<OrderRow>;
  /** Line changes (quantities from the checkout, prices of the member's price list). */
  items: ItemUpdate[];
}

/**
 * Step 1 of a payment request (decision 047), in one transaction: check and decide everything, from the gateway's own
 * data and the signed-in member, before any money moves, and hold the products' stock for this attempt:
 * - the lines are priced again with the member's price list and every product quantity must fit the stock;
 * - a course the member owns, or holds in another order awaiting payment, is refused;
 * - products are delivered to one of the member's saved addresses (by `recipient.id`, or the one matching the
 *   sent recipient), priced by the shipping stand-in from that address's verified and the warehouse's stored
 *   coordinates; the order's recipient is that saved address;
 * - the promo is checked with the uses other orders hold while awaiting payment counted (promo row locked);
 * - the deadline is now + 24 h, or the promo's end when that is sooner; a total of Rp 0 is charged the Rp 1.000
 *   admin fee;
 * - the product quantities are held at the warehouse against what other payments hold (./stock-hold.ts), for a
 *   few minutes until the provider's answer is recorded.
 * Only the attempt counter and the holds are written; the rest waits for {@link recordPayment}.
 * @throws HttpError 404 {@link INVOICE_NOT_PAYABLE} (also for a subscription or voucher order); 422 {@link PHONE_REQUIRED};
 *   400 address/courier problems, 422 'Titik lokasi alamat ini tidak sesuai …' for an unverified pin; 403 'Kursus
 *   sudah ditambahkan ke keranjang atau pernah kamu beli'; 436 'Item stok sudah habis' (also when other payments
 *   hold the last units); promo errors (403 'Promo sudah habis', 424 'Promo sudah kadarluarsa', ...).
 */
export async function reservePayment(tx: Db, input: OrderPaymentFields, now: Date): Promise<PaymentReservation> {
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
  const itemUpdates = input.order ? await applyLineQuantities(tx, order, items, input.order) : [];
  itemUpdates.push(...(await repriceItems(tx, order, items, { type: input.price_type, tier: input.price_tier })));
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

  // This request becomes the order's newest; its stock is held until the provider's answer is recorded.
  const attempt = order.payment_attempt + 1;
  await tx.update(orders).set({ payment_attempt: attempt }).where(eq(orders.id, order.id));
  const warehouseId = (order.warehouse as { id?: number } | null)?.id;
  if (productItems.length > 0 && warehouseId) {
    await holdStock(tx, {
      orderId: order.id,
      attempt,
      warehouseId,
      wanted: await countedQuantities(tx, productItems),
      until: new Date(now.getTime() + PROVIDER_CALL_HOLD_MS),
      now,
    });
  }
  return {
    orderId: order.id,
    invoice: order.invoice,
    attempt,
    provider: { invoice: order.invoice, amount, customer, expireAt, now, previousToken: order.payment_token, attempt },
    fields: {
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
      expire_time: expireAt,
    },
    items: itemUpdates,
  };
}

/**
 * Step 3 of a payment request, in its own transaction after the provider answered (step 2, outside any
 * transaction): write what step 1 decided with the provider's token — status 2 with its deadline (history row the
 * first time), the lines' quantities and prices — and keep the held stock until the deadline.
 * @throws HttpError 409 {@link PAYMENT_SUPERSEDED} when a newer request of the same order was reserved meanwhile;
 *   404 {@link INVOICE_NOT_PAYABLE} when the order left 1/2 meanwhile (cancelled by a newer order, paid, expired).
 *   Nothing is written then; the caller releases this attempt's holds ({@link releasePayment}).
 */
export async function recordPayment(tx: Db, reserved: PaymentReservation, transaction: ProviderTransaction, now: Date): Promise<PaymentRequest> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, reserved.orderId)).limit(1).for('update');
  if (!order || (order.status_code !== STATUS.created && order.status_code !== STATUS.awaitingPayment)) throw new HttpError(404, INVOICE_NOT_PAYABLE);
  if (order.payment_attempt !== reserved.attempt) throw new HttpError(409, PAYMENT_SUPERSEDED);
  for (const u of reserved.items) await tx.update(orderItems).set(u.set).where(eq(orderItems.id, u.id));
  const fields: Partial<OrderRow> = { ...reserved.fields, payment_token: transaction.token };
  if (order.status_code === STATUS.created) {
    await writeStatus(tx, order.id, STATUS.awaitingPayment, now, fields);
  } else {
    await tx
      .update(orders)
      .set({ ...fields, updated_at: now })
      .where(eq(orders.id, order.id));
  }
  await confirmHold(tx, order.id, reserved.attempt, reserved.fields.expire_time!);
  return { token: transaction.token, invoice: order.invoice, redirect_url: transaction.redirect_url };
}

/** When the provider call or the record failed: drop the stock this attempt held (the order is as it was before). */
export async function releasePayment(tx: Db, reserved: PaymentReservation): Promise<void> {
  await releaseHold(tx, reserved.orderId, reserved.attempt);
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
  if (!(await takeStock(tx, order, now))) return OUT_OF_STOCK;

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
