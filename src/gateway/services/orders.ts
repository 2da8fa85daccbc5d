/**
 * Orders: creation from the cart, payment request, status changes with history, the paid side effects, lazy
 * expiry and the transaction list/detail (commerce spec §3 "Order / transaction", §4 "Order status_code",
 * §7 "Cart and orders", §8 "Order payment", §9 "Admin fee").
 *
 * Status flow: 1 created (order/add) → 2 awaiting payment (order/payment, expires 24 h later) → 3 paid
 * (payment notification) → 4..7 by the back office (admin route / CLI). 8 cancelled, 9 payment failed or
 * expired, 10 failed to process. An order awaiting payment past its `expire_time` reads as 9: the change is
 * written lazily, the next time the order is read or paid.
 *
 * Money on an order (rupiah, same reading as the seeded history): `course_amount` and `product_amount` are what
 * the member pays for the items (course prices after their own discount), `discount` is the promo cashback, and
 * `amount = course_amount + product_amount + delivery_cost + insurance_cost − discount` (Rp 1.000 admin fee when
 * that is 0). The items keep list price, paid price and discount per line.
 *
 * Money decided on the gateway (issue 6, docs/decisions/009-money-on-the-gateway.md): prices come from the
 * member's own price list; delivery from one of the member's saved addresses (its verified coordinates); a course
 * is charged once (one open order per course, refused at payment when owned or awaiting payment elsewhere); stock is
 * held for the payment window when a payment is requested (./stock-hold.ts); promo limits and stock are checked again
 * in the transaction that marks the order paid, which also takes the stock. A member's money operations (order/add,
 * order/payment) run one at a time: both lock the member's row first.
 *
 * A payment request runs in three steps (issue 16 point 7, docs/decisions/047-stock-held-for-the-payment-window.md):
 * {@link reservePayment} in one transaction, the provider's call outside any (routes/order.ts, with an idempotency
 * key per attempt), {@link recordPayment} in another — so a slow provider holds no lock other members wait on.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, enrollments, orderItems, orders, orderStatusHistory, promoUsages, users } from '../db/schema';
import type { CartLine, Logistic } from '../../api/cart';
import type { Order, OrderItem, Recipient, UserInfo } from '../../api/order';
import { STATUS } from '../../api/order';
import type { Paged } from '../../api/envelope';
import { HttpError } from '../http/envelope';
import { findWarehouse, likePattern, pageOf, priceProducts } from './catalogue';
import { ORDER_STATUS_TITLES } from './order-status';
import { ADMIN_FEE, COURSE_TAKEN, computeTotals, OUT_OF_STOCK, ownedCourses, resolveLines, type DeliveryCharge } from './pricing';
import { checkPromoCode, checkPromoForPayment, promoByCode, promoStillUsable } from './promo';
import { findCourier, quoteShipping } from './shipping';
import type { ProviderTransaction, ProviderTransactionRequest } from './payment-provider';
import { recipientOfAddress, savedAddressFor } from './saved-address';
import { takeStock } from './stock';
import { confirmHold, countedQuantities, holdStock, PROVIDER_CALL_HOLD_MS, releaseHold } from './stock-hold';
import { activateSubscriptionOrder, closeSubscriptionOrder } from './subscription-activation';

export type OrderRow = typeof orders.$inferSelect;

/** How long a payment request stays open: 24 hours, in ms. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const INVOICE_NOT_PAYABLE = 'Invoice tidak ditemukan atau order sudah diproses';
export const PHONE_REQUIRED = 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu';
export const ADDRESS_REQUIRED = 'Silahkan pilih alamat terlebih dahulu';
export const COURIER_UNAVAILABLE = 'Kurir pengiriman tidak tersedia untuk alamat ini, silahkan pilih ulang kurir';
export const BDX_TOO_FAR = 'Alamat pengiriman melebihi 20km. mohon pilih alamat lain atau buat alamat baru';
export const WAREHOUSE_NO_COORDS =
  'Tidak dapat menemukan latitude atau longitude alamat warehouse. mohon pilih alamat warehouse lain';
export const TRANSACTION_NOT_FOUND = 'Data tidak ditemukan';

/** The title of a status code (Indonesian, from the shared catalogue). */
export function statusTitle(code: number): string {
  return (ORDER_STATUS_TITLES as Record<number, string | undefined>)[code] ?? `Status ${code}`;
}

