/**
 * The learning-site and store-site stand-ins' course and product pages (issue 18 point 2): drawn from the gateway's
 * data, 'Tambah ke Keranjang' / 'Beli Sekarang' really add to the signed-in member's cart, no configuration name on
 * the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { signIn, startTestGateway, type TestGateway } from '../test-support';
import { descriptionParts, DETAIL_TEXT } from './catalogue-pages';

let gw: TestGateway;
let token = '';
let b2bToken = '';
let anggotaId = 0;
beforeAll(async () => {
  gw = await startTestGateway();
  token = (await signIn(gw, 'anggota@demo.test')).token;
  b2bToken = (await signIn(gw, 'b2b@demo.test')).token;
  anggotaId = (await gw.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, 'anggota@demo.test')))[0]!.id;
}, 180_000);
afterAll(async () => {
  await gw?.close();
});

const ORIGIN = 'http://localhost:5173';
const get = async (path: string, session?: string) => {
  const res = await gw.app.request(path, session ? { headers: { Cookie: `token=${session}` } } : {});
  return { status: res.status, page: await res.text() };
};
const post = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  gw.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
const courseBySlug = async (slug: string) => (await gw.db.select().from(s.courses).where(eq(s.courses.slug, slug)))[0]!;
const cartLines = (userId: number, type: 'lms' | 'ecom', itemId: number) =>
  gw.db.select().from(s.cartItems).where(and(eq(s.cartItems.user_id, userId), eq(s.cartItems.type, type), eq(s.cartItems.item_id, itemId)));

describe('course page of the learning-site stand-in', () => {
  it('shows the course from the gateway: picture, category, price with its discount, rating, outcomes, lessons', async () => {
    const { status, page } = await get('/lms-site/course/pastry/croissant-renyah-ala-prancis');
    expect(status).toBe(200);
    expect(page).toContain('<h1>Croissant Renyah ala Prancis</h1>');
    expect(page).toMatch(/<img src="\/media\/course\/croissant-renyah-ala-prancis.svg" alt="Ilustrasi kursus Croissant Renyah ala Prancis" width="640" height="400">/);
    expect(page).toContain('Rp 249.000');
    expect(page).toContain('Rp 349.000');
    expect(page).toContain('-29%');
    expect(page).toContain('4,8');
    expect(page).toContain('312 ulasan');
    expect(page).toContain('14 materi');
    expect(page).toContain(DETAIL_TEXT.outcomes);
    expect(page).toContain('<li>Sertifikat setelah menyelesaikan kelas</li>');
    // A guest is asked to sign in, returning here.
    expect(page).toContain(`href="/sso?redirect=${encodeURIComponent('/lms-site/course/pastry/croissant-renyah-ala-prancis')}">${DETAIL_TEXT.signInToBuy}`);
    expect(page).toContain('STAND-IN LOKAL');
    expect(page).not.toMatch(/VITE_|_URL/);
  });

  it("shows the course's detail fields (portal §3): the introduction video, its outcomes, requirements and language; meta as the page's description", async () => {
    const course = await courseBySlug('croissant-renyah-ala-prancis');
    expect(course.outcomes.length).toBeGreaterThan(0);
    expect(course.requirements.length).toBeGreaterThan(0);
    const { page } = await get('/lms-site/course/pastry/croissant-renyah-ala-prancis');
    expect(page).toContain(`<a class="video-link" href="${course.video_url}">${DETAIL_TEXT.video}</a>`);
    for (const outcome of course.outcomes) expect(page).toContain(`<li>${outcome}</li>`);
    expect(page).toContain(`<h2 id="syarat">${DETAIL_TEXT.requirements}</h2>`);
    for (const requirement of course.requirements) expect(page).toContain(`<li>${requirement}</li>`);
    expect(page).toContain(`<dt>${DETAIL_TEXT.language}</dt><dd>Bahasa Indonesia</dd>`);
    expect(page).toContain(`<meta name="description" content="${course.meta.meta_description}">`);
    expect(page).toContain(`<title>${course.meta.meta_title}`);
    // The product that goes with a course (product_id) links to its store page, which answers.
    const roti = await courseBySlug('roti-sobek-lembut');
    const [kit] = await gw.db.select().from(s.products).where(eq(s.products.id, roti.product_id!));
    const withKit = (await get('/lms-site/course/bread/roti-sobek-lembut')).page;
    expect(withKit).toContain(`<h2 id="bahan">${DETAIL_TEXT.kit}</h2>`);
    const href = new RegExp(`<a href="(/store-site/location/[a-z0-9-]+/${kit!.category_slug}/${kit!.slug})">${kit!.short_name}</a>`).exec(withKit)?.[1];
    expect(href).toBeDefined();
    expect((await get(href!)).status).toBe(200);
    // A video address that is neither same-site nor https is not linked.
    await gw.db.update(s.courses).set({ video_url: 'javascript:alert(1)' }).where(eq(s.courses.id, course.id));
    expect((await get('/lms-site/course/pastry/croissant-renyah-ala-prancis')).page).not.toContain('class="video-link"');
    await gw.db.update(s.courses).set({ video_url: course.video_url }).where(eq(s.courses.id, course.id));
  });

  it("'Tambah ke Keranjang' adds the course to the member's cart and says so; a second add gets the gateway's refusal", async () => {
    const course = await courseBySlug('puff-pastry-dari-nol');
    const here = '/lms-site/course/pastry/puff-pastry-dari-nol';
    const member = await get(here, token);
    expect(member.page).toContain(`>${DETAIL_TEXT.addToCart}</button>`);
    expect(member.page).toContain(`>${DETAIL_TEXT.buyNow}</button>`);
    const fields = { course_id: String(course.id), intent: 'add', back: here };
    expect((await post('/lms-site/cart', fields, { Cookie: `token=${token}`, Origin: 'https://jahat.example' })).status).toBe(403);
    expect(await cartLines(anggotaId, 'lms', course.id)).toHaveLength(0);
    const added = await post('/lms-site/cart', fields, { Cookie: `token=${token}`, Origin: ORIGIN });
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe(`${here}?keranjang=ok`);
    expect(await cartLines(anggotaId, 'lms', course.id)).toHaveLength(1);
    expect((await get(`${here}?keranjang=ok`, token)).page).toContain(DETAIL_TEXT.courseAdded);
    const again = await post('/lms-site/cart', fields, { Cookie: `token=${token}`, Origin: ORIGIN });
    expect(decodeURIComponent(again.headers.get('Location') ?? '')).toContain('Kursus sudah ditambahkan ke keranjang atau pernah kamu beli');
    // A guest's post goes to the sign-in site and adds nothing.
    const guest = await post('/lms-site/cart', fields, { Origin: ORIGIN });
    expect(guest.headers.get('Location')).toBe(`/sso?redirect=${encodeURIComponent(here)}`);
  });

  it("'Beli Sekarang' adds and opens the SPA's buy-now of that course (again: no second add); an owned course shows 'Dimiliki' instead of a price", async () => {
    const course = await courseBySlug('pie-susu-bali-lumer');
    const buy = () => post('/lms-site/cart', { course_id: String(course.id), intent: 'buy', back: '/lms-site/course/pastry/pie-susu-bali-lumer' }, { Cookie: `token=${token}`, Origin: ORIGIN });
    const bought = await buy();
    expect(bought.headers.get('Location')).toBe(`/shopping-cart/beli-langsung?tipe=lms&id=${course.id}`);
    expect(await cartLines(anggotaId, 'lms', course.id)).toHaveLength(1);
    expect((await buy()).headers.get('Location')).toBe(`/shopping-cart/beli-langsung?tipe=lms&id=${course.id}`);
    expect(await cartLines(anggotaId, 'lms', course.id)).toHaveLength(1);
    const [owned] = await gw.db
      .select({ slug: s.courses.slug, category: s.courseCategories.slug })
      .from(s.enrollments)
      .innerJoin(s.courses, eq(s.courses.id, s.enrollments.course_id))
      .innerJoin(s.courseCategories, eq(s.courseCategories.id, s.courses.category_id))
      .where(eq(s.enrollments.user_id, anggotaId))
      .limit(1);
    const { page } = await get(`/lms-site/course/${owned!.category}/${owned!.slug}`, token);
    expect(page).toContain(`>${DETAIL_TEXT.owned}<`);
    expect(page).toContain(`href="/lms-site/lesson/${owned!.slug}">${DETAIL_TEXT.openLessons}`);
    expect(page).not.toContain(DETAIL_TEXT.addToCart);
  });

  it('answers 404 with a way back for an unknown course', async () => {
    const { status, page } = await get('/lms-site/course/pastry/tidak-ada');
    expect(status).toBe(404);
    expect(page).toContain('href="/katalog"');
  });
});

describe('product page of the store-site stand-in', () => {
  const path = '/store-site/location/gudang-bandung/tepung/tepung-terigu-protein-tinggi-cakra-kembar-1-kg';
  it("prices the product with the viewer's own price list at the warehouse of the link, with weight and stock", async () => {
    const [product] = await gw.db.select().from(s.products).where(eq(s.products.slug, 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg'));
    const [bandung] = await gw.db.select().from(s.warehouses).where(eq(s.warehouses.slug, 'gudang-bandung'));
    const priceOf = async (type: string, tier: number) =>
      (
        await gw.db
          .select()
          .from(s.productPrices)
          .where(and(eq(s.productPrices.product_id, product!.id), eq(s.productPrices.warehouse_id, bandung!.id), eq(s.productPrices.type, type), eq(s.productPrices.tier, tier)))
      )[0]!.price;
    const rp = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;
    const guest = await get(path);
    expect(guest.status).toBe(200);
    expect(guest.page).toContain(rp(await priceOf('b2c', 3)));
    expect(guest.page).toContain('1 kg');
    expect(guest.page).toContain('Gudang Bandung');
    expect((await get(path, b2bToken)).page).toContain(rp(await priceOf('b2b', 1)));
  });

  it("'Tambah ke Keranjang' adds one unit at that warehouse", async () => {
    const [product] = await gw.db.select().from(s.products).where(eq(s.products.slug, 'tepung-terigu-protein-tinggi-cakra-kembar-1-kg'));
    const [bandung] = await gw.db.select().from(s.warehouses).where(eq(s.warehouses.slug, 'gudang-bandung'));
    const before = (await cartLines(anggotaId, 'ecom', product!.id)).find((l) => l.warehouse_id === bandung!.id)?.quantity ?? 0;
    const res = await post('/store-site/cart', { product_id: String(product!.id), warehouse_id: String(bandung!.id), intent: 'add', back: path }, { Cookie: `token=${token}`, Origin: ORIGIN });
    expect(res.headers.get('Location')).toBe(`${path}?keranjang=ok`);
    const after = (await cartLines(anggotaId, 'ecom', product!.id)).find((l) => l.warehouse_id === bandung!.id)?.quantity ?? 0;
    expect(after).toBe(before + 1);
  });
});

describe('course lists for a signed-in member', () => {
  it('mark the courses the member owns (is_purchased), and stay unmarked for a guest', async () => {
    const owned = new Set((await gw.db.select({ id: s.enrollments.course_id }).from(s.enrollments).where(eq(s.enrollments.user_id, anggotaId))).map((r) => r.id));
    const list = async (session?: string) => {
      const res = await gw.app.request('/api/lms/courses?limit=100&page=1', { headers: session ? { Authorization: `Bearer ${session}` } : {} });
      return ((await res.json()) as { result: { data: Array<{ id: number; is_purchased?: boolean }> } }).result.data;
    };
    const member = await list(token);
    expect(member.some((c) => c.is_purchased)).toBe(true);
    for (const c of member) expect(c.is_purchased, `course ${c.id}`).toBe(owned.has(c.id));
    expect((await list()).every((c) => c.is_purchased === undefined)).toBe(true);
  });
});

describe('descriptionParts', () => {
  it('reads paragraphs and list items as plain text (markup never reaches the page)', () => {
    expect(descriptionParts('<p>Satu <b>dua</b></p><ul><li>A</li><li><script>x</script>B</li></ul>')).toEqual({ paragraphs: ['Satu dua'], items: ['A', 'xB'] });
  });
});
