/**
 * Area lookups (portal spec §7 "Area lookups"): public, lists ordered by name (or id) with sort and limit,
 * villages looked up by the province, city and district NAMES (case-insensitive), plus by-id variants.
 * An unknown parent or id answers 404 'Data tidak ditemukan'. The queries are services/area.ts.
 *
 * The region tables are reference data nothing in the gateway writes after the seed: every answer (lists and
 * single regions alike) is kept in the process's read cache (services/read-cache.ts, `CATALOGUE_CACHE_MS`) under
 * its path and validated query, so an address form's cascade of lookups is served from memory (decision 078).
 */
import { Hono, type Context } from 'hono';
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

/** Answer `load()`'s regions through the process's read cache, keyed by the request's route and `key`. */
function cached<T>(c: Context<AppEnv>, key: unknown, load: () => Promise<T>): Promise<T> {
  return c.var.deps.cache.get(`area:${c.req.routePath}:${JSON.stringify(key)}`, load);
}

/** Routes under /api/lms/helper/area. */
export function areaRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/province', async (c) => {
    const q = readQuery(c, AreaListQuery);
    return ok(c, await cached(c, q, () => listProvinces(c.var.deps.db, q)));
  });
  r.get('/province/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    return ok(c, await cached(c, id, () => getProvince(c.var.deps.db, id)));
  });
  r.get('/city', async (c) => {
    const q = readQuery(c, CityQuery);
    return ok(c, await cached(c, q, () => listCities(c.var.deps.db, q)));
  });
  r.get('/city/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    return ok(c, await cached(c, id, () => getCity(c.var.deps.db, id)));
  });
  r.get('/district', async (c) => {
    const q = readQuery(c, DistrictQuery);
    return ok(c, await cached(c, q, () => listDistricts(c.var.deps.db, q)));
  });
  r.get('/district/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    return ok(c, await cached(c, id, () => getDistrict(c.var.deps.db, id)));
  });
  r.get('/vilage', async (c) => {
    const q = readQuery(c, VillageQuery);
    return ok(c, await cached(c, q, () => listVillages(c.var.deps.db, q)));
  });
  r.get('/vilage/:id', async (c) => {
    const id = areaId(c.req.param('id'));
    return ok(c, await cached(c, id, () => getVillage(c.var.deps.db, id)));
  });
  return r;
}
