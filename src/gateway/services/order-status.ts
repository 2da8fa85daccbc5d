/**
 * Order status codes and the back-office step that moves a paid order along the tracking line
 * (commerce spec §4 "Order status_code", "Status filter", "Tracking (six steps)").
 *
 * The reading followed: the six tracking steps are 1 created → 2 awaiting payment / 3 paid / 9 payment failed
 * → 4 processed / 8 cancelled / 10 failed to process → 5 shipped → 6 received → 7 completed. Only a paid order
 * (3..6) moves forward here; payment itself (2 → 3, 9) is the payment stand-in's job, and 8/10 are final.
 * A paid order not yet shipped (3, 4) can instead be cancelled (8) or marked failed to process (10) by the back
 * office ({@link closePaidOrder}): its stock goes back to the warehouse, its enrollments and promo use are
 * removed (issue 6 point 5).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, orderStatusHistory, orders, promoUsages } from '../db/schema';
import { returnStock } from './stock';

/** Indonesian titles of the status codes 1..10, as stored in status_history and shown as `status`. */
export const ORDER_STATUS_TITLES: Readonly<Record<number, string>> = {
  1: 'Pesanan dibuat',
  2: 'Menunggu Pembayaran',
  3: 'Pembayaran diterima',
  4: 'Pesanan diproses',
  5: 'Pesanan dikirim',
  6: 'Pesanan diterima',
  7: 'Pesanan selesai',
  8: 'Pesanan dibatalkan',
  9: 'Pembayaran gagal',
  10: 'Pesanan gagal diproses',
};

/** Codes an order can be moved to after payment. */
export type FulfilmentCode = 4 | 5 | 6 | 7;

/** Why {@link advanceOrderStatus} refused. */
export type OrderStatusErrorReason = 'invalid_code' | 'not_found' | 'unpaid' | 'closed' | 'not_forward';

/** A refused status change; `message` is Indonesian and fit to show to an operator. */
export class OrderStatusError extends Error {
  override readonly name = 'OrderStatusError';
  constructor(
    readonly reason: OrderStatusErrorReason,
    message: string,
    /** The order's current code, when the order exists. */
    readonly currentCode?: number,
  ) {
    super(message);
  }
}

/** Codes a paid, not yet shipped order can be closed with: 8 cancelled, 10 failed to process. */
export type ClosingCode = 8 | 10;

/** Result of a successful {@link advanceOrderStatus} or {@link closePaidOrder}. */
export interface AdvanceResult {
  invoice: string;
  order_id: number;
  from: number;
  to: FulfilmentCode | ClosingCode;
  /** Title of the new status, e.g. 'Pesanan dikirim'. */
  status: string;
  /** The status_history rows appended, oldest first (one per step passed). */
  appended: Array<{ code: number; title: string; created_at: Date }>;
}

const isFulfilmentCode = (code: number): code is FulfilmentCode => code === 4 || code === 5 || code === 6 || code === 7;
const title = (code: number) => ORDER_STATUS_TITLES[code] ?? `Status ${code}`;

/**
 * Move a paid order forward to 4 (Pesanan diproses), 5 (Pesanan dikirim), 6 (Pesanan diterima) or
 * 7 (Pesanan selesai). Skipping steps is allowed (3 → 5); one status_history row is appended per step passed,
 * so the tracking line stays complete. `updated_at` becomes `now`. Runs in a transaction with the order row
 * locked, so two concurrent calls cannot both move it.
 *
 * @param invoice the order's invoice (surrounding spaces are ignored).
 * @param code target code 4..7.
 * @param now time written to the new history rows and `updated_at`; default the current time.
 * @throws {OrderStatusError} `invalid_code` (code not 4..7), `not_found` (no such invoice), `unpaid`
 *   (status 1 or 2), `closed` (status 8, 9 or 10), `not_forward` (target not after the current status).
 */
