/**
 * The member's cart (commerce spec §3 "Cart", §7 "Cart and orders", §8 "Cart add"; portal spec §7 "Cart from
 * the wishlist"). Lines are unique per (member, type, item, warehouse); courses have no warehouse (stored as 0)
 * and are always quantity 1. Products are priced with the requested price type/tier at the line's warehouse.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, courseCategories, courses, productPrices, products, productStocks, warehouses } from '../db/schema';
import type { Cart, CartCourse, CartLine, CartProduct } from '../../api/cart';
import { HttpError } from '../http/envelope';
import { coursesById, findWarehouse, priceProducts } from './catalogue';
import { COURSE_TAKEN, ITEM_UNKNOWN, OUT_OF_STOCK, ownedCourses } from './pricing';

/**
 * GET lms/finance/cart: the member's lines, newest first, paged over all lines. Product lines are shown for
 * `warehouseId` only when it is given (a member shops one warehouse at a time). A product no longer sold at its
 * warehouse shows price 0 and stock 0; a line whose course or product no longer exists is left out.
 *
 * One query (decision 078): the lines with their course (and category) or their product with its price at the
 * line's warehouse for the member's price list and the stock there, all read fresh.
 */
export async function getCart(
  db: Db,
  userId: number,
  q: { warehouse_id?: number; pricelist_type: 'b2c' | 'b2b'; pricelist_tier: number; limit: number; page: number },
): Promise<Cart> {
  const visible = q.warehouse_id
    ? and(eq(cartItems.user_id, userId), or(eq(cartItems.type, 'lms'), eq(cartItems.warehouse_id, q.warehouse_id)))
    : eq(cartItems.user_id, userId);
  const isCourse = eq(cartItems.type, 'lms');
  const isProduct = eq(cartItems.type, 'ecom');
  const all = await db
    .select({
      id: cartItems.id,
      type: cartItems.type,
      item_id: cartItems.item_id,
      quantity: cartItems.quantity,
      warehouse_id: cartItems.warehouse_id,
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        thumbnail: courses.thumbnail,
        price: courses.price,
        price_before_discount: courses.price_before_discount,
      },
      category_slug: courseCategories.slug,
      product: {
        id: products.id,
        slug: products.slug,
        category_slug: products.category_slug,
        short_name: products.short_name,
        image: products.image,
        item_code: products.item_code,
        is_ignore_stock: products.is_ignore_stock,
        height: products.height,
        width: products.width,
        length: products.length,
        weight: products.weight,
      },
      // Priced only where the warehouse exists and sells the product for this price list (catalogue priceProducts).
      price: productPrices.price,
      sku: productPrices.sku_code,
      warehouse: warehouses.id,
      stock: productStocks.stock,
    })
    .from(cartItems)
    .leftJoin(courses, and(isCourse, eq(courses.id, cartItems.item_id)))
    .leftJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .leftJoin(products, and(isProduct, eq(products.id, cartItems.item_id)))
    .leftJoin(warehouses, and(isProduct, eq(warehouses.id, cartItems.warehouse_id)))
    .leftJoin(
      productPrices,
      and(
        isProduct,
        eq(productPrices.product_id, cartItems.item_id),
        eq(productPrices.warehouse_id, cartItems.warehouse_id),
        eq(productPrices.type, q.pricelist_type),
        eq(productPrices.tier, q.pricelist_tier),
      ),
    )
    .leftJoin(productStocks, and(isProduct, eq(productStocks.product_id, cartItems.item_id), eq(productStocks.warehouse_id, cartItems.warehouse_id)))
    .where(visible)
    .orderBy(desc(cartItems.id));
  const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);

  const lms_cart: CartCourse[] = [];
  const ecom_cart: CartProduct[] = [];
  for (const l of page) {
    if (l.type === 'lms') {
      const c = l.course;
      if (!c || l.category_slug === null) continue;
      const discount = Math.max(0, c.price_before_discount - c.price);
      lms_cart.push({
        id: l.id,
        item_id: l.item_id,
        quantity: 1,
        price_type: q.pricelist_type,
        price_tier: q.pricelist_tier,
        warehouse_id: null,
        slug: c.slug,
        category_slug: l.category_slug,
        title: c.title,
        thumbnail: c.thumbnail,
        price: c.price,
        price_discount_flag: discount > 0,
        price_discount: discount,
        price_before_discount: c.price_before_discount,
      });
      continue;
    }
    const p = l.product;
    if (!p) continue;
    const priced = l.price !== null && l.warehouse !== null;
    const stock = p.is_ignore_stock ? Number.MAX_SAFE_INTEGER : (l.stock ?? 0);
    ecom_cart.push({
      id: l.id,
      item_id: l.item_id,
      quantity: l.quantity,
      price_type: q.pricelist_type,
      price_tier: q.pricelist_tier,
      warehouse_id: l.warehouse_id,
      slug: p.slug,
      category_slug: p.category_slug,
      title: p.short_name,
      thumbnail: p.image,
      price: priced ? l.price! : 0,
      sku: priced ? l.sku! : p.item_code,
      stock: priced ? Math.min(stock, 1_000_000) : 0,
      height: p.height,
      width: p.width,
      length: p.length,
      weight: p.weight,
    });
  }
  return {
    count: all.length,
    page: q.page,
    pages: Math.ceil(all.length / q.limit),
    limit: q.limit,
    data: { ecom_cart, lms_cart },
  };
}

