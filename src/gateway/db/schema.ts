/**
 * The reference gateway's database schema (drizzle, PostgreSQL dialect). The same schema and migrations run on
 * PGlite (default, data folder) and on PostgreSQL (`DATABASE_URL`). Money columns are rupiah integers;
 * coordinates WGS84 degrees; weights kg; sizes cm. Region ids are Kepmendagri codes kept as text.
 */
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// ── Regions (shared/data/wilayah, MIT) ──────────────────────────────────────────────────────────────
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    province_id: text('province_id').notNull().references(() => provinces.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('cities_province_idx').on(t.province_id), index('cities_lower_name_idx').on(sql`lower(${t.name})`)],
);
export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    city_id: text('city_id').notNull().references(() => cities.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('districts_city_idx').on(t.city_id),
    // The village lookup by names (area.ts `vilage?province=&city=&district=`) compares lower(name).
    index('districts_lower_name_idx').on(sql`lower(${t.name})`),
  ],
);
export const villages = pgTable(
  'villages',
  {
    id: text('id').primaryKey(),
    district_id: text('district_id').notNull().references(() => districts.id),
    name: text('name').notNull(),
    postal_code: text('postal_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('villages_district_idx').on(t.district_id)],
);

// ── Members ─────────────────────────────────────────────────────────────────────────────────────────
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** PBKDF2-SHA256 "iterations$saltHex$hashHex" (WebCrypto). */
  password_hash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull().default(''),
  image: text('image').notNull().default(''),
  type: text('type').notNull().default('b2c'),
  tier: integer('tier').notNull().default(3),
  status: text('status').notNull().default('active'),
  birthday: text('birthday'),
  gender: text('gender'),
  no_telp: text('no_telp').notNull().default(''),
  education: text('education'),
  biography: text('biography').notNull().default(''),
  social_login: boolean('social_login').notNull().default(false),
  social_links: jsonb('social_links').$type<{ facebook: string; twitter: string; linkedin: string }>().notNull().default({ facebook: '', twitter: '', linkedin: '' }),
  /** The profile's own address (portal §2 "Profile edit", §7 `address_data`), apart from the address book; null until saved. */
  profile_address: jsonb('profile_address').$type<ProfileAddressData>(),
  ...timestamps,
});
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull(),
    role_name: text('role_name').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] })],
);
/** Bearer tokens issued by the sign-in stand-in; valid 1 day (portal §9 cookie lifetime). */
export const sessions = pgTable('sessions', {
  token: text('token').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sessions_user_idx').on(t.user_id)]);
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    is_default: boolean('is_default').notNull().default(false),
    label: text('label').notNull(),
    recipient: text('recipient').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    village_id: text('village_id').notNull().references(() => villages.id),
    village: text('village').notNull(),
    postal_code: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps,
  },
  (t) => [index('addresses_user_idx').on(t.user_id), index('addresses_village_idx').on(t.village_id)],
);

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────────────
export const courseCategories = pgTable('course_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  category_id: integer('category_id').notNull().references(() => courseCategories.id),
  sub_category_id: integer('sub_category_id'),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  thumbnail: text('thumbnail').notNull(),
  course_duration: text('course_duration').notNull(),
  is_prakerja: boolean('is_prakerja').notNull().default(false),
  is_free_course: boolean('is_free_course').notNull().default(false),
  rating: doublePrecision('rating').notNull().default(0),
  total_review: integer('total_review').notNull().default(0),
  total_lesson: integer('total_lesson').notNull().default(0),
  popular: integer('popular').notNull().default(0),
  status: text('status').notNull().default('active'),
  /** normal | offline | sync2024 | other (commerce §3). */
  schema: text('schema').notNull().default('normal'),
  short_description: text('short_description').notNull().default(''),
  description: text('description').notNull().default(''),
  /** List price, rupiah. */
  price_before_discount: integer('price_before_discount').notNull(),
  /** Price the member pays, rupiah (0 for free courses). */
  price: integer('price').notNull(),
  // Detail fields (portal §3 "Course": "Detail adds: video_url, description, outcomes, requirements, language, meta
  // fields, is_purchased, my_wishlist, order_type, product_id"; decision 071).
  /** The course's preview video, or null. */
  video_url: text('video_url'),
  /** What the member learns, one line each. */
  outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
  /** What the member needs before starting, one line each. */
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  language: text('language').notNull().default('Bahasa Indonesia'),
  /** Search-engine fields of the course page. */
  meta: jsonb('meta').$type<{ meta_title: string; meta_description: string; meta_keywords: string }>().notNull().default({ meta_title: '', meta_description: '', meta_keywords: '' }),
  /** The order line type the course is bought as ('lms': a course in the cart, commerce §3). */
  order_type: text('order_type').notNull().default('lms'),
  /** The store product that goes with the course (its main ingredient or tool), or null. */
  product_id: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  ...timestamps,
}, (t) => [index('courses_category_idx').on(t.category_id), index('courses_product_idx').on(t.product_id)]);
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  status: text('status').notNull().default('active'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  province: text('province').notNull(),
});
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  erp_id: text('erp_id').notNull(),
  zone_id: integer('zone_id').notNull().references(() => zones.id),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postal_code: text('postal_code').notNull(),
  telephone: text('telephone').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  village_id: text('village_id').notNull(),
  district_id: text('district_id').notNull(),
  city_id: text('city_id').notNull(),
  province_id: text('province_id').notNull(),
  can_be_order: boolean('can_be_order').notNull().default(true),
  is_active: boolean('is_active').notNull().default(true),
}, (t) => [index('warehouses_zone_idx').on(t.zone_id)]);
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  category_slug: text('category_slug').notNull(),
  subcategory_id: integer('subcategory_id'),
  brand: text('brand').notNull(),
  slug: text('slug').notNull().unique(),
  item_code: text('item_code').notNull().unique(),
  short_name: text('short_name').notNull(),
  long_name: text('long_name').notNull(),
  image: text('image').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  uom: text('uom').notNull().default('pcs'),
  /** cm */
  height: doublePrecision('height').notNull(),
  width: doublePrecision('width').notNull(),
  length: doublePrecision('length').notNull(),
  /** kg per unit */
  weight: doublePrecision('weight').notNull(),
  unit_weight: text('unit_weight').notNull().default('kg'),
  is_top_product: boolean('is_top_product').notNull().default(false),
  is_preorder: boolean('is_preorder').notNull().default(false),
  is_ignore_stock: boolean('is_ignore_stock').notNull().default(false),
  rating: doublePrecision('rating').notNull().default(0),
  total_review: integer('total_review').notNull().default(0),
  status: text('status').notNull().default('active'),
  ...timestamps,
});
/** Price list entries per warehouse, type (b2c/b2b) and tier (1..3). */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
    type: text('type').notNull(),
    tier: integer('tier').notNull(),
    sku_code: text('sku_code').notNull(),
    margin: doublePrecision('margin').notNull().default(0),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('product_prices_key').on(t.product_id, t.warehouse_id, t.type, t.tier), index('product_prices_warehouse_idx').on(t.warehouse_id)],
);
export const productStocks = pgTable(
  'product_stocks',
  {
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
    sku_code: text('sku_code').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.warehouse_id] }), index('product_stocks_warehouse_idx').on(t.warehouse_id)],
);
/** Sitemap content per channel and key (portal §7); `value` is HTML or a code (warehouse_default). */
export const sitemap = pgTable(
  'sitemap',
  {
    channel: text('channel').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.key] })],
);

