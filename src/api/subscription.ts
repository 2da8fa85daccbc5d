/**
 * Recipe subscription (commerce spec §2 "Subscription", §3 "Subscription package", §4 "Subscription flow",
 * §5 "Subscription", §7 "Subscription and referral", §8 "Subscription", §9).
 *
 * Paths:
 * - GET `lms/subscription/package_list` (public) → {@link PackageList}, in display order.
 * - GET `lms/subscription/package_detail/{id}` (public) → {@link PackageDetail} (the package and the courses it
 *   opens); 404 'Data tidak ditemukan'.
 * - GET `lms/subscription/user_active_subscription?user_id=` (member; `user_id` must be the signed-in member, else
 *   403) → {@link ActiveSubscription}; 404 'Data tidak ditemukan' when the member has no active subscription.
 * - POST `lms/subscription/payment_snap/{packageId}` (member) with {@link SubscriptionPaymentInput} →
 *   {@link SubscriptionPaymentToken}; `result.token` opens the payment popup. The gateway decides the amount from
 *   its own package row (the discounted price when non-zero, otherwise the list price); the body's `price`,
 *   `title` and `quantity` are checked for shape only. Errors: 404 unknown package; 404 'Item transaksi tidak
 *   ditemukan' for an empty `order`; 400 for an item that is not the package; 409 while a subscription is active
 *   (no mid-period upgrade, §9); 403 for another member's `user_info.id`.
 * - POST `lms/subscription/landing_lead` (public; path not shown in the spec: chosen here) with
 *   {@link SubscriptionLeadInput} → {@link SubscriptionLead}; the same WhatsApp number again updates its name.
 *
 * Paying: the payment creates an order with `order_type` 'subscription' awaiting payment (status 2, 24 h); the
 * provider's signed notification marks it paid (3) and activates the subscription at once: it starts at the
 * payment and ends `months × 30` days later (the spec allows activation within 1x24 hours; this gateway does it
 * immediately, docs/decisions/022-subscription-payment.md). The popup's `success` / `pending` send the SPA to the
 * learning site's `my-courses?type=subscription`.
 */
import * as v from 'valibot';
import { call } from './client';
import { PositiveInt } from './envelope';
import { cappedText, maxText } from './limits';
import { UserInfo } from './order';

/** One month of a subscription, in days (commerce spec §9). */
export const SUBSCRIPTION_MONTH_DAYS = 30;

/**
 * Months of a package duration text such as '1-month' or '3-month' (the number before the dash, commerce §3).
 * @returns the month count, or 0 when the text has no leading number.
 */
export function durationMonths(duration: string): number {
  const m = /^\s*(\d+)/.exec(duration);
  return m ? Number(m[1]) : 0;
}

/**
 * The price the member pays for a package, rupiah: `price_after_discount` when non-zero, otherwise `price`
 * (commerce spec §5 "The payment price is the discounted price when non-zero, otherwise the list price").
 */
export function packagePayPrice(p: { price: number; price_after_discount: number }): number {
  return p.price_after_discount > 0 ? p.price_after_discount : p.price;
}

/**
 * The period a package bought now covers, for display (commerce §3 "currentDate and endDate computed for display";
 * §9 "Subscription duration is months times 30 days"): from `now` to `now` + months × 30 days.
 */
export function packagePeriod(pkg: { months: number }, now: Date): { currentDate: Date; endDate: Date } {
  return { currentDate: now, endDate: new Date(now.getTime() + pkg.months * SUBSCRIPTION_MONTH_DAYS * 86_400_000) };
}

/** A subscription package (commerce §3). Money in rupiah. */
export const SubscriptionPackage = v.object({
  id: v.number(),
  title: v.string(),
  /** e.g. '1-month'. */
  duration: v.string(),
  /** Months from {@link durationMonths}. */
  months: v.number(),
  /** List price. */
  price: v.number(),
  /** Discounted price; 0 means no discount. */
  price_after_discount: v.number(),
  benefits: v.array(v.object({ id: v.number(), benefit: v.string() })),
  /** How many courses the package opens. */
  total_courses: v.number(),
});
export type SubscriptionPackage = v.InferOutput<typeof SubscriptionPackage>;
export const PackageList = v.array(SubscriptionPackage);

/** A course opened by a package (enough for a card and a link to the learning site). */
export const PackageCourse = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category_slug: v.string(),
  category_name: v.string(),
  thumbnail: v.string(),
});
export const PackageDetail = v.object({ ...SubscriptionPackage.entries, courses: v.array(PackageCourse) });
export type PackageDetail = v.InferOutput<typeof PackageDetail>;

/** Query of GET lms/subscription/user_active_subscription. */
export const ActiveSubscriptionQuery = v.object({ user_id: PositiveInt });

/** The member's active subscription. Times are ISO 8601; `validity` is the end (shown with 'WIB'). */
export const ActiveSubscription = v.object({
  id: v.number(),
  package_id: v.number(),
  package_data: SubscriptionPackage,
  status: v.literal('active'),
  starts_at: v.string(),
  /** The moment the subscription ends (= `ends_at`). */
  validity: v.string(),
  ends_at: v.string(),
  /** The invoice of the order that paid it, null for subscriptions granted without an order. */
  invoice: v.nullable(v.string()),
});
export type ActiveSubscription = v.InferOutput<typeof ActiveSubscription>;

