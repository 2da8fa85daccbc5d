/**
 * Promo codes (commerce spec §3 "Promo", §7 "Promo", §8 "Promo check", "Cart calculation").
 *
 * A code is checked in this order and the first failure answers: unknown → 404 'Promo tidak ditemukan';
 * switched off → 422 'Promo tidak aktif'; before `start_date` → 423 'Promo belum dimulai'; after `end_date` →
 * 424 'Promo sudah kadarluarsa' (spelt as the spec does); every use taken (`max_user` > 0 and paid orders that
 * used it ≥ `max_user`) → 403 'Promo sudah habis'. Promos apply to courses only; an empty `course_ids` means
 * every course.
 */
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promos, promoUsages } from '../db/schema';
import type { Promo } from '../../api/promo';
import type { Paged } from '../../api/envelope';
import { HttpError } from '../http/envelope';
import { pageOf } from './catalogue';

export const PROMO_MESSAGES = {
  usedUp: 'Promo sudah habis',
  notFound: 'Promo tidak ditemukan',
  inactive: 'Promo tidak aktif',
  notStarted: 'Promo belum dimulai',
  expired: 'Promo sudah kadarluarsa',
  coursesOnly: 'Promo hanya berlaku untuk kursus saja',
  notForCourses: 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih',
} as const;

export type PromoRow = typeof promos.$inferSelect;

/** A promo row as the contract's `Promo`. */
export function promoToWire(p: PromoRow): Promo {
  return {
    id: p.id,
    course_id: p.course_ids,
    promo_code: p.promo_code,
    promo_price: p.promo_price,
    promo_precentage: p.promo_precentage,
    event: p.event,
    is_active: p.is_active,
    max_user: p.max_user,
    start_date: p.start_date.toISOString(),
    end_date: p.end_date.toISOString(),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** How many orders have used a promo (recorded when an order is paid). */
export async function promoUseCount(db: Db, promoId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promoUsages).where(eq(promoUsages.promo_id, promoId));
  return row?.n ?? 0;
}

/**
 * Check a code at `now` (case-insensitive, trimmed).
 * @returns the usable promo row.
 * @throws HttpError 404 / 422 / 423 / 424 / 403 as described in the module comment.
 */
export async function checkPromoCode(db: Db, code: string, now: Date): Promise<PromoRow> {
  const trimmed = code.trim();
  const rows = trimmed
    ? await db
        .select()
        .from(promos)
        .where(sql`upper(${promos.promo_code}) = upper(${trimmed})`)
        .limit(1)
    : [];
  const promo = rows[0];
  if (!promo) throw new HttpError(404, PROMO_MESSAGES.notFound);
  if (!promo.is_active) throw new HttpError(422, PROMO_MESSAGES.inactive);
  if (now < promo.start_date) throw new HttpError(423, PROMO_MESSAGES.notStarted);
  if (now > promo.end_date) throw new HttpError(424, PROMO_MESSAGES.expired);
  if (promo.max_user > 0 && (await promoUseCount(db, promo.id)) >= promo.max_user) throw new HttpError(403, PROMO_MESSAGES.usedUp);
  return promo;
}

/** Whether a promo applies to a course (an empty list means every course). */
export const promoCoversCourse = (promo: PromoRow, courseId: number) => promo.course_ids.length === 0 || promo.course_ids.includes(courseId);

/**
 * The promo discount on a set of selected courses, rupiah.
 * - no course selected → 433 'Promo hanya berlaku untuk kursus saja';
 * - none of them covered by the promo → 404 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih';
 * - otherwise min(promo_price, Σ price of the covered courses); a promo with `promo_price` 0 and a percentage
 *   takes that percentage of the covered total instead (rounded to whole rupiah).
 * @param selected the selected courses with the price the member pays (after the course discount).
 */
export function promoDiscount(promo: PromoRow, selected: ReadonlyArray<{ id: number; price: number }>): number {
  if (selected.length === 0) throw new HttpError(433, PROMO_MESSAGES.coursesOnly);
  const covered = selected.filter((c) => promoCoversCourse(promo, c.id));
  if (covered.length === 0) throw new HttpError(404, PROMO_MESSAGES.notForCourses);
  const base = covered.reduce((s, c) => s + c.price, 0);
  const off = promo.promo_price > 0 ? promo.promo_price : Math.round((base * promo.promo_precentage) / 100);
  return Math.max(0, Math.min(off, base));
}

/**
 * GET lms/promotion: promos a member can use now (active, started, not expired, uses left), optionally only
 * those covering at least one of `courseIds` (promos for every course always match); newest id first by default.
 */
export async function listUsablePromos(
  db: Db,
  o: { limit: number; page: number; sort: 'asc' | 'desc'; course_id?: number[] },
  now: Date,
): Promise<Paged<Promo>> {
  const rows = await db
    .select()
    .from(promos)
    .where(and(eq(promos.is_active, true), lte(promos.start_date, now), gt(promos.end_date, now)))
    .orderBy(o.sort === 'asc' ? promos.id : desc(promos.id));
  const usable: PromoRow[] = [];
  for (const p of rows) {
    if (p.promo_price <= 0 && p.promo_precentage <= 0) continue;
    if (o.course_id && o.course_id.length > 0 && !o.course_id.some((id) => promoCoversCourse(p, id))) continue;
    if (p.max_user > 0 && (await promoUseCount(db, p.id)) >= p.max_user) continue;
    usable.push(p);
  }
  const start = (o.page - 1) * o.limit;
  return pageOf(usable.slice(start, start + o.limit).map(promoToWire), usable.length, o.page, o.limit);
}
