/**
 * Issue 11 gateway contract, public portal side: sitemap pages of every channel, About Us, the organisation
 * structure, the help centre (menu 61 of ecom), the FAQ, 'Artikel Terbaru', the home sections, My Events and
 * tickets, and the restaurant voucher claim with its finite stock. Every success answer is parsed with the
 * contract's schema from src/api (parseResult), so drift fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, eq, isNotNull } from 'drizzle-orm';
import { CourseList, Sitemap } from '../../api/catalogue';
import { AboutUs, Faq, FaqList, OrgStructure, SITEMAP_KEY } from '../../api/content';
import { EventTicket, MyEventList } from '../../api/event';
import { HelpCenter, HELP_CHANNELS, PAYMENT_HELP_MENU_ID } from '../../api/help';
import { MediaPostList } from '../../api/media';
import { User } from '../../api/user';
import { VOUCHER_EXHAUSTED, VOUCHER_FIELD_REQUIRED, VoucherClaimResult } from '../../api/voucher-claim';
import * as s from '../db/schema';
import { expectNoServerErrors, parseResult, request, signInMember, startTestGateway, type TestGateway } from '../test-support';
import { VOUCHER_ALREADY_CLAIMED } from '../services/voucher-claim';

let gw: TestGateway;
let token: string; // anggota@demo.test
let me: v.InferOutput<typeof User>;
let b2bToken: string;
let b2b: v.InferOutput<typeof User>;

const api = (method: string, path: string, opts: Parameters<typeof request>[3] = {}) => request(gw, method, `/api/${path}`, opts);

beforeAll(async () => {
  // One in-process client claims many times across the cases: the claim limits have their own tests (tests/security).
  gw = await startTestGateway({}, { rateLimits: { voucherClaim: { capacity: 1000, refillPerSecond: 1 }, voucherClaimCode: { capacity: 1000, refillPerSecond: 1 } } });
  ({ token, user: me } = await signInMember(gw, 'anggota@demo.test'));
  ({ token: b2bToken, user: b2b } = await signInMember(gw, 'b2b@demo.test'));
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

/** Markup the seed must never contain (the SPA sanitises anyway). */
const UNSAFE = /<script|<iframe|<object|<embed|<style|\son\w+\s*=|javascript:|style\s*=/i;

