import { tabOf } from '../../machines/shared/my-courses-tabs';
import { tabParam } from './-search';

/** Path params of the learning pages (upload task, CertificateTask): a positive integer id, or null. */
export function positiveId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The 'Kursus Saya' tab of the query's `type` (commerce §4; machines/shared/my-courses-tabs.ts), default course. */
export const myCoursesTabParam = () => tabParam(tabOf, 'course');
