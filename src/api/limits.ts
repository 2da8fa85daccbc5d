import * as v from 'valibot';

/**
 * Length caps for every free-text field on the wire (OWASP ASVS 5.0 V2 input validation; issue 6 "Limits").
 * The spec gives minimums (address ≥ 8, password ≥ 8, phone ≥ 8/10 digits, phone input ≤ 13) but no maximums;
 * these are the project's choices, recorded in docs/decisions. The shared valibot schemas in src/api apply them,
 * so the SPA's forms and the gateway refuse the same input with the same message.
 *
 * Units: characters (UTF-16 code units, as `String.length` counts them).
 */
export const LIMITS = {
  /** First name, last name, recipient, full name, certificate name, company/department/position names. */
  name: 100,
  /** An address label ('Rumah', 'Kantor'). */
  label: 50,
  /** Street address text, institution address. */
  address: 500,
  /** Delivery note, short remarks. */
  note: 200,
  /** An e-mail address (RFC 5321 path limit). */
  email: 254,
  /** A phone number as typed (digits are checked separately; the input keeps at most 13 digits). */
  phone: 20,
  /** A password (minimum 8 by the spec). */
  password: 128,
  /** Long free text: biography, review, assignment description, survey answer. */
  text: 2000,
  /** A search query (`q`, `search`, `invoice`). */
  query: 100,
  /** A code: promo code, voucher code, referral code, OTP, invoice. */
  code: 64,
  /** A URL (social links, uploaded file URLs). */
  url: 500,
  /** Slugs and identifiers passed as text. */
  slug: 200,
  /** The free text of one client log line (`message` of POST log/info|error: a JSON of the failed call). */
  logMessage: 4000,
} as const;

export type LimitName = keyof typeof LIMITS;

/** The message for a value over its cap, e.g. 'Maksimal 100 karakter'. */
export const tooLong = (max: number) => `Maksimal ${max} karakter`;

/** The valibot check for a cap: at most `LIMITS[name]` characters, else {@link tooLong}. */
export const maxText = (name: LimitName) => v.maxLength<string, number, string>(LIMITS[name], tooLong(LIMITS[name]));

/** A text field capped at `LIMITS[name]`. */
export const cappedText = (name: LimitName) => v.pipe(v.string(), maxText(name));
