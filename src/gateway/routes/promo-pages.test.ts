/**
 * GET lms/promotion/user/my_promo and GET lms/promotion/detail (commerce §2 "Promo", §3, §7, §9) against an
 * in-memory PGlite with the demo seed; every success answer is parsed with the src/api schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paged } from '../../api/envelope';
import { Promo, PromoDetail } from '../../api/promo';
import * as s from '../db/schema';
import { parseResult, request, signIn, startTestGateway, type TestGateway } from '../test-support';
import { promoOffFor, toPromoCourse } from '../services/promo-pages';

let gw: TestGateway;
let token: string;
/** `tok` null = no session. */
const call = (path: string, query: Record<string, string | number> = {}, tok: string | null = token) =>
  request(gw, 'get', `/api/lms/promotion/${path}`, { token: tok ?? undefined, query });

beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signIn(gw, 'anggota@demo.test')).token;
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

describe('GET lms/promotion/user/my_promo', () => {
  it('needs a session', async () => {
    const res = await call('user/my_promo', {}, null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('token not found on auth service');
  });

  it('lists only usable promos, newest first, 10 per page', async () => {
    const first = parseResult((await call('user/my_promo')).body, paged(Promo));
    expect(first.limit).toBe(10);
    expect(first.page).toBe(1);
    expect(first.data).toHaveLength(10);
    expect(first.count).toBeGreaterThan(10);
    expect(first.pages).toBe(Math.ceil(first.count / 10));
    const second = parseResult((await call('user/my_promo', { page: 2 })).body, paged(Promo));
    expect(second.data).toHaveLength(first.count - 10);
    const all = [...first.data, ...second.data];
    const codes = all.map((p) => p.promo_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const hidden of ['HABIS', 'NONAKTIF', 'BELUMMULAI', 'KADALUARSA']) expect(codes).not.toContain(hidden);
    for (const shown of ['HEMAT50', 'KURSUSSAJA', 'KHUSUS', 'AKHIRPEKAN', 'MERDEKABELAJAR']) expect(codes).toContain(shown);
    const ids = all.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const now = gw.clock.now.getTime();
    for (const p of all) {
      expect(p.is_active).toBe(true);
      expect(new Date(p.start_date).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(p.end_date).getTime()).toBeGreaterThan(now);
      expect(p.promo_price).toBeGreaterThan(0);
    }
  });

  it('searches the code, case-insensitively and by part', async () => {
    const hit = parseResult((await call('user/my_promo', { q: ' hemat ' })).body, paged(Promo));
    expect(hit.data.map((p) => p.promo_code)).toEqual(['HEMAT50']);
    const none = parseResult((await call('user/my_promo', { q: 'KADALUARSA' })).body, paged(Promo));
    expect(none).toMatchObject({ count: 0, pages: 0, data: [] });
    // LIKE wildcards are literal.
    const pct = parseResult((await call('user/my_promo', { q: '%' })).body, paged(Promo));
    expect(pct.count).toBe(0);
  });

  it('a page past the end is empty, a bad page is a 400', async () => {
    const far = parseResult((await call('user/my_promo', { page: 99 })).body, paged(Promo));
    expect(far.data).toEqual([]);
    const bad = await call('user/my_promo', { page: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
  });

  it('an expired promo drops out when the clock passes its end date', async () => {
    const before = parseResult((await call('user/my_promo', { q: 'AKHIRPEKAN' })).body, paged(Promo));
    expect(before.count).toBe(1);
    gw.clock.advance(3 * 24 * 3600_000);
    try {
      // Sessions last a day: sign in again at the moved clock.
      const later = (await signIn(gw, 'anggota@demo.test')).token;
      const after = parseResult((await call('user/my_promo', { q: 'AKHIRPEKAN' }, later)).body, paged(Promo));
      expect(after.count).toBe(0);
    } finally {
      gw.clock.advance(-3 * 24 * 3600_000);
    }
  });
});

describe('GET lms/promotion/detail', () => {
  it('an unknown or switched-off code answers 404 Promo tidak ditemukan', async () => {
    for (const code of ['TIDAKADA', 'NONAKTIF']) {
      const res = await call('detail', { promo_code: code });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, code: 404, message: 'Promo tidak ditemukan' });
    }
  });

  it('needs a code', async () => {
    const res = await call('detail', { promo_code: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Kode promo harus diisi');
  });

  it('answers the promo with terms and 5 active courses per page, without a session too', async () => {
    const d = parseResult((await call('detail', { promo_code: 'hemat50' }, null)).body, PromoDetail);
    expect(d.promo.promo_code).toBe('HEMAT50');
    expect(d.promo.terms).toContain('Tanpa minimum transaksi');
    expect(d.limit).toBe(5);
    expect(d.course.data).toHaveLength(5);
    expect(d.count).toBe(d.course.count);
    expect(d.pages).toBe(Math.ceil(d.count / 5));
    const [active] = await gw.db.select().from(s.courses).where(eq(s.courses.status, 'active'));
    expect(active).toBeDefined();
    const activeCount = (await gw.db.select({ id: s.courses.id }).from(s.courses).where(eq(s.courses.status, 'active'))).length;
    expect(d.count).toBe(activeCount);
    // Walk every page: the inactive course never shows.
    const titles: string[] = [];
    for (let page = 1; page <= d.pages; page++) {
      const p = parseResult((await call('detail', { promo_code: 'HEMAT50', page })).body, PromoDetail);
      for (const c of p.course.data) {
        expect(c.status).toBe('active');
        titles.push(c.title);
      }
    }
    expect(titles).toHaveLength(activeCount);
    expect(titles).not.toContain('Kue Bulan Tradisional (Arsip)');
  });

  it('prices each course with the cashback: price, percent and struck-out price', async () => {
    const d = parseResult((await call('detail', { promo_code: 'HEMAT50', search: 'rendang' })).body, PromoDetail);
    expect(d.course.data).toHaveLength(1);
    const c = d.course.data[0]!;
    const [row] = await gw.db.select().from(s.courses).where(eq(s.courses.slug, 'rendang-padang-autentik'));
    expect(c.price).toBe(Math.max(0, row!.price - 50000));
    expect(c.price_before_discount).toBe(Math.max(row!.price_before_discount, row!.price));
    expect(c.price_discount).toBe(Math.round(((c.price_before_discount - c.price) / c.price_before_discount) * 100));
    expect(c.price_discount_flag).toBe(true);
  });

  it('a promo for some courses lists only those; search runs on the title', async () => {
    const d = parseResult((await call('detail', { promo_code: 'KHUSUS' })).body, PromoDetail);
    expect(d.course.data.map((c) => c.slug)).toEqual(['rendang-padang-autentik']);
    const roti = parseResult((await call('detail', { promo_code: 'ROTIENAK', search: 'ROTI' })).body, PromoDetail);
    expect(roti.count).toBeGreaterThan(0);
    for (const c of roti.course.data) expect(c.title.toLowerCase()).toContain('roti');
    const none = parseResult((await call('detail', { promo_code: 'KHUSUS', search: 'croissant' })).body, PromoDetail);
    expect(none).toMatchObject({ count: 0, pages: 0 });
    expect(none.course.data).toEqual([]);
  });
});

describe('promo pricing helpers', () => {
  it('caps the cashback at the price and takes a percentage when there is no fixed price', () => {
    expect(promoOffFor({ promo_price: 50000, promo_precentage: 0 }, 30000)).toBe(30000);
    expect(promoOffFor({ promo_price: 50000, promo_precentage: 0 }, 200000)).toBe(50000);
    expect(promoOffFor({ promo_price: 0, promo_precentage: 10 }, 123456)).toBe(12346);
  });

  it('shows the percent saved from the list price', () => {
    const row = { id: 1, status: 'active', slug: 'a', title: 'A', thumbnail: 't', rating: 4, total_review: 2, price: 150000, price_before_discount: 200000 } as never;
    const c = toPromoCourse({ promo_price: 50000, promo_precentage: 0 }, row, { slug: 'pastry', name: 'Pastry' });
    expect(c).toMatchObject({ price: 100000, price_before_discount: 200000, price_discount: 50, price_discount_flag: true });
    const free = toPromoCourse({ promo_price: 0, promo_precentage: 0 }, { ...(row as object), price: 0, price_before_discount: 0 } as never, { slug: 'p', name: 'P' });
    expect(free).toMatchObject({ price: 0, price_discount: 0, price_discount_flag: false });
  });
});
