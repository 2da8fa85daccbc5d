/**
 * Stock held for a payment (issue 16 point 6; docs/decisions/047-stock-held-for-the-payment-window.md).
 *
 * A payment request holds the order's product quantities at its warehouse for the payment window, so the shop never
 * takes money for units it cannot hand over: of 8 members paying at once for the last 3 units, 3 get a payment and 5
 * are told 'Item stok sudah habis' before any money moves.
 *
 * - {@link holdStock}, in the transaction that reserves the payment: the stock rows are locked, and each quantity must
 *   fit the stock less what other orders hold now; the holds are written for this payment attempt and expire after
 *   {@link PROVIDER_CALL_HOLD_MS} (the provider call; nothing is lost if the process dies meanwhile).
 * - {@link confirmHold}, when the provider's answer is recorded: the attempt's holds last until the order's payment
 *   deadline (24 h, or the promo's end); older attempts' holds go.
 * - {@link releaseHold}: a failed provider call drops the attempt's holds; an order closed unpaid (8 cancelled,
 *   9 payment failed or expired — services/orders/records.ts `writeStatus`, orders/expire.ts
 *   `expireOverdueOrders`) drops all of its holds.
 *   A hold past its `expires_at` counts for nothing even before anyone drops it, so an unpaid order's units return
 *   at its deadline without any sweep.
 * - The paid order takes its quantities from the stock and drops its holds (./stock.ts `takeStock`): its own hold
 *   makes room for it; only a true race (a hold lapsed, stock corrected by the back office) still ends 3 → 10.
 *
 * Stock rows stay what the warehouse has; the catalogue and cart show them as they are (a held unit is refused at
 * payment, not hidden). Products flagged `is_ignore_stock` are never held.
 */
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, productStocks, stockHolds } from '../db/schema';
import { HttpError } from '../http/envelope';
import { OUT_OF_STOCK } from './pricing';

/** How long a payment attempt's holds last before its provider answer is recorded: 2 minutes, in ms. */
export const PROVIDER_CALL_HOLD_MS = 2 * 60_000;

/** Quantities per product of store lines, without the products that do not count stock (`is_ignore_stock`). */
export async function countedQuantities(tx: Db, lines: ReadonlyArray<{ item_id: number; quantity: number }>): Promise<Map<number, number>> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.item_id, (wanted.get(l.item_id) ?? 0) + l.quantity);
  if (wanted.size === 0) return wanted;
  const ignoring = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...wanted.keys()]), eq(products.is_ignore_stock, true)));
  for (const p of ignoring) wanted.delete(p.id);
  return wanted;
}

/** Units per product at a warehouse that other orders than `orderId` hold at `now`. */
export async function heldByOthers(tx: Db, warehouseId: number, productIds: number[], orderId: number, now: Date): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ product_id: stockHolds.product_id, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.warehouse_id, warehouseId),
        inArray(stockHolds.product_id, productIds),
        gt(stockHolds.expires_at, now),
        ne(stockHolds.order_id, orderId),
      ),
    )
    .groupBy(stockHolds.product_id);
  return new Map(rows.map((r) => [r.product_id, Number(r.held)]));
}

/**
 * Hold `wanted` (units per product) at a warehouse for one payment attempt of an order, until `until`. The stock
 * rows are locked first, so concurrent requests for the same product check one after the other.
 * @throws HttpError 436 {@link OUT_OF_STOCK} when a quantity exceeds the stock less other orders' holds (nothing held).
 */
export async function holdStock(
  tx: Db,
  hold: { orderId: number; attempt: number; warehouseId: number; wanted: ReadonlyMap<number, number>; until: Date; now: Date },
): Promise<void> {
  const ids = [...hold.wanted.keys()];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ product_id: productStocks.product_id, stock: productStocks.stock })
    .from(productStocks)
    .where(and(eq(productStocks.warehouse_id, hold.warehouseId), inArray(productStocks.product_id, ids)))
    .for('update');
  const stock = new Map(rows.map((r) => [r.product_id, r.stock]));
  const others = await heldByOthers(tx, hold.warehouseId, ids, hold.orderId, hold.now);
  for (const [id, quantity] of hold.wanted) {
    if ((stock.get(id) ?? 0) - (others.get(id) ?? 0) < quantity) throw new HttpError(436, OUT_OF_STOCK);
  }
  await tx.insert(stockHolds).values(
    [...hold.wanted].map(([product_id, quantity]) => ({
      order_id: hold.orderId,
      attempt: hold.attempt,
      product_id,
      warehouse_id: hold.warehouseId,
      quantity,
      expires_at: hold.until,
    })),
  );
}

/** The attempt's holds last until `until` (the payment deadline); the order's holds of other attempts go. */
export async function confirmHold(tx: Db, orderId: number, attempt: number, until: Date): Promise<void> {
  await tx.delete(stockHolds).where(and(eq(stockHolds.order_id, orderId), ne(stockHolds.attempt, attempt)));
  await tx
    .update(stockHolds)
    .set({ expires_at: until })
    .where(and(eq(stockHolds.order_id, orderId), eq(stockHolds.attempt, attempt)));
}

/** Drop an order's holds: one attempt's, or (no `attempt`) all of them. */
export async function releaseHold(tx: Db, orderId: number, attempt?: number): Promise<void> {
  await tx
    .delete(stockHolds)
    .where(attempt === undefined ? eq(stockHolds.order_id, orderId) : and(eq(stockHolds.order_id, orderId), eq(stockHolds.attempt, attempt)));
}
