/**
 * Types and pure readings of machines/employee-form.machine.ts (portal spec §3 "Employee form payload", §5
 * "Employee form"): the form's values as the inputs hold them (text), the prefill from the HR record, the
 * 16-step required order with each field's label, the capital first letter and the payload.
 */
import type { Department, EmployeePayload, EmployeeRecord, Manager, Position } from '../src/api/hris';

/** portal §8 "Employee": the lookup found nothing. */
export const EMPLOYEE_NOT_FOUND = 'Email tidak ditemukan, silakan hubungi HRD';
/** portal §8 "Employee": the lookup found the record. */
export const EMPLOYEE_OTP_SENT = 'OTP terkirim ke Email Anda, Gunakan OTP ketika submit form.';
/** portal §8 "Employee": saved. */
export const EMPLOYEE_SAVED = 'Data berhasil tersimpan';
/** portal §8 "Employee": a refused save without a server message. */
export const EMPLOYEE_SUBMIT_FALLBACK = 'Hubungi pihak HRD dan cantumkan posisi pekerjaannya untuk dicek lebih lanjut.';
/** portal §5 "Employee form": the start of the first-missing-field message. */
export const EMPLOYEE_MISSING_PREFIX = 'Terdapat form yang kosong, silakan cek kembali. Perhatikan tanda bintang.';
/** portal §8 "Profile" upload failure, reused for an image upload that failed without a message. */
export const EMPLOYEE_UPLOAD_FAILED = 'Gagal upload image';

/** The message naming the first missing field (portal §5). */
export const missingMessage = (label: string) => `${EMPLOYEE_MISSING_PREFIX} ${label}`;

/** The single-value fields of the form (education blocks are separate). Values are the inputs' text. */
export interface EmployeeFields {
  // Work info (reference fields hold the list's id as text)
  nama_department: string;
  posisi: string;
  atasan: string;
  no_tlp: string;
  // Personal info
  no_ktp: string;
  url_ktp: string;
  no_kk: string;
  url_kk: string;
  no_npwp: string;
  url_npwp: string;
  nama_bank: string;
  no_rekening: string;
  jenis_kelamin: string;
  status_pernikahan: string;
  jumlah_anak: string;
  /** km, whole number as text */
  jarak_rumah: string;
  alamat: string;
  tempat: string;
  /** YYYY-MM-DD */
  tgl_lahir: string;
  // Emergency contact
  darurat_nama: string;
  darurat_alamat: string;
  darurat_relation: string;
  darurat_kontak: string;
  // Account
  password_hris: string;
  otp: string;
}
export type EmployeeField = keyof EmployeeFields;

/** One education block; `key` is stable while blocks are added and removed. */
export interface EducationBlock {
  key: number;
  nama_institusi: string;
  kota_institusi: string;
  jurusan: string;
  tingkat: string;
  ipk: string;
  tahun_kelulusan: string;
  url_ijazah: string;
}
export type EducationField = Exclude<keyof EducationBlock, 'key'>;

/** The company's reference lists (loaded with the lookup). */
export interface EmployeeLists {
  departments: Department[];
  positions: Position[];
  managers: Manager[];
}

/** What the lookup actor answers: the record and the company's lists. */
export interface EmployeeLookupOutput extends EmployeeLists {
  record: EmployeeRecord;
}

/** An image slot: the three personal documents, or the diploma of one education block. */
export type ImageSlot = { kind: 'ktp' | 'kk' | 'npwp' } | { kind: 'ijazah'; key: number };
/** A slot's stable id ('ktp', 'ijazah-3'): the key of upload errors, and the view's element ids. */
export const slotId = (slot: ImageSlot) => (slot.kind === 'ijazah' ? `ijazah-${slot.key}` : slot.kind);

/** Labels of the form's fields, as the view shows them and the missing-field message names them. */
export const FIELD_LABEL: Record<EmployeeField, string> = {
  nama_department: 'Departemen',
  posisi: 'Posisi',
  atasan: 'Atasan',
  no_tlp: 'No. Telepon Kantor',
  no_ktp: 'No. KTP',
  url_ktp: 'Foto KTP',
  no_kk: 'No. KK',
  url_kk: 'Foto KK',
  no_npwp: 'No. NPWP',
  url_npwp: 'Foto NPWP',
  nama_bank: 'Nama Bank',
  no_rekening: 'No. Rekening',
  jenis_kelamin: 'Jenis Kelamin',
  status_pernikahan: 'Status Pernikahan',
  jumlah_anak: 'Jumlah Anak',
  jarak_rumah: 'Jarak Rumah (km)',
  alamat: 'Alamat',
  tempat: 'Tempat Lahir',
  tgl_lahir: 'Tanggal Lahir',
  darurat_nama: 'Nama Kontak Darurat',
  darurat_alamat: 'Alamat Kontak Darurat',
  darurat_relation: 'Hubungan Kontak Darurat',
  darurat_kontak: 'No. Telepon Kontak Darurat',
  password_hris: 'Password HRIS',
  otp: 'OTP',
};
export const EDUCATION_LABEL: Record<EducationField, string> = {
  nama_institusi: 'Nama Institusi',
  kota_institusi: 'Kota Institusi',
  jurusan: 'Jurusan',
  tingkat: 'Tingkat Pendidikan',
  ipk: 'IPK',
  tahun_kelulusan: 'Tahun Kelulusan',
  url_ijazah: 'Foto Ijazah',
};

