/**
 * Request validation with the contract's own valibot schemas (STYLE "API layer": the gateway validates requests
 * with the same schemas, so the contract has one definition). Problems become an {@link HttpError} 400 with the
 * first issue's message, so malformed input never reaches a handler (and never a 500).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
// A 400 never answers valibot's English default (issue 18 point 6).
import { indonesianMessage } from '../../api/valibot-id';
import { HttpError } from './envelope';

/** HTTP/envelope code for malformed input (bad JSON, wrong types, missing fields). */
export const BAD_INPUT = 400;
/** Message for a body that is not JSON. */
export const INVALID_JSON_MESSAGE = 'Body harus berupa JSON yang valid';

/**
 * Turn a valibot issue into one readable message. Schema messages written for members (they start with a
 * capital letter, e.g. 'Label Alamat harus diisi') are kept exactly; generic ones are prefixed with the field
 * path ('user_id: Invalid type: Expected number but received "x"', 'page minimal 1'); a missing field reads
 * '<field> harus diisi'.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const message = issue.message;
  if (!path) return message;
  // A missing field: valibot reports the key itself ('Invalid key: Expected "x" but received undefined').
  if (issue.type.endsWith('object') && issue.received === 'undefined') return `${path} harus diisi`;
  // A default (no text of the schema's own, issue 18 point 6): the field names itself ('page: Minimal 1').
  // (Length limits keep their text: it is the same as the shared schemas' own 'Maksimal N karakter'.)
  if (message.startsWith('Invalid ') || (message === indonesianMessage(issue) && !issue.type.endsWith('_length'))) return `${path}: ${message}`;
  const last = String(issue.path?.[issue.path.length - 1]?.key ?? '');
  if (/^[A-Z]/.test(message) || (last && message.startsWith(last))) return message;
  return `${path} ${message}`;
}

/** Message for text holding a NUL character (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = 'Input mengandung karakter yang tidak valid';

/** Whether any string inside a JSON-like value holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((x) => hasNul(x, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
}

/**
 * Parse `input` with `schema` or throw {@link HttpError} 400 with the first issue's message. Text with a NUL
 * character is refused up front (the database would fail on it).
 */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (hasNul(input)) throw new HttpError(BAD_INPUT, NUL_MESSAGE);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(BAD_INPUT, issueMessage(result.issues[0]));
  return result.output;
}

/**
 * Read and validate the JSON body.
 * @throws HttpError 400 'Body harus berupa JSON yang valid' for a missing or unparsable body, or 400 with the
 *   first schema issue.
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = JSON.parse(text);
  } catch {
    throw new HttpError(BAD_INPUT, INVALID_JSON_MESSAGE);
  }
  return parseWith(schema, body);
}

/** Validate the query string (first value of each key) with `schema`. */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseWith(schema, c.req.query());
}

/** A path id that must be a positive whole number; anything else is 404 (no such row), never 500. */
export function readIdParam(c: Context, name = 'id'): number {
  const text = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, 'Data tidak ditemukan');
  return id;
}
