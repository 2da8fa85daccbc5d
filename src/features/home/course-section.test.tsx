// @vitest-environment jsdom
/**
 * Portal §2 Home "Sections, each shown only when it has items" and §8 "Failed list loads are logged and show empty
 * sections": a section shows skeletons while it loads, its courses and 'Lihat Semua' once they come, and nothing at
 * all when the answer is empty or the load failed.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../api/catalogue';
import { lmsCategoryUrl } from '../../config/links';
import { CourseSection } from './course-section';
import type { HomeSectionDef } from './sections';

// jsdom has no matchMedia (the carousel, keen-slider, asks for its breakpoints).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const course: Course = {
  id: 1, category: 2, category_slug: 'bread', category_name: 'Bread-Roti', sub_category_id: null, slug: 'roti-sobek-lembut',
  title: 'Roti Sobek Lembut', thumbnail: '/media/course/roti-sobek-lembut.svg', thumbnail_slider: '', thumbnail_slider_banner: '',
  thumbnail_home: '', course_duration: '2 jam', is_prakerja: false, is_free_course: false, rating: 4.7, total_review: 904, total_lesson: 7,
  popular: 1, status: 'active', schema: 'normal', created_at: '', updated_at: '', short_description: '', price: 149_000,
  discount_flag: false, discounted_price: 0, price_before_discount: 149_000,
};
const adder = { add: () => {}, isAdding: () => false, busy: false };
const def = (load: () => Promise<Course[]>): HomeSectionDef => ({ id: 'bread', title: 'Bread-Roti', categorySlug: 'bread', load });

describe('a Home course section', () => {
  it("shows skeletons while loading, then its courses and 'Lihat Semua' to the category on the learning site", async () => {
    let resolve: (c: Course[]) => void = () => {};
    const { container } = render(<CourseSection def={def(() => new Promise((r) => (resolve = r)))} addToCart={adder} />);
    const section = screen.getByRole('region', { name: 'Bread-Roti' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.skeleton-row')).not.toBeNull();
    resolve([course]);
    await waitFor(() => expect(screen.getByRole('link', { name: /Roti Sobek Lembut/ })).toBeTruthy());
    expect(screen.getByRole('link', { name: /^Lihat Semua\s*Bread-Roti$/ }).getAttribute('href')).toBe(lmsCategoryUrl('bread'));
  });

  it('is not shown when it has no items', async () => {
    let settled = false;
    const { container } = render(<CourseSection def={def(async () => ((settled = true), []))} addToCart={adder} />);
    await waitFor(() => expect(settled).toBe(true));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('a failed load shows an empty section, which is not shown', async () => {
    let failed = false;
    const { container } = render(<CourseSection def={def(async () => ((failed = true), Promise.reject(new Error('Pastikan internet anda stabil'))))} addToCart={adder} />);
    await waitFor(() => expect(failed).toBe(true));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
