/**
 * A star rating 0-5 with its review count, e.g. '★ 4,8 (120)', '★ 4,9 (5rb+)': counts in the compact form (portal §9
 * "Compact numbers use rb+, jt+ and M+"; screen readers hear the exact count). Hidden when there is no rating and no
 * review.
 */
import { formatCompact } from '../lib/rupiah';

export interface RatingProps {
  value: number;
  count: number;
}

export function Rating({ value, count }: RatingProps) {
  if (value <= 0 && count <= 0) return <p className="rating rating--none">Belum ada ulasan</p>;
  const text = value.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="rating">
      <span className="rating__star" aria-hidden="true">
        ★
      </span>
      <span className="sr-only">Rating </span>
      {text}
      <span className="rating__count">
        {' '}
        (<span aria-hidden="true">{formatCompact(count)}</span>
        <span className="sr-only">{count.toLocaleString('id-ID')} ulasan</span>)
      </span>
    </p>
  );
}