/** A new invoice number: `INV-YYYYMMDD-XXXXXXXX` (random hex, URL-safe). */
export function newInvoice(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `INV-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The order types order/add creates, the only ones order/payment pays. */
const CART_ORDER_TYPES = new Set(['lms', 'ecom', 'mixed']);

/** Codes that close an order: 8 cancelled, 9 payment failed / expired, 10 failed to process. */
const CLOSING = new Set<number>([STATUS.cancelled, STATUS.paymentFailed, STATUS.processFailed]);

/**
 * Write a status with its history row (no checks; callers decide which moves are allowed). Closing an order
 * (8, 9, 10) also closes its subscription, if it is a subscription order (./subscription-activation.ts), and drops
 * the stock it held for its payment (./stock-hold.ts).
 */
export async function writeStatus(tx: Db, orderId: number, code: number, now: Date, extra: Partial<OrderRow> = {}): Promise<void> {
  await tx
    .update(orders)
    .set({ ...extra, status_code: code, updated_at: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ order_id: orderId, code, title: statusTitle(code), created_at: now });
  if (CLOSING.has(code)) {
    await closeSubscriptionOrder(tx, [orderId], now);
    // Units held for its payment go back to what others can pay for (./stock-hold.ts).
    await releaseHold(tx, orderId);
  }
}

/**
 * Move orders awaiting payment (2) whose `expire_time` has passed to 9 (payment failed / expired), with a
 * history row. Optionally only one member's orders or one invoice.
 * @returns how many orders expired.
 */
export async function expireOverdueOrders(db: Db, now: Date, scope: { userId?: number; invoice?: string } = {}): Promise<number> {
  const where: SQL[] = [eq(orders.status_code, STATUS.awaitingPayment), isNotNull(orders.expire_time), lte(orders.expire_time, now)];
  if (scope.userId !== undefined) where.push(eq(orders.user_id, scope.userId));
  if (scope.invoice !== undefined) where.push(eq(orders.invoice, scope.invoice));
  const due = await db.select({ id: orders.id }).from(orders).where(and(...where));
  if (due.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const o of due) {
      // Re-check inside the transaction: a payment notification may have won the race.
      const moved = await tx
        .update(orders)
        .set({ status_code: STATUS.paymentFailed, updated_at: now })
        .where(and(eq(orders.id, o.id), eq(orders.status_code, STATUS.awaitingPayment)))
        .returning({ id: orders.id });
      if (moved.length) {
        await tx.insert(orderStatusHistory).values({ order_id: o.id, code: STATUS.paymentFailed, title: statusTitle(STATUS.paymentFailed), created_at: now });
        await closeSubscriptionOrder(tx, [o.id], now);
        await releaseHold(tx, o.id);
      }
    }
  });
  return due.length;
}

/** The validated order/add body (OrderAddInput output). */
export interface OrderAddFields {
  user_id: number;
  user_info: UserInfo;
  price_type: 'b2c' | 'b2b';
  price_tier: number;
  warehouse?: { id: number } | null;
  order: Array<{ type: 'lms' | 'ecom'; item_id: number; quantity: number }>;
  promo_code: string;
}

/**
 * Lock the member's row for this transaction: their order/add, order/payment and subscription payment requests
 * run one at a time.
 */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** An open order holding a course or product: its status and whether the provider reported a payment under way. */
export interface OpenCourseOrder {
  id: number;
  status_code: number;
  /** The provider reported a pending payment (a virtual account issued, ...): money may still arrive. */
  paying: boolean;
}

/**
 * The member's open orders (1 created, or 2 awaiting payment before their deadline) holding any of the items of one
 * type (`lms` courses, `ecom` products), optionally leaving one order out.
 */
export async function openOrdersWithItems(
  tx: Db,
  userId: number,
  type: 'lms' | 'ecom',
  itemIds: number[],
  now: Date,
  exceptOrderId?: number,
): Promise<OpenCourseOrder[]> {
  if (itemIds.length === 0) return [];
  const where: SQL[] = [
    eq(orders.user_id, userId),
    or(eq(orders.status_code, STATUS.created), and(eq(orders.status_code, STATUS.awaitingPayment), gt(orders.expire_time, now)))!,
    eq(orderItems.type, type),
    inArray(orderItems.item_id, itemIds),
  ];
  if (exceptOrderId !== undefined) where.push(ne(orders.id, exceptOrderId));
  const rows = await tx
    .selectDistinct({ id: orders.id, status_code: orders.status_code, payment_type: orders.payment_type })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .where(and(...where));
  return rows.map((r) => ({ id: r.id, status_code: r.status_code, paying: r.status_code === STATUS.awaitingPayment && r.payment_type !== null }));
}

/** The member's open orders holding any of the courses (see {@link openOrdersWithItems}). */
export const openOrdersWithCourses = (tx: Db, userId: number, courseIds: number[], now: Date, exceptOrderId?: number) =>
  openOrdersWithItems(tx, userId, 'lms', courseIds, now, exceptOrderId);

/**
 * Create an order in status 1 from selected cart lines: items are priced now (the member's price list) and kept
 * as a snapshot; the promo is checked; courses the member owns, or holds in another order with a payment under
 * way, are refused; older open orders for the same courses or products without one are cancelled (their held stock
 * goes with them). Run inside a transaction (`tx`).
 * @returns the new invoice.
 * @throws HttpError 404 'Item tidak diketahui', 436 'Item stok sudah habis', 403 'Kursus sudah ditambahkan ke
 *   keranjang atau pernah kamu beli', promo codes 403/404/422/423/424/433, 400 for a warehouse that cannot ship.
 */
export async function createOrder(tx: Db, input: OrderAddFields, now: Date): Promise<{ invoice: string; id: number }> {
  await lockMember(tx, input.user_id);
  const hasProducts = input.order.some((l) => l.type === 'ecom');
  const warehouse = hasProducts && input.warehouse ? await findWarehouse(tx, input.warehouse.id) : undefined;
  if (hasProducts) {
    if (!warehouse || !warehouse.is_active || !warehouse.can_be_order) throw new HttpError(400, 'Warehouse tidak ditemukan atau tidak melayani pesanan');
    if (warehouse.latitude === null || warehouse.longitude === null) throw new HttpError(400, WAREHOUSE_NO_COORDS);
  }
  const lines = await resolveLines(tx, input.order, {
    warehouseId: warehouse?.id,
    type: input.price_type,
    tier: input.price_tier,
    strictStock: true,
  });
  const courseIds = lines.courses.map((c) => c.id);
  const owned = await ownedCourses(tx, input.user_id, courseIds);
  if (owned.size > 0) throw new HttpError(403, COURSE_TAKEN);
  if (lines.products.some((p) => p.quantity < 1)) throw new HttpError(400, 'Quantity produk pembelian minimal 1 buah');
  // A course is charged once: an older order for it with a payment under way at the provider (a pending
  // notification: a virtual account issued) refuses this one; older orders with no payment under way (never sent
  // to payment, or the popup closed before choosing a method) are superseded — cancelled, so their payment page
  // can no longer be paid — and the member holds one open order per course.
  const open = await openOrdersWithCourses(tx, input.user_id, courseIds, now);
  if (open.some((o) => o.paying)) throw new HttpError(403, COURSE_TAKEN);
  // The same for products, without the refusal (buying more is allowed): an older checkout of the same products with
  // no payment under way — the popup closed — is superseded, so the stock it held does not block this one (047).
  const earlier = await openOrdersWithItems(tx, input.user_id, 'ecom', lines.products.map((p) => p.id), now);
  const superseded = new Set([...open.map((o) => o.id), ...earlier.filter((o) => !o.paying).map((o) => o.id)]);
  for (const id of superseded) await writeStatus(tx, id, STATUS.cancelled, now);

  const code = input.promo_code.trim();
  const promo = code ? await checkPromoCode(tx, code, now) : null;
  const totals = computeTotals(
    lines.courses,
    lines.products.map((p) => ({ price: p.priced.price, quantity: p.quantity })),
    promo,
    null,
  );
  const [user] = await tx.select().from(users).where(eq(users.id, input.user_id)).limit(1);
  const orderType = lines.courses.length && lines.products.length ? 'mixed' : lines.products.length ? 'ecom' : 'lms';
  const invoice = newInvoice(now);
  const [created] = await tx
    .insert(orders)
    .values({
      user_id: input.user_id,
      invoice,
      status_code: STATUS.created,
      order_type: orderType,
      price_type: input.price_type,
      price_tier: input.price_tier,
      promo_code: promo?.promo_code ?? '',
      course_amount: totals.course_amount - totals.discount_course,
      product_amount: totals.product_amount,
      discount: totals.discount_promo + totals.discount_product,
      amount: totals.total_amount,
      customer: {
        name: input.user_info.name.trim() || `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim(),
        email: user?.email ?? input.user_info.email,
        phone: input.user_info.phone.trim() || user?.no_telp || '',
      },
      warehouse: warehouse
        ? { id: warehouse.id, code: warehouse.code, area_id: warehouse.village_id || '1', latitude: warehouse.latitude, longitude: warehouse.longitude }
        : null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
  const orderId = created!.id;
  const itemRows: Array<typeof orderItems.$inferInsert> = [
    ...lines.courses.map((c) => ({
      order_id: orderId,
      item_id: c.id,
      type: 'lms',
      slug: c.slug,
      category_slug: c.category_slug,
      title: c.title,
      thumbnail: c.thumbnail,
      description: c.description,
      price: c.price,
      price_discount: Math.max(0, c.price_before_discount - c.price),
      price_discount_flag: c.price_before_discount > c.price,
      price_before_discount: c.price_before_discount,
      quantity: 1,
      schema: c.schema,
    })),
    ...lines.products.map((p) => ({
      order_id: orderId,
      item_id: p.id,
      type: 'ecom',
      slug: p.priced.row.slug,
      category_slug: p.priced.row.category_slug,
      title: p.priced.row.short_name,
      thumbnail: p.priced.row.image,
      description: p.priced.row.description,
      sku: p.priced.sku,
      price: p.priced.price,
      price_discount: 0,
      price_discount_flag: false,
      price_before_discount: p.priced.price,
      quantity: p.quantity,
      schema: null,
      weight: p.priced.row.weight,
      height: p.priced.row.height,
      width: p.priced.row.width,
      length: p.priced.row.length,
    })),
  ];
  await tx.insert(orderItems).values(itemRows);
  await tx.insert(orderStatusHistory).values({ order_id: orderId, code: STATUS.created, title: statusTitle(STATUS.created), created_at: now });
  return { invoice, id: orderId };
}

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
/** Message when a newer payment request of the same order was made while this one waited for the provider. */
export const PAYMENT_SUPERSEDED = 'Pembayaran untuk pesanan ini sedang dibuat, silahkan coba lagi';

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

