/**
 * The reference gateway's database schema (drizzle, PostgreSQL dialect). The same schema and migrations run on
 * PGlite (default, data folder) and on PostgreSQL (`DATABASE_URL`). Money columns are rupiah integers;
 * coordinates WGS84 degrees; weights kg; sizes cm. Region ids are Kepmendagri codes kept as text.
 */
import {
  boolean,
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
  (t) => [index('cities_province_idx').on(t.province_id)],
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
  (t) => [index('districts_city_idx').on(t.city_id)],
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
});
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
  (t) => [index('addresses_user_idx').on(t.user_id)],
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
  ...timestamps,
});
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
});
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
  (t) => [uniqueIndex('product_prices_key').on(t.product_id, t.warehouse_id, t.type, t.tier)],
);
export const productStocks = pgTable(
  'product_stocks',
  {
    product_id: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
    sku_code: text('sku_code').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.warehouse_id] })],
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
  (t) => [uniqueIndex('promo_usages_order').on(t.promo_id, t.order_id)],
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
    ...timestamps,
  },
  (t) => [index('orders_user_idx').on(t.user_id)],
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
});
export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  order_id: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  code: integer('code').notNull(),
  title: text('title').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
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
    ...timestamps,
  },
  (t) => [uniqueIndex('enrollments_key').on(t.user_id, t.course_id)],
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
});

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
  (t) => [index('user_subscriptions_user_idx').on(t.user_id), index('user_subscriptions_order_idx').on(t.order_id)],
);
