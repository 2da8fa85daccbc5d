/**
 * Catalogue reads: courses (learning site), store products priced for a type/tier/warehouse, zones with their
 * warehouses, sitemap content (portal spec §3 "Course", "Store product", "Area"; §7 "Content").
 *
 * Course pricing on the wire (docs/decisions/004-pricing.md): `price` is what the member pays,
 * `price_before_discount` the list price, `discounted_price` the discount in rupiah, `discount_flag` true when
 * there is a discount.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courses, productPrices, products, productStocks, warehouses, zones } from '../db/schema';
import type { Course, Product, Warehouse, Zone } from '../../api/catalogue';
import type { Paged } from '../../api/envelope';

type CourseRow = typeof courses.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type WarehouseRow = typeof warehouses.$inferSelect;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Paging helper: `pages` = ⌈count / limit⌉ (at least 0). */
export function pageOf<T>(data: T[], count: number, page: number, limit: number): Paged<T> {
  return { count, page, pages: Math.ceil(count / limit), limit, data };
}

/** Escape `%`, `_` and `\` for an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A course row with its category as the contract's `Course`. */
export function courseToWire(row: CourseRow, category: { slug: string; name: string }): Course {
  const discount = Math.max(0, row.price_before_discount - row.price);
  return {
    id: row.id,
    category: row.category_id,
    category_slug: category.slug,
    category_name: category.name,
    sub_category_id: row.sub_category_id,
    slug: row.slug,
    title: row.title,
    thumbnail: row.thumbnail,
    thumbnail_slider: row.thumbnail,
    thumbnail_slider_banner: row.thumbnail,
    thumbnail_home: row.thumbnail,
    course_duration: row.course_duration,
    is_prakerja: row.is_prakerja,
    is_free_course: row.is_free_course,
    rating: row.rating,
    total_review: row.total_review,
    total_lesson: row.total_lesson,
    popular: row.popular,
    status: row.status,
    schema: row.schema,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    short_description: row.short_description,
    price: row.price,
    discount_flag: discount > 0,
    discounted_price: discount,
    price_before_discount: row.price_before_discount,
  };
}

const courseColumns = { course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } };

/** Options of {@link listCourses} (the validated `CourseListQuery`). */
export interface CourseListOptions {
  limit: number;
  page: number;
  sort: 'asc' | 'desc';
  order: 'latest' | 'popular' | 'id' | 'title';
  status: 'active' | 'inactive';
  flag_category?: boolean;
  category_id?: number[];
  q?: string;
}

/**
 * GET lms/courses: filter by status, category ids (switched by `flag_category`, decision 071) and title search, sort by `order` (latest = created_at,
 * popular = popularity score, id, title) in `sort` direction with id as the tie-breaker, paged.
 */