/**
 * The buyer as the SPA sends it (commerce §3 "Payment request"); `id` must be the signed-in member. The same
 * `user_info` as order payment's (src/api/order.ts `UserInfo`, capped by LIMITS).
 */
export const SubscriptionUserInfo = UserInfo;

/** One order line of a subscription payment: type 'subscription', price a whole number of rupiah. */
export const SubscriptionOrderLine = v.object({
  type: v.literal('subscription', "type harus 'subscription'"),
  quantity: v.pipe(v.number('quantity harus angka'), v.integer('quantity harus angka'), v.minValue(1, 'quantity minimal 1')),
  title: cappedText('name'),
  price: v.pipe(v.number('price harus angka'), v.integer('price harus bilangan bulat'), v.minValue(0, 'price minimal 0')),
});

/** Body of POST lms/subscription/payment_snap/{packageId}. */
export const SubscriptionPaymentInput = v.object({
  user_info: SubscriptionUserInfo,
  order: v.array(SubscriptionOrderLine),
});
export type SubscriptionPaymentInput = v.InferInput<typeof SubscriptionPaymentInput>;

/** The payment answer: `token` for the popup, plus the invoice and the hosted payment page. */
export const SubscriptionPaymentToken = v.object({
  token: v.string(),
  invoice: v.string(),
  redirect_url: v.string(),
  /** The amount the gateway charges, rupiah. */
  amount: v.number(),
});
export type SubscriptionPaymentToken = v.InferOutput<typeof SubscriptionPaymentToken>;

/** Message for an empty order list (commerce spec §8 "Subscription"). */
export const SUBSCRIPTION_ITEMS_MISSING = 'Item transaksi tidak ditemukan';

/** The WhatsApp number rule: digits only, starting with the country code (no 0, no plus), 8..15 digits (E.164). */
export const WHATSAPP_PATTERN = /^[1-9]\d{7,14}$/;

/** Body of POST lms/subscription/landing_lead (commerce §5 "Subscription"). */
export const SubscriptionLeadInput = v.object({
  fullname: v.pipe(
    v.string('Nama lengkap harus diisi'),
    v.trim(),
    v.nonEmpty('Nama lengkap harus diisi'),
    maxText('name'),
  ),
  whatsapp: v.pipe(
    v.string('Nomor WhatsApp harus diisi'),
    v.trim(),
    v.nonEmpty('Nomor WhatsApp harus diisi'),
    maxText('phone'),
    v.regex(/^\d+$/, 'Nomor WhatsApp hanya boleh angka, tanpa tanda +'),
    v.regex(WHATSAPP_PATTERN, 'Nomor WhatsApp diawali kode negara, contoh 62812xxxx'),
  ),
});
export type SubscriptionLeadInput = v.InferInput<typeof SubscriptionLeadInput>;
export const SubscriptionLead = v.object({ id: v.number(), fullname: v.string(), whatsapp: v.string(), created_at: v.string() });

/** GET lms/subscription/package_list. */
export const getPackages = () => call('get', 'lms/subscription/package_list', PackageList);
/** GET lms/subscription/package_detail/{id}. @throws ApiError 404 for an unknown package. */
export const getPackageDetail = (id: number) => call('get', `lms/subscription/package_detail/${id}`, PackageDetail);
/** How long one answer of user_active_subscription serves every asker, ms: the calls of one page share it. */
export const ACTIVE_SUBSCRIPTION_MEMO_MS = 10_000;
let activeMemo: { userId: number; at: number; answer: Promise<ActiveSubscription> } | null = null;

/**
 * GET lms/subscription/user_active_subscription. A member without a subscription is an answer, not an error
 * (commerce §3 "Code 404 means none"; issue 21): the 404 rejects with ApiError 404 but is not logged as a client
 * failure, and one answer (found or 404) serves every asker for {@link ACTIVE_SUBSCRIPTION_MEMO_MS}, so a page asks
 * once. A subscription payment forgets it.
 * @param now epoch ms (tests).
 */
export function getActiveSubscription(userId: number, now = Date.now()): Promise<ActiveSubscription> {
  if (activeMemo && activeMemo.userId === userId && now - activeMemo.at < ACTIVE_SUBSCRIPTION_MEMO_MS) return activeMemo.answer;
  const answer = call('get', 'lms/subscription/user_active_subscription', ActiveSubscription, {
    searchParams: { user_id: userId },
    expectedCodes: [404],
  });
  activeMemo = { userId, at: now, answer };
  // Other failures (network, 5xx) are not kept: the next asker tries again.
  answer.catch((error: unknown) => {
    if (activeMemo?.answer === answer && (error as { code?: number }).code !== 404) activeMemo = null;
  });
  return answer;
}

/** Forget the remembered active subscription (after a payment; tests). */
export function forgetActiveSubscription(): void {
  activeMemo = null;
}

/** POST lms/subscription/payment_snap/{packageId}. */
export const paySubscription = (packageId: number, body: SubscriptionPaymentInput) => {
  forgetActiveSubscription();
  return call('post', `lms/subscription/payment_snap/${packageId}`, SubscriptionPaymentToken, { json: body });
};
/** POST lms/subscription/landing_lead. */
export const submitSubscriptionLead = (body: SubscriptionLeadInput) =>
  call('post', 'lms/subscription/landing_lead', SubscriptionLead, { json: body });
