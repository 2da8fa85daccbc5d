/**
 * The course and product pages of the learning-site and store-site stand-ins (issue 18 point 2; commerce spec §2
 * "External learning-site links": course/{category}/{slug}, "Store links": location/{warehouse}/{category}/{product}).
 * Every course and product card of the SPA opens one of these until the real sites are configured: a detail page
 * drawn from the gateway's own data — picture, title, category, price (with the struck-out list price and the
 * discount), rating and the latest reviews, description, what the course gives (its outcomes), lessons and
 * duration or the product's weight and stock; a course's detail fields (portal §3 "Course": its introduction video
 * `video_url`, `outcomes`, `requirements`, `language`, and `meta` as the page's description) — and the two buttons
 * that lead back into the SPA:
 *
 * - 'Tambah ke Keranjang' (POST …/cart, `intent=add`): adds the item to the signed-in member's cart through the
 *   gateway's own cart service (the same rules as POST lms/finance/cart/add: the member's price list, a course
 *   owned or already in the cart refused, stock capped) and comes back here with the answer;
 * - 'Beli Sekarang' (`intent=buy`): the same add (a course already in the cart is bought as it is), then the SPA's
 *   buy-now (/shopping-cart/beli-langsung?tipe=&id=): a checkout of that item alone whose payment makes the order
 *   with 'Direct order add' (decision 083);
 * - a guest gets 'Masuk untuk membeli' (the sign-in stand-in, returning here);
 * - a course the member already owns shows 'Dimiliki' and 'Buka Materi' instead of a price and buttons.
 *
 * The forms are same-origin posts (Origin / Sec-Fetch-Site checked, as the lesson pages' progress form). A small line
 * at the top says the page stands in for the real site (html.ts).
 */
import { Hono, type Context } from 'hono';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, courseCategories, courses, productPrices, reviews, users, warehouses } from '../db/schema';
import { sessionViewer } from '../http/auth';
import type { AppEnv, AuthUser } from '../http/context';
import { HttpError } from '../http/envelope';
import { publicBase } from '../http/origin';
import { addToCart } from '../services/cart';
import { priceProducts } from '../services/catalogue';
import { ownedCourses } from '../services/pricing';
import { priceListOf } from '../services/price-list';
import { products } from '../db/schema';
import { html, raw, standinPage, type Raw, type SiteName } from './html';

const LMS: SiteName = { id: 'situs belajar (LMS)', en: 'learning site (LMS)' };
const STORE: SiteName = { id: 'situs toko (e-commerce)', en: 'store site (e-commerce)' };

/** Texts a member reads on these pages. */
export const DETAIL_TEXT = {
  addToCart: 'Tambah ke Keranjang',
  buyNow: 'Beli Sekarang',
  signInToBuy: 'Masuk untuk membeli',
  owned: 'Dimiliki',
  openLessons: 'Buka Materi',
  openCart: 'Lihat Keranjang',
  free: 'Gratis',
  courseAdded: 'Kursus ditambahkan ke dalam keranjang',
  productAdded: 'Item ditambahkan ke dalam keranjang',
  outcomes: 'Yang kamu dapatkan',
  requirements: 'Persyaratan',
  language: 'Bahasa',
  video: 'Tonton Video Perkenalan',
  kit: 'Bahan untuk kursus ini',
  about: 'Tentang kursus ini',
  aboutProduct: 'Deskripsi produk',
  reviews: 'Ulasan',
  noReviews: 'Belum ada ulasan tertulis.',
  notFound: 'Halaman tidak ditemukan',
  outOfStock: 'Stok habis',
} as const;