describe('sitemap content (portal §7 "Content")', () => {
  const channels = ['portal', 'lms', 'ecom', 'media', 'community'] as const;
  const keys = [SITEMAP_KEY.aboutUs, SITEMAP_KEY.disclaimer, SITEMAP_KEY.privacyPolicy, SITEMAP_KEY.termsAndCondition, SITEMAP_KEY.footerDescription];

  it.each(channels)('answers every page key for channel %s as safe Indonesian HTML', async (channel) => {
    for (const key of keys) {
      const page = parseResult((await api('get', 'lms/helper/settings/site_map', { query: { channel, key } })).body, Sitemap);
      expect(page).toMatchObject({ channel, key });
      expect(page.value).toMatch(/^<(h2|p)>/);
      expect(page.value).not.toMatch(UNSAFE);
      expect(page.value).toMatch(/Dapur Kursus/);
    }
  });

  it('gives each channel its own Terms and Privacy text (the tabs differ)', async () => {
    const terms = await Promise.all(
      (['lms', 'ecom', 'media', 'community'] as const).map(async (channel) =>
        parseResult((await api('get', 'lms/helper/settings/site_map', { query: { channel, key: 'terms_and_condition' } })).body, Sitemap).value,
      ),
    );
    expect(new Set(terms).size).toBe(4);
    expect(terms[0]).toMatch(/tidak dapat dikembalikan/);
    expect(terms[1]).toMatch(/20 km/);
  });

  it('still answers warehouse_default and 404 for an unknown key, 400 for an unknown channel', async () => {
    const wh = parseResult((await api('get', 'lms/helper/settings/site_map', { query: { channel: 'portal', key: 'warehouse_default' } })).body, Sitemap);
    expect(wh.value).toBe('WH-BDG');
    const missing = await api('get', 'lms/helper/settings/site_map', { query: { channel: 'ecom', key: 'tidak_ada' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Data tidak ditemukan');
    expect((await api('get', 'lms/helper/settings/site_map', { query: { channel: 'shop', key: 'about_us' } })).status).toBe(400);
  });
});

describe('About Us and the organisation structure (portal §2 "Informational pages", §3 "Org member")', () => {
  it.each(['portal', 'lms', 'ecom', 'media', 'community'])('answers vision, mission, HTML content, gallery, contact and map for %s', async (channel) => {
    const about = parseResult((await api('get', 'lms/helper/settings/about_us', { query: { channel } })).body, AboutUs);
    expect(about.channel).toBe(channel);
    expect(about.vision.length).toBeGreaterThan(10);
    expect(about.mission.length).toBeGreaterThanOrEqual(3);
    expect(about.content).toMatch(/^<h2>Tentang /);
    expect(about.content).not.toMatch(UNSAFE);
    expect(about.gallery.length).toBeGreaterThanOrEqual(3);
    for (const g of about.gallery) expect(g.image).toMatch(/^\/media\/gallery\/[a-z0-9-]+\.svg$/);
    expect(about.contact.whatsapp).toMatch(/^62\d{8,13}$/);
    expect(about.contact.hours).toBe('Senin - Jumat, 09.00 - 18.00 WIB');
    expect(about.map.latitude).toBeCloseTo(-6.94, 1);
    expect(about.map.longitude).toBeCloseTo(107.65, 1);
  });

  it('defaults to the portal channel and refuses an unknown one', async () => {
    const about = parseResult((await api('get', 'lms/helper/settings/about_us')).body, AboutUs);
    expect(about.channel).toBe('portal');
    const bad = await api('get', 'lms/helper/settings/about_us', { query: { channel: 'toko' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
  });

  it('lists only active members with status=active (the default), everyone with status=all', async () => {
    const active = parseResult((await api('get', 'lms/helper/settings/organization_structure', { query: { status: 'active' } })).body, OrgStructure);
    expect(active.length).toBe(7);
    expect(active.every((m) => m.is_active)).toBe(true);
    expect(active[0]).toMatchObject({ fullname: 'Ratna Kusumadewi', position: 'Chief Executive Officer' });
    expect(active[0]!.profile_picture).toMatch(/^\/media\/person\/ratna-kusumadewi\.svg$/);
    const byDefault = parseResult((await api('get', 'lms/helper/settings/organization_structure')).body, OrgStructure);
    expect(byDefault).toEqual(active);
    const all = parseResult((await api('get', 'lms/helper/settings/organization_structure', { query: { status: 'all' } })).body, OrgStructure);
    expect(all.length).toBe(8);
    expect(all.filter((m) => !m.is_active).map((m) => m.fullname)).toEqual(['Agus Salim']);
    expect((await api('get', 'lms/helper/settings/organization_structure', { query: { status: 'semua' } })).status).toBe(400);
  });

  it("answers 404 'Data tidak ditemukan' for a channel with no About Us data", async () => {
    await gw.db.delete(s.companyProfiles).where(eq(s.companyProfiles.channel, 'community'));
    const [kept] = await gw.db.select().from(s.sitemap).where(and(eq(s.sitemap.channel, 'community'), eq(s.sitemap.key, 'about_us')));
    await gw.db.delete(s.sitemap).where(and(eq(s.sitemap.channel, 'community'), eq(s.sitemap.key, 'about_us')));
    try {
      const none = await api('get', 'lms/helper/settings/about_us', { query: { channel: 'community' } });
      expect(none.status).toBe(404);
      expect(none.body).toMatchObject({ status: false, code: 404, message: 'Data tidak ditemukan' });
    } finally {
      await gw.db.insert(s.sitemap).values(kept!);
    }
  });
});

describe('help centre and FAQ (commerce §3 "Help centre entry", §7)', () => {
  it.each(HELP_CHANNELS)('lists the help entries of %s with titled HTML sections', async (channel) => {
    const entries = parseResult((await api('get', 'lms/helper/settings/help-center', { query: { channel } })).body, HelpCenter);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const e of entries) {
      expect(e.title.length).toBeGreaterThan(3);
      expect(e.detail.length).toBeGreaterThanOrEqual(1);
      for (const d of e.detail) {
        expect(d.title.length).toBeGreaterThan(3);
        expect(d.detail).toMatch(/^<(p|ol|ul)>/);
        expect(d.detail).not.toMatch(UNSAFE);
      }
    }
  });

  it('has menu 61 for channel ecom: the payment help the payment status page links to', async () => {
    const entries = parseResult((await api('get', 'lms/helper/settings/help-center', { query: { channel: 'ecom' } })).body, HelpCenter);
    const payment = entries.find((e) => e.id === PAYMENT_HELP_MENU_ID);
    expect(payment?.title).toBe('Status Pembayaran dan Cara Bayar');
    expect(payment?.detail.map((d) => d.title)).toContain('Membayar dengan Virtual Account');
  });

  it('refuses a missing or unknown channel with 400', async () => {
    expect((await api('get', 'lms/helper/settings/help-center')).status).toBe(400);
    const bad = await api('get', 'lms/helper/settings/help-center', { query: { channel: 'portal' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('channel harus lms, ecom, media atau community');
  });

  it('answers the 8 subscription questions in order, a detail by id, and a search', async () => {
    const sub = parseResult((await api('get', 'lms/helper/settings/faq', { query: { category: 'subscription' } })).body, FaqList);
    expect(sub.length).toBe(8);
    expect(sub.every((f) => f.category === 'subscription' && f.answer.startsWith('<'))).toBe(true);
    expect(sub.some((f) => /30 hari/.test(f.answer))).toBe(true);
    expect(sub.some((f) => /1x24 jam/.test(f.answer))).toBe(true);
    const one = parseResult((await api('get', 'lms/helper/settings/faq_detail', { query: { id: sub[2]!.id } })).body, Faq);
    expect(one).toEqual(sub[2]);
    const found = parseResult((await api('get', 'lms/helper/settings/faq', { query: { q: 'sertifikat' } })).body, FaqList);
    expect(found.map((f) => f.question)).toEqual(['Bagaimana mendapatkan sertifikat?']);
    const all = parseResult((await api('get', 'lms/helper/settings/faq')).body, FaqList);
    expect(all.length).toBeGreaterThan(8);
  });

  it('answers 404 for an unknown FAQ id and 400 for malformed ones', async () => {
    expect((await api('get', 'lms/helper/settings/faq_detail', { query: { id: 9999 } })).status).toBe(404);
    expect((await api('get', 'lms/helper/settings/faq_detail', { query: { id: 'satu' } })).status).toBe(400);
    expect((await api('get', 'lms/helper/settings/faq_detail')).status).toBe(400);
    expect((await api('get', 'lms/helper/settings/faq_detail', { query: { id: '99999999999999' } })).status).toBe(400);
    expect((await api('get', 'lms/helper/settings/faq', { query: { category: 'lainnya' } })).status).toBe(400);
    expect((await api('get', 'lms/helper/settings/faq', { query: { q: 'x'.repeat(101) } })).body.message).toBe('Maksimal 100 karakter');
  });
});

describe("'Artikel Terbaru' media posts (portal §2 Home, §3 'Media post')", () => {
  it('answers the 10 newest published posts with author and publish date, newest first', async () => {
    const page = parseResult(
      (await api('get', 'lms/media/blog-content/category', { query: { limit: 10, page: 1, order: 'date_publish', sort: 'desc' } })).body,
      MediaPostList,
    );
    expect(page).toMatchObject({ count: 12, page: 1, pages: 2, limit: 10 });
    expect(page.data.length).toBe(10);
    const times = page.data.map((p) => Date.parse(p.date_publish));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t <= gw.clock.now.getTime())).toBe(true);
    for (const p of page.data) {
      expect(p.author.length).toBeGreaterThan(3);
      expect(p.category_name.length).toBeGreaterThan(2);
      expect(p.thumbnail).toMatch(/^\/media\/blog\/[a-z0-9-]+\.svg$/);
      expect(p.blog_description).not.toMatch(UNSAFE);
    }
    expect(page.data[0]!.blog_title).toBe('Rahasia Croissant Berlapis Sempurna');
  });

  it('never lists a draft or a post scheduled for later', async () => {
    const all = parseResult((await api('get', 'lms/media/blog-content/category', { query: { limit: 100 } })).body, MediaPostList);
    const slugs = all.data.map((p) => p.slug_content);
    expect(slugs).not.toContain('draf-panduan-oven-listrik');
    expect(slugs).not.toContain('resep-klepon-gula-aren');
    gw.clock.advance(49 * 3_600_000);
    try {
      const later = parseResult((await api('get', 'lms/media/blog-content/category', { query: { limit: 100 } })).body, MediaPostList);
      expect(later.data.map((p) => p.slug_content)).toContain('resep-klepon-gula-aren');
    } finally {
      gw.clock.advance(-49 * 3_600_000);
    }
  });

  it('pages, filters by category and orders by title', async () => {
    const second = parseResult((await api('get', 'lms/media/blog-content/category', { query: { limit: 10, page: 2 } })).body, MediaPostList);
    expect(second.data.length).toBe(2);
    const recipes = parseResult((await api('get', 'lms/media/blog-content/category', { query: { category_id: 1 } })).body, MediaPostList);
    expect(recipes.data.every((p) => p.category_slug === 'resep')).toBe(true);
    const byTitle = parseResult((await api('get', 'lms/media/blog-content/category', { query: { order: 'title', sort: 'asc', limit: 100 } })).body, MediaPostList);
    const titles = byTitle.data.map((p) => p.blog_title);
    expect([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(titles);
  });

  it.each([
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a word for page', { page: 'dua' }],
    ['an unknown order', { order: 'random' }],
    ['an unknown sort', { sort: 'up' }],
  ])('answers 400 for %s', async (_name, query) => {
    const { status, body } = await api('get', 'lms/media/blog-content/category', { query });
    expect(status).toBe(400);
    expect(body.status).toBe(false);
  });
});

describe('home sections (portal §2 Home, §9 "Home sections: 10 items each", category ids)', () => {
  it('fills Top 10 Kursus Terpopuler and Kursus Terbaru with 10 active courses each', async () => {
    const popular = parseResult((await api('get', 'lms/courses/popular', { query: { limit: 10 } })).body, CourseList);
    expect(popular.data.length).toBe(10);
    const scores = popular.data.map((c) => c.popular);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // The subscription page's 'newest courses' call, with the spec's exact params (commerce §7).
    const latest = parseResult(
      (await api('get', 'lms/courses', { query: { limit: 10, page: 1, sort: 'desc', order: 'latest', status: 'active' } })).body,
      CourseList,
    );
    expect(latest.data.length).toBe(10);
    expect(latest.data.every((c) => c.status === 'active')).toBe(true);
    const created = latest.data.map((c) => Date.parse(c.created_at));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it.each([
    ['Bread-Roti', 2],
    ['Pastry-Kue', 1],
    ['Dessert', 3],
    ['Masakan Modern', 7],
    ['Masakan Tradisional', 6],
  ])('fills %s (category %i) with 10 active courses of that category', async (_name, category) => {
    const list = parseResult(
      (await api('get', 'lms/courses', { query: { limit: 10, page: 1, sort: 'desc', order: 'latest', status: 'active', category_id: `[${category}]` } })).body,
      CourseList,
    );
    expect(list.data.length).toBe(10);
    expect(list.data.every((c) => c.category === category && c.status === 'active')).toBe(true);
  });
});

describe('My Events (commerce §2 "Events", §9 events 5 per page)', () => {
  const events = (t: string, query: Record<string, string | number>) => api('get', 'lms/events/my_event', { token: t, query });

  it('pages the demo member\'s 7 tickets 5 per page: upcoming soonest first, finished last', async () => {
    const first = parseResult((await events(token, { user_id: me.id, limit: 5, page: 1 })).body, MyEventList);
    expect(first).toMatchObject({ count: 7, page: 1, pages: 2, limit: 5 });
    expect(first.data.length).toBe(5);
    expect(first.data.every((e) => e.event_status === 'upcoming')).toBe(true);
    const starts = first.data.map((e) => Date.parse(e.start_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(first.data[0]!.title).toBe('Webinar: Memulai Bisnis Kue Rumahan');
    const second = parseResult((await events(token, { user_id: me.id, limit: 5, page: 2 })).body, MyEventList);
    expect(second.data.map((e) => [e.title, e.event_status])).toEqual([
      ['Lomba Kue Kemerdekaan', 'finished'],
      ['Workshop Foto Produk Kuliner', 'finished'],
    ]);
  });

  it('searches title and location; no match is an empty page', async () => {
    const sby = parseResult((await events(token, { user_id: me.id, q: 'surabaya' })).body, MyEventList);
    expect(sby.data.map((e) => e.slug)).toEqual(['kopdar-komunitas-pastry-surabaya']);
    const zoom = parseResult((await events(token, { user_id: me.id, q: 'Zoom' })).body, MyEventList);
    expect(zoom.count).toBe(2);
    const none = parseResult((await events(token, { user_id: me.id, q: '%_tidak ada_%' })).body, MyEventList);
    expect(none).toMatchObject({ count: 0, pages: 0, data: [] });
  });

  it('is scoped by the member: another member sees only their own tickets', async () => {
    const theirs = parseResult((await events(b2bToken, { user_id: b2b.id })).body, MyEventList);
    expect(theirs.data.map((e) => e.slug)).toEqual(['webinar-bisnis-kue-rumahan']);
    const mismatch = await events(token, { user_id: b2b.id });
    expect(mismatch.status).toBe(403);
    expect((await api('get', 'lms/events/my_event', { query: { user_id: me.id } })).status).toBe(401);
  });

  it.each([
    ['no user_id', {}],
    ['a word for page', { page: 'x' }],
    ['page 0', { page: 0 }],
    ['limit 1000', { limit: 1000 }],
    ['an over-long search', { q: 'q'.repeat(101) }],
  ])('answers 400 for %s', async (_name, query) => {
    const q: Record<string, string | number> = { user_id: me.id, ...query };
    if (_name === 'no user_id') delete q.user_id;
    const { status, body } = await events(token, q);
    expect(status).toBe(400);
    expect(body.status).toBe(false);
  });

  it("opens the member's own ticket with its QR value, and 404 for anyone else's", async () => {
    const list = parseResult((await events(token, { user_id: me.id })).body, MyEventList);
    const row = list.data[0]!;
    const ticket = parseResult((await api('get', `lms/events/ticket/${row.ticket_id}`, { token, query: { user_id: me.id } })).body, EventTicket);
    expect(ticket).toMatchObject({ ticket_code: row.ticket_code, qr_value: row.ticket_code, holder_email: 'anggota@demo.test', event_id: row.event_id });
    expect(ticket.ticket_code).toMatch(/^EVT-[0-9A-F]{10}$/);
    expect(ticket.description).toMatch(/^<p>/);
    const theirs = parseResult((await events(b2bToken, { user_id: b2b.id })).body, MyEventList).data[0]!;
    const foreign = await api('get', `lms/events/ticket/${theirs.ticket_id}`, { token, query: { user_id: me.id } });
    expect(foreign.status).toBe(404);
    expect((await api('get', 'lms/events/ticket/abc', { token, query: { user_id: me.id } })).status).toBe(404);
    expect((await api('get', `lms/events/ticket/${row.ticket_id}`, { token, query: { user_id: b2b.id } })).status).toBe(403);
  });
});

describe('restaurant voucher claim (portal §2 "/promo", §5, §7 "Voucher", §8)', () => {
  const claim = (body: unknown) => api('post', 'lms/courses/erp/submit_voucher', { json: body });

  it('hands out the codes of RESTO2026 until its stock of 2 is gone, then answers the exhaustion text', async () => {
    // Three visitors at once: exactly two get a code, each a different one.
    const answers = await Promise.all(
      ['081200000001', '081200000002', '081200000003'].map((no_hp, i) => claim({ nama_customer: `Tamu ${i + 1}`, no_hp, code: 'RESTO2026' })),
    );
    const wins = answers.filter((a) => a.status === 200).map((a) => parseResult(a.body, VoucherClaimResult)[0]!.Code);
    expect(wins.length).toBe(2);
    expect(new Set(wins).size).toBe(2);
    for (const code of wins) expect(code).toMatch(/^RESTO2026-[0-9A-F]{6}$/);
    const lost = answers.find((a) => a.status !== 200)!;
    expect(lost.status).toBe(403);
    expect(lost.body).toMatchObject({ status: false, code: 403, message: VOUCHER_EXHAUSTED });
    // A later visitor gets the same answer, and the stock really is 2 claimed rows.
    const later = await claim({ nama_customer: 'Tamu 4', no_hp: '081200000004', code: 'RESTO2026' });
    expect(later.status).toBe(403);
    expect(later.body.message).toBe('Mohon maaf voucher sudah habis');
    const [promo] = await gw.db.select().from(s.erpVoucherPromos).where(eq(s.erpVoucherPromos.code, 'RESTO2026'));
    const claimed = await gw.db.select().from(s.erpVoucherCodes).where(and(eq(s.erpVoucherCodes.promo_id, promo!.id), isNotNull(s.erpVoucherCodes.claimed_phone)));
    expect(claimed.map((c) => c.voucher_code).sort()).toEqual([...wins].sort());
  });

  it('answers result[0].Code with the promo, outlet and customer, and one claim per phone (any format)', async () => {
    const first = await claim({ nama_customer: 'Dewi', no_hp: '0812-3456-7890', code: 'kopipagi' });
    const [won] = parseResult(first.body, VoucherClaimResult);
    expect(won).toMatchObject({ promo_code: 'KOPIPAGI', nama_customer: 'Dewi', no_hp: '6281234567890' });
    expect(won!.Code).toMatch(/^KOPIPAGI-[0-9A-F]{6}$/);
    expect(won!.outlet).toMatch(/Kedai Kopi/);
    const again = await claim({ nama_customer: 'Dewi lagi', no_hp: '+62 812 3456 7890', code: 'KOPIPAGI' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VOUCHER_ALREADY_CLAIMED);
    const other = parseResult((await claim({ nama_customer: 'Eko', no_hp: '081298765432', code: 'KOPIPAGI' })).body, VoucherClaimResult);
    expect(other[0]!.Code).not.toBe(won!.Code);
  });

  it.each([
    ['an exhausted promo', 'RESTOHABIS', 403, VOUCHER_EXHAUSTED],
    ['an ended promo', 'RESTOLAMA', 424, 'Promo sudah kadarluarsa'],
    ['a promo not started', 'RESTONANTI', 423, 'Promo belum dimulai'],
    ['an inactive promo', 'RESTOOFF', 422, 'Promo tidak aktif'],
    ['an unknown promo', 'TIDAKADA', 404, 'Kode promo voucher tidak ditemukan'],
  ])('answers a non-200 for %s (the SPA shows the exhaustion text)', async (_name, code, status, message) => {
    const answer = await claim({ nama_customer: 'Tamu', no_hp: '081311112222', code });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ status: false, code: status, message });
  });

  it.each([
    ['an empty name', { nama_customer: '  ', no_hp: '0812345678', code: 'KOPIPAGI' }, VOUCHER_FIELD_REQUIRED],
    ['an empty phone', { nama_customer: 'A', no_hp: '', code: 'KOPIPAGI' }, VOUCHER_FIELD_REQUIRED],
    ['an empty code', { nama_customer: 'A', no_hp: '0812345678', code: '' }, VOUCHER_FIELD_REQUIRED],
    ['a missing phone', { nama_customer: 'A', code: 'KOPIPAGI' }, VOUCHER_FIELD_REQUIRED],
    ['letters in the phone', { nama_customer: 'A', no_hp: '08abc', code: 'KOPIPAGI' }, 'No telepon harus angka'],
    ['a too short phone', { nama_customer: 'A', no_hp: '0812', code: 'KOPIPAGI' }, 'No telepon minimal 10 angka'],
    ['a landline, not a mobile number', { nama_customer: 'A', no_hp: '0227567120', code: 'KOPIPAGI' }, 'No HP harus nomor seluler Indonesia, contoh 081234567890'],
    ['an over-long name', { nama_customer: 'n'.repeat(101), no_hp: '0812345678', code: 'KOPIPAGI' }, 'Maksimal 100 karakter'],
    ['a number for the name', { nama_customer: 5, no_hp: '0812345678', code: 'KOPIPAGI' }, VOUCHER_FIELD_REQUIRED],
  ])('answers 400 for %s and stores nothing', async (_name, body, message) => {
    const before = (await gw.db.select().from(s.erpVoucherCodes).where(isNotNull(s.erpVoucherCodes.claimed_phone))).length;
    const answer = await claim(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await gw.db.select().from(s.erpVoucherCodes).where(isNotNull(s.erpVoucherCodes.claimed_phone))).length).toBe(before);
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    expect((await api('post', 'lms/courses/erp/submit_voucher', { raw: '{"code":' })).status).toBe(400);
    expect((await api('post', 'lms/courses/erp/submit_voucher', { json: ['KOPIPAGI'] })).status).toBe(400);
    expect((await api('post', 'lms/courses/erp/submit_voucher', { json: null })).status).toBe(400);
    expect((await api('post', 'lms/courses/erp/submit_voucher', { json: { nama_customer: 'a\u0000', no_hp: '0812345678', code: 'KOPIPAGI' } })).status).toBe(400);
  });
});

describe('malformed input never answers 500 (issue 11 routes)', () => {
  it('answers 4xx with a message to junk on every issue-11 route', async () => {
    const routes: Array<[string, string]> = [
      ['get', 'lms/helper/settings/about_us'], ['get', 'lms/helper/settings/organization_structure'], ['get', 'lms/helper/settings/help-center'],
      ['get', 'lms/helper/settings/faq'], ['get', 'lms/helper/settings/faq_detail'], ['get', 'lms/media/blog-content/category'],
      ['get', 'lms/subscription/package_list'], ['get', 'lms/subscription/package_detail/99999999999'], ['get', 'lms/subscription/package_detail/%00'],
      ['get', 'lms/subscription/user_active_subscription'], ['post', 'lms/subscription/payment_snap/1'], ['post', 'lms/subscription/payment_snap/99999999999'],
      ['post', 'lms/subscription/landing_lead'], ['get', 'lms/events/my_event'], ['get', 'lms/events/ticket/99999999999'],
      ['post', 'lms/courses/erp/submit_voucher'], ['get', 'files/hris/ktp/%00'], ['post', 'lms/admin/filemanager/gcs/upload'],
    ];
    const bodies = [
      'null',
      '"x"',
      '{}',
      '[]',
      `{"user_info":{"id":${me.id},"name":1},"order":[{"type":"subscription","quantity":1e309,"title":"x","price":-1}]}`,
      `{"user_info":{"id":${me.id},"name":"a","email":"b","phone":"c"},"order":[{"type":"subscription","quantity":1,"title":"\\u0000","price":99999999999999999999}]}`,
      '{"nama_customer":"\\u0000","no_hp":"0812345678","code":"KOPIPAGI"}',
      '{"nama_customer":"a","no_hp":"9999999999999999999999","code":"%"}',
      '{"fullname":"a","whatsapp":"99999999999999999999999"}',
    ];
    const queries = [
      '',
      '?limit=-5&page=abc&status=%5B&user_id=1.5&channel=%00&id=1e3',
      `?user_id=${me.id}&channel=ecom&category=subscription&id=99999999999&q=%25%27&category_id=99999999999&order=title&sort=asc`,
      `?user_id=${me.id}&q=%00&page=99999999999&limit=100&status=all`,
    ];
    await expectNoServerErrors(gw, token, { routes, queries, bodies });
  });
});
