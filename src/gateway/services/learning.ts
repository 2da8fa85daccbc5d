/**
 * Who may study which course, and where the learning state of that course lives (commerce spec §4 "My Courses
 * progress", §6 roles; docs/decisions/019-learning-contract.md).
 *
 * A member studies a course they OWN (an `enrollments` row: a paid order or a voucher order) or a course opened
 * by their ACTIVE subscription (services/subscription.ts `subscriptionCourseIds`: the active courses of the package of
 * the subscription active at `now`). The state (progress, survey, assignment, schedule) of an owned course lives
 * in `enrollments`; of a subscription course in `subscription_course_progress` (created on the first write).
 * Ownership wins when both apply. Assessors (roles 53, 54) are assigned courses in `assessor_courses`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  assessorCourses,
  courseCategories,
  courses,
  enrollments,
  subscriptionCourseProgress,
} from '../db/schema';
import type { AuthUser } from '../http/context';
import type { TugasStatus } from '../../api/my-course';
import { findActiveSubscription, subscriptionCourseIds } from './subscription';

/** Role ids of assessors (portal spec §6: 53 'assesor', 54 'assesor live'). */
export const ASSESSOR_ROLES: readonly number[] = [53, 54];
/** Role id of admins. */
export const ADMIN_ROLE = 1;

/** Whether the member holds an assessor role. */
export const isAssessor = (user: Pick<AuthUser, 'roles'>) => user.roles.some((r) => ASSESSOR_ROLES.includes(r));

type CourseRow = typeof courses.$inferSelect;

/** The learning state of one member in one course (the `enrollments` columns of the same names). */
export interface LearnerState {
  /** Progress 0..100. */
  percentage: number;
  survey_submit: boolean;
  tugas_submit: TugasStatus;
  /** Review HTML, '' before review. */
  tugas_review: string;
  schedule_id: number | null;
}

/** A course the member may study, with its state and where that state is kept. */
export interface LearnerCourse {
  course: CourseRow;
  category: { slug: string; name: string };
  /** 'order' = owned (enrollments), 'subscription' = through an active subscription. */
  via: 'order' | 'subscription';
  /** The order giving access (subscription: the subscription's payment order, 0 when none). */
  orderId: number;
  state: LearnerState;
}

/** Normalise a stored `tugas_submit` text to the three states of the contract. */
export const tugasOf = (text: string): TugasStatus => (text === 'submitted' || text === 'review' ? text : 'pending');

const clampPct = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

async function courseWithCategory(db: Db, courseId: number) {
  const [row] = await db
    .select({ course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(eq(courses.id, courseId))
    .limit(1);
  return row;
}

/**
 * The course as the member may study it at `now`, or `undefined` when they have no access (neither own it nor
 * have it through an active subscription).
 */
export async function findLearnerCourse(db: Db, userId: number, courseId: number, now: Date): Promise<LearnerCourse | undefined> {
  const found = await courseWithCategory(db, courseId);
  if (!found) return undefined;
  const [owned] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.user_id, userId), eq(enrollments.course_id, courseId)))
    .limit(1);
  if (owned) {
    return {
      ...found,
      via: 'order',
      orderId: owned.order_id,
      state: {
        percentage: clampPct(owned.percentage),
        survey_submit: owned.survey_submit,
        tugas_submit: tugasOf(owned.tugas_submit),
        tugas_review: owned.tugas_review,
        schedule_id: owned.schedule_id,
      },
    };
  }
  const sub = await findActiveSubscription(db, userId, now);
  if (!sub || !(await subscriptionCourseIds(db, userId, now)).includes(courseId)) return undefined;
  const [progress] = await db
    .select()
    .from(subscriptionCourseProgress)
    .where(and(eq(subscriptionCourseProgress.user_id, userId), eq(subscriptionCourseProgress.course_id, courseId)))
    .limit(1);
  return {
    ...found,
    via: 'subscription',
    orderId: sub.sub.order_id ?? 0,
    state: {
      percentage: clampPct(progress?.percentage ?? 0),
      survey_submit: progress?.survey_submit ?? false,
      tugas_submit: tugasOf(progress?.tugas_submit ?? 'pending'),
      tugas_review: progress?.tugas_review ?? '',
      schedule_id: progress?.schedule_id ?? null,
    },
  };
}

/**
 * Write part of the learning state where it lives (see the module comment). Returns the new state.
 * Progress is clamped to 0..100.
 */
export async function updateLearnerState(
  db: Db,
  userId: number,
  lc: LearnerCourse,
  patch: Partial<LearnerState>,
  now: Date,
): Promise<LearnerState> {
  const next: LearnerState = { ...lc.state, ...patch };
  next.percentage = clampPct(next.percentage);
  if (lc.via === 'order') {
    await db
      .update(enrollments)
      .set({ ...next, updated_at: now })
      .where(and(eq(enrollments.user_id, userId), eq(enrollments.course_id, lc.course.id)));
  } else {
    await db
      .insert(subscriptionCourseProgress)
      .values({ user_id: userId, course_id: lc.course.id, ...next, created_at: now, updated_at: now })
      .onConflictDoUpdate({
        target: [subscriptionCourseProgress.user_id, subscriptionCourseProgress.course_id],
        set: { ...next, updated_at: now },
      });
  }
  lc.state = next;
  return next;
}

/** Whether the assessor is assigned to the course. */
export async function isAssignedAssessor(db: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: assessorCourses.course_id })
    .from(assessorCourses)
    .where(and(eq(assessorCourses.user_id, userId), eq(assessorCourses.course_id, courseId)))
    .limit(1);
  return rows.length > 0;
}

/** Ids of the courses an assessor is assigned to. */
export async function assignedCourseIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: assessorCourses.course_id }).from(assessorCourses).where(eq(assessorCourses.user_id, userId));
  return rows.map((r) => r.id);
}

/** Courses by id with their categories (any status), keyed by id. */
export async function coursesWithCategories(db: Db, ids: number[]) {
  const map = new Map<number, { course: CourseRow; category: { slug: string; name: string } }>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(inArray(courses.id, ids));
  for (const r of rows) map.set(r.course.id, r);
  return map;
}
