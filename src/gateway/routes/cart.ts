/**
 * Cart routes under /api/lms/finance/cart (commerce spec §7 "Cart and orders", §8 "Cart add", "Cart
 * calculation"). Member routes: `user_id` must be the token's member. Prices use the member's own price list
 * (services/price-list.ts); the type and tier in the request are ignored.
 */
import { Hono } from 'hono';
import { CalculationInput, CartAddInput, CartDeleteInput, CartQuery } from '../../api/cart';
import { ok } from '../http/envelope';
import { readJson, readQuery } from '../http/validate';
import { requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { addToCart, deleteCartLines, getCart } from '../services/cart';
import { calculate } from '../services/pricing';
import { priceListOf } from '../services/price-list';
import { publish } from '../live/bus';
import { LIVE_ORIGIN_HEADER } from '../../api/live';

/** Routes under /api/lms/finance/cart. */
export function cartRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);
  // A changed cart tells the member's other tabs (issue 21 point 1): every process hears it (live/bus.ts); the tab
  // that changed it (its connection id in X-Live-Origin) is not told.
  r.use('*', async (c, next) => {
    await next();
    if ((c.req.method === 'POST' && c.req.path.endsWith('/add')) || c.req.method === 'DELETE') {
      const user = c.var.user;
      if (user && c.res.status === 200) {
        const origin = c.req.header(LIVE_ORIGIN_HEADER)?.slice(0, 64);
        await publish(c.var.deps.db, { k: 'cart', u: user.id, ...(origin ? { o: origin } : {}) }).catch(() => undefined);
      }
    }
  });

  r.get('/', async (c) => {
    const q = readQuery(c, CartQuery);
    const user = sameUser(c, q.user_id);
    const list = priceListOf(user);
    return ok(c, await getCart(c.var.deps.db, user.id, { ...q, pricelist_type: list.type, pricelist_tier: list.tier }));
  });

  r.post('/add', async (c) => {
    const body = await readJson(c, CartAddInput);
    const user = sameUser(c, body.user_id);
    const { db, now } = c.var.deps;
    const list = priceListOf(user);
    const lines = await db.transaction((tx) => addToCart(tx, user.id, { ...body, price_type: list.type, price_tier: list.tier }, now()));
    const courseOnly = lines.every((l) => l.type === 'lms');
    return ok(c, lines, courseOnly ? 'Kursus ditambahkan ke dalam keranjang' : 'Item ditambahkan ke dalam keranjang');
  });

  r.delete('/delete', async (c) => {
    const body = await readJson(c, CartDeleteInput);
    const user = sameUser(c, body.user_id);
    return ok(c, await deleteCartLines(c.var.deps.db, user.id, body.cart_id), 'Item berhasil dihapus dari keranjang');
  });

  r.post('/calculation', async (c) => {
    const body = await readJson(c, CalculationInput);
    const list = priceListOf(sameUser(c, body.user_id));
    const { db, now } = c.var.deps;
    return ok(c, await calculate(db, { ...body, price_type: list.type, price_tier: list.tier }, now()));
  });

  return r;
}
