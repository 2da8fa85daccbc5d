/**
 * Reviews (commerce spec §3 "Review", §4 'Beri Ulasan' only at status 7 with rating_id 0, §7 "Reviews"; contract in
 * src/api/review.ts). A review belongs to one line of one of the member's completed orders; storing it sets the
 * line's `rating_id` and folds the rating into the course's or product's `rating` / `total_review` (rating rounded
 * to one decimal).
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courses, orderItems, orders, products, reviews } from '../db/schema';
import type { Review, ReviewType } from '../../api/review';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import { pageOf } from './catalogue';

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan';
export const ORDER_ITEM_NOT_FOUND = 'Item pesanan tidak ditemukan';
export const ORDER_NOT_COMPLETED = 'Ulasan hanya untuk pesanan yang sudah selesai';
export const ALREADY_REVIEWED = 'Item ini sudah diulas';
/** Order status that allows reviews (commerce §4: 7 completed). */
export const REVIEWABLE_STATUS = 7;

type ReviewRow = typeof reviews.$inferSelect;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Reviews as the contract's `Review`, in the given order (rows whose item no longer exists are left out). */
async function toWire(db: Db, rows: ReviewRow[]): Promise<Review[]> {
  const courseIds = rows.filter((r) => r.type === 'lms').map((r) => r.product_id);
  const productIds = rows.filter((r) => r.type === 'ecom').map((r) => r.product_id);
  const courseRows = courseIds.length
    ? await db
        .select({ c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name } })
        .from(courses)
        .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
        .where(inArray(courses.id, courseIds))
    : [];
  const productRows = productIds.length ? await db.select().from(products).where(inArray(products.id, productIds)) : [];
  const courseById = new Map(courseRows.map((r) => [r.c.id, r]));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const out: Review[] = [];
  for (const r of rows) {
    let detail: Review['detail'] | undefined;
    if (r.type === 'lms') {
      const c = courseById.get(r.product_id);
      if (c) detail = { id: c.c.id, slug: c.c.slug, category_slug: c.cat.slug, category_name: c.cat.name, title: c.c.title, short_name: c.c.title, thumbnail: c.c.thumbnail };
    } else {
      const p = productById.get(r.product_id);
      if (p) detail = { id: p.id, slug: p.slug, category_slug: p.category_slug, category_name: p.category, title: p.long_name, short_name: p.short_name, thumbnail: p.image };
    }
    if (!detail) continue;
    out.push({
      id: r.id,
      user_id: r.user_id,
      product_id: r.product_id,
      order_id: r.order_id,
      type: r.type === 'ecom' ? 'ecom' : 'lms',
      rating: r.rating,
      review: r.review,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      detail,
    });
  }
  return out;
}

/** GET lms/component/rating/user/{type}: the member's reviews of that type, newest first. */
export async function listMyReviews(db: Db, userId: number, type: ReviewType, o: { limit: number; page: number }): Promise<Paged<Review>> {
  const filter = and(eq(reviews.user_id, userId), eq(reviews.type, type));
  const [total] = await db.select({ n: count() }).from(reviews).where(filter);
  const rows = await db
    .select()
    .from(reviews)
    .where(filter)
    .orderBy(desc(reviews.created_at), desc(reviews.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(await toWire(db, rows), total?.n ?? 0, o.page, o.limit);
}

/** GET lms/component/rating/user/{type}/{id}. @throws HttpError 404 when it is not the member's review of that type. */
export async function getMyReview(db: Db, userId: number, type: ReviewType, id: number): Promise<Review> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.user_id, userId), eq(reviews.type, type)))
    .limit(1);
  const [wire] = await toWire(db, rows);
  if (!wire) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return wire;
}

/** Fold a rating change into a course's or product's aggregate. `added` true for a new review. */
async function foldRating(db: Db, type: ReviewType, id: number, change: { added: true; rating: number } | { added: false; from: number; to: number }) {
  const table = type === 'lms' ? courses : products;
  const [row] = await db.select({ rating: table.rating, total: table.total_review }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) return;
  if (change.added) {
    const total = row.total + 1;
    await db.update(table).set({ rating: round1((row.rating * row.total + change.rating) / total), total_review: total }).where(eq(table.id, id));
  } else if (row.total > 0) {
    await db.update(table).set({ rating: round1((row.rating * row.total - change.from + change.to) / row.total) }).where(eq(table.id, id));
  }
}

/**
 * POST lms/component/rating/store: review one line of one of the member's completed orders. A product review
 * records the price list and warehouse the order was bought with (the order's own, decided by the gateway from the
 * member; decision 009): the `pricelist_type` / `pricelist_tier` / `warehouse_id` the spec's payload carries are
 * accepted and ignored.
 * @throws HttpError 404 {@link ORDER_NOT_FOUND} / {@link ORDER_ITEM_NOT_FOUND}; 422 {@link ORDER_NOT_COMPLETED};
 *   409 {@link ALREADY_REVIEWED}.
 */
export async function storeReview(
  db: Db,
  userId: number,
  input: {
    type: ReviewType;
    product_id: number;
    order_id: number;
    rating: number;
    review: string;
    warehouse_id?: number;
    pricelist_type?: string;
    pricelist_tier?: number;
  },
  now: Date,
): Promise<Review> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [order] = await tx
      .select({ id: orders.id, status: orders.status_code, price_type: orders.price_type, price_tier: orders.price_tier, warehouse: orders.warehouse })
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.user_id, userId)))
      .limit(1);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.status !== REVIEWABLE_STATUS) throw new HttpError(422, ORDER_NOT_COMPLETED);
    const lines = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.order_id, order.id), eq(orderItems.type, input.type), eq(orderItems.item_id, input.product_id)))
      .orderBy(orderItems.id);
    if (lines.length === 0) throw new HttpError(404, ORDER_ITEM_NOT_FOUND);
    const line = lines.find((l) => l.rating_id === 0);
    if (!line) throw new HttpError(409, ALREADY_REVIEWED);
    const [row] = await tx
      .insert(reviews)
      .values({
        user_id: userId,
        type: input.type,
        product_id: input.product_id,
        order_id: order.id,
        order_item_id: line.id,
        rating: input.rating,
        review: input.review,
        warehouse_id: input.type === 'ecom' ? ((order.warehouse as { id?: number } | null)?.id ?? null) : null,
        pricelist_type: input.type === 'ecom' ? order.price_type : null,
        pricelist_tier: input.type === 'ecom' ? order.price_tier : null,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, ALREADY_REVIEWED);
    await tx.update(orderItems).set({ rating_id: row.id }).where(eq(orderItems.id, line.id));
    await foldRating(tx, input.type, input.product_id, { added: true, rating: input.rating });
    return (await toWire(tx, [row]))[0]!;
  });
}

/** PUT lms/component/rating/update. @throws HttpError 404 when the review is not the member's. */
export async function updateReview(db: Db, userId: number, input: { rating_id: number; rating: number; review: string }, now: Date): Promise<Review> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [old] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, input.rating_id), eq(reviews.user_id, userId)))
      .limit(1);
    if (!old) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const [row] = await tx
      .update(reviews)
      .set({ rating: input.rating, review: input.review, updated_at: now })
      .where(eq(reviews.id, old.id))
      .returning();
    const type: ReviewType = old.type === 'ecom' ? 'ecom' : 'lms';
    if (old.rating !== input.rating) await foldRating(tx, type, old.product_id, { added: false, from: old.rating, to: input.rating });
    return (await toWire(tx, [row!]))[0]!;
  });
}
