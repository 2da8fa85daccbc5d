/**
 * Logging (portal spec §7 "Logging"): POST log/info and POST log/error with `{ service, short_message, message }`.
 * API failures are logged with agent, user e-mail, endpoint, params, response code and message.
 */
import * as v from 'valibot';
import { call } from './client';
import { cappedText, LIMITS, maxText } from './limits';

/**
 * One log line. Caps (docs/decisions/016-input-limits.md): `service` 64, `short_message` 200, `message` 4000
 * characters; the gateway also limits how many lines one client may send (429 'Terlalu banyak permintaan').
 */
export const LogInput = v.object({
  service: v.pipe(v.string(), v.nonEmpty('service harus diisi'), maxText('code')),
  short_message: v.pipe(v.string(), v.nonEmpty('short_message harus diisi'), maxText('note')),
  message: cappedText('logMessage'),
});
export type LogInput = v.InferOutput<typeof LogInput>;

/** The `service` name this SPA logs under. */
export const LOG_SERVICE = 'portal-spa';

/** Send one log line; texts longer than the caps are cut to fit (a log line is better short than lost). */
export const postLog = (level: 'info' | 'error', input: LogInput) =>
  call('post', `log/${level}`, v.unknown(), {
    json: {
      service: input.service.slice(0, LIMITS.code),
      short_message: input.short_message.slice(0, LIMITS.note),
      message: input.message.slice(0, LIMITS.logMessage),
    },
  });

/** What the transport reports about a failed call (src/api/client.ts `onFailure`). */
export interface CallFailure {
  endpoint: string;
  params: unknown;
  code: number;
  message: string;
}

/** Drop values that must never reach a log (passwords, tokens, OTPs, secrets), at any depth. */
export function redactParams(params: unknown): unknown {
  if (!params || typeof params !== 'object') return params;
  if (Array.isArray(params)) return params.map(redactParams);
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>).map(([k, val]) => [k, /password|token|otp|secret/i.test(k) ? '[disembunyikan]' : redactParams(val)]),
  );
}

/**
 * The log/error line for a failed call (portal spec §7 "Logging"): agent, user e-mail, endpoint, params (secrets
 * redacted), response code and message; `undefined` for a failure of the log call itself (it must not log itself).
 */
export function failureLogLine(info: CallFailure, who: { agent: string; email: string }): LogInput | undefined {
  if (info.endpoint.startsWith('log/')) return undefined;
  return {
    service: LOG_SERVICE,
    short_message: `${info.code} ${info.endpoint}`,
    message: JSON.stringify({
      agent: who.agent,
      email: who.email,
      endpoint: info.endpoint,
      params: redactParams(info.params),
      code: info.code,
      message: info.message,
    }),
  };
}
