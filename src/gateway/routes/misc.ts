/**
 * Smaller routes: the wishlist (portal spec §7 "Wishlist": the two lists, store, delete; commerce spec §7
 * "Wishlist"), client logging (portal spec §7 "Logging") and the admin status step for paid orders (commerce
 * spec §4 "Tracking"): forward 4..7, or close 8/10.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { WishlistDeleteInput, WishlistListQuery, WishlistStoreInput } from '../../api/wishlist';
import { LogInput } from '../../api/log';
import { HttpError, ok } from '../http/envelope';
import { parseWith, readIdParam, readJson, readQuery } from '../http/validate';
import { requireAdmin, requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { advanceOrderStatus, closePaidOrder, OrderStatusError } from '../services/order-status';
import { LIMITS, tooLong } from '../../api/limits';
import { rateLimited } from '../http/rate-limit';
import { getTransactionOfOrder } from '../services/orders/list';
import { addToWishlist, removeFromWishlist } from '../services/wishlist-writes';
import { listCourseWishlist, listStoreWishlist } from '../services/wishlist';
import { priceListOf } from '../services/price-list';

export { WISHLIST_DUPLICATE } from '../services/wishlist-writes';
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

/**
 * Routes under /api/lms/component/wishlist (contract: src/api/wishlist.ts). Entries of type `course` are stored
 * as `lms` (portal spec §3).
 */
export function wishlistRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  // The two tabs (portal §2, §7): `user_id`, when sent, must be the signed-in member.
  r.get('/lms', async (c) => {
    const q = readQuery(c, WishlistListQuery);
    const user = sameUser(c, q.user_id);
    return ok(c, await listCourseWishlist(c.var.deps.db, user.id, q));
  });
  r.get('/ecom', async (c) => {
    const q = readQuery(c, WishlistListQuery);
    const user = sameUser(c, q.user_id);
    return ok(c, await listStoreWishlist(c.var.deps.db, user.id, priceListOf(user), q));
  });

  r.post('/store', async (c) => {
    const body = await readJson(c, WishlistStoreInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    const added = await addToWishlist(db, { userId: user.id, type: body.type, productId: body.product_id, warehouseId: body.type === 'ecom' ? body.warehouse_id : null, priceList: priceListOf(user), now: now() });
    return ok(c, added, WISHLIST_ADDED);
  });

  r.delete('/delete/:id', async (c) => {
    const id = readIdParam(c);
    // Body `{ user_id }` (portal §7); an empty body is accepted from older callers.
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, 'Body harus berupa JSON yang valid');
      }
    }
    const user = sameUser(c, parseWith(WishlistDeleteInput, body).user_id);
    await removeFromWishlist(c.var.deps.db, user.id, id);
    return ok(c, { id }, WISHLIST_DELETED);
  });

  return r;
}

/** One printable line: control characters (newlines included) become spaces, so a client cannot forge lines. */
// oxlint-disable-next-line no-control-regex -- control characters are what this removes
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');

/**
 * Routes under /api/log: accept a client log line and print it to the console as one line. Public, so capped:
 * the texts by LogInput (src/api/log.ts), the rate per client by `rateLimited('log')` (429 with `Retry-After`).
 */
export function logRoutes() {
  const r = new Hono<AppEnv>();
  for (const level of ['info', 'error'] as const) {
    r.post(`/${level}`, rateLimited('log'), async (c) => {
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
      const wire = await getTransactionOfOrder(db, result.order_id, result.invoice, now());
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
