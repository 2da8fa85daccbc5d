/**
 * The Home sections (portal §2 Home, §9 "Home sections: 10 items each", category ids; issue 21 point 4): each
 * section asks the gateway for 10 courses (its category's for the five category sections), and its 'Lihat Semua'
 * goes to that category's page on the learning site.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/client';
import { lmsCategoryUrl } from '../../config/links';
import { HOME_SECTIONS } from './sections';

afterEach(() => configureApi({ fetch: undefined }));

const page = { status: true, code: 200, message: 'OK', result: { count: 0, page: 1, pages: 0, limit: 10, data: [] } };

describe('Home sections', () => {
  it('each loads 10 items: Top 10 from the popular list, the others latest first, the category ones by category id', async () => {
    const urls: URL[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
    });
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    for (const s of HOME_SECTIONS) await s.load();
    expect(HOME_SECTIONS.map((s) => s.title)).toEqual(['Top 10 Kursus Terpopuler', 'Kursus Terbaru', 'Bread-Roti', 'Pastry-Kue', 'Dessert', 'Masakan Modern', 'Masakan Tradisional']);
    expect(urls.map((u) => u.searchParams.get('limit'))).toEqual(Array(7).fill('10'));
    expect(urls[0]!.pathname).toBe('/api/lms/courses/popular');
    // Category ids (portal §9): 2 Bread, 1 Pastry, 3 Dessert, 7 Masakan Modern, 6 Masakan Tradisional.
    expect(urls.slice(2).map((u) => u.searchParams.get('category_id'))).toEqual(['[2]', '[1]', '[3]', '[7]', '[6]']);
    expect(urls.slice(2).map((u) => u.searchParams.get('flag_category'))).toEqual(Array(5).fill('true'));
    expect(urls[1]!.searchParams.get('category_id')).toBeNull();
  });

  it("answers each course cut down to its card's fields: the page carries them for hydration (decision 107)", async () => {
    const course = {
      id: 10, category: 2, category_slug: 'bread', category_name: 'Bread-Roti', sub_category_id: null, slug: 'roti-sobek-lembut',
      title: 'Roti Sobek Lembut', thumbnail: '/media/t.svg', thumbnail_slider: '/media/s.svg', thumbnail_slider_banner: '/media/b.svg',
      thumbnail_home: '/media/h.svg', course_duration: '2 jam', is_prakerja: false, is_free_course: false, rating: 4.7, total_review: 904,
      total_lesson: 7, popular: 5200, status: 'active', schema: 'normal', created_at: '2025-10-24T15:42:52.900Z',
      updated_at: '2026-05-12T15:42:52.900Z', short_description: 'Roti sobek empuk.', price: 112_500, discount_flag: true,
      discounted_price: 37_500, price_before_discount: 150_000, is_purchased: false,
    };
    const body = { ...page, result: { ...page.result, count: 1, pages: 1, data: [course] } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
    configureApi({ prefixUrl: 'http://gw.test/api/', fetch: fetch as unknown as typeof globalThis.fetch });
    for (const s of HOME_SECTIONS) {
      expect(await s.load()).toEqual([
        {
          id: 10, category_slug: 'bread', category_name: 'Bread-Roti', slug: 'roti-sobek-lembut', title: 'Roti Sobek Lembut',
          thumbnail: '/media/t.svg', thumbnail_home: '/media/h.svg', is_free_course: false, rating: 4.7, total_review: 904,
          price: 112_500, discount_flag: true, price_before_discount: 150_000, is_purchased: false,
        },
      ]);
    }
  });

  it("'Lihat Semua' goes to each category's page on the learning site (all categories for the two lists)", () => {
    expect(HOME_SECTIONS.map((s) => lmsCategoryUrl(s.categorySlug))).toEqual([
      '/lms-site/category',
      '/lms-site/category',
      '/lms-site/category/bread',
      '/lms-site/category/pastry',
      '/lms-site/category/dessert',
      '/lms-site/category/masakan-modern',
      '/lms-site/category/masakan-tradisional',
    ]);
  });
});
