/**
 * How one enrolled course presents its progress and where its start button leads (commerce spec §4
 * "My Courses progress", §2 external learning-site links). Pure, so the card can be rendered alone.
 */
import type { EnrolledCourse } from '../../api/my-course';
import { T } from './catalogue';

export type ButtonTone = 'green' | 'outline' | 'blue';

export interface ProgressView {
  /** 'Mulai Kursus' (0), 'Lanjutkan Kursus' (1-99), 'Mulai Lagi' (100). */
  buttonLabel: string;
  buttonTone: ButtonTone;
  /** true at 100: the card also shows 'Selesai'. */
  finished: boolean;
  /** Progress bar colour: green at 100, red otherwise. */
  barTone: 'green' | 'red';
  /** 'Mulai kursusmu' at 0, 'Kursus sedang berjalan' otherwise. */
  barLabel: string;
  /** Progress clamped to 0..100. */
  percent: number;
}

/** Thresholds 0 and 100 (commerce §9). */
export function progressView(percentage: number): ProgressView {
  const percent = Math.max(0, Math.min(100, Math.round(percentage)));
  const finished = percent >= 100;
  if (finished) return { buttonLabel: T.restart, buttonTone: 'blue', finished, barTone: 'green', barLabel: T.progressRunning, percent };
  if (percent === 0) return { buttonLabel: T.start, buttonTone: 'green', finished, barTone: 'red', barLabel: T.progressZero, percent };
  return { buttonLabel: T.continue, buttonTone: 'outline', finished, barTone: 'red', barLabel: T.progressRunning, percent };
}

/** Schemas whose lessons run as webinars (commerce §3 "Enrolled course item", §4). */
const WEBINAR_SCHEMAS = new Set(['normal', 'offline', 'sync2024']);
/** Schemas with assignments and surveys (commerce §4). */
const TASK_SCHEMAS = new Set(['normal', 'offline']);

/** Joins a base URL (may end with '/') and a path. */
const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/**
 * Where the start/continue/restart button leads for a learner (non-assessor): schema normal, offline or sync2024
 * → `<lms>/lesson-webinar/<courseId>/<order_id>`; other schemas → `<lms>/lesson/<slug>`.
 */
export function startUrl(item: EnrolledCourse, lmsUrl: string): string {
  if (WEBINAR_SCHEMAS.has(item.schema)) return join(lmsUrl, `lesson-webinar/${item.course.id}/${item.order_id || item.course.order_id}`);
  return join(lmsUrl, `lesson/${item.course.slug}`);
}

/** The course page on the learning site: `<lms>/course/<category_slug>/<slug>`. */
export const courseUrl = (item: EnrolledCourse, lmsUrl: string) => join(lmsUrl, `course/${item.course.category_slug}/${item.course.slug}`);
/** The category page on the learning site: `<lms>/category/<category_slug>`. */
export const categoryUrl = (item: EnrolledCourse, lmsUrl: string) => join(lmsUrl, `category/${item.course.category_slug}`);

export type TaskStatus = { kind: 'upload'; label: string } | { kind: 'waiting'; label: string } | { kind: 'review'; label: string } | null;

/**
 * The assignment status (commerce §4): only at 100 %, for learners, with schema normal or offline.
 * pending → 'Upload Tugas', submitted → 'Menunggu Review', review → 'Lihat Review'.
 */
export function taskStatus(item: EnrolledCourse, isAssessor: boolean): TaskStatus {
  if (isAssessor || item.course.percentage < 100 || !TASK_SCHEMAS.has(item.schema)) return null;
  if (item.tugas_submit === 'pending') return { kind: 'upload', label: T.uploadTask };
  if (item.tugas_submit === 'submitted') return { kind: 'waiting', label: T.awaitingReview };
  return { kind: 'review', label: T.seeReview };
}

/** The survey warning: completed normal/offline course with survey_submit false, learners only (commerce §4). */
export const needsSurvey = (item: EnrolledCourse, isAssessor: boolean) =>
  !isAssessor && item.course.percentage >= 100 && TASK_SCHEMAS.has(item.schema) && !item.survey_submit;
