/**
 * Activating and closing a subscription with its order (commerce spec §4 "Subscription flow", §9 "Subscription
 * duration is months times 30 days. Activation within 1x24 hours after payment confirmation").
 *
 * - {@link activateSubscriptionOrder}, called from `settlePaidOrder` (services/orders.ts) when any order becomes
 *   paid: for an order of type 'subscription' it turns the member's pending `user_subscriptions` row of that
 *   order into an active one that starts now and ends `months × 30` days later
 *   (docs/decisions/022-subscription-payment.md: instant activation). Idempotent: an active row is left alone.
 * - {@link closeSubscriptionOrder}, called wherever an order is closed — cancelled (8), payment failed or expired
 *   (9), failed to process (10; also a paid order the back office closes for a refund, order-status.ts
 *   `closePaidOrder`): the order's row, pending or active, becomes 'cancelled', so a refunded subscription
 *   opens nothing any more (docs/decisions/026-features-under-issue-6.md).
 * Kept apart from ./subscription.ts so orders.ts can call it without an import cycle (it needs only the schema).
 */
import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionPackages, userSubscriptions } from '../db/schema';
import { durationMonths, SUBSCRIPTION_MONTH_DAYS } from '../../api/subscription';

const DAY_MS = 86_400_000;

/** The order type of a subscription payment. */
export const SUBSCRIPTION_ORDER_TYPE = 'subscription';

/**
 * Activate the subscription an order paid for. Run inside the transaction that marks the order paid.
 * If the member somehow already has an active subscription (two payments raced), the new one starts when the
 * current one ends, so nothing paid for is lost.
 * @returns the activated row's id, or null when the order is not a subscription or was already applied.
 */
export async function activateSubscriptionOrder(
  tx: Db,
  order: { id: number; user_id: number; order_type: string },
  now: Date,
): Promise<number | null> {
  if (order.order_type !== SUBSCRIPTION_ORDER_TYPE) return null;
  const [sub] = await tx.select().from(userSubscriptions).where(eq(userSubscriptions.order_id, order.id)).limit(1).for('update');
  if (!sub || sub.status === 'active') return null;
  const [pkg] = await tx.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, sub.package_id)).limit(1);
  const months = Math.max(1, durationMonths(pkg?.duration ?? '1-month'));
  const [current] = await tx
    .select({ ends_at: userSubscriptions.ends_at })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.user_id, order.user_id), eq(userSubscriptions.status, 'active'), gt(userSubscriptions.ends_at, now)))
    .orderBy(desc(userSubscriptions.ends_at))
    .limit(1);
  const start = current?.ends_at && current.ends_at > now ? current.ends_at : now;
  const end = new Date(start.getTime() + months * SUBSCRIPTION_MONTH_DAYS * DAY_MS);
  await tx
    .update(userSubscriptions)
    .set({ status: 'active', starts_at: start, ends_at: end, updated_at: now })
    .where(eq(userSubscriptions.id, sub.id));
  return sub.id;
}

/**
 * Close the subscription of closed orders (see the module comment): their `user_subscriptions` rows become
 * 'cancelled'. Orders that are not subscriptions have no row: nothing happens for them. Run inside the
 * transaction that closes the orders.
 */
export async function closeSubscriptionOrder(tx: Db, orderIds: readonly number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(userSubscriptions)
    .set({ status: 'cancelled', updated_at: now })
    .where(and(inArray(userSubscriptions.order_id, [...orderIds]), ne(userSubscriptions.status, 'cancelled')));
}
