/**
 * Recipe subscription packages, the member's active subscription, the payment request and the landing page's
 * leads (commerce spec §2 "Subscription", §3 "Subscription package", §4 "Subscription flow", §5, §7, §8, §9).
 * Paths and shapes: src/api/subscription.ts. Decisions: docs/decisions/022-subscription-payment.md.
 *
 * Paying reuses the order machinery and its money rules (issue 6; docs/decisions/009, 010, 026, 047): the popup
 * token comes from the same payment provider as orders (services/payment-provider.ts: the stand-in when configured,
 * the real Snap API otherwise, return URL from the configured origin only), asked outside any transaction —
 * {@link reserveSubscriptionPayment} decides, the route calls the provider, {@link recordSubscriptionPayment} writes
 * an order of type 'subscription' (status 1 → 2 awaiting payment, 24 h) with one order item of type 'subscription'
 * and a pending `user_subscriptions` row. The signed notification
 * (services/payment-notification.ts) pays it like any order: `settlePaidOrder` (services/orders.ts) finds no
 * course, stock or promo in it and calls ./subscription-activation.ts, which activates the row; a cancelled,
 * failed or refunded subscription order closes its row (`closeSubscriptionOrder`).
 */
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  courseCategories,
  courses,
  orderItems,
  orders,
  subscriptionLeads,
  subscriptionPackageCourses,
  subscriptionPackages,
  userSubscriptions,
  users,
} from '../db/schema';
import {
  durationMonths,
  packagePayPrice,
  SUBSCRIPTION_ITEMS_MISSING,
  type ActiveSubscription,
  type PackageDetail,
  type SubscriptionPackage,
  type SubscriptionPaymentToken,
} from '../../api/subscription';
import { STATUS } from '../../api/order';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import { newInvoice } from './orders/create';
import { lockMember, PAYMENT_SUPERSEDED, PAYMENT_WINDOW_MS, writeStatus } from './orders/records';
import type { ProviderTransaction, ProviderTransactionRequest } from './payment-provider';
import type { GatewayConfig } from '../config';
import { configuredUrl } from '../http/origin';
import { SUBSCRIPTION_ORDER_TYPE } from './subscription-activation';

type PackageRow = typeof subscriptionPackages.$inferSelect;

/** 409: a package cannot be bought while another is active (commerce §9 "no mid-period upgrade"). */
export const SUBSCRIPTION_STILL_ACTIVE = 'Paket langganan kamu masih aktif. Paket baru bisa dibeli setelah masa aktif berakhir';
/** 400: one package per payment, quantity 1. */
export const ONE_PACKAGE_ONLY = 'Satu pembayaran hanya untuk satu paket dengan quantity 1';

/** A package row (with its course count) as the contract's {@link SubscriptionPackage}. */
function packageToWire(p: PackageRow, totalCourses: number): SubscriptionPackage {
  return {
    id: p.id,
    title: p.title,
    duration: p.duration,
    months: durationMonths(p.duration),
    price: p.price,
    price_after_discount: p.price_after_discount,
    benefits: p.benefits,
    total_courses: totalCourses,
  };
}

/** How many courses each package opens, by package id. */
async function courseCounts(db: Db, packageIds: number[]): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: subscriptionPackageCourses.package_id, n: count() })
    .from(subscriptionPackageCourses)
    .innerJoin(courses, eq(courses.id, subscriptionPackageCourses.course_id))
    .where(and(inArray(subscriptionPackageCourses.package_id, packageIds), eq(courses.status, 'active')))
    .groupBy(subscriptionPackageCourses.package_id);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The active packages in display order. */
export async function listPackages(db: Db): Promise<SubscriptionPackage[]> {
  const rows = await db
    .select()
    .from(subscriptionPackages)
    .where(eq(subscriptionPackages.status, 'active'))
    .orderBy(asc(subscriptionPackages.sort), asc(subscriptionPackages.id));
  const counts = await courseCounts(db, rows.map((r) => r.id));
  return rows.map((r) => packageToWire(r, counts.get(r.id) ?? 0));
}

