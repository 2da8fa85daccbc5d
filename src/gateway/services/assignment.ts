/**
 * Assignments ('tugas', commerce spec §4 assignment status, §5 "Assignment upload", §7 "Work info", "Work
 * submit"; contract in src/api/assignment.ts; storage in docs/decisions/020-learning-storage.md).
 *
 * Files are checked three ways before anything is written: the extension is allowed, the declared MIME type is
 * that extension's, and the first bytes look like that kind of file (JPEG, PNG, MP4 'ftyp', OLE2 for
 * doc/xls/ppt, ZIP for docx/xlsx/pptx). The work, its files and the course's `tugas_submit` are written in one
 * transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseSchedules, courseWorkFiles, courseWorks, courses, enrollments, subscriptionCourseProgress, users } from '../db/schema';
import {
  fileExtension,
  isAllowedTaskFile,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_REQUIRED,
  TASK_FILE_TOO_LARGE,
  TASK_FILE_TYPE_MESSAGE,
  TASK_MAX_FILES,
  TASK_TOO_MANY_FILES,
  type AssessorWork,
  type WorkInfo,
  type WorkSummary,
} from '../../api/assignment';
import { ASSIGNMENT_SCHEMAS } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { LIMITS, tooLong } from '../../api/limits';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import type { AuthUser } from '../http/context';
import { pageOf } from './catalogue';
import { ADMIN_ROLE, assignedCourseIds, findLearnerCourse, isAssignedAssessor, updateLearnerState } from './learning';

export const WORK_ALREADY_SENT = 'Tugas sudah dikirim';
export const COURSE_NOT_FINISHED_FOR_TASK = 'Selesaikan kursus terlebih dahulu';
export const COURSE_HAS_NO_TASK = 'Kursus ini tidak memiliki tugas';
export const SCHEDULE_NOT_OF_COURSE = 'Jadwal tidak sesuai dengan kursus';
export const NOT_COURSE_ASSESSOR = 'Hanya asesor kursus ini yang dapat mereview tugas';
/** The path prefix of stored assignment files in the storage stand-in. */
export const WORK_FILE_PREFIX = '/storage/upload/tugas/';

type WorkRow = typeof courseWorks.$inferSelect;
type FileRow = Pick<typeof courseWorkFiles.$inferSelect, 'storage_key' | 'original_name' | 'size' | 'mime'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** Whether the content's first bytes match the kind of file its extension names. */
export function contentMatchesExtension(ext: string, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'mp4':
      return startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4); // 'ftyp' box
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // OLE2 compound file
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // ZIP (Office Open XML)
    default:
      return false;
  }
}

/** A file part of the multipart body, read and checked. */
export interface CheckedFile {
  name: string;
  ext: string;
  mime: string;
  bytes: Uint8Array;
}

/**
 * Check the file parts of a work submit and read them.
 * @throws HttpError 400 {@link TASK_FILE_REQUIRED} / {@link TASK_TOO_MANY_FILES} / a name over 200 characters,
 *   415 {@link TASK_FILE_TYPE_MESSAGE} (extension, MIME type or content), 413 {@link TASK_FILE_TOO_LARGE}.
 */
export async function checkWorkFiles(files: File[]): Promise<CheckedFile[]> {
  if (files.length === 0) throw new HttpError(400, TASK_FILE_REQUIRED);
  if (files.length > TASK_MAX_FILES) throw new HttpError(400, TASK_TOO_MANY_FILES);
  const out: CheckedFile[] = [];
  for (const file of files) {
    const name = file.name.replace(/[\\/]/g, '_').trim();
    if (name.length > LIMITS.slug) throw new HttpError(400, `Nama file: ${tooLong(LIMITS.slug)}`);
    if (!isAllowedTaskFile({ name, type: file.type })) throw new HttpError(415, TASK_FILE_TYPE_MESSAGE);
    if (file.size > TASK_FILE_MAX_BYTES) throw new HttpError(413, TASK_FILE_TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = fileExtension(name);
    if (!contentMatchesExtension(ext, bytes)) throw new HttpError(415, TASK_FILE_TYPE_MESSAGE);
    out.push({ name, ext, mime: file.type.split(';')[0]!.trim().toLowerCase(), bytes });
  }
  return out;
}

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
    files: files.map((f) => ({ name: f.original_name, url: `${base}${WORK_FILE_PREFIX}${f.storage_key}`, size: f.size, mime: f.mime })),
  };
}

async function filesOf(db: Db, workIds: number[]) {
  if (workIds.length === 0) return [];
  return db
    .select({ work_id: courseWorkFiles.work_id, storage_key: courseWorkFiles.storage_key, original_name: courseWorkFiles.original_name, size: courseWorkFiles.size, mime: courseWorkFiles.mime })
    .from(courseWorkFiles)
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
  files: CheckedFile[],
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
    const stored = await tx
      .insert(courseWorkFiles)
      .values(
        files.map((f) => ({
          work_id: work!.id,
          storage_key: `${randomBytes(16).toString('hex')}.${f.ext}`,
          original_name: f.name,
          ext: f.ext,
          mime: f.mime,
          size: f.bytes.byteLength,
          content: f.bytes,
          created_at: now,
        })),
      )
      .returning({ storage_key: courseWorkFiles.storage_key, original_name: courseWorkFiles.original_name, size: courseWorkFiles.size, mime: courseWorkFiles.mime });
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
 * A stored file for the storage stand-in, if `viewer` may read it: its owner, an admin, or an assessor of the
 * work's course.
 */
export async function readWorkFile(db: Db, viewer: AuthUser, storageKey: string) {
  const [row] = await db
    .select({ file: courseWorkFiles, user_id: courseWorks.user_id, course_id: courseWorks.course_id })
    .from(courseWorkFiles)
    .innerJoin(courseWorks, eq(courseWorks.id, courseWorkFiles.work_id))
    .where(eq(courseWorkFiles.storage_key, storageKey))
    .limit(1);
  if (!row) return undefined;
  if (row.user_id !== viewer.id && !(await mayReviewCourse(db, viewer, row.course_id))) return undefined;
  return row.file;
}
