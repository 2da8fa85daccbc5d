/**
 * The payment provider's HTTP notification (Midtrans-compatible), POST /api/payment/notification.
 *
 * - The signature is SHA-512 hex of `order_id + status_code + gross_amount + serverKey` (the strings as sent);
 *   a wrong one answers 403 and changes nothing.
 * - Idempotent per (invoice, transaction_status) through the `payment_notifications` unique index: a replay
 *   answers 200 and changes nothing.
 * - Transitions (only from 1 created / 2 awaiting payment; an order never moves backwards):
 *   settlement | capture → 3 paid (+ stock taken, enrollments, promo use, cart lines removed); pending → 2 with
 *   payment type, bank and virtual account; deny | failure | expire → 9 payment failed; cancel → 8 cancelled.
 *   An order awaiting payment past its expiry is expired first, so a late settlement does not revive it.
 * - Becoming paid checks again, in the same transaction, what the payment request checked (orders.ts
 *   `settlePaidOrder`): a course owned meanwhile, a promo no longer usable (period, `max_user`), stock that
 *   would go below zero. The money has moved at the provider by then, so the order is not left unpaid: it is
 *   recorded as paid (3) and at once as failed to process (10, 'Pesanan gagal diproses'), with nothing taken —
 *   no stock, no enrollment, no promo use — for the back office to refund; the outcome carries the spec's
 *   message (docs/decisions/009-money-on-the-gateway.md).
 * - A settlement for an order the gateway no longer waits for (8 cancelled — e.g. superseded by a newer order for
 *   the same course — or 9 expired/failed) still means money moved: it is recorded (payment fields) and the
 *   order becomes 10 'Pesanan gagal diproses' for the back office to refund, with the refusal
 *   'Invoice tidak ditemukan atau order sudah diproses'; nothing is enrolled or taken, the order is not revived.
 * - The provider's `order_id` may carry an attempt suffix (`<invoice>~<hex>`, services/payment-provider.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { cappedText, maxText } from '../../api/limits';
import type { Db } from '../db/client';
import { orders, paymentNotifications } from '../db/schema';
import { STATUS } from '../../api/order';
import { HttpError } from '../http/envelope';
import { expireOverdueOrders } from './orders/expire';
import { settlePaidOrder } from './orders/pay';
import { INVOICE_NOT_PAYABLE, writeStatus, type OrderRow } from './orders/records';
import { invoiceOfProviderOrderId } from './payment-provider';

const textOrNumber = v.pipe(
  v.union([cappedText('code'), v.number()], 'harus teks atau angka'),
  v.transform((x) => String(x)),
);

/** The notification body (the fields this gateway reads; others are kept in the stored payload). */
export const PaymentNotification = v.looseObject({
  order_id: v.pipe(v.string('order_id harus diisi'), v.nonEmpty('order_id harus diisi'), maxText('code')),
  status_code: textOrNumber,
  gross_amount: textOrNumber,
  transaction_status: v.picklist(
    ['settlement', 'capture', 'pending', 'deny', 'cancel', 'expire', 'failure'],
    'transaction_status tidak dikenal',
  ),
  payment_type: v.optional(cappedText('code'), ''),
  va_numbers: v.optional(v.pipe(v.array(v.object({ bank: cappedText('code'), va_number: cappedText('code') })), v.maxLength(10)), []),
  signature_key: v.pipe(v.string('signature_key harus diisi'), v.nonEmpty('signature_key harus diisi'), maxText('slug')),
});
export type PaymentNotification = v.InferOutput<typeof PaymentNotification>;
export type TransactionStatus = PaymentNotification['transaction_status'];

export const BAD_SIGNATURE = 'Signature tidak valid';
export const UNKNOWN_INVOICE = 'Invoice tidak ditemukan';
export const AMOUNT_MISMATCH = 'gross_amount tidak sesuai dengan tagihan';

