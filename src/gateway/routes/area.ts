/**
 * Area lookups (portal spec §7 "Area lookups"): public, lists ordered by name (or id) with sort and limit,
 * villages looked up by the province, city and district NAMES (case-insensitive), plus by-id variants.
 * An unknown parent or id answers 404 'Data tidak ditemukan'. The queries are services/area.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { AreaId, AreaListQuery, CityQuery, DistrictQuery, VillageQuery } from '../../api/area';
import { HttpError, NOT_FOUND_MESSAGE, ok } from '../http/envelope';
import { readQuery } from '../http/validate';
import type { AppEnv } from '../http/context';
import { getCity, getDistrict, getProvince, getVillage, listCities, listDistricts, listProvinces, listVillages } from '../services/area';

function areaId(text: string | undefined): string {
  const parsed = v.safeParse(AreaId, text ?? '');
  if (!parsed.success) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return parsed.output;
}

/** Routes under /api/lms/helper/area. */
export function areaRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/province', async (c) => ok(c, await listProvinces(c.var.deps.db, readQuery(c, AreaListQuery))));
  r.get('/province/:id', async (c) => ok(c, await getProvince(c.var.deps.db, areaId(c.req.param('id')))));
  r.get('/city', async (c) => ok(c, await listCities(c.var.deps.db, readQuery(c, CityQuery))));
  r.get('/city/:id', async (c) => ok(c, await getCity(c.var.deps.db, areaId(c.req.param('id')))));
  r.get('/district', async (c) => ok(c, await listDistricts(c.var.deps.db, readQuery(c, DistrictQuery))));
  r.get('/district/:id', async (c) => ok(c, await getDistrict(c.var.deps.db, areaId(c.req.param('id')))));
  r.get('/vilage', async (c) => ok(c, await listVillages(c.var.deps.db, readQuery(c, VillageQuery))));
  r.get('/vilage/:id', async (c) => ok(c, await getVillage(c.var.deps.db, areaId(c.req.param('id')))));
  return r;
}
