import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import type { Company, EmployeePayload } from '../src/api/hris';
import {
  EMPLOYEE_NOT_FOUND,
  EMPLOYEE_OTP_SENT,
  EMPLOYEE_SUBMIT_FALLBACK,
  buildPayload,
  capitalise,
  emptyEducation,
  employeeFormMachine,
  firstMissing,
  missingMessage,
  prefill,
  type EmployeeLookupOutput,
  type EmployeeUploadEvent,
  type UploadInput,
} from './employee-form.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { completeRecord, incompleteRecord } from './testing/specs/employee-form';

const lists = {
  departments: [{ department_id: 2, nama_department: 'E-Commerce' }],
  positions: [{ postition_id: 3, name: 'Staff' }],
  managers: [{ manager_id: 1, name: 'Hendra Gunawan' }],
};
const png = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'ktp.png' });

function start() {
  const companies = controllable<Company[], void>();
  const lookup = controllable<EmployeeLookupOutput, { companyId: number; email: string }>();
  const submit = controllable<unknown, { companyId: number; payload: EmployeePayload }>();
  const uploads: Array<{ input: UploadInput; send: (e: EmployeeUploadEvent) => void; stopped: boolean }> = [];
  const upload = fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
    const call = { input, send: sendBack, stopped: false };
    uploads.push(call);
    return () => {
      call.stopped = true;
    };
  });
  const actor = createActor(employeeFormMachine.provide({ actors: { loadCompanies: companies.logic, lookup: lookup.logic, submit: submit.logic, upload } })).start();
  return { actor, companies, lookup, submit, uploads };
}

async function openForm(record = incompleteRecord) {
  const t = start();
  t.companies.last().resolve([{ company_id: 1, nama_company: 'PT Dapur Kursus Indonesia' }]);
  await flush();
  t.actor.send({ type: 'company.select', companyId: 1 });
  t.actor.send({ type: 'email.change', email: ' karyawan@demo.test ' });
  t.actor.send({ type: 'lookup' });
  t.lookup.last().resolve({ record, ...lists });
  await flush();
  return t;
}

describe('employeeFormMachine: lookup', () => {
  it("keeps every field locked until 'Cari' finds the e-mail; 'Cari' needs a company and an e-mail", async () => {
    const { actor, companies, lookup } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    companies.last().resolve([{ company_id: 1, nama_company: 'PT Dapur Kursus Indonesia' }]);
    await flush();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().hasTag('unlocked')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'no_ktp', value: '1' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'lookup' })).toBe(false);
    actor.send({ type: 'company.select', companyId: 1 });
    expect(actor.getSnapshot().can({ type: 'lookup' })).toBe(false);
    actor.send({ type: 'email.change', email: 'karyawan@demo.test' });
    actor.send({ type: 'lookup' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(lookup.last().input).toEqual({ companyId: 1, email: 'karyawan@demo.test' });
  });

  it("404: 'Email tidak ditemukan, silakan hubungi HRD' and the form stays disabled", async () => {
    const { actor, companies, lookup } = start();
    companies.last().resolve([]);
    await flush();
    actor.send({ type: 'company.select', companyId: 1 });
    actor.send({ type: 'email.change', email: 'tidak.ada@demo.test' });
    actor.send({ type: 'lookup' });
    lookup.last().reject(apiError(404, 'Email tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'error', text: EMPLOYEE_NOT_FOUND });
    expect(EMPLOYEE_NOT_FOUND).toBe('Email tidak ditemukan, silakan hubungi HRD');
  });

  it('another refusal shows its own message', async () => {
    const { actor, companies, lookup } = start();
    companies.last().resolve([]);
    await flush();
    actor.send({ type: 'company.select', companyId: 1 });
    actor.send({ type: 'email.change', email: 'karyawan@demo.test' });
    actor.send({ type: 'lookup' });
    lookup.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.notice?.text).toBe('Pastikan internet anda stabil');
  });

  it('found: prefilled from the record, the lists loaded, the OTP notice shown', async () => {
    const { actor } = await openForm();
    const s = actor.getSnapshot();
    expect(s.hasTag('unlocked')).toBe(true);
    expect(s.context.notice).toEqual({ tone: 'success', text: 'OTP terkirim ke Email Anda, Gunakan OTP ketika submit form.' });
    expect(EMPLOYEE_OTP_SENT).toBe(s.context.notice?.text);
    expect(s.context.fields).toMatchObject({ nama_department: '2', posisi: '3', atasan: '1', no_tlp: '0227567121', jenis_kelamin: 'Male', tempat: 'bandung', tgl_lahir: '1996-04-12' });
    expect(s.context.education).toEqual([emptyEducation(1)]);
    expect(s.context.lists.positions[0]!.name).toBe('Staff');
  });

  it('the companies list can fail and be retried', async () => {
    const { actor, companies } = start();
    companies.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().value).toBe('companiesFailed');
    expect(actor.getSnapshot().context.alert).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'companies.retry' });
    expect(companies.calls).toHaveLength(2);
  });
});

