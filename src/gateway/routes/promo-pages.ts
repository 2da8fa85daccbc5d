/**
 * The member's promo pages (commerce spec §2 "Promo": Kode Promo page and PromoDetailMenu; §7 "My promos",
 * "Detail"; §9 promo page 10).
 *
 * - GET /api/lms/promotion/user/my_promo?q=&page= (bearer required): the promos the member can use now —
 *   active, started, not expired, with a cashback (price or percentage > 0, commerce §5 "Promos with price
 *   'Rp 0' or that are expired are hidden") and uses left — whose code contains `q` (case-insensitive), newest
 *   id first, 10 per page.
 * - GET /api/lms/promotion/detail?promo_code=&page=&search= (public: the spec also calls it a marketing page;
 *   the SPA guards it): the promo with its terms and a page of the ACTIVE courses it covers (all active courses
 *   when the promo names none), title search (case-insensitive), 5 per page (commerce §9 course lists 5),
 *   ordered by title. An unknown or switched-off code answers 404 'Promo tidak ditemukan'. A not-yet-started
 *   or expired promo is still shown (its countdown reads 0 days): the page describes the promo, it does not
 *   apply it — the checkout's promo check (routes/promo.ts) refuses it with 423/424.
 */
import { Hono } from 'hono';
import { MyPromoQuery, PromoDetailQuery } from '../../api/promo';
import { requireAuth } from '../http/auth';
import type { AppEnv } from '../http/context';
import { ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import { listMyPromos, promoDetail } from '../services/promo-pages';

/** Routes under /api/lms/promotion for the Kode Promo page and PromoDetailMenu (mounted beside routes/promo.ts). */
export function promoPageRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/user/my_promo', requireAuth, async (c) => {
    const q = readQuery(c, MyPromoQuery);
    const { db, now } = c.var.deps;
    return ok(c, await listMyPromos(db, q, now()));
  });

  r.get('/detail', async (c) => {
    const q = readQuery(c, PromoDetailQuery);
    return ok(c, await promoDetail(c.var.deps.db, q));
  });

  return r;
}
