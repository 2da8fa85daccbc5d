/**
 * The employee (HR / HRIS) API of `/employee` (portal spec §2 "/employee", §3 "Employee form payload" and its
 * reference lists, §4 "Employee form", §5 "Employee form", §7 "Employee (HR) API", §8 "Employee").
 *
 * It is a separate service with its own base URL and a fixed bearer header (not the member's token), so it has
 * its own ky instance: {@link configureHris} sets `baseUrl` (default the gateway's labelled stand-in at `/hris/`,
 * SPA variable `VITE_HRIS_URL`) and `token` (`VITE_HRIS_TOKEN`; the stand-in checks it against `HRIS_TOKEN`).
 *
 * Answers are the HR envelope {@link hrisEnvelope} `{ status, code, message, data }` (not the gateway's
 * `result`). Paths, relative to the base URL:
 * - POST `api/hris/{company_id}/search_email` {email} → code 200 with `data[0]` = {@link EmployeeRecord}; the
 *   HR system e-mails an OTP (the stand-in writes it to the server log, never in production). 404 'Email tidak
 *   ditemukan' otherwise; 429 past the lookups a client (or one mailbox) may make. Before the OTP the record gives
 *   no identity away (decision 045): identity and account numbers ({@link MASKED_FIELDS}) come masked, all but their
 *   last 4 characters as `*` ({@link maskNumber}), and the scans (`url_*`) as short-lived signed URLs.
 * - GET `api/hris/list_company` → {@link Company}[].
 * - GET `api/hris/{company}/list_department` → {@link Department}[]; `list_position` → {@link Position}[]
 *   (`postition_id`, spelt so); `list_manager` → {@link Manager}[]. 404 for an unknown company.
 * - POST `api/hris/{company}/validation_post_employee` with {@link EmployeePayload} → 200; failures carry the
 *   server message (400 a missing/invalid field, 404 unknown e-mail, 422 'Kode OTP salah atau sudah kadaluarsa').
 *   A masked number sent back unchanged keeps the stored one; a signed scan URL is stored without its signature.
 * - Every path: 401 'Unauthorized' without the fixed bearer.
 *
 * Reference values in `informasi_pekerjaan` (perusahaan, nama_department, posisi, atasan) are the ids of the
 * reference lists as text (the stand-in also accepts the list's name); the record answers ids.
 * Images (`url_ktp`, `url_kk`, `url_npwp`, `url_ijazah`) are uploaded first through file-manager.ts.
 */
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError, NETWORK_MESSAGE } from './errors';
import { maxText, type LimitName } from './limits';
import { isCalendarDate, requiredText } from './fields';
import { REQUEST_TIMEOUT_MS } from './client';

// ── Wire shapes ─────────────────────────────────────────────────────────────────────────────────────
/** The HR envelope around `data`. */
export function hrisEnvelope<T extends v.GenericSchema>(data: T) {
  return v.object({ status: v.boolean(), code: v.number(), message: v.string(), data });
}
const HrisFailure = v.object({ status: v.optional(v.boolean()), code: v.optional(v.number()), message: v.optional(v.string()), data: v.optional(v.unknown()) });

export const Company = v.object({ company_id: v.number(), nama_company: v.string() });
export const Department = v.object({ department_id: v.number(), nama_department: v.string() });
/** `postition_id` is spelt as the HR API spells it (portal spec §3). */
export const Position = v.object({ postition_id: v.number(), name: v.string() });
export const Manager = v.object({ manager_id: v.number(), name: v.string() });
export type Company = v.InferOutput<typeof Company>;
export type Department = v.InferOutput<typeof Department>;
export type Position = v.InferOutput<typeof Position>;
export type Manager = v.InferOutput<typeof Manager>;

