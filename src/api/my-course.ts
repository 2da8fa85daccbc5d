/**
 * Kursus Saya lists (commerce spec §2 "My Courses", §3 "Enrolled course item", §4 "My Courses progress",
 * §6 assessors, §7 "My Courses", §9 page size 5). All three lists answer the list wrapper
 * `{ count, page, pages, limit, data: EnrolledCourse[] }`.
 *
 * | call | path | who |
 * |---|---|---|
 * | learner course list | GET lms/users/my_course | the courses the member owns (paid orders, voucher orders) |
 * | subscription course list | GET lms/users/my_course/subscription (path not shown in the spec; chosen) | the courses opened by the member's ACTIVE subscription |
 * | assessor course list | GET lms/users/my_course/assessor (path not shown in the spec; chosen) | roles 53/54: the courses the assessor is assigned to |
 *
 * Params (all three): `user_id` (must be the signed-in member, else 403), `limit` (5; at most 100), `page` (≥ 1),
 * `q` (title search, ≤ LIMITS.query characters), `status` (`finished` = progress 100, `progress` = below
 * 100, anything else or empty = all; ignored for assessors). Paths and readings: docs/api-contract.md,
 * docs/decisions/019-learning-contract.md.
 *
 * Errors: 401 'token not found on auth service'; 403 'user_id tidak sesuai dengan sesi login'; 403
 * 'Hanya asesor yang dapat melihat daftar ini' (assessor list, other roles); 400 with the first validation issue.
 * An empty result (no courses, no active subscription, nothing matching `q`) is a success with `count` 0.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';
import { cappedText } from './limits';

/** Course schemas (commerce §3): the spec's fourth, "other", is 'webinar' in this catalogue. */
export const COURSE_SCHEMAS = ['normal', 'offline', 'sync2024', 'webinar'] as const;
/** Schemas that start on the webinar lesson page and that assessors start through a schedule (commerce §4). */
export const WEBINAR_SCHEMAS = ['normal', 'offline', 'sync2024'] as const;
/** Schemas with an assignment ('tugas') and the survey warning (commerce §4). */
export const ASSIGNMENT_SCHEMAS = ['normal', 'offline'] as const;

/** Assignment state of an enrolled course: 'Upload Tugas' / 'Menunggu Review' / 'Lihat Review' (commerce §4). */
export const TugasStatus = v.picklist(['pending', 'submitted', 'review']);
export type TugasStatus = v.InferOutput<typeof TugasStatus>;

/**
 * One course in a Kursus Saya list. Money in rupiah: `price` paid, `price_before_discount` list price,
 * `price_discount` the discount in percent (0..100). `percentage` is progress 0..100. `order_id` is the order
 * that gives access (0 for subscription courses without one, and in the assessor list). `schedule_id` is the
 * learner's webinar schedule (null when none; always null for assessors, who pick one).
 * `tugas_review` is HTML: sanitise before rendering.
 */
export const EnrolledCourse = v.object({
  course: v.object({
    id: v.number(),
    title: v.string(),
    slug: v.string(),
    category_slug: v.string(),
    category_name: v.string(),
    thumbnail: v.string(),
    price: v.number(),
    price_discount_flag: v.boolean(),
    /** Discount percent 0..100. */
    price_discount: v.number(),
    price_before_discount: v.number(),
    /** Progress 0..100. */
    percentage: v.number(),
    order_id: v.number(),
  }),
  /** normal | offline | sync2024 | webinar (the spec's "other"). */
  schema: v.string(),
  survey_submit: v.boolean(),
  tugas_submit: TugasStatus,
  tugas_review: v.string(),
  order_id: v.number(),
  /** The learner's schedule id, or null (the gateway always sends it; optional so older fixtures still parse). */
  schedule_id: v.optional(v.nullable(v.number())),
});
export type EnrolledCourse = v.InferOutput<typeof EnrolledCourse>;

/** Course, subscription and certificate list page size (commerce §9). */
export const MY_COURSE_LIMIT = 5;

/** Query of the three course lists (see the module comment). */
export const MyCourseQuery = v.object({
  user_id: PositiveInt,
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), MY_COURSE_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  q: v.optional(cappedText('query')),
  status: v.optional(cappedText('code')),
});
export type MyCourseQuery = v.InferInput<typeof MyCourseQuery>;

/** The list wrapper of enrolled courses. */
export const EnrolledCourseList = paged(EnrolledCourse);

type ListParams = { user_id: number; page: number; q?: string; status?: string; limit?: number };
const searchParams = (q: ListParams) => ({ limit: MY_COURSE_LIMIT, ...q });

/** GET lms/users/my_course: the learner's own courses, newest enrolment first. @throws ApiError */
export const getMyCourses = (q: ListParams) => call('get', 'lms/users/my_course', EnrolledCourseList, { searchParams: searchParams(q) });

/** GET lms/users/my_course/subscription: the courses of the member's active subscription. @throws ApiError */
export const getSubscriptionCourses = (q: ListParams) =>
  call('get', 'lms/users/my_course/subscription', EnrolledCourseList, { searchParams: searchParams(q) });

/** GET lms/users/my_course/assessor: the assessor's assigned courses (roles 53, 54). @throws ApiError */
export const getAssessorCourses = (q: ListParams) =>
  call('get', 'lms/users/my_course/assessor', EnrolledCourseList, { searchParams: searchParams(q) });
