/**
 * Warehouse stock moves with paid orders (issue 6 point 5; docs/decisions/009-money-on-the-gateway.md).
 *
 * - An order takes its product quantities from its warehouse's stock in the same transaction that marks it
 *   paid ({@link takeStock}); the stock rows are locked first and nothing is taken unless every line fits in the
 *   stock less what other orders hold for their open payments (./stock-hold.ts), so stock never goes below zero and
 *   a unit held for another payer is never sold twice. Taking drops the order's own holds.
 * - A paid order that is later cancelled (8) or fails to process (10) gives them back ({@link returnStock}).
 * - Orders that were never paid took nothing, so their cancel, failure or expiry has nothing to return (their
 *   holds simply go: ./stock-hold.ts).
 * Products flagged `is_ignore_stock` are not counted. `orders.stock_taken` records whether this order holds
 * stock, so giving back happens once and only for what was taken.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, productStocks } from '../db/schema';
import { countedQuantities, heldByOthers, releaseHold } from './stock-hold';

/** Quantities per product of an order's store lines (products that count stock only). */
async function countedLines(tx: Db, orderId: number): Promise<Map<number, number>> {
  const items = await tx
    .select({ item_id: orderItems.item_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), eq(orderItems.type, 'ecom')));
  return countedQuantities(tx, items);
}

/**
 * Take an order's product quantities from the warehouse stock, all or nothing, and drop its holds.
 * @param now the gateway's clock: which other orders' holds still count.
 * @returns true when taken (or nothing to take); false when a line does not fit the stock less other orders' holds
 *   (nothing changed then).
 */
export async function takeStock(tx: Db, order: { id: number; warehouse: unknown }, now: Date): Promise<boolean> {
  const wanted = await countedLines(tx, order.id);
  if (wanted.size === 0) return true;
  const warehouseId = (order.warehouse as { id?: number } | null)?.id;
  if (!warehouseId) return false;
  const rows = await tx
    .select({ product_id: productStocks.product_id, stock: productStocks.stock })
    .from(productStocks)
    .where(and(eq(productStocks.warehouse_id, warehouseId), inArray(productStocks.product_id, [...wanted.keys()])))
    .for('update');
  const stock = new Map(rows.map((r) => [r.product_id, r.stock]));
  const others = await heldByOthers(tx, warehouseId, [...wanted.keys()], order.id, now);
  for (const [id, quantity] of wanted) if ((stock.get(id) ?? 0) - (others.get(id) ?? 0) < quantity) return false;
  for (const [id, quantity] of wanted) {
    await tx
      .update(productStocks)
      .set({ stock: sql`${productStocks.stock} - ${quantity}` })
      .where(and(eq(productStocks.warehouse_id, warehouseId), eq(productStocks.product_id, id)));
  }
  await tx.update(orders).set({ stock_taken: true }).where(eq(orders.id, order.id));
  await releaseHold(tx, order.id);
  return true;
}

/** Give back what {@link takeStock} took for an order (once; nothing when it took nothing). */
export async function returnStock(tx: Db, order: { id: number; warehouse: unknown }): Promise<void> {
  const [row] = await tx.select({ taken: orders.stock_taken }).from(orders).where(eq(orders.id, order.id)).for('update');
  if (!row?.taken) return;
  const warehouseId = (order.warehouse as { id?: number } | null)?.id;
  const wanted = await countedLines(tx, order.id);
  if (warehouseId) {
    for (const [id, quantity] of wanted) {
      await tx
        .update(productStocks)
        .set({ stock: sql`${productStocks.stock} + ${quantity}` })
        .where(and(eq(productStocks.warehouse_id, warehouseId), eq(productStocks.product_id, id)));
    }
  }
  await tx.update(orders).set({ stock_taken: false }).where(eq(orders.id, order.id));
}
