/**
 * Shipping stand-in routes (commerce spec §7 "Delivery (shipper)"): computations from services/shipping.ts,
 * for the signed-in member's checkout. Distance is measured between the stored coordinates of the warehouse
 * (`store_address.code`) and of one of the member's saved addresses (`destination.address_id`, or the saved
 * address at exactly `destination.lat`/`lng`); a destination that is none of the member's addresses is refused
 * (issue 6 point 2, docs/decisions/009-money-on-the-gateway.md).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { PricingInput, RateInput } from '../../api/shipper';
import { HttpError, ok } from '../http/envelope';
import { readJson } from '../http/validate';
import { currentUser, requireAuth } from '../http/auth';
import type { AppEnv } from '../http/context';
import { quoteShipping, toPricing, toRates, type Point } from '../services/shipping';
import { warehouseByCode } from '../services/catalogue';
import { savedAddressFor, CHOOSE_SAVED_ADDRESS } from '../services/saved-address';
import { WAREHOUSE_NO_COORDS } from '../services/orders/records';

export const COURIER_NOT_FOUND = 'Kurir tidak ditemukan';
export const WAREHOUSE_UNKNOWN = 'Warehouse tidak ditemukan atau tidak melayani pesanan';

/** The warehouse's and the saved address's stored coordinates for a pricing/rate request. */
async function endpoints(c: Context<AppEnv>, body: v.InferOutput<typeof PricingInput>): Promise<{ origin: Point; destination: Point }> {
  const { db } = c.var.deps;
  const warehouse = await warehouseByCode(db, body.store_address.code);
  if (!warehouse || !warehouse.is_active) throw new HttpError(400, WAREHOUSE_UNKNOWN);
  if (warehouse.latitude === null || warehouse.longitude === null) throw new HttpError(400, WAREHOUSE_NO_COORDS);
  const d = body.destination;
  const saved = await savedAddressFor(db, currentUser(c).id, { id: d.address_id, latitude: d.lat, longitude: d.lng });
  if (saved.latitude === null || saved.longitude === null) throw new HttpError(400, CHOOSE_SAVED_ADDRESS);
  return { origin: { lat: warehouse.latitude, lng: warehouse.longitude }, destination: { lat: saved.latitude, lng: saved.longitude } };
}

/** Routes under /api/shipper/domestic (member routes). */
export function shipperRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.post('/pricing', async (c) => {
    const body = await readJson(c, PricingInput);
    const { origin, destination } = await endpoints(c, body);
    return ok(c, toPricing(quoteShipping(origin, destination, body.items)));
  });

  r.post('/rate', async (c) => {
    const body = await readJson(c, RateInput);
    const { origin, destination } = await endpoints(c, body);
    const quote = quoteShipping(origin, destination, body.items);
    const rates = toRates(quote, body.rate_type, { getDefault: body.get_default, limit: body.limit, page: body.page });
    if (!rates || rates.count === 0) throw new HttpError(404, COURIER_NOT_FOUND);
    return ok(c, rates);
  });

  return r;
}
