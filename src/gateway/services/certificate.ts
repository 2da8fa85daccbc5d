/**
 * Certificates (commerce spec §3 "Certificate item", §4 "Certificates", §5 "Certificate rename", §7
 * "Certificates", "My certificate list"; contract in src/api/certificate.ts; decision 020 for the image).
 *
 * One certificate per member, course and type ('course_completion' or 'webinar'), created on the first request
 * and answered again afterwards. Its image is rendered on request by the storage stand-in from the row (name,
 * course, date, code), so a rename shows at once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { format } from 'date-fns';
import { id as idLocale } from 'date-fns/locale';
import type { Db } from '../db/client';
import { certificates, courseCategories, courses, courseSchedules, users } from '../db/schema';
import type { Certificate } from '../../api/certificate';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import type { AuthUser } from '../http/context';
import { escapeHtml } from '../standins/html';
import { likePattern, pageOf } from './catalogue';
import { worksByCourse, workSummary } from './assignment';
import { findLearnerCourse } from './learning';

export const SURVEY_MISSING = 'Silahkan isi survey terlebih dahulu';
export const COURSE_NOT_FINISHED = 'Kursus belum selesai';
export const CERTIFICATE_NOT_FOUND = 'Sertifikat tidak ditemukan';
export const SCHEDULE_NOT_FOUND = 'Jadwal tidak ditemukan';
export const EMAIL_MISMATCH = 'email tidak sesuai dengan sesi login';
/** Path of certificate images in the storage stand-in. */
export const CERTIFICATE_PREFIX = '/storage/certificate/';

type CertRow = typeof certificates.$inferSelect;
type CertType = 'course_completion' | 'webinar';

/** A new certificate code, e.g. 'DK-7Q2M9XKA' (8 characters without look-alikes). */
export function newCertificateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `DK-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
/** A new, unguessable image file name, e.g. 'sertifikat-dk-7q2m9xka-3f9a1c0b5e7d.svg'. */
export const newCertificateFilename = (code: string) => `sertifikat-${code.toLowerCase()}-${randomBytes(6).toString('hex')}.svg`;

const memberName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

/** Certificates as the contract's `Certificate`, in the given order. */
async function toWire(db: Db, rows: CertRow[], base: string): Promise<Certificate[]> {
  if (rows.length === 0) return [];
  const courseRows = await db
    .select({ c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(courses)
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(inArray(courses.id, [...new Set(rows.map((r) => r.course_id))]));
  const byId = new Map(courseRows.map((r) => [r.c.id, r]));
  const works = await worksByCourse(db, rows[0]!.user_id, rows.map((r) => r.course_id));
  return rows.map((r) => {
    const c = byId.get(r.course_id)!;
    return {
      id: r.id,
      schedule_id: r.schedule_id,
      code: r.code,
      certificate_url: `${base}${CERTIFICATE_PREFIX}${r.filename}`,
      filename: r.filename,
      type: r.type === 'webinar' ? 'webinar' : 'course_completion',
      name: r.name,
      course_id: r.course_id,
      course_slug: c.c.slug,
      category_slug: c.cat.slug,
      category_name: c.cat.name,
      course_schema: c.c.schema,
      course_title: c.c.title,
      course_thumbnail: c.c.thumbnail || '/media/course/placeholder.svg',
      course_price: c.c.price,
      rating: c.c.rating,
      status: r.status,
      total_review: c.c.total_review,
      work_info: workSummary(works.get(r.course_id)),
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  });
}

async function issue(db: Db, user: AuthUser, courseId: number, type: CertType, scheduleId: number | null, now: Date): Promise<CertRow> {
  const [existing] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, user.id), eq(certificates.course_id, courseId), eq(certificates.type, type)))
    .limit(1);
  if (existing) return existing;
  const code = newCertificateCode();
  const [row] = await db
    .insert(certificates)
    .values({
      user_id: user.id,
      course_id: courseId,
      schedule_id: scheduleId,
      type,
      code,
      filename: newCertificateFilename(code),
      name: memberName(user),
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // A concurrent request issued it first.
  const [again] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.user_id, user.id), eq(certificates.course_id, courseId), eq(certificates.type, type)))
    .limit(1);
  return again!;
}

/**
 * POST lms/certificate/generate/course_completion: the member's completion certificate for the course.
 * @throws HttpError 404 no access; 422 {@link COURSE_NOT_FINISHED} below 100 %; 411 {@link SURVEY_MISSING}.
 */
export async function generateCompletion(db: Db, user: AuthUser, courseId: number, now: Date, base: string): Promise<Certificate> {
  const lc = await findLearnerCourse(db, user.id, courseId, now);
  if (!lc) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (lc.state.percentage < 100) throw new HttpError(422, COURSE_NOT_FINISHED);
  if (!lc.state.survey_submit) throw new HttpError(411, SURVEY_MISSING);
  const row = await issue(db, user, courseId, 'course_completion', lc.state.schedule_id, now);
  return (await toWire(db, [row], base))[0]!;
}

/**
 * POST lms/certificate/webinar/download: the member's webinar certificate for a schedule of the course.
 * @throws HttpError 404 no access or the schedule is not the course's; 422 {@link COURSE_NOT_FINISHED}.
 */
export async function downloadWebinar(db: Db, user: AuthUser, courseId: number, scheduleId: number, now: Date, base: string): Promise<Certificate> {
  const lc = await findLearnerCourse(db, user.id, courseId, now);
  if (!lc) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const [schedule] = await db
    .select({ id: courseSchedules.id })
    .from(courseSchedules)
    .where(and(eq(courseSchedules.id, scheduleId), eq(courseSchedules.course_id, courseId)))
    .limit(1);
  if (!schedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
  if (lc.state.percentage < 100) throw new HttpError(422, COURSE_NOT_FINISHED);
  const row = await issue(db, user, courseId, 'webinar', scheduleId, now);
  return (await toWire(db, [row], base))[0]!;
}

/**
 * PUT lms/certificate/update/course_completion/: rename one of the member's certificates.
 * @throws HttpError 403 {@link EMAIL_MISMATCH}; 404 {@link CERTIFICATE_NOT_FOUND}.
 */
export async function renameCertificate(
  db: Db,
  user: AuthUser,
  input: { email: string; voucher: string; name: string },
  now: Date,
  base: string,
): Promise<Certificate> {
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) throw new HttpError(403, EMAIL_MISMATCH);
  const [row] = await db
    .update(certificates)
    .set({ name: input.name.replace(/\s+/g, ' ').trim(), updated_at: now })
    .where(and(eq(certificates.user_id, user.id), eq(certificates.code, input.voucher.trim().toUpperCase())))
    .returning();
  if (!row) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
  return (await toWire(db, [row], base))[0]!;
}

/** GET lms/certificate/list/user/{id}: the member's certificates, newest first, searchable by course title. */
export async function listCertificates(
  db: Db,
  userId: number,
  o: { limit: number; page: number; q?: string; status?: string },
  base: string,
): Promise<Paged<Certificate>> {
  const where: SQL[] = [eq(certificates.user_id, userId)];
  if (o.q && o.q.trim()) where.push(ilike(courses.title, likePattern(o.q.trim())));
  const status = o.status?.trim().toLowerCase();
  if (status && status !== 'all') where.push(eq(certificates.status, status));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(certificates).innerJoin(courses, eq(courses.id, certificates.course_id)).where(filter);
  const rows = await db
    .select({ cert: certificates })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.course_id))
    .where(filter)
    .orderBy(desc(certificates.created_at), desc(certificates.id))
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(await toWire(db, rows.map((r) => r.cert), base), total?.n ?? 0, o.page, o.limit);
}

/** The data printed on a certificate image, by its file name (public: the certificate page needs no session). */
export async function certificateByFilename(db: Db, filename: string) {
  const [row] = await db
    .select({ cert: certificates, title: courses.title, schema: courses.schema, email: users.email })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.course_id))
    .innerJoin(users, eq(users.id, certificates.user_id))
    .where(eq(certificates.filename, filename))
    .limit(1);
  return row;
}

/** Split text into lines of at most `max` characters (words kept whole, very long words cut). */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > max ? `${raw.slice(0, max - 1)}…` : raw;
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]!.slice(0, max - 1)}…`] : lines;
}

