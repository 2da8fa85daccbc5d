/** Test data: an Order with sensible defaults. */
import type { Order, OrderItem } from '../../api/order';

export function testItem(over: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    order_id: 1,
    item_id: 11,
    type: 'lms',
    slug: 'roti-sobek',
    category_slug: 'bread-roti',
    title: 'Roti Sobek Lembut',
    thumbnail: '',
    description: '',
    price: 150000,
    price_discount: 0,
    price_discount_flag: false,
    price_before_discount: 150000,
    quantity: 1,
    schema: 'normal',
    my_rating: null,
    rating_id: 0,
    weight: null,
    height: null,
    width: null,
    length: null,
    ...over,
  };
}

export function testOrder(over: Partial<Order> = {}): Order {
  return {
    id: 31,
    user_id: 1,
    invoice: 'INV-20260807-0031',
    created_at: '2026-08-07T03:00:00.000Z',
    updated_at: '2026-08-07T03:00:00.000Z',
    expired: false,
    expire_time: null,
    status_code: 2,
    status: 'waiting',
    status_history: [],
    order_type: 'cart',
    payment_type: 'bank_transfer',
    payment_info: null,
    bank_name: 'bca',
    va_number: '8277012345678',
    voucher_code: null,
    customer: { name: 'Ani', email: 'anggota@demo.test', phone: '0812' },
    recipient: null,
    shipper: null,
    items: [testItem()],
    warehouse: null,
    price_type: 'b2c',
    price_tier: 3,
    promo_code: '',
    discount: 0,
    amount: 150000,
    ...over,
  };
}

/** status_history rows for the given codes. */
export const historyOf = (...codes: number[]) =>
  codes.map((code, i) => ({ id: i + 1, order_id: 31, code, title: `s${code}`, created_at: '2026-08-07T03:00:00.000Z' }));
