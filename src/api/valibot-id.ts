/**
 * Indonesian default messages for valibot (issue 18 point 6): every schema of this project gives its own text where
 * the spec quotes one, but a check without one would otherwise say valibot's English default ('Invalid type:
 * Expected string but received undefined') — on a member's screen through a form, or in a gateway 400. This module
 * sets the global message once (a side-effect import: src/api/client.ts for the SPA, the gateway's validation).
 * `tests/unit/indonesian-defaults.test.ts` parses junk through every schema of src/api and the forms and finds no English default.
 */
import * as v from 'valibot';

/** The Indonesian default text of an issue (its type, and what was expected where that helps). */
export function indonesianMessage(issue: v.BaseIssue<unknown>): string {
  const expected = issue.expected ?? '';
  switch (issue.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
    case 'picklist':
    case 'literal':
    case 'union':
    case 'variant':
    case 'enum':
    case 'date':
    case 'bigint':
    case 'integer':
      return issue.received === 'undefined' || issue.received === 'null' ? 'Harus diisi' : 'Isian tidak valid';
    case 'non_empty':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return 'Harus diisi';
    case 'min_length':
      return `Minimal ${expected.replace(/^>=/, '')} karakter`;
    case 'max_length':
      return `Maksimal ${expected.replace(/^<=/, '')} karakter`;
    case 'length':
      return `Harus ${expected} karakter`;
    case 'min_value':
      return `Minimal ${expected.replace(/^>=/, '')}`;
    case 'max_value':
      return `Maksimal ${expected.replace(/^<=/, '')}`;
    case 'email':
      return 'Format email tidak valid';
    case 'url':
      return 'Alamat URL tidak valid';
    case 'regex':
    case 'iso_date':
    case 'iso_timestamp':
      return 'Format tidak valid';
    default:
      return 'Isian tidak valid';
  }
}

v.setGlobalMessage(indonesianMessage);