/** One line as it stands after an add. */
export interface CartAddResult {
  id: number;
  type: 'lms' | 'ecom';
  item_id: number;
  quantity: number;
}

/**
 * POST lms/finance/cart/add (the validated CartAddInput). Courses: quantity 1; a course the member owns or
 * already has in the cart → 403 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli'. Products: a
 * warehouse is required; `update_cart: true` sets the quantity, `false` adds to it; quantities are capped at
 * the warehouse stock; a new line has at least 1.
 * @throws HttpError 404 'Item tidak diketahui' (unknown/inactive item or not sold at the warehouse),
 *   436 'Item stok sudah habis' (0 in stock at the warehouse), 403 (course), 400 (no warehouse for a product).
 */
export async function addToCart(
  tx: Db,
  userId: number,
  input: { carts: CartLine[]; warehouse_id?: number | null; price_type: 'b2c' | 'b2b'; price_tier: number; update_cart: boolean },
  now: Date,
): Promise<CartAddResult[]> {
  const out: CartAddResult[] = [];
  const courseIds = input.carts.filter((l) => l.type === 'lms').map((l) => l.item_id);
  const courseMap = await coursesById(tx, courseIds);
  const owned = await ownedCourses(tx, userId, courseIds);
  for (const line of input.carts) {
    if (line.type === 'lms') {
      const c = courseMap.get(line.item_id);
      if (!c || c.row.status !== 'active') throw new HttpError(404, ITEM_UNKNOWN);
      if (owned.has(line.item_id)) throw new HttpError(403, COURSE_TAKEN);
      const inserted = await tx
        .insert(cartItems)
        .values({
          user_id: userId,
          type: 'lms',
          item_id: line.item_id,
          quantity: 1,
          price_type: input.price_type,
          price_tier: input.price_tier,
          warehouse_id: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      if (inserted.length === 0) throw new HttpError(403, COURSE_TAKEN);
      out.push({ id: inserted[0]!.id, type: 'lms', item_id: line.item_id, quantity: 1 });
      continue;
    }
    const warehouseId = input.warehouse_id ?? 0;
    if (!warehouseId || !(await findWarehouse(tx, warehouseId))) throw new HttpError(400, 'warehouse_id harus diisi untuk produk');
    const priced = (await priceProducts(tx, [line.item_id], warehouseId, input.price_type, input.price_tier)).get(line.item_id);
    if (!priced || priced.row.status !== 'active') throw new HttpError(404, ITEM_UNKNOWN);
    if (priced.stock <= 0) throw new HttpError(436, OUT_OF_STOCK);
    const key = and(eq(cartItems.user_id, userId), eq(cartItems.type, 'ecom'), eq(cartItems.item_id, line.item_id), eq(cartItems.warehouse_id, warehouseId));
    const [existing] = await tx.select().from(cartItems).where(key).limit(1);
    if (existing) {
      const wanted = input.update_cart ? line.quantity : existing.quantity + line.quantity;
      const quantity = Math.max(0, Math.min(wanted, priced.stock));
      await tx
        .update(cartItems)
        .set({ quantity, price_type: input.price_type, price_tier: input.price_tier, updated_at: now })
        .where(eq(cartItems.id, existing.id));
      out.push({ id: existing.id, type: 'ecom', item_id: line.item_id, quantity });
    } else {
      const quantity = Math.max(1, Math.min(line.quantity, priced.stock));
      const [row] = await tx
        .insert(cartItems)
        .values({
          user_id: userId,
          type: 'ecom',
          item_id: line.item_id,
          quantity,
          price_type: input.price_type,
          price_tier: input.price_tier,
          warehouse_id: warehouseId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: cartItems.id });
      out.push({ id: row!.id, type: 'ecom', item_id: line.item_id, quantity });
    }
  }
  return out;
}

/**
 * DELETE lms/finance/cart/delete: remove the member's lines by id.
 * @throws HttpError 404 when none of the ids is one of the member's lines.
 */
export async function deleteCartLines(db: Db, userId: number, ids: number[]): Promise<{ deleted: number[] }> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new HttpError(404, 'Item keranjang tidak ditemukan');
  return { deleted: removed.map((r) => r.id).sort((a, b) => a - b) };
}
