/**
 * Demo data for the reference gateway: regions, course catalogue, zones/warehouses, store products with
 * price lists and stock, sitemap content, demo accounts with roles and addresses, promo codes, a short
 * order history for the b2b account, and (issue 11, seed/portal.ts) portal content, media posts, events and tickets,
 * restaurant vouchers and the HR stand-in's companies and employees. The data itself lives in src/gateway/seed/*; this module writes it.
 *
 * The whole seed runs in one transaction: either everything is there or nothing is.
 */
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { seedAccount } from '../seed/account';
import { COURSE_KIT_PRODUCT, courseDescription, courseDetailFields, KHUSUS_COURSE_SLUG, SEED_CATEGORIES, SEED_COURSES } from '../seed/courses';
import { seedOrders } from '../seed/orders';
import { seedLearning } from '../seed/learning';
import { seedSitemapRows, SEED_ZONES } from '../seed/places';
import { mergeSitemap, sitemapContentRows } from '../seed/content';
import { seedPortal } from '../seed/portal';
import { PRICE_TIERS, priceFor, SEED_PRODUCTS, stockFor } from '../seed/products';
import { seedPromos } from '../seed/promos';
import { seedRegions, WILAYAH_DIR } from '../seed/regions';
import { SEED_PACKAGES } from '../seed/subscriptions';
import { DEMO_PASSWORD, SEED_USERS } from '../seed/users';
import type { Db } from './client';
import * as s from './schema';

const DAY_MS = 86_400_000;

/** Row counts after seeding (also printed by `npm run db:reset`). */
export interface SeedSummary {
  provinces: number;
  cities: number;
  districts: number;
  villages: number;
  course_categories: number;
  courses: number;
  zones: number;
  warehouses: number;
  products: number;
  product_prices: number;
  product_stocks: number;
  sitemap: number;
  users: number;
  user_roles: number;
  addresses: number;
  promos: number;
  promo_usages: number;
  orders: number;
  order_items: number;
  order_status_history: number;
  enrollments: number;
  subscription_packages: number;
  subscription_package_courses: number;
  user_subscriptions: number;
  wishlist: number;
  invitations: number;
  referral_codes: number;
  course_schedules: number;
  assessor_courses: number;
  subscription_course_progress: number;
  course_works: number;
  course_work_files: number;
  stored_files: number;
  survey_questions: number;
  survey_answers: number;
  certificates: number;
  reviews: number;
  media_posts: number;
  help_center_entries: number;
  faqs: number;
  org_members: number;
  company_profiles: number;
  events: number;
  event_tickets: number;
  erp_voucher_promos: number;
  erp_voucher_codes: number;
  hris_companies: number;
  hris_employees: number;
}

/** Options for {@link seed}. */
export interface SeedOptions {
  /** Folder with the wilayah CSVs (default data/wilayah). */
  regionsDir?: string;
}

/** Insert rows in chunks that stay far below PostgreSQL's 65,535 bind-parameter limit. */
async function insertChunked<T extends Record<string, unknown>>(
  insert: (rows: T[]) => Promise<unknown>,
  rows: T[],
  chunk = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await insert(rows.slice(i, i + chunk));
}

/**
 * Seed an empty, migrated database with the demo data (see the module comment and src/gateway/seed/*).
 * Dates (course ages, promo windows, order history) are relative to `now`.
 *
 * @throws when a table already holds conflicting rows (ids, codes, e-mails are unique); nothing is written then.
 * @returns the row count of every seeded table.
 */
