/**
 * Public promo routes (commerce spec §7 "Promo", §8 "Promo check"): check one code, list usable promos.
 */
import { Hono } from 'hono';
import { PromoCheckQuery, PromoListQuery } from '../../api/promo';
import { ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import type { AppEnv } from '../http/context';
import { checkPromoCode, listUsablePromos, promoToWire } from '../services/promo';

/** Routes under /api/lms/promotion. */
export function promoRoutes() {
  const r = new Hono<AppEnv>();

  // 403 'Promo sudah habis', 404 'Promo tidak ditemukan', 422 'Promo tidak aktif', 423 'Promo belum dimulai',
  // 424 'Promo sudah kadarluarsa'.
  r.get('/check', async (c) => {
    const q = readQuery(c, PromoCheckQuery);
    const { db, now } = c.var.deps;
    return ok(c, promoToWire(await checkPromoCode(db, q.promo_code, now())));
  });

  r.get('/', async (c) => {
    const q = readQuery(c, PromoListQuery);
    const { db, now } = c.var.deps;
    return ok(c, await listUsablePromos(db, q, now()));
  });

  return r;
}
