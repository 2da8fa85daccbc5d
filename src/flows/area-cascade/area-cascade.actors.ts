/**
 * The real actors of machines/area-cascade.machine.ts, the one province → city → district → village cascade of the
 * checkout's recipient form, the account's address pages and the profile editor (portal §4 "Cascading location
 * selects", §7 "Area lookups"; commerce §7): GET lms/helper/area/province, city?province_id=, district?city_id=,
 * vilage?province=&city=&district= (names), each ordered by name, limit 1000 (src/api/area.ts).
 */
import { fromPromise } from 'xstate';
import { areaCascadeMachine } from '../../../machines/area-cascade.machine';
import { getCities, getDistricts, getProvinces, getVillages, type City, type District, type Province, type Village } from '../../api/area';

/** The four area lookups (src/api/area.ts by default; tests pass fakes). */
export interface AreaLookups {
  provinces(): Promise<Province[]>;
  cities(provinceId: string): Promise<City[]>;
  districts(cityId: string): Promise<District[]>;
  villages(names: { province: string; city: string; district: string }): Promise<Village[]>;
}

/** The gateway's area lookups. */
export const areaApi: AreaLookups = { provinces: getProvinces, cities: getCities, districts: getDistricts, villages: getVillages };

/** The cascade's actors over some lookups. */
export function createAreaCascadeActors(lookups: AreaLookups = areaApi) {
  return {
    loadProvinces: fromPromise<Province[], void>(() => lookups.provinces()),
    loadCities: fromPromise<City[], { provinceId: string }>(({ input }) => lookups.cities(input.provinceId)),
    loadDistricts: fromPromise<District[], { cityId: string }>(({ input }) => lookups.districts(input.cityId)),
    loadVillages: fromPromise<Village[], { province: string; city: string; district: string }>(({ input }) => lookups.villages(input)),
  };
}

/** The cascade with its actors; provide once per page (`useState(() => areaCascadeLogicOf(lookups))`). */
export const areaCascadeLogicOf = (lookups?: AreaLookups) => areaCascadeMachine.provide({ actors: createAreaCascadeActors(lookups) });

/** The provided cascade's type (what forms take as `logic`). */
export type AreaCascadeLogic = ReturnType<typeof areaCascadeLogicOf>;
