/**
 * The shipping stand-in (commerce spec §3 "Delivery method", "Courier option"; §4 "Checkout address and
 * delivery"; §9 "Maximum distance for BDX delivery ... 20 km"). Pure: no I/O, same input → same answer, so the
 * gateway's pricing/rate routes and the payment route (which re-prices the chosen courier server-side) agree.
 *
 * Model (a local stand-in for a real shipping aggregator, chosen to be plausible and predictable):
 * - distance: haversine km between the warehouse and the destination (src/lib/geo.ts);
 * - weight: Σ weight × quantity in kg; billed weight = max(1, ⌈weight⌉) kg;
 * - methods: `bdx` (store courier, only when distance < 20 km), `same_day` (distance ≤ 40 km), `express` and
 *   `regular` (any distance); each method lists its couriers, one of them `is_default`; a method with no
 *   courier is omitted;
 * - prices in whole rupiah rounded up to Rp 500; insurance fee 0.2 % of the item value, at least Rp 1.000
 *   (the store courier BDX carries no insurance, commerce §4).
 */
import { haversineKm, roundKm } from '../../lib/geo';
import { BDX_MAX_KM } from '../../api/shipper';
import type { Courier, DeliveryMethod, Pricing } from '../../api/shipper';

/** Same-day delivery reach, km. */
export const SAME_DAY_MAX_KM = 40;
/** Insurance: 0.2 % of the declared item value, at least Rp 1.000. */
export const INSURANCE_RATE = 0.002;
export const INSURANCE_MIN = 1000;
/** The store courier's rate id: the SPA fixes BDX as "regular rate, rate id 0" (commerce §4). */
export const BDX_RATE_ID = 0;

export type MethodType = 'bdx' | 'same_day' | 'express' | 'regular';
/** Methods are listed fastest first. */
export const METHOD_ORDER: readonly MethodType[] = ['bdx', 'same_day', 'express', 'regular'];
export const METHOD_NAMES: Record<MethodType, string> = {
  bdx: 'BDX (Kurir Toko)',
  same_day: 'Same Day',
  express: 'Express',
  regular: 'Reguler',
};

/** A point in WGS84 degrees. */
export interface Point {
  lat: number;
  lng: number;
}

/** One shipped line: weight kg per unit, sizes cm, price rupiah per unit. */
export interface ShipmentLine {
  quantity: number;
  weight: number;
  height: number;
  width: number;
  length: number;
  price: number;
  packing?: boolean;
}

interface CourierPlan {
  logistic_id: number;
  name: string;
  code: string;
  rateId: number;
  method: MethodType;
  /** Price for the first kg (rupiah) at 0 km, and its growth per km. */
  base: number;
  perKm: number;
  /** Extra rupiah per billed kg above the first (bdx, same_day); per-kg methods multiply instead. */
  perExtraKg?: number;
  /** Extra days on top of the method's estimate. */
  slowerBy?: number;
  mustInsure?: boolean;
  isDefault?: boolean;
}

/** The courier catalogue of the stand-in. Rate ids are unique and stable (the payment re-prices by rate id). */
export const COURIERS: readonly CourierPlan[] = [
  { logistic_id: 1, name: 'BDX', code: 'bdx', rateId: BDX_RATE_ID, method: 'bdx', base: 8000, perKm: 1500, perExtraKg: 2000, isDefault: true },
  { logistic_id: 6, name: 'GrabExpress', code: 'grab', rateId: 601, method: 'same_day', base: 15000, perKm: 1800, perExtraKg: 3000, isDefault: true },
  { logistic_id: 7, name: 'GoSend', code: 'gosend', rateId: 701, method: 'same_day', base: 14000, perKm: 2000, perExtraKg: 3000 },
  { logistic_id: 2, name: 'JNE', code: 'jne', rateId: 202, method: 'express', base: 16000, perKm: 35, mustInsure: true },
  { logistic_id: 3, name: 'SiCepat', code: 'sicepat', rateId: 302, method: 'express', base: 15000, perKm: 33, isDefault: true },
  { logistic_id: 2, name: 'JNE', code: 'jne', rateId: 201, method: 'regular', base: 9000, perKm: 16, isDefault: true },
  { logistic_id: 3, name: 'SiCepat', code: 'sicepat', rateId: 301, method: 'regular', base: 8500, perKm: 15 },
  { logistic_id: 4, name: 'J&T', code: 'jnt', rateId: 401, method: 'regular', base: 9000, perKm: 15.5, slowerBy: 1 },
  { logistic_id: 5, name: 'AnterAja', code: 'anteraja', rateId: 501, method: 'regular', base: 8000, perKm: 17, mustInsure: true, slowerBy: 1 },
];