const CSS = raw(`
main{max-width:1040px}
.crumbs{font-size:14px;margin:0 0 12px;color:#6b5a4b}
.crumbs a{color:#a5440f}
.video-link{display:inline-flex;align-items:center;min-height:44px;font-weight:700;color:#a5440f}
.detail{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);gap:28px;align-items:start}
.detail__media img{display:block;width:100%;height:auto;border-radius:14px;background:#f3e7d9}
.detail__eyebrow{margin:0 0 4px;color:#a5440f;font-size:13px;font-weight:800;letter-spacing:.06em;text-transform:uppercase}
.detail h1{font-size:28px;line-height:1.25;margin:0 0 8px}
.rating{display:flex;gap:6px;align-items:center;font-size:15px;margin:0 0 12px}
.rating .star{color:#d08a00}
.price{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:baseline;margin:8px 0 16px}
.price__now{font-size:28px;font-weight:800;color:#7a2f0b}
.price__was{color:#6b5a4b;text-decoration:line-through}
.price__off{background:#b3261e;color:#fff;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:700}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0 0 16px;font-size:15px}
.facts dt{font-weight:700}
.facts dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 18px}
.actions form{flex:1 1 180px;margin:0}
.actions .button{width:100%;margin:0;min-height:48px}
.actions .primary{margin:0}
.outline{background:#fff;border:2px solid #c2561b;color:#a5440f}
.notice{border-radius:10px;padding:10px 14px;margin:0 0 14px;font-weight:600}
.notice--ok{background:#e3f4e1;color:#1e5b1a}
.notice--err{background:#fde2e1;color:#8a1c12}
.owned{display:inline-block;background:#e3f4e1;color:#1e5b1a;border-radius:999px;padding:4px 12px;font-weight:800;margin:0 0 14px}
.section{margin-top:28px}
.section h2{font-size:20px;margin:0 0 10px}
.section ul{margin:0;padding-left:20px}
.section li{margin:4px 0}
.review{border-top:1px solid #eadfd4;padding:12px 0}
.review p{margin:4px 0 0}
.review__who{font-weight:700}
.qty{display:flex;gap:8px;align-items:center;margin:0 0 12px}
.qty label{margin:0}
.qty input{width:90px}
@media (max-width:720px){.detail{grid-template-columns:1fr;gap:16px}.detail h1{font-size:23px}.price__now{font-size:24px}}
`);

const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;
const SCHEMA_LABEL: Record<string, string> = { normal: 'Online (video)', offline: 'Kelas offline', sync2024: 'Kelas live (sync)', webinar: 'Webinar' };

/** The texts of a server-rendered description: its paragraphs and list items, as plain text. */
export function descriptionParts(htmlText: string): { paragraphs: string[]; items: string[] } {
  const text = (s: string) => s.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  const items = [...htmlText.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => text(m[1]!)).filter(Boolean);
  const paragraphs = [...htmlText.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => text(m[1]!)).filter(Boolean);
  if (paragraphs.length === 0 && items.length === 0 && text(htmlText)) paragraphs.push(text(htmlText));
  return { paragraphs, items };
}

function page(c: Context<AppEnv>, site: SiteName, title: string, body: Raw, status: 200 | 404 = 200, description = '') {
  c.header('Cache-Control', 'no-store');
  const nonce = c.var.nonce;
  const meta = description ? html`<meta name="description" content="${description}">` : html``;
  return c.html(standinPage({ title, site, body, nonce, extraHead: html`${meta}<style nonce="${nonce}">${CSS}</style>` }), status);
}

function notFound(c: Context<AppEnv>, site: SiteName, what: string) {
  const body = html`<div class="card"><h1>${DETAIL_TEXT.notFound}</h1><p>${what}</p><p><a class="button primary" href="/katalog">Lihat Katalog</a></p></div>`;
  return page(c, site, DETAIL_TEXT.notFound, body, 404);
}

const stars = (rating: number, count: number) =>
  rating > 0
    ? html`<p class="rating"><span class="star" aria-hidden="true">★</span><strong>${rating.toFixed(1).replace('.', ',')}</strong><span>(${count.toLocaleString('id-ID')} ulasan)</span></p>`
    : html``;

/** The latest written reviews of an item (type 'lms' or 'ecom'), with the reviewer's first name. */
async function latestReviews(db: Db, type: 'lms' | 'ecom', itemId: number) {
  return db
    .select({ rating: reviews.rating, review: reviews.review, firstname: users.firstname, at: reviews.created_at })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .where(and(eq(reviews.type, type), eq(reviews.product_id, itemId)))
    .orderBy(desc(reviews.created_at))
    .limit(5);
}

function reviewsBlock(list: Awaited<ReturnType<typeof latestReviews>>): Raw {
  return html`<section class="section" aria-labelledby="ulasan"><h2 id="ulasan">${DETAIL_TEXT.reviews}</h2>${
    list.length === 0
      ? html`<p class="muted">${DETAIL_TEXT.noReviews}</p>`
      : list.map(
          (r) =>
            html`<div class="review"><span class="review__who">${r.firstname}</span> · <span aria-label="${r.rating} dari 5 bintang">${'★'.repeat(r.rating)}${'☆'.repeat(Math.max(0, 5 - r.rating))}</span><p>${r.review}</p></div>`,
        )
  }</section>`;
}

