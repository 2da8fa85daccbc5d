/**
 * Lazy expiry (commerce spec §4 "Order status_code": 9 payment failed or expired): an order awaiting payment past
 * its `expire_time` is written as 9 the next time it is read or paid; the stock it held goes (a hold past its
 * `expires_at` counts for nothing even before, ../stock-hold.ts).
 */
import { and, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { STATUS } from '../../../api/order';
import { closeSubscriptionOrder } from '../subscription-activation';
import { releaseHold } from '../stock-hold';
import { statusTitle } from './records';

/** The orders awaiting payment (2) whose `expire_time` has passed at `now`, optionally of one member or invoice. */
export function overdue(now: Date, scope: { userId?: number; invoice?: string } = {}): SQL | undefined {
  const where: SQL[] = [eq(orders.status_code, STATUS.awaitingPayment), isNotNull(orders.expire_time), lte(orders.expire_time, now)];
  if (scope.userId !== undefined) where.push(eq(orders.user_id, scope.userId));
  if (scope.invoice !== undefined) where.push(eq(orders.invoice, scope.invoice));
  return and(...where);
}

/**
 * Move orders awaiting payment (2) whose `expire_time` has passed to 9 (payment failed / expired), with a
 * history row. Optionally only one member's orders or one invoice.
 * @returns how many orders expired.
 */
export async function expireOverdueOrders(db: Db, now: Date, scope: { userId?: number; invoice?: string } = {}): Promise<number> {
  const due = await db.select({ id: orders.id }).from(orders).where(overdue(now, scope));
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
