/** The shared loading / empty / failed parts of the informational pages (portal §8 blank-data view). */
import type { Failure } from '../../../machines/shared/failure';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { T } from './texts';

/** Skeleton lines while a page loads. */
export function ProseSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div className="info-skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i % 3 === 2 ? '60%' : '100%'} />
      ))}
    </div>
  );
}

/** A failed load: the message with 'Coba Lagi' (network) or 'Refresh Data' (portal §8). */
export function FailedState({ failure, onRetry }: { failure: Pick<Failure, 'kind' | 'message'>; onRetry: () => void }) {
  return <EmptyState message={failure.message} action={{ label: failure.kind === 'network' ? T.retryNetwork : T.retryOther, onClick: onRetry }} />;
}
