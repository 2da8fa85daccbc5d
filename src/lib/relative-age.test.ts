/** Portal §2 Home 'Artikel Terbaru': the relative age of a media post, date-fns with the `id` locale. */
import { describe, expect, it } from 'vitest';
import { relativeAge } from './format';

describe('relativeAge (portal §2 Home "media posts with author and relative age")', () => {
  const now = new Date('2026-11-24T10:00:00+07:00');
  it('reads in Indonesian, relative to the given time', () => {
    expect(relativeAge('2026-11-21T10:00:00+07:00', now)).toBe('3 hari yang lalu');
    expect(relativeAge('2026-11-24T09:00:00+07:00', now)).toBe('sekitar 1 jam yang lalu');
    expect(relativeAge('2026-10-24T10:00:00+07:00', now)).toBe('sekitar 1 bulan yang lalu');
  });
  it("a post from the last minute, or dated ahead of the clock, is 'baru saja'", () => {
    expect(relativeAge('2026-11-24T09:59:30+07:00', now)).toBe('baru saja');
    expect(relativeAge('2026-11-24T11:00:00+07:00', now)).toBe('baru saja');
  });
});