/** SHA-512 hex of order_id + status_code + gross_amount + serverKey. */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** Whether the notification's signature matches (constant-time compare). */
export function verifySignature(n: PaymentNotification, serverKey: string): boolean {
  const expected = Buffer.from(notificationSignature(n.order_id, n.status_code, n.gross_amount, serverKey), 'utf8');
  const given = Buffer.from(n.signature_key.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The provider's status_code for a transaction status (200 success, 201 pending, 202 denied/failed). */
export function providerStatusCode(status: TransactionStatus): string {
  if (status === 'settlement' || status === 'capture') return '200';
  if (status === 'pending') return '201';
  if (status === 'cancel' || status === 'expire') return '202';
  return '202';
}

/**
 * Build a signed notification as the provider would send it (used by the payment stand-in).
 * @param amount rupiah; sent as `"<amount>.00"` like the provider does.
 */
export function buildNotification(
  order: { invoice: string; amount: number },
  status: TransactionStatus,
  serverKey: string,
  extra: { payment_type?: string; va_numbers?: Array<{ bank: string; va_number: string }>; transaction_time?: string } = {},
): PaymentNotification {
  const status_code = providerStatusCode(status);
  const gross_amount = `${order.amount}.00`;
  return {
    order_id: order.invoice,
    status_code,
    gross_amount,
    transaction_status: status,
    payment_type: extra.payment_type ?? 'bank_transfer',
    va_numbers: extra.va_numbers ?? [],
    transaction_time: extra.transaction_time,
    signature_key: notificationSignature(order.invoice, status_code, gross_amount, serverKey),
  };
}

/** What a processed notification did. */
export interface NotificationOutcome {
  invoice: string;
  /** The order's status code after processing. */
  status_code: number;
  /** True when this (invoice, transaction_status) had been processed before: nothing changed. */
  replayed: boolean;
  /** True when the order's status moved. */
  changed: boolean;
  /** When a settlement could not be honoured (the order went 3 → 10): the spec's message why. */
  refused?: string;
}

const OPEN = new Set<number>([STATUS.created, STATUS.awaitingPayment]);
/** Orders the gateway stopped waiting for: cancelled (8), payment failed or expired (9). */
const GAVE_UP = new Set<number>([STATUS.cancelled, STATUS.paymentFailed]);

/** @throws HttpError 422 {@link AMOUNT_MISMATCH} when the settled amount is not the order's amount. */
function checkAmount(n: PaymentNotification, order: OrderRow): void {
  const gross = Number(n.gross_amount);
  if (!Number.isFinite(gross) || Math.round(gross) !== order.amount) throw new HttpError(422, AMOUNT_MISMATCH);
}

/**
 * Verify and apply a notification (see the module comment).
 * @throws HttpError 403 {@link BAD_SIGNATURE}, 404 {@link UNKNOWN_INVOICE}, 422 {@link AMOUNT_MISMATCH} for a
 *   settlement whose gross amount differs from the order's amount.
 */
export async function handleNotification(db: Db, n: PaymentNotification, serverKey: string, now: Date): Promise<NotificationOutcome> {
  if (!verifySignature(n, serverKey)) throw new HttpError(403, BAD_SIGNATURE);
  const invoice = invoiceOfProviderOrderId(n.order_id);
  await expireOverdueOrders(db, now, { invoice });
  return db.transaction(async (tx) => {
    // Row lock: a settlement and a deny for one order arriving together are applied one after the other.
    const [order] = await tx.select().from(orders).where(eq(orders.invoice, invoice)).limit(1).for('update');
    if (!order) throw new HttpError(404, UNKNOWN_INVOICE);
    const fresh = await tx
      .insert(paymentNotifications)
      .values({ invoice, transaction_status: n.transaction_status, payload: n, received_at: now })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (fresh.length === 0) return { invoice: order.invoice, status_code: order.status_code, replayed: true, changed: false };
    const va = n.va_numbers[0];
    const payment: Partial<OrderRow> = {
      payment_type: n.payment_type || order.payment_type,
      bank_name: va?.bank ?? order.bank_name,
      va_number: va?.va_number ?? order.va_number,
      payment_info: va ? `${va.bank.toUpperCase()} Virtual Account ${va.va_number}` : order.payment_info,
    };
    const move = async (code: number) => {
      await writeStatus(tx, order.id, code, now, payment);
      return { invoice: order.invoice, status_code: code, replayed: false, changed: true };
    };
    const settles = n.transaction_status === 'settlement' || n.transaction_status === 'capture';
    if (settles && GAVE_UP.has(order.status_code)) {
      // Money for an order no longer waited for: record it for a refund, never revive the order.
      checkAmount(n, order);
      return { ...(await move(STATUS.processFailed)), refused: INVOICE_NOT_PAYABLE };
    }
    if (!OPEN.has(order.status_code)) return { invoice: order.invoice, status_code: order.status_code, replayed: false, changed: false };
    switch (n.transaction_status) {
      case 'settlement':
      case 'capture': {
        checkAmount(n, order);
        const result = await move(STATUS.paid);
        const refused = await settlePaidOrder(tx, order, now);
        if (refused === null) return result;
        await writeStatus(tx, order.id, STATUS.processFailed, now);
        return { ...result, status_code: STATUS.processFailed, refused };
      }
      case 'pending':
        if (order.status_code === STATUS.created) return move(STATUS.awaitingPayment);
        await tx
          .update(orders)
          .set({ ...payment, updated_at: now })
          .where(eq(orders.id, order.id));
        return { invoice: order.invoice, status_code: order.status_code, replayed: false, changed: false };
      case 'cancel':
        return move(STATUS.cancelled);
      case 'deny':
      case 'failure':
      case 'expire':
        return move(STATUS.paymentFailed);
    }
  });
}
