/**
 * Shipping stand-in routes (commerce spec §7 "Delivery (shipper)"): public, pure computations from
 * services/shipping.ts. Distance is measured between `store_address` and `destination` coordinates.
 */
import { Hono } from 'hono';
import { PricingInput, RateInput } from '../../api/shipper';
import { HttpError, ok } from '../http/envelope';
import { readJson } from '../http/validate';
import type { AppEnv } from '../http/context';
import { quoteShipping, toPricing, toRates } from '../services/shipping';

export const COURIER_NOT_FOUND = 'Kurir tidak ditemukan';

/** Routes under /api/shipper/domestic. */
export function shipperRoutes() {
  const r = new Hono<AppEnv>();

  r.post('/pricing', async (c) => {
    const body = await readJson(c, PricingInput);
    const quote = quoteShipping(body.store_address, body.destination, body.items);
    return ok(c, toPricing(quote));
  });

  r.post('/rate', async (c) => {
    const body = await readJson(c, RateInput);
    const quote = quoteShipping(body.store_address, body.destination, body.items);
    const rates = toRates(quote, body.rate_type, { getDefault: body.get_default, limit: body.limit, page: body.page });
    if (!rates || rates.count === 0) throw new HttpError(404, COURIER_NOT_FOUND);
    return ok(c, rates);
  });

  return r;
}
