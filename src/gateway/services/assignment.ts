/**
 * Assignments ('tugas', commerce spec §4 assignment status, §5 "Assignment upload", §7 "Work info", "Work
 * submit"; contract in src/api/assignment.ts; storage in docs/decisions/020-learning-storage.md).
 *
 * Files are checked by the one storage service against `TASK_FILE_RULE` ({@link ASSIGNMENT_BUCKET}: extension, the
 * declared MIME type of that extension, size, and the first bytes of that kind of file) before anything is written,
 * and stored there (folder 'upload/tugas'). The work, its files and the course's `tugas_submit` are written in one
 * transaction.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseSchedules, courseWorkFiles, courseWorks, courses, enrollments, storedFiles, subscriptionCourseProgress, users } from '../db/schema';
import { TASK_UPLOAD_PATH, type AssessorWork, type WorkInfo, type WorkSummary } from '../../api/assignment';
import { ASSIGNMENT_SCHEMAS } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import type { AuthUser } from '../http/context';
import { pageOf } from './catalogue';
import { ADMIN_ROLE, assignedCourseIds, findLearnerCourse, isAssignedAssessor, updateLearnerState } from './learning';
import { storeFiles, storedFileUrl, type CheckedUpload, type StoredFile } from './storage';

export const WORK_ALREADY_SENT = 'Tugas sudah dikirim';
export const COURSE_NOT_FINISHED_FOR_TASK = 'Selesaikan kursus terlebih dahulu';
export const COURSE_HAS_NO_TASK = 'Kursus ini tidak memiliki tugas';
export const SCHEDULE_NOT_OF_COURSE = 'Jadwal tidak sesuai dengan kursus';
export const NOT_COURSE_ASSESSOR = 'Hanya asesor kursus ini yang dapat mereview tugas';
type WorkRow = typeof courseWorks.$inferSelect;
type FileRow = Pick<StoredFile, 'id' | 'folder' | 'ext' | 'original_name' | 'size' | 'mime'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The summary of a work (or of no work: work_id null, status 'pending'). */
export function workSummary(work: WorkRow | undefined): WorkSummary {
  if (!work) return { work_id: null, work_status: 'pending', work_feedback: '', work_author_by: '', work_submit: null, work_update: null };
  return {
    work_id: work.id,
    work_status: work.status === 'review' ? 'review' : 'submitted',
    work_feedback: work.review_html,
    work_author_by: work.reviewer_name,
    work_submit: iso(work.submitted_at),
    work_update: iso(work.updated_at),
  };
}

function workInfo(base: string, courseId: number, work: WorkRow | undefined, files: FileRow[]): WorkInfo {
  return {
    ...workSummary(work),
    course_id: courseId,
    schedule_id: work?.schedule_id ?? null,
    feedback_user: work?.feedback_user ?? '',
    files: files.map((f) => ({ name: f.original_name, url: storedFileUrl(base, f), size: f.size, mime: f.mime })),
  };
}

async function filesOf(db: Db, workIds: number[]) {
  if (workIds.length === 0) return [];
  return db
    .select({
      work_id: courseWorkFiles.work_id,
      id: storedFiles.id,
      folder: storedFiles.folder,
      ext: storedFiles.ext,
      original_name: storedFiles.original_name,
      size: storedFiles.size,
      mime: storedFiles.mime,
    })
    .from(courseWorkFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, courseWorkFiles.file_id))
    .where(inArray(courseWorkFiles.work_id, workIds))
    .orderBy(courseWorkFiles.id);
}

/** Works of a member by course id (for the certificate list's `work_info`). */
export async function worksByCourse(db: Db, userId: number, courseIds: number[]): Promise<Map<number, WorkRow>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.select().from(courseWorks).where(and(eq(courseWorks.user_id, userId), inArray(courseWorks.course_id, courseIds)));
  return new Map(rows.map((w) => [w.course_id, w]));
}

/**
 * GET lms/courses/work/info: the member's work for a course (work_id null and status 'pending' when none).
 * @param base public origin for file URLs.
 * @throws HttpError 404 for an unknown course.
 */
export async function getWorkInfo(db: Db, userId: number, courseId: number, base: string): Promise<WorkInfo> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const [work] = await db
    .select()
    .from(courseWorks)
    .where(and(eq(courseWorks.user_id, userId), eq(courseWorks.course_id, courseId)))
    .limit(1);
  return workInfo(base, courseId, work, work ? await filesOf(db, [work.id]) : []);
}

/**
 * POST lms/courses/work/submit after the fields and files were validated: store the work and its files and set
 * the course's `tugas_submit` to 'submitted', in one transaction.
 * @throws HttpError 404 no access / unknown course; 422 schema without assignment, progress below 100, schedule of
 *   another course; 409 {@link WORK_ALREADY_SENT}.
 */