/** portal §5 "Employee form", steps 1–13 (before the education entry). */
const BEFORE_EDUCATION: EmployeeField[] = [
  'no_ktp', // 1
  'url_ktp', // 2
  'no_kk', 'url_kk', // 3
  'no_npwp', 'url_npwp', // 4
  'nama_bank', // 5
  'no_rekening', // 6
  'jenis_kelamin', // 7
  'status_pernikahan', // 8
  'jarak_rumah', // 9
  'alamat', // 10
  'tempat', // 11
  'tgl_lahir', // 12
  'darurat_nama', 'darurat_alamat', 'darurat_relation', 'darurat_kontak', // 13
];
/** Step 14: the first education entry, in the spec's order (institution, city, major, level, GPA, year, photo). */
const EDUCATION_ORDER: EducationField[] = ['nama_institusi', 'kota_institusi', 'jurusan', 'tingkat', 'ipk', 'tahun_kelulusan', 'url_ijazah'];
/** Steps 15 (OTP) and 16 (work info). */
const AFTER_EDUCATION: EmployeeField[] = ['otp', 'nama_department', 'posisi', 'atasan', 'no_tlp'];

const blank = (s: string) => s.trim() === '';

/** Fields typed as digits only (portal §5: emergency phone, graduation year and GPA are numeric; ids and phones). */
const DIGITS: ReadonlySet<string> = new Set(['no_tlp', 'no_ktp', 'no_kk', 'no_rekening', 'jumlah_anak', 'jarak_rumah', 'darurat_kontak', 'tahun_kelulusan', 'otp']);

/**
 * The identity and account numbers the lookup answers masked (`************0001`, src/api/hris.ts `maskNumber`;
 * decision 045). Left as they came, they keep the stored number when saved.
 */
const MASKED: ReadonlySet<string> = new Set(['no_ktp', 'no_kk', 'no_npwp', 'no_rekening']);
/** A masked number as the lookup answers it: `*`s and its last 4 characters. */
const WHOLE_MASK = /^\*+[\d.-]{4}$/;

/**
 * A typed value as the field keeps it: digits-only fields drop other characters, the GPA keeps digits and one
 * separator. A masked number stays as it is while whole; edited, its `*`s go and the member types the number.
 */
export function cleanValue(field: EmployeeField | EducationField, value: string): string {
  if (MASKED.has(field) && value.includes('*')) return WHOLE_MASK.test(value) ? value : value.replace(/\*+/g, '').replace(DIGITS.has(field) ? /\D+/g : /[^\d.-]+/g, '');
  if (DIGITS.has(field)) return value.replace(/\D+/g, '');
  if (field === 'ipk') return value.replace(/[^\d.,]+/g, '');
  return value;
}

/**
 * The label of the first missing required field in the spec's 16-step order (portal §5), or null when all are
 * filled. The password and the number of children are optional.
 */
export function firstMissing(fields: EmployeeFields, education: EducationBlock[]): string | null {
  for (const f of BEFORE_EDUCATION) if (blank(fields[f])) return FIELD_LABEL[f];
  const first = education[0];
  for (const f of EDUCATION_ORDER) if (!first || blank(first[f])) return EDUCATION_LABEL[f];
  for (const f of AFTER_EDUCATION) if (blank(fields[f])) return FIELD_LABEL[f];
  return null;
}

/** A capital first letter (portal §5: names, cities, majors, address, birthplace, emergency contact text). */
export function capitalise(text: string): string {
  const t = text.trim();
  return t.charAt(0).toLocaleUpperCase('id-ID') + t.slice(1);
}