export async function seed(db: Db, now: Date = new Date(), options: SeedOptions = {}): Promise<SeedSummary> {
  // Hash outside the transaction (CPU work, no database). The demo accounts share one public password, so one
  // hash (one salt) serves all of them; accounts created later get their own salt.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);

  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const regions = await seedRegions(tx, options.regionsDir ?? WILAYAH_DIR);

    // ── Courses ──
    await tx.insert(s.courseCategories).values([...SEED_CATEGORIES]);
    const courseRows = await tx
      .insert(s.courses)
      .values(
        SEED_COURSES.map((c) => ({
          category_id: c.category_id,
          slug: c.slug,
          title: c.title,
          thumbnail: `/media/course/${c.slug}.svg`,
          course_duration: c.course_duration,
          is_prakerja: c.is_prakerja ?? false,
          is_free_course: c.price === 0,
          rating: c.rating,
          total_review: c.total_review,
          total_lesson: c.total_lesson,
          popular: c.popular,
          status: c.status ?? 'active',
          schema: c.schema,
          short_description: c.short_description,
          description: courseDescription(c),
          ...courseDetailFields(c),
          price_before_discount: c.price_before_discount,
          price: c.price,
          created_at: at(-c.days_ago),
          updated_at: at(-Math.floor(c.days_ago / 2)),
        })),
      )
      .returning({ id: s.courses.id, slug: s.courses.slug });
    const courseId = new Map(courseRows.map((r) => [r.slug, r.id]));

    // ── Zones and warehouses ──
    const warehouseIds = new Map<string, number>();
    for (const zone of SEED_ZONES) {
      const [z] = await tx
        .insert(s.zones)
        .values({ name: zone.name, slug: zone.slug, province: zone.province, latitude: zone.latitude, longitude: zone.longitude })
        .returning({ id: s.zones.id });
      const [w] = await tx
        .insert(s.warehouses)
        .values({ ...zone.warehouse, zone_id: z!.id })
        .returning({ id: s.warehouses.id });
      warehouseIds.set(zone.warehouse.code, w!.id);
    }
    // Content pages of every channel (seed/content.ts) replace the shorter texts of places.ts for the same keys.
    await tx.insert(s.sitemap).values(mergeSitemap(seedSitemapRows(), sitemapContentRows()));

    // ── Products, price lists, stock ──
    const productRows = await tx
      .insert(s.products)
      .values(
        SEED_PRODUCTS.map((p, i) => ({
          category: p.category,
          category_slug: p.category_slug,
          brand: p.brand,
          slug: p.slug,
          item_code: p.item_code,
          short_name: p.short_name,
          long_name: p.long_name,
          image: `/media/product/${p.slug}.svg`,
          images: [`/media/product/${p.slug}.svg`],
          description: p.description,
          uom: p.uom,
          height: p.height,
          width: p.width,
          length: p.length,
          weight: p.weight,
          is_top_product: p.is_top_product,
          rating: p.rating,
          total_review: p.total_review,
          created_at: at(-(200 - i * 3)),
          updated_at: at(-(100 - i)),
        })),
      )
      .returning({ id: s.products.id, slug: s.products.slug });
    const productId = new Map(productRows.map((r) => [r.slug, r.id]));
    // Each category's courses name the store product that goes with them (the course detail's product_id).
    for (const [categoryId, slug] of Object.entries(COURSE_KIT_PRODUCT)) {
      const pid = productId.get(slug);
      if (pid === undefined) throw new Error(`seed: no product ${slug} for the courses of category ${categoryId}`);
      await tx.update(s.courses).set({ product_id: pid }).where(eq(s.courses.category_id, Number(categoryId)));
    }
    const prices: Array<typeof s.productPrices.$inferInsert> = [];
    const stocks: Array<typeof s.productStocks.$inferInsert> = [];
    SEED_PRODUCTS.forEach((p, i) => {
      const pid = productId.get(p.slug)!;
      SEED_ZONES.forEach((zone, wi) => {
        const code = zone.warehouse.code;
        const wid = warehouseIds.get(code)!;
        for (const t of PRICE_TIERS) {
          prices.push({ product_id: pid, warehouse_id: wid, type: t.type, tier: t.tier, sku_code: p.item_code, margin: t.margin, price: priceFor(p, code, t.factor) });
        }
        stocks.push({ product_id: pid, warehouse_id: wid, sku_code: p.item_code, stock: stockFor(i, p.slug, code, wi) });
      });
    });
    await insertChunked((rows) => tx.insert(s.productPrices).values(rows), prices);
    await insertChunked((rows) => tx.insert(s.productStocks).values(rows), stocks);

    // ── Users, roles, addresses ──
    const userIds = new Map<string, number>();
    const villageIds = [...new Set(SEED_USERS.flatMap((u) => u.addresses.map((a) => a.village_id)))];
    const villageRows = await tx
      .select()
      .from(s.villages)
      .where(sql`${s.villages.id} in (${sql.join(villageIds.map((id) => sql`${id}`), sql`, `)})`);
    const village = new Map(villageRows.map((v) => [v.id, v]));
    for (const [i, u] of SEED_USERS.entries()) {
      const [row] = await tx
        .insert(s.users)
        .values({
          email: u.email,
          password_hash: demoHash,
          firstname: u.firstname,
          lastname: u.lastname,
          type: u.type,
          tier: u.tier,
          no_telp: u.no_telp,
          gender: u.gender,
          birthday: u.birthday,
          education: u.education,
          biography: u.biography,
          created_at: at(-90 + i),
          updated_at: at(-30 + i),
        })
        .returning({ id: s.users.id });
      userIds.set(u.key, row!.id);
      await tx.insert(s.userRoles).values(u.roles.map((r) => ({ user_id: row!.id, ...r, created_at: at(-90 + i), updated_at: at(-90 + i) })));
      for (const a of u.addresses) {
        const v = village.get(a.village_id);
        if (!v) throw new Error(`seed: village ${a.village_id} is not in the region data`);
        await tx.insert(s.addresses).values({
          user_id: row!.id,
          is_default: a.is_default,
          label: a.label,
          recipient: a.recipient,
          address: a.address,
          phone: a.phone,
          note: a.note,
          village_id: v.id,
          village: v.name,
          postal_code: v.postal_code,
          latitude: v.latitude,
          longitude: v.longitude,
        });
      }
    }

    // ── Promos ──
    const promoRows = await tx
      .insert(s.promos)
      .values(
        seedPromos(now).map((p) => ({
          promo_code: p.promo_code,
          promo_price: p.promo_price,
          event: p.event,
          is_active: p.is_active,
          max_user: p.max_user,
          start_date: p.start_date,
          end_date: p.end_date,
          course_ids: p.course_slugs.map((slug) => {
            const id = courseId.get(slug);
            if (id === undefined) throw new Error(`seed: promo ${p.promo_code} names unknown course ${slug}`);
            return id;
          }),
          terms: p.terms,
          created_at: at(-10),
          updated_at: at(-10),
        })),
      )
      .returning({ id: s.promos.id, promo_code: s.promos.promo_code });
    const promoId = new Map(promoRows.map((r) => [r.promo_code, r.id]));
    if (!courseId.has(KHUSUS_COURSE_SLUG)) throw new Error('seed: KHUSUS course missing');

    // ── Subscription packages and the courses each opens ──
    const activeCourseIds = courseRows
      .filter((r) => (SEED_COURSES.find((c) => c.slug === r.slug)?.status ?? 'active') === 'active')
      .map((r) => r.id)
      .sort((a, b) => a - b);
    for (const [i, p] of SEED_PACKAGES.entries()) {
      const [pkg] = await tx
        .insert(s.subscriptionPackages)
        .values({
          title: p.title,
          duration: p.duration,
          price: p.price,
          price_after_discount: p.price_after_discount,
          benefits: p.benefits.map((benefit, j) => ({ id: j + 1, benefit })),
          sort: i + 1,
          created_at: at(-60),
          updated_at: at(-60),
        })
        .returning({ id: s.subscriptionPackages.id });
      const opened = p.courses === 'all' ? activeCourseIds : activeCourseIds.slice(0, p.courses);
      if (opened.length) await tx.insert(s.subscriptionPackageCourses).values(opened.map((course_id) => ({ package_id: pkg!.id, course_id })));
    }

    // ── b2b order history ──
    await seedOrders(tx, now, { userIds, courseId, productId, warehouseIds, promoId });
    // ── Learning: anggota's courses at every stage, vouchers, subscription, reviews; the assessor's schedules ──
    await seedLearning(tx, now, { userIds, courseId, productId, warehouseIds });

    // ── Account area: anggota's wishlist, b2b's referral code ──
    await seedAccount(tx, now, { userIds, courseId, productId, warehouseIds });

    // ── Portal content, events, restaurant vouchers, HR stand-in (issue 11) ──
    await seedPortal(tx, now, { userIds });

    const summary = await summarize(tx);
    if (summary.villages !== regions.villages) throw new Error('seed: village count mismatch');
    return summary;
  });
}