export async function listCourses(db: Db, o: CourseListOptions): Promise<Paged<Course>> {
  const where: SQL[] = [eq(courses.status, o.status)];
  // flag_category switches the category filter (decision 071): false lists every category whatever category_id
  // names; true or absent filters by category_id when it names any.
  if (o.flag_category !== false && o.category_id && o.category_id.length > 0) where.push(inArray(courses.category_id, o.category_id));
  if (o.q && o.q.trim()) where.push(ilike(courses.title, likePattern(o.q.trim())));
  const dir = o.sort === 'asc' ? asc : desc;
  const orderColumn = { latest: courses.created_at, popular: courses.popular, id: courses.id, title: courses.title }[o.order];
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(courses).where(filter);
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(filter)
    .orderBy(dir(orderColumn), dir(courses.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(
    rows.map((r) => courseToWire(r.course, r.category)),
    total?.n ?? 0,
    o.page,
    o.limit,
  );
}

/** Load courses by id (any status) with their categories, keyed by id. */
export async function coursesById(db: Db, ids: number[]): Promise<Map<number, { row: CourseRow; wire: Course }>> {
  const map = new Map<number, { row: CourseRow; wire: Course }>();
  if (ids.length === 0) return map;
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(inArray(courses.id, ids));
  for (const r of rows) map.set(r.course.id, { row: r.course, wire: courseToWire(r.course, r.category) });
  return map;
}

/** One course by numeric id or slug, or `undefined`. */
export async function findCourse(db: Db, idOrSlug: string): Promise<{ row: CourseRow; wire: Course } | undefined> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  if (!byId && !/^[a-z0-9][a-z0-9_-]{0,199}$/i.test(idOrSlug)) return undefined;
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(byId ? eq(courses.id, Number(idOrSlug)) : eq(courses.slug, idOrSlug))
    .limit(1);
  const r = rows[0];
  return r ? { row: r.course, wire: courseToWire(r.course, r.category) } : undefined;
}

/** A warehouse row as the contract's `Warehouse`. */
export function warehouseToWire(w: WarehouseRow): Warehouse {
  return {
    id: w.id,
    erp_id: w.erp_id,
    city_id: w.city_id,
    province_id: w.province_id,
    district_id: w.district_id,
    village_id: w.village_id,
    zone_id: w.zone_id,
    code: w.code,
    slug: w.slug,
    name: w.name,
    address: w.address,
    postal_code: w.postal_code,
    telephone: w.telephone,
    latitude: w.latitude,
    longitude: w.longitude,
    can_be_order: w.can_be_order,
    is_active: w.is_active,
  };
}

/** A warehouse by id, or `undefined`. */
export async function findWarehouse(db: Db, id: number): Promise<WarehouseRow | undefined> {
  const rows = await db.select().from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return rows[0];
}

/** A warehouse by its code (e.g. `WH-BDG`), case-sensitive as stored. */
export async function warehouseByCode(db: Db, code: string): Promise<WarehouseRow | undefined> {
  const rows = await db.select().from(warehouses).where(eq(warehouses.code, code.trim())).limit(1);
  return rows[0];
}

/** GET store/zone: zones (paged, by id or name) each with its warehouses ordered by id. */
export async function listZones(
  db: Db,
  o: { limit: number; page: number; order: 'id' | 'name'; sort: 'asc' | 'desc' },
): Promise<Paged<Zone>> {
  const dir = o.sort === 'asc' ? asc : desc;
  const [total] = await db.select({ n: count() }).from(zones);
  const rows = await db
    .select()
    .from(zones)
    .orderBy(dir(o.order === 'name' ? zones.name : zones.id), dir(zones.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const ids = rows.map((z) => z.id);
  const whs = ids.length ? await db.select().from(warehouses).where(inArray(warehouses.zone_id, ids)).orderBy(asc(warehouses.id)) : [];
  const data = rows.map(
    (z): Zone => ({
      id: z.id,
      name: z.name,
      slug: z.slug,
      status: z.status,
      latitude: z.latitude,
      longitude: z.longitude,
      province: z.province,
      warehouses: whs.filter((w) => w.zone_id === z.id).map(warehouseToWire),
    }),
  );
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/** One zone with its warehouses, by id or slug (GET store/zone/detail); `undefined` when there is none. */
export async function zoneDetail(db: Db, by: { id?: number; slug?: string }): Promise<Zone | undefined> {
  const [z] = await db
    .select()
    .from(zones)
    .where(by.id !== undefined ? eq(zones.id, by.id) : eq(zones.slug, by.slug ?? ''))
    .limit(1);
  if (!z) return undefined;
  const whs = await db.select().from(warehouses).where(eq(warehouses.zone_id, z.id)).orderBy(asc(warehouses.id));
  return { id: z.id, name: z.name, slug: z.slug, status: z.status, latitude: z.latitude, longitude: z.longitude, province: z.province, warehouses: whs.map(warehouseToWire) };
}

/** A slug for a brand or category name: 'Blue Band' → 'blue-band'. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The brands (or categories) of the active products with their product counts, by name (GET store/brand, store/category). */
export async function productFacets(db: Db, facet: 'brand' | 'category'): Promise<Array<{ name: string; slug: string; total_product: number }>> {
  const column = facet === 'brand' ? products.brand : products.category;
  const rows = await db
    .select({ name: column, n: count() })
    .from(products)
    .where(eq(products.status, 'active'))
    .groupBy(column)
    .orderBy(asc(column));
  return rows.filter((r) => r.name.trim() !== '').map((r) => ({ name: r.name, slug: slugOf(r.name), total_product: Number(r.n) }));
}

/** A product priced for one warehouse, type and tier, with that warehouse's stock. */
export interface PricedProduct {
  row: ProductRow;
  warehouse: WarehouseRow;
  /** Price for the requested type/tier at the warehouse, rupiah. */
  price: number;
  sku: string;
  /** Units in stock at the warehouse (0 when no stock row). */
  stock: number;
  priceRow: typeof productPrices.$inferSelect;
}

/**
 * Price products at a warehouse for a price type and tier. Products without a price entry there are left out
 * (they are not sold at that warehouse).
 */
export async function priceProducts(
  db: Db,
  ids: number[],
  warehouseId: number,
  type: string,
  tier: number,
): Promise<Map<number, PricedProduct>> {
  const out = new Map<number, PricedProduct>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ product: products, price: productPrices, stock: productStocks.stock, warehouse: warehouses })
    .from(products)
    .innerJoin(
      productPrices,
      and(
        eq(productPrices.product_id, products.id),
        eq(productPrices.warehouse_id, warehouseId),
        eq(productPrices.type, type),
        eq(productPrices.tier, tier),
      ),
    )
    // The warehouse comes with the rows (one query, not two); no rows when it does not exist.
    .innerJoin(warehouses, eq(warehouses.id, warehouseId))
    .leftJoin(productStocks, and(eq(productStocks.product_id, products.id), eq(productStocks.warehouse_id, warehouseId)))
    .where(inArray(products.id, ids));
  for (const r of rows) {
    out.set(r.product.id, {
      row: r.product,
      warehouse: r.warehouse,
      price: r.price.price,
      sku: r.price.sku_code,
      stock: r.product.is_ignore_stock ? Number.MAX_SAFE_INTEGER : (r.stock ?? 0),
      priceRow: r.price,
    });
  }
  return out;
}

/** Options of {@link listProducts} (the validated `ProductListQuery`). */
export interface ProductListOptions {
  limit: number;
  page: number;
  type: 'b2c' | 'b2b';
  tier: number;
  warehouse: number;
  is_top?: boolean;
  q?: string;
}

/**
 * GET store/product: active products sold at `warehouse` for `type`/`tier`, with that price, the stock there,
 * the stock at every warehouse and the warehouses that carry it; top products first, then by id; paged.
 * @param wishlistIds product ids in the member's wishlist for this warehouse (sets `my_wishlist`).
 */
export async function listProducts(db: Db, o: ProductListOptions, wishlistIds: Set<number> = new Set()): Promise<Paged<Product>> {
  const where: SQL[] = [eq(products.status, 'active')];
  if (o.is_top !== undefined) where.push(eq(products.is_top_product, o.is_top));
  if (o.q && o.q.trim()) {
    const p = likePattern(o.q.trim());
    where.push(or(ilike(products.short_name, p), ilike(products.long_name, p))!);
  }
  const priceJoin = and(
    eq(productPrices.product_id, products.id),
    eq(productPrices.warehouse_id, o.warehouse),
    eq(productPrices.type, o.type),
    eq(productPrices.tier, o.tier),
  );
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(products).innerJoin(productPrices, priceJoin).where(filter);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, priceJoin)
    .where(filter)
    .orderBy(desc(products.is_top_product), asc(products.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const ids = rows.map((r) => r.id);
  const data = await productsToWire(db, ids, o.warehouse, o.type, o.tier, wishlistIds);
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/** Build the contract's `Product` for ids (in the given order) priced at a warehouse; unpriced ids are skipped. */
export async function productsToWire(
  db: Db,
  ids: number[],
  warehouseId: number,
  type: 'b2c' | 'b2b',
  tier: number,
  wishlistIds: Set<number> = new Set(),
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const priced = await priceProducts(db, ids, warehouseId, type, tier);
  const stocks = await db
    .select({ stock: productStocks, warehouse: warehouses })
    .from(productStocks)
    .innerJoin(warehouses, eq(warehouses.id, productStocks.warehouse_id))
    .where(inArray(productStocks.product_id, ids))
    .orderBy(asc(productStocks.warehouse_id));
  const out: Product[] = [];
  for (const id of ids) {
    const p = priced.get(id);
    if (!p) continue;
    const own = stocks.filter((s) => s.stock.product_id === id);
    out.push({
      id: p.row.id,
      category: p.row.category,
      category_slug: p.row.category_slug,
      subcategory_id: p.row.subcategory_id,
      brand: p.row.brand,
      slug: p.row.slug,
      item_code: p.row.item_code,
      warehouse_code: p.warehouse.code,
      short_name: p.row.short_name,
      long_name: p.row.long_name,
      image: p.row.image,
      images: p.row.images.length ? p.row.images : [p.row.image],
      description: p.row.description,
      warehouses: own.map((s) => ({
        id: s.warehouse.id,
        id_kota: s.warehouse.city_id,
        id_propinsi: s.warehouse.province_id,
        slug: s.warehouse.slug,
        name: s.warehouse.name,
      })),
      pricelist: [
        {
          pricelist_id: p.priceRow.id,
          warehouse: p.priceRow.warehouse_id,
          type: p.priceRow.type === 'b2b' ? 'b2b' : 'b2c',
          tier: p.priceRow.tier,
          sku_code: p.priceRow.sku_code,
          margin: p.priceRow.margin,
          price: p.priceRow.price,
        },
      ],
      stock: own.map((s) => ({ warehouse: s.stock.warehouse_id, sku_code: s.stock.sku_code, stock: s.stock.stock })),
      price: p.price,
      qty_stock: own.find((s) => s.stock.warehouse_id === warehouseId)?.stock.stock ?? 0,
      uom: p.row.uom,
      height: p.row.height,
      width: p.row.width,
      length: p.row.length,
      weight: p.row.weight,
      unit_weight: p.row.unit_weight,
      is_top_product: p.row.is_top_product,
      is_preorder: p.row.is_preorder,
      is_ignore_stock: p.row.is_ignore_stock,
      my_wishlist: wishlistIds.has(p.row.id),
      rating_info: { rating: p.row.rating, total_review: p.row.total_review },
      status: p.row.status,
    });
  }
  return out;
}
