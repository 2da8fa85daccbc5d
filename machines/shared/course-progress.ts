/**
 * How one enrolled course presents itself on 'Kursus Saya' and where its start button leads (commerce spec §4 "My
 * Courses progress", §6 assessors, §9 "Progress thresholds: 0 and 100", §2 "External learning-site links").
 * Pure readings shared by the machines (course-start.machine.ts decides with {@link startTarget}) and the course
 * card, which renders them. Replaces src/features/my-courses/course-progress.ts (decision 032).
 */
import type { EnrolledCourse } from '../../src/api/my-course';

/** Schemas whose lessons run as webinars and that assessors open through a schedule (commerce §4, §6). */
export const WEBINAR_SCHEMAS: readonly string[] = ['normal', 'offline', 'sync2024'];
/** Schemas with an assignment ('tugas'), the survey warning and the course-completion certificate (commerce §4). */
export const ASSIGNMENT_SCHEMAS: readonly string[] = ['normal', 'offline'];

export const isWebinarSchema = (schema: string) => WEBINAR_SCHEMAS.includes(schema);
export const isAssignmentSchema = (schema: string) => ASSIGNMENT_SCHEMAS.includes(schema);

/** Which of the three button/bar looks a progress has (thresholds 0 and 100). */
export type ProgressStage = 'start' | 'continue' | 'finished';

export interface ProgressView {
  /** 0 → 'start' ('Mulai Kursus', green); 1–99 → 'continue' ('Lanjutkan Kursus', outline); 100 → 'finished' ('Mulai Lagi', blue, and 'Selesai'). */
  stage: ProgressStage;
  buttonTone: 'green' | 'outline' | 'blue';
  /** Progress bar colour: green at 100, red otherwise. */
  barTone: 'green' | 'red';
  /**
   * The bar's label: 'Mulai kursusmu' at 0 ('zero'), 'Kursus sedang berjalan' from 1 to 99 ('running'), and at 100
   * 'Kursus selesai' ('finished'): the spec's "otherwise" would put 'sedang berjalan' beside 100 % and 'Selesai'
   * (issue 18 point 5, decision 053).
   */
  barLabel: 'zero' | 'running' | 'finished';
  /** Progress rounded and clamped to 0..100 (percent). */
  percent: number;
}

/** The button and bar of a progress in percent (commerce §4 "My Courses progress"). */
export function progressView(percentage: number): ProgressView {
  const percent = Math.max(0, Math.min(100, Math.round(Number.isFinite(percentage) ? percentage : 0)));
  if (percent >= 100) return { stage: 'finished', buttonTone: 'blue', barTone: 'green', barLabel: 'finished', percent };
  if (percent === 0) return { stage: 'start', buttonTone: 'green', barTone: 'red', barLabel: 'zero', percent };
  return { stage: 'continue', buttonTone: 'outline', barTone: 'red', barLabel: 'running', percent };
}

/**
 * The assignment status shown on a card (commerce §4): only at 100 %, for learners, with schema normal or offline.
 * `tugas_submit` pending → 'upload' ('Upload Tugas'), submitted → 'waiting' ('Menunggu Review'), review → 'review'
 * ('Lihat Review', opening 'Hasil Review'); null when none applies.
 */
export function taskStatus(item: EnrolledCourse, assessor: boolean): 'upload' | 'waiting' | 'review' | null {
  if (assessor || item.course.percentage < 100 || !isAssignmentSchema(item.schema)) return null;
  if (item.tugas_submit === 'pending') return 'upload';
  if (item.tugas_submit === 'submitted') return 'waiting';
  return 'review';
}

/**
 * The survey warning 'Kamu belum mengisi survey. Klik Mulai Lagi untuk mengisi survey' (commerce §4): completed
 * normal/offline courses with `survey_submit` false, learners only.
 */
export const needsSurvey = (item: EnrolledCourse, assessor: boolean) =>
  !assessor && item.course.percentage >= 100 && isAssignmentSchema(item.schema) && !item.survey_submit;

/** Joins a base URL (may end with '/') and a path without a leading '/'. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** `<lms>/lesson-webinar/<courseId>/<scheduleOrOrderId>` (commerce §2). */
export const webinarUrl = (lmsUrl: string, courseId: number, id: number) => joinUrl(lmsUrl, `lesson-webinar/${courseId}/${id}`);
/** `<lms>/lesson/<slug>` (commerce §2). */
export const lessonUrl = (lmsUrl: string, slug: string) => joinUrl(lmsUrl, `lesson/${encodeURIComponent(slug)}`);
/** The course page on the learning site: `<lms>/course/<category_slug>/<slug>`. */
export const courseUrl = (lmsUrl: string, item: EnrolledCourse) =>
  joinUrl(lmsUrl, `course/${encodeURIComponent(item.course.category_slug)}/${encodeURIComponent(item.course.slug)}`);
/** The category page on the learning site: `<lms>/category/<category_slug>`. */
export const categoryUrl = (lmsUrl: string, item: EnrolledCourse) => joinUrl(lmsUrl, `category/${encodeURIComponent(item.course.category_slug)}`);

/** The learner's order id of an item (the item's own, else the course's). */
export const orderIdOf = (item: EnrolledCourse) => item.order_id || item.course.order_id;

/**
 * Where the start/continue/restart button leads (commerce §4 "Start behaviour", §4 "Certificates", §6; readings in
 * decision 031):
 * - learner, finished (100 %) normal/offline course → `certificateTask`: CertificateTask fetches the certificate
 *   (the survey first when it is missing: "Klik Mulai Lagi untuk mengisi survey");
 * - learner, schema normal/offline/sync2024 → the webinar lesson with the course id and the order id;
 * - assessor, schema normal/offline/sync2024 → `schedules`: load the schedules, then pick one or go straight on;
 * - anyone, other schemas → the lesson by slug.
 */
export type StartTarget = { kind: 'lesson'; url: string } | { kind: 'certificateTask'; courseId: number } | { kind: 'schedules' };

export function startTarget(item: EnrolledCourse, assessor: boolean, lmsUrl: string): StartTarget {
  if (!isWebinarSchema(item.schema)) return { kind: 'lesson', url: lessonUrl(lmsUrl, item.course.slug) };
  if (assessor) return { kind: 'schedules' };
  if (item.course.percentage >= 100 && isAssignmentSchema(item.schema)) return { kind: 'certificateTask', courseId: item.course.id };
  return { kind: 'lesson', url: webinarUrl(lmsUrl, item.course.id, orderIdOf(item)) };
}

/** The upload page of a course: `/upload-task/<courseId>/<scheduleId?>` (commerce §2 "Upload Tugas page"). */
export const uploadTaskPath = (item: EnrolledCourse) => `/upload-task/${item.course.id}${item.schedule_id ? `/${item.schedule_id}` : ''}`;
