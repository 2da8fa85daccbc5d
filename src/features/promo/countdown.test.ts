import { describe, expect, it } from 'vitest';
import { clockText, countdown } from './countdown';

describe('countdown', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');
  it('splits into days and h:m:s', () => {
    const c = countdown('2026-11-23T13:04:05.900Z', now);
    expect(c).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(clockText(c)).toBe('03:04:05');
  });
  it('is zero and over at or after the end', () => {
    expect(countdown(now, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(countdown('2026-11-20T10:00:00.000Z', now).over).toBe(true);
    expect(countdown('not a date', now).over).toBe(true);
  });
});
