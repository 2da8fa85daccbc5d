/**
 * LOCAL STAND-IN for the employee (HR / HRIS) API of `/employee` (portal spec §7 "Employee (HR) API"), mounted at
 * /hris. It is a separate service in the spec, with its own fixed bearer header: the SPA reaches it through its HR
 * base URL and bearer (the README's configuration table); this stand-in accepts `HRIS_TOKEN`. Point the SPA's two
 * settings at the real HR system to replace it. Contract: src/api/hris.ts.
 *
 * - GET /hris: a page saying this is a stand-in.
 * - /hris/api/hris/...: the JSON API (`{ status, code, message, data }`); every call needs
 *   `Authorization: Bearer <HRIS_TOKEN>` (401 'Unauthorized' otherwise); bodies over 64 KB → 413.
 * - search_email generates a 6-digit OTP valid 15 minutes (5 wrong tries void it), stores only its SHA-256 and
 *   writes the code to the server log (`[hris stand-in] OTP ...`), as the real system would e-mail it — outside
 *   production only: in production the log says an OTP was made, never the code. It answers the record for the
 *   form's prefill without giving an identity away before the OTP (issue 16 point 3, decision 045): identity and
 *   account numbers masked (all but the last 4), the scans as short-lived signed URLs. Lookups are limited per
 *   client and per company + e-mail (http/rate-limit.ts `hrisLookup`, `hrisLookupEmail`).
 * - validation_post_employee: a masked number sent back unchanged keeps the stored number (anything else with `*`
 *   is refused); a signed scan URL is stored without its signature.
 * - GET /hris/standin/otp?email=&company_id=: the last OTP sent, only when `HRIS_STANDIN_EXPOSE_OTP=1`
 *   (end-to-end tests); 404 otherwise.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CompanyIdParam,
  COUNTRY,
  emptyPersonalInfo,
  EmployeePayload,
  MASKED_FIELDS,
  maskNumber,
  SearchEmailInput,
  type EmployeeRecord,
  type PersonalInfo,
} from '../../api/hris';
import { hashPassword } from '../auth/password';
import { hrisCompanies, hrisDepartments, hrisEmployees, hrisManagers, hrisOtps, hrisPositions } from '../db/schema';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { limitBody } from '../http/body-limit';
import { rateLimited, takeRateToken, TOO_MANY_REQUESTS } from '../http/rate-limit';
import { publicBase } from '../http/origin';
import { readableFileUrl, storedFileReference } from '../services/storage';
import { HttpError } from '../http/envelope';
import { bearerToken } from '../http/auth';
import { issueMessage } from '../http/validate';
import { html, standinPage } from './html';

const SITE = { id: 'API HR (HRIS) karyawan', en: 'employee HR (HRIS) API' };

/** How long an OTP is valid, ms. */
export const OTP_TTL_MS = 15 * 60 * 1000;
/** Wrong tries before an OTP is void. */
export const OTP_MAX_ATTEMPTS = 5;
export const HRIS_UNAUTHORIZED = 'Unauthorized';
export const HRIS_EMAIL_NOT_FOUND = 'Email tidak ditemukan';
export const HRIS_COMPANY_NOT_FOUND = 'Perusahaan tidak ditemukan';
export const HRIS_OTP_INVALID = 'Kode OTP salah atau sudah kadaluarsa';
export const HRIS_SAVED = 'Data karyawan berhasil disimpan';
/** Largest JSON body, bytes. */
const HRIS_BODY_MAX = 64 * 1024;

/** The HR envelope. */
function answer(c: Context, code: number, message: string, data: unknown) {
  return c.json({ status: code === 200, code, message, data }, (code >= 400 && code <= 599 ? code : 200) as ContentfulStatusCode);
}

const otpHash = (employeeId: number, code: string) => createHash('sha256').update(`hris-otp:${employeeId}:${code}`).digest('hex');

/** Parse with a schema or throw 400 with the first issue's message. */
function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw new HttpError(400, issueMessage(r.issues[0]));
  return r.output;
}

async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'Body harus berupa JSON yang valid');
  }
  return parse(schema, body);
}

async function companyOf(db: Db, c: Context): Promise<number> {
  const id = parse(CompanyIdParam, c.req.param('company') ?? '');
  const [row] = await db.select().from(hrisCompanies).where(eq(hrisCompanies.company_id, id)).limit(1);
  if (!row) throw new HttpError(404, HRIS_COMPANY_NOT_FOUND);
  return id;
}

