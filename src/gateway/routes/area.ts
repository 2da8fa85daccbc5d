/**
 * Area lookups (portal spec §7 "Area lookups"): public, lists ordered by name (or id) with sort and limit,
 * villages looked up by the province, city and district NAMES (case-insensitive), plus by-id variants.
 * An unknown parent or id answers 404 'Data tidak ditemukan'.
 */
import { Hono } from 'hono';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { AreaId, AreaListQuery, CityQuery, DistrictQuery, VillageQuery } from '../../api/area';
import type { City, District, Province, Village } from '../../api/area';
import { cities, districts, provinces, villages } from '../db/schema';
import { HttpError, NOT_FOUND_MESSAGE, ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import type { AppEnv } from '../http/context';

type ListOpts = v.InferOutput<typeof AreaListQuery>;
const sorter = (o: ListOpts, byName: Parameters<typeof asc>[0], byId: Parameters<typeof asc>[0]) =>
  (o.sort === 'desc' ? desc : asc)(o.order === 'id' ? byId : byName);

function areaId(text: string | undefined): string {
  const parsed = v.safeParse(AreaId, text ?? '');
  if (!parsed.success) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return parsed.output;
}
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

/** Routes under /api/lms/helper/area. */
export function areaRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/province', async (c) => {
    const q = readQuery(c, AreaListQuery);
    const rows: Province[] = await c.var.deps.db
      .select({ id: provinces.id, name: provinces.name })
      .from(provinces)
      .orderBy(sorter(q, provinces.name, provinces.id))
      .limit(q.limit);
    return ok(c, rows);
  });
  r.get('/province/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    const [row] = await c.var.deps.db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(eq(provinces.id, id)).limit(1);
    return ok(c, found<Province | undefined>(row));
  });

  r.get('/city', async (c) => {
    const q = readQuery(c, CityQuery);
    const db = c.var.deps.db;
    found((await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, q.province_id)).limit(1))[0]);
    const rows: City[] = await db
      .select(cityColumns)
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.province_id))
      .where(eq(cities.province_id, q.province_id))
      .orderBy(sorter(q, cities.name, cities.id))
      .limit(q.limit);
    return ok(c, rows);
  });
  r.get('/city/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    const [row] = await c.var.deps.db
      .select(cityColumns)
      .from(cities)
      .innerJoin(provinces, eq(provinces.id, cities.province_id))
      .where(eq(cities.id, id))
      .limit(1);
    return ok(c, found<City | undefined>(row));
  });

  r.get('/district', async (c) => {
    const q = readQuery(c, DistrictQuery);
    const db = c.var.deps.db;
    found((await db.select({ id: cities.id }).from(cities).where(eq(cities.id, q.city_id)).limit(1))[0]);
    const rows: District[] = await db
      .select(districtColumns)
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.city_id))
      .innerJoin(provinces, eq(provinces.id, cities.province_id))
      .where(eq(districts.city_id, q.city_id))
      .orderBy(sorter(q, districts.name, districts.id))
      .limit(q.limit);
    return ok(c, rows);
  });
  r.get('/district/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    const [row] = await c.var.deps.db
      .select(districtColumns)
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.city_id))
      .innerJoin(provinces, eq(provinces.id, cities.province_id))
      .where(eq(districts.id, id))
      .limit(1);
    return ok(c, found<District | undefined>(row));
  });

  r.get('/vilage', async (c) => {
    const q = readQuery(c, VillageQuery);
    const db = c.var.deps.db;
    const [district] = await db
      .select({ id: districts.id })
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.city_id))
      .innerJoin(provinces, eq(provinces.id, cities.province_id))
      .where(and(sameName(provinces.name, q.province), sameName(cities.name, q.city), sameName(districts.name, q.district)))
      .limit(1);
    const d = found(district);
    const rows: Village[] = await db
      .select(villageColumns)
      .from(villages)
      .where(eq(villages.district_id, d.id))
      .orderBy(sorter(q, villages.name, villages.id))
      .limit(q.limit);
    return ok(c, rows);
  });
  r.get('/vilage/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    const [row] = await c.var.deps.db.select(villageColumns).from(villages).where(eq(villages.id, id)).limit(1);
    return ok(c, found<Village | undefined>(row));
  });

  return r;
}
