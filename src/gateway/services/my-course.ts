/**
 * Kursus Saya lists (commerce spec §3 "Enrolled course item", §4 "My Courses progress", §6 assessors, §7 "My
 * Courses"): the courses a member owns (paid and voucher orders), the courses of their active subscription, and
 * an assessor's assigned courses. Each is paged and answers the contract's `EnrolledCourse`.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessorCourses, courseCategories, courses, enrollments, subscriptionCourseProgress } from '../db/schema';
import type { EnrolledCourse } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { likePattern, pageOf } from './catalogue';
import { tugasOf, type LearnerState } from './learning';
import { subscriptionCourseIds } from './subscription';

type CourseRow = typeof courses.$inferSelect;

/** Options of the three lists (the validated `MyCourseQuery` without `user_id`). */
export interface MyCourseListOptions {
  limit: number;
  page: number;
  q?: string;
  status?: string;
}

/** The status filter: 'finished' (also 'selesai', 'completed') = 100 %, 'progress' / 'ongoing' = below; else all. */
export function statusFilter(status: string | undefined): 'finished' | 'progress' | undefined {
  const s = status?.trim().toLowerCase();
  if (s === 'finished' || s === 'selesai' || s === 'completed') return 'finished';
  if (s === 'progress' || s === 'ongoing') return 'progress';
  return undefined;
}

/** A course row, its category and a learning state as the contract's `EnrolledCourse`. */
export function toEnrolledCourse(
  c: CourseRow,
  category: { slug: string; name: string },
  state: LearnerState,
  orderId: number,
): EnrolledCourse {
  const discount = Math.max(0, c.price_before_discount - c.price);
  return {
    course: {
      id: c.id,
      title: c.title,
      slug: c.slug,
      category_slug: category.slug,
      category_name: category.name,
      thumbnail: c.thumbnail,
      price: c.price,
      price_discount_flag: discount > 0,
      price_discount: c.price_before_discount > 0 ? Math.round((discount / c.price_before_discount) * 100) : 0,
      price_before_discount: c.price_before_discount,
      percentage: Math.max(0, Math.min(100, state.percentage)),
      order_id: orderId,
    },
    schema: c.schema,
    survey_submit: state.survey_submit,
    tugas_submit: state.tugas_submit,
    tugas_review: state.tugas_review,
    order_id: orderId,
    schedule_id: state.schedule_id,
  };
}

const titleFilter = (q: string | undefined): SQL[] => (q && q.trim() ? [ilike(courses.title, likePattern(q.trim()))] : []);

/**
 * GET lms/users/my_course: the member's own courses (paid orders and voucher orders), newest enrolment first.
 */
export async function listMyCourses(db: Db, userId: number, o: MyCourseListOptions): Promise<Paged<EnrolledCourse>> {
  const where: SQL[] = [eq(enrollments.user_id, userId), ...titleFilter(o.q)];
  const status = statusFilter(o.status);
  if (status === 'finished') where.push(gte(enrollments.percentage, 100));
  if (status === 'progress') where.push(lt(enrollments.percentage, 100));
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
  const data = rows.map(({ e, c, cat }) =>
    toEnrolledCourse(
      c,
      cat,
      { percentage: e.percentage, survey_submit: e.survey_submit, tugas_submit: tugasOf(e.tugas_submit), tugas_review: e.tugas_review, schedule_id: e.schedule_id },
      e.order_id,
    ),
  );
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/**
 * GET lms/users/my_course/subscription: the courses opened by the member's active subscription at `now`
 * (services/subscription.ts `subscriptionCourseIds`), by course id. The state is the owned enrolment's when the member also owns the course, else the subscription
 * progress (0 % before the first lesson). No active subscription: an empty page.
 */
export async function listSubscriptionCourses(db: Db, userId: number, o: MyCourseListOptions, now: Date): Promise<Paged<EnrolledCourse>> {
  const opened = await subscriptionCourseIds(db, userId, now);
  if (opened.length === 0) return pageOf([], 0, o.page, o.limit);
  const pct = sql<number>`coalesce(${enrollments.percentage}, ${subscriptionCourseProgress.percentage}, 0)`;
  const where: SQL[] = [inArray(courses.id, opened), ...titleFilter(o.q)];
  const status = statusFilter(o.status);
  if (status === 'finished') where.push(sql`${pct} >= 100`);
  if (status === 'progress') where.push(sql`${pct} < 100`);
  const base = () =>
    db
      .select({ c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name }, e: enrollments, p: subscriptionCourseProgress })
      .from(courses)
      .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
      .leftJoin(enrollments, and(eq(enrollments.course_id, courses.id), eq(enrollments.user_id, userId)))
      .leftJoin(subscriptionCourseProgress, and(eq(subscriptionCourseProgress.course_id, courses.id), eq(subscriptionCourseProgress.user_id, userId)))
      .where(and(...where));
  const [total] = await db
    .select({ n: count() })
    .from(courses)
    .leftJoin(enrollments, and(eq(enrollments.course_id, courses.id), eq(enrollments.user_id, userId)))
    .leftJoin(subscriptionCourseProgress, and(eq(subscriptionCourseProgress.course_id, courses.id), eq(subscriptionCourseProgress.user_id, userId)))
    .where(and(...where));
  const rows = await base()
    .orderBy(asc(courses.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const data = rows.map(({ c, cat, e, p }) => {
    const src = e ?? p;
    const state: LearnerState = {
      percentage: src?.percentage ?? 0,
      survey_submit: src?.survey_submit ?? false,
      tugas_submit: tugasOf(src?.tugas_submit ?? 'pending'),
      tugas_review: src?.tugas_review ?? '',
      schedule_id: src?.schedule_id ?? null,
    };
    return toEnrolledCourse(c, cat, state, e?.order_id ?? 0);
  });
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/**
 * GET lms/users/my_course/assessor: the courses the assessor is assigned to, by title. Assessors have no
 * progress: every state is the initial one, `order_id` 0 and `schedule_id` null (they pick a schedule).
 */
export async function listAssessorCourses(db: Db, userId: number, o: MyCourseListOptions): Promise<Paged<EnrolledCourse>> {
  const filter = and(eq(assessorCourses.user_id, userId), ...titleFilter(o.q));
  const [total] = await db
    .select({ n: count() })
    .from(assessorCourses)
    .innerJoin(courses, eq(courses.id, assessorCourses.course_id))
    .where(filter);
  const rows = await db
    .select({ c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(assessorCourses)
    .innerJoin(courses, eq(courses.id, assessorCourses.course_id))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(filter)
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const initial: LearnerState = { percentage: 0, survey_submit: false, tugas_submit: 'pending', tugas_review: '', schedule_id: null };
  return pageOf(
    rows.map(({ c, cat }) => toEnrolledCourse(c, cat, initial, 0)),
    total?.n ?? 0,
    o.page,
    o.limit,
  );
}