/** An active package row. @throws HttpError 404 'Data tidak ditemukan'. */
async function findPackage(db: Db, id: number): Promise<PackageRow> {
  const [row] = await db
    .select()
    .from(subscriptionPackages)
    .where(and(eq(subscriptionPackages.id, id), eq(subscriptionPackages.status, 'active')))
    .limit(1);
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return row;
}

/** A package with the active courses it opens (by id). @throws HttpError 404. */
export async function getPackageDetail(db: Db, id: number): Promise<PackageDetail> {
  const row = await findPackage(db, id);
  const opened = await db
    .select({ c: courses, cat: { slug: courseCategories.slug, name: courseCategories.name } })
    .from(subscriptionPackageCourses)
    .innerJoin(courses, eq(courses.id, subscriptionPackageCourses.course_id))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.category_id))
    .where(and(eq(subscriptionPackageCourses.package_id, id), eq(courses.status, 'active')))
    .orderBy(asc(courses.id));
  return {
    ...packageToWire(row, opened.length),
    courses: opened.map(({ c, cat }) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      category_slug: cat.slug,
      category_name: cat.name,
      thumbnail: c.thumbnail,
    })),
  };
}

/** Condition: a `user_subscriptions` row of `userId` that is active at `now` (status 'active', starts_at ≤ now < ends_at). */
export const activeSubscriptionOf = (userId: number, now: Date) =>
  and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'active'), lte(userSubscriptions.starts_at, now), gt(userSubscriptions.ends_at, now));

/**
 * The member's subscription active at `now`, latest end first, with the invoice of the order that paid it (null for
 * one granted without a payment), or undefined. The one definition of "has an active subscription" (payment refusal,
 * the active-subscription call, the learning side's access).
 */
export async function findActiveSubscription(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ sub: userSubscriptions, invoice: orders.invoice })
    .from(userSubscriptions)
    .leftJoin(orders, eq(orders.id, userSubscriptions.order_id))
    .where(activeSubscriptionOf(userId, now))
    .orderBy(desc(userSubscriptions.ends_at))
    .limit(1);
  return row;
}

/** GET lms/subscription/user_active_subscription. @throws HttpError 404 'Data tidak ditemukan' when none. */
export async function getActiveSubscription(db: Db, userId: number, now: Date): Promise<ActiveSubscription> {
  const row = await findActiveSubscription(db, userId, now);
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
  const [pkg] = await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, row.sub.package_id)).limit(1);
  const counts = await courseCounts(db, [row.sub.package_id]);
  return {
    id: row.sub.id,
    package_id: row.sub.package_id,
    package_data: packageToWire(pkg!, counts.get(row.sub.package_id) ?? 0),
    status: 'active',
    starts_at: row.sub.starts_at!.toISOString(),
    validity: row.sub.ends_at!.toISOString(),
    ends_at: row.sub.ends_at!.toISOString(),
    invoice: row.invoice ?? null,
  };
}

/**
 * The ids of the (active) courses the member can study through their active subscription at `now`, ascending
 * (empty when none). The subscription tab of Kursus Saya lists exactly these, and the learning side's access check
 * (services/learning.ts `findLearnerCourse`) opens exactly these.
 */
export async function subscriptionCourseIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const row = await findActiveSubscription(db, userId, now);
  if (!row) return [];
  const rows = await db
    .select({ id: courses.id })
    .from(subscriptionPackageCourses)
    .innerJoin(courses, eq(courses.id, subscriptionPackageCourses.course_id))
    .where(and(eq(subscriptionPackageCourses.package_id, row.sub.package_id), eq(courses.status, 'active')))
    .orderBy(asc(courses.id));
  return rows.map((r) => r.id);
}

/**
 * The one order line of a subscription payment (`type` 'subscription', `item_id` the package id): what History
 * Pembelian stores for a package bought at `amount` rupiah (the package's pay price). Without `order_id`.
 */
export function subscriptionOrderLine(pkg: PackageRow, amount: number) {
  const slug = pkg.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    item_id: pkg.id,
    type: SUBSCRIPTION_ORDER_TYPE,
    slug,
    category_slug: 'subscription',
    title: pkg.title,
    thumbnail: `/media/course/langganan-${slug}.svg`,
    description: pkg.benefits.map((b) => b.benefit).join('; '),
    price: amount,
    price_discount: Math.max(0, pkg.price - amount),
    price_discount_flag: amount < pkg.price,
    price_before_discount: pkg.price,
    quantity: 1,
  };
}

