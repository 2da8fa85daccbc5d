/**
 * Catalogue: courses (learning site) and store products, zones/warehouses and sitemap content
 * (portal spec §3 "Course", "Store product", "Area: zone, warehouse"; §7 "Content").
 *
 * Money is rupiah as integers. Course pricing on the wire (this project's reading, see
 * docs/decisions/004-pricing.md): `price` is what the member pays, `price_before_discount` the list price,
 * `discounted_price` the discount in rupiah (`price_before_discount - price`), `discount_flag` true when
 * discounted; a free course has `is_free_course` true and `price` 0.
 */
import * as v from 'valibot';
import { cappedText, maxText } from './limits';
import { call } from './client';
import { BoolParam, IntListParam, IntParam, paged, PositiveInt, PriceTier, PriceType, SortDir } from './envelope';

/** Category ids (portal spec §9). */
export const CATEGORY = { pastry: 1, bread: 2, dessert: 3, traditional: 6, modern: 7 } as const;
/** Course schemas (commerce spec §3). */
export const CourseSchemaType = v.string();

export const Course = v.object({
  id: v.number(),
  category: v.number(),
  category_slug: v.string(),
  category_name: v.string(),
  sub_category_id: v.nullable(v.number()),
  slug: v.string(),
  title: v.string(),
  thumbnail: v.string(),
  thumbnail_slider: v.string(),
  thumbnail_slider_banner: v.string(),
  thumbnail_home: v.string(),
  course_duration: v.string(),
  is_prakerja: v.boolean(),
  is_free_course: v.boolean(),
  rating: v.number(),
  total_review: v.number(),
  total_lesson: v.number(),
  popular: v.number(),
  status: v.string(),
  schema: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  short_description: v.string(),
  price: v.number(),
  discount_flag: v.boolean(),
  discounted_price: v.number(),
  price_before_discount: v.number(),
  /** The signed-in member owns the course (lists read with a session only; absent for guests). Cards show 'Dimiliki'. */
  is_purchased: v.optional(v.boolean()),
});
export type Course = v.InferOutput<typeof Course>;

export const CourseList = paged(Course);

/**
 * GET lms/courses (portal §7 "Content": limit, page, sort, order, status, flag_category, category_id). `order`:
 * `latest` | `popular` | `id` | `title`; `category_id` a JSON list text like `[1,2]`; `flag_category` switches the
 * category filter (decision 071): `true` lists only the categories `category_id` names, `false` lists every
 * category whatever `category_id` says; absent, `category_id` filters when given.
 */
export const CourseListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), 10),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  sort: v.optional(SortDir, 'desc'),
  order: v.optional(v.picklist(['latest', 'popular', 'id', 'title']), 'latest'),
  status: v.optional(v.picklist(['active', 'inactive']), 'active'),
  flag_category: v.optional(BoolParam),
  category_id: v.optional(IntListParam),
  q: v.optional(cappedText('query')),
});
export type CourseListQuery = v.InferInput<typeof CourseListQuery>;

export function getCourses(query: CourseListQuery) {
  return call('get', 'lms/courses', CourseList, {
    searchParams: {
      ...query,
      category_id: query.category_id === undefined ? undefined : JSON.stringify(query.category_id),
    } as Record<string, string | number | boolean | undefined>,
  });
}
export const getPopularCourses = (limit = 10) => call('get', 'lms/courses/popular', CourseList, { searchParams: { limit } });

/** Warehouse (commerce spec §3). Coordinates in WGS84 degrees. */
export const Warehouse = v.object({
  id: v.number(),
  erp_id: v.string(),
  city_id: v.string(),
  province_id: v.string(),
  district_id: v.string(),
  village_id: v.string(),
  zone_id: v.number(),
  code: v.string(),
  slug: v.string(),
  name: v.string(),
  address: v.string(),
  postal_code: v.string(),
  telephone: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  can_be_order: v.boolean(),
  is_active: v.boolean(),
});
export type Warehouse = v.InferOutput<typeof Warehouse>;

export const Zone = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  status: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  province: v.string(),
  warehouses: v.array(Warehouse),
});
export type Zone = v.InferOutput<typeof Zone>;

/** Zone list query (portal spec §7: limit 1000, page 1, order id, sort asc). */
export const ZoneListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), 1000),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  order: v.optional(v.picklist(['id', 'name']), 'id'),
  sort: v.optional(SortDir, 'asc'),
});
export const getZones = () =>
  call('get', 'store/zone', paged(Zone), { searchParams: { limit: 1000, page: 1, order: 'id', sort: 'asc' } });


