// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Course } from '../api/catalogue';
import { CourseCard } from './course-card';

afterEach(cleanup);

const course: Course = {
  id: 1, category: 2, category_slug: 'bread', category_name: 'Bread-Roti', sub_category_id: null, slug: 'roti-sobek-lembut',
  title: 'Roti Sobek Lembut', thumbnail: '/media/course/roti-sobek-lembut.svg', thumbnail_slider: '', thumbnail_slider_banner: '',
  thumbnail_home: '', course_duration: '2 jam', is_prakerja: false, is_free_course: false, rating: 4.7, total_review: 904, total_lesson: 7,
  popular: 1, status: 'active', schema: 'normal', created_at: '', updated_at: '', short_description: '', price: 149_000,
  discount_flag: true, discounted_price: 50_000, price_before_discount: 199_000,
};

describe('CourseCard', () => {
  it('shows the price and the add button for a course the member does not own', () => {
    render(<CourseCard course={{ ...course, is_purchased: false }} href="/lms-site/course/bread/roti-sobek-lembut" onAdd={() => {}} />);
    expect(screen.getByText('Rp 149.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah Roti Sobek Lembut ke keranjang' })).toBeTruthy();
    expect(screen.queryByText('Dimiliki')).toBeNull();
  });

  it("shows 'Dimiliki' instead of a price and the add button for a course the member owns", () => {
    render(<CourseCard course={{ ...course, is_purchased: true }} href="/lms-site/course/bread/roti-sobek-lembut" onAdd={() => {}} />);
    expect(screen.getByText('Dimiliki')).toBeTruthy();
    expect(screen.queryByText('Rp 149.000')).toBeNull();
    expect(screen.queryByRole('button', { name: /ke keranjang$/ })).toBeNull();
  });
});
