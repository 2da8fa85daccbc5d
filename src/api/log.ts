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
