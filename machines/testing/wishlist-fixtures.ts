/**
 * Wishlist rows for the wishlist machine's unit and model tests and the page's component tests (shapes of
 * src/api/wishlist.ts; prices rupiah). Vitest-free: the model spec imports it.
 */
import type { Paged } from '../../src/api/envelope';
import type { CourseWishlistItem, StoreWishlistEntry, StoreWishlistItem } from '../../src/api/wishlist';

const stamp = '2026-11-20T08:00:00.000Z';

/** A wishlisted course: entry `id`, course `courseId`. */
export function wishlistCourse(id: number, courseId = 50 + id, extra: Partial<CourseWishlistItem['detail']> = {}): CourseWishlistItem {
  return {
    id,
    user_id: 1,
    product_id: courseId,
    type: 'lms',
    created_at: stamp,
    updated_at: stamp,
    detail: {
      id: courseId,
      slug: `kursus-${courseId}`,
      title: `Kursus ${courseId}`,
      category_slug: 'bread',
      category_name: 'Bread',
      price: 159_000,
      thumbnail: '',
      rating: 4.5,
      total_review: 12,
      ...extra,
    },
  };
}

/** One entry of a store product at a warehouse (`null` name: the warehouse is gone). */
export function wishlistEntry(id: number, productId: number, warehouse: { id: number; name: string | null; code: string | null; slug: string | null }, price: number): StoreWishlistEntry {
  return {
    id,
    user_id: 1,
    product_id: productId,
    type: 'ecom',
    created_at: stamp,
    updated_at: stamp,
    warehouse_id: warehouse.id,
    detail: {
      id: productId,
      slug: `produk-${productId}`,
      title: `Produk ${productId}`,
      category_slug: 'cokelat',
      category_name: 'Cokelat',
      price,
      thumbnail: '',
      rating: 0,
      total_review: 0,
      warehouse_name: warehouse.name,
      warehouse_code: warehouse.code,
      warehouse_slug: warehouse.slug,
    },
  };
}

export const WH_BDG = { id: 2, name: 'Gudang Bandung', code: 'WH-BDG', slug: 'bandung' };
export const WH_JKT = { id: 1, name: 'Gudang Jakarta', code: 'WH-JKT', slug: 'jakarta' };
export const WH_GONE = { id: 9, name: null, code: null, slug: null };

/** A store row (entry `id` at Bandung) with its `other` entries. */
export function wishlistProduct(id: number, productId: number, other: StoreWishlistEntry[] = [], extra: Partial<StoreWishlistItem['detail']> = {}): StoreWishlistItem {
  const row = wishlistEntry(id, productId, WH_BDG, 185_000);
  return { ...row, detail: { ...row.detail, ...extra }, other };
}

/** A page of rows (5 per page). */
export function wishlistPage<T>(rows: T[], pages = rows.length ? 1 : 0, page = 1): Paged<T> {
  return { count: rows.length, page, pages, limit: 5, data: rows };
}
