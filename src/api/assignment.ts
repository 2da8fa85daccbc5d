/**
 * Assignments ('tugas'): work info, work submit and review (commerce spec §2 "Upload Tugas page", §3 "Certificate
 * item" work_info, §4 assignment status, §5 "Assignment upload", §7 "Work info", "Work submit", §8 "Work info
 * error", "Task upload").
 *
 * | call | path |
 * |---|---|
 * | work info | GET lms/courses/work/info?course_id= (portal spec §7) |
 * | work submit | POST lms/courses/work/submit (path not shown in the spec; chosen), multipart |
 * | works to review (assessors) | GET lms/courses/work/assessor?course_id=&status=&page=&limit= (chosen; not in the spec) |
 * | review a work (assessors, admins) | PUT lms/courses/work/review (chosen; not in the spec) |
 *
 * Work submit fields: `user_id`, `user_name`, `user_email`, `user_image`, `course_id`, `schedule_id` (optional),
 * `files` (1..{@link TASK_MAX_FILES} parts), `path` = 'upload/tugas', `feedback_user` (the description). The gateway
 * takes the member's name, e-mail and picture from its own records; `user_id` must be the signed-in member and
 * `user_email` their e-mail. Every file must pass {@link TASK_FILE_RULE}: an allowed extension AND the MIME type of
 * that extension (and, on the gateway, content that looks like that type), else 415 with
 * {@link TASK_FILE_TYPE_MESSAGE}; a file over {@link TASK_FILE_MAX_BYTES} answers 413 {@link TASK_FILE_TOO_LARGE}. Nothing is stored for a
 * refused request. Success: 'Success Upload Task' with the {@link WorkInfo}; the course's `tugas_submit` becomes
 * 'submitted'. A second submit while the work waits or after review answers 409 'Tugas sudah dikirim'.
 * No access to the course: 404 'Data tidak ditemukan'; progress below 100: 422 'Selesaikan kursus terlebih dahulu';
 * schema without assignment (sync2024, webinar): 422 'Kursus ini tidak memiliki tugas'.
 * Limits and storage: docs/decisions/020-learning-storage.md.
 */
import * as v from 'valibot';
import { call, upload, type UploadProgress } from './client';
import { acceptOf, FILE_TYPES, type FileRule } from './file-check';
import { IntParam, paged, PositiveInt } from './envelope';
import { cappedText, maxText, LIMITS } from './limits';
import { TugasStatus } from './my-course';

/**
 * What an assignment file may be (commerce §5 "Assignment upload"): doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg,
 * png, mp4 by extension AND MIME type (and, on the gateway, content), at most {@link TASK_FILE_MAX_BYTES}. Check a
 * chosen file with `checkFile(TASK_FILE_RULE, file)` (file-check.ts): type first, then size.
 */
export const TASK_FILE_TYPE_MESSAGE = "Ma'af tipe file yang bisa di upload adalah doc, docx, xls, xlsx, ppt, pptx, jpeg, jpg, png, mp4";
/** Largest accepted file, bytes (20 MB; the project's choice, decision 020). */
export const TASK_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const TASK_FILE_TOO_LARGE = 'Ukuran file maksimal 20 MB';
export const TASK_FILE_RULE: FileRule = {
  types: [FILE_TYPES.doc, FILE_TYPES.docx, FILE_TYPES.xls, FILE_TYPES.xlsx, FILE_TYPES.ppt, FILE_TYPES.pptx, FILE_TYPES.jpeg, FILE_TYPES.png, FILE_TYPES.mp4],
  maxBytes: TASK_FILE_MAX_BYTES,
  typeMessage: TASK_FILE_TYPE_MESSAGE,
  sizeMessage: TASK_FILE_TOO_LARGE,
};
/** The `accept` attribute for the file input: every allowed extension and MIME type. */
export const TASK_FILE_ACCEPT = acceptOf(TASK_FILE_RULE);
/** Most files per submit. */
export const TASK_MAX_FILES = 3;
/** Largest accepted multipart request, bytes: every file at its maximum plus 1 MB of fields and framing. */
export const TASK_REQUEST_MAX_BYTES = TASK_MAX_FILES * TASK_FILE_MAX_BYTES + 1024 * 1024;
export const TASK_TOO_MANY_FILES = `Maksimal ${TASK_MAX_FILES} file tugas`;
export const TASK_FILE_REQUIRED = 'File tugas harus diisi';
export const TASK_DESCRIPTION_REQUIRED = 'Deskripsi tugas harus diisi';
/** The only accepted `path` field (commerce §7). */
export const TASK_UPLOAD_PATH = 'upload/tugas';
/** Success message of work submit (commerce §8 "Task upload"). */
export const TASK_UPLOAD_SUCCESS = 'Success Upload Task';

/** GET lms/courses/work/info query. */
export const WorkInfoQuery = v.object({ course_id: PositiveInt });

/** The summary of a work that the certificate item carries as `work_info` (commerce §3). */
export const WorkSummary = v.object({
  /** null while nothing was submitted. */
  work_id: v.nullable(v.number()),
  work_status: TugasStatus,
  /** The review HTML (sanitise before rendering); '' before review. */
  work_feedback: v.string(),
  /** The reviewer's name; '' before review. */
  work_author_by: v.string(),
  /** ISO 8601 instants, null when not yet. */
  work_submit: v.nullable(v.string()),
  work_update: v.nullable(v.string()),
});
export type WorkSummary = v.InferOutput<typeof WorkSummary>;

