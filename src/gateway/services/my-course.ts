/**
 * Kursus Saya (commerce spec §3 "Enrolled course item", §4 "My Courses progress", §7 "My Courses"): the courses
 * a member owns through paid orders, with progress, newest enrollment first, paged.
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courses, enrollments } from '../db/schema';
import type { EnrolledCourse } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { likePattern, pageOf } from './catalogue';

/**
 * GET lms/users/my_course.
 * @param o.q title search; o.status `finished` (progress 100), `progress` / `ongoing` (below 100), anything
 *   else all.
 */
export async function listMyCourses(
  db: Db,
  userId: number,
  o: { limit: number; page: number; q?: string; status?: string },
): Promise<Paged<EnrolledCourse>> {
  const where: SQL[] = [eq(enrollments.user_id, userId)];
  if (o.q && o.q.trim()) where.push(ilike(courses.title, likePattern(o.q.trim())));
  const status = o.status?.trim().toLowerCase();
  if (status === 'finished' || status === 'selesai' || status === 'completed') where.push(gte(enrollments.percentage, 100));
  if (status === 'progress' || status === 'ongoing') where.push(lt(enrollments.percentage, 100));
  const filter = and(...where);
  const [total] = await db
    .select({ n: count() })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.course_id))
    .where(filter);
  const rows = await db
    .select({ e: enrollments, c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.course_id))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(filter)
    .orderBy(desc(enrollments.created_at), desc(enrollments.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const data = rows.map(({ e, c, cat }): EnrolledCourse => {
    const discount = Math.max(0, c.price_before_discount - c.price);
    return {
      course: {
        id: c.id,
        title: c.title,
        slug: c.slug,
        category_slug: cat.slug,
        category_name: cat.name,
        thumbnail: c.thumbnail,
        price: c.price,
        price_discount_flag: discount > 0,
        price_discount: c.price_before_discount > 0 ? Math.round((discount / c.price_before_discount) * 100) : 0,
        price_before_discount: c.price_before_discount,
        percentage: Math.max(0, Math.min(100, e.percentage)),
        order_id: e.order_id,
      },
      schema: c.schema,
      survey_submit: e.survey_submit,
      tugas_submit: e.tugas_submit === 'submitted' || e.tugas_submit === 'review' ? e.tugas_submit : 'pending',
      tugas_review: e.tugas_review,
      order_id: e.order_id,
    };
  });
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}
