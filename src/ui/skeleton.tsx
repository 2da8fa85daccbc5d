/** Loading placeholders (shimmering blocks), hidden from assistive technology; the region says it is busy. */
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Border radius; default 8px. */
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

export function Skeleton({ width = '100%', height = '1rem', radius = 8, className }: SkeletonProps) {
  return <span aria-hidden="true" className={`skeleton ${className ?? ''}`} style={{ width, height, borderRadius: radius }} />;
}

/** The placeholder of one product/course card. */
export function CardSkeleton() {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      <Skeleton height={0} className="skeleton--thumb" radius={12} />
      <div className="card__body">
        <Skeleton width="40%" height="0.75rem" />
        <Skeleton height="1rem" />
        <Skeleton width="70%" height="1rem" />
        <Skeleton width="50%" height="1.1rem" />
      </div>
    </div>
  );
}