/** Empty single-value fields. */
export function emptyFields(): EmployeeFields {
  return {
    nama_department: '', posisi: '', atasan: '', no_tlp: '',
    no_ktp: '', url_ktp: '', no_kk: '', url_kk: '', no_npwp: '', url_npwp: '',
    nama_bank: '', no_rekening: '', jenis_kelamin: '', status_pernikahan: '', jumlah_anak: '', jarak_rumah: '',
    alamat: '', tempat: '', tgl_lahir: '',
    darurat_nama: '', darurat_alamat: '', darurat_relation: '', darurat_kontak: '',
    password_hris: '', otp: '',
  };
}

/** An empty education block with the given key. */
export function emptyEducation(key: number): EducationBlock {
  return { key, nama_institusi: '', kota_institusi: '', jurusan: '', tingkat: '', ipk: '', tahun_kelulusan: '', url_ijazah: '' };
}

const num = (n: number | null) => (n === null ? '' : String(n));

/** The form prefilled from the lookup's record (portal §4 "Employee form"): at least one education block. */
export function prefill(record: EmployeeRecord): { fields: EmployeeFields; education: EducationBlock[] } {
  const work = record.informasi_pekerjaan[0];
  const me = record.informasi_pribadi[0];
  const sos = record.kontak_darurat[0];
  const fields: EmployeeFields = {
    ...emptyFields(),
    ...(work ? { nama_department: work.nama_department, posisi: work.posisi, atasan: work.atasan, no_tlp: work.no_tlp } : {}),
    ...(me
      ? {
          no_ktp: me.no_ktp, url_ktp: me.url_ktp, no_kk: me.no_kk, url_kk: me.url_kk, no_npwp: me.no_npwp, url_npwp: me.url_npwp,
          nama_bank: me.nama_bank, no_rekening: me.no_rekening, jenis_kelamin: me.jenis_kelamin, status_pernikahan: me.status_pernikahan,
          jumlah_anak: num(me.jumlah_anak), jarak_rumah: num(me.jarak_rumah), alamat: me.alamat, tempat: me.tempat, tgl_lahir: me.tgl_lahir,
        }
      : {}),
    ...(sos ? { darurat_nama: sos.nama, darurat_alamat: sos.alamat, darurat_relation: sos.relation, darurat_kontak: sos.kontak_darurat } : {}),
  };
  const education = record.pendidikan.map((p, i) => ({ key: i + 1, ...p }));
  return { fields, education: education.length > 0 ? education : [emptyEducation(1)] };
}

const whole = (s: string) => (s.trim() === '' ? 0 : Number(s.trim()));

/**
 * The body of validation_post_employee (portal §3) from a complete form: texts trimmed, names, cities, majors,
 * address, birthplace and emergency contact text with a capital first letter, `jumlah_anak`/`jarak_rumah` as
 * numbers, `negara` 'Indonesia', the password only when given.
 */
export function buildPayload(companyId: number, email: string, f: EmployeeFields, education: EducationBlock[]): EmployeePayload {
  return {
    email,
    informasi_pekerjaan: [{ perusahaan: String(companyId), nama_department: f.nama_department, atasan: f.atasan, posisi: f.posisi, no_tlp: f.no_tlp.trim() }],
    informasi_pribadi: [
      {
        no_ktp: f.no_ktp.trim(), no_kk: f.no_kk.trim(), no_npwp: f.no_npwp.trim(),
        url_ktp: f.url_ktp, url_kk: f.url_kk, url_npwp: f.url_npwp,
        jenis_kelamin: f.jenis_kelamin as 'Male', jumlah_anak: whole(f.jumlah_anak),
        nama_bank: f.nama_bank as 'BCA', no_rekening: f.no_rekening.trim(), status_pernikahan: f.status_pernikahan as 'Single',
        alamat: capitalise(f.alamat), tempat: capitalise(f.tempat), jarak_rumah: whole(f.jarak_rumah), tgl_lahir: f.tgl_lahir, negara: 'Indonesia',
      },
    ],
    kontak_darurat: [
      { nama: capitalise(f.darurat_nama), alamat: capitalise(f.darurat_alamat), relation: capitalise(f.darurat_relation), kontak_darurat: f.darurat_kontak.trim() },
    ],
    pendidikan: education.map((e) => ({
      nama_institusi: capitalise(e.nama_institusi),
      kota_institusi: capitalise(e.kota_institusi),
      tingkat: e.tingkat as 'SD',
      tahun_kelulusan: e.tahun_kelulusan.trim(),
      jurusan: capitalise(e.jurusan),
      ipk: e.ipk.trim(),
      url_ijazah: e.url_ijazah,
    })),
    password: f.password_hris === '' ? [] : [{ password_hris: f.password_hris }],
    otp: f.otp.trim(),
  };
}

/** The record of the lists' type (re-exported for the machine's readers). */
export type { Department, EmployeeRecord, Manager, Position };
