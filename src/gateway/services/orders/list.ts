/**
 * The transaction list and detail of 'History Pembelian' (commerce spec §2 "Transactions", §7 the order
 * transaction calls): the member's orders on the wire, with their items, status history and expiry.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberOrderCounts, orderItems, orders, orderStatusHistory } from '../../db/schema';
import type { Order, OrderItem, Recipient } from '../../../api/order';
import { STATUS } from '../../../api/order';
import type { Paged } from '../../../api/envelope';
import { HttpError } from '../../http/envelope';
import { mapColumns, readPrepared, type PreparedRead } from '../../db/prepared';
import { likePattern, pageOf } from '../catalogue';
import { expireOverdueOrders, overdue } from './expire';
import { TRANSACTION_NOT_FOUND, statusTitle, type OrderRow } from './records';

/** The lines of a set of orders, kept planned (decision 095): $1 the order ids. */
const ITEMS_READ: PreparedRead = { name: 'order_items_of', types: ['int[]'], text: 'select * from order_items where order_id = any($1) order by id' };
/** The status history of a set of orders, oldest first, kept planned (decision 095): $1 the order ids. */
const HISTORY_READ: PreparedRead = {
  name: 'order_history_of',
  types: ['int[]'],
  text: 'select * from order_status_history where order_id = any($1) order by created_at, id',
};

/**
 * A page of the member's orders with their count and whether one of them is past its payment deadline, kept planned
 * (decision 095): $1 member, $2 the status codes (`int[]`, null: all), $3 limit, $4 offset, $5 now. The count is the
 * member's per-status tallies (member_order_counts, kept by the triggers of migration 0009; decision 078).
 */
function pageRead(sort: 'asc' | 'desc'): PreparedRead {
  return {
    name: `transactions_page_${sort}`,
    types: ['int', 'int[]', 'int', 'int', 'timestamptz'],
    text: `select o.*,
        (select coalesce(sum(n), 0)::int from member_order_counts where user_id = $1 and ($2::int[] is null or status_code = any($2))) as page_total,
        exists (select 1 from orders d where d.user_id = $1 and d.status_code = ${STATUS.awaitingPayment} and d.expire_time is not null and d.expire_time <= $5) as page_due
      from orders o
      where o.user_id = $1 and ($2::int[] is null or o.status_code = any($2))
      order by o.id ${sort} limit $3 offset $4`,
  };
}
const PAGE_READS = { asc: pageRead('asc'), desc: pageRead('desc') };

/** Serialise orders (with items and history) as the contract's `Order`, in the given order. */
export async function ordersToWire(db: Db, rows: OrderRow[], now: Date): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const idList = `{${ids.join(',')}}`;
  const [itemRows, historyRows] = [
    await readPrepared<Record<string, unknown>>(db, ITEMS_READ, [idList]),
    await readPrepared<Record<string, unknown>>(db, HISTORY_READ, [idList]),
  ];
  const items = itemRows.map((r) => mapColumns(orderItems, r));
  const history = historyRows.map((r) => mapColumns(orderStatusHistory, r));
  return rows.map((o) => {
    const wh = o.warehouse as { id: number; code: string; area_id: string | number; latitude: number | null; longitude: number | null } | null;
    const expiredNow = o.expire_time !== null && o.expire_time <= now;
    return {
      id: o.id,
      user_id: o.user_id,
      invoice: o.invoice,
      created_at: o.created_at.toISOString(),
      updated_at: o.updated_at.toISOString(),
      expired: expiredNow && (o.status_code === STATUS.awaitingPayment || o.status_code === STATUS.paymentFailed),
      expire_time: o.expire_time ? o.expire_time.toISOString() : null,
      status_code: o.status_code,
      status: statusTitle(o.status_code),
      status_history: history
        .filter((h) => h.order_id === o.id)
        .map((h) => ({ id: h.id, order_id: h.order_id, code: h.code, title: h.title, created_at: h.created_at.toISOString() })),
      order_type: o.order_type,
      payment_type: o.payment_type,
      payment_info: o.payment_info,
      bank_name: o.bank_name,
      va_number: o.va_number,
      voucher_code: o.voucher_code,
      customer: o.customer,
      recipient: (o.recipient as Recipient | null) ?? null,
      shipper: (o.shipper as Order['shipper']) ?? null,
      // Subscription package lines (issue 11) are not course/product lines: the contract's OrderItem has no type
      // for them yet, so they stay out of `items` (the order still shows with order_type 'subscription').
      items: items
        .filter((i) => i.order_id === o.id && i.type !== 'subscription')
        .map(
          (i): OrderItem => ({
            id: i.id,
            order_id: i.order_id,
            item_id: i.item_id,
            type: i.type === 'ecom' ? 'ecom' : 'lms',
            slug: i.slug,
            category_slug: i.category_slug,
            title: i.title,
            thumbnail: i.thumbnail,
            description: i.description,
            price: i.price,
            price_discount: i.price_discount,
            price_discount_flag: i.price_discount_flag,
            price_before_discount: i.price_before_discount,
            quantity: i.quantity,
            schema: i.schema,
            my_rating: null,
            rating_id: i.rating_id,
            weight: i.weight,
            height: i.height,
            width: i.width,
            length: i.length,
          }),
        ),
      warehouse: wh
        ? { id: wh.id, code: wh.code, area_id: String(wh.area_id || '1'), latitude: wh.latitude ?? 0, longitude: wh.longitude ?? 0 }
        : null,
      price_type: o.price_type,
      price_tier: o.price_tier,
      promo_code: o.promo_code,
      discount: o.discount,
      amount: o.amount,
    };
  });
}

