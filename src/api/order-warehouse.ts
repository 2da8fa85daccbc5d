/**
 * The warehouse as sent with an order (commerce §7 "Order add", "Direct order add"); area id falls back to 1
 * (commerce §9). Its own module (types only) so the cart's actors use it without loading src/api/order.ts early.
 */
import type { Warehouse } from './catalogue';
import type { OrderAddInput } from './order';

/** The order's warehouse from the session's or the stored checkout's; null without one or without coordinates. */
export function orderWarehouseOf(w: Warehouse | null): OrderAddInput['warehouse'] {
  if (!w || w.latitude === null || w.longitude === null) return null;
  return { id: w.id, code: w.code, address: w.address, phone: w.telephone, area_id: w.village_id || 1, latitude: w.latitude, longitude: w.longitude };
}
