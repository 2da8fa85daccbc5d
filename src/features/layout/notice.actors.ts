/**
 * The real actor of machines/timed-notice.machine.ts: a closed notice is remembered for the browser session
 * (sessionStorage under `dk.notice.<name>`), so it does not come back on every page.
 */
import { fromPromise } from 'xstate';

const storageKey = (name: string) => `dk.notice.${name}`;

/** Was the notice `name` closed earlier in this browser session? (false without storage). */
export function wasDismissed(name: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(name)) === '1';
  } catch {
    return false;
  }
}

export const createNoticeActors = (name: string) => ({
  rememberDismissal: fromPromise<void, undefined>(async () => {
    window.sessionStorage.setItem(storageKey(name), '1');
  }),
});
