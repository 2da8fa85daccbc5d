/**
 * Delivery rules for checkout (commerce spec §4 "Checkout address and delivery", §9 "Fallback BDX logistic").
 * Distances km, money rupiah.
 */
import type { Logistic } from '../../src/api/cart';
import type { Courier, DeliveryMethod } from '../../src/api/shipper';
import { exceedsBdxKm, isWithinBdxKm } from './geo';

/** The bdx method type (the store's own couriers). */
export const BDX_TYPE = 'bdx';
export const isBdxType = (type: string | null | undefined) => (type ?? '').toLowerCase() === BDX_TYPE;

/** Fallback logistic for course-only orders: BDX, rate regular, rate_id 0, price 0, distance 0 (commerce §9). */
export const COURSE_ONLY_LOGISTIC: Logistic = {
  name: 'BDX',
  rate: 'regular',
  rate_id: 0,
  distance: 0,
  must_insurance: false,
  insurance_applied: false,
  insurance_fee: 0,
  price: 0,
};

/**
 * Methods shown to the member: bdx methods are hidden when the distance exceeds 20 km; other types are hidden
 * when they have no couriers (commerce §4).
 */
export function visibleMethods(methods: readonly DeliveryMethod[], distanceKm: number): DeliveryMethod[] {
  return methods.filter((m) => (isBdxType(m.type) ? !exceedsBdxKm(distanceKm) : m.courier_count > 0));
}

/**
 * The fixed courier of a bdx method: BDX, regular rate, rate id 0, no insurance; its price is the method's
 * final price. The member cannot change it.
 */
export function bdxCourier(method: DeliveryMethod): Courier {
  return {
    logistic_id: 0,
    logistic_name: 'BDX',
    logistic_code: 'bdx',
    logistic_logo: method.pricing.logistic_logo,
    logistic_rate_id: 0,
    logistic_rate_type: 'regular',
    min_day: method.pricing.min_day,
    max_day: method.pricing.max_day,
    currency: 'IDR',
    unit_price: method.pricing.final_price,
    total_price: method.pricing.final_price,
    final_price: method.pricing.final_price,
    discount: 0,
    discount_value: 0,
    insurance_fee: 0,
    must_use_insurance: false,
    insurance_applied: false,
    liability_value: 0,
    is_default: true,
  };
}

/** The courier auto-selected from a list: the only one, else the default (is_default), else none (picker opens). */
export function autoCourier(couriers: readonly Courier[]): Courier | null {
  if (couriers.length === 1) return couriers[0] ?? null;
  return couriers.find((c) => c.is_default) ?? null;
}

/** Logistic sent to calculation and payment for a chosen courier. A must-insure courier is always insured. */
export function logisticFor(courier: Courier, distanceKm: number, insurance: boolean): Logistic {
  const insured = courier.must_use_insurance || insurance;
  return {
    name: courier.logistic_name,
    rate: courier.logistic_rate_type,
    rate_id: courier.logistic_rate_id,
    distance: distanceKm,
    must_insurance: courier.must_use_insurance,
    insurance_applied: insured,
    insurance_fee: insured ? courier.insurance_fee : 0,
    price: courier.final_price,
  };
}

/**
 * Out of area (commerce §4): when the method is bdx, or no methods exist and an address is selected, and the
 * distance exceeds 20 km or is 0. Such addresses show 'Diluar area pengiriman' with no radio.
 */
export function isOutOfArea(p: { methodType: string | null; methodCount: number; hasAddress: boolean; distanceKm: number }): boolean {
  const applies = isBdxType(p.methodType) || (p.methodCount === 0 && p.hasAddress);
  return applies && (exceedsBdxKm(p.distanceKm) || p.distanceKm === 0);
}

export { isWithinBdxKm };