export async function submitWork(
  db: Db,
  user: AuthUser,
  input: { course_id: number; schedule_id: number | null; feedback_user: string },
  files: CheckedUpload[],
  now: Date,
  base: string,
): Promise<WorkInfo> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const lc = await findLearnerCourse(tx, user.id, input.course_id, now);
    if (!lc) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (!(ASSIGNMENT_SCHEMAS as readonly string[]).includes(lc.course.schema)) throw new HttpError(422, COURSE_HAS_NO_TASK);
    if (lc.state.percentage < 100) throw new HttpError(422, COURSE_NOT_FINISHED_FOR_TASK);
    const [existing] = await tx
      .select({ id: courseWorks.id })
      .from(courseWorks)
      .where(and(eq(courseWorks.user_id, user.id), eq(courseWorks.course_id, input.course_id)))
      .limit(1);
    if (existing || lc.state.tugas_submit !== 'pending') throw new HttpError(409, WORK_ALREADY_SENT);
    const scheduleId = input.schedule_id ?? lc.state.schedule_id;
    if (scheduleId !== null) {
      const [s] = await tx
        .select({ id: courseSchedules.id })
        .from(courseSchedules)
        .where(and(eq(courseSchedules.id, scheduleId), eq(courseSchedules.course_id, input.course_id)))
        .limit(1);
      if (!s) throw new HttpError(422, SCHEDULE_NOT_OF_COURSE);
    }
    const [work] = await tx
      .insert(courseWorks)
      .values({
        user_id: user.id,
        course_id: input.course_id,
        schedule_id: scheduleId,
        status: 'submitted',
        feedback_user: input.feedback_user,
        submitted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning();
    const stored = await storeFiles(tx, TASK_UPLOAD_PATH, user.id, files, now);
    await tx.insert(courseWorkFiles).values(stored.map((f) => ({ work_id: work!.id, file_id: f.id })));
    await updateLearnerState(tx, user.id, lc, { tugas_submit: 'submitted', tugas_review: '' }, now);
    return workInfo(base, input.course_id, work, stored);
  });
}

/** Whether the member may review (and download the files of) works of a course: an admin or its assessor. */
export async function mayReviewCourse(db: Db, user: AuthUser, courseId: number): Promise<boolean> {
  if (user.roles.includes(ADMIN_ROLE)) return true;
  return isAssignedAssessor(db, user.id, courseId);
}

/**
 * PUT lms/courses/work/review: store the review HTML, set the work to 'review' and the learner's course to
 * 'review' with that HTML.
 * @throws HttpError 404 unknown work; 403 {@link NOT_COURSE_ASSESSOR}.
 */
export async function reviewWork(db: Db, reviewer: AuthUser, input: { work_id: number; review_html: string }, now: Date, base: string): Promise<WorkInfo> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [work] = await tx.select().from(courseWorks).where(eq(courseWorks.id, input.work_id)).limit(1);
    if (!work) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (!(await mayReviewCourse(tx, reviewer, work.course_id))) throw new HttpError(403, NOT_COURSE_ASSESSOR);
    const reviewerName = `${reviewer.firstname} ${reviewer.lastname}`.trim();
    const [updated] = await tx
      .update(courseWorks)
      .set({ status: 'review', review_html: input.review_html, reviewer_id: reviewer.id, reviewer_name: reviewerName, reviewed_at: now, updated_at: now })
      .where(eq(courseWorks.id, work.id))
      .returning();
    const state = { tugas_submit: 'review', tugas_review: input.review_html, updated_at: now };
    await tx.update(enrollments).set(state).where(and(eq(enrollments.user_id, work.user_id), eq(enrollments.course_id, work.course_id)));
    await tx
      .update(subscriptionCourseProgress)
      .set(state)
      .where(and(eq(subscriptionCourseProgress.user_id, work.user_id), eq(subscriptionCourseProgress.course_id, work.course_id)));
    return workInfo(base, work.course_id, updated, await filesOf(tx, [work.id]));
  });
}

/**
 * GET lms/courses/work/assessor: works of the assessor's courses (admins: every course), newest submission first.
 * @throws HttpError 403 for a member who is neither; 404 when `course_id` is not one of the assessor's courses.
 */
export async function listAssessorWorks(
  db: Db,
  user: AuthUser,
  o: { course_id?: number; status?: 'submitted' | 'review'; page: number; limit: number },
  base: string,
): Promise<Paged<AssessorWork>> {
  const admin = user.roles.includes(ADMIN_ROLE);
  const where: SQL[] = [];
  if (!admin) {
    const assigned = await assignedCourseIds(db, user.id);
    if (assigned.length === 0) throw new HttpError(403, NOT_COURSE_ASSESSOR);
    if (o.course_id !== undefined && !assigned.includes(o.course_id)) throw new HttpError(404, NOT_FOUND_MESSAGE);
    where.push(inArray(courseWorks.course_id, assigned));
  }
  if (o.course_id !== undefined) where.push(eq(courseWorks.course_id, o.course_id));
  if (o.status) where.push(eq(courseWorks.status, o.status));
  const filter = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(courseWorks).where(filter);
  const rows = await db
    .select({ w: courseWorks, firstname: users.firstname, lastname: users.lastname, title: courses.title })
    .from(courseWorks)
    .innerJoin(users, eq(users.id, courseWorks.user_id))
    .innerJoin(courses, eq(courses.id, courseWorks.course_id))
    .where(filter)
    .orderBy(desc(courseWorks.submitted_at), desc(courseWorks.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  const files = await filesOf(db, rows.map((r) => r.w.id));
  const data = rows.map((r) => ({
    ...workInfo(base, r.w.course_id, r.w, files.filter((f) => f.work_id === r.w.id)),
    user_id: r.w.user_id,
    user_name: `${r.firstname} ${r.lastname}`.trim(),
    course_title: r.title,
  }));
  return pageOf(data, total?.n ?? 0, o.page, o.limit);
}

/**
 * Whether `viewer` may read a stored assignment file besides its owner (the storage route checks the owner): an admin
 * or an assessor of the work's course. False for a file that belongs to no work.
 */
export async function mayReadWorkFile(db: Db, viewer: AuthUser, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ course_id: courseWorks.course_id })
    .from(courseWorkFiles)
    .innerJoin(courseWorks, eq(courseWorks.id, courseWorkFiles.work_id))
    .where(eq(courseWorkFiles.file_id, fileId))
    .limit(1);
  return row ? mayReviewCourse(db, viewer, row.course_id) : false;
}
