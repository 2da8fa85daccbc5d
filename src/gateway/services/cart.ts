/**
 * The member's cart (commerce spec §3 "Cart", §7 "Cart and orders", §8 "Cart add"; portal spec §7 "Cart from
 * the wishlist"). Lines are unique per (member, type, item, warehouse); courses have no warehouse (stored as 0)
 * and are always quantity 1. Products are priced with the requested price type/tier at the line's warehouse.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems } from '../db/schema';
import type { Cart, CartCourse, CartLine, CartProduct } from '../../api/cart';
import { HttpError } from '../http/envelope';
import { readPrepared, type PreparedRead } from '../db/prepared';
import { coursesById, findWarehouse, priceProducts } from './catalogue';
import { COURSE_TAKEN, ITEM_UNKNOWN, OUT_OF_STOCK, ownedCourses } from './pricing';

/** A cart line with its course or product, as {@link getCart}'s query answers it (`null`s where the other kind). */
interface CartReadRow {
  id: number;
  type: string;
  item_id: number;
  quantity: number;
  warehouse_id: number;
  course_slug: string | null;
  course_title: string | null;
  course_thumbnail: string | null;
  course_price: number | null;
  course_list_price: number | null;
  course_category_slug: string | null;
  product_id: number | null;
  product_slug: string | null;
  product_category_slug: string | null;
  short_name: string | null;
  image: string | null;
  item_code: string | null;
  is_ignore_stock: boolean | null;
  height: number | null;
  width: number | null;
  length: number | null;
  weight: number | null;
  price: number | null;
  sku_code: string | null;
  stock: number | null;
}

/**
 * The cart read of {@link getCart}, kept planned (decision 095): $1 member, $2 price type, $3 price tier, $4 the
 * warehouse whose product lines show (null: every line).
 */
const CART_READ: PreparedRead = {
  name: 'cart_read',
  types: ['int', 'text', 'int', 'int'],
  text: `select ci.id, ci.type, ci.item_id, ci.quantity, ci.warehouse_id,
      c.slug as course_slug, c.title as course_title, c.thumbnail as course_thumbnail, c.price as course_price,
      c.price_before_discount as course_list_price, c.category_slug as course_category_slug,
      p.id as product_id, p.slug as product_slug, p.category_slug as product_category_slug, p.short_name, p.image,
      p.item_code, p.is_ignore_stock, p.height, p.width, p.length, p.weight, p.price, p.sku_code, p.stock
    from cart_items ci
    left join lateral (
      select c.slug, c.title, c.thumbnail, c.price, c.price_before_discount, cc.slug as category_slug
      from courses c join course_categories cc on cc.id = c.category_id
      where ci.type = 'lms' and c.id = ci.item_id
    ) c on true
    left join lateral (
      select p.id, p.slug, p.category_slug, p.short_name, p.image, p.item_code, p.is_ignore_stock, p.height, p.width,
        p.length, p.weight, pp.price, pp.sku_code, ps.stock
      from products p
      left join product_prices pp on pp.product_id = p.id and pp.warehouse_id = ci.warehouse_id
        and pp.type = $2 and pp.tier = $3
      left join product_stocks ps on ps.product_id = p.id and ps.warehouse_id = ci.warehouse_id
      where ci.type = 'ecom' and p.id = ci.item_id
    ) p on true
    where ci.user_id = $1 and (ci.type = 'lms' or $4::int is null or ci.warehouse_id = $4)
    order by ci.id desc`,
};

/**
 * GET lms/finance/cart: the member's lines, newest first, paged over all lines. Product lines are shown for
 * `warehouseId` only when it is given (a member shops one warehouse at a time). A product no longer sold at its
 * warehouse shows price 0 and stock 0; a line whose course or product no longer exists is left out.
 *
 * One prepared query ({@link CART_READ}; decisions 078, 095), all read fresh: each line with its course and
 * category, or its product with its price at the line's warehouse for the member's price list and the stock there — as LATERAL lookups, so PostgreSQL (and
 * PGlite) walks the member's few lines by index instead of hashing the price and stock tables (2–3× less CPU than
 * plain left joins, measured on PGlite). A price row implies its warehouse exists (foreign key).
 */
export async function getCart(
  db: Db,
  userId: number,
  q: { warehouse_id?: number; pricelist_type: 'b2c' | 'b2b'; pricelist_tier: number; limit: number; page: number },
): Promise<Cart> {
  const all = await readPrepared<CartReadRow>(db, CART_READ, [userId, q.pricelist_type, q.pricelist_tier, q.warehouse_id || null]);
  const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);

  const lms_cart: CartCourse[] = [];
  const ecom_cart: CartProduct[] = [];
  for (const l of page) {
    if (l.type === 'lms') {
      if (l.course_slug === null || l.course_category_slug === null) continue;
      const price = Number(l.course_price);
      const list = Number(l.course_list_price);
      const discount = Math.max(0, list - price);
      lms_cart.push({
        id: l.id,
        item_id: l.item_id,
        quantity: 1,
        price_type: q.pricelist_type,
        price_tier: q.pricelist_tier,
        warehouse_id: null,
        slug: l.course_slug,
        category_slug: l.course_category_slug,
        title: l.course_title!,
        thumbnail: l.course_thumbnail!,
        price,
        price_discount_flag: discount > 0,
        price_discount: discount,
        price_before_discount: list,
      });
      continue;
    }
    if (l.product_id === null) continue;
    const priced = l.price !== null;
    const stock = l.is_ignore_stock ? Number.MAX_SAFE_INTEGER : Number(l.stock ?? 0);
    ecom_cart.push({
      id: l.id,
      item_id: l.item_id,
      quantity: l.quantity,
      price_type: q.pricelist_type,
      price_tier: q.pricelist_tier,
      warehouse_id: l.warehouse_id,
      slug: l.product_slug!,
      category_slug: l.product_category_slug!,
      title: l.short_name!,
      thumbnail: l.image!,
      price: priced ? Number(l.price) : 0,
      sku: priced ? l.sku_code! : l.item_code!,
      stock: priced ? Math.min(stock, 1_000_000) : 0,
      height: Number(l.height),
      width: Number(l.width),
      length: Number(l.length),
      weight: Number(l.weight),
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