export async function advanceOrderStatus(db: Db, invoice: string, code: number, now: Date = new Date()): Promise<AdvanceResult> {
  if (!isFulfilmentCode(code)) {
    throw new OrderStatusError('invalid_code', `Kode status ${code} tidak valid. Gunakan 4 (${title(4)}), 5 (${title(5)}), 6 (${title(6)}) atau 7 (${title(7)})`);
  }
  const inv = invoice.trim();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status_code: orders.status_code })
      .from(orders)
      .where(eq(orders.invoice, inv))
      .for('update');
    if (!order) throw new OrderStatusError('not_found', `Pesanan dengan invoice ${inv} tidak ditemukan`);
    const from = order.status_code;
    if (from === 1 || from === 2) {
      throw new OrderStatusError('unpaid', `Pesanan ${inv} belum dibayar (${title(from)}), status tidak dapat diubah`, from);
    }
    if (from === 8 || from === 9 || from === 10) {
      throw new OrderStatusError('closed', `Pesanan ${inv} sudah berstatus '${title(from)}' dan tidak dapat diproses`, from);
    }
    if (code <= from) {
      throw new OrderStatusError(
        'not_forward',
        `Pesanan ${inv} sudah berstatus '${title(from)}'; status tidak dapat diubah ke '${title(code)}'`,
        from,
      );
    }
    const appended: AdvanceResult['appended'] = [];
    for (let step = Math.max(from + 1, 4); step <= code; step++) appended.push({ code: step, title: title(step), created_at: now });
    const updated = await tx
      .update(orders)
      .set({ status_code: code, updated_at: now })
      .where(and(eq(orders.id, order.id), eq(orders.status_code, from)))
      .returning({ id: orders.id });
    if (updated.length !== 1) {
      throw new OrderStatusError('not_forward', `Status pesanan ${inv} berubah saat diproses, silakan coba lagi`, from);
    }
    await tx.insert(orderStatusHistory).values(appended.map((row) => ({ order_id: order.id, ...row })));
    return { invoice: inv, order_id: order.id, from, to: code, status: title(code), appended };
  });
}

/**
 * Close a paid order that has not been shipped (status 3 or 4) as 8 (Pesanan dibatalkan) or 10 (Pesanan gagal
 * diproses), in one transaction with the order row locked: one status_history row, the product quantities it
 * took go back to the warehouse stock (services/stock.ts), its enrollments and its promo use are removed (the
 * member is refunded by the back office).
 * @throws {OrderStatusError} `invalid_code` (not 8 or 10), `not_found`, `unpaid` (1, 2), `closed` (8, 9, 10),
 *   `not_forward` (already shipped: 5, 6, 7).
 */
export async function closePaidOrder(db: Db, invoice: string, code: number, now: Date = new Date()): Promise<AdvanceResult> {
  if (code !== 8 && code !== 10) {
    throw new OrderStatusError('invalid_code', `Kode status ${code} tidak valid. Gunakan 8 (${title(8)}) atau 10 (${title(10)})`);
  }
  const inv = invoice.trim();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.invoice, inv)).for('update');
    if (!order) throw new OrderStatusError('not_found', `Pesanan dengan invoice ${inv} tidak ditemukan`);
    const from = order.status_code;
    if (from === 1 || from === 2) {
      throw new OrderStatusError('unpaid', `Pesanan ${inv} belum dibayar (${title(from)}), status tidak dapat diubah`, from);
    }
    if (from === 8 || from === 9 || from === 10) {
      throw new OrderStatusError('closed', `Pesanan ${inv} sudah berstatus '${title(from)}' dan tidak dapat diproses`, from);
    }
    if (from >= 5) {
      throw new OrderStatusError('not_forward', `Pesanan ${inv} sudah berstatus '${title(from)}'; status tidak dapat diubah ke '${title(code)}'`, from);
    }
    await tx.update(orders).set({ status_code: code, updated_at: now }).where(eq(orders.id, order.id));
    const appended = [{ code, title: title(code), created_at: now }];
    await tx.insert(orderStatusHistory).values(appended.map((row) => ({ order_id: order.id, ...row })));
    await returnStock(tx, order);
    await tx.delete(enrollments).where(eq(enrollments.order_id, order.id));
    await tx.delete(promoUsages).where(eq(promoUsages.order_id, order.id));
    return { invoice: inv, order_id: order.id, from, to: code, status: title(code), appended };
  });
}