// ── Cart, promo, orders ─────────────────────────────────────────────────────────────────────────────
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    item_id: integer('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    price_type: text('price_type').notNull(),
    price_tier: integer('price_tier').notNull(),
    /** 0 for courses (no warehouse), else the product's warehouse. */
    warehouse_id: integer('warehouse_id').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('cart_items_key').on(t.user_id, t.type, t.item_id, t.warehouse_id)],
);
export const promos = pgTable('promos', {
  id: serial('id').primaryKey(),
  promo_code: text('promo_code').notNull().unique(),
  promo_price: integer('promo_price').notNull(),
  promo_precentage: doublePrecision('promo_precentage').notNull().default(0),
  event: text('event').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  /** How many uses in total; 0 = unlimited. */
  max_user: integer('max_user').notNull().default(0),
  start_date: timestamp('start_date', { withTimezone: true }).notNull(),
  end_date: timestamp('end_date', { withTimezone: true }).notNull(),
  /** Courses it applies to; empty = every course. */
  course_ids: jsonb('course_ids').$type<number[]>().notNull().default([]),
  terms: text('terms').notNull().default(''),
  ...timestamps,
});
export const promoUsages = pgTable(
  'promo_usages',
  {
    id: serial('id').primaryKey(),
    promo_id: integer('promo_id').notNull().references(() => promos.id),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    order_id: integer('order_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_usages_order').on(t.promo_id, t.order_id), index('promo_usages_user_idx').on(t.user_id)],
);
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    invoice: text('invoice').notNull().unique(),
    status_code: integer('status_code').notNull().default(1),
    order_type: text('order_type').notNull(),
    price_type: text('price_type').notNull(),
    price_tier: integer('price_tier').notNull(),
    promo_code: text('promo_code').notNull().default(''),
    course_amount: integer('course_amount').notNull().default(0),
    product_amount: integer('product_amount').notNull().default(0),
    delivery_cost: integer('delivery_cost').notNull().default(0),
    insurance_cost: integer('insurance_cost').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    payment_type: text('payment_type'),
    payment_info: text('payment_info'),
    bank_name: text('bank_name'),
    va_number: text('va_number'),
    voucher_code: text('voucher_code'),
    payment_token: text('payment_token').unique(),
    expire_time: timestamp('expire_time', { withTimezone: true }),
    customer: jsonb('customer').$type<{ name: string; email: string; phone: string }>().notNull(),
    recipient: jsonb('recipient'),
    shipper: jsonb('shipper'),
    warehouse: jsonb('warehouse'),
    /** Whether this order's product quantities are taken from the warehouse stock (set when paid, cleared when given back). */
    stock_taken: boolean('stock_taken').notNull().default(false),
    /**
     * How many payment requests this order has started (services/orders/pay.ts `reservePayment`): the number of the
     * newest, whose provider call and stock hold are the current ones (issue 16 point 7, decision 047).
     */
    payment_attempt: integer('payment_attempt').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    // A member's page of orders newest first (lms/finance/transaction) reads this index backwards and stops at the
    // page: its cost does not grow with the member's order count (issue 12 point 5).
    index('orders_user_id_idx').on(t.user_id, t.id),
    // Unpaid orders past their deadline (services/orders.ts expireOverdueOrders, run before every list).
    index('orders_awaiting_payment_idx').on(t.user_id, t.expire_time).where(sql`status_code = 2`),
  ],
);
export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  item_id: integer('item_id').notNull(),
  type: text('type').notNull(),
  slug: text('slug').notNull(),
  category_slug: text('category_slug').notNull(),
  title: text('title').notNull(),
  thumbnail: text('thumbnail').notNull(),
  description: text('description').notNull().default(''),
  sku: text('sku').notNull().default(''),
  price: integer('price').notNull(),
  price_discount: integer('price_discount').notNull().default(0),
  price_discount_flag: boolean('price_discount_flag').notNull().default(false),
  price_before_discount: integer('price_before_discount').notNull(),
  quantity: integer('quantity').notNull(),
  schema: text('schema'),
  rating_id: integer('rating_id').notNull().default(0),
  weight: doublePrecision('weight'),
  height: doublePrecision('height'),
  width: doublePrecision('width'),
  length: doublePrecision('length'),
}, (t) => [index('order_items_order_idx').on(t.order_id)]);
/**
 * Units of a warehouse's stock held for an order while its payment is open (services/stock-hold.ts; issue 16 point 6,
 * decision 047): one row per order, payment attempt and product. A hold counts against the stock others can pay for
 * until `expires_at` (the order's payment deadline; a few minutes while the provider is being asked); the paid order
 * takes the stock and drops its holds, a closed one (8, 9, 10) drops them.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    product_id: integer('product_id').notNull(),
    warehouse_id: integer('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.attempt, t.product_id] }), index('stock_holds_product_idx').on(t.warehouse_id, t.product_id, t.expires_at)],
);
export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  code: integer('code').notNull(),
  title: text('title').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_status_history_order_idx').on(t.order_id)]);
/**
 * Request limits shared by every gateway process (issue 12 point 6, decision 042; http/rate-limit.ts): one token
 * bucket per limiter `name` and client/member `key` — `tokens` left at `at_ms` (epoch ms), `ok` whether the last
 * take succeeded (set in the same statement that takes).
 */
