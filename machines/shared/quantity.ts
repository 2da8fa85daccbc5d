/**
 * Cart quantity rules (commerce spec §5 "Cart quantity"). Quantities are whole units; stock is the product's
 * stock in units. A course quantity is always 1.
 */

/** The quantity of a course line: always 1 (commerce §9). */
export const COURSE_QUANTITY = 1;

/** Plus stops at stock. A stock below 1 keeps the quantity as it is. */
export function incrementQuantity(quantity: number, stock: number): number {
  return Math.min(quantity + 1, Math.max(stock, quantity));
}

/** Minus stops at 1. */
export function decrementQuantity(quantity: number): number {
  return Math.max(1, quantity - 1);
}

/**
 * Typed input: empty → 0 (allowed while typing, blocks checkout); non-numeric → stock; below 1 → 1;
 * above stock → stock. Decimals are truncated to whole units.
 */
export function clampTypedQuantity(raw: string, stock: number): number {
  const text = raw.trim();
  if (text === '') return 0;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return stock;
  const n = Math.trunc(Number(text));
  if (n < 1) return 1;
  if (n > stock) return stock;
  return n;
}

/** A quantity that may be sent to checkout: at least 1. */
export const isOrderableQuantity = (quantity: number) => quantity >= 1;