/** The answer of the last add, read from the query the POST redirected with. */
function noticeOf(c: Context<AppEnv>, added: string): Raw {
  const status = c.req.query('keranjang');
  if (status === 'ok') return html`<p class="notice notice--ok" role="status">${added} · <a href="/shopping-cart">${DETAIL_TEXT.openCart}</a></p>`;
  const message = c.req.query('pesan');
  if (status === 'gagal' && message) return html`<p class="notice notice--err" role="alert">${message.slice(0, 200)}</p>`;
  return html``;
}

/** The buttons: add and buy for a member, sign-in for a guest. */
function actions(viewer: AuthUser | undefined, here: string, action: string, hidden: Raw, disabled = false): Raw {
  if (!viewer) return html`<div class="actions"><a class="button primary" href="/sso?redirect=${encodeURIComponent(here)}">${DETAIL_TEXT.signInToBuy}</a></div>`;
  const form = (intent: 'add' | 'buy', label: string, cls: string) =>
    html`<form method="post" action="${action}">${hidden}<input type="hidden" name="back" value="${here}"><input type="hidden" name="intent" value="${intent}"><button type="submit" class="button ${cls}"${disabled ? raw(' disabled') : ''}>${label}</button></form>`;
  return html`<div class="actions">${form('add', DETAIL_TEXT.addToCart, 'outline')}${form('buy', DETAIL_TEXT.buyNow, 'primary')}</div>`;
}

/** Whether a form post comes from this origin (the configured PUBLIC_URL), as the lesson pages' progress form. */
function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  return !((origin && origin !== publicBase(c.var.deps.config)) || (site && site !== 'same-origin'));
}

/** Add one line to the member's cart; `null` when added, else the message to show. */
async function addLine(c: Context<AppEnv>, viewer: AuthUser, line: { type: 'lms' | 'ecom'; item_id: number; quantity: number }, warehouseId: number | null) {
  const { db, now } = c.var.deps;
  const list = priceListOf(viewer);
  try {
    await db.transaction((tx) =>
      addToCart(tx, viewer.id, { carts: [line], warehouse_id: warehouseId, price_type: list.type, price_tier: list.tier, update_cart: false }, now()),
    );
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/** The store product that goes with a course (`product_id`), at the first warehouse that sells it: its page link. */
async function kitOf(db: Db, productId: number): Promise<{ name: string; href: string } | null> {
  const [row] = await db
    .select({ name: products.short_name, slug: products.slug, category: products.category_slug, warehouse: warehouses.slug })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.product_id, products.id))
    .innerJoin(warehouses, eq(warehouses.id, productPrices.warehouse_id))
    .where(and(eq(products.id, productId), eq(products.status, 'active'), eq(warehouses.is_active, true)))
    .orderBy(warehouses.id)
    .limit(1);
  return row ? { name: row.name, href: `/store-site/location/${row.warehouse}/${row.category}/${row.slug}` } : null;
}

/** The SPA's buy-now of one item (src/routes/_member.shopping-cart.beli-langsung.tsx, decision 083). */
const buyNowPath = (type: 'lms' | 'ecom', id: number) => `/shopping-cart/beli-langsung?tipe=${type}&id=${id}`;

/** Where a post goes back to: a path of the same stand-in, else its catalogue. */
function backOf(value: unknown, prefix: string): string {
  return typeof value === 'string' && value.startsWith(`${prefix}/`) && /^\/[A-Za-z0-9/_.-]{1,300}$/.test(value) ? value : '/katalog';
}

async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,199}$/i;

