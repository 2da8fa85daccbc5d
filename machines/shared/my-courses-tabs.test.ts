import { describe, expect, it } from 'vitest';
import { listSourceOf, PAGE_SIZE, tabIndexOf, tabOf } from './my-courses-tabs';

describe('Kursus Saya tabs (commerce §4 tab index, §9 page sizes)', () => {
  it('course 0, subscription 1, voucher 2, otherwise certificate 3; no type is course', () => {
    expect([undefined, '', 'course', 'subscription', 'voucher', 'certificate', 'lainnya'].map(tabIndexOf)).toEqual([0, 0, 0, 1, 2, 3, 3]);
    expect(tabOf('lainnya')).toBe('certificate');
  });
  it('assessors get the assessor course list on the course tab only', () => {
    expect(listSourceOf('course', true)).toBe('assessor');
    expect(listSourceOf('course', false)).toBe('learner');
    expect(listSourceOf('subscription', true)).toBe('subscription');
  });
  it('5 per page, vouchers 10', () => {
    expect(PAGE_SIZE).toEqual({ learner: 5, assessor: 5, subscription: 5, voucher: 10, certificate: 5 });
  });
});
