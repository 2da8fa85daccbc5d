/**
 * What every part of the order service shares (commerce spec §3 "Order / transaction", §4 "Order status_code"):
 * the row type, the spec's messages, the status titles, writing a status change with its history (and closing a
 * subscription order with it), and the member lock that puts a member's money operations one after the other.
 * The order service is split by concern: orders/create.ts (order/add), orders/pay.ts (order/payment and the paid
 * side effects), orders/expire.ts (lazy expiry), orders/list.ts (the transaction list and detail).
 *
 * Status flow: 1 created (order/add) → 2 awaiting payment (order/payment, expires 24 h later) → 3 paid
 * (payment notification) → 4..7 by the back office (admin route / CLI). 8 cancelled, 9 payment failed or
 * expired, 10 failed to process. An order awaiting payment past its `expire_time` reads as 9: the change is
 * written lazily, the next time the order is read or paid.
 *
 * Money on an order (rupiah, same reading as the seeded history): `course_amount` and `product_amount` are what
 * the member pays for the items (course prices after their own discount), `discount` is the promo cashback, and
 * `amount = course_amount + product_amount + delivery_cost + insurance_cost − discount` (Rp 1.000 admin fee when
 * that is 0). The items keep list price, paid price and discount per line. Money is decided on the gateway
 * (docs/decisions/009-money-on-the-gateway.md); a member's money operations (order/add, order/payment) run one at
 * a time: both lock the member's row first ({@link lockMember}). Stock is held for the payment window when a payment
 * is requested (../stock-hold.ts), and a payment request asks the provider outside any transaction (orders/pay.ts;
 * docs/decisions/047-stock-held-for-the-payment-window.md).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, orderStatusHistory, users } from '../../db/schema';
import { STATUS } from '../../../api/order';
import { ORDER_STATUS_TITLES } from '../order-status';
import { closeSubscriptionOrder } from '../subscription-activation';
import { releaseHold } from '../stock-hold';

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

/** Message when a newer payment request of the same order was made while this one waited for the provider (047). */
export const PAYMENT_SUPERSEDED = 'Pembayaran untuk pesanan ini sedang dibuat, silahkan coba lagi';

/** The title of a status code (Indonesian, from the shared catalogue). */
export function statusTitle(code: number): string {
  return (ORDER_STATUS_TITLES as Record<number, string | undefined>)[code] ?? `Status ${code}`;
}

/** Codes that close an order: 8 cancelled, 9 payment failed / expired, 10 failed to process. */
const CLOSING = new Set<number>([STATUS.cancelled, STATUS.paymentFailed, STATUS.processFailed]);

/**
 * Write a status with its history row (no checks; callers decide which moves are allowed). Closing an order
 * (8, 9, 10) also closes its subscription, if it is a subscription order (./subscription-activation.ts), and drops
 * the stock it held for its payment (../stock-hold.ts).
 */
export async function writeStatus(tx: Db, orderId: number, code: number, now: Date, extra: Partial<OrderRow> = {}): Promise<void> {
  await tx
    .update(orders)
    .set({ ...extra, status_code: code, updated_at: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ order_id: orderId, code, title: statusTitle(code), created_at: now });
  if (CLOSING.has(code)) {
    await closeSubscriptionOrder(tx, [orderId], now);
    // Units held for its payment go back to what others can pay for.
    await releaseHold(tx, orderId);
  }
}

/**
 * Lock the member's row for this transaction: their order/add, order/payment and subscription payment requests
 * run one at a time.
 */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
