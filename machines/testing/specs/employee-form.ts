/**
 * Model spec of machines/employee-form.machine.ts: companies (read, failed, retried), the lookup (found with an
 * incomplete or a complete record, not found, refused), the open form (fields, education blocks, the enlarged
 * image, one upload at a time with progress, done, refused and broken), 'Simpan Data' (the first missing field,
 * saved then reloaded, refused with and without a message).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { EmployeeRecord } from '../../../src/api/hris';
import { employeeFormMachine, firstMissing, type EmployeeFormContext } from '../../employee-form.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const personal = {
  no_ktp: '', no_kk: '', no_npwp: '', url_ktp: '', url_kk: '', url_npwp: '', jenis_kelamin: 'Male', jumlah_anak: null,
  nama_bank: '', no_rekening: '', status_pernikahan: '', alamat: 'jl. braga 10', tempat: 'bandung', jarak_rumah: null, tgl_lahir: '1996-04-12', negara: 'Indonesia',
};
/** karyawan@demo.test as the seed has it: work info and a few personal fields. */
export const incompleteRecord: EmployeeRecord = {
  email: 'karyawan@demo.test',
  nama: 'Rina Karyawati',
  informasi_pekerjaan: [{ perusahaan: '1', nama_department: '2', atasan: '1', posisi: '3', no_tlp: '0227567121' }],
  informasi_pribadi: [personal],
  kontak_darurat: [],
  pendidikan: [],
};
/** A record with everything but the OTP. */
export const completeRecord: EmployeeRecord = {
  ...incompleteRecord,
  informasi_pribadi: [
    {
      ...personal, no_ktp: '3273011204960001', no_kk: '3273010101960002', no_npwp: '12.345.678.9-012.000',
      url_ktp: '/storage/hris/ktp/a.png', url_kk: '/storage/hris/kk/b.png', url_npwp: '/storage/hris/npwp/c.png',
      nama_bank: 'BCA', no_rekening: '1234567890', status_pernikahan: 'Single', jumlah_anak: 0, jarak_rumah: 5,
    },
  ],
  kontak_darurat: [{ nama: 'budi', alamat: 'jl. dago 1', relation: 'kakak', kontak_darurat: '081234567890' }],
  pendidikan: [{ nama_institusi: 'universitas padjadjaran', kota_institusi: 'bandung', tingkat: 'Sarjana', tahun_kelulusan: '2018', jurusan: 'akuntansi', ipk: '3.5', url_ijazah: '/storage/hris/ijazah/d.png' }],
};

const lists = {
  departments: [{ department_id: 2, nama_department: 'E-Commerce' }],
  positions: [{ postition_id: 3, name: 'Staff' }],
  managers: [{ manager_id: 1, name: 'Hendra Gunawan' }],
};
const image = Object.assign(new Blob(['x']), { name: 'ktp.png' });

const ef = (s: AnyMachineSnapshot) => s.context as EmployeeFormContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'busy ⇔ the companies, the lookup or the save in flight', holds: (s) => s.hasTag('busy') === ['loadCompanies', 'lookup', 'submit'].some((id) => id in s.children) },
  { name: 'uploading ⇔ an image upload in flight', holds: (s) => s.hasTag('uploading') === ('upload' in s.children && ef(s).upload !== null) },
  { name: 'the form opens only for a looked-up employee', tag: 'unlocked', holds: (s) => ef(s).lookedUp !== null },
  { name: 'the form belongs to the company and e-mail that were looked up', tag: 'unlocked', holds: (s) => ef(s).lookedUp?.companyId === ef(s).companyId && ef(s).lookedUp?.email === ef(s).email },
  { name: 'at most two education blocks, with distinct keys below the next key', holds: (s) => ef(s).education.length <= 2 && new Set(ef(s).education.map((e) => e.key)).size === ef(s).education.length && ef(s).education.every((e) => e.key < ef(s).nextKey) },
  { name: 'a save is sent only for a complete form', in: 'submitting', holds: (s) => firstMissing(ef(s).fields, ef(s).education) === null },
  { name: 'upload progress stays within 0..1', holds: (s) => !ef(s).upload || (ef(s).upload!.fraction >= 0 && ef(s).upload!.fraction <= 1) },
];

export const employeeFormSpec: ModelSpec = {
  name: 'employeeForm',
  machine: employeeFormMachine,
  input: undefined,
  userEvents: [
    { type: 'companies.retry' },
    { type: 'company.select', companyId: 1 },
    { type: 'email.change', email: 'karyawan@demo.test' },
    { type: 'lookup' },
    { type: 'field.change', field: 'otp', value: '123456' },
    { type: 'education.add' },
    { type: 'education.remove', key: 2 },
    { type: 'education.change', key: 1, field: 'jurusan', value: 'manajemen' },
    { type: 'image.choose', slot: { kind: 'ktp' }, file: image },
    { type: 'image.choose', slot: { kind: 'ijazah', key: 1 }, file: image },
    { type: 'upload.progress', fraction: 0.5 },
    { type: 'upload.done', url: '/storage/hris/ktp/e.png' },
    { type: 'upload.failed', message: 'Ukuran file harus dibawah 2MB' },
    { type: 'image.open', url: '/storage/hris/ktp/a.png' },
    { type: 'image.close' },
    { type: 'submit' },
    { type: 'alert.dismiss' },
  ],
  outputs: {
    loadCompanies: [[{ company_id: 1, nama_company: 'PT Dapur Kursus Indonesia' }]],
    lookup: [
      { record: incompleteRecord, ...lists },
      { record: completeRecord, ...lists },
    ],
    submit: [{}],
  },
  errors: {
    loadCompanies: [networkError()],
    lookup: [apiError(404, 'Email tidak ditemukan'), apiError(429, 'Terlalu banyak permintaan, coba lagi nanti')],
    upload: [new Error('')],
    submit: [apiError(422, 'Kode OTP salah atau sudah kadaluarsa'), apiError(500, '')],
  },
  allow: (s: AnyMachineSnapshot, e: EventObject) => {
    const c = s.context as EmployeeFormContext;
    if (e.type.startsWith('upload.')) return s.hasTag('uploading');
    if (c.alert !== null && !s.matches('companiesFailed')) return e.type === 'alert.dismiss';
    if (e.type === 'education.add') return c.education.length < 2;
    return true;
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as EmployeeFormContext;
    return [c.companyId, c.email !== '', firstMissing(c.fields, c.education), c.education.map((e) => e.key), c.nextKey, c.alert !== null, c.upload?.slot ?? null, c.enlarged !== null];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as EmployeeFormContext;
    return {
      companies: c.companies.length, companyId: c.companyId, email: c.email, lookedUp: c.lookedUp, fields: c.fields, education: c.education,
      notice: c.notice, alert: c.alert, upload: c.upload ? { slot: c.upload.slot, fraction: c.upload.fraction } : null, uploadErrors: c.uploadErrors, enlarged: c.enlarged,
    };
  },
  invariants: INVARIANTS,
  promiseActors: ['loadCompanies', 'lookup', 'submit'],
  callbackActors: ['upload'],
};
