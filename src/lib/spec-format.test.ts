/**
 * Commerce spec §9 and §5 "Money" formats, asserted with the spec's exact words: 'Rp ' with dot thousands,
 * 'Gratis' at price zero, delivery estimates (0 = today, 1 = tomorrow, otherwise a date offset from today),
 * promo days left floored at 0, total weight with 2 decimals.
 */
import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatDeliveryEstimate, formatPrice, formatRupiah, formatWeight, promoDaysLeft } from './format';

describe('money (commerce §9 "Currency", §5 "Money")', () => {
  it("is 'Rp ' with dot thousands separators", () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
  it('rounds non-integer amounts to 2 decimals', () => {
    expect(formatRupiah(1234.5678)).toBe('Rp 1.234,57');
    expect(formatRupiah(0.004)).toBe('Rp 0');
  });
  it("price zero shows 'Gratis' (§9 Admin fee bullet), any other price in rupiah", () => {
    expect(formatPrice(0)).toBe('Gratis');
    expect(formatPrice(1)).toBe('Rp 1');
    expect(formatPrice(15_000)).toBe('Rp 15.000');
  });
});

describe('delivery estimates (commerce §9)', () => {
  const today = new Date(2026, 10, 21, 9, 30); // 21 Nov 2026
  it('0 days = today, 1 = tomorrow', () => {
    expect(formatDeliveryEstimate(0, today)).toBe('Hari ini');
    expect(formatDeliveryEstimate(1, today)).toBe('Besok');
  });
  it('otherwise a date offset from today (DD MMM YYYY, Indonesian)', () => {
    expect(formatDeliveryEstimate(2, today)).toBe('23 Nov 2026');
    expect(formatDeliveryEstimate(12, today)).toBe('03 Des 2026');
  });
});

describe('the day delivery estimates count from (decision 104)', () => {
  it("is the calendar day in WIB, whatever the machine's time zone: the server's page and the browser's agree", () => {
    // 18:30 UTC is already 01:30 the next day in Jakarta (UTC+7).
    const late = calendarDayIn(new Date('2026-11-28T18:30:00Z'));
    expect([late.getFullYear(), late.getMonth() + 1, late.getDate()]).toEqual([2026, 11, 29]);
    expect(formatDeliveryEstimate(2, late)).toBe('01 Des 2026');
    const early = calendarDayIn(new Date('2026-11-28T16:30:00Z'));
    expect([early.getFullYear(), early.getMonth() + 1, early.getDate()]).toEqual([2026, 11, 28]);
    // Another zone asked for: its own day.
    const utc = calendarDayIn(new Date('2026-11-28T18:30:00Z'), 'UTC');
    expect(utc.getDate()).toBe(28);
  });
});

describe('promo days left (commerce §9)', () => {
  const today = new Date(2026, 10, 21, 23, 59);
  it('is the calendar-date difference', () => {
    expect(promoDaysLeft('2026-11-24', today)).toBe(3);
    expect(promoDaysLeft('2026-11-22T00:01:00', today)).toBe(1);
  });
  it('is 0 on the last day and floored at 0 after it', () => {
    expect(promoDaysLeft('2026-11-21', today)).toBe(0);
    expect(promoDaysLeft('2026-11-01', today)).toBe(0);
  });
});

describe('total weight (commerce §9 "shown with 2 decimals")', () => {
  it('always shows 2 decimals', () => {
    expect(formatWeight(2.5)).toBe('2,50 kg');
    expect(formatWeight(3)).toBe('3,00 kg');
    expect(formatWeight(1.234)).toBe('1,23 kg');
  });
});
