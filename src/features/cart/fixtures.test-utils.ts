/** Test fixtures for the cart feature (not shipped: only tests import this file). */
import type { CartCourse, CartProduct } from '../../api/cart';

export const course = (over: Partial<CartCourse> = {}): CartCourse => ({
  id: 11,
  item_id: 101,
  quantity: 1,
  price_type: 'b2c',
  price_tier: 3,
  warehouse_id: null,
  slug: 'roti-sobek',
  category_slug: 'bread',
  title: 'Kursus Roti Sobek',
  thumbnail: '/img/roti.jpg',
  price: 250_000,
  price_discount_flag: true,
  price_discount: 50_000,
  price_before_discount: 300_000,
  ...over,
});

export const product = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 21,
  item_id: 201,
  quantity: 2,
  price_type: 'b2c',
  price_tier: 3,
  warehouse_id: 2,
  slug: 'tepung-terigu',
  category_slug: 'tepung',
  title: 'Tepung Terigu 1 kg',
  thumbnail: '/img/tepung.jpg',
  price: 15_000,
  sku: 'TPG-1',
  stock: 5,
  height: 10,
  width: 10,
  length: 20,
  weight: 1,
  ...over,
});
