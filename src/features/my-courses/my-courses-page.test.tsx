// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { EnrolledCourse } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { myCoursesMachine, type LoadListInput, type MyCoursesList } from '../../../machines/my-courses.machine';
import { voucherCopyMachine } from '../../../machines/voucher-copy.machine';
import { courseStartMachine, type LoadSchedulesInput } from '../../../machines/course-start.machine';
import { certificateRenameMachine, type RenameCallInput } from '../../../machines/certificate-rename.machine';
import type { Schedule } from '../../api/schedule';
import type { Certificate } from '../../api/certificate';
import type { VoucherItem } from '../../api/my-voucher';
import { certificate, schedule } from '../../../machines/testing/learning-fixtures';
import { MyCoursesPage, type MyCoursesLogics, type MyCoursesSearch } from './my-courses-page';

afterEach(cleanup);

const course = (id: number, percentage: number): EnrolledCourse => ({
  course: {
    id,
    title: `Kursus ${id}`,
    slug: `kursus-${id}`,
    category_slug: 'pastry-kue',
    category_name: 'Pastry-Kue',
    thumbnail: '',
    price: 100000,
    price_discount_flag: false,
    price_discount: 0,
    price_before_discount: 100000,
    percentage,
    order_id: 1,
  },
  schema: 'other',
  survey_submit: true,
  tugas_submit: 'pending',
  tugas_review: '<p>Bagus <script>alert(1)</script></p>',
  order_id: 1,
});

const KIND = { learner: 'courses', assessor: 'courses', subscription: 'courses', voucher: 'vouchers', certificate: 'certificates' } as const;

function setup(search: Partial<MyCoursesSearch>, load: (input: LoadListInput) => Promise<Paged<unknown>>, extra: { isAssessor?: boolean; logics?: MyCoursesLogics } = {}) {
  const onNavigate = vi.fn();
  const onOpen = vi.fn();
  const onCertificate = vi.fn();
  const calls: LoadListInput[] = [];
  const logic = myCoursesMachine.provide({
    actors: {
      loadList: fromPromise(async ({ input }: { input: LoadListInput }) => {
        calls.push(input);
        return { kind: KIND[input.source], page: await load(input) } as MyCoursesList;
      }),
    },
  });
  const full: MyCoursesSearch = { type: 'course', page: 1, q: '', status: '', ...search };
  const props = {
    userId: 4,
    email: 'anggota@demo.test',
    isAssessor: extra.isAssessor ?? false,
    lmsUrl: '/lms-site',
    onNavigate,
    onOpen,
    onCertificate,
    logics: { list: logic, ...extra.logics },
  };
  const view = render(<MyCoursesPage {...props} search={full} />);
  return { onNavigate, onOpen, onCertificate, calls, view, full, props };
}