/** Option lists of the form (portal spec §5). Values are what the HR API stores; labels are the SPA's. */
export const BANKS = ['BCA', 'Permata'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const GENDER_LABEL: Record<(typeof GENDERS)[number], string> = { Male: 'Pria', Female: 'Wanita', Other: 'Lainnya' };
export const MARITAL_STATUSES = ['Single', 'Married'] as const;
/** What a person reads for each marital status (the HR system stores the spec's values, portal §4 "Employee"). */
export const MARITAL_LABEL: Record<(typeof MARITAL_STATUSES)[number], string> = { Single: 'Belum Menikah', Married: 'Menikah' };
export const EDUCATION_LEVELS = ['SD', 'SMP', 'SMA/SMK', 'Diploma', 'Sarjana', 'Magister', 'Doktor'] as const;
/** `negara` is fixed (portal spec §3). */
export const COUNTRY = 'Indonesia';

/** The record as the lookup answers it: every text may still be empty (the employee has not filled it). */
export const EmployeeRecord = v.object({
  email: v.string(),
  nama: v.string(),
  informasi_pekerjaan: v.array(
    v.object({ perusahaan: v.string(), nama_department: v.string(), atasan: v.string(), posisi: v.string(), no_tlp: v.string() }),
  ),
  informasi_pribadi: v.array(
    v.object({
      no_ktp: v.string(),
      no_kk: v.string(),
      no_npwp: v.string(),
      url_ktp: v.string(),
      url_kk: v.string(),
      url_npwp: v.string(),
      jenis_kelamin: v.string(),
      jumlah_anak: v.nullable(v.number()),
      nama_bank: v.string(),
      no_rekening: v.string(),
      status_pernikahan: v.string(),
      alamat: v.string(),
      tempat: v.string(),
      /** km */
      jarak_rumah: v.nullable(v.number()),
      /** YYYY-MM-DD or ''. */
      tgl_lahir: v.string(),
      negara: v.string(),
    }),
  ),
  kontak_darurat: v.array(v.object({ nama: v.string(), alamat: v.string(), relation: v.string(), kontak_darurat: v.string() })),
  pendidikan: v.array(
    v.object({
      nama_institusi: v.string(),
      kota_institusi: v.string(),
      tingkat: v.string(),
      tahun_kelulusan: v.string(),
      jurusan: v.string(),
      ipk: v.string(),
      url_ijazah: v.string(),
    }),
  ),
});
export type EmployeeRecord = v.InferOutput<typeof EmployeeRecord>;
export type PersonalInfo = EmployeeRecord['informasi_pribadi'][number];

/** The personal-info block of an employee who has filled nothing yet (texts '', numbers null, negara Indonesia). */
export function emptyPersonalInfo(): PersonalInfo {
  return {
    no_ktp: '',
    no_kk: '',
    no_npwp: '',
    url_ktp: '',
    url_kk: '',
    url_npwp: '',
    jenis_kelamin: '',
    jumlah_anak: null,
    nama_bank: '',
    no_rekening: '',
    status_pernikahan: '',
    alamat: '',
    tempat: '',
    jarak_rumah: null,
    tgl_lahir: '',
    negara: COUNTRY,
  };
}

// ── Masking (decision 045) ──────────────────────────────────────────────────────────────────────────
/** The identity and account numbers the lookup answers masked: ID card, family card, tax number, bank account. */
export const MASKED_FIELDS = ['no_ktp', 'no_kk', 'no_npwp', 'no_rekening'] as const;
export type MaskedField = (typeof MASKED_FIELDS)[number];
/** The character that hides a number's leading characters. */
export const MASK_CHAR = '*';
/** How many trailing characters a masked number shows. */
export const MASK_VISIBLE = 4;

/**
 * A number as the lookup shows it: every character but the last {@link MASK_VISIBLE} replaced by `*`
 * (`3273011204900001` → `************0001`); a number of 4 characters or fewer is hidden whole; '' stays ''.
 */
export function maskNumber(value: string): string {
  if (value === '') return '';
  const visible = value.length > MASK_VISIBLE ? value.slice(-MASK_VISIBLE) : '';
  return MASK_CHAR.repeat(value.length - visible.length) + visible;
}

/** Whether a value is (still) a masked number: `*`s followed by at most {@link MASK_VISIBLE} characters. */
export const isMaskedNumber = (value: string) => /^\*+[\d.-]{0,4}$/.test(value);

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────
const email = v.pipe(
  v.string('Email harus diisi'),
  v.trim(),
  v.nonEmpty('Email harus diisi'),
  maxText('email'),
  v.email('Email format salah'),
);
export const SearchEmailInput = v.object({ email });
export type SearchEmailInput = v.InferInput<typeof SearchEmailInput>;

/** Required text with the field's Indonesian label in the message ('<label> harus diisi'). */
const req = (label: string, cap: LimitName) => requiredText(`${label} harus diisi`, cap);
/** Required digits (phone, ID numbers, account numbers). */
const digits = (label: string, cap: LimitName) => v.pipe(req(label, cap), v.regex(/^\d+$/, `${label} harus angka`));
/** An identity or account number: digits, or the lookup's masked value sent back unchanged ({@link maskNumber}). */
const identityNumber = (label: string, chars: RegExp) =>
  v.pipe(req(label, 'idNumber'), v.check((x) => chars.test(x) || isMaskedNumber(x), `${label} harus angka`));
/** A reference-list value sent as id (number or text) or name. */
const ref = (label: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${label} harus diisi`),
    v.transform((x) => String(x).trim()),
    v.nonEmpty(`${label} harus diisi`),
    maxText('name'),
  );
/** A whole number sent as a number or digits text. */
const wholeNumber = (label: string, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, `${label} harus angka`), v.transform(Number))], `${label} harus angka`),
    v.number(),
    v.integer(`${label} harus angka`),
    v.minValue(0, `${label} minimal 0`),
    v.maxValue(max, `${label} maksimal ${max}`),
  );
/** An uploaded image's URL (absolute http(s) or a path on this origin). */
const imageUrl = (label: string) => v.pipe(req(label, 'url'), v.regex(/^(https?:\/\/|\/(?!\/))\S*$/, `${label} tidak valid`));

/** One block of work info (portal spec §3). */
export const WorkInfoInput = v.object({
  perusahaan: ref('Perusahaan'),
  nama_department: ref('Departemen'),
  atasan: ref('Atasan'),
  posisi: ref('Posisi'),
  no_tlp: digits('No. Telepon Kantor', 'phone'),
});
/** Personal info (portal spec §3); `negara` is always 'Indonesia'. */
export const PersonalInfoInput = v.object({
  no_ktp: identityNumber('No. KTP', /^\d+$/),
  no_kk: identityNumber('No. KK', /^\d+$/),
  no_npwp: identityNumber('No. NPWP', /^[\d.-]+$/),
  url_ktp: imageUrl('Foto KTP'),
  url_kk: imageUrl('Foto KK'),
  url_npwp: imageUrl('Foto NPWP'),
  jenis_kelamin: v.picklist(GENDERS, 'Jenis Kelamin harus Male, Female atau Other'),
  jumlah_anak: v.optional(wholeNumber('Jumlah Anak', 50), 0),
  nama_bank: v.picklist(BANKS, 'Nama Bank harus BCA atau Permata'),
  no_rekening: identityNumber('No. Rekening', /^\d+$/),
  status_pernikahan: v.picklist(MARITAL_STATUSES, 'Status Pernikahan harus Belum Menikah atau Menikah'),
  alamat: req('Alamat', 'address'),
  tempat: req('Tempat Lahir', 'name'),
  /** km */
  jarak_rumah: wholeNumber('Jarak Rumah', 10_000),
  tgl_lahir: v.pipe(
    req('Tanggal Lahir', 'code'),
    v.isoDate('Tanggal Lahir harus tanggal (YYYY-MM-DD)'),
    v.check(isCalendarDate, 'Tanggal Lahir harus tanggal (YYYY-MM-DD)'),
  ),
  negara: v.optional(v.literal(COUNTRY, `Negara harus ${COUNTRY}`), COUNTRY),
});
export const EmergencyContactInput = v.object({
  nama: req('Nama Kontak Darurat', 'name'),
  alamat: req('Alamat Kontak Darurat', 'address'),
  relation: req('Hubungan Kontak Darurat', 'label'),
  kontak_darurat: digits('No. Telepon Kontak Darurat', 'phone'),
});
export const EducationInput = v.object({
  nama_institusi: req('Nama Institusi', 'name'),
  kota_institusi: req('Kota Institusi', 'name'),
  tingkat: v.picklist(EDUCATION_LEVELS, 'Tingkat pendidikan tidak valid'),
  tahun_kelulusan: v.pipe(
    v.union([v.number(), v.string()], 'Tahun Kelulusan harus angka'),
    v.transform((x) => String(x).trim()),
    v.regex(/^(19|20)\d{2}$/, 'Tahun Kelulusan harus angka 4 digit'),
  ),
  jurusan: req('Jurusan', 'name'),
  ipk: v.pipe(
    v.union([v.number(), v.string()], 'IPK harus angka'),
    v.transform((x) => String(x).trim().replace(',', '.')),
    v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'IPK harus angka'),
    v.check((x) => Number(x) <= 100, 'IPK harus angka'),
  ),
  url_ijazah: imageUrl('Foto Ijazah'),
});

/**
 * Body of POST api/hris/{company}/validation_post_employee (portal spec §3 "Employee form payload").
 * `password[0].password_hris` is optional ('' keeps the HR password); when given it has at least 8 characters.
 */
export const EmployeePayload = v.object({
  email,
  informasi_pekerjaan: v.pipe(v.array(WorkInfoInput), v.minLength(1, 'Informasi pekerjaan harus diisi'), v.maxLength(1)),
  informasi_pribadi: v.pipe(v.array(PersonalInfoInput), v.minLength(1, 'Informasi pribadi harus diisi'), v.maxLength(1)),
  kontak_darurat: v.pipe(v.array(EmergencyContactInput), v.minLength(1, 'Kontak darurat harus diisi'), v.maxLength(5)),
  pendidikan: v.pipe(v.array(EducationInput), v.minLength(1, 'Data pendidikan harus diisi'), v.maxLength(10, 'Data pendidikan maksimal 10')),
  password: v.optional(
    v.pipe(
      v.array(
        v.object({
          password_hris: v.pipe(
            v.string(),
            maxText('password'),
            v.check((x) => x === '' || x.length >= 8, 'Password minimal 8 karakter'),
          ),
        }),
      ),
      v.maxLength(1),
    ),
    [],
  ),
  otp: v.pipe(v.string('OTP harus diisi'), v.trim(), v.nonEmpty('OTP harus diisi'), v.regex(/^\d{6}$/, 'OTP harus 6 angka')),
});
export type EmployeePayload = v.InferInput<typeof EmployeePayload>;

/** Path parameter {company_id}: a positive whole number. */
export const CompanyIdParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'company_id tidak valid'), v.transform(Number), v.minValue(1, 'company_id tidak valid'));

// ── Client ──────────────────────────────────────────────────────────────────────────────────────────
export interface HrisConfig {
  /** Base URL ending with '/', e.g. '/hris/' (the stand-in) or 'https://hr.example.id/'. */
  baseUrl: string;
  /** The fixed bearer token the HR API expects. */
  token: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}
let hrisConfig: HrisConfig = { baseUrl: '/hris/', token: '' };
let hrisHttp: KyInstance = buildHris(hrisConfig);

function buildHris(c: HrisConfig): KyInstance {
  return ky.create({
    prefixUrl: c.baseUrl,
    timeout: c.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: c.fetch,
    headers: { Authorization: `Bearer ${c.token}` },
  });
}

/** Configure the HR client once at start-up (src/app) or in tests. */
export function configureHris(next: Partial<HrisConfig>): void {
  hrisConfig = { ...hrisConfig, ...next };
  hrisHttp = buildHris(hrisConfig);
}

/**
 * Call the HR API and return the parsed `data`.
 * @throws ApiError: kind `network` (502 'Pastikan internet anda stabil') without an answer; kind `server` with the
 *   HR code and message for `status: false` or a non-2xx; kind `contract` when `data` does not match.
 */
export async function hrisCall<S extends v.GenericSchema>(
  method: 'get' | 'post',
  path: string,
  data: S,
  json?: unknown,
): Promise<v.InferOutput<S>> {
  let response: Response;
  try {
    response = await hrisHttp(path, { method, json });
  } catch {
    throw new ApiError('network', 502, NETWORK_MESSAGE);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.status >= 500 ? 'network' : 'contract', response.status >= 500 ? 502 : response.status, response.status >= 500 ? NETWORK_MESSAGE : `Respons HR tidak valid (${response.status})`);
  }
  const failure = v.safeParse(HrisFailure, body);
  const env = failure.success ? failure.output : {};
  const code = env.code ?? response.status;
  if (!response.ok || env.status === false || code !== 200) throw new ApiError('server', code, env.message ?? '');
  const parsed = v.safeParse(hrisEnvelope(data), body);
  if (!parsed.success) throw new ApiError('contract', 0, `Respons HR ${path} tidak sesuai kontrak`);
  return parsed.output.data as v.InferOutput<S>;
}

/** POST api/hris/{companyId}/search_email. @returns the record (`data[0]`); @throws ApiError 404 when not found. */
export async function searchEmployeeEmail(companyId: number, body: SearchEmailInput): Promise<EmployeeRecord> {
  const data = await hrisCall('post', `api/hris/${companyId}/search_email`, v.pipe(v.array(EmployeeRecord), v.minLength(1)), body);
  return data[0]!;
}
export const listCompanies = () => hrisCall('get', 'api/hris/list_company', v.array(Company));
export const listDepartments = (companyId: number) => hrisCall('get', `api/hris/${companyId}/list_department`, v.array(Department));
export const listPositions = (companyId: number) => hrisCall('get', `api/hris/${companyId}/list_position`, v.array(Position));
export const listManagers = (companyId: number) => hrisCall('get', `api/hris/${companyId}/list_manager`, v.array(Manager));
/** POST api/hris/{companyId}/validation_post_employee. @throws ApiError with the server message on failure. */
export const submitEmployee = (companyId: number, body: EmployeePayload) =>
  hrisCall('post', `api/hris/${companyId}/validation_post_employee`, v.unknown(), body);