/** Serialise orders (with items and history) as the contract's `Order`, in the given order. */
export async function ordersToWire(db: Db, rows: OrderRow[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.order_id, ids)).orderBy(asc(orderItems.id));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.order_id, ids))
    .orderBy(asc(orderStatusHistory.created_at), asc(orderStatusHistory.id));
  return rows.map((o) => {
    const wh = o.warehouse as { id: number; code: string; area_id: string | number; latitude: number | null; longitude: number | null } | null;
    const expiredNow = o.expire_time !== null && o.expire_time <= now;
    return {
      id: o.id,
      user_id: o.user_id,
      invoice: o.invoice,
      created_at: o.created_at.toISOString(),
      updated_at: o.updated_at.toISOString(),
      expired: expiredNow && (o.status_code === STATUS.awaitingPayment || o.status_code === STATUS.paymentFailed),
      expire_time: o.expire_time ? o.expire_time.toISOString() : null,
      status_code: o.status_code,
      status: statusTitle(o.status_code),
      status_history: history
        .filter((h) => h.order_id === o.id)
        .map((h) => ({ id: h.id, order_id: h.order_id, code: h.code, title: h.title, created_at: h.created_at.toISOString() })),
      order_type: o.order_type,
      payment_type: o.payment_type,
      payment_info: o.payment_info,
      bank_name: o.bank_name,
      va_number: o.va_number,
      voucher_code: o.voucher_code,
      customer: o.customer,
      recipient: (o.recipient as Recipient | null) ?? null,
      shipper: (o.shipper as Order['shipper']) ?? null,
      // Subscription package lines (issue 11) are not course/product lines: the contract's OrderItem has no type
      // for them yet, so they stay out of `items` (the order still shows with order_type 'subscription').
      items: items
        .filter((i) => i.order_id === o.id && i.type !== 'subscription')
        .map(
          (i): OrderItem => ({
            id: i.id,
            order_id: i.order_id,
            item_id: i.item_id,
            type: i.type === 'ecom' ? 'ecom' : 'lms',
            slug: i.slug,
            category_slug: i.category_slug,
            title: i.title,
            thumbnail: i.thumbnail,
            description: i.description,
            price: i.price,
            price_discount: i.price_discount,
            price_discount_flag: i.price_discount_flag,
            price_before_discount: i.price_before_discount,
            quantity: i.quantity,
            schema: i.schema,
            my_rating: null,
            rating_id: i.rating_id,
            weight: i.weight,
            height: i.height,
            width: i.width,
            length: i.length,
          }),
        ),
      warehouse: wh
        ? { id: wh.id, code: wh.code, area_id: String(wh.area_id || '1'), latitude: wh.latitude ?? 0, longitude: wh.longitude ?? 0 }
        : null,
      price_type: o.price_type,
      price_tier: o.price_tier,
      promo_code: o.promo_code,
      discount: o.discount,
      amount: o.amount,
    };
  });
}

