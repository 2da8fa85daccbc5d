/**
 * Webinar schedules (commerce spec §3 "Schedule item", §4 assessor start, §7 "Assessor schedule"; contract in
 * src/api/schedule.ts).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseSchedules } from '../db/schema';
import type { Schedule } from '../../api/schedule';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import type { AuthUser } from '../http/context';
import { pageOf } from './catalogue';
import { findLearnerCourse, isAssignedAssessor } from './learning';

/**
 * GET lms/courses/schedule/assessor: the course's schedules, earliest first, for its assessor or a learner who
 * has the course.
 * @throws HttpError 404 'Data tidak ditemukan' when the caller may not see the course or it has no schedule.
 */
export async function listSchedules(
  db: Db,
  user: AuthUser,
  o: { course_id: number; page: number; limit: number },
  now: Date,
): Promise<Paged<Schedule>> {
  const allowed = (await isAssignedAssessor(db, user.id, o.course_id)) || (await findLearnerCourse(db, user.id, o.course_id, now)) !== undefined;
  if (!allowed) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const filter = eq(courseSchedules.course_id, o.course_id);
  const [total] = await db.select({ n: count() }).from(courseSchedules).where(filter);
  const n = total?.n ?? 0;
  if (n === 0) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const rows = await db
    .select()
    .from(courseSchedules)
    .where(filter)
    .orderBy(asc(courseSchedules.start_date), asc(courseSchedules.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(
    rows.map((s) => ({
      order_id: s.id,
      schedule_id: s.id,
      course_id: s.course_id,
      title: s.title,
      start_date: s.start_date.toISOString(),
      end_date: s.end_date.toISOString(),
    })),
    n,
    o.page,
    o.limit,
  );
}
