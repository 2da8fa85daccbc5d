// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { EnrolledCourse } from '../../api/my-course';
import type { Paged } from '../../api/envelope';
import { myCoursesMachine, type LoadCoursesInput } from '../../../machines/my-courses.machine';
import { MyCoursesPage, type MyCoursesSearch } from './my-courses-page';

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

function setup(search: Partial<MyCoursesSearch>, load: (input: LoadCoursesInput) => Promise<Paged<EnrolledCourse>>) {
  const onNavigate = vi.fn();
  const calls: LoadCoursesInput[] = [];
  const logic = myCoursesMachine.provide({
    actors: {
      loadCourses: fromPromise(({ input }: { input: LoadCoursesInput }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  const full: MyCoursesSearch = { type: 'course', page: 1, q: '', status: '', ...search };
  const view = render(<MyCoursesPage userId={4} isAssessor={false} lmsUrl="/lms-site" search={full} onNavigate={onNavigate} logic={logic} />);
  return { onNavigate, calls, view, full, logic };
}

describe('Kursus Saya', () => {
  it('lists enrolled courses with the button for their progress, and pages when pages > 1', async () => {
    const { calls } = setup({ q: 'roti', page: 2 }, async () => ({ count: 8, page: 2, pages: 2, limit: 5, data: [course(1, 0), course(2, 55), course(3, 100)] }));
    const first = await screen.findByRole('article', { name: 'Kursus 1' });
    expect(within(first).getByRole('link', { name: 'Mulai Kursus' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Kursus 2' })).getByRole('link', { name: 'Lanjutkan Kursus' })).toBeTruthy();
    const third = screen.getByRole('article', { name: 'Kursus 3' });
    expect(within(third).getByRole('link', { name: 'Mulai Lagi' })).toBeTruthy();
    expect(within(third).getByText('Selesai')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Halaman kursus' })).toBeTruthy();
    expect(calls[0]).toEqual({ userId: 4, query: { page: 2, q: 'roti' } });
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
    expect(within(dialog).getByText('Bagus')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('the other tabs show their search boxes and empty states', () => {
    const { view, onNavigate, logic } = setup({ type: 'voucher' }, async () => ({ count: 0, page: 1, pages: 0, limit: 5, data: [] }));
    expect(screen.getByRole('searchbox', { name: 'Cari Kursus Voucher' })).toBeTruthy();
    view.rerender(
      <MyCoursesPage userId={4} isAssessor={false} lmsUrl="/lms-site" search={{ type: 'subscription', page: 1, q: '', status: '' }} onNavigate={onNavigate} logic={logic} />,
    );
    expect(screen.getByRole('link', { name: 'Beli Sekarang' }).getAttribute('href')).toBe('/subscription-menu');
  });
});