/**
 * The status filter of the transaction list (commerce §4 "Status filter"): empty or containing 1 means all;
 * 2 (awaiting payment) also matches 1 (created, not yet sent to payment), both read 'Menunggu Pembayaran'.
 */
export function statusFilter(status: number[] | undefined): number[] | null {
  if (!status || status.length === 0 || status.includes(STATUS.created)) return null;
  const set = new Set(status);
  if (set.has(STATUS.awaitingPayment)) set.add(STATUS.created);
  return [...set];
}

/** GET lms/finance/transaction: the member's orders, newest first by default, filtered by status and invoice. */
export async function listTransactions(
  db: Db,
  userId: number,
  o: { limit: number; page: number; sort: 'asc' | 'desc'; status?: number[]; invoice?: string },
  now: Date,
): Promise<Paged<Order>> {
  await expireOverdueOrders(db, now, { userId });
  const where: SQL[] = [eq(orders.user_id, userId)];
  const codes = statusFilter(o.status);
  if (codes) where.push(inArray(orders.status_code, codes));
  if (o.invoice && o.invoice.trim()) where.push(ilike(orders.invoice, likePattern(o.invoice.trim())));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(filter);
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(o.sort === 'asc' ? asc(orders.id) : desc(orders.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(await ordersToWire(db, rows, now), total?.n ?? 0, o.page, o.limit);
}

/** GET lms/finance/transaction/detail. @throws HttpError 404 'Data tidak ditemukan'. */
export async function getTransaction(db: Db, userId: number, invoice: string, now: Date): Promise<Order> {
  await expireOverdueOrders(db, now, { userId, invoice });
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.invoice, invoice)))
    .limit(1);
  const [order] = await ordersToWire(db, rows, now);
  if (!order) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  return order;
}
