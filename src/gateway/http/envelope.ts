/**
 * The gateway's answer shape `{ status, code, message, result }` (portal spec §7, commerce spec §7) and the
 * error type every route throws. The HTTP status mirrors `code` for failures (business codes such as 433 and
 * 436 are sent as the HTTP status too, so proxies and the client agree), and is 200 for successes.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The envelope every /api answer carries. */
export interface Envelope<T> {
  status: boolean;
  code: number;
  message: string;
  result: T;
}

/** Message of an unknown API route (also used for missing rows in lists and details, commerce §8 "General"). */
export const NOT_FOUND_MESSAGE = 'Data tidak ditemukan';

/**
 * A failure a route reports to the caller: `code` becomes both the envelope code and the HTTP status
 * (falling back to 400 when `code` is not a 4xx/5xx number), `message` is shown to the member as is.
 */
export class HttpError extends Error {
  readonly code: number;
  readonly result: unknown;
  constructor(code: number, message: string, result: unknown = null) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.result = result;
  }
}

/** HTTP status for an envelope code: the code itself when it is 4xx/5xx, otherwise 400. */
export function httpStatusFor(code: number): ContentfulStatusCode {
  return (Number.isInteger(code) && code >= 400 && code <= 599 ? code : 400) as ContentfulStatusCode;
}

/** Build a success envelope (status true, code 200). */
export function successBody<T>(result: T, message = 'Success'): Envelope<T> {
  return { status: true, code: 200, message, result };
}

/** Build a failure envelope (status false, result null unless given). */
export function failureBody(code: number, message: string, result: unknown = null): Envelope<unknown> {
  return { status: false, code, message, result };
}

/** Answer a success envelope with HTTP 200. */
export function ok<T>(c: Context, result: T, message = 'Success') {
  return c.json(successBody(result, message), 200);
}

/** Answer a failure envelope with the matching HTTP status. */
export function fail(c: Context, code: number, message: string, result: unknown = null) {
  return c.json(failureBody(code, message, result), httpStatusFor(code));
}
