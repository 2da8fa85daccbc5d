/** A star rating 0-5 with its review count, e.g. '★ 4,8 (120)'. Hidden when there is no rating and no review. */
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
        ({count.toLocaleString('id-ID')}
        <span className="sr-only"> ulasan</span>)
      </span>
    </p>
  );
}
