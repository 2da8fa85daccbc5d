/**
 * A short order history for the b2b demo account (anggota's history stays empty so its journeys start clean).
 *
 * | invoice        | status                     | contents                                   | notes                                 |
 * |----------------|----------------------------|--------------------------------------------|---------------------------------------|
 * | INV-DEMO-0001  | 7 Pesanan selesai (40 d ago) | 1 course + 2 products, promo HABIS        | the one use that exhausts HABIS; enrols b2b in the course |
 * | INV-DEMO-0002  | 3 Pembayaran diterima (2 d ago) | 2 products, BDX delivery               | ready for `npm run order:status -- INV-DEMO-0002 4` |
 * | INV-DEMO-0003  | 9 Pembayaran gagal (10 d ago) | 1 course                                  | refused by advanceOrderStatus          |
 *
 * Money: `course_amount` and `product_amount` are what the member pays (after course discounts), `discount`
 * is the promo cashback, `amount = course_amount + product_amount + delivery_cost + insurance_cost - discount`.
 */
import { eq } from 'drizzle-orm';
import { haversineKm, roundKm } from '../../lib/geo';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { ORDER_STATUS_TITLES } from '../services/order-status';
import { SEED_CATEGORIES, SEED_COURSES } from './courses';
import { SEED_ZONES } from './places';
import { priceFor, PRICE_TIERS, SEED_PRODUCTS } from './products';
import { SEED_USERS } from './users';

/** Invoices of the seeded orders. */
export const SEED_INVOICES = { completed: 'INV-DEMO-0001', paid: 'INV-DEMO-0002', paymentFailed: 'INV-DEMO-0003' } as const;

const DAY_MS = 86_400_000;
const MIN_MS = 60_000;

interface Ids {
  userIds: Map<string, number>;
  courseId: Map<string, number>;
  productId: Map<string, number>;
  warehouseIds: Map<string, number>;
  promoId: Map<string, number>;
}

interface PlannedOrder {
  invoice: string;
  daysAgo: number;
  status: number;
  /** Minutes after creation at which each status of the history was reached. */
  history: Array<[code: number, minutesAfter: number]>;
  courses: string[];
  products: Array<[slug: string, quantity: number]>;
  promo?: { code: string; discount: number };
  deliveryCost: number;
}

const PLAN: PlannedOrder[] = [
  {
    invoice: SEED_INVOICES.completed,
    daysAgo: 40,
    status: 7,
    history: [[1, 0], [2, 1], [3, 18], [4, 60 * 20], [5, 60 * 28], [6, 60 * 50], [7, 60 * 24 * 5]],
    courses: ['croissant-renyah-ala-prancis'],
    products: [
      ['tepung-terigu-protein-tinggi-cakra-kembar-1-kg', 5],
      ['mentega-tawar-unsalted-butter-227-g', 3],
    ],
    promo: { code: 'HABIS', discount: 75000 },
    deliveryCost: 12000,
  },
  {
    invoice: SEED_INVOICES.paid,
    daysAgo: 2,
    status: 3,
    history: [[1, 0], [2, 1], [3, 25]],
    courses: [],
    products: [
      ['cokelat-batang-dark-compound-1-kg', 4],
      ['whipping-cream-cair-uht-1-l', 2],
    ],
    deliveryCost: 12000,
  },
  {
    invoice: SEED_INVOICES.paymentFailed,
    daysAgo: 10,
    status: 9,
    history: [[1, 0], [2, 1], [9, 60 * 24 + 1]],
    courses: ['sourdough-rumahan-ragi-alami'],
    products: [],
    deliveryCost: 0,
  },
];

/**
 * Insert the planned b2b orders with items, status history, the HABIS promo usage and the b2b enrolment.
 * Prices are the b2b tier-1 prices of WH-BDG (the b2b account's price list and the default warehouse).
 */