/** One stored file of a work: `url` opens it (signed-in owner, the course's assessors and admins only); `size` bytes. */
export const WorkFile = v.object({ name: v.string(), url: v.string(), size: v.number(), mime: v.string() });

/** GET lms/courses/work/info result: the member's work for the course (work_id null when none). */
export const WorkInfo = v.object({
  ...WorkSummary.entries,
  course_id: v.number(),
  schedule_id: v.nullable(v.number()),
  /** The learner's description. */
  feedback_user: v.string(),
  files: v.array(WorkFile),
});
export type WorkInfo = v.InferOutput<typeof WorkInfo>;

/** The work info of the member for a course. @throws ApiError (the SPA logs it and uses an empty object, §8). */
export const getWorkInfo = (courseId: number) => call('get', 'lms/courses/work/info', WorkInfo, { searchParams: { course_id: courseId } });

/** An optional id sent as a form field: '' / 'null' / 'undefined' / absent → null. */
const OptionalFormId = v.pipe(
  v.optional(v.union([v.number(), v.string()]), ''),
  v.transform((x) => (x === '' || x === 'null' || x === 'undefined' ? null : x)),
  v.nullable(PositiveInt),
);

/** The text fields of the work-submit form (the files are checked with {@link TASK_FILE_RULE}). */
export const WorkSubmitFields = v.object({
  user_id: PositiveInt,
  user_name: v.optional(cappedText('fullName'), ''),
  user_email: v.pipe(v.string('user_email harus diisi'), v.trim(), v.nonEmpty('user_email harus diisi'), maxText('email')),
  user_image: v.optional(cappedText('url'), ''),
  course_id: PositiveInt,
  schedule_id: OptionalFormId,
  path: v.literal(TASK_UPLOAD_PATH, `path harus '${TASK_UPLOAD_PATH}'`),
  feedback_user: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(TASK_DESCRIPTION_REQUIRED),
    maxText('text'),
  ),
});
export type WorkSubmitFields = v.InferInput<typeof WorkSubmitFields>;

/** What the SPA sends with work submit (besides the files); `path` is always {@link TASK_UPLOAD_PATH}. */
export interface WorkSubmitRequest {
  user_id: number;
  user_name?: string;
  user_email: string;
  user_image?: string;
  course_id: number;
  /** The learner's schedule (the `/upload-task/{courseId}/{scheduleId?}` param), or null/undefined. */
  schedule_id?: number | null;
  feedback_user: string;
}

/** Build the multipart body of work submit (field order as the spec lists them; each file as a `files` part). */
export function buildWorkForm(fields: WorkSubmitRequest, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('user_id', String(fields.user_id));
  form.append('user_name', String(fields.user_name ?? ''));
  form.append('user_email', String(fields.user_email));
  form.append('user_image', String(fields.user_image ?? ''));
  form.append('course_id', String(fields.course_id));
  if (fields.schedule_id !== undefined && fields.schedule_id !== null) form.append('schedule_id', String(fields.schedule_id));
  for (const file of files) form.append('files', file, file.name);
  form.append('path', TASK_UPLOAD_PATH);
  form.append('feedback_user', String(fields.feedback_user ?? ''));
  return form;
}

/**
 * Submit an assignment with upload progress (the one upload call, client.ts `upload`).
 * @throws ApiError: 415 {@link TASK_FILE_TYPE_MESSAGE}, 413 {@link TASK_FILE_TOO_LARGE}, 409, 422, 404, 400.
 */
export const submitWork = (
  fields: WorkSubmitRequest,
  files: readonly File[],
  options: { onProgress?: (p: UploadProgress) => void; signal?: AbortSignal } = {},
) => upload('lms/courses/work/submit', WorkInfo, buildWorkForm(fields, files), options);

/** A work as an assessor sees it in GET lms/courses/work/assessor. */
export const AssessorWork = v.object({
  ...WorkInfo.entries,
  user_id: v.number(),
  user_name: v.string(),
  course_title: v.string(),
});
export type AssessorWork = v.InferOutput<typeof AssessorWork>;

export const AssessorWorkQuery = v.object({
  course_id: v.optional(PositiveInt),
  status: v.optional(v.picklist(['submitted', 'review'])),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), 10),
});
/** Works of the courses assigned to the signed-in assessor (roles 53/54; admins see every course). */
export const getAssessorWorks = (q: v.InferInput<typeof AssessorWorkQuery> = {}) =>
  call('get', 'lms/courses/work/assessor', paged(AssessorWork), { searchParams: q as Record<string, string | number | undefined> });

/** Largest review HTML, characters (five times the long-text cap of src/api/limits.ts: markup is verbose). */
export const REVIEW_HTML_MAX = LIMITS.html;
export const WorkReviewInput = v.object({
  work_id: PositiveInt,
  review_html: v.pipe(v.string('review_html harus diisi'), v.trim(), v.nonEmpty('Hasil review harus diisi'), maxText('html')),
});
/**
 * Review a work (assessor of the course or admin): status becomes 'review' and the learner sees 'Lihat Review'.
 * @throws ApiError 403 (not an assessor of the course), 404 (no such work).
 */
export const reviewWork = (input: v.InferInput<typeof WorkReviewInput>) => call('put', 'lms/courses/work/review', WorkInfo, { json: input });