/** Store product priced for one type/tier/warehouse (portal spec §3 "Store product"). Weight in kg, sizes in cm. */
export const Product = v.object({
  id: v.number(),
  category: v.string(),
  category_slug: v.string(),
  subcategory_id: v.nullable(v.number()),
  brand: v.string(),
  slug: v.string(),
  item_code: v.string(),
  warehouse_code: v.string(),
  short_name: v.string(),
  long_name: v.string(),
  image: v.string(),
  images: v.array(v.string()),
  description: v.string(),
  warehouses: v.array(v.object({ id: v.number(), id_kota: v.string(), id_propinsi: v.string(), slug: v.string(), name: v.string() })),
  pricelist: v.array(
    v.object({ pricelist_id: v.number(), warehouse: v.number(), type: PriceType, tier: v.number(), sku_code: v.string(), margin: v.number(), price: v.number() }),
  ),
  stock: v.array(v.object({ warehouse: v.number(), sku_code: v.string(), stock: v.number() })),
  /** Price for the requested type/tier/warehouse, rupiah. */
  price: v.number(),
  qty_stock: v.number(),
  uom: v.string(),
  height: v.number(),
  width: v.number(),
  length: v.number(),
  weight: v.number(),
  unit_weight: v.string(),
  is_top_product: v.boolean(),
  is_preorder: v.boolean(),
  is_ignore_stock: v.boolean(),
  my_wishlist: v.boolean(),
  rating_info: v.object({ rating: v.number(), total_review: v.number() }),
  status: v.string(),
});
export type Product = v.InferOutput<typeof Product>;

/** GET store/product (portal spec §7): limit, type, tier, warehouse (id), zone_id, is_top. */
export const ProductListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), 20),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  type: v.optional(PriceType, 'b2c'),
  tier: v.optional(PriceTier, 3),
  warehouse: v.pipe(IntParam, v.minValue(1, 'warehouse harus diisi')),
  zone_id: v.optional(IntParam),
  is_top: v.optional(BoolParam),
  q: v.optional(cappedText('query')),
});
export type ProductListQuery = v.InferInput<typeof ProductListQuery>;
export const getProducts = (query: ProductListQuery) =>
  call('get', 'store/product', paged(Product), { searchParams: query as Record<string, string | number | boolean | undefined> });

/** Sitemap content (portal spec §7): `result.value` is HTML (sanitize before rendering) or a plain code. */
export const SitemapChannel = v.picklist(['portal', 'lms', 'ecom', 'media', 'community']);
export const SitemapQuery = v.object({ channel: v.optional(SitemapChannel, 'portal'), key: v.pipe(v.string(), v.nonEmpty('key harus diisi'), maxText('slug')) });
export const Sitemap = v.object({ key: v.string(), channel: v.string(), value: v.string() });
export const getSitemap = (key: string, channel: v.InferOutput<typeof SitemapChannel> = 'portal') =>
  call('get', 'lms/helper/settings/site_map', Sitemap, { searchParams: { channel, key } });

// ── Details for the review pages (commerce §7 "Reviews": course detail by slug, product detail) ───────────────

/**
 * GET lms/courses/{slug} query: `status=active` answers 404 for an inactive course; `user_id` must be the
 * signed-in member when a session is sent (403 otherwise) and is ignored without one.
 */
export const CourseDetailQuery = v.object({
  status: v.optional(v.picklist(['active', 'inactive'])),
  user_id: v.optional(PositiveInt),
});
/**
 * A course with its detail fields (portal §3 "Course: Detail adds video_url, description, outcomes, requirements,
 * language, meta fields, is_purchased, my_wishlist, order_type, product_id"; decision 071): `description` is HTML
 * (sanitise); `video_url` the preview video or null; `outcomes` / `requirements` one line each; `meta` the page's
 * search-engine fields; `order_type` the order line type it is bought as ('lms'); `product_id` the store product
 * that goes with it (its main ingredient) or null; `is_purchased` / `my_wishlist` for the signed-in member.
 */
export const CourseDetail = v.object({
  ...Course.entries,
  description: v.string(),
  video_url: v.nullable(v.string()),
  outcomes: v.array(v.string()),
  requirements: v.array(v.string()),
  language: v.string(),
  meta: v.object({ meta_title: v.string(), meta_description: v.string(), meta_keywords: v.string() }),
  order_type: v.string(),
  product_id: v.nullable(v.number()),
  is_purchased: v.boolean(),
  my_wishlist: v.boolean(),
});
export type CourseDetail = v.InferOutput<typeof CourseDetail>;
/** A course by slug (active only). @throws ApiError 404 'Data tidak ditemukan' for an unknown or inactive slug. */
export const getCourseDetail = (slug: string, userId?: number) =>
  call('get', `lms/courses/${encodeURIComponent(slug)}`, CourseDetail, { searchParams: { status: 'active', user_id: userId } });

/**
 * GET store/product/detail (portal spec §7) query: `slug`, `user_id` (as above), price list `type` and `tier`
 * (accepted and ignored: the gateway prices with the signed-in member's own list, guests b2c tier 3; decision
 * 009), `warehouse` (id). Unknown slug, or a product not sold at that warehouse: 404 'Data tidak ditemukan'.
 */
export const ProductDetailQuery = v.object({
  slug: v.pipe(v.string('slug harus diisi'), v.trim(), v.nonEmpty('slug harus diisi'), maxText('slug')),
  user_id: v.optional(PositiveInt),
  type: v.optional(PriceType, 'b2c'),
  tier: v.optional(PriceTier, 3),
  warehouse: v.pipe(IntParam, v.minValue(1, 'warehouse harus diisi')),
});
export type ProductDetailQuery = v.InferInput<typeof ProductDetailQuery>;
/** A store product priced at a warehouse for the signed-in member's price list. @throws ApiError 404 for an unknown slug. */
export const getProductDetail = (q: ProductDetailQuery) =>
  call('get', 'store/product/detail', Product, { searchParams: q as Record<string, string | number | undefined> });