export const rateBuckets = pgTable(
  'rate_buckets',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    tokens: doublePrecision('tokens').notNull(),
    at_ms: bigint('at_ms', { mode: 'number' }).notNull(),
    ok: boolean('ok').notNull().default(true),
    /** Tokens the last lease gave its process (http/rate-limit.ts `DbRateLimiter`, decision 078). */
    granted: doublePrecision('granted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_buckets_at_idx').on(t.at_ms)],
);

/** Sign-in failures per e-mail on the sign-in stand-in (http/rate-limit.ts `DbFailureThrottle`), times epoch ms. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  first_ms: bigint('first_ms', { mode: 'number' }).notNull(),
  last_ms: bigint('last_ms', { mode: 'number' }).notNull(),
});

/**
 * How many orders each member has in each status, kept by triggers of migration 0009 on `orders` (insert, update,
 * delete; statement-level, so a bulk insert writes one row per member and status): the transaction list's count
 * is a sum over a few rows instead of counting the member's orders (decision 078). No foreign key: a member's
 * rows go down to 0 with their orders.
 */
export const memberOrderCounts = pgTable(
  'member_order_counts',
  {
    user_id: integer('user_id').notNull(),
    status_code: integer('status_code').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.status_code] })],
);

/** Idempotency keys for order/add and order/payment: a retry answers the stored response. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    response: jsonb('response').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.scope, t.key] })],
);
/** Payment provider notifications, keyed by invoice + transaction status: a replay changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    invoice: text('invoice').notNull(),
    transaction_status: text('transaction_status').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_key').on(t.invoice, t.transaction_status)],
);
/** Purchased courses (Kursus Saya). */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id),
    order_id: integer('order_id').notNull(),
    percentage: integer('percentage').notNull().default(0),
    survey_submit: boolean('survey_submit').notNull().default(false),
    tugas_submit: text('tugas_submit').notNull().default('pending'),
    tugas_review: text('tugas_review').notNull().default(''),
    /** The webinar schedule the learner is booked on (normal, offline, sync2024 courses); null when none. */
    schedule_id: integer('schedule_id').references(() => courseSchedules.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('enrollments_key').on(t.user_id, t.course_id), index('enrollments_schedule_idx').on(t.schedule_id), index('enrollments_course_idx').on(t.course_id)],
);
export const wishlist = pgTable('wishlist', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  product_id: integer('product_id').notNull(),
  type: text('type').notNull(),
  warehouse_id: integer('warehouse_id'),
  pricelist_type: text('pricelist_type'),
  pricelist_tier: integer('pricelist_tier'),
  ...timestamps,
}, (t) => [index('wishlist_user_idx').on(t.user_id, t.type)]);

