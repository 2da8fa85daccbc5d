import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MAX_TIMER_MS, timedNoticeMachine, type TimedNoticeInput } from './timed-notice.machine';
import { controllable, flush } from './testing/fixtures';

/** 4 March 2023 20:00 WIB: the maintenance banner's end (portal §2 Header). */
const BANNER_UNTIL = Date.parse('2023-03-04T20:00:00+07:00');

function start(input: TimedNoticeInput) {
  const remember = controllable<void, undefined>();
  const actor = createActor(timedNoticeMachine.provide({ actors: { rememberDismissal: remember.logic } }), { input }).start();
  return { actor, remember };
}
const visible = (a: { getSnapshot: () => { hasTag: (t: 'visible') => boolean } }) => a.getSnapshot().hasTag('visible');

describe('timed notice: the maintenance banner reading (portal §2 Header, 4 March 2023 until 20:00 WIB)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows during the day and hides itself at 20:00 WIB', async () => {
    const { actor } = start({ now: Date.parse('2023-03-04T19:59:00+07:00'), until: BANNER_UNTIL, dismissed: false });
    expect(visible(actor)).toBe(true);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(visible(actor)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(visible(actor)).toBe(false);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('does not show from 20:00 WIB on', () => {
    expect(visible(start({ now: BANNER_UNTIL, until: BANNER_UNTIL, dismissed: false }).actor)).toBe(false);
    expect(visible(start({ now: Date.parse('2026-11-24T09:00:00+07:00'), until: BANNER_UNTIL, dismissed: false }).actor)).toBe(false);
  });

  it('waits in steps when the end is further away than a timer holds', async () => {
    const now = 0;
    const { actor } = start({ now, until: MAX_TIMER_MS + 1000, dismissed: false });
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(visible(actor)).toBe(true);
    expect(actor.getSnapshot().context.now).toBe(MAX_TIMER_MS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(visible(actor)).toBe(false);
  });
});

describe('timed notice: closing it (the app-download notice has no end)', () => {
  it('shows until closed, remembers the closing and hides', async () => {
    const { actor, remember } = start({ now: 0, until: null, dismissed: false });
    expect(actor.getSnapshot().matches({ shown: 'open' })).toBe(true);
    actor.send({ type: 'notice.dismiss' });
    expect(visible(actor)).toBe(false);
    expect(remember.calls).toHaveLength(1);
    remember.last().resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('stays hidden even when the closing cannot be stored', async () => {
    const actor = createActor(
      timedNoticeMachine.provide({ actors: { rememberDismissal: fromPromise(async () => Promise.reject(new Error('no storage'))) } }),
      { input: { now: 0, until: null, dismissed: false } },
    ).start();
    actor.send({ type: 'notice.dismiss' });
    await flush();
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('does not show again in a session where it was closed', () => {
    expect(visible(start({ now: 0, until: null, dismissed: true }).actor)).toBe(false);
  });
});
