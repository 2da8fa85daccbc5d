/**
 * Paying a waiting order from its transaction detail (commerce spec §7 "Payment popup and messaging": "A client-key
 * script from the payment provider loads on subscription and transaction pages"; §4 "pay now for pending"; issue 21
 * point 3). POST lms/finance/transaction/payment (src/api/order.ts `TransactionPaymentInput`).
 *
 * Unlike order/payment (the checkout's request, which prices the order again and restarts its 24 h window), this
 * only reopens what the member already agreed to: the order as stored, its amount and its deadline. The provider is
 * asked for the popup token with the order's own token as `previousToken` (the stand-in answers the same token; the
 * real provider makes a new transaction for the same amount and deadline). The provider call runs outside any
 * database transaction; the new token is written only while the order is still waiting with the token it had.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { STATUS } from '../../../api/order';
import { HttpError } from '../../http/envelope';
import type { PaymentProvider } from '../payment-provider';
import type { PaymentRequest } from './pay';
import { INVOICE_NOT_PAYABLE } from './records';

/** The order types the checkout creates (a subscription is paid again from its own page). */
const CART_ORDER_TYPES = new Set(['lms', 'ecom', 'mixed']);

/**
 * The popup token for one of the member's orders awaiting payment (status 2, before its deadline).
 * @throws HttpError 404 {@link INVOICE_NOT_PAYABLE} for another member's order, any other status, a passed deadline
 *   or a subscription/voucher order; 502 when the provider fails.
 */
export async function resumePayment(db: Db, userId: number, invoice: string, now: Date, provider: PaymentProvider): Promise<PaymentRequest> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.invoice, invoice), eq(orders.user_id, userId)))
    .limit(1);
  const payable =
    order !== undefined &&
    CART_ORDER_TYPES.has(order.order_type) &&
    order.status_code === STATUS.awaitingPayment &&
    order.expire_time !== null &&
    order.expire_time > now;
  if (!payable) throw new HttpError(404, INVOICE_NOT_PAYABLE);
  const transaction = await provider.createTransaction({
    invoice: order.invoice,
    amount: order.amount,
    customer: order.customer,
    expireAt: order.expire_time!,
    now,
    previousToken: order.payment_token,
  });
  if (transaction.token !== order.payment_token) {
    const written = await db
      .update(orders)
      .set({ payment_token: transaction.token, updated_at: now })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status_code, STATUS.awaitingPayment),
          order.payment_token === null ? isNull(orders.payment_token) : eq(orders.payment_token, order.payment_token),
        ),
      )
      .returning({ id: orders.id });
    // Paid, expired or reopened meanwhile: this token is not the order's.
    if (written.length === 0) throw new HttpError(404, INVOICE_NOT_PAYABLE);
  }
  return { token: transaction.token, invoice: order.invoice, redirect_url: transaction.redirect_url };
}
