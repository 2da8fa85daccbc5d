/**
 * Public catalogue routes (portal spec §7 "Content"): courses, popular courses, one course by id or slug,
 * store products priced for a type/tier/warehouse, zones with their warehouses, sitemap content.
 * A valid bearer token personalises answers (`is_purchased`, `my_wishlist`) but is never required.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CourseDetailQuery, CourseListQuery, ProductDetailQuery, ProductListQuery, SitemapQuery, ZoneListQuery } from '../../api/catalogue';
import { ZoneDetailQuery } from '../../api/store';
import { IntParam } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE, ok } from '../http/envelope';
import { activeProductIdBySlug, isCourseWished, isEnrolled, sitemapEntry, wishedProductIds } from '../services/member-marks';
import { readQuery } from '../http/validate';
import { optionalAuth, USER_MISMATCH } from '../http/auth';
import type { AppEnv } from '../http/context';
import { findCourse, listCourses, listProducts, listZones, productFacets, productsToWire, zoneDetail } from '../services/catalogue';
import { priceListOf } from '../services/price-list';
import { ownedCourses } from '../services/pricing';
import type { Db } from '../db/client';
import type { Course } from '../../api/catalogue';
import type { Paged } from '../../api/envelope';

/** Query of GET lms/courses/popular: `limit` (default 10). */
const PopularQuery = v.object({ limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), 10) });

/** Routes under /api for courses (lms/courses...), store (store/...) and the sitemap. */
export function catalogueRoutes() {
  const r = new Hono<AppEnv>();

  // Public catalogue reads go through the process's short-lived read cache (services/read-cache.ts, decision 042).
  // The lists are shared (cached); a session adds `is_purchased` per course afterwards (one query, never cached).
  r.get('/lms/courses', optionalAuth, async (c) => {
    const q = readQuery(c, CourseListQuery);
    const { db, cache } = c.var.deps;
    return ok(c, await withOwnership(db, c.var.user?.id, await cache.get(`courses:${JSON.stringify(q)}`, () => listCourses(db, q))));
  });

  r.get('/lms/courses/popular', optionalAuth, async (c) => {
    const q = readQuery(c, PopularQuery);
    const { db, cache } = c.var.deps;
    const page = await cache.get(`courses-popular:${q.limit}`, () => listCourses(db, { limit: q.limit, page: 1, sort: 'desc', order: 'popular', status: 'active' }));
    return ok(c, await withOwnership(db, c.var.user?.id, page));
  });

  // Course detail by id or slug; adds the detail fields (portal §3: description, video_url, outcomes, requirements,
  // language, meta, order_type, product_id) and the member's `is_purchased` and `my_wishlist` to the Course shape.
  // Query (commerce §7 "Course detail by slug"): `status` (404 when the course's differs), `user_id` (403 when a
  // session names another member; ignored without a session).
  r.get('/lms/courses/:idOrSlug', optionalAuth, async (c) => {
    const key = c.req.param('idOrSlug');
    const q = readQuery(c, CourseDetailQuery);
    const { db } = c.var.deps;
    const course = key && key.length <= 200 ? await findCourse(db, key) : undefined;
    if (!course || (q.status && course.row.status !== q.status)) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const user = c.var.user;
    if (user && q.user_id !== undefined && q.user_id !== user.id) throw new HttpError(403, USER_MISMATCH);
    let isPurchased = false;
    let myWishlist = false;
    if (user) {
      isPurchased = await isEnrolled(db, user.id, course.row.id);
      myWishlist = await isCourseWished(db, user.id, course.row.id);
    }
    const { row } = course;
    return ok(c, {
      ...course.wire,
      description: row.description,
      video_url: row.video_url,
      outcomes: row.outcomes,
      requirements: row.requirements,
      language: row.language,
      meta: row.meta,
      order_type: row.order_type,
      product_id: row.product_id,
      is_purchased: isPurchased,
      my_wishlist: myWishlist,
    });
  });

  // `zone_id` is accepted but not needed: the warehouse already decides prices and stock. Prices are the
  // signed-in member's price list (guests: b2c, tier 3); the `type` and `tier` in the query are ignored.
  r.get('/store/product', optionalAuth, async (c) => {
    const q = readQuery(c, ProductListQuery);
    const { db } = c.var.deps;
    const user = c.var.user;
    const wished = user ? await wishedProductIds(db, user.id, q.warehouse) : new Set<number>();
    const list = priceListOf(user);
    const options = { ...q, type: list.type, tier: list.tier };
    // The list is the same for every member of a price list (cached); the wishlist marks are the member's own.
    const page = await c.var.deps.cache.get(`products:${JSON.stringify(options)}`, () => listProducts(db, options));
    return ok(c, wished.size ? { ...page, data: page.data.map((p) => ({ ...p, my_wishlist: wished.has(p.id) })) } : page);
  });

  // Product detail by slug (portal §7 store/product/detail; commerce §7 "Product detail"): priced at the
  // warehouse for the signed-in member's price list (guests: b2c, tier 3; the query's `type`/`tier` are ignored,
  // decision 009); 404 for an unknown slug or a product not sold there.
  r.get('/store/product/detail', optionalAuth, async (c) => {
    const q = readQuery(c, ProductDetailQuery);
    const { db } = c.var.deps;
    const user = c.var.user;
    if (user && q.user_id !== undefined && q.user_id !== user.id) throw new HttpError(403, USER_MISMATCH);
    const productId = await activeProductIdBySlug(db, q.slug);
    if (productId === null) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const wished = user ? await wishedProductIds(db, user.id, q.warehouse, productId) : new Set<number>();
    const list = priceListOf(user);
    const [product] = await productsToWire(db, [productId], q.warehouse, list.type, list.tier, wished);
    if (!product) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return ok(c, product);
  });

  r.get('/store/zone', async (c) => {
    const q = readQuery(c, ZoneListQuery);
    return ok(c, await listZones(c.var.deps.db, q));
  });

  // One zone with its warehouses (portal §7 store/zone/detail).
  r.get('/store/zone/detail', async (c) => {
    const q = readQuery(c, ZoneDetailQuery);
    const zone = await zoneDetail(c.var.deps.db, q);
    if (!zone) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return ok(c, zone);
  });
  // The store's brands and categories (portal §7 store/brand, store/category), from the active products.
  r.get('/store/brand', async (c) => ok(c, await productFacets(c.var.deps.db, 'brand')));
  r.get('/store/category', async (c) => ok(c, await productFacets(c.var.deps.db, 'category')));

  r.get('/lms/helper/settings/site_map', async (c) => {
    const q = readQuery(c, SitemapQuery);
    const entry = await sitemapEntry(c.var.deps.db, q.channel, q.key);
    if (!entry) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return ok(c, entry);
  });

  return r;
}

/** A course page with `is_purchased` for the signed-in member (the page as it is for a guest). */
async function withOwnership(db: Db, userId: number | undefined, page: Paged<Course>): Promise<Paged<Course>> {
  if (userId === undefined) return page;
  const owned = await ownedCourses(db, userId, page.data.map((course) => course.id));
  return { ...page, data: page.data.map((course) => ({ ...course, is_purchased: owned.has(course.id) })) };
}
