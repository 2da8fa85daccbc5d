/**
 * What the live connection tells the gateway's log (portal §7 "Logging": POST log/info): the connection giving up
 * (offline after its attempts, with the last close code) and coming back after that. Pure: the caller sends the line.
 */
import { LOG_SERVICE, type LogInput } from '../api/log';

export interface LiveLogState {
  offline: boolean;
  live: boolean;
  attempt: number;
  closeCode: number | null;
}

/** The log/info line for a change of the connection, or null when there is nothing to say. */
export function liveLogLine(before: LiveLogState, after: LiveLogState, agent: string): LogInput | null {
  if (!before.offline && after.offline) {
    return {
      service: LOG_SERVICE,
      short_message: 'live connection offline',
      message: JSON.stringify({ agent, attempts: after.attempt, close_code: after.closeCode }),
    };
  }
  if (before.offline && after.live) {
    return { service: LOG_SERVICE, short_message: 'live connection back', message: JSON.stringify({ agent }) };
  }
  return null;
}
