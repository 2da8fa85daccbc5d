import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isMaskedNumber, maskNumber, PersonalInfoInput } from './hris';

describe('masked identity and account numbers (decision 045)', () => {
  it('hides every character but the last 4; short numbers whole; empty stays empty', () => {
    expect(maskNumber('3273011204900001')).toBe('************0001');
    expect(maskNumber('09.123.456.7-428.000')).toBe('****************.000');
    expect(maskNumber('1234')).toBe('****');
    expect(maskNumber('')).toBe('');
    expect([isMaskedNumber('************0001'), isMaskedNumber('3273011204900001'), isMaskedNumber('12**34')]).toEqual([true, false, false]);
  });

  it('the payload accepts a number or its unchanged mask, and nothing else with a star', () => {
    const base = v.parse(PersonalInfoInput, {
      no_ktp: '3273011204900001', no_kk: '1', no_npwp: '1', url_ktp: '/a.png', url_kk: '/b.png', url_npwp: '/c.png', jenis_kelamin: 'Male',
      nama_bank: 'BCA', no_rekening: '1', status_pernikahan: 'Single', alamat: 'Jl. A', tempat: 'Bandung', jarak_rumah: 1, tgl_lahir: '1990-01-01',
    });
    const check = (no_ktp: string) => v.safeParse(PersonalInfoInput, { ...base, no_ktp }).success;
    expect([check('************0001'), check('3273011204900001'), check('12**34'), check('abc')]).toEqual([true, true, false, false]);
  });
});