/** Count the rows of every seeded table. */
export async function summarize(db: Db): Promise<SeedSummary> {
  const n = async (table: Parameters<ReturnType<Db['select']>['from']>[0]) => {
    const [row] = await db.select({ n: count() }).from(table);
    return Number(row?.n ?? 0);
  };
  return {
    provinces: await n(s.provinces),
    cities: await n(s.cities),
    districts: await n(s.districts),
    villages: await n(s.villages),
    course_categories: await n(s.courseCategories),
    courses: await n(s.courses),
    zones: await n(s.zones),
    warehouses: await n(s.warehouses),
    products: await n(s.products),
    product_prices: await n(s.productPrices),
    product_stocks: await n(s.productStocks),
    sitemap: await n(s.sitemap),
    users: await n(s.users),
    user_roles: await n(s.userRoles),
    addresses: await n(s.addresses),
    promos: await n(s.promos),
    promo_usages: await n(s.promoUsages),
    orders: await n(s.orders),
    order_items: await n(s.orderItems),
    order_status_history: await n(s.orderStatusHistory),
    enrollments: await n(s.enrollments),
    subscription_packages: await n(s.subscriptionPackages),
    subscription_package_courses: await n(s.subscriptionPackageCourses),
    user_subscriptions: await n(s.userSubscriptions),
    wishlist: await n(s.wishlist),
    invitations: await n(s.invitations),
    referral_codes: await n(s.referralCodes),
    course_schedules: await n(s.courseSchedules),
    assessor_courses: await n(s.assessorCourses),
    subscription_course_progress: await n(s.subscriptionCourseProgress),
    course_works: await n(s.courseWorks),
    course_work_files: await n(s.courseWorkFiles),
    stored_files: await n(s.storedFiles),
    survey_questions: await n(s.surveyQuestions),
    survey_answers: await n(s.surveyAnswers),
    certificates: await n(s.certificates),
    reviews: await n(s.reviews),
    media_posts: await n(s.mediaPosts),
    help_center_entries: await n(s.helpCenterEntries),
    faqs: await n(s.faqs),
    org_members: await n(s.orgMembers),
    company_profiles: await n(s.companyProfiles),
    events: await n(s.events),
    event_tickets: await n(s.eventTickets),
    erp_voucher_promos: await n(s.erpVoucherPromos),
    erp_voucher_codes: await n(s.erpVoucherCodes),
    hris_companies: await n(s.hrisCompanies),
    hris_employees: await n(s.hrisEmployees),
  };
}

/**
 * Seed only when the users table is empty (a fresh database); otherwise leave everything as it is.
 * Call after `migrateDatabase` (./client) on gateway start.
 *
 * @returns the summary when it seeded, `null` when the database already had users.
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: count() }).from(s.users);
  if (Number(row?.n ?? 0) > 0) return null;
  return seed(db, now);
}
