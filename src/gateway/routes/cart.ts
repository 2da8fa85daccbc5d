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

/** Routes under /api/lms/finance/cart. */
export function cartRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

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
