/**
 * Test data and controllable fake actors for the commerce machine tests (unit, model-based and the path
 * printer). Not used by the machines themselves.
 */
import { createActor, createMachine, fromCallback, fromPromise, type ActorRefFrom, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate';
import type { Calculation, CalculationInput, Cart, CartCourse, CartProduct } from '../../src/api/cart';
import type { Warehouse } from '../../src/api/catalogue';
import type { Order } from '../../src/api/order';
import type { Promo } from '../../src/api/promo';
import type { Courier, DeliveryMethod, Pricing } from '../../src/api/shipper';
import type { Address } from '../../src/api/user';

/** A pending call to a fake actor: its input and the means to settle it. */
export interface PendingCall<TIn, TOut> {
  input: TIn;
  resolve: (value: TOut) => void;
  reject: (error: unknown) => void;
}

/** A fake promise actor whose calls the test settles by hand. */
export function controllable<TOut, TIn>() {
  const calls: Array<PendingCall<TIn, TOut>> = [];
  const logic = fromPromise<TOut, TIn>(
    ({ input }) =>
      new Promise<TOut>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    last: (): PendingCall<TIn, TOut> => {
      const c = calls[calls.length - 1];
      if (!c) throw new Error('no call was made');
      return c;
    },
  };
}

/** Let settled promises and the actor's reactions run (works with and without fake timers). */
export async function flush(times = 5) {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

export const apiError = (code: number, message = `server ${code}`) => ({ kind: 'server' as const, code, message });
export const networkError = () => ({ kind: 'network' as const, code: 502, message: 'Pastikan internet anda stabil' });
/** The gateway's answer for a revoked or unknown token (ApiError kind `auth`). */
export const authError = () => ({ kind: 'auth' as const, code: 401, message: 'token not found on auth service' });

export const member = { id: 11, type: 'b2c' as const, tier: 3, name: 'Sari', email: 'anggota@demo.test', phone: '08123456789' };

export function course(id: number, extra: Partial<CartCourse> = {}): CartCourse {
  return {
    id,
    item_id: 100 + id,
    quantity: 1,
    price_type: 'b2c',
    price_tier: 3,
    warehouse_id: null,
    slug: `kursus-${id}`,
    category_slug: 'roti',
    title: `Kursus ${id}`,
    thumbnail: '',
    price: 150_000,
    price_discount_flag: false,
    price_discount: 0,
    price_before_discount: 150_000,
    ...extra,
  };
}

export function product(id: number, extra: Partial<CartProduct> = {}): CartProduct {
  return {
    id,
    item_id: 200 + id,
    quantity: 2,
    price_type: 'b2c',
    price_tier: 3,
    warehouse_id: 2,
    slug: `produk-${id}`,
    category_slug: 'tepung',
    title: `Produk ${id}`,
    thumbnail: '',
    price: 25_000,
    sku: `SKU-${id}`,
    stock: 5,
    height: 10,
    width: 10,
    length: 10,
    weight: 1,
    ...extra,
  };
}

export function cartOf(courses: CartCourse[], products: CartProduct[]): Cart {
  return { count: courses.length + products.length, page: 1, pages: 1, limit: 1000, data: { lms_cart: courses, ecom_cart: products } };
}

export function calculation(total = 100_000, extra: Partial<Calculation> = {}): Calculation {
  return {
    product_amount: 0,
    course_amount: total,
    discount_course: 0,
    discount_product: 0,
    discount_promo: 0,
    total_discount: 0,
    delivery_cost: 0,
    insurance_cost: 0,
    total_amount: total,
    discount: 0,
    promo_code: '',
    ...extra,
  };
}

export function promo(code: string, price = 50_000): Promo {
  return {
    id: code.length,
    course_id: [],
    promo_code: code,
    promo_price: price,
    promo_precentage: 0,
    event: 'Promo',
    is_active: true,
    max_user: 100,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    created_at: '2026-01-01',
    updated_at: '2026-01-01',
  };
}

/** Bandung warehouse (WH-BDG). */
export const warehouse: Warehouse = {
  id: 2,
  erp_id: 'BDG',
  city_id: '3273',
  province_id: '32',
  district_id: '327301',
  village_id: '3273010001',
  zone_id: 2,
  code: 'WH-BDG',
  slug: 'bandung',
  name: 'Gudang Bandung',
  address: 'Jl. Soekarno-Hatta 1',
  postal_code: '40111',
  telephone: '0221234567',
  latitude: -6.9175,
  longitude: 107.6191,
  can_be_order: true,
  is_active: true,
};

export function address(id: number, extra: Partial<Address> = {}): Address {
  return {
    default: false,
    id,
    label: `Alamat ${id}`,
    recipient: 'Sari',
    address: 'Jl. Merdeka No. 10',
    phone: '08123456789',
    note: '',
    village_id: '3273010002',
    village: 'Babakan',
    postal_code: '40112',
    latitude: -6.9,
    longitude: 107.6,
    area: { province_id: '32', province_name: 'Jawa Barat', city_id: '3273', city_name: 'Kota Bandung', district_id: '327301', district_name: 'Sukasari' },
    ...extra,
  };
}
/** About 2.7 km from the Bandung warehouse. */
export const nearAddress = (id = 1, extra: Partial<Address> = {}) => address(id, { default: true, ...extra });
/** Jakarta: about 119 km from the Bandung warehouse. */
export const farAddress = (id = 2, extra: Partial<Address> = {}) => address(id, { latitude: -6.1754, longitude: 106.8272, ...extra });

export function deliveryMethod(type: string, courierCount = 2, price = 10_000): DeliveryMethod {
  return {
    type,
    name: type.toUpperCase(),
    pricing: {
      logistic_rate_id: 1,
      logistic_name: 'JNE',
      logistic_code: 'jne',
      logistic_logo: '',
      min_day: 1,
      max_day: 2,
      insurance_fee: 500,
      must_use_insurance: false,
      final_price: price,
    },
    courier_count: courierCount,
  };
}
export const pricing = (methods: DeliveryMethod[], distance = 3): Pricing => ({
  distance,
  methods,
  volume: { item_packing: 0, item_unpacking: 0, origin_packing: 0, shipping: 0 },
});

export function courierOf(rateId: number, extra: Partial<Courier> = {}): Courier {
  return {
    logistic_id: rateId,
    logistic_name: `Kurir ${rateId}`,
    logistic_code: `k${rateId}`,
    logistic_logo: '',
    logistic_rate_id: rateId,
    logistic_rate_type: 'regular',
    min_day: 1,
    max_day: 3,
    currency: 'IDR',
    unit_price: 9000,
    total_price: 9000,
    final_price: 9000,
    discount: 0,
    discount_value: 0,
    insurance_fee: 700,
    must_use_insurance: false,
    insurance_applied: false,
    liability_value: 0,
    is_default: false,
    ...extra,
  };
}

export function order(status_code: number, extra: Partial<Order> = {}): Order {
  return {
    id: 1,
    user_id: member.id,
    invoice: 'INV-1',
    created_at: '2026-05-01T08:00:00.000Z',
    updated_at: '2026-05-01T08:00:00.000Z',
    expired: false,
    expire_time: status_code === 2 ? '2026-05-01T10:00:00.000Z' : null,
    status_code,
    status: 'status',
    status_history: [],
    order_type: 'cart',
    payment_type: 'bank_transfer',
    payment_info: null,
    bank_name: 'bca',
    va_number: '123',
    voucher_code: null,
    customer: { name: 'Sari', email: member.email, phone: member.phone },
    recipient: null,
    shipper: null,
    items: [],
    warehouse: null,
    price_type: 'b2c',
    price_tier: 3,
    promo_code: '',
    discount: 0,
    amount: 100_000,
    ...extra,
  };
}

/** A fake clock: answers `clock.read` with the test's current time. */
export function fakeClock(now: () => number) {
  return fromCallback<{ type: 'clock.read' }, Record<string, never>>(({ sendBack, receive }) => {
    receive(() => sendBack({ type: 'clock.tick', now: now() }));
  });
}

/**
 * Run a child machine (one that talks to its parent with `sendParent`) under a recorder parent: `child` is the
 * running child, `sent` what it asked of its parent so far. Stop with `stop()`.
 */
export function asChild<TLogic extends AnyStateMachine>(logic: TLogic, input: InputFrom<TLogic>, options: { clock?: unknown } = {}) {
  const sent: EventObject[] = [];
  const recorder = createMachine({
    invoke: { id: 'child', src: logic, input: () => input },
    on: { '*': { actions: ({ event }) => void sent.push(event) } },
  });
  const root = createActor(recorder, options as never).start();
  const child = (root.getSnapshot().children as Record<string, unknown>).child as ActorRefFrom<TLogic>;
  return { child, sent, stop: () => root.stop() };
}

/** The promo discount the fake price list gives any promo code, rupiah. */
export const FAKE_PROMO_DISCOUNT = 50_000;

/**
 * A fake calculation computed from its request, for an oracle: each line costs the catalogue price of its
 * `item_id` × quantity (courses `100 + id`, 150_000; products `200 + id`, 25_000, as {@link course} and
 * {@link product} make them), a promo code takes {@link FAKE_PROMO_DISCOUNT} off (never below 0), and the logistic's
 * delivery cost (and insurance) is added. Used by model specs that run the price child for real.
 */
export function priceOf(input: CalculationInput): Calculation {
  const unit = (itemId: number | string) => (Number(itemId) >= 200 ? 25_000 : 150_000);
  const course_amount = input.cart.filter((l) => l.type === 'lms').reduce((n, l) => n + unit(l.item_id) * l.quantity, 0);
  const product_amount = input.cart.filter((l) => l.type === 'ecom').reduce((n, l) => n + unit(l.item_id) * l.quantity, 0);
  const discount = input.promo_code ? Math.min(FAKE_PROMO_DISCOUNT, course_amount + product_amount) : 0;
  const deliveryCost = input.logistic?.price ?? 0;
  const insurance = input.logistic?.insurance_applied ? input.logistic.insurance_fee : 0;
  const delivery = deliveryCost + insurance;
  return calculation(0, {
    course_amount,
    product_amount,
    discount_promo: discount,
    total_discount: discount,
    discount,
    delivery_cost: deliveryCost,
    insurance_cost: insurance,
    total_amount: course_amount + product_amount - discount + delivery,
    promo_code: input.promo_code ?? '',
  });
}