// ── Subscriptions (commerce §2 Subscription, §3 "Subscription package", §4 "Subscription flow", §9) ────────
/**
 * The recipe subscription packages (Lite Pass, Starter Pass, Growth Pass). `duration` is the spec's text form
 * ('1-month', '3-month': the number before the dash is months; one month = 30 days). Money in rupiah;
 * `price_after_discount` 0 means no discount (the payment price is the discounted price when non-zero).
 */
export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  duration: text('duration').notNull(),
  price: integer('price').notNull(),
  price_after_discount: integer('price_after_discount').notNull().default(0),
  benefits: jsonb('benefits').$type<Array<{ id: number; benefit: string }>>().notNull().default([]),
  status: text('status').notNull().default('active'),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});
/** Which courses a package opens to its subscribers (the 'subscription' tab of Kursus Saya). */
export const subscriptionPackageCourses = pgTable(
  'subscription_package_courses',
  {
    package_id: integer('package_id').notNull().references(() => subscriptionPackages.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.package_id, t.course_id] }), index('subscription_package_courses_course_idx').on(t.course_id)],
);
/**
 * A member's subscription. `status`: 'pending' (payment requested), 'active' (paid; valid from `starts_at` to
 * `ends_at`), 'cancelled' or 'failed'. Active means status 'active' and `starts_at <= now < ends_at`.
 * `order_id` is the payment's order (order_type 'subscription') when bought through the payment popup.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    package_id: integer('package_id').notNull().references(() => subscriptionPackages.id),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('user_subscriptions_user_idx').on(t.user_id), index('user_subscriptions_order_idx').on(t.order_id), index('user_subscriptions_package_idx').on(t.package_id)],
);

// ── File storage (every upload: profile photos, assignments, employee images; decision 024) ───────────────
/** PostgreSQL `bytea` (drizzle has no built-in column for it). PGlite answers Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>)),
});

/**
 * Every uploaded file, checked by the one storage service (src/gateway/services/storage.ts) and served by its one
 * route at `/storage/<folder>/<id>.<ext>`. `id` is 32 random hex characters; `folder` the upload's `path`
 * ('images', 'upload/tugas', 'hris/ktp', …) and so its bucket (who may read it, how it is served); `owner_id` the
 * member who uploaded it (null for the employee form, which has no session); `mime` the checked type; `size` bytes.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    folder: text('folder').notNull(),
    owner_id: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    original_name: text('original_name').notNull(),
    ext: text('ext').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.owner_id, t.folder, t.created_at)],
);

// ── Account area (portal §2 "Account area", "Referral"; §7 User, Referral) ─────────────────────────────────
/** The stored shape of `users.profile_address` (region ids are Kepmendagri codes; coordinates WGS84 degrees). */
export interface ProfileAddressData {
  address: string;
  district_id: string;
  /** Empty when the member chose no village (the village is optional in the profile, portal §5). */
  village_id: string;
  village: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

/** Invitations sent from 'Undang Teman' (portal §2 "Invite friend"); e-mails stored lower-case. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user_idx').on(t.user_id, t.created_at)],
);

/** One referral code per member (portal §2 "Referral", §7); codes are unique across members. */
export const referralCodes = pgTable('referral_codes', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Learning (commerce §2 My Courses, Reviews; §3; §4 My Courses progress, Certificates; §5; §6 assessors) ──────
// docs/decisions/019-learning-contract.md, 020-learning-storage.md.

/**
 * Webinar schedules of a course (commerce §3 "Schedule item"): learners are booked on one
 * (`enrollments.schedule_id`), assessors pick one ('Pilih Jadwal'). Times are instants (timestamptz).
 */
export const courseSchedules = pgTable(
  'course_schedules',
  {
    id: serial('id').primaryKey(),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    start_date: timestamp('start_date', { withTimezone: true }).notNull(),
    end_date: timestamp('end_date', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('course_schedules_course_idx').on(t.course_id)],
);

/** Which courses an assessor (roles 53 'assesor', 54 'assesor live') is assigned to (commerce §6). */
export const assessorCourses = pgTable(
  'assessor_courses',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] }), index('assessor_courses_course_idx').on(t.course_id)],
);