describe('employeeFormMachine: the form', () => {
  it('adds and removes education blocks; the first block cannot be removed', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'education.add' });
    actor.send({ type: 'education.add' });
    expect(actor.getSnapshot().context.education.map((e) => e.key)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().can({ type: 'education.remove', key: 1 })).toBe(false);
    actor.send({ type: 'education.remove', key: 2 });
    expect(actor.getSnapshot().context.education.map((e) => e.key)).toEqual([1, 3]);
    actor.send({ type: 'education.change', key: 3, field: 'jurusan', value: 'Tata Boga' });
    expect(actor.getSnapshot().context.education[1]!.jurusan).toBe('Tata Boga');
  });

  it('uploads one image at a time with progress; the URL goes into its slot', async () => {
    const { actor, uploads } = await openForm();
    actor.send({ type: 'image.choose', slot: { kind: 'ktp' }, file: png });
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(uploads[0]!.input).toEqual({ slot: { kind: 'ktp' }, file: png });
    expect(actor.getSnapshot().can({ type: 'image.choose', slot: { kind: 'kk' }, file: png })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    uploads[0]!.send({ type: 'upload.progress', fraction: 0.4 });
    expect(actor.getSnapshot().context.upload?.fraction).toBe(0.4);
    uploads[0]!.send({ type: 'upload.done', url: '/storage/hris/ktp/a.png' });
    expect(actor.getSnapshot().context.fields.url_ktp).toBe('/storage/hris/ktp/a.png');
    expect(actor.getSnapshot().context.upload).toBeNull();
    expect(uploads[0]!.stopped).toBe(true);

    actor.send({ type: 'image.choose', slot: { kind: 'ijazah', key: 1 }, file: png });
    uploads[1]!.send({ type: 'upload.done', url: '/storage/hris/ijazah/b.png' });
    expect(actor.getSnapshot().context.education[0]!.url_ijazah).toBe('/storage/hris/ijazah/b.png');
  });

  it("a refused image shows 'Ukuran file harus dibawah 2MB' under its slot until the next choice", async () => {
    const { actor, uploads } = await openForm();
    actor.send({ type: 'image.choose', slot: { kind: 'npwp' }, file: png });
    uploads[0]!.send({ type: 'upload.failed', message: 'Ukuran file harus dibawah 2MB' });
    expect(actor.getSnapshot().context.uploadErrors).toEqual({ npwp: 'Ukuran file harus dibawah 2MB' });
    expect(actor.getSnapshot().context.fields.url_npwp).toBe('');
    actor.send({ type: 'image.choose', slot: { kind: 'npwp' }, file: png });
    expect(actor.getSnapshot().context.uploadErrors).toEqual({});
  });

  it('an uploaded image opens enlarged and closes', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'image.open', url: '/storage/hris/ktp/a.png' });
    expect(actor.getSnapshot().context.enlarged).toBe('/storage/hris/ktp/a.png');
    actor.send({ type: 'image.close' });
    expect(actor.getSnapshot().context.enlarged).toBeNull();
  });

  it("'Simpan Data' with a missing field names the first one in the 16-step order and sends nothing", async () => {
    const { actor, submit } = await openForm();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.alert).toBe('Terdapat form yang kosong, silakan cek kembali. Perhatikan tanda bintang. No. KTP');
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('saves the capitalised payload, says so, and starts again empty (the reload)', async () => {
    const { actor, submit, companies } = await openForm(completeRecord);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.alert).toBe(missingMessage('OTP'));
    actor.send({ type: 'alert.dismiss' });
    actor.send({ type: 'field.change', field: 'otp', value: '123456' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const { companyId, payload } = submit.last().input;
    expect(companyId).toBe(1);
    expect(payload.otp).toBe('123456');
    expect(payload.kontak_darurat[0]).toEqual({ nama: 'Budi', alamat: 'Jl. dago 1', relation: 'Kakak', kontak_darurat: '081234567890' });
    expect(payload.pendidikan[0]).toMatchObject({ nama_institusi: 'Universitas padjadjaran', kota_institusi: 'Bandung', jurusan: 'Akuntansi' });
    expect(payload.informasi_pribadi[0]).toMatchObject({ alamat: 'Jl. braga 10', tempat: 'Bandung', jarak_rumah: 5, jumlah_anak: 0, negara: 'Indonesia' });
    submit.last().resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'alert.dismiss' });
    expect(actor.getSnapshot().value).toBe('loadingCompanies');
    expect(actor.getSnapshot().context.email).toBe('');
    expect(actor.getSnapshot().context.fields.otp).toBe('');
    expect(companies.calls).toHaveLength(2);
  });

  it.each([
    [apiError(422, 'Kode OTP salah atau sudah kadaluarsa'), 'Kode OTP salah atau sudah kadaluarsa'],
    [apiError(500, ''), EMPLOYEE_SUBMIT_FALLBACK],
  ])('a refused save shows the server message or the HRD text', async (error, text) => {
    const { actor, submit } = await openForm(completeRecord);
    actor.send({ type: 'field.change', field: 'otp', value: '123456' });
    actor.send({ type: 'submit' });
    submit.last().reject(error);
    await flush();
    expect(actor.getSnapshot().hasTag('unlocked')).toBe(true);
    expect(actor.getSnapshot().context.alert).toBe(text);
    expect(EMPLOYEE_SUBMIT_FALLBACK).toBe('Hubungi pihak HRD dan cantumkan posisi pekerjaannya untuk dicek lebih lanjut.');
  });
});

