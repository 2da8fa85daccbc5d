/** The blank-data view: 'Data tidak ditemukan' (portal §8) with an optional retry button ('Coba Lagi' / 'Refresh Data'). */
import type { ReactNode } from 'react';

/** Empty content text (portal §8, commerce §8). */
export const EMPTY_TEXT = 'Data tidak ditemukan';

export interface EmptyStateProps {
  message?: string;
  /** e.g. { label: 'Coba Lagi', onClick } for network failures, 'Refresh Data' otherwise (portal §8). */
  action?: { label: string; onClick: () => void };
  /** Extra content (e.g. links) under the message. */
  children?: ReactNode;
}

export function EmptyState({ message = EMPTY_TEXT, action, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <svg className="empty-state__art" viewBox="0 0 120 80" aria-hidden="true">
        <ellipse cx="60" cy="70" rx="44" ry="6" fill="currentColor" opacity=".12" />
        <path d="M22 40c0-16 17-28 38-28s38 12 38 28v14H22z" fill="currentColor" opacity=".18" />
        <path d="M30 54h60v8a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="currentColor" opacity=".35" />
        <circle cx="48" cy="34" r="3" fill="currentColor" opacity=".5" />
        <circle cx="72" cy="34" r="3" fill="currentColor" opacity=".5" />
      </svg>
      <p className="empty-state__message">{message}</p>
      {children}
      {action ? (
        <button type="button" className="btn btn--outline" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
