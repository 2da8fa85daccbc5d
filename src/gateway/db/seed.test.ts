import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { haversineKm } from '../../lib/geo';
import { verifyPassword } from '../auth/password';
import { KHUSUS_COURSE_SLUG } from '../seed/courses';
import { SEED_INVOICES } from '../seed/orders';
import { JOURNEY_COURSES } from '../seed/learning';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../seed/users';
import { SEED_HRIS_SCANS } from '../seed/hris';
import { migrateDatabase, openDatabase, type Database } from './client';
import * as s from './schema';
import { seed, seedIfEmpty, type SeedSummary } from './seed';

const NOW = new Date('2025-06-15T03:00:00Z');
const DAY = 86_400_000;
let database: Database;
let summary: SeedSummary;

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  summary = (await seedIfEmpty(database.db, NOW))!;
});
afterAll(async () => {
  await database?.close();
});

const db = () => database.db;
async function userByEmail(email: string) {
  const [user] = await db().select().from(s.users).where(eq(s.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

describe('seed: regions', () => {
  it('loads all four levels with the counts of data/wilayah', async () => {
    expect(summary).toMatchObject({ provinces: 38, cities: 514, districts: 7285, villages: 83762 });
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(s.villages);
    expect(row!.n).toBe(83762);
  });

  it('keeps quoted village names with commas intact and ids as text', async () => {
    const [village] = await db().select().from(s.villages).where(eq(s.villages.id, '12.07.28.1007'));
    expect(village).toMatchObject({ name: 'Lubuk Pakam I,II', postal_code: '20511', district_id: '12.07.28' });
    const [braga] = await db().select().from(s.villages).where(eq(s.villages.id, '32.73.19.1001'));
    expect(braga).toMatchObject({ name: 'Braga', postal_code: '40111' });
    expect(braga!.latitude).toBeCloseTo(-6.91812, 5);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(db(), NOW)).toBeNull();
    await expect(seed(db(), NOW)).rejects.toThrow();
    // The failed second seed rolled back entirely.
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(s.provinces);
    expect(row!.n).toBe(38);
  });
});

describe('seed: courses', () => {
  it('has the five categories of portal §9', async () => {
    const categories = await db().select().from(s.courseCategories).orderBy(s.courseCategories.id);
    expect(categories.map((c) => [c.id, c.slug])).toEqual([
      [1, 'pastry'],
      [2, 'bread'],
      [3, 'dessert'],
      [6, 'masakan-tradisional'],
      [7, 'masakan-modern'],
    ]);
  });

  it('has at least 40 active courses across every category, with free, discounted and full-price ones', async () => {
    const active = await db().select().from(s.courses).where(eq(s.courses.status, 'active'));
    expect(active.length).toBeGreaterThanOrEqual(40);
    for (const id of [1, 2, 3, 6, 7]) expect(active.filter((c) => c.category_id === id).length).toBeGreaterThanOrEqual(5);
    const free = active.filter((c) => c.price === 0);
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((c) => c.is_free_course)).toBe(true);
    expect(active.filter((c) => c.price > 0).every((c) => !c.is_free_course)).toBe(true);
    expect(active.filter((c) => c.price > 0 && c.price < c.price_before_discount).length).toBeGreaterThan(0);
    expect(active.filter((c) => c.price > 0 && c.price === c.price_before_discount).length).toBeGreaterThan(0);
    expect(active.every((c) => Number.isInteger(c.price) && c.price <= c.price_before_discount)).toBe(true);
    expect(new Set(active.map((c) => c.schema))).toEqual(new Set(['normal', 'offline', 'sync2024', 'webinar']));
    expect(active.every((c) => c.thumbnail === `/media/course/${c.slug}.svg`)).toBe(true);
  });

  it("orders differently by 'popular' and by 'latest'", async () => {
    const byPopular = await db().select({ slug: s.courses.slug }).from(s.courses).orderBy(sql`${s.courses.popular} desc`).limit(10);
    const byLatest = await db().select({ slug: s.courses.slug }).from(s.courses).orderBy(sql`${s.courses.created_at} desc`).limit(10);
    expect(byPopular.map((r) => r.slug)).not.toEqual(byLatest.map((r) => r.slug));
    expect(byPopular[0]!.slug).not.toBe(byLatest[0]!.slug);
  });
});

describe('seed: zones, warehouses, sitemap', () => {
  it('has Jakarta, Bandung and Surabaya with one warehouse each at real coordinates', async () => {
    const rows = await db()
      .select({ zone: s.zones.name, code: s.warehouses.code, lat: s.warehouses.latitude, lng: s.warehouses.longitude, village_id: s.warehouses.village_id, district_id: s.warehouses.district_id, city_id: s.warehouses.city_id, province_id: s.warehouses.province_id })
      .from(s.warehouses)
      .innerJoin(s.zones, eq(s.zones.id, s.warehouses.zone_id))
      .orderBy(s.warehouses.id);
    expect(rows.map((r) => [r.zone, r.code])).toEqual([
      ['Jakarta', 'WH-JKT'],
      ['Bandung', 'WH-BDG'],
      ['Surabaya', 'WH-SBY'],
    ]);
    const cityCentre: Record<string, { lat: number; lng: number }> = {
      'WH-JKT': { lat: -6.1754, lng: 106.8272 },
      'WH-BDG': { lat: -6.9175, lng: 107.6191 },
      'WH-SBY': { lat: -7.2575, lng: 112.7521 },
    };
    for (const w of rows) {
      expect(haversineKm({ lat: w.lat!, lng: w.lng! }, cityCentre[w.code]!)).toBeLessThan(15);
      // Region ids exist and nest, and the warehouse sits near its village.
      const [village] = await db().select().from(s.villages).where(eq(s.villages.id, w.village_id));
      expect(village?.district_id).toBe(w.district_id);
      expect(w.district_id.startsWith(`${w.city_id}.`)).toBe(true);
      expect(w.city_id.startsWith(`${w.province_id}.`)).toBe(true);
      expect(haversineKm({ lat: w.lat!, lng: w.lng! }, { lat: village!.latitude, lng: village!.longitude })).toBeLessThan(2);
    }
  });

  it('names WH-BDG as the default warehouse and has portal about_us and footer_description', async () => {
    const rows = await db().select().from(s.sitemap).where(eq(s.sitemap.channel, 'portal'));
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    expect(byKey.get('warehouse_default')).toBe('WH-BDG');
    expect(byKey.get('about_us')).toMatch(/<h2>/);
    expect(byKey.get('footer_description')).toMatch(/<p>/);
  });
});

describe('seed: products', () => {
  it('has at least 60 products with a full price list and stock for every warehouse', async () => {
    const products = await db().select().from(s.products);
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.some((p) => p.is_top_product)).toBe(true);
    expect(products.every((p) => p.image === `/media/product/${p.slug}.svg` && p.weight > 0 && p.length > 0)).toBe(true);
    const warehouses = await db().select().from(s.warehouses);
    const prices = await db().select().from(s.productPrices);
    const stocks = await db().select().from(s.productStocks);
    expect(prices.length).toBe(products.length * warehouses.length * 6);
    expect(stocks.length).toBe(products.length * warehouses.length);
    const price = new Map(prices.map((p) => [`${p.product_id}/${p.warehouse_id}/${p.type}/${p.tier}`, p.price]));
    for (const p of products) {
      for (const w of warehouses) {
        const at = (type: string, tier: number) => price.get(`${p.id}/${w.id}/${type}/${tier}`)!;
        for (const type of ['b2c', 'b2b']) expect(at(type, 1) < at(type, 2) && at(type, 2) < at(type, 3)).toBe(true);
        for (const tier of [1, 2, 3]) expect(at('b2b', tier)).toBeLessThan(at('b2c', tier));
      }
    }
    const zero = stocks.filter((st) => st.stock === 0);
    expect(zero.length).toBeGreaterThan(0);
    expect(zero.length).toBeLessThan(10);
    expect(stocks.filter((st) => st.stock >= 12).length).toBe(stocks.length - zero.length);
  });
});

