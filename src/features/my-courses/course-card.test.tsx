// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { EnrolledCourse } from '../../api/my-course';
import { CourseCard } from './course-card';

afterEach(cleanup);

const item = (percentage: number, over: Partial<EnrolledCourse> = {}): EnrolledCourse => ({
  course: {
    id: 42,
    title: 'Roti Sobek Lembut',
    slug: 'roti-sobek-lembut',
    category_slug: 'bread-roti',
    category_name: 'Bread-Roti',
    thumbnail: '/img/roti.jpg',
    price: 150000,
    price_discount_flag: true,
    price_discount: 25,
    price_before_discount: 200000,
    percentage,
    order_id: 9,
  },
  schema: 'normal',
  survey_submit: true,
  tugas_submit: 'submitted',
  tugas_review: '',
  order_id: 9,
  ...over,
});

const LMS = 'https://lms.example.id/';

describe('CourseCard', () => {
  it('progress 0: green "Mulai Kursus", red bar, "Mulai kursusmu"', () => {
    render(<CourseCard item={item(0)} lmsUrl={LMS} />);
    const button = screen.getByRole('button', { name: 'Mulai Kursus' });
    expect(button.dataset.tone).toBe('green');
    expect(screen.getByText('Mulai kursusmu')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.dataset.tone).toBe('red');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('Selesai')).toBeNull();
  });

  it('progress 1-99: outline "Lanjutkan Kursus", "Kursus sedang berjalan"', () => {
    render(<CourseCard item={item(40)} lmsUrl={LMS} />);
    expect(screen.getByRole('button', { name: 'Lanjutkan Kursus' }).dataset.tone).toBe('outline');
    expect(screen.getByText('Kursus sedang berjalan')).toBeTruthy();
    expect(screen.getByRole('progressbar').dataset.tone).toBe('red');
    expect(screen.queryByRole('button', { name: 'Mulai Kursus' })).toBeNull();
  });

  it('progress 100: blue "Mulai Lagi", "Selesai", green bar', () => {
    render(<CourseCard item={item(100)} lmsUrl={LMS} />);
    expect(screen.getByRole('button', { name: 'Mulai Lagi' }).dataset.tone).toBe('blue');
    expect(screen.getByText('Selesai')).toBeTruthy();
    expect(screen.getByText('Kursus selesai')).toBeTruthy();
    expect(screen.queryByText('Kursus sedang berjalan')).toBeNull();
    expect(screen.getByRole('progressbar').dataset.tone).toBe('green');
    expect(screen.getByText('Menunggu Review')).toBeTruthy();
  });

  it('links category and title to the learning site; the start button hands the course to the start flow', () => {
    const onStart = vi.fn();
    render(<CourseCard item={item(10, { schema: 'sync2024' })} lmsUrl={LMS} onStart={onStart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lanjutkan Kursus' }));
    expect(onStart).toHaveBeenCalledWith(expect.objectContaining({ schema: 'sync2024' }));
    expect(screen.getByRole('link', { name: 'Roti Sobek Lembut' }).getAttribute('href')).toBe('https://lms.example.id/course/bread-roti/roti-sobek-lembut');
    expect(screen.getByRole('link', { name: 'Bread-Roti' }).getAttribute('href')).toBe('https://lms.example.id/category/bread-roti');
  });

  it('shows the price, discount percent and struck-out original price', () => {
    render(<CourseCard item={item(0)} lmsUrl={LMS} />);
    const card = screen.getByRole('article', { name: 'Roti Sobek Lembut' });
    expect(within(card).getByText('Rp 150.000')).toBeTruthy();
    expect(within(card).getByText('25%')).toBeTruthy();
    expect(within(card).getByText('Rp 200.000').tagName).toBe('S');
  });

  it('survey warning and upload task only for completed normal courses, never for assessors', () => {
    const done = item(100, { survey_submit: false, tugas_submit: 'pending' });
    const { rerender } = render(<CourseCard item={done} lmsUrl={LMS} />);
    expect(screen.getByText('Kamu belum mengisi survey. Klik Mulai Lagi untuk mengisi survey')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Tugas' }).getAttribute('href')).toBe('/upload-task/42');
    rerender(<CourseCard item={{ ...done, schedule_id: 8 }} lmsUrl={LMS} />);
    expect(screen.getByRole('link', { name: 'Upload Tugas' }).getAttribute('href')).toBe('/upload-task/42/8');
    rerender(<CourseCard item={done} lmsUrl={LMS} isAssessor />);
    expect(screen.queryByText(/belum mengisi survey/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload Tugas' })).toBeNull();
  });
});
