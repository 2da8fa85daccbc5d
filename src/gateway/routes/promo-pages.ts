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
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Paged } from '../../api/envelope';
import {
  MY_PROMO_LIMIT,
  MyPromoQuery,
  PROMO_DETAIL_LIMIT,
  PromoDetailQuery,
  type Promo,
  type PromoCourse,
  type PromoDetail,
} from '../../api/promo';
import type { Db } from '../db/client';
import { courseCategories, courses, promos } from '../db/schema';
import { requireAuth } from '../http/auth';
import type { AppEnv } from '../http/context';
import { HttpError, ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import { likePattern, pageOf } from '../services/catalogue';
import { PROMO_MESSAGES, promoToWire, promoUseCount, type PromoRow } from '../services/promo';

/**
 * The promos a member can use at `now` whose code contains `q`, newest first, one page of `limit`.
 * A promo is listed when active, `start_date ≤ now < end_date`, with `promo_price` or `promo_precentage` > 0
 * and (when `max_user` > 0) fewer paid uses than `max_user`.
 */
export async function listMyPromos(db: Db, o: { q: string; page: number; limit?: number }, now: Date): Promise<Paged<Promo>> {
  const limit = o.limit ?? MY_PROMO_LIMIT;
  const where: SQL[] = [eq(promos.is_active, true), lte(promos.start_date, now), gt(promos.end_date, now)];
  if (o.q) where.push(ilike(promos.promo_code, likePattern(o.q)));
  const rows = await db
    .select()
    .from(promos)
    .where(and(...where))
    .orderBy(desc(promos.id));
  const usable: PromoRow[] = [];
  for (const p of rows) {
    if (p.promo_price <= 0 && p.promo_precentage <= 0) continue;
    if (p.max_user > 0 && (await promoUseCount(db, p.id)) >= p.max_user) continue;
    usable.push(p);
  }
  const start = (o.page - 1) * limit;
  return pageOf(usable.slice(start, start + limit).map(promoToWire), usable.length, o.page, limit);
}

/** The cashback of `promo` on one course paid at `price` rupiah: the fixed price, or the percentage (rounded), capped at `price`. */
export function promoOffFor(promo: Pick<PromoRow, 'promo_price' | 'promo_precentage'>, price: number): number {
  const off = promo.promo_price > 0 ? promo.promo_price : Math.round((price * promo.promo_precentage) / 100);
  return Math.max(0, Math.min(off, price));
}

/**
 * A course priced with the promo (see the contract's `PromoCourse`): `price` = course price − cashback,
 * `price_before_discount` = list price (never below `price`), `price_discount` = rounded percent saved.
 */
export function toPromoCourse(
  promo: Pick<PromoRow, 'promo_price' | 'promo_precentage'>,
  row: typeof courses.$inferSelect,
  category: { slug: string; name: string },
): PromoCourse {
  const price = row.price - promoOffFor(promo, row.price);
  const before = Math.max(row.price_before_discount, row.price);
  const percent = before > 0 ? Math.round(((before - price) / before) * 100) : 0;
  return {
    id: row.id,
    status: row.status,
    category_slug: category.slug,
    slug: row.slug,
    category_name: category.name,
    title: row.title,
    thumbnail_slider: row.thumbnail,
    rating: row.rating,
    total_review: row.total_review,
    price,
    price_discount_flag: price < before,
    price_discount: percent,
    price_before_discount: before,
  };
}

/**
 * One promo by code (case-insensitive) with a page of its active courses matching `search`.
 * @throws HttpError 404 'Promo tidak ditemukan' when the code is unknown or the promo is switched off.
 */
export async function promoDetail(db: Db, o: { promo_code: string; page: number; search: string; limit?: number }): Promise<PromoDetail> {
  const limit = o.limit ?? PROMO_DETAIL_LIMIT;
  const [promo] = await db
    .select()
    .from(promos)
    .where(sql`upper(${promos.promo_code}) = upper(${o.promo_code})`)
    .limit(1);
  if (!promo || !promo.is_active) throw new HttpError(404, PROMO_MESSAGES.notFound);
  const where: SQL[] = [eq(courses.status, 'active')];
  if (promo.course_ids.length > 0) where.push(inArray(courses.id, promo.course_ids));
  if (o.search) where.push(ilike(courses.title, likePattern(o.search)));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(courses).where(filter);
  const rows = await db
    .select({ course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(filter)
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(limit)
    .offset((o.page - 1) * limit);
  const list = pageOf(
    rows.map((r) => toPromoCourse(promo, r.course, r.category)),
    total?.n ?? 0,
    o.page,
    limit,
  );
  return {
    promo: { ...promoToWire(promo), terms: promo.terms },
    course: list,
    count: list.count,
    pages: list.pages,
    page: list.page,
    limit: list.limit,
  };
}

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
