/**
 * Cart (commerce spec §3 "Cart", §7 "Cart and orders"). Paths (not shown in the spec, chosen here):
 * GET lms/finance/cart, POST lms/finance/cart/add, DELETE lms/finance/cart/delete,
 * POST lms/finance/cart/calculation.
 *
 * Error codes: add 404 'Item tidak diketahui', 436 'Item stok sudah habis' (commerce §8 "Cart add");
 * calculation 404 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih', 433 'Promo hanya berlaku
 * untuk kursus saja' (commerce §8 "Cart calculation").
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, PositiveInt, PriceTier, PriceType } from './envelope';
import { cappedText } from './limits';

/** A cart item type: `lms` (course) or `ecom` (store product). */
export const ItemType = v.picklist(['lms', 'ecom']);
export type ItemType = v.InferOutput<typeof ItemType>;

const cartItemBase = {
  id: v.number(),
  item_id: v.number(),
  quantity: v.number(),
  price_type: PriceType,
  price_tier: v.number(),
  warehouse_id: v.nullable(v.number()),
  slug: v.string(),
  category_slug: v.string(),
  title: v.string(),
  thumbnail: v.string(),
  /** Unit price the member pays, rupiah. */
  price: v.number(),
};

/** A course in the cart. `price_discount` is the discount in rupiah; quantity is always 1. */
export const CartCourse = v.object({
  ...cartItemBase,
  price_discount_flag: v.boolean(),
  price_discount: v.number(),
  price_before_discount: v.number(),
});
export type CartCourse = v.InferOutput<typeof CartCourse>;

/** A store product in the cart: stock in units, weight kg, sizes cm. */
export const CartProduct = v.object({
  ...cartItemBase,
  sku: v.string(),
  stock: v.number(),
  height: v.number(),
  width: v.number(),
  length: v.number(),
  weight: v.number(),
});
export type CartProduct = v.InferOutput<typeof CartProduct>;

export const Cart = v.object({
  count: v.number(),
  page: v.number(),
  pages: v.number(),
  limit: v.number(),
  data: v.object({ ecom_cart: v.array(CartProduct), lms_cart: v.array(CartCourse) }),
});
export type Cart = v.InferOutput<typeof Cart>;

/** Cart fetch limits: 1000 on the cart page, 20 in reloads (commerce §9), 100 in the header (portal §9). */
export const CART_PAGE_LIMIT = 1000;
export const CART_RELOAD_LIMIT = 20;

export const CartQuery = v.object({
  user_id: PositiveInt,
  warehouse_id: v.optional(IntParam),
  pricelist_type: v.optional(PriceType, 'b2c'),
  pricelist_tier: v.optional(PriceTier, 3),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), CART_RELOAD_LIMIT),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
});
export type CartQuery = v.InferInput<typeof CartQuery>;
export const getCart = (q: CartQuery) => call('get', 'lms/finance/cart', Cart, { searchParams: q as Record<string, string | number> });

export const CartLine = v.object({
  type: ItemType,
  item_id: PositiveInt,
  quantity: v.pipe(v.number('quantity harus angka'), v.integer('quantity harus angka'), v.minValue(0, 'quantity minimal 0')),
});
export type CartLine = v.InferOutput<typeof CartLine>;

/**
 * POST lms/finance/cart/add. `update_cart: true` sets the line's quantity to the given value (used by
 * the cart page's quantity controls too); `false` adds to the existing quantity. A course is always 1.
 */
export const CartAddInput = v.object({
  user_id: PositiveInt,
  carts: v.pipe(v.array(CartLine), v.minLength(1, 'carts harus diisi')),
  warehouse_id: v.optional(v.nullable(IntParam)),
  price_type: v.optional(PriceType, 'b2c'),
  price_tier: v.optional(PriceTier, 3),
  update_cart: v.optional(v.boolean(), true),
});
export type CartAddInput = v.InferInput<typeof CartAddInput>;
export const addToCart = (input: CartAddInput) => call('post', 'lms/finance/cart/add', v.unknown(), { json: input });

export const CartDeleteInput = v.object({
  user_id: PositiveInt,
  cart_id: v.pipe(v.array(PositiveInt), v.minLength(1, 'cart_id harus diisi')),
});
export type CartDeleteInput = v.InferInput<typeof CartDeleteInput>;
export const deleteCartItems = (input: CartDeleteInput) => call('delete', 'lms/finance/cart/delete', v.unknown(), { json: input });

/** The chosen courier as sent to calculation and payment (commerce §7). Money rupiah, distance km. */
export const Logistic = v.object({
  name: cappedText('code'),
  rate: cappedText('code'),
  rate_id: v.number(),
  distance: v.number(),
  must_insurance: v.boolean(),
  insurance_applied: v.boolean(),
  insurance_fee: v.number(),
  price: v.number(),
});
export type Logistic = v.InferOutput<typeof Logistic>;

/** The fallback logistic for course-only orders (commerce §9): BDX, rate regular, rate_id 0, price 0, distance 0. */
export const COURSE_ONLY_LOGISTIC: Logistic = {
  name: 'BDX',
  rate: 'regular',
  rate_id: 0,
  distance: 0,
  must_insurance: false,
  insurance_applied: false,
  insurance_fee: 0,
  price: 0,
};

export const CalculationInput = v.object({
  user_id: PositiveInt,
  price_type: v.optional(PriceType, 'b2c'),
  price_tier: v.optional(PriceTier, 3),
  warehouse_id: v.optional(v.nullable(IntParam)),
  cart: v.array(CartLine),
  promo_code: v.optional(cappedText('code'), ''),
  logistic: v.optional(v.nullable(Logistic)),
});
export type CalculationInput = v.InferInput<typeof CalculationInput>;

/**
 * Price calculation (commerce §7 "Cart calculation"), rupiah. `*_amount` are before-discount sums;
 * `total_amount` = course_amount + product_amount + delivery_cost + insurance_cost − total_discount.
 */
export const Calculation = v.object({
  product_amount: v.number(),
  course_amount: v.number(),
  discount_course: v.number(),
  discount_product: v.number(),
  discount_promo: v.number(),
  total_discount: v.number(),
  delivery_cost: v.number(),
  insurance_cost: v.number(),
  total_amount: v.number(),
  discount: v.number(),
  promo_code: v.string(),
});
export type Calculation = v.InferOutput<typeof Calculation>;
export const calculateCart = (input: CalculationInput) => call('post', 'lms/finance/cart/calculation', Calculation, { json: input });
