/**
 * Area lookups (portal spec §7 "Area lookups", commerce spec §7): province → city → district → village,
 * each list with `order=name&sort=asc&limit=1000`, plus by-id variants. Ids are Kepmendagri codes kept as
 * text (`"32.73"` is Kota Bandung). Data: shared/data/wilayah (MIT, see data/wilayah/NOTICE).
 *
 * Paths: `lms/helper/area/province`, `province/{id}`, `city?province_id=`, `city/{id}`,
 * `district?city_id=`, `district/{id}`, `vilage?province=&city=&district=` (names, spelt as the spec does),
 * `vilage/{id}`.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam } from './envelope';
import { maxText } from './limits';

/** Area list limit (portal spec §9). */
export const AREA_LIMIT = 1000;

export const AreaId = v.pipe(v.string(), v.trim(), v.regex(/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/, 'kode wilayah tidak valid'));

export const Province = v.object({ id: v.string(), name: v.string() });
export type Province = v.InferOutput<typeof Province>;

export const City = v.object({ id: v.string(), name: v.string(), province: Province });
export type City = v.InferOutput<typeof City>;

export const District = v.object({
  id: v.string(),
  name: v.string(),
  province: Province,
  city: v.object({ id: v.string(), name: v.string() }),
});
export type District = v.InferOutput<typeof District>;

/** A village (kelurahan/desa): `postcode` is a 5-digit text; `lat`/`lng` WGS84 degrees (polygon centroid). */
export const Village = v.object({
  id: v.string(),
  code: v.string(),
  name: v.string(),
  postcode: v.string(),
  lat: v.number(),
  lng: v.number(),
  district_id: v.string(),
});
export type Village = v.InferOutput<typeof Village>;

/** Common list query: `order=name&sort=asc&limit=1000`. */
export const AreaListQuery = v.object({
  order: v.optional(v.picklist(['name', 'id']), 'name'),
  sort: v.optional(v.picklist(['asc', 'desc']), 'asc'),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(AREA_LIMIT)), AREA_LIMIT),
});
export const CityQuery = v.object({ ...AreaListQuery.entries, province_id: AreaId });
export const DistrictQuery = v.object({ ...AreaListQuery.entries, city_id: AreaId });
/** Villages are looked up by names (portal spec §7). */
export const VillageQuery = v.object({
  ...AreaListQuery.entries,
  province: v.pipe(v.string(), v.trim(), v.nonEmpty('province harus diisi'), maxText('name')),
  city: v.pipe(v.string(), v.trim(), v.nonEmpty('city harus diisi'), maxText('name')),
  district: v.pipe(v.string(), v.trim(), v.nonEmpty('district harus diisi'), maxText('name')),
});

const listParams = { order: 'name', sort: 'asc', limit: AREA_LIMIT } as const;

export const getProvinces = () => call('get', 'lms/helper/area/province', v.array(Province), { searchParams: listParams });
export const getProvince = (id: string) => call('get', `lms/helper/area/province/${id}`, Province);
export const getCities = (province_id: string) =>
  call('get', 'lms/helper/area/city', v.array(City), { searchParams: { ...listParams, province_id } });
export const getCity = (id: string) => call('get', `lms/helper/area/city/${id}`, City);
export const getDistricts = (city_id: string) =>
  call('get', 'lms/helper/area/district', v.array(District), { searchParams: { ...listParams, city_id } });
export const getDistrict = (id: string) => call('get', `lms/helper/area/district/${id}`, District);
/** Villages of a district, looked up by the three names. */
export const getVillages = (names: { province: string; city: string; district: string }) =>
  call('get', 'lms/helper/area/vilage', v.array(Village), { searchParams: { ...listParams, ...names } });
export const getVillage = (id: string) => call('get', `lms/helper/area/vilage/${id}`, Village);