export async function seedOrders(db: Db, now: Date, ids: Ids): Promise<void> {
  const user = SEED_USERS.find((u) => u.key === 'b2b')!;
  const userId = ids.userIds.get('b2b')!;
  const zone = SEED_ZONES.find((z) => z.warehouse.code === 'WH-BDG')!;
  const warehouseId = ids.warehouseIds.get('WH-BDG')!;
  const tierFactor = PRICE_TIERS.find((t) => t.type === user.type && t.tier === user.tier)!.factor;

  const [address] = await db
    .select({
      a: s.addresses,
      district_name: s.districts.name,
      city_name: s.cities.name,
      province_name: s.provinces.name,
    })
    .from(s.addresses)
    .innerJoin(s.villages, eq(s.villages.id, s.addresses.village_id))
    .innerJoin(s.districts, eq(s.districts.id, s.villages.district_id))
    .innerJoin(s.cities, eq(s.cities.id, s.districts.city_id))
    .innerJoin(s.provinces, eq(s.provinces.id, s.cities.province_id))
    .where(eq(s.addresses.user_id, userId));
  if (!address) throw new Error('seed: b2b address missing');
  const recipient = {
    name: address.a.recipient,
    phone: address.a.phone,
    email: user.email,
    label: address.a.label,
    address: address.a.address,
    village_id: address.a.village_id,
    village: address.a.village,
    district_name: address.district_name,
    city_name: address.city_name,
    province_name: address.province_name,
    latitude: address.a.latitude,
    longitude: address.a.longitude,
    postal_code: address.a.postal_code,
    note: address.a.note,
  };
  const distance = roundKm(
    haversineKm(
      { lat: zone.warehouse.latitude, lng: zone.warehouse.longitude },
      { lat: address.a.latitude ?? 0, lng: address.a.longitude ?? 0 },
    ),
  );

  for (const plan of PLAN) {
    const created = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const courseItems = plan.courses.map((slug) => courseOrderLine(slug, ids.courseId.get(slug)!));
    const productItems = plan.products.map(([slug, quantity]) => productOrderLine(slug, ids.productId.get(slug)!, quantity, tierFactor));
    const course_amount = courseItems.reduce((sum, i) => sum + i.price, 0);
    const product_amount = productItems.reduce((sum, i) => sum + i.price * i.quantity, 0);
    const discount = plan.promo?.discount ?? 0;
    const hasProducts = productItems.length > 0;
    const order_type = hasProducts && courseItems.length > 0 ? 'mixed' : hasProducts ? 'ecom' : 'lms';
    const lastChange = new Date(created.getTime() + plan.history[plan.history.length - 1]![1] * MIN_MS);

    const [order] = await db
      .insert(s.orders)
      .values({
        user_id: userId,
        invoice: plan.invoice,
        status_code: plan.status,
        order_type,
        price_type: user.type,
        price_tier: user.tier,
        promo_code: plan.promo?.code ?? '',
        course_amount,
        product_amount,
        delivery_cost: plan.deliveryCost,
        insurance_cost: 0,
        discount,
        amount: course_amount + product_amount + plan.deliveryCost - discount,
        payment_type: 'bank_transfer',
        payment_info: 'BCA Virtual Account',
        bank_name: 'bca',
        va_number: `12608${String(userId).padStart(4, '0')}${plan.invoice.slice(-4)}`,
        voucher_code: null,
        payment_token: null,
        expire_time: new Date(created.getTime() + DAY_MS),
        customer: { name: `${user.firstname} ${user.lastname}`, email: user.email, phone: user.no_telp },
        recipient: hasProducts ? recipient : null,
        shipper: hasProducts
          ? {
              logistic_name: 'BDX',
              logistic_rate: 'regular',
              shipper_rate_id: 0,
              distance,
              delivery_cost: plan.deliveryCost,
              insurance_cost: 0,
              is_insurance: false,
            }
          : null,
        warehouse: hasProducts
          ? { id: warehouseId, code: zone.warehouse.code, area_id: zone.warehouse.village_id, latitude: zone.warehouse.latitude, longitude: zone.warehouse.longitude }
          : null,
        created_at: created,
        updated_at: lastChange,
      })
      .returning({ id: s.orders.id });
    const orderId = order!.id;
    await db.insert(s.orderItems).values([...courseItems, ...productItems].map((item) => ({ ...item, order_id: orderId })));
    await db.insert(s.orderStatusHistory).values(
      plan.history.map(([code, minutes]) => ({
        order_id: orderId,
        code,
        title: ORDER_STATUS_TITLES[code]!,
        created_at: new Date(created.getTime() + minutes * MIN_MS),
      })),
    );
    if (plan.promo) {
      await db.insert(s.promoUsages).values({
        promo_id: ids.promoId.get(plan.promo.code)!,
        user_id: userId,
        order_id: orderId,
        created_at: created,
      });
    }
    if (plan.status >= 3 && plan.status <= 7) {
      for (const item of courseItems) {
        await db.insert(s.enrollments).values({
          user_id: userId,
          course_id: item.item_id,
          order_id: orderId,
          percentage: plan.status === 7 ? 100 : 0,
          survey_submit: plan.status === 7,
          tugas_submit: plan.status === 7 ? 'review' : 'pending',
          tugas_review: plan.status === 7 ? '<p>Lapisan croissant sudah rapi dan mengembang baik. Pertahankan suhu mentega saat laminasi.</p>' : '',
          created_at: new Date(created.getTime() + 18 * MIN_MS),
          updated_at: lastChange,
        });
      }
    }
  }
}

const categorySlug = (id: number) => SEED_CATEGORIES.find((c) => c.id === id)?.slug ?? '';

/** A seeded order's course line: the course at its seeded price (every seed that writes orders uses it). */
export function courseOrderLine(slug: string, courseId: number) {
  const c = SEED_COURSES.find((x) => x.slug === slug);
  if (!c) throw new Error(`seed: order course ${slug} unknown`);
  return {
    item_id: courseId,
    type: 'lms',
    slug,
    category_slug: categorySlug(c.category_id),
    title: c.title,
    thumbnail: `/media/course/${slug}.svg`,
    description: c.short_description,
    sku: '',
    price: c.price,
    price_discount: c.price_before_discount - c.price,
    price_discount_flag: c.price < c.price_before_discount,
    price_before_discount: c.price_before_discount,
    quantity: 1,
    schema: c.schema,
    rating_id: 0,
    weight: null,
    height: null,
    width: null,
    length: null,
  };
}

/** A seeded order's product line: `quantity` of the product at its WH-BDG price for the price tier `tierFactor`. */
export function productOrderLine(slug: string, productId: number, quantity: number, tierFactor: number) {
  const p = SEED_PRODUCTS.find((x) => x.slug === slug);
  if (!p) throw new Error(`seed: order product ${slug} unknown`);
  const price = priceFor(p, 'WH-BDG', tierFactor);
  return {
    item_id: productId,
    type: 'ecom',
    slug,
    category_slug: p.category_slug,
    title: p.long_name,
    thumbnail: `/media/product/${slug}.svg`,
    description: '',
    sku: p.item_code,
    price,
    price_discount: 0,
    price_discount_flag: false,
    price_before_discount: price,
    quantity,
    schema: null,
    rating_id: 0,
    weight: p.weight,
    height: p.height,
    width: p.width,
    length: p.length,
  };
}
