import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/api/user';
import { checkRecipient, missingRecipientFields, RECIPIENT_FIELDS, recipientFromAddress } from './recipient';

const address: Address = {
  default: true,
  id: 7,
  label: 'Rumah',
  recipient: 'Sari',
  address: 'Jl. Merdeka 10',
  phone: '08123456789',
  note: '',
  village_id: '3273010001',
  village: 'Babakan',
  postal_code: '40111',
  latitude: -6.9,
  longitude: 107.6,
  area: { province_id: '32', province_name: 'Jawa Barat', city_id: '3273', city_name: 'Kota Bandung', district_id: '327301', district_name: 'Sukasari' },
};

describe('recipient completeness (commerce §5)', () => {
  it('has the 13 required fields', () => {
    expect(RECIPIENT_FIELDS).toHaveLength(13);
  });
  it('a full address is complete', () => {
    expect(missingRecipientFields(recipientFromAddress(address, 'sari@demo.test'))).toEqual([]);
    expect(checkRecipient(recipientFromAddress(address, 'sari@demo.test'), false)).toEqual({ ok: true });
  });
  it('no address: create (course-only) or choose', () => {
    expect(checkRecipient(null, true)).toEqual({ ok: false, kind: 'none', message: 'Silahkan buat alamat terlebih dahulu' });
    expect(checkRecipient(null, false)).toEqual({ ok: false, kind: 'none', message: 'Silahkan pilih alamat terlebih dahulu' });
  });
  it('some missing: lists them joined by ", "', () => {
    const r = recipientFromAddress({ ...address, latitude: null, longitude: null, postal_code: ' ' }, 'sari@demo.test');
    expect(checkRecipient(r, false)).toEqual({
      ok: false,
      kind: 'incomplete',
      missing: ['latitude', 'longitude', 'postal_code'],
      message: 'Alamat tidak lengkap. latitude, longitude, postal_code tidak ditemukan mohon lengkapi alamat terlebih dahulu',
    });
  });
  it('carries the saved address id, so the gateway delivers to that address as stored', () => {
    expect(recipientFromAddress(address, 'sari@demo.test')).toMatchObject({ id: 7, name: 'Sari', address: 'Jl. Merdeka 10', latitude: -6.9 });
  });
  it('a missing e-mail counts too', () => {
    expect(missingRecipientFields(recipientFromAddress(address, ''))).toEqual(['email']);
  });
});
