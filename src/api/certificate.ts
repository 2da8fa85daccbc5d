/**
 * Certificates (commerce spec §2 certificate tab, CertificateTask, certificate image page; §3 "Certificate item";
 * §4 "Certificates"; §5 "Certificate rename"; §7 "Certificates", "My certificate list", "Certificate name
 * update"; §8 "Certificates and surveys"; §9 cache-buster).
 *
 * | call | path |
 * |---|---|
 * | generate (course completion) | POST lms/certificate/generate/course_completion `{ user_id, course_id, schedule_id? }` (body not shown in the spec; chosen) |
 * | webinar download | POST lms/certificate/webinar/download `{ user_id, schedule_id, course_id }` → `result.certificate_url` |
 * | rename | PUT lms/certificate/update/course_completion/ `{ id, email, voucher, name }` |
 * | my certificate list | GET lms/certificate/list/user/{id} with `limit` (5), `q`, `status`, `page` (portal spec §7) |
 *
 * Generate answers the member's certificate for the course (the same one on every call; created on the first).
 * Errors: 411 'Silahkan isi survey terlebih dahulu' while the survey is missing (the SPA opens the survey, then
 * asks again); 422 'Kursus belum selesai' below 100 %; 404 'Data tidak ditemukan' without access to the course;
 * 403 'user_id tidak sesuai dengan sesi login'.
 * Webinar download: the schedule must belong to the course (404 otherwise) and progress must be 100 (422).
 * Rename: `id` is the member's id and `email` their e-mail (the reading of decision 019: id and email name the
 * member, `voucher` the certificate); `name` is the first name plus the optional last name. Errors: 400 'Nama
 * Depan harus diisi'; 403 when id or email is not the signed-in member; 404 'Sertifikat tidak ditemukan'.
 * Success 'Nama Sertifikat berhasil diubah'.
 *
 * The image: `certificate_url` is `<gateway>/storage/certificate/<filename>` (the cloud-storage stand-in, public,
 * an SVG rendered from the certificate, so a rename shows at once). The SPA's `/certificate/{filename}` page
 * shows it with a random 5-character cache-buster: {@link certificateImageUrl}.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';
import { cappedText, maxText } from './limits';
import { WorkSummary } from './assignment';

/** Certificate list page size (commerce §9). */
export const CERTIFICATE_LIMIT = 5;
export const CERTIFICATE_SURVEY_MISSING_CODE = 411;
export const CERTIFICATE_NAME_REQUIRED = 'Nama Depan harus diisi';
export const CERTIFICATE_RENAMED = 'Nama Sertifikat berhasil diubah';

/**
 * One certificate (commerce §3). `course_schema`: normal | offline | sync2024 | webinar; `course_price` rupiah;
 * `status` 'active'; `type` 'course_completion' or 'webinar'; `name` the name printed on it; `filename` the last
 * path segment of `certificate_url` (the SPA's `/certificate/{filename}` param). Timestamps ISO 8601.
 */
export const Certificate = v.object({
  id: v.number(),
  schedule_id: v.nullable(v.number()),
  code: v.string(),
  certificate_url: v.string(),
  filename: v.string(),
  type: v.picklist(['course_completion', 'webinar']),
  name: v.string(),
  course_id: v.number(),
  course_slug: v.string(),
  category_slug: v.string(),
  category_name: v.string(),
  course_schema: v.string(),
  course_title: v.string(),
  course_thumbnail: v.string(),
  course_price: v.number(),
  rating: v.number(),
  status: v.string(),
  total_review: v.number(),
  work_info: WorkSummary,
  created_at: v.string(),
  updated_at: v.string(),
});
export type Certificate = v.InferOutput<typeof Certificate>;

export const CertificateGenerateInput = v.object({
  user_id: PositiveInt,
  course_id: PositiveInt,
  schedule_id: v.optional(v.nullable(v.pipe(IntParam, v.minValue(0))), null),
});
export type CertificateGenerateInput = v.InferInput<typeof CertificateGenerateInput>;

/** Fetch (or create) the course-completion certificate. @throws ApiError 411 while the survey is missing. */
export const generateCertificate = (input: CertificateGenerateInput) =>
  call('post', 'lms/certificate/generate/course_completion', Certificate, { json: input });

export const WebinarCertificateInput = v.object({ user_id: PositiveInt, schedule_id: PositiveInt, course_id: PositiveInt });
export type WebinarCertificateInput = v.InferInput<typeof WebinarCertificateInput>;

/** Fetch (or create) the webinar certificate of a schedule; read `certificate_url`. @throws ApiError */
export const downloadWebinarCertificate = (input: WebinarCertificateInput) =>
  call('post', 'lms/certificate/webinar/download', Certificate, { json: input });

/** PUT body of the rename (see the module comment for the reading of `id`). */
export const CertificateRenameInput = v.object({
  id: PositiveInt,
  email: v.pipe(v.string('email harus diisi'), v.trim(), v.nonEmpty('email harus diisi'), maxText('email')),
  voucher: v.pipe(v.string('voucher harus diisi'), v.trim(), v.nonEmpty('voucher harus diisi'), maxText('code')),
  name: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.nonEmpty(CERTIFICATE_NAME_REQUIRED),
    maxText('fullName'),
  ),
});
export type CertificateRenameInput = v.InferInput<typeof CertificateRenameInput>;

/**
 * The rename form: first name required ('Nama Depan harus diisi'), last name optional, each ≤ LIMITS.name.
 * {@link certificateName} joins them into the wire's `name`.
 */
export const CertificateNameForm = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.nonEmpty(CERTIFICATE_NAME_REQUIRED), maxText('name')),
  last_name: v.optional(v.pipe(v.string(), v.trim(), maxText('name')), ''),
});
/** 'Siti' + 'Rahmawati' → 'Siti Rahmawati'; 'Siti' + '' → 'Siti'. */
export const certificateName = (first: string, last = '') => [first.trim(), last.trim()].filter(Boolean).join(' ');

/** Rename a certificate. @throws ApiError (the SPA shows the server message for 3 s). */
export const renameCertificate = (input: CertificateRenameInput) =>
  call('put', 'lms/certificate/update/course_completion/', Certificate, { json: input });

export const CertificateListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(100)), CERTIFICATE_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
  q: v.optional(cappedText('query')),
  /** '' / 'all' = every certificate; otherwise the certificate status ('active'). */
  status: v.optional(cappedText('code')),
});

export const CertificateList = paged(Certificate);

/** The member's certificates, newest first. @throws ApiError (403 for another member's id). */
export const getMyCertificates = (userId: number, q: { page: number; q?: string; status?: string; limit?: number }) =>
  call('get', `lms/certificate/list/user/${userId}`, CertificateList, { searchParams: { limit: CERTIFICATE_LIMIT, ...q } });

/** `…/storage/certificate/abc.svg` → `abc.svg` (the `/certificate/{filename}` route param). */
export function certificateFilename(certificateUrl: string): string {
  const path = certificateUrl.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The image URL the certificate page shows: the storage base, the file name and a 5-character cache-buster
 * (commerce §9), e.g. `/storage/certificate/abc.svg?v=k3x9a`. `random` is injected (no Math.random in callers
 * that must stay pure).
 */
export function certificateImageUrl(storageBase: string, filename: string, random: () => number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let buster = '';
  for (let i = 0; i < 5; i++) buster += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return `${storageBase.replace(/\/+$/, '')}/certificate/${encodeURIComponent(filename)}?v=${buster}`;
}