describe('seed: demo accounts', () => {
  it('has the four accounts with their types, tiers and roles, all with password rahasia123', async () => {
    const expected = [
      [DEMO_EMAILS.anggota, 'b2c', 3, [[2, 'user']]],
      [DEMO_EMAILS.b2b, 'b2b', 1, [[2, 'user']]],
      [DEMO_EMAILS.admin, 'b2c', 3, [[1, 'admin'], [2, 'user']]],
      [DEMO_EMAILS.asesor, 'b2c', 3, [[53, 'assesor']]],
    ] as const;
    for (const [email, type, tier, roles] of expected) {
      const user = await userByEmail(email);
      expect([user.type, user.tier]).toEqual([type, tier]);
      const rows = await db().select().from(s.userRoles).where(eq(s.userRoles.user_id, user.id)).orderBy(s.userRoles.role_id);
      expect(rows.map((r) => [r.role_id, r.role_name])).toEqual(roles.map((r) => [...r]));
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
      expect(await verifyPassword('salah12345', user.password_hash)).toBe(false);
    }
    const anggota = await userByEmail(DEMO_EMAILS.anggota);
    expect([anggota.firstname, anggota.lastname, anggota.no_telp]).toEqual(['Siti', 'Rahmawati', '081234567890']);
  });

  it('gives anggota a default Bandung address within 20 km of WH-BDG and a second one beyond 20 km of every warehouse', async () => {
    const anggota = await userByEmail(DEMO_EMAILS.anggota);
    const addresses = await db().select().from(s.addresses).where(eq(s.addresses.user_id, anggota.id)).orderBy(s.addresses.id);
    expect(addresses).toHaveLength(2);
    const [home, far] = addresses as [(typeof addresses)[number], (typeof addresses)[number]];
    const warehouses = await db().select().from(s.warehouses);
    const bdg = warehouses.find((w) => w.code === 'WH-BDG')!;
    const point = (a: { latitude: number | null; longitude: number | null }) => ({ lat: a.latitude!, lng: a.longitude! });

    expect(home.is_default).toBe(true);
    expect(home).toMatchObject({ village_id: '32.73.19.1001', village: 'Braga', postal_code: '40111', recipient: 'Siti Rahmawati' });
    const [braga] = await db().select().from(s.villages).where(eq(s.villages.id, home.village_id));
    expect(point(home)).toEqual({ lat: braga!.latitude, lng: braga!.longitude });
    const [city] = await db()
      .select({ name: s.cities.name })
      .from(s.districts)
      .innerJoin(s.cities, eq(s.cities.id, s.districts.city_id))
      .where(eq(s.districts.id, braga!.district_id));
    expect(city!.name).toBe('Kota Bandung');
    expect(haversineKm(point(home), point(bdg))).toBeLessThan(20);

    expect(far.is_default).toBe(false);
    for (const w of warehouses) expect(haversineKm(point(far), point(w))).toBeGreaterThan(20);
    const b2b = await userByEmail(DEMO_EMAILS.b2b);
    expect(await db().select().from(s.addresses).where(eq(s.addresses.user_id, b2b.id))).toHaveLength(1);
  });

  it('starts anggota with an empty cart and owning none of the courses the journeys buy (learning data aside)', async () => {
    const anggota = await userByEmail(DEMO_EMAILS.anggota);
    expect(await db().select().from(s.cartItems).where(eq(s.cartItems.user_id, anggota.id))).toHaveLength(0);
    // The learning seed gives anggota courses, but never one the journeys and suites buy, nor a free one.
    const owned = await db()
      .select({ slug: s.courses.slug, price: s.courses.price })
      .from(s.enrollments)
      .innerJoin(s.courses, eq(s.courses.id, s.enrollments.course_id))
      .where(eq(s.enrollments.user_id, anggota.id));
    expect(owned.length).toBeGreaterThan(0);
    for (const c of owned) {
      expect(JOURNEY_COURSES).not.toContain(c.slug);
      expect(c.price).toBeGreaterThan(0);
    }
    for (const slug of ['focaccia-rosemary-italia', 'croissant-renyah-ala-prancis', 'tiramisu-tanpa-oven', 'rendang-padang-autentik']) {
      expect(owned.map((c) => c.slug)).not.toContain(slug);
    }
    // Every anggota order is paid or completed, and its totals add up (a subscription order: its one package line).
    for (const o of await db().select().from(s.orders).where(eq(s.orders.user_id, anggota.id))) {
      expect([3, 7]).toContain(o.status_code);
      if (o.order_type === 'subscription') {
        const lines = await db().select().from(s.orderItems).where(eq(s.orderItems.order_id, o.id));
        expect(lines.map((l) => [l.type, l.quantity, l.price])).toEqual([['subscription', 1, o.amount]]);
      } else expect(o.amount).toBe(o.course_amount + o.product_amount + o.delivery_cost + o.insurance_cost - o.discount);
    }
  });
});