/**
 * Learning state of a course a member studies through an active subscription without owning it (the
 * 'subscription' tab). Same meaning as the matching `enrollments` columns; kept apart so that studying a
 * subscription course never counts as having bought it (cart "pernah kamu beli", `is_purchased`).
 */
export const subscriptionCourseProgress = pgTable(
  'subscription_course_progress',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    percentage: integer('percentage').notNull().default(0),
    survey_submit: boolean('survey_submit').notNull().default(false),
    tugas_submit: text('tugas_submit').notNull().default('pending'),
    tugas_review: text('tugas_review').notNull().default(''),
    schedule_id: integer('schedule_id').references(() => courseSchedules.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.course_id] }), index('subscription_course_progress_course_idx').on(t.course_id), index('subscription_course_progress_schedule_idx').on(t.schedule_id)],
);

/**
 * A member's assignment ('tugas') for a course (commerce §5 "Assignment upload"). `status`: 'submitted'
 * (waiting for review, 'Menunggu Review') or 'review' (reviewed, 'Lihat Review'); `review_html` is the
 * assessor's HTML (sanitised by the SPA before rendering). One per member and course.
 */
export const courseWorks = pgTable(
  'course_works',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    schedule_id: integer('schedule_id').references(() => courseSchedules.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('submitted'),
    /** The learner's description sent as `feedback_user`. */
    feedback_user: text('feedback_user').notNull(),
    review_html: text('review_html').notNull().default(''),
    reviewer_id: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewer_name: text('reviewer_name').notNull().default(''),
    submitted_at: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('course_works_key').on(t.user_id, t.course_id),
    index('course_works_course_idx').on(t.course_id),
    index('course_works_reviewer_idx').on(t.reviewer_id),
    index('course_works_schedule_idx').on(t.schedule_id),
  ],
);