/**
 * Where a paid subscription returns (commerce §4 "Subscription flow": success → the learning site's
 * `/my-courses?type=subscription`): `LMS_URL` when it is absolute, else that path on `PUBLIC_URL`.
 */
export const subscriptionFinishUrl = (config: GatewayConfig) => configuredUrl(config, `${config.lmsUrl.replace(/\/+$/, '')}/my-courses?type=subscription`);

/** The validated payment body (SubscriptionPaymentInput output). */
export interface SubscriptionPaymentFields {
  user_info: { id: number; name: string; email: string; phone: string };
  order: Array<{ type: 'subscription'; quantity: number; title: string; price: number }>;
}

/** A subscription payment decided by {@link reserveSubscriptionPayment}, before the provider is asked. */
export interface SubscriptionReservation {
  userId: number;
  packageId: number;
  amount: number;
  customer: { name: string; email: string; phone: string };
  /** What the provider is asked for. */
  provider: ProviderTransactionRequest;
  /** The open order of the same package asked again (its token renewed), or null for a new order. */
  again: { orderId: number } | null;
}

/**
 * Step 1 of a subscription payment (POST lms/subscription/payment_snap/{packageId}; decision 047), in one
 * transaction, writing nothing: the checks and the decision. The amount is the package's own pay price
 * ({@link packagePayPrice}); the body's price and title are ignored. A second request for the same package while its
 * payment is still open goes to the provider again for the same order (the stand-in keeps its token; the real
 * provider issues a new one for `<invoice>~<attempt>`); otherwise a new invoice with a 24-hour window.
 * @throws HttpError 404 'Item transaksi tidak ditemukan' (empty order), 400 {@link ONE_PACKAGE_ONLY}, 404 unknown
 *   package, 409 {@link SUBSCRIPTION_STILL_ACTIVE}.
 */