/**
 * The certificate as an SVG (A4 landscape, 1123 × 794 px). Every text is escaped; the SVG has no script, link
 * or external reference.
 */
export function certificateSvg(c: { name: string; courseTitle: string; type: string; code: string; issuedAt: Date }): string {
  const nameLines = wrap(c.name, 34, 2);
  const nameSize = nameLines.length > 1 ? 44 : 56;
  const titleLines = wrap(c.courseTitle, 48, 2);
  const date = format(c.issuedAt, 'd MMMM yyyy', { locale: idLocale });
  const reason = c.type === 'webinar' ? 'atas partisipasinya dalam webinar' : 'atas keberhasilannya menyelesaikan kursus';
  const t = (x: number, y: number, size: number, text: string, extra = '') =>
    `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle"${extra}>${escapeHtml(text)}</text>`;
  const nameY = 360;
  const parts = [
    '<rect width="1123" height="794" fill="#fdf8f3"/>',
    '<rect x="28" y="28" width="1067" height="738" fill="none" stroke="#c2561b" stroke-width="6"/>',
    '<rect x="44" y="44" width="1035" height="706" fill="none" stroke="#e0a36f" stroke-width="2"/>',
    t(561.5, 140, 28, 'DAPUR KURSUS', ' font-weight="700" letter-spacing="6" fill="#a5440f"'),
    t(561.5, 215, 64, 'SERTIFIKAT', ' font-weight="700" letter-spacing="10" fill="#2b2118"'),
    t(561.5, 275, 24, 'Diberikan kepada', ' fill="#6b5a4b"'),
    ...nameLines.map((l, i) => t(561.5, nameY + i * (nameSize + 8), nameSize, l, ' font-weight="700" fill="#2b2118"')),
    t(561.5, 470, 24, reason, ' fill="#6b5a4b"'),
    ...titleLines.map((l, i) => t(561.5, 520 + i * 40, 32, l, ' font-weight="600" fill="#a5440f"')),
    t(561.5, 650, 20, `Diterbitkan ${date}`, ' fill="#6b5a4b"'),
    t(561.5, 690, 18, `Kode sertifikat: ${c.code}`, ' fill="#6b5a4b" font-family="monospace"'),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1123" height="794" viewBox="0 0 1123 794" role="img" aria-label="${escapeHtml(`Sertifikat ${c.name} — ${c.courseTitle}`)}" font-family="Georgia, 'Times New Roman', serif">${parts.join('')}</svg>`;
}