describe('Kursus Saya', () => {
  it('lists enrolled courses with the button for their progress, and pages when pages > 1', async () => {
    const { calls } = setup({ q: 'roti', page: 2 }, async () => ({ count: 8, page: 2, pages: 2, limit: 5, data: [course(1, 0), course(2, 55), course(3, 100)] }));
    const first = await screen.findByRole('article', { name: 'Kursus 1' });
    expect(within(first).getByRole('button', { name: 'Mulai Kursus' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Kursus 2' })).getByRole('button', { name: 'Lanjutkan Kursus' })).toBeTruthy();
    const third = screen.getByRole('article', { name: 'Kursus 3' });
    expect(within(third).getByRole('button', { name: 'Mulai Lagi' })).toBeTruthy();
    expect(within(third).getByText('Selesai')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Halaman kursus' })).toBeTruthy();
    expect(calls[0]).toEqual({ userId: 4, source: 'learner', query: { page: 2, q: 'roti', status: '' } });
  });

  it('no paging for a single page', async () => {
    setup({}, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [course(1, 0)] }));
    await screen.findByRole('article', { name: 'Kursus 1' });
    expect(screen.queryByRole('navigation', { name: 'Halaman kursus' })).toBeNull();
  });

  it("a new search (Enter or magnifier) pushes q without page", async () => {
    const { onNavigate } = setup({ page: 3 }, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    const box = await screen.findByRole('searchbox', { name: 'Cari Kursus' });
    fireEvent.change(box, { target: { value: 'croissant' } });
    fireEvent.submit(box.closest('form')!);
    expect(onNavigate).toHaveBeenLastCalledWith({ type: 'course', q: 'croissant' });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('a tab click pushes only the type', async () => {
    const { onNavigate } = setup({ q: 'x', page: 2 }, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    fireEvent.click(screen.getByRole('tab', { name: 'Sertifikat' }));
    expect(onNavigate).toHaveBeenCalledWith({ type: 'certificate' });
    expect(screen.getByRole('tab', { name: 'Kursus' }).getAttribute('aria-selected')).toBe('true');
  });

  it("empty list: 'Data tidak ditemukan' with a refresh button that reloads", async () => {
    const { calls } = setup({}, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await screen.findByText('Data tidak ditemukan');
    expect(calls).toHaveLength(2);
  });

  it("404 → 'Data tidak ditemukan' without an alert", async () => {
    setup({}, async () => {
      throw Object.assign(new Error('Not found'), { code: 404, kind: 'server' });
    });
    expect(await screen.findByText('Data tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("network → 'Pastikan internet anda stabil' as the empty text", async () => {
    setup({}, async () => {
      throw Object.assign(new Error('Pastikan internet anda stabil'), { code: 502, kind: 'network' });
    });
    expect(await screen.findByText('Pastikan internet anda stabil')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba Lagi' })).toBeTruthy();
  });

  it("other messages → an alert with 'Coba Lagi' that reloads", async () => {
    let failing = true;
    setup({}, async () => {
      if (failing) throw Object.assign(new Error('Layanan sedang gangguan'), { code: 500, kind: 'server' });
      return { count: 1, page: 1, pages: 1, limit: 5, data: [course(9, 10)] };
    });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Layanan sedang gangguan')).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Tutup' })).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'Kursus 9' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("'Lihat Review' opens 'Hasil Review' with the sanitised review", async () => {
    const reviewed = { ...course(5, 100), schema: 'normal', tugas_submit: 'review' as const };
    setup({}, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [reviewed] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lihat Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Hasil Review' });
    expect(await within(dialog).findByText('Bagus')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it("a learner's start button opens the webinar lesson (course id and order id)", async () => {
    const { onOpen } = setup({}, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [{ ...course(11, 45), schema: 'normal' }] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjutkan Kursus' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'lesson', url: '/lms-site/lesson-webinar/11/1' });
  });

  it("an assessor loads the assessor list and picks a schedule in 'Pilih Jadwal' ('Jadwal harus diisi' first)", async () => {
    const schedules: LoadSchedulesInput[] = [];
    const start = courseStartMachine.provide({
      actors: {
        loadSchedules: fromPromise(async ({ input }: { input: LoadSchedulesInput }): Promise<Schedule[]> => {
          schedules.push(input);
          return [schedule(2), schedule(3)];
        }),
      },
    });
    const { onOpen, calls } = setup({}, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [{ ...course(8, 0), schema: 'offline' }] }), {
      isAssessor: true,
      logics: { start },
    });
    const card = await screen.findByRole('article', { name: 'Kursus 8' });
    expect(calls[0]?.source).toBe('assessor');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Mulai Kursus' }));
    const picker = await screen.findByRole('dialog', { name: 'Pilih Jadwal' });
    expect(schedules).toEqual([{ userId: 4, courseId: 8 }]);
    fireEvent.click(within(picker).getByRole('button', { name: 'Masuk Webinar' }));
    expect(within(picker).getByText('Jadwal harus diisi')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('radio', { name: /Batch 3/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Masuk Webinar' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'lesson', url: '/lms-site/lesson-webinar/8/3' });
    expect(screen.queryByRole('dialog', { name: 'Pilih Jadwal' })).toBeNull();
  });

  it("the subscription tab lists the subscription's courses, or says it expired with 'Beli Sekarang'", async () => {
    let rows = [course(1, 40)];
    const { calls, view, props } = setup({ type: 'subscription' }, async () => ({ count: rows.length, page: 1, pages: 1, limit: 5, data: rows }));
    expect(await screen.findByRole('article', { name: 'Kursus 1' })).toBeTruthy();
    expect(calls[0]?.source).toBe('subscription');
    rows = [];
    view.rerender(<MyCoursesPage {...props} search={{ type: 'subscription', page: 1, q: 'x', status: '' }} />);
    expect((await screen.findByRole('link', { name: 'Beli Sekarang' })).getAttribute('href')).toBe('/subscription-menu');
    expect(screen.getByText('Kursus berlangganan tidak ditemukan atau masa berlangganan kamu sudah berakhir')).toBeTruthy();
  });

  it("the voucher tab shows the code with a copy button and the claim date 'DD MMM YYYY | HH:mm:ss'", async () => {
    const copied: string[] = [];
    const voucher = voucherCopyMachine.provide({
      actors: { copyCode: fromPromise(async ({ input }: { input: { code: string } }) => (copied.push(input.code), true)) },
    });
    const item: VoucherItem = {
      invoice: 'INV-V1',
      order_id: 1,
      user_id: 4,
      course_id: 7,
      slug: 'bolu',
      category: 'Cake',
      category_slug: 'cake',
      course_title: 'Bolu Pandan Lembut Anti Gagal',
      thumbnail: '',
      course_percentage: 0,
      voucher_code: 'PRK-7H2K9Q',
      claim_date: new Date(2026, 6, 27, 9, 15, 3).toISOString(),
    };
    const { calls, onNavigate } = setup({ type: 'voucher' }, async () => ({ count: 1, page: 1, pages: 1, limit: 10, data: [item] }), { logics: { voucher } });
    const card = await screen.findByRole('article', { name: 'Bolu Pandan Lembut Anti Gagal' });
    expect(calls[0]?.source).toBe('voucher');
    expect(within(card).getByText('27 Jul 2026 | 09:15:03')).toBeTruthy();
    // The voucher tab's own search (commerce §2 "Voucher tab: search 'Cari Kursus Voucher'"), and it searches vouchers.
    const search = screen.getByRole('searchbox', { name: 'Cari Kursus Voucher' });
    expect(screen.queryByRole('searchbox', { name: 'Cari Kursus' })).toBeNull();
    fireEvent.change(search, { target: { value: 'bolu' } });
    fireEvent.submit(search.closest('form')!);
    expect(onNavigate).toHaveBeenLastCalledWith({ type: 'voucher', q: 'bolu' });
    fireEvent.click(within(card).getByRole('button', { name: 'Salin kode voucher PRK-7H2K9Q' }));
    expect(await screen.findByText('Kode voucher berhasil di salin')).toBeTruthy();
    expect(copied).toEqual(['PRK-7H2K9Q']);
  });

  it("the certificate tab renames a certificate ('Nama Depan harus diisi', then 'Nama Sertifikat berhasil diubah' and a reload)", async () => {
    const renames: RenameCallInput[] = [];
    const rename = certificateRenameMachine.provide({
      actors: { rename: fromPromise(async ({ input }: { input: RenameCallInput }): Promise<Certificate> => (renames.push(input), certificate(26, { name: input.name }))) },
    });
    const { calls } = setup({ type: 'certificate' }, async () => ({ count: 1, page: 1, pages: 1, limit: 5, data: [certificate(26)] }), { logics: { rename } });
    const card = await screen.findByRole('article', { name: 'Kursus 26' });
    expect(within(card).getByRole('button', { name: 'Lihat Sertifikat Kursus 26' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ubah nama sertifikat Kursus 26' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Nama Sertifikat' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nama Depan' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Nama Depan harus diisi')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nama Depan' }), { target: { value: 'Sri' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nama Belakang' }), { target: { value: 'Lestari' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama Sertifikat berhasil diubah')).toBeTruthy();
    expect(renames).toEqual([{ id: 4, email: 'anggota@demo.test', voucher: 'DK-SEED0026', name: 'Sri Lestari' }]);
    expect(calls.length).toBe(2);
  });
});