/**
 * The status filter of the transaction list (commerce §4 "Status filter"): empty or containing 1 means all;
 * 2 (awaiting payment) also matches 1 (created, not yet sent to payment), both read 'Menunggu Pembayaran'.
 */
export function statusFilter(status: number[] | undefined): number[] | null {
  if (!status || status.length === 0 || status.includes(STATUS.created)) return null;
  const set = new Set(status);
  if (set.has(STATUS.awaitingPayment)) set.add(STATUS.created);
  return [...set];
}

/** GET lms/finance/transaction: the member's orders, newest first by default, filtered by status and invoice. */
export async function listTransactions(
  db: Db,
  userId: number,
  o: { limit: number; page: number; sort: 'asc' | 'desc'; status?: number[]; invoice?: string },
  now: Date,
): Promise<Paged<Order>> {
  const where: SQL[] = [eq(orders.user_id, userId)];
  const codes = statusFilter(o.status);
  if (codes) where.push(inArray(orders.status_code, codes));
  if (o.invoice && o.invoice.trim()) where.push(ilike(orders.invoice, likePattern(o.invoice.trim())));
  const filter = and(...where);
  // Without an invoice search the count is the member's per-status tallies (member_order_counts, kept by triggers
  // of migration 0009; decision 078): a few rows, however many orders the member has.
  const total = o.invoice?.trim()
    ? sql<number>`(${db.select({ n: count() }).from(orders).where(filter)})`
    : sql<number>`(${db
        .select({ n: sql`coalesce(sum(${memberOrderCounts.n}), 0)::int` })
        .from(memberOrderCounts)
        .where(and(eq(memberOrderCounts.user_id, userId), codes ? inArray(memberOrderCounts.status_code, codes) : undefined))})`;
  // The page, its count and whether an order of the member is past its payment deadline, in one query: lazy expiry
  // (expire.ts) writes only when one is, then reads again.
  const due = sql<boolean>`exists (${db.select({ one: sql`1` }).from(orders).where(overdue(now, { userId }))})`;
  const search = Boolean(o.invoice?.trim());
  const page = async (): Promise<Array<{ order: OrderRow; total: number; due: boolean }>> =>
    search
      ? db
          .select({ order: orders, total, due })
          .from(orders)
          .where(filter)
          .orderBy(o.sort === 'asc' ? asc(orders.id) : desc(orders.id))
          .limit(o.limit)
          .offset((o.page - 1) * o.limit)
      : (
          await readPrepared<Record<string, unknown>>(db, PAGE_READS[o.sort], [
            userId,
            codes ? `{${codes.join(',')}}` : null,
            o.limit,
            (o.page - 1) * o.limit,
            now.toISOString(),
          ])
        ).map((r) => ({ order: mapColumns(orders, r), total: Number(r.page_total), due: r.page_due === true }));
  let rows = await page();
  let n: number;
  // An empty page (past the last) says nothing about overdue orders: expire and count on their own then.
  if (rows.length === 0 || rows[0]!.due) {
    await expireOverdueOrders(db, now, { userId });
    rows = await page();
  }
  if (rows.length > 0) n = Number(rows[0]!.total);
  else {
    const counted = (await db.execute(sql`select ${total} as n`)) as unknown as { rows: Array<{ n: number }> };
    n = Number(counted.rows[0]?.n ?? 0);
  }
  return pageOf(await ordersToWire(db, rows.map((r) => r.order), now), n, o.page, o.limit);
}

/** GET lms/finance/transaction/detail. @throws HttpError 404 'Data tidak ditemukan'. */
export async function getTransaction(db: Db, userId: number, invoice: string, now: Date): Promise<Order> {
  await expireOverdueOrders(db, now, { userId, invoice });
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.invoice, invoice)))
    .limit(1);
  const [order] = await ordersToWire(db, rows, now);
  if (!order) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  return order;
}

/** The transaction of an order by its id (the back office moves an order by id and answers its member's view). */
export async function getTransactionOfOrder(db: Db, orderId: number, invoice: string, now: Date): Promise<Order> {
  const [order] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  return getTransaction(db, order.user_id, invoice, now);
}
