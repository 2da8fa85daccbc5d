/**
 * Test data for the learning machines (Kursus Saya, start, upload, survey, certificate): vitest-free, used by the
 * unit tests, the model specs and the studio.
 */
import type { Certificate } from '../../src/api/certificate';
import type { EnrolledCourse } from '../../src/api/my-course';
import type { Schedule } from '../../src/api/schedule';
import type { SurveyQuestion } from '../../src/api/survey';
import type { WorkInfo } from '../../src/api/assignment';

export const LMS = '/lms-site';

export function enrolled(id: number, extra: { schema?: string; percentage?: number; tugas?: EnrolledCourse['tugas_submit']; survey?: boolean; orderId?: number; scheduleId?: number | null } = {}): EnrolledCourse {
  const orderId = extra.orderId ?? 500 + id;
  return {
    course: {
      id,
      title: `Kursus ${id}`,
      slug: `kursus-${id}`,
      category_slug: 'roti',
      category_name: 'Roti',
      thumbnail: '',
      price: 150_000,
      price_discount_flag: false,
      price_discount: 0,
      price_before_discount: 150_000,
      percentage: extra.percentage ?? 0,
      order_id: orderId,
    },
    schema: extra.schema ?? 'normal',
    survey_submit: extra.survey ?? false,
    tugas_submit: extra.tugas ?? 'pending',
    tugas_review: '',
    order_id: orderId,
    schedule_id: extra.scheduleId ?? null,
  };
}

export const schedule = (id: number, courseId = 8): Schedule => ({
  order_id: id,
  schedule_id: id,
  course_id: courseId,
  title: `Batch ${id}`,
  start_date: '2026-12-01T02:00:00.000Z',
  end_date: '2026-12-03T09:00:00.000Z',
});

export const question = (id: number, options: string[] = ['Ya', 'Tidak']): SurveyQuestion => ({
  id,
  item_id: 0,
  channel: 'lms',
  title: `Pertanyaan ${id}`,
  options,
  created_by: 'admin',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
});

export const certificate = (courseId: number, extra: Partial<Certificate> = {}): Certificate => ({
  id: courseId,
  schedule_id: null,
  code: `DK-SEED00${courseId}`,
  certificate_url: `/storage/certificate/sertifikat-${courseId}.svg`,
  filename: `sertifikat-${courseId}.svg`,
  type: 'course_completion',
  name: 'Siti Rahmawati',
  course_id: courseId,
  course_slug: `kursus-${courseId}`,
  category_slug: 'roti',
  category_name: 'Roti',
  course_schema: 'normal',
  course_title: `Kursus ${courseId}`,
  course_thumbnail: '',
  course_price: 150_000,
  rating: 5,
  status: 'active',
  total_review: 0,
  work_info: { work_id: null, work_status: 'pending', work_feedback: '', work_author_by: '', work_submit: null, work_update: null },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

export const workInfo = (courseId: number): WorkInfo => ({
  work_id: 1,
  work_status: 'submitted',
  work_feedback: '',
  work_author_by: '',
  work_submit: '2026-11-24T00:00:00.000Z',
  work_update: null,
  course_id: courseId,
  schedule_id: null,
  feedback_user: 'Tugas saya',
  files: [],
});

/** A stand-in for a browser File (the machines only keep and pass it on). */
export const fakeFile = (name: string, type = 'image/png', size = 1024) => ({ name, type, size }) as unknown as File;
