/**
 * Model spec of machines/area-cascade.machine.ts: the cascade from scratch and for an edited address (found in the
 * lists, or with a province, city, district or village the lists do not have; read by id first, some parts not
 * found), with failing lookups.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { areaCascadeMachine, type AreaCascadeContext } from '../../area-cascade.machine';
import { apiError } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const province = { id: '32', name: 'JAWA BARAT' };
const city = { id: '32.73', name: 'KOTA BANDUNG', province };
const district = { id: '32.73.01', name: 'SUKASARI', province, city: { id: '32.73', name: 'KOTA BANDUNG' } };
const village = { id: '32.73.01.1001', code: '1', name: 'SARIJADI', postcode: '40151', lat: -6.8, lng: 107.5, district_id: '32.73.01' };
const edited = { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', village: 'SARIJADI', postcode: '40151', latitude: -6.8, longitude: 107.5 };

type Read = { province: unknown; city: unknown; district: unknown; village: unknown } | null;
const ctx = (s: AnyMachineSnapshot) => s.context as AreaCascadeContext;
const lastRead = (steps: readonly { type: string }[]) => steps.at(-1)?.type === 'xstate.done.actor.readArea' ? ((steps.at(-1) as unknown as { output: Read }).output) : undefined;

const invariants: ModelInvariant[] = [
  { name: 'loading ⇔ a read or a list in flight', holds: (s) => s.hasTag('loading') === ['readArea', 'loadProvinces', 'loadCities', 'loadDistricts', 'loadVillages'].some((id) => id in s.children) },
  {
    name: 'right after the by-id reads, a part stays chosen only if the read found that very id (and the part above stays); the selects show exactly those',
    holds: (s, _sent, steps) => {
      const read = lastRead(steps);
      if (!read) return true;
      const c = ctx(s);
      const ids = [c.selection.provinceId, c.selection.cityId, c.selection.districtId, c.selection.villageId];
      const parts = [read.province, read.city, read.district, read.village] as Array<{ id: string } | null>;
      const shown = [c.provinces, c.cities, c.districts, c.villages];
      return ids.every((id, i) => (id === '' || (parts[i]?.id === id && (i === 0 || ids[i - 1] !== ''))) && (shown[i]!.length === 1) === (id !== ''));
    },
  },
];

export const areaCascadeSpec: ModelSpec = {
  name: 'areaCascade',
  machine: areaCascadeMachine,
  input: {},
  moreInputs: [
    { initial: edited },
    { initial: { ...edited, provinceId: '99' } },
    { initial: { ...edited, cityId: '99.99' } },
    { initial: { ...edited, districtId: '99.99.99' } },
    { initial: { ...edited, village: 'LAIN' } },
  ],
  userEvents: [
    { type: 'province.select', id: '32' },
    { type: 'city.select', id: '32.73' },
    { type: 'district.select', id: '32.73.01' },
    { type: 'village.select', id: '32.73.01.1001' },
    { type: 'village.select', id: '' },
  ],
  busyEvents: ['province.select'],
  outputs: {
    readArea: [{ province, city, district, village }, { province, city: null, district: null, village: null }, { province, city, district, village: null }, null],
    loadProvinces: [[province]], loadCities: [[city]], loadDistricts: [[district]], loadVillages: [[village]] },
  errors: {
    readArea: [apiError(502, 'Pastikan internet anda stabil')],
    loadProvinces: [apiError(500, 'gagal')],
    loadCities: [apiError(500, 'gagal')],
    loadDistricts: [apiError(500, 'gagal')],
    loadVillages: [apiError(500, 'gagal')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as AreaCascadeContext;
    return [c.selection, c.provinces.length, c.cities.length, c.districts.length, c.villages.length, c.failure !== null];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as AreaCascadeContext;
    return { selection: c.selection, lists: [c.provinces.length, c.cities.length, c.districts.length, c.villages.length], failure: c.failure };
  },
  invariants,
  promiseActors: ['readArea', 'loadProvinces', 'loadCities', 'loadDistricts', 'loadVillages'],
};
