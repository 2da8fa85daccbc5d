/**
 * Account-area demo data (portal spec §2 "Wishlist", "Referral"; issue 9): anggota's wishlist on both tabs and
 * the referral codes. No invitations are seeded.
 *
 * - anggota, course tab: {@link SEED_WISHLIST_COURSES} (7 courses: two pages of 5), newest first in this order;
 * - anggota, store tab: three products; {@link SEED_WISHLIST_MULTI_WAREHOUSE} is wishlisted at WH-BDG (newest, the
 *   row), WH-JKT and WH-SBY (its `other`, shown by 'Lihat Harga'); the honey has no rating (rating and review
 *   count hidden);
 * - referral: b2b has {@link SEED_REFERRAL_CODE}; anggota has none (the page offers 'Generate My Referral Code').
 *
 * Slugs avoid what the gateway suites add themselves (the rendang course, the high-protein flour at WH-BDG). The
 * wishlisted courses are ones anggota can still buy: none is owned (learning.ts), opened by her subscription, or
 * bought by a journey ({@link JOURNEY_COURSES}); the seed throws otherwise.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { subscriptionCourseIds } from '../services/subscription';
import { JOURNEY_COURSES } from './learning';
import type { DEMO_EMAILS } from './users';

/** anggota's wishlisted courses, newest first (entry i was added i+1 days before seeding). */
export const SEED_WISHLIST_COURSES = [
  'roti-kasur-susu',
  'klappertaart-manado',
  'es-krim-goreng-dan-banana-split',
  'coto-makassar-berempah',
  'rice-bowl-kekinian',
  'strudel-apel-wina',
  'roti-maryam-berlapis',
] as const;

/** The product anggota wishlisted in three warehouses. */
export const SEED_WISHLIST_MULTI_WAREHOUSE = 'cokelat-couverture-dark-56-persen-koin-1-kg';

/** anggota's store wishlist entries, newest first: [product slug, warehouse code]. */
export const SEED_WISHLIST_PRODUCTS: ReadonlyArray<readonly [string, string]> = [
  [SEED_WISHLIST_MULTI_WAREHOUSE, 'WH-BDG'],
  ['whipping-cream-cair-uht-1-l', 'WH-BDG'],
  [SEED_WISHLIST_MULTI_WAREHOUSE, 'WH-JKT'],
  ['madu-murni-hutan-350-g', 'WH-BDG'],
  [SEED_WISHLIST_MULTI_WAREHOUSE, 'WH-SBY'],
];

/** b2b's referral code (anggota, admin and asesor have none). */
export const SEED_REFERRAL_CODE = 'BUDIK7Q4MZ';

/** Ids the account seed needs from the rows written before it. */
export interface AccountSeedIds {
  userIds: Map<keyof typeof DEMO_EMAILS | string, number>;
  courseId: Map<string, number>;
  productId: Map<string, number>;
  warehouseIds: Map<string, number>;
}

/** Write the wishlists and referral codes (inside the seed transaction). */
export async function seedAccount(tx: Db, now: Date, ids: AccountSeedIds): Promise<void> {
  const need = <K, V>(map: Map<K, V>, key: K, what: string): V => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
    return value;
  };
  const anggota = need(ids.userIds, 'anggota', 'user');
  const b2b = need(ids.userIds, 'b2b', 'user');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

  const wishedIds = SEED_WISHLIST_COURSES.map((slug) => need(ids.courseId, slug, 'course'));
  const owned = await tx
    .select({ id: s.enrollments.course_id })
    .from(s.enrollments)
    .where(and(eq(s.enrollments.user_id, anggota), inArray(s.enrollments.course_id, wishedIds)));
  const opened = await subscriptionCourseIds(tx, anggota, now);
  const clash = SEED_WISHLIST_COURSES.filter(
    (slug, i) => JOURNEY_COURSES.includes(slug) || owned.some((o) => o.id === wishedIds[i]) || opened.includes(wishedIds[i]!),
  );
  if (clash.length) throw new Error(`seed: anggota's wishlist names courses she cannot buy: ${clash.join(', ')}`);

  const rows: Array<typeof s.wishlist.$inferInsert> = [];
  SEED_WISHLIST_COURSES.forEach((slug, i) => {
    rows.push({ user_id: anggota, product_id: need(ids.courseId, slug, 'course'), type: 'lms', created_at: daysAgo(i + 1), updated_at: daysAgo(i + 1) });
  });
  SEED_WISHLIST_PRODUCTS.forEach(([slug, code], i) => {
    rows.push({
      user_id: anggota,
      product_id: need(ids.productId, slug, 'product'),
      type: 'ecom',
      warehouse_id: need(ids.warehouseIds, code, 'warehouse'),
      pricelist_type: 'b2c',
      pricelist_tier: 3,
      created_at: daysAgo(i + 1),
      updated_at: daysAgo(i + 1),
    });
  });
  await tx.insert(s.wishlist).values(rows);
  await tx.insert(s.referralCodes).values({ user_id: b2b, code: SEED_REFERRAL_CODE, created_at: daysAgo(20) });
}