export async function reserveSubscriptionPayment(
  tx: Db,
  userId: number,
  packageId: number,
  input: SubscriptionPaymentFields,
  now: Date,
  finishUrl: string,
): Promise<SubscriptionReservation> {
  if (input.order.length === 0) throw new HttpError(404, SUBSCRIPTION_ITEMS_MISSING);
  if (input.order.length > 1 || input.order[0]!.quantity !== 1) throw new HttpError(400, ONE_PACKAGE_ONLY);
  await lockMember(tx, userId);
  const pkg = await findPackage(tx, packageId);
  if (await findActiveSubscription(tx, userId, now)) throw new HttpError(409, SUBSCRIPTION_STILL_ACTIVE);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'token not found on auth service');
  const customer = {
    name: input.user_info.name.trim() || `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phone: user.no_telp.trim() || input.user_info.phone.trim(),
  };
  const amount = packagePayPrice(pkg);
  const same = (await openSubscriptionOrders(tx, userId)).find(
    (o) => o.order.expire_time !== null && o.order.expire_time > now && o.sub.package_id === pkg.id && o.order.amount === amount && o.order.payment_token,
  );
  if (same) {
    const o = same.order;
    return {
      userId,
      packageId: pkg.id,
      amount,
      customer,
      again: { orderId: o.id },
      provider: { invoice: o.invoice, amount, customer, expireAt: o.expire_time!, now, previousToken: o.payment_token, attempt: o.payment_attempt + 1, finishUrl },
    };
  }
  const invoice = newInvoice(now);
  const expireAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  return { userId, packageId: pkg.id, amount, customer, again: null, provider: { invoice, amount, customer, expireAt, now, previousToken: null, attempt: 1, finishUrl } };
}

/** The member's subscription orders awaiting payment (locked), with their pending subscription rows. */
function openSubscriptionOrders(tx: Db, userId: number) {
  return tx
    .select({ sub: userSubscriptions, order: orders })
    .from(userSubscriptions)
    .innerJoin(orders, eq(orders.id, userSubscriptions.order_id))
    .where(and(eq(userSubscriptions.user_id, userId), eq(userSubscriptions.status, 'pending'), eq(orders.status_code, STATUS.awaitingPayment)))
    .for('update');
}

/**
 * Step 3 of a subscription payment, in its own transaction after the provider answered (step 2, outside any
 * transaction): checked again under the member's lock, then written — the renewed token of the open order, or the
 * new order of type 'subscription' (history 1 → 2 with the token and the 24-hour window) with its package line and a
 * pending `user_subscriptions` row; an open payment for another package is cancelled (8, or 9 when past its
 * deadline), so only one can be paid.
 * @throws HttpError 409 {@link SUBSCRIPTION_STILL_ACTIVE} when a subscription became active meanwhile, 409
 *   {@link PAYMENT_SUPERSEDED} when the order asked again is no longer awaiting payment; 404 when the package is gone.
 */
export async function recordSubscriptionPayment(
  tx: Db,
  reserved: SubscriptionReservation,
  transaction: ProviderTransaction,
  now: Date,
): Promise<SubscriptionPaymentToken> {
  await lockMember(tx, reserved.userId);
  const pkg = await findPackage(tx, reserved.packageId);
  if (await findActiveSubscription(tx, reserved.userId, now)) throw new HttpError(409, SUBSCRIPTION_STILL_ACTIVE);
  const { invoice, expireAt } = reserved.provider;
  const answer = { token: transaction.token, invoice, redirect_url: transaction.redirect_url, amount: reserved.amount };
  for (const o of await openSubscriptionOrders(tx, reserved.userId)) {
    if (reserved.again && o.order.id === reserved.again.orderId) {
      await tx
        .update(orders)
        .set({ payment_token: transaction.token, payment_attempt: Math.max(o.order.payment_attempt, reserved.provider.attempt ?? 1), updated_at: now })
        .where(eq(orders.id, o.order.id));
      return answer;
    }
    const live = o.order.expire_time !== null && o.order.expire_time > now;
    // writeStatus closes the order's pending subscription row (8 or 9).
    await writeStatus(tx, o.order.id, live ? STATUS.cancelled : STATUS.paymentFailed, now);
  }
  // The order asked again left "awaiting payment" meanwhile (paid, expired, closed): the provider's answer belongs to
  // it, not to a new order — the member asks again.
  if (reserved.again) throw new HttpError(409, PAYMENT_SUPERSEDED);
  const [user] = await tx.select().from(users).where(eq(users.id, reserved.userId)).limit(1);
  const [created] = await tx
    .insert(orders)
    .values({
      user_id: reserved.userId,
      invoice,
      status_code: STATUS.created,
      order_type: SUBSCRIPTION_ORDER_TYPE,
      price_type: user!.type,
      price_tier: user!.tier,
      amount: reserved.amount,
      customer: reserved.customer,
      payment_attempt: 1,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
  const orderId = created!.id;
  await tx.insert(orderItems).values({ ...subscriptionOrderLine(pkg, reserved.amount), order_id: orderId });
  await tx.insert(userSubscriptions).values({ user_id: reserved.userId, package_id: pkg.id, order_id: orderId, status: 'pending', created_at: now, updated_at: now });
  // History: created (1), then awaiting payment (2) with the token and the 24-hour window.
  await writeStatus(tx, orderId, STATUS.created, now);
  await writeStatus(tx, orderId, STATUS.awaitingPayment, now, { payment_token: transaction.token, expire_time: expireAt });
  return answer;
}

/**
 * Record a landing-page lead; the same WhatsApp number again updates the name (one row per number).
 * @returns the stored lead.
 */
export async function recordLead(db: Db, lead: { fullname: string; whatsapp: string }, now: Date) {
  const [row] = await db
    .insert(subscriptionLeads)
    .values({ fullname: lead.fullname, whatsapp: lead.whatsapp, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: subscriptionLeads.whatsapp, set: { fullname: lead.fullname, updated_at: now } })
    .returning();
  return { id: row!.id, fullname: row!.fullname, whatsapp: row!.whatsapp, created_at: row!.created_at.toISOString() };
}
