/**
 * Indonesian default messages for valibot (issue 18 point 6): every schema of this project gives its own text where
 * the spec quotes one, but a check without one would otherwise say valibot's English default ('Invalid type:
 * Expected string but received undefined') — on a member's screen through a form, or in a gateway 400. This module
 * sets the global message once (a side-effect import: src/api/client.ts for the SPA, the gateway's validation).
 * `tests/unit/indonesian-defaults.test.ts` parses junk through every schema of src/api and the forms and finds no English default.
 */
import * as v from 'valibot';

/** Issue types that mean "nothing given". */
const MISSING = new Set(['non_empty', 'non_optional', 'non_nullable', 'non_nullish']);

/** The Indonesian default text of an issue (its type, and the limit where that helps). */
export function indonesianMessage(issue: v.BaseIssue<unknown>): string {
  const limit = (issue.expected ?? '').replace(/^[<>]=/, '');
  switch (issue.type) {
    case 'min_length':
      return `Minimal ${limit} karakter`;
    case 'max_length':
      return `Maksimal ${limit} karakter`;
    case 'min_value':
      return `Minimal ${limit}`;
    case 'max_value':
      return `Maksimal ${limit}`;
    case 'email':
      return 'Format email tidak valid';
    case 'regex':
    case 'url':
    case 'iso_date':
    case 'iso_timestamp':
      return 'Format tidak valid';
  }
  return MISSING.has(issue.type) || issue.received === 'undefined' || issue.received === 'null' ? 'Harus diisi' : 'Isian tidak valid';
}

v.setGlobalMessage(indonesianMessage);
