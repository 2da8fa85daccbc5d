/**
 * The review form (commerce spec §5 "Reviews": 'Rating harus diisi' and 'Review harus diisi'; §3 "Review": rating
 * 1..5 and a text). Presentational: TanStack Form holds the typed values and validates them with the contract's rules
 * (src/api/review.ts `ReviewText`: trimmed, not blank, at most LIMITS.text; rating 1..5); a valid submit calls `onSubmit`.
 *
 * Errors show after the field is left or after a submit attempt. The star rating is a radio group
 * (src/ui/star-rating.tsx): Tab reaches it, arrow keys choose, its accessible name is 'Rating'.
 */
import { useForm } from '@tanstack/react-form';
import { useId } from 'react';
import * as v from 'valibot';
import type { ReviewValues } from '../../../machines/review-form.machine';
import { LIMITS, maxText } from '../../api/limits';
import { RATING_REQUIRED, REVIEW_REQUIRED } from '../../api/review';
import { StarRatingInput } from '../../ui/star-rating';
import { T } from './texts';

/** The form's schema: 1..5 whole stars ('Rating harus diisi' otherwise) and the contract's review text rule. */
export const ReviewFormSchema = v.object({
  rating: v.pipe(v.number(RATING_REQUIRED), v.integer(RATING_REQUIRED), v.minValue(1, RATING_REQUIRED), v.maxValue(5, RATING_REQUIRED)),
  review: v.pipe(v.string(REVIEW_REQUIRED), v.trim(), v.nonEmpty(REVIEW_REQUIRED), maxText('text')),
});

function firstError(errors: readonly unknown[]): string | null {
  for (const e of errors.flat()) {
    if (typeof e === 'string' && e) return e;
    if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  }
  return null;
}

export interface ReviewFormViewProps {
  mode: 'add' | 'edit';
  /** Starting values (the loaded review when editing). */
  initial: ReviewValues;
  saving: boolean;
  onSubmit: (values: ReviewValues) => void;
  /** 'Batal': back to where the member came from. */
  cancel: React.ReactNode;
}

export function ReviewFormView({ mode, initial, saving, onSubmit, cancel }: ReviewFormViewProps) {
  const uid = useId();
  const form = useForm({
    defaultValues: initial,
    validators: { onChange: ReviewFormSchema, onSubmit: ReviewFormSchema },
    onSubmit: ({ value }) => onSubmit({ rating: value.rating, review: value.review }),
  });
  const errorOf = (name: keyof ReviewValues) => {
    const meta = form.getFieldMeta(name);
    return meta && (meta.isTouched || form.state.submissionAttempts > 0) ? firstError(meta.errors) : null;
  };

  return (
    <form
      className="review-form"
      aria-label={mode === 'add' ? T.addTitle : T.editTitle}
      aria-busy={saving}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <form.Field name="rating">
        {(field) => (
          <StarRatingInput
            name={`${uid}-rating`}
            label={T.ratingLabel}
            value={field.state.value}
            onChange={(n) => field.handleChange(n)}
            onBlur={field.handleBlur}
            error={errorOf('rating')}
            disabled={saving}
          />
        )}
      </form.Field>
      <form.Field name="review">
        {(field) => {
          const error = errorOf('review');
          const length = field.state.value.length;
          return (
            <div className="review-form__field">
              <label htmlFor={`${uid}-review`} className="review-form__label">
                {T.reviewLabel}
              </label>
              <textarea
                id={`${uid}-review`}
                name="review"
                rows={6}
                value={field.state.value}
                placeholder={T.reviewHint}
                maxLength={LIMITS.text}
                disabled={saving}
                onBlur={field.handleBlur}
                onChange={(e) => field.handleChange(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${uid}-count${error ? ` ${uid}-review-error` : ''}`}
              />
              <p className="review-form__count" id={`${uid}-count`}>
                {T.characters(length, LIMITS.text)}
              </p>
              {error ? (
                <p className="review-form__error" id={`${uid}-review-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        }}
      </form.Field>
      <div className="review-form__actions">
        {cancel}
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? T.saving : mode === 'add' ? T.submitAdd : T.submitEdit}
        </button>
      </div>
    </form>
  );
}