/** The employee record as the API answers it (every block present, texts possibly empty). */
function recordToWire(row: typeof hrisEmployees.$inferSelect): EmployeeRecord {
  const r = row.record as Partial<EmployeeRecord>;
  return {
    email: row.email,
    nama: row.nama,
    informasi_pekerjaan: r.informasi_pekerjaan ?? [],
    informasi_pribadi: (r.informasi_pribadi ?? [emptyPersonalInfo()]).map((p) => ({ ...emptyPersonalInfo(), ...p })),
    kontak_darurat: r.kontak_darurat ?? [],
    pendidikan: r.pendidikan ?? [],
  };
}

/** Labels of the masked numbers, for the refusal of a mask that does not match the stored number. */
const MASKED_LABEL: Record<(typeof MASKED_FIELDS)[number], string> = { no_ktp: 'No. KTP', no_kk: 'No. KK', no_npwp: 'No. NPWP', no_rekening: 'No. Rekening' };
/** The scans of a record, signed when read and stored without their signature. */
const SCAN_FIELDS = ['url_ktp', 'url_kk', 'url_npwp'] as const;

/**
 * The record as the lookup answers it before the OTP (decision 045): identity and account numbers masked, every
 * scan (`url_ktp`, `url_kk`, `url_npwp`, each diploma's `url_ijazah`) as a signed URL valid 15 minutes.
 */
async function lookupAnswer(db: Db, base: string, record: EmployeeRecord, now: Date): Promise<EmployeeRecord> {
  const readable = (url: string) => (url ? readableFileUrl(db, base, url, now) : Promise.resolve(url));
  const personal = await Promise.all(
    record.informasi_pribadi.map(async (p) => {
      const masked: PersonalInfo = { ...p };
      for (const f of MASKED_FIELDS) masked[f] = maskNumber(p[f]);
      for (const f of SCAN_FIELDS) masked[f] = await readable(p[f]);
      return masked;
    }),
  );
  const education = await Promise.all(record.pendidikan.map(async (e) => ({ ...e, url_ijazah: await readable(e.url_ijazah) })));
  return { ...record, informasi_pribadi: personal, pendidikan: education };
}

/**
 * A masked number sent back: the stored number when it is that number's mask, unchanged.
 * @throws HttpError 400 '<label> tidak sesuai …' for any other value with `*` (a mask edited, or no stored number).
 */
function unmasked(field: (typeof MASKED_FIELDS)[number], sent: string, stored: string): string {
  if (!sent.includes('*')) return sent;
  if (stored !== '' && sent === maskNumber(stored)) return stored;
  throw new HttpError(400, `${MASKED_LABEL[field]} tidak sesuai data tersimpan, ketik ulang nomor lengkapnya`);
}

/** Find a reference list entry by id (as text) or by name (case-insensitive). */
function pick<T>(rows: T[], value: string, id: (r: T) => number, name: (r: T) => string): T | undefined {
  const v2 = value.trim().toLowerCase();
  return rows.find((r) => String(id(r)) === v2) ?? rows.find((r) => name(r).toLowerCase() === v2);
}

