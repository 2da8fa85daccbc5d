/**
 * Star ratings of reviews (commerce spec §3 "Review": rating 1..5; §5 "Reviews" 'Rating harus diisi').
 *
 * - {@link StarRatingInput}: a radio group of five stars (`role="radiogroup"` labelled by its visible label; each
 *   star a native radio named '1 bintang' … '5 bintang'), so Tab reaches the group, arrow keys move and choose,
 *   Space chooses, and screen readers read the choice. Stars up to the chosen one are filled; a caption names it.
 * - {@link StarRatingDisplay}: a read-only rating, one image named 'Rating 4 dari 5'.
 *
 * Presentational: the value and the error come from the caller.
 */
import { useId } from 'react';

const STARS = [1, 2, 3, 4, 5] as const;

/** One star drawn as SVG (not a text glyph: its outline keeps a 3:1 contrast whether filled or not). */
function Star({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5L2.5 9.4l6.6-.8z" />
    </svg>
  );
}

/** Words for 1..5 stars, shown next to the stars (index 0: nothing chosen). */
export const RATING_CAPTIONS = ['', 'Sangat buruk', 'Buruk', 'Cukup', 'Bagus', 'Sangat bagus'] as const;

export interface StarRatingInputProps {
  /** The radios' `name`. */
  name: string;
  /** Visible label of the group, also its accessible name. */
  label: string;
  /** 1..5, or 0 when nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** Error text under the stars (e.g. 'Rating harus diisi'); marks the group invalid. */
  error?: string | null;
  disabled?: boolean;
}

export function StarRatingInput({ name, label, value, onChange, onBlur, error, disabled }: StarRatingInputProps) {
  const id = useId();
  return (
    <div className="star-field">
      <span id={`${id}-label`} className="star-field__label">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className="star-input"
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {STARS.map((n) => (
          <label key={n} className={`star-input__star${n <= value ? ' is-on' : ''}`}>
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={n}
              checked={value === n}
              disabled={disabled}
              onChange={() => onChange(n)}
            />
            <Star className="star-input__icon" />
            <span className="sr-only">{n} bintang</span>
          </label>
        ))}
        <span className="star-input__caption" aria-hidden="true">
          {RATING_CAPTIONS[value] ?? ''}
        </span>
      </div>
      {error ? (
        <p className="star-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface StarRatingDisplayProps {
  /** 0..5 */
  value: number;
}

export function StarRatingDisplay({ value }: StarRatingDisplayProps) {
  return (
    <span className="star-display" role="img" aria-label={`Rating ${value} dari 5`}>
      {STARS.map((n) => (
        <Star key={n} className={n <= value ? 'star-display__icon is-on' : 'star-display__icon'} />
      ))}
    </span>
  );
}
