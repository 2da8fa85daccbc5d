/**
 * Webinar schedules (commerce spec §3 "Schedule item", §4 "Start behaviour, assessor", §5 "Schedule", §7
 * "Assessor schedule", §8 "Schedule load", §9 schedule list limit 1000).
 *
 * GET lms/courses/schedule/assessor (path not shown in the spec; chosen) with `user_id`, `course_id`, `page=1`,
 * `limit=1000` → the list wrapper of {@link Schedule}, earliest start first. Answered for an assessor assigned to
 * the course (roles 53/54) and for a learner who has the course (owned or through an active subscription).
 *
 * Errors: 404 'Data tidak ditemukan' when the course has no schedule or the caller may not see it (the SPA
 * shows no alert for 404, §8); 403 'user_id tidak sesuai dengan sesi login'; 400 validation issues.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';

/** Schedule list limit (commerce §9). */
export const SCHEDULE_LIMIT = 1000;

/**
 * One webinar schedule. `order_id` and `schedule_id` are the same id (the spec's two names): it is the
 * `{scheduleOrOrderId}` of the learning site's `lesson-webinar/{courseId}/{id}` link for assessors.
 * `start_date` / `end_date` are ISO 8601 instants; show them as one range such as '12 - 14 March 2024'.
 */
export const Schedule = v.object({
  order_id: v.number(),
  schedule_id: v.number(),
  course_id: v.number(),
  title: v.string(),
  start_date: v.string(),
  end_date: v.string(),
});
export type Schedule = v.InferOutput<typeof Schedule>;

export const ScheduleQuery = v.object({
  user_id: PositiveInt,
  course_id: PositiveInt,
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(SCHEDULE_LIMIT)), SCHEDULE_LIMIT),
});
export type ScheduleQuery = v.InferInput<typeof ScheduleQuery>;

export const ScheduleList = paged(Schedule);

/** Load a course's schedules (page 1, limit 1000). @throws ApiError (404 when there is none). */
export const getSchedules = (q: { user_id: number; course_id: number }) =>
  call('get', 'lms/courses/schedule/assessor', ScheduleList, { searchParams: { ...q, page: 1, limit: SCHEDULE_LIMIT } });

/** The picker's required message (commerce §5 "Schedule"). */
export const SCHEDULE_REQUIRED = 'Jadwal harus diisi';
