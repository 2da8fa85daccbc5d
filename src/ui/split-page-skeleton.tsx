/**
 * The placeholder of a two-column page (main column and summary), e.g. checkout while it loads. In src/ui, not in
 * the feature, so a route can show it before the feature's code has loaded — and the server can render it for a
 * route it does not render itself (decision 074: checkout).
 */
import { Skeleton } from './skeleton';

export function SplitPageSkeleton({ label, className = 'checkout' }: { label: string; className?: string }) {
  return (
    <div className={`page container ${className}`} aria-busy="true" aria-label={label}>
      <div className={`${className}__main`}>
        <Skeleton height="6rem" />
        <Skeleton height="8rem" />
        <Skeleton height="6rem" />
      </div>
      <Skeleton height="12rem" />
    </div>
  );
}
