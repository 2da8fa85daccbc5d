/**
 * Promo codes (commerce spec §3 "Promo", §7 "Promo", §8 "Promo check", "Cart calculation").
 *
 * A code is checked in this order and the first failure answers: unknown → 404 'Promo tidak ditemukan';
 * switched off → 422 'Promo tidak aktif'; before `start_date` → 423 'Promo belum dimulai'; after `end_date` →
 * 424 'Promo sudah kadarluarsa' (spelt as the spec does); every use taken (`max_user` > 0 and paid orders that
 * used it ≥ `max_user`) → 403 'Promo sudah habis'. Promos apply to courses only; an empty `course_ids` means
 * every course.
 *
 * Limits hold at payment (issue 6 point 3, docs/decisions/009-money-on-the-gateway.md): a payment request
 * counts, besides the paid uses, the uses other orders hold while they await payment (status 2, not expired),
 * with the promo row locked, so `max_user` can never be exceeded by orders paid at the same time; the order
 * becoming paid checks period and uses again in the same transaction ({@link promoStillUsable}).
 */
import { and, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, promos, promoUsages } from '../db/schema';
import { STATUS } from '../../api/order';
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

/**
 * How many orders have used a promo (recorded when an order is paid).
 * @param opts.exceptOrderId leave this order's own use out.
 */
export async function promoUseCount(db: Db, promoId: number, opts: { exceptOrderId?: number } = {}): Promise<number> {
  const where = opts.exceptOrderId === undefined ? eq(promoUsages.promo_id, promoId) : and(eq(promoUsages.promo_id, promoId), ne(promoUsages.order_id, opts.exceptOrderId));
  const [row] = await db.select({ n: count() }).from(promoUsages).where(where);
  return row?.n ?? 0;
}

/**
 * How many orders other than `exceptOrderId` hold the promo while awaiting payment (status 2, deadline not
 * passed): uses that may still be paid.
 */
export async function promoHolds(db: Db, promoCode: string, now: Date, exceptOrderId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        sql`upper(${orders.promo_code}) = upper(${promoCode})`,
        eq(orders.status_code, STATUS.awaitingPayment),
        gt(orders.expire_time, now),
        ne(orders.id, exceptOrderId),
      ),
    );
  return row?.n ?? 0;
}

/** Why a promo row cannot be used at `now` with `uses` uses taken, as the spec's code and message; null when usable. */
export function promoProblem(promo: PromoRow | undefined, now: Date, uses: number): { code: number; message: string } | null {
  if (!promo) return { code: 404, message: PROMO_MESSAGES.notFound };
  if (!promo.is_active) return { code: 422, message: PROMO_MESSAGES.inactive };
  if (now < promo.start_date) return { code: 423, message: PROMO_MESSAGES.notStarted };
  if (now > promo.end_date) return { code: 424, message: PROMO_MESSAGES.expired };
  if (promo.max_user > 0 && uses >= promo.max_user) return { code: 403, message: PROMO_MESSAGES.usedUp };
  return null;
}

/** The promo row of a code (case-insensitive, trimmed), locked for the transaction when `lock`. */
async function findPromo(db: Db, code: string, lock = false): Promise<PromoRow | undefined> {
  const trimmed = code.trim();
  if (!trimmed) return undefined;
  const query = db
    .select()
    .from(promos)
    .where(sql`upper(${promos.promo_code}) = upper(${trimmed})`)
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

/**
 * Check a code at `now` (case-insensitive, trimmed), counting the paid uses (the promo check, the cart
 * calculation and order/add: previews of a price).
 * @returns the usable promo row.
 * @throws HttpError 404 / 422 / 423 / 424 / 403 as described in the module comment.
 */
export async function checkPromoCode(db: Db, code: string, now: Date): Promise<PromoRow> {
  const promo = await findPromo(db, code);
  const problem = promoProblem(promo, now, promo && promo.max_user > 0 ? await promoUseCount(db, promo.id) : 0);
  if (problem) throw new HttpError(problem.code, problem.message);
  return promo!;
}

/**
 * Check a code for the payment request of order `orderId`, inside its transaction: the promo row is locked
 * and the uses counted are the paid ones plus those other orders hold while awaiting payment, so the last use
 * cannot be promised twice. Refusals carry the spec's codes and messages (403 'Promo sudah habis', 424 ...).
 */
export async function checkPromoForPayment(tx: Db, code: string, now: Date, orderId: number): Promise<PromoRow> {
  const promo = await findPromo(tx, code, true);
  const uses = promo && promo.max_user > 0 ? (await promoUseCount(tx, promo.id, { exceptOrderId: orderId })) + (await promoHolds(tx, promo.promo_code, now, orderId)) : 0;
  const problem = promoProblem(promo, now, uses);
  if (problem) throw new HttpError(problem.code, problem.message);
  return promo!;
}

/**
 * Whether the promo an order was priced with can still be used as the order becomes paid (same transaction,
 * promo row locked): period and `max_user` against the uses paid by other orders.
 * @returns the spec's refusal, or null when usable (or when the order has no promo).
 */
export async function promoStillUsable(tx: Db, promoCode: string, orderId: number, now: Date): Promise<{ code: number; message: string } | null> {
  if (!promoCode.trim()) return null;
  const promo = await findPromo(tx, promoCode, true);
  const uses = promo && promo.max_user > 0 ? await promoUseCount(tx, promo.id, { exceptOrderId: orderId }) : 0;
  return promoProblem(promo, now, uses);
}

/** The promo row of a stored order's code (for recording its use). */
export async function promoByCode(db: Db, code: string): Promise<PromoRow | undefined> {
  return findPromo(db, code);
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