/** The learning site's course page and its cart form (mounted at /lms-site). */
export function lmsCatalogueRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/course/:category/:slug', async (c) => {
    const slug = c.req.param('slug');
    const { db } = c.var.deps;
    const [row] = SLUG.test(slug)
      ? await db
          .select({ course: courses, category: { slug: courseCategories.slug, name: courseCategories.name } })
          .from(courses)
          .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
          .where(and(eq(courses.slug, slug), eq(courses.status, 'active')))
          .limit(1)
      : [];
    if (!row) return notFound(c, LMS, `Tidak ada kursus dengan alamat "${slug.slice(0, 80)}".`);
    const { course, category } = row;
    const viewer = await sessionViewer(c);
    const owned = viewer ? (await ownedCourses(db, viewer.id, [course.id])).has(course.id) : false;
    const here = `/lms-site/course/${category.slug}/${course.slug}`;
    const free = course.is_free_course || course.price === 0;
    const off = course.price_before_discount > course.price && !free ? Math.round((1 - course.price / course.price_before_discount) * 100) : 0;
    const { paragraphs, items } = descriptionParts(course.description || `<p>${course.short_description}</p>`);
    // The course's own outcomes (portal §3 detail fields), then what its description lists.
    const outcomes = [...new Set([...course.outcomes, ...items])];
    const kit = course.product_id ? await kitOf(db, course.product_id) : null;
    // The introduction video: a same-site or https address only (the field is free text in the back office).
    const video = course.video_url && (/^\/[A-Za-z0-9/_.-]{1,300}$/.test(course.video_url) || /^https:\/\/[^\s"<>]{1,300}$/.test(course.video_url)) ? course.video_url : '';
    const body = html`<p class="crumbs"><a href="/">Beranda</a> › <a href="/katalog">Katalog</a> › ${category.name}</p>
${noticeOf(c, DETAIL_TEXT.courseAdded)}
<div class="detail">
<div class="detail__media"><img src="${course.thumbnail}" alt="Ilustrasi kursus ${course.title}" width="640" height="400"></div>
<div>
<p class="detail__eyebrow">${category.name}</p>
<h1>${course.title}</h1>
${stars(course.rating, course.total_review)}
<p>${course.short_description}</p>
${
  owned
    ? html`<p class="owned">${DETAIL_TEXT.owned}</p><div class="actions"><a class="button primary" href="/lms-site/lesson/${course.slug}">${DETAIL_TEXT.openLessons}</a></div>`
    : html`<p class="price">${free ? html`<span class="price__now">${DETAIL_TEXT.free}</span>` : html`<span class="price__now">${rupiah(course.price)}</span>${off > 0 ? html`<span class="price__was">${rupiah(course.price_before_discount)}</span><span class="price__off">-${off}%</span>` : ''}`}</p>
${actions(viewer, here, '/lms-site/cart', html`<input type="hidden" name="course_id" value="${course.id}">`)}`
}
<dl class="facts"><dt>Materi</dt><dd>${course.total_lesson} materi</dd><dt>Durasi</dt><dd>${course.course_duration}</dd><dt>Format</dt><dd>${SCHEMA_LABEL[course.schema] ?? course.schema}</dd><dt>${DETAIL_TEXT.language}</dt><dd>${course.language}</dd></dl>
${video ? html`<p><a class="video-link" href="${video}">${DETAIL_TEXT.video}</a></p>` : ''}
</div>
</div>
<section class="section" aria-labelledby="tentang"><h2 id="tentang">${DETAIL_TEXT.about}</h2>${paragraphs.map((p) => html`<p>${p}</p>`)}</section>
${outcomes.length ? html`<section class="section" aria-labelledby="hasil"><h2 id="hasil">${DETAIL_TEXT.outcomes}</h2><ul>${outcomes.map((i) => html`<li>${i}</li>`)}</ul></section>` : ''}
${kit ? html`<section class="section" aria-labelledby="bahan"><h2 id="bahan">${DETAIL_TEXT.kit}</h2><p><a href="${kit.href}">${kit.name}</a></p></section>` : ''}
${course.requirements.length ? html`<section class="section" aria-labelledby="syarat"><h2 id="syarat">${DETAIL_TEXT.requirements}</h2><ul>${course.requirements.map((i) => html`<li>${i}</li>`)}</ul></section>` : ''}
${reviewsBlock(await latestReviews(db, 'lms', course.id))}`;
    return page(c, LMS, course.meta.meta_title || course.title, body, 200, course.meta.meta_description);
  });

  r.post('/cart', async (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden', 403);
    const form = await readForm(c);
    const back = backOf(form?.back, '/lms-site');
    const viewer = await sessionViewer(c);
    if (!viewer) return c.redirect(`/sso?redirect=${encodeURIComponent(back)}`, 303);
    const courseId = Number(form?.course_id);
    if (!form || !Number.isInteger(courseId) || courseId < 1 || courseId > 2_147_483_647) return c.text('Form tidak valid', 400);
    const buying = form.intent === 'buy';
    // Buying a course already in the cart buys that line: no second add (which would be refused).
    const inCart = buying && (await c.var.deps.db.select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.user_id, viewer.id), eq(cartItems.type, 'lms'), eq(cartItems.item_id, courseId))).limit(1)).length > 0;
    const problem = inCart ? null : await addLine(c, viewer, { type: 'lms', item_id: courseId, quantity: 1 }, null);
    if (problem) return c.redirect(`${back}?keranjang=gagal&pesan=${encodeURIComponent(problem)}`, 303);
    return c.redirect(buying ? buyNowPath('lms', courseId) : `${back}?keranjang=ok`, 303);
  });
  return r;
}

