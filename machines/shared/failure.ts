/**
 * The `{ kind, code, message }` shape the machines read from an actor's error. Mirrors `toFailure` in
 * src/api/errors.ts (duplicated because machines import no runtime code from src/): an ApiError, any object
 * with `code` and `message`, or anything else (code 0, its text).
 */
import { NETWORK_MESSAGE } from '../messages';

export type FailureKind = 'server' | 'network' | 'auth' | 'contract';
export interface Failure {
  kind: FailureKind;
  /** Envelope code (HTTP status or business code such as 433); 502 for network, 0 when unknown. */
  code: number;
  /** The text to show: the server message, or {@link NETWORK_MESSAGE} for network failures. */
  message: string;
}

/** Narrow an unknown thrown value to a {@link Failure}. Network failures always carry NETWORK_MESSAGE. */
export function toFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const e = error as { code: unknown; message: unknown; kind?: unknown };
    const kind = (typeof e.kind === 'string' ? e.kind : 'server') as FailureKind;
    return { kind, code: Number(e.code) || 0, message: kind === 'network' ? NETWORK_MESSAGE : String(e.message) };
  }
  return { kind: 'server', code: 0, message: error instanceof Error ? error.message : String(error) };
}

/** True when the failure is a lost connection or timeout: state must be kept as it was. */
export const isNetworkFailure = (error: unknown) => toFailure(error).kind === 'network';