/**
 * The files of an assignment (docs/decisions/020-learning-storage.md, 024): rows of `stored_files` in the folder
 * 'upload/tugas', served at /storage/upload/tugas/{id}.{ext} only to the member, the course's assessors and admins.
 * `id` orders them as sent.
 */
export const courseWorkFiles = pgTable(
  'course_work_files',
  {
    id: serial('id').primaryKey(),
    work_id: integer('work_id').notNull().references(() => courseWorks.id, { onDelete: 'cascade' }),
    file_id: text('file_id').notNull().unique().references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('course_work_files_work_idx').on(t.work_id)],
);

/**
 * Survey questions (commerce §3 "Survey question"). `item_id` 0 asks the question for every course, otherwise
 * only for that course; `options` are the answers offered (empty = free text). Soft-deleted with `deleted_at`.
 */
export const surveyQuestions = pgTable('survey_questions', {
  id: serial('id').primaryKey(),
  item_id: integer('item_id').notNull().default(0),
  channel: text('channel').notNull().default('lms'),
  title: text('title').notNull(),
  options: jsonb('options').$type<string[]>().notNull().default([]),
  created_by: text('created_by').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
});

/** A member's answer to one survey question for one course (`item_id`). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    item_id: integer('item_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('lms'),
    schedule_id: integer('schedule_id'),
    survey_id: integer('survey_id').notNull().references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    user_answer: text('user_answer').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('survey_answers_key').on(t.user_id, t.item_id, t.survey_id), index('survey_answers_item_idx').on(t.item_id), index('survey_answers_survey_idx').on(t.survey_id)],
);

/**
 * Issued certificates (commerce §3 "Certificate item"). `type` 'course_completion' (generated after the
 * survey) or 'webinar' (per schedule). `code` is the certificate code sent as `voucher` when renaming;
 * `filename` names the image in the storage stand-in (/storage/certificate/{filename}), unguessable.
 * `name` is the name printed on it (the member's name until renamed).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    course_id: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    schedule_id: integer('schedule_id').references(() => courseSchedules.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    code: text('code').notNull().unique(),
    filename: text('filename').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('certificates_key').on(t.user_id, t.course_id, t.type), index('certificates_user_idx').on(t.user_id), index('certificates_schedule_idx').on(t.schedule_id), index('certificates_course_idx').on(t.course_id)],
);

/**
 * Reviews of completed orders' items (commerce §3 "Review"). `type` 'lms' (product_id = course id) or 'ecom'
 * (product_id = product id); `rating` 1..5. Storing one sets `order_items.rating_id` to its id, which hides
 * 'Beri Ulasan' on the order.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    product_id: integer('product_id').notNull(),
    order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    order_item_id: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }).unique(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    warehouse_id: integer('warehouse_id'),
    pricelist_type: text('pricelist_type'),
    pricelist_tier: integer('pricelist_tier'),
    ...timestamps,
  },
  (t) => [index('reviews_user_idx').on(t.user_id, t.type), index('reviews_order_idx').on(t.order_id)],
);

// ── Portal content (portal §2 "Home", "Informational pages", §3 "Media post", "Org member"; §7 "Content") ───
/** Media (blog) categories of the 'Artikel Terbaru' posts. */
export const mediaCategories = pgTable('media_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});
/**
 * Media posts (portal §3 "Media post"). `blog_description` is HTML (sanitised by the SPA); a post is public once
 * `status` is 'publish' and `date_publish` has passed.
 */
export const mediaPosts = pgTable(
  'media_posts',
  {
    id: serial('id').primaryKey(),
    category_id: integer('category_id').notNull().references(() => mediaCategories.id),
    slug_content: text('slug_content').notNull().unique(),
    blog_title: text('blog_title').notNull(),
    banner: text('banner').notNull(),
    thumbnail: text('thumbnail').notNull(),
    blog_description: text('blog_description').notNull(),
    meta_description: text('meta_description').notNull().default(''),
    author: text('author').notNull(),
    status: text('status').notNull().default('publish'),
    date_publish: timestamp('date_publish', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('media_posts_publish_idx').on(t.date_publish), index('media_posts_category_idx').on(t.category_id)],
);
/**
 * Help-centre entries per channel (commerce §3 "Help centre entry"): `detail` is a list of `{ title, detail }`
 * where `detail` is HTML. Ids are fixed by the seed because the SPA links to them (`/help/ecom?menu=61`).
 */
export const helpCenterEntries = pgTable(
  'help_center_entries',
  {
    id: integer('id').primaryKey(),
    channel: text('channel').notNull(),
    title: text('title').notNull(),
    detail: jsonb('detail').$type<Array<{ title: string; detail: string }>>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_center_channel_idx').on(t.channel)],
);
/** Frequently asked questions; `answer` is HTML; `category` groups them ('subscription', 'umum', ...). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('faqs_category_idx').on(t.category)],
);
/** The organisation structure shown on About Us (portal §3 "Org member"). */
export const orgMembers = pgTable('org_members', {
  id: serial('id').primaryKey(),
  fullname: text('fullname').notNull(),
  profile_picture: text('profile_picture').notNull(),
  position: text('position').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});
/**
 * The structured part of About Us per channel (portal, lms, ecom, media, community): vision, mission, gallery,
 * contact details and the map point (WGS84 degrees). The HTML body stays in `sitemap` under key `about_us`.
 */
export const companyProfiles = pgTable('company_profiles', {
  channel: text('channel').primaryKey(),
  title: text('title').notNull(),
  vision: text('vision').notNull(),
  mission: jsonb('mission').$type<string[]>().notNull().default([]),
  gallery: jsonb('gallery').$type<Array<{ id: number; image: string; caption: string }>>().notNull().default([]),
  contact: jsonb('contact')
    .$type<{ address: string; phone: string; whatsapp: string; email: string; hours: string }>()
    .notNull(),
  map: jsonb('map').$type<{ latitude: number; longitude: number; zoom: number; label: string }>().notNull(),
});

// ── Subscription leads (commerce §2 "Subscription landing page") ──────────────────────────────────────
/** A lead from the subscription landing page: full name and a WhatsApp number (digits, country code first). */
export const subscriptionLeads = pgTable(
  'subscription_leads',
  {
    id: serial('id').primaryKey(),
    fullname: text('fullname').notNull(),
    whatsapp: text('whatsapp').notNull(),
    source: text('source').notNull().default('subscriptionlandingpage'),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscription_leads_whatsapp').on(t.whatsapp)],
);

// ── Events (commerce §2 "Events") ─────────────────────────────────────────────────────────────────────
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** HTML. */
  description: text('description').notNull().default(''),
  banner: text('banner').notNull(),
  /** 'online' or 'offline'. */
  event_type: text('event_type').notNull(),
  location: text('location').notNull(),
  organizer: text('organizer').notNull(),
  start_at: timestamp('start_at', { withTimezone: true }).notNull(),
  end_at: timestamp('end_at', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('active'),
  ...timestamps,
});
/** A member's ticket to an event (one per member and event); `code` is what the QR code carries. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    event_id: integer('event_id').notNull().references(() => events.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ticket_type: text('ticket_type').notNull(),
    holder_name: text('holder_name').notNull(),
    /** Rupiah paid for the ticket (0 for free events). */
    price: integer('price').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('event_tickets_key').on(t.event_id, t.user_id), index('event_tickets_user_idx').on(t.user_id)],
);

// ── Restaurant voucher claim (portal §2 "/promo", §7 "Voucher") ─────────────────────────────────────────
/** An ERP (restaurant/outlet) promo whose vouchers are claimed on /promo?code=<code>. */
export const erpVoucherPromos = pgTable('erp_voucher_promos', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  outlet: text('outlet').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  start_date: timestamp('start_date', { withTimezone: true }).notNull(),
  end_date: timestamp('end_date', { withTimezone: true }).notNull(),
  ...timestamps,
});
/**
 * The finite stock of voucher codes of a promo. A code is free while `claimed_phone` is null. One claim per
 * phone per promo (unique index; PostgreSQL lets any number of unclaimed rows hold null).
 */
