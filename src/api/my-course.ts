/**
 * Kursus Saya (commerce spec §3 "Enrolled course item", §7 "My Courses"). GET lms/users/my_course with
 * user_id, limit (5), q, status, page → the list wrapper of enrolled courses.
 */
import * as v from 'valibot';
import { cappedText } from './limits';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';

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
  schema: v.string(),
  survey_submit: v.boolean(),
  tugas_submit: v.picklist(['pending', 'submitted', 'review']),
  tugas_review: v.string(),
  order_id: v.number(),
});
export type EnrolledCourse = v.InferOutput<typeof EnrolledCourse>;

/** Course list page size (commerce §9). */
export const MY_COURSE_LIMIT = 5;
export const MyCourseQuery = v.object({
  user_id: PositiveInt,
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), MY_COURSE_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  q: v.optional(cappedText('query')),
  status: v.optional(cappedText('code')),
});
export const getMyCourses = (q: { user_id: number; page: number; q?: string }) =>
  call('get', 'lms/users/my_course', paged(EnrolledCourse), { searchParams: { ...q, limit: MY_COURSE_LIMIT } });
