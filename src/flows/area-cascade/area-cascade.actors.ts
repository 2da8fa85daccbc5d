/**
 * The real actors of machines/area-cascade.machine.ts, the one province → city → district → village cascade of the
 * checkout's recipient form, the account's address pages and the profile editor (portal §4 "Cascading location
 * selects", §7 "Area lookups"; commerce §7): GET lms/helper/area/province, city?province_id=, district?city_id=,
 * vilage?province=&city=&district= (names), each ordered by name, limit 1000 (src/api/area.ts); an edited address is
 * first read by id: province/{id}, city/{id}, district/{id}, vilage/{id} (`readArea`, the four at once).
 */
import { fromPromise } from 'xstate';
import { areaCascadeMachine, type AreaRead, type AreaReadInput } from '../../../machines/area-cascade.machine';
import { getCities, getCity, getDistrict, getDistricts, getProvince, getProvinces, getVillage, getVillages, type City, type District, type Province, type Village } from '../../api/area';
import { toFailure } from '../../api/errors';

/** The four area lookups (src/api/area.ts by default; tests pass fakes). */
export interface AreaLookups {
  provinces(): Promise<Province[]>;
  cities(provinceId: string): Promise<City[]>;
  districts(cityId: string): Promise<District[]>;
  villages(names: { province: string; city: string; district: string }): Promise<Village[]>;
  /** The by-id reads of an edited address (optional: without them the lists alone decide). */
  byId?: {
    province(id: string): Promise<Province>;
    city(id: string): Promise<City>;
    district(id: string): Promise<District>;
    village(id: string): Promise<Village>;
  };
}

/** The gateway's area lookups. */
export const areaApi: AreaLookups = {
  provinces: getProvinces,
  cities: getCities,
  districts: getDistricts,
  villages: getVillages,
  byId: { province: getProvince, city: getCity, district: getDistrict, village: getVillage },
};

/**
 * Read an edited address's area by id, the four reads at once: a 404 ('Data tidak ditemukan') is "not found" (null),
 * any other failure rejects (the cascade then goes on with the lists). Null when `lookups` has no by-id reads.
 */
export async function readAreaById(lookups: AreaLookups, ids: AreaReadInput): Promise<AreaRead | null> {
  const byId = lookups.byId;
  if (!byId) return null;
  const read = <T>(id: string, get: (id: string) => Promise<T>): Promise<T | null> =>
    id
      ? get(id).catch((error: unknown) => {
          if (toFailure(error).code === 404) return null;
          throw error;
        })
      : Promise.resolve(null);
  const [province, city, district, village] = await Promise.all([
    read(ids.provinceId, byId.province),
    read(ids.cityId, byId.city),
    read(ids.districtId, byId.district),
    read(ids.villageId, byId.village),
  ]);
  return { province, city, district, village };
}

/** The cascade's actors over some lookups. */
export function createAreaCascadeActors(lookups: AreaLookups = areaApi) {
  return {
    readArea: fromPromise<AreaRead | null, AreaReadInput>(({ input }) => readAreaById(lookups, input)),
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