/** The store site's product page and its cart form (mounted at /store-site). */
export function storeCatalogueRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/location/:warehouse/:category/:slug', async (c) => {
    const slug = c.req.param('slug');
    const whSlug = c.req.param('warehouse');
    const { db } = c.var.deps;
    const [warehouse] = SLUG.test(whSlug) ? await db.select().from(warehouses).where(eq(warehouses.slug, whSlug)).limit(1) : [];
    const [row] = SLUG.test(slug) ? await db.select({ id: products.id }).from(products).where(and(eq(products.slug, slug), eq(products.status, 'active'))).limit(1) : [];
    if (!warehouse || !row) return notFound(c, STORE, `Tidak ada produk dengan alamat "${slug.slice(0, 80)}" di gudang ini.`);
    const viewer = await sessionViewer(c);
    const list = priceListOf(viewer);
    const priced = (await priceProducts(db, [row.id], warehouse.id, list.type, list.tier)).get(row.id);
    if (!priced) return notFound(c, STORE, `Produk ini tidak dijual di ${warehouse.name}.`);
    const p = priced.row;
    const inStock = priced.stock > 0;
    const here = `/store-site/location/${warehouse.slug}/${p.category_slug}/${p.slug}`;
    const name = p.long_name || p.short_name;
    const { paragraphs } = descriptionParts(p.description);
    const weight = p.weight >= 1 ? `${p.weight.toLocaleString('id-ID')} kg` : `${Math.round(p.weight * 1000).toLocaleString('id-ID')} g`;
    const stockText = p.is_ignore_stock ? 'Stok tersedia' : inStock ? `${priced.stock.toLocaleString('id-ID')} ${p.uom}` : DETAIL_TEXT.outOfStock;
    const body = html`<p class="crumbs"><a href="/">Beranda</a> › <a href="/katalog?tab=produk">Katalog</a> › ${p.category}</p>
${noticeOf(c, DETAIL_TEXT.productAdded)}
<div class="detail">
<div class="detail__media"><img src="${p.image}" alt="Ilustrasi produk ${name}" width="480" height="480"></div>
<div>
<p class="detail__eyebrow">${p.category} · ${p.brand}</p>
<h1>${name}</h1>
${stars(p.rating, p.total_review)}
<p class="price"><span class="price__now">${rupiah(priced.price)}</span><span class="muted">per ${p.uom}</span></p>
<dl class="facts"><dt>Berat</dt><dd>${weight}</dd><dt>Ukuran</dt><dd>${p.length} × ${p.width} × ${p.height} cm</dd><dt>Gudang</dt><dd>${warehouse.name}</dd><dt>Stok</dt><dd>${stockText}</dd></dl>
${actions(
  viewer,
  here,
  '/store-site/cart',
  html`<input type="hidden" name="product_id" value="${p.id}"><input type="hidden" name="warehouse_id" value="${warehouse.id}">`,
  !inStock,
)}
</div>
</div>
<section class="section" aria-labelledby="deskripsi"><h2 id="deskripsi">${DETAIL_TEXT.aboutProduct}</h2>${paragraphs.map((t) => html`<p>${t}</p>`)}</section>
${reviewsBlock(await latestReviews(db, 'ecom', p.id))}`;
    return page(c, STORE, name, body);
  });

  r.post('/cart', async (c) => {
    if (!sameOrigin(c)) return c.text('Forbidden', 403);
    const form = await readForm(c);
    const back = backOf(form?.back, '/store-site');
    const viewer = await sessionViewer(c);
    if (!viewer) return c.redirect(`/sso?redirect=${encodeURIComponent(back)}`, 303);
    const productId = Number(form?.product_id);
    const warehouseId = Number(form?.warehouse_id);
    const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
    if (!form || !valid(productId) || !valid(warehouseId)) return c.text('Form tidak valid', 400);
    const problem = await addLine(c, viewer, { type: 'ecom', item_id: productId, quantity: 1 }, warehouseId);
    if (problem) return c.redirect(`${back}?keranjang=gagal&pesan=${encodeURIComponent(problem)}`, 303);
    return c.redirect(form.intent === 'buy' ? buyNowPath('ecom', productId) : `${back}?keranjang=ok`, 303);
  });
  return r;
}
