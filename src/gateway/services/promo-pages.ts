/**
 * The member's promo pages on the gateway's data (commerce spec §2 "Promo": Kode Promo page and PromoDetailMenu;
 * §7 "My promos", "Detail"; §9 promo page 10): which promos a member can use now, and a promo's detail with a page
 * of the courses it covers. The routes (routes/promo-pages.ts) only read the request and answer.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '../../api/envelope';
import { MY_PROMO_LIMIT, PROMO_DETAIL_LIMIT, type Promo, type PromoCourse, type PromoDetail } from '../../api/promo';
import type { Db } from '../db/client';
import { courseCategories, courses, promos } from '../db/schema';
import { HttpError } from '../http/envelope';
import { likePattern, pageOf } from './catalogue';
import { PROMO_MESSAGES, promoToWire, promoUseCount, type PromoRow } from './promo';

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