describe('seed: promos', () => {
  const promo = async (code: string) => {
    const [row] = await db().select().from(s.promos).where(eq(s.promos.promo_code, code));
    if (!row) throw new Error(`no promo ${code}`);
    return row;
  };
  const runningAt = (p: { is_active: boolean; start_date: Date; end_date: Date }, at: Date) =>
    p.is_active && p.start_date <= at && at <= p.end_date;

  it('models every promo check outcome', async () => {
    const hemat = await promo('HEMAT50');
    expect(hemat).toMatchObject({ promo_price: 50000, course_ids: [], is_active: true });
    expect(hemat.start_date.getTime()).toBe(NOW.getTime() - 7 * DAY);
    expect(hemat.end_date.getTime()).toBe(NOW.getTime() + 30 * DAY);

    const habis = await promo('HABIS');
    const uses = await db().select().from(s.promoUsages).where(eq(s.promoUsages.promo_id, habis.id));
    expect(runningAt(habis, NOW)).toBe(true);
    expect(habis.max_user).toBe(1);
    expect(uses.length).toBeGreaterThanOrEqual(habis.max_user);
    const [usedOn] = await db().select().from(s.orders).where(eq(s.orders.id, uses[0]!.order_id));
    expect(usedOn!.promo_code).toBe('HABIS');

    expect(await db().select().from(s.promos).where(eq(s.promos.promo_code, 'TIDAKADA'))).toHaveLength(0);
    expect((await promo('NONAKTIF')).is_active).toBe(false);
    expect((await promo('BELUMMULAI')).start_date.getTime()).toBeGreaterThan(NOW.getTime());
    expect((await promo('KADALUARSA')).end_date.getTime()).toBeLessThan(NOW.getTime());
    const kursus = await promo('KURSUSSAJA');
    expect(runningAt(kursus, NOW) && kursus.course_ids.length === 0 && kursus.promo_price > 0).toBe(true);

    const khusus = await promo('KHUSUS');
    const [course] = await db().select().from(s.courses).where(eq(s.courses.slug, KHUSUS_COURSE_SLUG));
    expect(khusus.course_ids).toEqual([course!.id]);
    expect(runningAt(khusus, NOW)).toBe(true);
  });

  it('has at least 10 more valid promos with different end dates', async () => {
    const all = await db().select().from(s.promos);
    const special = new Set(['HEMAT50', 'HABIS', 'NONAKTIF', 'BELUMMULAI', 'KADALUARSA', 'KURSUSSAJA', 'KHUSUS']);
    const others = all.filter((p) => !special.has(p.promo_code) && runningAt(p, NOW) && p.promo_price > 0);
    expect(others.length).toBeGreaterThanOrEqual(10);
    expect(new Set(others.map((p) => p.end_date.getTime())).size).toBeGreaterThanOrEqual(10);
  });
});

