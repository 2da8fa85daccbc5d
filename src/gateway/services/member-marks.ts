/**
 * What the catalogue marks for the signed-in member (portal spec §7 course detail `is_purchased`, `my_wishlist`;
 * store product list and detail `my_wishlist`), and the small lookups the catalogue routes need (an active product
 * by slug, a sitemap entry). The routes (routes/catalogue.ts) only read the request and answer.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, products, sitemap, wishlist } from '../db/schema';

/** The member is enrolled in the course (bought it or got it through a subscription or voucher). */
export async function isEnrolled(db: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await db.select({ id: enrollments.id }).from(enrollments).where(and(eq(enrollments.user_id, userId), eq(enrollments.course_id, courseId))).limit(1);
  return rows.length > 0;
}

/** The course is in the member's wishlist. */
export async function isCourseWished(db: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: wishlist.id })
    .from(wishlist)
    .where(and(eq(wishlist.user_id, userId), eq(wishlist.type, 'lms'), eq(wishlist.product_id, courseId)))
    .limit(1);
  return rows.length > 0;
}

/** The product ids the member wished for at a warehouse (one product when `productId` is given). */
export async function wishedProductIds(db: Db, userId: number, warehouseId: number, productId?: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: wishlist.product_id })
    .from(wishlist)
    .where(
      and(
        eq(wishlist.user_id, userId),
        eq(wishlist.type, 'ecom'),
        eq(wishlist.warehouse_id, warehouseId),
        productId === undefined ? undefined : eq(wishlist.product_id, productId),
      ),
    );
  return new Set(rows.map((w) => w.id));
}

/** The id of an active product by its slug, or null. */
export async function activeProductIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), eq(products.status, 'active'))).limit(1);
  return row?.id ?? null;
}

/** A sitemap entry (channel, key), or null. */
export async function sitemapEntry(db: Db, channel: string, key: string): Promise<{ key: string; channel: string; value: string } | null> {
  const [row] = await db.select().from(sitemap).where(and(eq(sitemap.channel, channel), eq(sitemap.key, key))).limit(1);
  return row ? { key: row.key, channel: row.channel, value: row.value } : null;
}
