/**
 * Price summary maths (commerce spec §3 "Price summary", "Checkout price", §7 "Cart calculation", §9).
 * Every amount is rupiah (integers on the wire).
 */
import type { Calculation } from '../../src/api/cart';

/** The cart page summary 'Ringkasan Belanja' (commerce §3 "Price summary"). */
export interface PriceSummary {
  ecom_before_discount: number;
  lms_before_discount: number;
  ecom_discount: number;
  lms_discount: number;
  promo_discount: number;
  total_discount: number;
  delivery_cost: number;
  insurance_cost: number;
  total: number;
}

/** The summary when nothing is selected or nothing was calculated yet: all zero. */
export const EMPTY_SUMMARY: PriceSummary = {
  ecom_before_discount: 0,
  lms_before_discount: 0,
  ecom_discount: 0,
  lms_discount: 0,
  promo_discount: 0,
  total_discount: 0,
  delivery_cost: 0,
  insurance_cost: 0,
  total: 0,
};

/** Map a gateway calculation to the summary fields the views show. */
export function summaryFromCalculation(c: Calculation | null): PriceSummary {
  if (!c) return EMPTY_SUMMARY;
  return {
    ecom_before_discount: c.product_amount,
    lms_before_discount: c.course_amount,
    ecom_discount: c.discount_product,
    lms_discount: c.discount_course,
    promo_discount: c.discount_promo,
    total_discount: c.total_discount,
    delivery_cost: c.delivery_cost,
    insurance_cost: c.insurance_cost,
    total: c.total_amount,
  };
}

/**
 * The checkout price stored with the checkout state (commerce §3 "Checkout price"; shape of
 * src/lib/checkout-storage.ts CheckoutPrice).
 */
export function checkoutPriceFromSummary(s: PriceSummary) {
  return {
    lms_before_discount: s.lms_before_discount,
    ecom_before_discount: s.ecom_before_discount,
    lms_discount: s.lms_discount,
    promo_discount: s.promo_discount,
    delivery_cost: s.delivery_cost,
    insurance_cost: s.insurance_cost,
    total: s.total,
  };
}

/** Admin fee shown when the total is Rp 0 (commerce §9). */
export const ZERO_TOTAL_ADMIN_FEE = 1000;

/**
 * What the summary displays as total: a Rp 0 total shows an admin fee of Rp 1000 and a total of Rp 1000
 * (commerce §9). Any other total is shown as it is, with no admin fee.
 */
export function displayedTotal(total: number): { adminFee: number; total: number } {
  return total === 0 ? { adminFee: ZERO_TOTAL_ADMIN_FEE, total: ZERO_TOTAL_ADMIN_FEE } : { adminFee: 0, total };
}

/** Totals recomputed on the client: course + product + delivery (+ insurance) − discounts (commerce §9). */
export function totalOf(s: Omit<PriceSummary, 'total'>): number {
  return s.lms_before_discount + s.ecom_before_discount + s.delivery_cost + s.insurance_cost - s.total_discount;
}

/** Total weight in kg: weight × quantity summed, rounded to 2 decimals (commerce §9). */
export function totalWeightKg(items: ReadonlyArray<{ weight: number; quantity: number }>): number {
  return Math.round(items.reduce((sum, i) => sum + i.weight * i.quantity, 0) * 100) / 100;
}
