/**
 * 'Update promotion' (commerce spec §7 "Cart and orders": "POST, under the order area. Payload not shown"; reading:
 * docs/decisions/084-update-promotion.md). POST lms/finance/order/update_promotion (src/api/order.ts
 * `UpdatePromotionInput`): the checkout tells the order it created from the cart which promo the member now uses, so
 * the order as stored (its transaction detail, a reload, another tab) says what the checkout shows. Only an order in
 * status 1 (created, never sent to payment) changes: once a payment was requested its amount is the provider's, and
 * order/payment decides the promo again anyway.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { STATUS, type PromotionUpdate } from '../../../api/order';
import { HttpError } from '../../http/envelope';
import { computeTotals } from '../pricing';
import { checkPromoCode } from '../promo';
import { INVOICE_NOT_PAYABLE, lockMember } from './records';

/** The order types order/add creates. */
const CART_ORDER_TYPES = new Set(['lms', 'ecom', 'mixed']);

/**
 * Set (a code) or remove (`''`) the promo of one of the member's orders in status 1 and price it again from its
 * stored lines (rupiah; the payment prices the lines again from the catalogue). The code is checked as order/add
 * checks it, under the member lock.
 * @throws HttpError 404 {@link INVOICE_NOT_PAYABLE} for another member's order, any status but 1, a subscription or
 *   voucher order; promo codes 403/404/422/423/424 (the check) and 404/433 (no selected course it covers).
 */
export async function updateOrderPromotion(db: Db, userId: number, invoice: string, promoCode: string, now: Date): Promise<PromotionUpdate> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.invoice, invoice), eq(orders.user_id, userId)))
      .limit(1)
      .for('update');
    if (!order || order.status_code !== STATUS.created || !CART_ORDER_TYPES.has(order.order_type)) throw new HttpError(404, INVOICE_NOT_PAYABLE);
    const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, order.id));
    const code = promoCode.trim();
    const promo = code ? await checkPromoCode(tx, code, now) : null;
    const totals = computeTotals(
      items.filter((i) => i.type === 'lms').map((i) => ({ id: i.item_id, price: i.price, price_before_discount: i.price_before_discount })),
      items.filter((i) => i.type === 'ecom').map((i) => ({ price: i.price, quantity: i.quantity })),
      promo,
      null,
    );
    const set = {
      promo_code: promo?.promo_code ?? '',
      course_amount: totals.course_amount - totals.discount_course,
      product_amount: totals.product_amount,
      discount: totals.discount_promo + totals.discount_product,
      amount: totals.total_amount,
      updated_at: now,
    };
    await tx.update(orders).set(set).where(eq(orders.id, order.id));
    return { invoice: order.invoice, promo_code: set.promo_code, discount: set.discount, amount: set.amount };
  });
}
