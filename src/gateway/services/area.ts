/**
 * Area lookups on the gateway's region tables (portal spec §7 "Area lookups"): lists ordered by name (or id) with
 * sort and limit, villages found by the province, city and district NAMES (case-insensitive), and by-id lookups.
 * An unknown parent or id is an HttpError 404 'Data tidak ditemukan'. The routes (routes/area.ts) only read the
 * request and answer.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AreaListQuery, City, CityQuery, District, DistrictQuery, Province, Village, VillageQuery } from '../../api/area';
import type { Db } from '../db/client';
import { cities, districts, provinces, villages } from '../db/schema';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';

type ListOpts = v.InferOutput<typeof AreaListQuery>;
const sorter = (o: ListOpts, byName: Parameters<typeof asc>[0], byId: Parameters<typeof asc>[0]) =>
  (o.sort === 'desc' ? desc : asc)(o.order === 'id' ? byId : byName);

const found = <T>(row: T | undefined): T => {
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return row;
};
const sameName = (column: Parameters<typeof eq>[0], name: string) => sql`lower(${column}) = lower(${name.trim()})`;

const cityColumns = { id: cities.id, name: cities.name, province: { id: provinces.id, name: provinces.name } };
const districtColumns = {
  id: districts.id,
  name: districts.name,
  province: { id: provinces.id, name: provinces.name },
  city: { id: cities.id, name: cities.name },
};
const villageColumns = {
  id: villages.id,
  code: villages.id,
  name: villages.name,
  postcode: villages.postal_code,
  lat: villages.latitude,
  lng: villages.longitude,
  district_id: villages.district_id,
};

/** Provinces, sorted and limited. */
export async function listProvinces(db: Db, q: ListOpts): Promise<Province[]> {
  return db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(sorter(q, provinces.name, provinces.id)).limit(q.limit);
}

/** One province by id (404 when unknown). */
export async function getProvince(db: Db, id: string): Promise<Province> {
  const [row] = await db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.id, id)).limit(1);
  return found<Province | undefined>(row)!;
}

/** The cities of a province (404 for an unknown province). */
export async function listCities(db: Db, q: v.InferOutput<typeof CityQuery>): Promise<City[]> {
  found((await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, q.province_id)).limit(1))[0]);
  return db
    .select(cityColumns)
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.province_id))
    .where(eq(cities.province_id, q.province_id))
    .orderBy(sorter(q, cities.name, cities.id))
    .limit(q.limit);
}

/** One city by id, with its province (404 when unknown). */
export async function getCity(db: Db, id: string): Promise<City> {
  const [row] = await db.select(cityColumns).from(cities).innerJoin(provinces, eq(provinces.id, cities.province_id)).where(eq(cities.id, id)).limit(1);
  return found<City | undefined>(row)!;
}

/** The districts of a city (404 for an unknown city). */
export async function listDistricts(db: Db, q: v.InferOutput<typeof DistrictQuery>): Promise<District[]> {
  found((await db.select({ id: cities.id }).from(cities).where(eq(cities.id, q.city_id)).limit(1))[0]);
  return db
    .select(districtColumns)
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.city_id))
    .innerJoin(provinces, eq(provinces.id, cities.province_id))
    .where(eq(districts.city_id, q.city_id))
    .orderBy(sorter(q, districts.name, districts.id))
    .limit(q.limit);
}

/** One district by id, with its city and province (404 when unknown). */
export async function getDistrict(db: Db, id: string): Promise<District> {
  const [row] = await db
    .select(districtColumns)
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.city_id))
    .innerJoin(provinces, eq(provinces.id, cities.province_id))
    .where(eq(districts.id, id))
    .limit(1);
  return found<District | undefined>(row)!;
}

/** The villages of the district named by province, city and district names (404 when no such district). */
export async function listVillages(db: Db, q: v.InferOutput<typeof VillageQuery>): Promise<Village[]> {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.city_id))
    .innerJoin(provinces, eq(provinces.id, cities.province_id))
    .where(and(sameName(provinces.name, q.province), sameName(cities.name, q.city), sameName(districts.name, q.district)))
    .limit(1);
  const d = found(district);
  return db.select(villageColumns).from(villages).where(eq(villages.district_id, d.id)).orderBy(sorter(q, villages.name, villages.id)).limit(q.limit);
}

/** One village by id (404 when unknown). */
export async function getVillage(db: Db, id: string): Promise<Village> {
  const [row] = await db.select(villageColumns).from(villages).where(eq(villages.id, id)).limit(1);
  return found<Village | undefined>(row)!;
}
