/**
 * Adding to and removing from a member's wishlist (portal spec §7 "Wishlist" store / delete; commerce §8
 * "Wishlist"): an active course, or an active product that the named warehouse sells; one entry per item (and
 * warehouse for products), 403 'Item sudah ada di wishlist' for a duplicate; the member's own price list is kept
 * with a product (decision 009). The routes (routes/misc.ts) only read the request and answer.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, productPrices, products, wishlist } from '../db/schema';
import { HttpError } from '../http/envelope';
import type { PriceList } from './price-list';

export const WISHLIST_DUPLICATE = 'Item sudah ada di wishlist';

export interface WishlistAdd {
  userId: number;
  type: 'course' | 'ecom';
  productId: number;
  /** The warehouse a product is wished for (null for a course). */
  warehouseId: number | null;
  /** The member's price list (kept with a product). */
  priceList: PriceList;
  now: Date;
}

/** Adds the item; 404 'Item tidak diketahui' for an unknown or unsold item, 403 for a duplicate. */
export async function addToWishlist(db: Db, a: WishlistAdd) {
  const type = a.type === 'course' ? 'lms' : 'ecom';
  const [exists] =
    a.type === 'course'
      ? await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, a.productId), eq(courses.status, 'active'))).limit(1)
      : await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(productPrices, and(eq(productPrices.product_id, products.id), eq(productPrices.warehouse_id, a.warehouseId ?? -1)))
          .where(and(eq(products.id, a.productId), eq(products.status, 'active')))
          .limit(1);
  if (!exists) throw new HttpError(404, 'Item tidak diketahui');
  const warehouseId = a.type === 'ecom' ? a.warehouseId : null;
  const [dup] = await db
    .select({ id: wishlist.id })
    .from(wishlist)
    .where(
      and(
        eq(wishlist.user_id, a.userId),
        eq(wishlist.type, type),
        eq(wishlist.product_id, a.productId),
        warehouseId === null ? isNull(wishlist.warehouse_id) : eq(wishlist.warehouse_id, warehouseId),
      ),
    )
    .limit(1);
  if (dup) throw new HttpError(403, WISHLIST_DUPLICATE);
  const [row] = await db
    .insert(wishlist)
    .values({
      user_id: a.userId,
      product_id: a.productId,
      type,
      warehouse_id: warehouseId,
      pricelist_type: a.type === 'ecom' ? a.priceList.type : null,
      pricelist_tier: a.type === 'ecom' ? a.priceList.tier : null,
      created_at: a.now,
      updated_at: a.now,
    })
    .returning();
  return { id: row!.id, type: row!.type, product_id: row!.product_id, warehouse_id: row!.warehouse_id };
}

/** Removes one of the member's entries; 404 'Data tidak ditemukan' when it is not theirs or gone. */
export async function removeFromWishlist(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.id, id), eq(wishlist.user_id, userId)))
    .returning({ id: wishlist.id });
  if (removed.length === 0) throw new HttpError(404, 'Data tidak ditemukan');
}