export const erpVoucherCodes = pgTable(
  'erp_voucher_codes',
  {
    id: serial('id').primaryKey(),
    promo_id: integer('promo_id').notNull().references(() => erpVoucherPromos.id, { onDelete: 'cascade' }),
    voucher_code: text('voucher_code').notNull().unique(),
    claimed_name: text('claimed_name'),
    /** Normalised digits (leading 0 → 62). */
    claimed_phone: text('claimed_phone'),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('erp_voucher_codes_claim').on(t.promo_id, t.claimed_phone), index('erp_voucher_codes_promo_idx').on(t.promo_id)],
);

// ── HR (HRIS) stand-in (portal §2 "/employee", §3 "Employee form payload", §7 "Employee (HR) API") ─────────
export const hrisCompanies = pgTable('hris_companies', {
  company_id: integer('company_id').primaryKey(),
  nama_company: text('nama_company').notNull(),
});
export const hrisDepartments = pgTable('hris_departments', {
  department_id: serial('department_id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => hrisCompanies.company_id, { onDelete: 'cascade' }),
  nama_department: text('nama_department').notNull(),
}, (t) => [index('hris_departments_company_idx').on(t.company_id)]);
/** `postition_id` is spelt as the HR API spells it (portal §3). */
export const hrisPositions = pgTable('hris_positions', {
  postition_id: serial('postition_id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => hrisCompanies.company_id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
}, (t) => [index('hris_positions_company_idx').on(t.company_id)]);
export const hrisManagers = pgTable('hris_managers', {
  manager_id: serial('manager_id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => hrisCompanies.company_id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
}, (t) => [index('hris_managers_company_idx').on(t.company_id)]);
/**
 * An employee record of the HR stand-in: `record` holds informasi_pekerjaan, informasi_pribadi, kontak_darurat and
 * pendidikan exactly as the HR API answers them. `email` is stored lower-case.
 */
export const hrisEmployees = pgTable(
  'hris_employees',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => hrisCompanies.company_id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    nama: text('nama').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** PBKDF2 hash of the HR password, set when the form sends one. */
    password_hash: text('password_hash'),
    ...timestamps,
  },
  (t) => [uniqueIndex('hris_employees_key').on(t.company_id, t.email)],
);
/** One-time codes sent by the HR stand-in (SHA-256 of the code; valid 15 minutes, 5 attempts). */
export const hrisOtps = pgTable(
  'hris_otps',
  {
    id: serial('id').primaryKey(),
    employee_id: integer('employee_id').notNull().references(() => hrisEmployees.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hris_otps_employee_idx').on(t.employee_id)],
);

// ── Support chat (issue 21 point 2; docs/decisions/069-support-chat.md) ─────────────────────────────
/**
 * One support conversation per member. `member_read_id` / `staff_read_id`: the last message id each side has read
 * (unread = messages of the other side above it).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    member_read_id: integer('member_read_id').notNull().default(0),
    staff_read_id: integer('staff_read_id').notNull().default(0),
    /** When the last message arrived (the back office lists the newest first). */
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [uniqueIndex('chat_conversations_user').on(t.user_id), index('chat_conversations_last_idx').on(t.last_message_at)],
);
/**
 * A stored chat message. `client_id` is the sender's own id for it (a UUID from the widget): sending the same one
 * again (a retry after the connection dropped mid-send) answers the stored row instead of a second message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversation_id: integer('conversation_id').notNull().references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** 'member' or 'staff'. */
    sender: text('sender').notNull(),
    /** The staff member who replied (sender 'staff'). */
    staff_id: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    client_id: text('client_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client').on(t.conversation_id, t.client_id),
    index('chat_messages_conversation_idx').on(t.conversation_id, t.id),
    index('chat_messages_staff_idx').on(t.staff_id),
  ],
);

/**
 * Server-side secrets the gateway makes for itself on first use and shares between its processes (e.g. the key that
 * signs short-lived stored-file URLs, services/signed-url.ts). Never sent to a client.
 */
export const gatewaySecrets = pgTable('gateway_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's B2B registration (portal §7 POST lms/users/b2b_register/submit; decision 071): the company they buy for
 * and the scan of its tax number or business licence (a stored file in `b2b/dokumen`). `status` 'pending' until the
 * back office checks it; an approved member becomes type b2b (the registration row stays as the record).
 */
export const b2bRegistrations = pgTable(
  'b2b_registrations',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    company_name: text('company_name').notNull(),
    business_type: text('business_type').notNull(),
    npwp: text('npwp').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** The stored file's id (stored_files.id). */
    document_id: text('document_id').notNull().references(() => storedFiles.id),
    /** 'pending' | 'approved'. */
    status: text('status').notNull().default('pending'),
    ...timestamps,
  },
  (t) => [uniqueIndex('b2b_registrations_user').on(t.user_id), index('b2b_registrations_document_idx').on(t.document_id)],
);