/** Routes under /hris. */
export function hrisStandinRoutes() {
  const r = new Hono<AppEnv>();
  /** Last OTP per "company:email", kept only when exposing is enabled (tests). */
  const lastOtp = new Map<string, string>();

  r.get('/', (c) => {
    const body = html`<div class="card">
<h1>API HR (HRIS)</h1>
<p>Layanan data karyawan untuk formulir <code>/employee</code>. Endpoint JSON ada di <code>/hris/api/hris/...</code> dan memerlukan header <code>Authorization: Bearer</code> tetap.</p>
<p class="muted">Kode OTP tidak dikirim lewat e-mail: stand-in ini menuliskannya ke log server (tidak di produksi). / OTPs are written to the server log instead of e-mail (never in production).</p>
<p><a class="button primary" href="/employee">Buka formulir karyawan</a></p>
</div>`;
    c.header('Cache-Control', 'no-store');
    return c.html(standinPage({ title: 'API HR', site: SITE, body, nonce: c.var.nonce }));
  });

  r.get('/standin/otp', (c) => {
    const { config } = c.var.deps;
    if (!config.hrisExposeOtp) return answer(c, 404, 'Not Found', null);
    const email = (c.req.query('email') ?? '').trim().toLowerCase();
    const company = (c.req.query('company_id') ?? '').trim();
    const otp = lastOtp.get(`${company}:${email}`);
    return otp ? answer(c, 200, 'OTP terakhir (khusus pengujian)', { otp }) : answer(c, 404, 'OTP tidak ada', null);
  });

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    limitBody(HRIS_BODY_MAX, (c) => answer(c, 413, 'Ukuran permintaan terlalu besar', null)),
    async (c, next) => {
      c.header('X-Standin', 'hris');
      const given = Buffer.from(bearerToken(c.req.header('Authorization')) ?? '', 'utf8');
      const expected = Buffer.from(c.var.deps.config.hrisToken, 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return answer(c, 401, HRIS_UNAUTHORIZED, null);
      await next();
    },
  );
  api.onError((error, c) => {
    if (error instanceof HttpError) return answer(c, error.code, error.message, null);
    console.error('[hris stand-in] failed:', error);
    return answer(c, 500, 'Terjadi kesalahan pada server HR', null);
  });

  api.get('/list_company', async (c) => {
    const rows = await c.var.deps.db.select().from(hrisCompanies).orderBy(asc(hrisCompanies.company_id));
    return answer(c, 200, 'Success', rows.map((x) => ({ company_id: x.company_id, nama_company: x.nama_company })));
  });
  api.get('/:company/list_department', async (c) => {
    const { db } = c.var.deps;
    const company = await companyOf(db, c);
    const rows = await db.select().from(hrisDepartments).where(eq(hrisDepartments.company_id, company)).orderBy(asc(hrisDepartments.department_id));
    return answer(c, 200, 'Success', rows.map((x) => ({ department_id: x.department_id, nama_department: x.nama_department })));
  });
  api.get('/:company/list_position', async (c) => {
    const { db } = c.var.deps;
    const company = await companyOf(db, c);
    const rows = await db.select().from(hrisPositions).where(eq(hrisPositions.company_id, company)).orderBy(asc(hrisPositions.postition_id));
    return answer(c, 200, 'Success', rows.map((x) => ({ postition_id: x.postition_id, name: x.name })));
  });
  api.get('/:company/list_manager', async (c) => {
    const { db } = c.var.deps;
    const company = await companyOf(db, c);
    const rows = await db.select().from(hrisManagers).where(eq(hrisManagers.company_id, company)).orderBy(asc(hrisManagers.manager_id));
    return answer(c, 200, 'Success', rows.map((x) => ({ manager_id: x.manager_id, name: x.name })));
  });

  // Each lookup sends an OTP, each submit checks one: both limited per client (http/rate-limit.ts).
  const limited = (name: 'hrisLookup' | 'hrisSubmit') => rateLimited(name, (c) => answer(c, 429, TOO_MANY_REQUESTS, null));
  api.post('/:company/search_email', limited('hrisLookup'), async (c) => {
    const { db, now, config } = c.var.deps;
    const company = await companyOf(db, c);
    const { email } = await readBody(c, SearchEmailInput);
    const key = email.toLowerCase();
    // Each lookup e-mails an OTP: one mailbox gets a few, whoever asks (decision 045).
    await takeRateToken(c, 'hrisLookupEmail', `hris:${company}:${key}`);
    const [employee] = await db
      .select()
      .from(hrisEmployees)
      .where(and(eq(hrisEmployees.company_id, company), eq(hrisEmployees.email, key)))
      .limit(1);
    if (!employee) return answer(c, 404, HRIS_EMAIL_NOT_FOUND, []);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now();
    await db.insert(hrisOtps).values({ employee_id: employee.id, code_hash: otpHash(employee.id, code), expires_at: new Date(at.getTime() + OTP_TTL_MS), created_at: at });
    // The stand-in's "e-mail" is the server log — never in production, where a log is not a mailbox.
    if (config.production) console.info(`[hris stand-in] OTP dibuat untuk karyawan #${employee.id} (perusahaan ${company}); kode tidak dicatat di produksi`);
    else console.info(`[hris stand-in] OTP untuk ${key} (perusahaan ${company}): ${code} — berlaku 15 menit`);
    if (config.hrisExposeOtp) lastOtp.set(`${company}:${key}`, code);
    return answer(c, 200, 'OTP terkirim ke email', [await lookupAnswer(db, publicBase(config), recordToWire(employee), at)]);
  });

  api.post('/:company/validation_post_employee', limited('hrisSubmit'), async (c) => {
    const { db, now } = c.var.deps;
    const company = await companyOf(db, c);
    const body = await readBody(c, EmployeePayload);
    const at = now();
    const [employee] = await db
      .select()
      .from(hrisEmployees)
      .where(and(eq(hrisEmployees.company_id, company), eq(hrisEmployees.email, body.email.toLowerCase())))
      .limit(1);
    if (!employee) throw new HttpError(404, HRIS_EMAIL_NOT_FOUND);

    // The latest OTP only; a wrong try counts even though the request fails (no transaction around it).
    const [otp] = await db.select().from(hrisOtps).where(eq(hrisOtps.employee_id, employee.id)).orderBy(desc(hrisOtps.id)).limit(1);
    const usable = otp && !otp.used_at && otp.expires_at > at && otp.attempts < OTP_MAX_ATTEMPTS;
    if (!usable || otp.code_hash !== otpHash(employee.id, body.otp)) {
      if (otp && usable) await db.update(hrisOtps).set({ attempts: otp.attempts + 1 }).where(eq(hrisOtps.id, otp.id));
      throw new HttpError(422, HRIS_OTP_INVALID);
    }

    const work = body.informasi_pekerjaan[0]!;
    const [companyRow] = await db.select().from(hrisCompanies).where(eq(hrisCompanies.company_id, company));
    if (!pick([companyRow!], work.perusahaan, (x) => x.company_id, (x) => x.nama_company)) throw new HttpError(400, 'Perusahaan tidak sesuai');
    const department = pick(
      await db.select().from(hrisDepartments).where(eq(hrisDepartments.company_id, company)),
      work.nama_department,
      (x) => x.department_id,
      (x) => x.nama_department,
    );
    if (!department) throw new HttpError(400, 'Departemen tidak ditemukan');
    const position = pick(await db.select().from(hrisPositions).where(eq(hrisPositions.company_id, company)), work.posisi, (x) => x.postition_id, (x) => x.name);
    if (!position) throw new HttpError(400, 'Posisi tidak ditemukan');
    const manager = pick(await db.select().from(hrisManagers).where(eq(hrisManagers.company_id, company)), work.atasan, (x) => x.manager_id, (x) => x.name);
    if (!manager) throw new HttpError(400, 'Atasan tidak ditemukan');

    const password = body.password[0]?.password_hris ?? '';
    // What the lookup masked or signed comes back as the stored number and the bare file reference (decision 045).
    const storedPersonal = recordToWire(employee).informasi_pribadi[0] ?? emptyPersonalInfo();
    const base = publicBase(c.var.deps.config);
    const record = {
      informasi_pekerjaan: [
        { perusahaan: String(company), nama_department: String(department.department_id), atasan: String(manager.manager_id), posisi: String(position.postition_id), no_tlp: work.no_tlp },
      ],
      informasi_pribadi: body.informasi_pribadi.map((p) => {
        const kept = { ...p, negara: COUNTRY };
        for (const f of MASKED_FIELDS) kept[f] = unmasked(f, p[f], storedPersonal[f]);
        for (const f of SCAN_FIELDS) kept[f] = storedFileReference(base, p[f]);
        return kept;
      }),
      kontak_darurat: body.kontak_darurat,
      pendidikan: body.pendidikan.map((e) => ({ ...e, url_ijazah: storedFileReference(base, e.url_ijazah) })),
    };
    const passwordHash = password ? await hashPassword(password) : undefined;
    await db.transaction(async (tx) => {
      // Spend the OTP exactly once: a second submit racing this one finds it used.
      const used = await tx
        .update(hrisOtps)
        .set({ used_at: at })
        .where(and(eq(hrisOtps.id, otp.id), isNull(hrisOtps.used_at)))
        .returning({ id: hrisOtps.id });
      if (used.length === 0) throw new HttpError(422, HRIS_OTP_INVALID);
      await tx
        .update(hrisEmployees)
        .set({ record, updated_at: at, ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where(eq(hrisEmployees.id, employee.id));
    });
    return answer(c, 200, HRIS_SAVED, { email: employee.email, updated_at: at.toISOString() });
  });

  r.route('/api/hris', api);
  return r;
}
