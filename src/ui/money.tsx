/**
 * Rupiah amounts (commerce §9): 'Rp 1.250.000', 'Gratis' for 0, and a struck-out original price when discounted.
 */
import { formatPrice, formatRupiah } from '../lib/rupiah';

export interface MoneyProps {
  /** What is paid, rupiah (integer). */
  amount: number;
  /** The price before discount, rupiah; shown struck out when greater than `amount`. */
  original?: number | null;
  /** Show 0 as 'Gratis' (default true); false shows 'Rp 0'. */
  freeLabel?: boolean;
  className?: string;
}

export function Money({ amount, original, freeLabel = true, className }: MoneyProps) {
  const discounted = original !== undefined && original !== null && original > amount;
  return (
    <span className={`money ${className ?? ''}`}>
      {discounted ? (
        <s className="money__original">
          <span className="sr-only">Harga awal </span>
          {formatRupiah(original)}
        </s>
      ) : null}
      <span className={`money__amount ${amount === 0 && freeLabel ? 'money__amount--free' : ''}`}>
        {discounted ? <span className="sr-only">Harga sekarang </span> : null}
        {freeLabel ? formatPrice(amount) : formatRupiah(amount)}
      </span>
    </span>
  );
}
