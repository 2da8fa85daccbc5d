/**
 * Loading placeholders (shimmering blocks), hidden from assistive technology; the region says it is busy.
 *
 * The size is set on the element (CSSOM), not as a `style` attribute: a server-rendered page runs under
 * `style-src 'self'`, which refuses style attributes in markup (decision 074). Until the page hydrates, a skeleton
 * is 1rem high and full width (components.css).
 */
import type { CSSProperties } from 'react';

/** A ref that sets inline styles through the CSSOM (allowed by the CSP, unlike a `style` attribute). */
export function styleRef(style: CSSProperties) {
  return (el: HTMLElement | null) => {
    if (el) Object.assign(el.style, Object.fromEntries(Object.entries(style).map(([k, v]) => [k, typeof v === 'number' && v !== 0 ? `${v}px` : String(v)])));
  };
}

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Border radius; default 8px. */
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

export function Skeleton({ width = '100%', height = '1rem', radius = 8, className }: SkeletonProps) {
  return <span aria-hidden="true" className={`skeleton ${className ?? ''}`} ref={styleRef({ width, height, borderRadius: radius })} />;
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
