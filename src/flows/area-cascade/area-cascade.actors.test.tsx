// @vitest-environment jsdom
/**
 * The by-id area calls where an address is edited (portal §7 / commerce §7 "Area lookups": province/{id}, city/{id},
 * district/{id}, vilage/{id}): `readAreaById` and what a person sees when an address opens for editing — the four
 * selects already show its province, city, district and village while the full lists are still on their way.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { City, District, Province, Village } from '../../api/area';
import { ApiError } from '../../api/errors';
import { AreaCascadeFields } from '../../ui/area-cascade-fields';
import { areaCascadeLogicOf, readAreaById, type AreaLookups } from './area-cascade.actors';
import { useAreaCascade } from './use-area-cascade';

const province: Province = { id: '32', name: 'JAWA BARAT' };
const city: City = { id: '32.73', name: 'KOTA BANDUNG', province };
const district: District = { id: '32.73.19', name: 'SUMUR BANDUNG', province, city: { id: '32.73', name: 'KOTA BANDUNG' } };
const village: Village = { id: '32.73.19.1001', code: '3273191001', name: 'BRAGA', postcode: '40111', lat: -6.917, lng: 107.609, district_id: '32.73.19' };
const ids = { provinceId: '32', cityId: '32.73', districtId: '32.73.19', villageId: '32.73.19.1001' };

const never = <T,>() => new Promise<T>(() => {});
function lookups(over: Partial<NonNullable<AreaLookups['byId']>> = {}): AreaLookups & { byId: NonNullable<AreaLookups['byId']> } {
  return {
    provinces: vi.fn(() => never<Province[]>()),
    cities: vi.fn(() => never<City[]>()),
    districts: vi.fn(() => never<District[]>()),
    villages: vi.fn(() => never<Village[]>()),
    byId: {
      province: vi.fn(async () => province),
      city: vi.fn(async () => city),
      district: vi.fn(async () => district),
      village: vi.fn(async () => village),
      ...over,
    },
  };
}

describe('readAreaById', () => {
  it('reads the four parts by their ids; a 404 is "not found"; another failure rejects; no by-id lookups → null', async () => {
    const l = lookups({ city: vi.fn(async () => Promise.reject(new ApiError('server', 404, 'Data tidak ditemukan'))) });
    expect(await readAreaById(l, ids)).toEqual({ province, city: null, district, village });
    expect([l.byId.province, l.byId.city, l.byId.district, l.byId.village].map((f) => vi.mocked(f).mock.calls[0]?.[0])).toEqual(['32', '32.73', '32.73.19', '32.73.19.1001']);
    await expect(readAreaById(lookups({ village: async () => Promise.reject(new ApiError('network', 502, 'Pastikan internet anda stabil')) }), ids)).rejects.toThrow();
    expect(await readAreaById({ ...l, byId: undefined }, ids)).toBeNull();
  });
});

function EditedArea({ l }: { l: AreaLookups }) {
  const [logic] = useState(() => areaCascadeLogicOf(l));
  const cascade = useAreaCascade(logic, { ...ids, village: 'BRAGA', postcode: '40111', latitude: -6.917, longitude: 107.609 });
  return (
    <AreaCascadeFields
      idOf={(name) => `f-${name}`}
      area={cascade.area}
      errorOf={() => null}
      onProvince={cascade.selectProvince}
      onCity={cascade.selectCity}
      onDistrict={cascade.selectDistrict}
      onVillage={cascade.selectVillage}
    />
  );
}

describe('an address opened for editing', () => {
  afterEach(cleanup);
  it('shows its province, city, district and village from the by-id reads while the lists have not come', async () => {
    const l = lookups();
    render(<EditedArea l={l} />);
    const shown = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).selectedOptions[0]?.textContent;
    await waitFor(() => expect(shown('Kelurahan')).toBe('BRAGA'));
    expect([shown('Provinsi'), shown('Kota'), shown('Kecamatan')]).toEqual(['JAWA BARAT', 'KOTA BANDUNG', 'SUMUR BANDUNG']);
    expect(l.provinces).toHaveBeenCalledOnce();
    expect(l.cities).not.toHaveBeenCalled();
  });

  it('a district the gateway no longer knows (404 by id) shows no district and no village', async () => {
    const l = lookups({ district: async () => Promise.reject(new ApiError('server', 404, 'Data tidak ditemukan')) });
    render(<EditedArea l={l} />);
    const shown = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
    await waitFor(() => expect(shown('Kota')).toBe('32.73'));
    expect([shown('Kecamatan'), shown('Kelurahan')]).toEqual(['', '']);
  });
});
