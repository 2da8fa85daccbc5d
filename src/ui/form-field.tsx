/**
 * The one form-field kit of the app (issue 19 point 4): every labelled field — the portal's public forms (voucher
 * claim, employee data, subscription landing), the profile, the address book and checkout's address form — is a
 * `FormField`: the label (with the required asterisk the spec's messages point at, 'Perhatikan tanda bintang'), the
 * control (the child, whose `id` is `htmlFor`), an optional hint and an error message linked to the control by
 * `aria-describedby` (ids `<htmlFor>-hint` and `<htmlFor>-error`; {@link controlProps} gives the control both).
 * `wide` spans a two-column form grid. Presentational only.
 */
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The control's id. */
  htmlFor: string;
  label: ReactNode;
  /** Shows the asterisk (the mark is hidden from screen readers; the control carries `required`/`aria-required`). */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
  /** Spans every column of a form grid (long text: address, note, biography). */
  wide?: boolean;
}

/** The ids a control references with `aria-describedby` for a field's hint and error. */
export const describedBy = (id: string, parts: { hint?: boolean; error?: boolean }) =>
  [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** The attributes a field's control carries: its id, `aria-invalid` with an error, and the described-by ids. */
export const controlProps = (id: string, error: string | null | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? (true as const) : undefined,
  'aria-describedby': describedBy(id, { hint, error: !!error }),
});

export function FormField({ htmlFor, label, required = false, hint, error, children, className, wide = false }: FormFieldProps) {
  return (
    <div className={`field${wide ? ' field--wide' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${htmlFor}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${htmlFor}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
