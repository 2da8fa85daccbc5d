// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromCallback, type EventObject } from 'xstate';
import { employeeFormMachine, type EmployeeLookupOutput, type EmployeeUploadEvent, type UploadInput } from '../../../machines/employee-form.machine';
import { apiError, controllable } from '../../../machines/testing/fixtures';
import { completeRecord, incompleteRecord } from '../../../machines/testing/specs/employee-form';
import type { Company, EmployeePayload } from '../../api/hris';
import { EmployeeFormPage } from './employee-form-page';

afterEach(cleanup);

const lists = {
  departments: [{ department_id: 2, nama_department: 'E-Commerce' }],
  positions: [{ postition_id: 3, name: 'Staff' }],
  managers: [{ manager_id: 1, name: 'Hendra Gunawan' }],
};

async function setup() {
  const companies = controllable<Company[], void>();
  const lookup = controllable<EmployeeLookupOutput, { companyId: number; email: string }>();
  const submit = controllable<unknown, { companyId: number; payload: EmployeePayload }>();
  const sends: Array<(e: EmployeeUploadEvent) => void> = [];
  const upload = fromCallback<EventObject, UploadInput>(({ sendBack }) => {
    sends.push(sendBack);
  });
  render(<EmployeeFormPage logic={employeeFormMachine.provide({ actors: { loadCompanies: companies.logic, lookup: lookup.logic, submit: submit.logic, upload } })} />);
  await act(async () => companies.last().resolve([{ company_id: 1, nama_company: 'PT Dapur Kursus Indonesia' }]));
  return { lookup, submit, sends };
}

async function search(t: Awaited<ReturnType<typeof setup>>, found: boolean, record = incompleteRecord) {
  fireEvent.change(screen.getByLabelText(/^Perusahaan/), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'karyawan@demo.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
  await act(async () => (found ? t.lookup.last().resolve({ record, ...lists }) : t.lookup.last().reject(apiError(404, 'Email tidak ditemukan'))));
}

describe('employee form page (/employee)', () => {
  it('keeps every field disabled until the lookup finds the e-mail', async () => {
    const t = await setup();
    expect(screen.getByLabelText(/^No\. KTP/).matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Cari' }) as HTMLButtonElement).disabled).toBe(true);
    await search(t, false);
    expect(screen.getByRole('alert').textContent).toBe('Email tidak ditemukan, silakan hubungi HRD');
    expect(screen.getByLabelText(/^No\. KTP/).matches(':disabled')).toBe(true);
  });

  it('opens prefilled with the OTP notice and the reference lists', async () => {
    const t = await setup();
    await search(t, true);
    expect(screen.getByRole('status').textContent).toBe('OTP terkirim ke Email Anda, Gunakan OTP ketika submit form.');
    expect(screen.getByLabelText(/^No\. KTP/).matches(':disabled')).toBe(false);
    const dept = screen.getByLabelText(/^Departemen/) as HTMLSelectElement;
    expect(dept.selectedOptions[0]!.textContent).toBe('E-Commerce');
    expect((screen.getByLabelText(/^No\. Telepon Kantor/) as HTMLInputElement).value).toBe('0227567121');
  });

  it("shows an upload's progress and refusal under its slot", async () => {
    const t = await setup();
    await search(t, true);
    const file = new File(['x'], 'ktp.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Foto KTP/), { target: { files: [file] } });
    act(() => t.sends[0]!({ type: 'upload.progress', fraction: 0.5 }));
    expect((screen.getByRole('progressbar', { name: 'Mengunggah Foto KTP' }) as HTMLProgressElement).value).toBe(0.5);
    act(() => t.sends[0]!({ type: 'upload.failed', message: 'Ukuran file harus dibawah 2MB' }));
    expect(screen.getByText('Ukuran file harus dibawah 2MB')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("names the first missing field, then saves and says 'Data berhasil tersimpan'", async () => {
    const t = await setup();
    await search(t, true, completeRecord);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    const alert = screen.getByRole('alertdialog', { name: 'Perhatian' });
    expect(within(alert).getByText('Terdapat form yang kosong, silakan cek kembali. Perhatikan tanda bintang. OTP')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tutup' }));
    fireEvent.change(screen.getByLabelText(/^OTP/), { target: { value: '12a3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Data' }));
    expect(t.submit.last().input.payload.otp).toBe('123456');
    await act(async () => t.submit.last().resolve({}));
    expect(within(screen.getByRole('alertdialog', { name: 'Berhasil' })).getByText('Data berhasil tersimpan')).toBeTruthy();
  });
});
