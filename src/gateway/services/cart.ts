/**
 * The member's cart (commerce spec §3 "Cart", §7 "Cart and orders", §8 "Cart add"; portal spec §7 "Cart from
 * the wishlist"). Lines are unique per (member, type, item, warehouse); courses have no warehouse (stored as 0)
 * and are always quantity 1. Products are priced with the requested price type/tier at the line's warehouse.
 */
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, products } from '../db/schema';
import type { Cart, CartCourse, CartLine, CartProduct } from '../../api/cart';
import { HttpError } from '../http/envelope';
import { coursesById, findWarehouse, priceProducts } from './catalogue';
import { COURSE_TAKEN, ITEM_UNKNOWN, OUT_OF_STOCK, ownedCourses } from './pricing';

type CartRow = typeof cartItems.$inferSelect;

/**
 * GET lms/finance/cart: the member's lines, newest first, paged over all lines. Product lines are shown for
 * `warehouseId` only when it is given (a member shops one warehouse at a time). A product no longer sold at its
 * warehouse shows price 0 and stock 0.
 */
export async function getCart(
  db: Db,
  userId: number,
  q: { warehouse_id?: number; pricelist_type: 'b2c' | 'b2b'; pricelist_tier: number; limit: number; page: number },
): Promise<Cart> {
  const visible = q.warehouse_id
    ? and(eq(cartItems.user_id, userId), or(eq(cartItems.type, 'lms'), eq(cartItems.warehouse_id, q.warehouse_id)))
    : eq(cartItems.user_id, userId);
  const all = await db.select().from(cartItems).where(visible).orderBy(desc(cartItems.id));
  const page = all.slice((q.page - 1) * q.limit, q.page * q.limit);
  const courseMap = await coursesById(db, page.filter((l) => l.type === 'lms').map((l) => l.item_id));
  const byWarehouse = new Map<number, CartRow[]>();
  for (const l of page.filter((x) => x.type === 'ecom')) byWarehouse.set(l.warehouse_id, [...(byWarehouse.get(l.warehouse_id) ?? []), l]);

  const lms_cart: CartCourse[] = [];
  for (const l of page.filter((x) => x.type === 'lms')) {
    const c = courseMap.get(l.item_id);
    if (!c) continue;
    lms_cart.push({
      id: l.id,
      item_id: l.item_id,
      quantity: 1,
      price_type: q.pricelist_type,
      price_tier: q.pricelist_tier,
      warehouse_id: null,
      slug: c.row.slug,
      category_slug: c.wire.category_slug,
      title: c.row.title,
      thumbnail: c.row.thumbnail,
      price: c.row.price,
      price_discount_flag: c.wire.discount_flag,
      price_discount: c.wire.discounted_price,
      price_before_discount: c.row.price_before_discount,
    });
  }
  const ecom_cart: CartProduct[] = [];
  for (const [warehouseId, lines] of byWarehouse) {
    const priced = await priceProducts(db, lines.map((l) => l.item_id), warehouseId, q.pricelist_type, q.pricelist_tier);
    const unpriced = lines.some((l) => !priced.has(l.item_id));
    const fallback = unpriced ? await productsAnyPrice(db, lines.map((l) => l.item_id)) : new Map<number, typeof products.$inferSelect>();
    for (const l of lines) {
      const p = priced.get(l.item_id);
      const row = p?.row ?? fallback.get(l.item_id);
      if (!row) continue;
      ecom_cart.push({
        id: l.id,
        item_id: l.item_id,
        quantity: l.quantity,
        price_type: q.pricelist_type,
        price_tier: q.pricelist_tier,
        warehouse_id: warehouseId,
        slug: row.slug,
        category_slug: row.category_slug,
        title: row.short_name,
        thumbnail: row.image,
        price: p?.price ?? 0,
        sku: p?.sku ?? row.item_code,
        stock: p ? Math.min(p.stock, 1_000_000) : 0,
        height: row.height,
        width: row.width,
        length: row.length,
        weight: row.weight,
      });
    }
  }
  ecom_cart.sort((a, b) => b.id - a.id);
  return {
    count: all.length,
    page: q.page,
    pages: Math.ceil(all.length / q.limit),
    limit: q.limit,
    data: { ecom_cart, lms_cart },
  };
}

async function productsAnyPrice(db: Db, ids: number[]) {
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
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
