/**
 * Discount formulas (commerce spec §9 "Totals ..."). Amounts are rupiah integers; percents are 0..100 numbers
 * rounded to whole percent.
 */

/** Course discount percent: discount divided by price (the course list's reading). 0 when price is 0. */
export function courseDiscountPercent(discount: number, price: number): number {
  if (price <= 0 || discount <= 0) return 0;
  return Math.round((discount / price) * 100);
}

/** Cart/checkout discount percent: discount / (price + discount), where price is already discounted. */
export function checkoutDiscountPercent(discount: number, price: number): number {
  if (discount <= 0 || price + discount <= 0) return 0;
  return Math.round((discount / (price + discount)) * 100);
}
