/**
 * Creating an order from the cart (commerce spec §7 "Cart and orders" order/add; decisions 005 and 009): the
 * member's own price list, one open order per course (an older order for the same course or product with no payment
 * under way is replaced), the invoice number, status 1 with its history. Runs under the member lock.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory, users } from '../../db/schema';
import type { UserInfo } from '../../../api/order';
import { STATUS } from '../../../api/order';
import { HttpError } from '../../http/envelope';
import { findWarehouse } from '../catalogue';
import { COURSE_TAKEN, computeTotals, ownedCourses, resolveLines } from '../pricing';
import { checkPromoCode } from '../promo';
import { WAREHOUSE_NO_COORDS, lockMember, statusTitle, writeStatus } from './records';

/** A new invoice number: `INV-YYYYMMDD-XXXXXXXX` (random hex, URL-safe). */
export function newInvoice(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `INV-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
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
