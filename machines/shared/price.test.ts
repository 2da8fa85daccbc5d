import { describe, expect, it } from 'vitest';
import type { Calculation } from '../../src/api/cart';
import { checkoutPriceFromSummary, displayedTotal, EMPTY_SUMMARY, summaryFromCalculation, totalOf, totalWeightKg } from './price';

const calc: Calculation = {
  product_amount: 200_000,
  course_amount: 300_000,
  discount_course: 30_000,
  discount_product: 0,
  discount_promo: 50_000,
  total_discount: 80_000,
  delivery_cost: 15_000,
  insurance_cost: 2_000,
  total_amount: 437_000,
  discount: 50_000,
  promo_code: 'HEMAT50',
};

describe('price summary (commerce §3, §9)', () => {
  it('maps a calculation to the summary', () => {
    expect(summaryFromCalculation(calc)).toEqual({
      ecom_before_discount: 200_000,
      lms_before_discount: 300_000,
      ecom_discount: 0,
      lms_discount: 30_000,
      promo_discount: 50_000,
      total_discount: 80_000,
      delivery_cost: 15_000,
      insurance_cost: 2_000,
      total: 437_000,
    });
    expect(summaryFromCalculation(null)).toBe(EMPTY_SUMMARY);
  });
  it('totals are courses + products + delivery + insurance − discounts', () => {
    expect(totalOf(summaryFromCalculation(calc))).toBe(437_000);
  });
  it('keeps the checkout price fields', () => {
    expect(checkoutPriceFromSummary(summaryFromCalculation(calc))).toEqual({
      lms_before_discount: 300_000,
      ecom_before_discount: 200_000,
      lms_discount: 30_000,
      promo_discount: 50_000,
      delivery_cost: 15_000,
      insurance_cost: 2_000,
      total: 437_000,
    });
  });
  it('a zero total shows an admin fee of Rp 1000', () => {
    expect(displayedTotal(0)).toEqual({ adminFee: 1000, total: 1000 });
    expect(displayedTotal(5000)).toEqual({ adminFee: 0, total: 5000 });
  });
  it('total weight is weight × quantity with 2 decimals', () => {
    expect(totalWeightKg([{ weight: 0.333, quantity: 3 }, { weight: 1.25, quantity: 2 }])).toBe(3.5);
  });
});