describe('seed: b2b order history', () => {
  it('has a paid order ready to be advanced and keeps totals consistent', async () => {
    const b2b = await userByEmail(DEMO_EMAILS.b2b);
    const orders = await db().select().from(s.orders).where(eq(s.orders.user_id, b2b.id));
    expect(orders.map((o) => o.invoice).sort()).toEqual(Object.values(SEED_INVOICES).sort());
    for (const o of orders) {
      expect(o.amount).toBe(o.course_amount + o.product_amount + o.delivery_cost + o.insurance_cost - o.discount);
      const history = await db().select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.order_id, o.id)).orderBy(s.orderStatusHistory.created_at);
      expect(history.at(-1)!.code).toBe(o.status_code);
    }
    const [paid] = await db().select().from(s.orders).where(and(eq(s.orders.invoice, SEED_INVOICES.paid), eq(s.orders.status_code, 3)));
    expect(paid).toBeDefined();
  });
});

describe('seed: subscription packages', () => {
  it('has Lite, Starter and Growth Pass with their durations, and Growth opens every active course', async () => {
    const packages = await db().select().from(s.subscriptionPackages).orderBy(s.subscriptionPackages.sort);
    expect(packages.map((p) => [p.title, p.duration])).toEqual([
      ['Lite Pass', '1-month'],
      ['Starter Pass', '1-month'],
      ['Growth Pass', '3-month'],
    ]);
    const opened = async (id: number) =>
      (await db().select().from(s.subscriptionPackageCourses).where(eq(s.subscriptionPackageCourses.package_id, id))).length;
    const active = (await db().select().from(s.courses).where(eq(s.courses.status, 'active'))).length;
    expect(await opened(packages[0]!.id)).toBeGreaterThan(0);
    expect(await opened(packages[0]!.id)).toBeLessThan(await opened(packages[1]!.id));
    expect(await opened(packages[2]!.id)).toBe(active);
    // The one member subscription is anggota's active Starter Pass (src/gateway/seed/learning.ts).
    expect(summary.user_subscriptions).toBe(1);
  });

  it('stores every seeded file through the one storage: the assignment PNGs, each linked to its work, and the HR scans of one employee', async () => {
    expect(summary.stored_files).toBe(summary.course_work_files + SEED_HRIS_SCANS.length);
    expect(summary.course_work_files).toBe(summary.course_works);
    const folders = await db().selectDistinct({ folder: s.storedFiles.folder }).from(s.storedFiles).orderBy(s.storedFiles.folder);
    expect(folders.map((f) => f.folder)).toEqual(['hris/ijazah', 'hris/kk', 'hris/ktp', 'hris/npwp', 'upload/tugas']);
  });
});
