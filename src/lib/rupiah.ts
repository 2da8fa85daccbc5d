/**
 * Indonesian number formats (commerce spec §9, portal spec §9): 'Rp ' with dot thousands separators and compact
 * numbers with rb+/jt+/M+. Apart from ./format.ts (which re-exports them) so that code in the initial load formats
 * money without date-fns (docs/decisions/040-lean-initial-load.md).
 */
const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/**
 * Format rupiah: `formatRupiah(1250000)` → `'Rp 1.250.000'`. Non-integer amounts are rounded to 2 decimals
 * (commerce §5 "Money"); negative amounts keep the sign before 'Rp'.
 */
export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  const text = rupiahFormat.format(Math.abs(rounded));
  return `${rounded < 0 ? '-' : ''}Rp ${text}`;
}

/** 'Gratis' for a zero price (commerce §9), otherwise {@link formatRupiah}. */
export function formatPrice(amount: number): string {
  return amount === 0 ? 'Gratis' : formatRupiah(amount);
}

/** Compact counts: 1200 → '1rb+', 2500000 → '2jt+', 3000000000 → '3M+' (portal §9). */
export function formatCompact(n: number): string {
  if (n >= 1_000_000_000) return `${Math.floor(n / 1_000_000_000)}M+`;
  if (n >= 1_000_000) return `${Math.floor(n / 1_000_000)}jt+`;
  if (n >= 1_000) return `${Math.floor(n / 1_000)}rb+`;
  return String(n);
}