describe('employee form readings', () => {
  const full = () => prefill({ ...completeRecord });
  it('walks the 16 steps in order', () => {
    const { fields, education } = full();
    expect(firstMissing({ ...fields, otp: '1' }, education)).toBeNull();
    expect(firstMissing({ ...fields, otp: '1', url_kk: '', no_npwp: '' }, education)).toBe('Foto KK');
    expect(firstMissing({ ...fields, otp: '1', no_npwp: '', jarak_rumah: '' }, education)).toBe('No. NPWP');
    expect(firstMissing({ ...fields, otp: '1', darurat_kontak: '' }, education)).toBe('No. Telepon Kontak Darurat');
    expect(firstMissing({ ...fields, otp: '1' }, [{ ...education[0]!, tingkat: '', url_ijazah: '' }])).toBe('Tingkat Pendidikan');
    expect(firstMissing({ ...fields, otp: '1' }, [{ ...education[0]!, url_ijazah: '' }])).toBe('Foto Ijazah');
    expect(firstMissing({ ...fields, otp: '', no_tlp: '' }, education)).toBe('OTP');
    expect(firstMissing({ ...fields, otp: '1', atasan: '', no_tlp: '' }, education)).toBe('Atasan');
    expect(firstMissing({ ...fields, otp: '1', password_hris: '', jumlah_anak: '' }, education)).toBeNull();
  });
  it('numeric fields keep digits (the GPA a separator too)', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'field.change', field: 'darurat_kontak', value: '+62 812-34' });
    expect(actor.getSnapshot().context.fields.darurat_kontak).toBe('6281234');
    actor.send({ type: 'education.change', key: 1, field: 'ipk', value: '3,5a' });
    actor.send({ type: 'education.change', key: 1, field: 'tahun_kelulusan', value: '20x18' });
    expect(actor.getSnapshot().context.education[0]).toMatchObject({ ipk: '3,5', tahun_kelulusan: '2018' });
    actor.send({ type: 'field.change', field: 'alamat', value: 'Jl. 1 + 2' });
    expect(actor.getSnapshot().context.fields.alamat).toBe('Jl. 1 + 2');
  });
  it('a masked number (the lookup hides all but the last 4) stays while whole; edited, it becomes the digits typed', async () => {
    const { actor } = await openForm();
    actor.send({ type: 'field.change', field: 'no_ktp', value: '************0001' });
    expect(actor.getSnapshot().context.fields.no_ktp).toBe('************0001');
    actor.send({ type: 'field.change', field: 'no_ktp', value: '************00015' });
    expect(actor.getSnapshot().context.fields.no_ktp).toBe('00015');
    actor.send({ type: 'field.change', field: 'no_npwp', value: '****************.000' });
    expect(actor.getSnapshot().context.fields.no_npwp).toBe('****************.000');
    actor.send({ type: 'field.change', field: 'no_npwp', value: '**x*09.1' });
    expect(actor.getSnapshot().context.fields.no_npwp).toBe('09.1');
    // Not a masked field: a star is dropped like any other non-digit.
    actor.send({ type: 'field.change', field: 'no_tlp', value: '*0227' });
    expect(actor.getSnapshot().context.fields.no_tlp).toBe('0227');
  });
  it('capitalises the first letter only', () => {
    expect(capitalise('  jl. braga ')).toBe('Jl. braga');
    expect(capitalise('')).toBe('');
  });
  it('sends the password only when given', () => {
    const { fields, education } = full();
    expect(buildPayload(1, 'a@b.c', fields, education).password).toEqual([]);
    expect(buildPayload(1, 'a@b.c', { ...fields, password_hris: 'rahasia123' }, education).password).toEqual([{ password_hris: 'rahasia123' }]);
  });
});
