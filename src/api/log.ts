/**
 * Logging (portal spec §7 "Logging"): POST log/info and POST log/error with `{ service, short_message, message }`.
 * API failures are logged with agent, user e-mail, endpoint, params, response code and message.
 */
import * as v from 'valibot';
import { call } from './client';

export const LogInput = v.object({
  service: v.pipe(v.string(), v.nonEmpty('service harus diisi')),
  short_message: v.pipe(v.string(), v.nonEmpty('short_message harus diisi')),
  message: v.string(),
});
export type LogInput = v.InferOutput<typeof LogInput>;

/** The `service` name this SPA logs under. */
export const LOG_SERVICE = 'portal-spa';

export const postLog = (level: 'info' | 'error', input: LogInput) => call('post', `log/${level}`, v.unknown(), { json: input });
