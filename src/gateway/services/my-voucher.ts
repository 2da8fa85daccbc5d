/**
 * Claimed course vouchers (commerce spec §3 "Voucher item", §7 "My voucher"; contract in src/api/my-voucher.ts).
 * A voucher redeemed on the learning site is an order paid with the code: `orders.voucher_code` set, one course
 * line, and the enrolment it created (decision 019). Progress is that enrolment's.
 */
import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courses, enrollments, orderItems, orders } from '../db/schema';
import type { VoucherItem } from '../../api/my-voucher';
import type { Paged } from '../../api/envelope';
import { likePattern, pageOf } from './catalogue';
import { statusFilter } from './my-course';

/** GET lms/finance/order/voucher/my_voucher: the member's voucher orders' courses, newest claim first. */
export async function listMyVouchers(
  db: Db,
  userId: number,
  o: { limit: number; page: number; search?: string; status?: string },
): Promise<Paged<VoucherItem>> {
  const pct = sql<number>`coalesce(${enrollments.percentage}, 0)`;
  const where: SQL[] = [eq(orders.user_id, userId), isNotNull(orders.voucher_code), eq(orderItems.type, 'lms')];
  if (o.search && o.search.trim()) {
    const p = likePattern(o.search.trim());
    where.push(or(ilike(courses.title, p), ilike(orders.voucher_code, p))!);
  }
  const status = statusFilter(o.status);
  if (status === 'finished') where.push(gte(pct, 100));
  if (status === 'progress') where.push(lt(pct, 100));
  const filter = and(...where);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .innerJoin(courses, eq(courses.id, orderItems.item_id))
    .leftJoin(enrollments, and(eq(enrollments.user_id, userId), eq(enrollments.course_id, courses.id)))
    .where(filter);
  const rows = await db
    .select({ o: orders, c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name }, pct })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .innerJoin(courses, eq(courses.id, orderItems.item_id))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .leftJoin(enrollments, and(eq(enrollments.user_id, userId), eq(enrollments.course_id, courses.id)))
    .where(filter)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const data = rows.map(
    ({ o: order, c, cat, pct: percentage }): VoucherItem => ({
      invoice: order.invoice,
      order_id: order.id,
      user_id: order.user_id,
      course_id: c.id,
      slug: c.slug,
      category: cat.name,
      category_slug: cat.slug,
      course_title: c.title,
      thumbnail: c.thumbnail,
      course_percentage: Math.max(0, Math.min(100, Number(percentage))),
      voucher_code: order.voucher_code ?? '',
      claim_date: order.created_at.toISOString(),
    }),
  );
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}
