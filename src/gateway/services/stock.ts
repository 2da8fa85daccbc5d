/**
 * Warehouse stock moves with paid orders (issue 6 point 5; docs/decisions/009-money-on-the-gateway.md).
 *
 * - An order takes its product quantities from its warehouse's stock in the same transaction that marks it
 *   paid ({@link takeStock}); the stock rows are locked first and nothing is taken unless every line fits, so
 *   stock never goes below zero.
 * - A paid order that is later cancelled (8) or fails to process (10) gives them back ({@link returnStock}).
 * - Orders that were never paid took nothing, so their cancel, failure or expiry has nothing to return.
 * Products flagged `is_ignore_stock` are not counted. `orders.stock_taken` records whether this order holds
 * stock, so giving back happens once and only for what was taken.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, products, productStocks } from '../db/schema';

/** Quantities per product of an order's store lines (products that count stock only). */
async function countedLines(tx: Db, orderId: number): Promise<Map<number, number>> {
  const items = await tx
    .select({ item_id: orderItems.item_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), eq(orderItems.type, 'ecom')));
  const wanted = new Map<number, number>();
  for (const i of items) wanted.set(i.item_id, (wanted.get(i.item_id) ?? 0) + i.quantity);
  if (wanted.size === 0) return wanted;
  const ignoring = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...wanted.keys()]), eq(products.is_ignore_stock, true)));
  for (const p of ignoring) wanted.delete(p.id);
  return wanted;
}

/**
 * Take an order's product quantities from the warehouse stock, all or nothing.
 * @returns true when taken (or nothing to take); false when a line would take its stock below zero (nothing
 *   changed then).
 */
export async function takeStock(tx: Db, order: { id: number; warehouse: unknown }): Promise<boolean> {
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
  for (const [id, quantity] of wanted) if ((stock.get(id) ?? 0) < quantity) return false;
  for (const [id, quantity] of wanted) {
    await tx
      .update(productStocks)
      .set({ stock: sql`${productStocks.stock} - ${quantity}` })
      .where(and(eq(productStocks.warehouse_id, warehouseId), eq(productStocks.product_id, id)));
  }
  await tx.update(orders).set({ stock_taken: true }).where(eq(orders.id, order.id));
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
