import { describe, expect, it } from 'vitest';
import { checkoutDiscountPercent, courseDiscountPercent } from './discount';

describe('discount formulas (commerce §9)', () => {
  it('course discount percent is discount / price', () => {
    expect(courseDiscountPercent(25_000, 100_000)).toBe(25);
    expect(courseDiscountPercent(0, 100_000)).toBe(0);
    expect(courseDiscountPercent(10, 0)).toBe(0);
  });
  it('checkout discount percent is discount / (price + discount)', () => {
    expect(checkoutDiscountPercent(25_000, 75_000)).toBe(25);
    expect(checkoutDiscountPercent(0, 75_000)).toBe(0);
    expect(checkoutDiscountPercent(1, 2)).toBe(33);
  });
});
