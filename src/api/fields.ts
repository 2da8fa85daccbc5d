/**
 * Field schemas the shared request schemas of src/api are built from, so that every form refuses the same input
 * with the same kind of message (one definition instead of one per resource file).
 */
import * as v from 'valibot';
// Indonesian default messages for every check without its own text (issue 18 point 6).
import './valibot-id';
import { maxText, type LimitName } from './limits';

/**
 * Required text, trimmed and capped at `LIMITS[cap]` characters (src/api/limits.ts `maxText`): a missing key, a value
 * of another type and an empty value all answer `message` (a missing key would otherwise read '<field> harus diisi').
 */
export const requiredText = (message: string, cap: LimitName) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), maxText(cap));

/** Optional text: missing → '', trimmed, capped at `LIMITS[cap]` characters. */
export const optionalText = (cap: LimitName) => v.pipe(v.optional(v.string(), ''), v.trim(), maxText(cap));

/** Whether `YYYY-MM-DD` names a real calendar day from 1900-01-01 on (valibot's isoDate alone accepts 1996-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text && text >= '1900-01-01';
}
