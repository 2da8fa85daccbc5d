import { describe, expect, it } from 'vitest';
import type { Promo } from '../../src/api/promo';
import { calculationMessage, promoCheckMessage, promoFoundMessage, visiblePromos } from './promo';

const promo = (price: number): Promo => ({
  id: price,
  course_id: [],
  promo_code: `P${price}`,
  promo_price: price,
  promo_precentage: 0,
  event: 'e',
  is_active: true,
  max_user: 10,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
});
const fail = (code: number, message = 'pesan server') => ({ kind: 'server' as const, code, message });

describe('promo check messages (commerce §8)', () => {
  it.each([
    [403, 'Promo sudah habis'],
    [404, 'Promo tidak ditemukan'],
    [422, 'Promo tidak aktif'],
    [423, 'Promo belum dimulai'],
    [424, 'Promo sudah kadarluarsa'],
    [500, 'pesan server'],
  ])('code %i → %s', (code, text) => {
    expect(promoCheckMessage(fail(code))).toBe(text);
  });
  it('price 0 means not found', () => {
    expect(promoFoundMessage(promo(0))).toBe('Kode voucher tidak ditemukan');
    expect(promoFoundMessage(promo(50000))).toBeNull();
  });
});

describe('calculation messages (commerce §8)', () => {
  it.each([
    [404, 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih'],
    [433, 'Promo hanya berlaku untuk kursus saja'],
    [400, 'pesan server'],
  ])('code %i → %s', (code, text) => {
    expect(calculationMessage(fail(code))).toBe(text);
  });
});

describe('promo list', () => {
  it('hides promos with price 0', () => {
    expect(visiblePromos([promo(0), promo(1000), promo(0)]).map((p) => p.promo_price)).toEqual([1000]);
  });
});
