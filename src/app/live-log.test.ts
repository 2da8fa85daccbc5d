import { describe, expect, it } from 'vitest';
import { liveLogLine } from './live-log';

const state = (over: Partial<Parameters<typeof liveLogLine>[0]> = {}) => ({ offline: false, live: false, attempt: 0, closeCode: null, ...over });

describe('live connection log lines (portal §7 log/info, issue 21)', () => {
  it('says when the connection gave up, with its attempts and last close code, and when it came back', () => {
    expect(liveLogLine(state({ attempt: 5 }), state({ offline: true, attempt: 6, closeCode: 1006 }), 'UA')).toEqual({
      service: 'portal-spa',
      short_message: 'live connection offline',
      message: JSON.stringify({ agent: 'UA', attempts: 6, close_code: 1006 }),
    });
    expect(liveLogLine(state({ offline: true }), state({ live: true }), 'UA')?.short_message).toBe('live connection back');
  });

  it('says nothing for ordinary reconnects', () => {
    expect(liveLogLine(state({ live: true }), state({ attempt: 1, closeCode: 1006 }), 'UA')).toBeNull();
    expect(liveLogLine(state({ attempt: 1 }), state({ live: true }), 'UA')).toBeNull();
  });
});
