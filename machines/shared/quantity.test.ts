import { describe, expect, it } from 'vitest';
import { clampTypedQuantity, COURSE_QUANTITY, decrementQuantity, incrementQuantity, isOrderableQuantity } from './quantity';

describe('cart quantity (commerce §5)', () => {
  it('plus stops at stock', () => {
    expect(incrementQuantity(1, 3)).toBe(2);
    expect(incrementQuantity(3, 3)).toBe(3);
  });
  it('plus never lowers a quantity above a shrunken stock', () => {
    expect(incrementQuantity(5, 3)).toBe(5);
  });
  it('minus stops at 1', () => {
    expect(decrementQuantity(3)).toBe(2);
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(0)).toBe(1);
  });
  it('typed: empty becomes 0', () => {
    expect(clampTypedQuantity('', 9)).toBe(0);
    expect(clampTypedQuantity('  ', 9)).toBe(0);
  });
  it('typed: non-numeric becomes the stock', () => {
    expect(clampTypedQuantity('abc', 9)).toBe(9);
    expect(clampTypedQuantity('1a', 9)).toBe(9);
  });
  it('typed: below 1 becomes 1, above stock becomes stock', () => {
    expect(clampTypedQuantity('0', 9)).toBe(1);
    expect(clampTypedQuantity('-4', 9)).toBe(1);
    expect(clampTypedQuantity('12', 9)).toBe(9);
    expect(clampTypedQuantity('4', 9)).toBe(4);
    expect(clampTypedQuantity('4.7', 9)).toBe(4);
  });
  it('a course quantity is 1; only 1 and more may be ordered', () => {
    expect(COURSE_QUANTITY).toBe(1);
    expect(isOrderableQuantity(0)).toBe(false);
    expect(isOrderableQuantity(1)).toBe(true);
  });
});
