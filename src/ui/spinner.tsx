/** A spinning indicator with an accessible label ('Memuat...' by default). */
export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

export function Spinner({ label = 'Memuat...', size = 'md', showLabel = false }: SpinnerProps) {
  return (
    <span className={`spinner-wrap spinner-wrap--${size}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner-label' : 'sr-only'}>{label}</span>
    </span>
  );
}
