/**
 * Typed transport errors. The transport never touches the UI: it throws an {@link ApiError} and the
 * machines turn `kind`/`code` into states and the spec's messages.
 */

/** Portal spec §8: timeouts and network errors are shown as this text with code 502. */
export const NETWORK_MESSAGE = 'Pastikan internet anda stabil';
/** Portal spec §8: this server message forces sign-out and a redirect to the sign-in site. */
export const TOKEN_NOT_FOUND_MESSAGE = 'token not found on auth service';

export type ApiErrorKind =
  /** The gateway answered `status: false` (or a non-2xx); `code` and `message` are the gateway's. */
  | 'server'
  /** No answer: offline, DNS, refused connection or timeout. code 502, message {@link NETWORK_MESSAGE}. */
  | 'network'
  /** The gateway said 'token not found on auth service' (code 401). */
  | 'auth'
  /** The answer did not match its schema: a contract bug, never cast silently. */
  | 'contract';

/** An error from a gateway call. `code` is the envelope code (or 502 for network, 0 for contract). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number;
  constructor(kind: ApiErrorKind, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
}

/** Narrow an unknown thrown value (e.g. an actor's error) to the `{ code, message }` the machines read. */
export function toFailure(error: unknown): { code: number; message: string; kind: ApiErrorKind } {
  if (error instanceof ApiError) return { code: error.code, message: error.message, kind: error.kind };
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const e = error as { code: unknown; message: unknown; kind?: unknown };
    return {
      code: Number(e.code) || 0,
      message: String(e.message),
      kind: (typeof e.kind === 'string' ? e.kind : 'server') as ApiErrorKind,
    };
  }
  return { code: 0, message: error instanceof Error ? error.message : String(error), kind: 'server' };
}