/** Round rupiah up to the next Rp 500. */
export const ceil500 = (rupiah: number) => Math.ceil(rupiah / 500) * 500;

/** Total weight in kg (Σ weight × quantity), unrounded. */
export function totalWeightKg(items: readonly ShipmentLine[]): number {
  return items.reduce((sum, it) => sum + it.weight * it.quantity, 0);
}

/** Billed weight: whole kg rounded up, at least 1 kg. */
export function billedWeightKg(items: readonly ShipmentLine[]): number {
  return Math.max(1, Math.ceil(totalWeightKg(items) - 1e-9));
}

/** Insurance fee for a declared value in rupiah: 0.2 %, at least Rp 1.000. */
export function insuranceFee(itemValue: number): number {
  return Math.max(INSURANCE_MIN, Math.round(itemValue * INSURANCE_RATE));
}

/** Delivery estimate in days for a method over a distance. */
function estimateDays(method: MethodType, km: number): [number, number] {
  if (method === 'bdx' || method === 'same_day') return [0, 0];
  if (method === 'express') return km < 300 ? [1, 1] : km < 1000 ? [1, 2] : [2, 3];
  return km < 50 ? [1, 2] : km < 300 ? [2, 3] : km < 1000 ? [3, 5] : [4, 7];
}

function methodAvailable(method: MethodType, km: number): boolean {
  if (method === 'bdx') return km < BDX_MAX_KM;
  if (method === 'same_day') return km <= SAME_DAY_MAX_KM;
  return true;
}

/** A computed quote: every available method with its couriers, plus the shipment's totals. */
export interface ShippingQuote {
  /** Great-circle distance warehouse → destination, km (unrounded). */
  distanceKm: number;
  /** Σ weight × quantity, kg. */
  totalWeightKg: number;
  /** Billed weight, whole kg ≥ 1. */
  billedWeightKg: number;
  /** Σ price × quantity, rupiah (the insured value). */
  itemValue: number;
  /** Available methods in {@link METHOD_ORDER}, each with ≥ 1 courier sorted by final price. */
  methods: Array<{ type: MethodType; name: string; couriers: Courier[] }>;
  /** Volumes in cm³ (items to pack, items shipped as they are, warehouse packing, total shipped). */
  volume: Pricing['volume'];
}

/**
 * Price a shipment from `origin` (warehouse) to `destination`.
 * @param items shipped lines (weight kg, sizes cm, price rupiah); an empty list bills the 1 kg minimum.
 */
