/**
 * Smaller routes: wishlist writes (commerce spec §7 "Wishlist"), client logging (portal spec §7 "Logging") and
 * the admin status step for paid orders (commerce spec §4 "Tracking"): forward 4..7, or close 8/10.
 */
import { Hono } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { WishlistStoreInput } from '../../api/wishlist';
import { LogInput } from '../../api/log';
import { courses, orders, products, wishlist } from '../db/schema';
import { fail, HttpError, ok } from '../http/envelope';
import { readIdParam, readJson } from '../http/validate';
import { requireAdmin, requireAuth, sameUser, currentUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { advanceOrderStatus, closePaidOrder, OrderStatusError } from '../services/order-status';
import { LIMITS, tooLong } from '../../api/limits';
import { clientKey } from '../http/rate-limit';
import { getTransaction } from '../services/orders';
import { priceListOf } from '../services/price-list';

export const WISHLIST_DUPLICATE = 'Item sudah ada di wishlist';
export const WISHLIST_ADDED = 'Item ditambahkan ke dalam wishlist';
export const WISHLIST_DELETED = 'Sukses hapus wishlist';

/**
 * Body of POST lms/admin/order/status: the invoice and the target code — 4..7 to move a paid order forward,
 * 8 (cancelled) or 10 (failed to process) to close a paid order not yet shipped (its stock goes back).
 */
export const AdminOrderStatusInput = v.object({
  invoice: v.pipe(v.string('invoice harus diisi'), v.trim(), v.nonEmpty('invoice harus diisi'), v.maxLength(LIMITS.code, tooLong(LIMITS.code))),
  status_code: v.picklist([4, 5, 6, 7, 8, 10], 'status_code harus 4..7, 8 atau 10'),
});

/** Routes under /api/lms/component/wishlist. Entries of type `course` are stored as `lms` (portal spec §3). */
export function wishlistRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.post('/store', async (c) => {
    const body = await readJson(c, WishlistStoreInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    const type = body.type === 'course' ? 'lms' : 'ecom';
    const table = body.type === 'course' ? courses : products;
    const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, body.product_id)).limit(1);
    if (!exists) throw new HttpError(404, 'Item tidak diketahui');
    const warehouseId = body.type === 'ecom' ? body.warehouse_id : null;
    const [dup] = await db
      .select({ id: wishlist.id })
      .from(wishlist)
      .where(
        and(
          eq(wishlist.user_id, user.id),
          eq(wishlist.type, type),
          eq(wishlist.product_id, body.product_id),
          warehouseId === null ? isNull(wishlist.warehouse_id) : eq(wishlist.warehouse_id, warehouseId),
        ),
      )
      .limit(1);
    if (dup) throw new HttpError(403, WISHLIST_DUPLICATE);
    const [row] = await db
      .insert(wishlist)
      .values({
        user_id: user.id,
        product_id: body.product_id,
        type,
        warehouse_id: warehouseId,
        pricelist_type: body.type === 'ecom' ? priceListOf(user).type : null,
        pricelist_tier: body.type === 'ecom' ? priceListOf(user).tier : null,
        created_at: now(),
        updated_at: now(),
      })
      .returning();
    return ok(c, { id: row!.id, type: row!.type, product_id: row!.product_id, warehouse_id: row!.warehouse_id }, WISHLIST_ADDED);
  });

  r.delete('/delete/:id', async (c) => {
    const id = readIdParam(c);
    const user = currentUser(c);
    const removed = await c.var.deps.db
      .delete(wishlist)
      .where(and(eq(wishlist.id, id), eq(wishlist.user_id, user.id)))
      .returning({ id: wishlist.id });
    if (removed.length === 0) throw new HttpError(404, 'Data tidak ditemukan');
    return ok(c, { id }, WISHLIST_DELETED);
  });

  return r;
}

/** Message when a client sends log lines faster than the limit allows. */
export const TOO_MANY_REQUESTS = 'Terlalu banyak permintaan, coba lagi nanti';

/** One printable line: control characters (newlines included) become spaces, so a client cannot forge lines. */
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');

/**
 * Routes under /api/log: accept a client log line and print it to the console as one line. Public, so capped:
 * the texts by LogInput (src/api/log.ts), the rate per client by `deps.limits.log` (429 with `Retry-After`).
 */
export function logRoutes() {
  const r = new Hono<AppEnv>();
  for (const level of ['info', 'error'] as const) {
    r.post(`/${level}`, async (c) => {
      const { limits, now, config } = c.var.deps;
      const verdict = limits.log.take(clientKey(c, config.trustProxy), now().getTime());
      if (!verdict.ok) {
        c.header('Retry-After', String(verdict.retryAfterS));
        return fail(c, 429, TOO_MANY_REQUESTS);
      }
      const body = await readJson(c, LogInput);
      const line = oneLine(`[client ${level}] ${body.service}: ${body.short_message}${body.message ? ` | ${body.message}` : ''}`);
      if (level === 'error') console.error(line);
      else console.info(line);
      return ok(c, null, 'Log diterima');
    });
  }
  return r;
}

/** Routes under /api/lms/admin: admins only (role 1). */
export function adminRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  // Move a paid order forward to 4 processed, 5 shipped, 6 received or 7 completed.
  r.post('/order/status', async (c) => {
    requireAdmin(c);
    const body = await readJson(c, AdminOrderStatusInput);
    const { db, now } = c.var.deps;
    try {
      const result =
        body.status_code === 8 || body.status_code === 10
          ? await closePaidOrder(db, body.invoice, body.status_code, now())
          : await advanceOrderStatus(db, body.invoice, body.status_code, now());
      const [order] = await db.select({ user_id: orders.user_id }).from(orders).where(eq(orders.id, result.order_id));
      const wire = await getTransaction(db, order!.user_id, result.invoice, now());
      return ok(c, wire, `Status pesanan diubah menjadi '${result.status}'`);
    } catch (error) {
      if (error instanceof OrderStatusError) {
        const code = error.reason === 'not_found' ? 404 : error.reason === 'invalid_code' ? 400 : 409;
        throw new HttpError(code, error.message);
      }
      throw error;
    }
  });

  return r;
}
