import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { positiveId } from './-learning-params';
import { MyCoursesSearch } from './_member.my-courses';

describe('Kursus Saya search (commerce §2 type, page, q, status; §4 tab index)', () => {
  it('reads the tab by the rule: none is course, unknown is certificate; page and q fall back', () => {
    expect(v.parse(MyCoursesSearch, {})).toEqual({ type: 'course', page: 1, q: '', status: '' });
    expect(v.parse(MyCoursesSearch, { type: 'voucher', page: '2', q: ' roti ' })).toEqual({ type: 'voucher', page: 2, q: 'roti', status: '' });
    expect(v.parse(MyCoursesSearch, { type: 'lainnya', page: 'x' }).type).toBe('certificate');
    expect(v.parse(MyCoursesSearch, { type: 3 }).type).toBe('course');
    expect(v.parse(MyCoursesSearch, { type: 'subscription', status: 'progress' })).toMatchObject({ type: 'subscription', status: 'progress' });
  });
});

describe('learning path params', () => {
  it('accepts positive integer ids only', () => {
    expect(['13', '8', '0', '-1', '1.5', 'abc', '01', ''].map(positiveId)).toEqual([13, 8, null, null, null, null, null, null]);
  });
});