export function quoteShipping(origin: Point, destination: Point, items: readonly ShipmentLine[]): ShippingQuote {
  const distanceKm = haversineKm(origin, destination);
  const kg = billedWeightKg(items);
  const itemValue = Math.round(items.reduce((sum, it) => sum + it.price * it.quantity, 0));
  const fee = insuranceFee(itemValue);
  const methods: ShippingQuote['methods'] = [];
  for (const type of METHOD_ORDER) {
    if (!methodAvailable(type, distanceKm)) continue;
    const [minDay, maxDay] = estimateDays(type, distanceKm);
    const couriers = COURIERS.filter((p) => p.method === type).map((p): Courier => {
      const perKm = p.method === 'bdx' || p.method === 'same_day' ? Math.ceil(distanceKm) : distanceKm;
      let unit: number;
      let total: number;
      if (p.perExtraKg !== undefined) {
        unit = ceil500(p.base + p.perKm * perKm);
        total = ceil500(unit + p.perExtraKg * (kg - 1));
      } else {
        unit = ceil500(p.base + p.perKm * perKm);
        total = unit * kg;
      }
      const insured = p.method !== 'bdx';
      return {
        logistic_id: p.logistic_id,
        logistic_name: p.name,
        logistic_code: p.code,
        logistic_logo: `/media/logistic/${p.code}.svg`,
        logistic_rate_id: p.rateId,
        logistic_rate_type: type,
        min_day: minDay,
        max_day: maxDay + (p.slowerBy ?? 0),
        currency: 'IDR',
        unit_price: unit,
        total_price: total,
        final_price: total,
        discount: 0,
        discount_value: 0,
        insurance_fee: insured ? fee : 0,
        must_use_insurance: insured && Boolean(p.mustInsure),
        insurance_applied: insured && Boolean(p.mustInsure),
        liability_value: itemValue,
        is_default: Boolean(p.isDefault),
      };
    });
    couriers.sort((a, b) => a.final_price - b.final_price || a.logistic_rate_id - b.logistic_rate_id);
    if (couriers.length > 0) methods.push({ type, name: METHOD_NAMES[type], couriers });
  }
  const vol = (it: ShipmentLine) => it.height * it.width * it.length * it.quantity;
  const itemPacking = Math.round(items.filter((it) => it.packing).reduce((s, it) => s + vol(it), 0));
  const itemUnpacking = Math.round(items.filter((it) => !it.packing).reduce((s, it) => s + vol(it), 0));
  return {
    distanceKm,
    totalWeightKg: totalWeightKg(items),
    billedWeightKg: kg,
    itemValue,
    methods,
    volume: { item_packing: itemPacking, item_unpacking: itemUnpacking, origin_packing: 0, shipping: itemPacking + itemUnpacking },
  };
}

/** The `shipper/domestic/pricing` answer: each method with its cheapest courier as `pricing`, distance rounded to 2 decimals. */
export function toPricing(quote: ShippingQuote): Pricing {
  const methods: DeliveryMethod[] = quote.methods.map((m) => {
    const cheapest = m.couriers[0]!;
    return {
      type: m.type,
      name: m.name,
      pricing: {
        logistic_rate_id: cheapest.logistic_rate_id,
        logistic_name: cheapest.logistic_name,
        logistic_code: cheapest.logistic_code,
        logistic_logo: cheapest.logistic_logo,
        min_day: cheapest.min_day,
        max_day: cheapest.max_day,
        insurance_fee: cheapest.insurance_fee,
        must_use_insurance: cheapest.must_use_insurance,
        final_price: cheapest.final_price,
      },
      courier_count: m.couriers.length,
    };
  });
  return { distance: roundKm(quote.distanceKm), methods, volume: quote.volume };
}

/**
 * The `shipper/domestic/rate` answer for one method, paged; `null` when the method is not available.
 * @param getDefault when false no courier is flagged `is_default` (the SPA then opens the courier picker).
 */
export function toRates(
  quote: ShippingQuote,
  rateType: string,
  opts: { getDefault?: boolean; limit?: number; page?: number } = {},
): { count: number; data: Courier[] } | null {
  const method = quote.methods.find((m) => m.type === rateType.trim().toLowerCase());
  if (!method) return null;
  const limit = opts.limit ?? 1000;
  const page = opts.page ?? 1;
  const data = method.couriers
    .slice((page - 1) * limit, page * limit)
    .map((c) => (opts.getDefault === false ? { ...c, is_default: false } : c));
  return { count: method.couriers.length, data };
}

/**
 * Find the courier a member chose, for server-side re-pricing at payment. Rate ids are unique across methods,
 * so the rate id decides; the store courier is also found by its name BDX (the SPA sends it as rate "regular",
 * rate id 0, commerce §4).
 * @returns the courier as priced now, or `undefined` when it is not offered for this shipment (e.g. BDX beyond 20 km).
 */
export function findCourier(quote: ShippingQuote, chosen: { name: string; rate_id: number }): Courier | undefined {
  if (chosen.name.trim().toUpperCase() === 'BDX') return quote.methods.find((m) => m.type === 'bdx')?.couriers[0];
  for (const m of quote.methods) {
    const found = m.couriers.find((c) => c.logistic_rate_id === chosen.rate_id);
    if (found) return found;
  }
  return undefined;
}
