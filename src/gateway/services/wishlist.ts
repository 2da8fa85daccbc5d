/**
 * Wishlist lists (portal spec §2 "Wishlist", §3 "Wishlist item", §7 "Wishlist"): the course tab and the store tab,
 * 5 per page by default, newest first, searchable by title. Prices are the gateway's own: a course's price, a
 * product's price at the entry's warehouse for the signed-in member's type and tier (0 when that warehouse does
 * not sell it). Store entries are grouped by product, the newest entry first and the rest in `other`.
 * Contract: src/api/wishlist.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courses, productPrices, products, warehouses, wishlist } from '../db/schema';
import type { CourseWishlistItem, StoreWishlistEntry, StoreWishlistItem } from '../../api/wishlist';
import type { Paged } from '../../api/envelope';
import { likePattern, pageOf } from './catalogue';
import type { PriceList } from './price-list';

/** The validated list query (WishlistListQuery output). */
export interface WishlistListOptions {
  limit: number;
  page: number;
  q: string;
}

const iso = (d: Date) => d.toISOString();

/** GET lms/component/wishlist/lms: the member's courses, newest first, `q` searching the title. */
export async function listCourseWishlist(db: Db, userId: number, o: WishlistListOptions): Promise<Paged<CourseWishlistItem>> {
  const where: SQL[] = [eq(wishlist.user_id, userId), eq(wishlist.type, 'lms')];
  if (o.q) where.push(ilike(courses.title, likePattern(o.q)));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(wishlist).innerJoin(courses, eq(courses.id, wishlist.product_id)).where(filter);
  const rows = await db
    .select({ entry: wishlist, course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(wishlist)
    .innerJoin(courses, eq(courses.id, wishlist.product_id))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(filter)
    .orderBy(desc(wishlist.created_at), desc(wishlist.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const data = rows.map(
    (r): CourseWishlistItem => ({
      id: r.entry.id,
      user_id: r.entry.user_id,
      product_id: r.entry.product_id,
      type: 'lms',
      created_at: iso(r.entry.created_at),
      updated_at: iso(r.entry.updated_at),
      detail: {
        id: r.course.id,
        slug: r.course.slug,
        title: r.course.title,
        category_slug: r.category.slug,
        category_name: r.category.name,
        price: r.course.price,
        thumbnail: r.course.thumbnail,
        rating: r.course.rating,
        total_review: r.course.total_review,
      },
    }),
  );
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/**
 * GET lms/component/wishlist/ecom: the member's products, one row per product (its newest entry) with the
 * member's entries of the same product in other warehouses in `other`; rows ordered by their newest entry;
 * `q` searches the short and long name; `count`/`pages` count products.
 * @param priceList the signed-in member's own price list (services/price-list.ts `priceListOf`; decision 009).
 */
export async function listStoreWishlist(db: Db, userId: number, priceList: PriceList, o: WishlistListOptions): Promise<Paged<StoreWishlistItem>> {
  const where: SQL[] = [eq(wishlist.user_id, userId), eq(wishlist.type, 'ecom')];
  if (o.q) {
    const p = likePattern(o.q);
    where.push(or(ilike(products.short_name, p), ilike(products.long_name, p))!);
  }
  const rows = await db
    .select({ entry: wishlist, product: products })
    .from(wishlist)
    .innerJoin(products, eq(products.id, wishlist.product_id))
    .where(and(...where))
    .orderBy(desc(wishlist.created_at), desc(wishlist.id));
  const groups = new Map<number, typeof rows>();
  for (const r of rows) groups.set(r.product.id, [...(groups.get(r.product.id) ?? []), r]);
  const all = [...groups.values()];
  const page = all.slice((o.page - 1) * o.limit, o.page * o.limit);

  const entries = page.flat();
  const productIds = [...new Set(entries.map((r) => r.product.id))];
  const warehouseIds = [...new Set(entries.map((r) => r.entry.warehouse_id).filter((id): id is number => id !== null))];
  const prices = productIds.length
    ? await db
        .select({ product_id: productPrices.product_id, warehouse_id: productPrices.warehouse_id, price: productPrices.price })
        .from(productPrices)
        .where(and(inArray(productPrices.product_id, productIds), eq(productPrices.type, priceList.type), eq(productPrices.tier, priceList.tier)))
    : [];
  const priceOf = new Map(prices.map((p) => [`${p.product_id}/${p.warehouse_id}`, p.price]));
  const whs = warehouseIds.length ? await db.select().from(warehouses).where(inArray(warehouses.id, warehouseIds)).orderBy(asc(warehouses.id)) : [];
  const warehouseOf = new Map(whs.map((w) => [w.id, w]));

  const toEntry = (r: (typeof rows)[number]): StoreWishlistEntry => {
    const w = r.entry.warehouse_id === null ? undefined : warehouseOf.get(r.entry.warehouse_id);
    return {
      id: r.entry.id,
      user_id: r.entry.user_id,
      product_id: r.entry.product_id,
      type: 'ecom',
      warehouse_id: r.entry.warehouse_id,
      created_at: iso(r.entry.created_at),
      updated_at: iso(r.entry.updated_at),
      detail: {
        id: r.product.id,
        slug: r.product.slug,
        title: r.product.short_name,
        category_slug: r.product.category_slug,
        category_name: r.product.category,
        price: (r.entry.warehouse_id !== null ? priceOf.get(`${r.product.id}/${r.entry.warehouse_id}`) : undefined) ?? 0,
        thumbnail: r.product.image,
        rating: r.product.rating,
        total_review: r.product.total_review,
        warehouse_name: w?.name ?? null,
        warehouse_code: w?.code ?? null,
        warehouse_slug: w?.slug ?? null,
      },
    };
  };
  const data = page.map((group): StoreWishlistItem => ({ ...toEntry(group[0]!), other: group.slice(1).map(toEntry) }));
  return pageOf(data, all.length, o.page, o.limit);
}
