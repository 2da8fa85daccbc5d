import { describe, expect, it } from 'vitest';
import type { Courier, DeliveryMethod } from '../../src/api/shipper';
import { autoCourier, bdxCourier, COURSE_ONLY_LOGISTIC, isOutOfArea, logisticFor, visibleMethods } from './delivery';

const method = (type: string, courierCount = 2, price = 10_000): DeliveryMethod => ({
  type,
  name: type,
  pricing: {
    logistic_rate_id: 1,
    logistic_name: 'X',
    logistic_code: 'x',
    logistic_logo: '',
    min_day: 1,
    max_day: 2,
    insurance_fee: 500,
    must_use_insurance: false,
    final_price: price,
  },
  courier_count: courierCount,
});
const courier = (id: number, extra: Partial<Courier> = {}): Courier => ({
  logistic_id: id,
  logistic_name: `K${id}`,
  logistic_code: `k${id}`,
  logistic_logo: '',
  logistic_rate_id: id,
  logistic_rate_type: 'regular',
  min_day: 1,
  max_day: 3,
  currency: 'IDR',
  unit_price: 9000,
  total_price: 9000,
  final_price: 9000,
  discount: 0,
  discount_value: 0,
  insurance_fee: 700,
  must_use_insurance: false,
  insurance_applied: false,
  liability_value: 0,
  is_default: false,
  ...extra,
});

describe('delivery rules (commerce §4)', () => {
  it('hides bdx beyond 20 km and other types without couriers', () => {
    const ms = [method('bdx', 0), method('regular', 3), method('express', 0)];
    expect(visibleMethods(ms, 5).map((m) => m.type)).toEqual(['bdx', 'regular']);
    expect(visibleMethods(ms, 25).map((m) => m.type)).toEqual(['regular']);
  });
  it('bdx courier is BDX regular, rate id 0, no insurance, priced by the method', () => {
    const c = bdxCourier(method('bdx', 0, 12_000));
    expect([c.logistic_name, c.logistic_rate_type, c.logistic_rate_id, c.must_use_insurance, c.final_price]).toEqual([
      'BDX',
      'regular',
      0,
      false,
      12_000,
    ]);
  });
  it('auto courier: the only one, else the default, else none', () => {
    expect(autoCourier([courier(1)])?.logistic_rate_id).toBe(1);
    expect(autoCourier([courier(1), courier(2, { is_default: true })])?.logistic_rate_id).toBe(2);
    expect(autoCourier([courier(1), courier(2)])).toBeNull();
    expect(autoCourier([])).toBeNull();
  });
  it('must-insure couriers are always insured', () => {
    expect(logisticFor(courier(3, { must_use_insurance: true }), 4, false)).toMatchObject({ insurance_applied: true, insurance_fee: 700, must_insurance: true });
    expect(logisticFor(courier(3), 4, false)).toMatchObject({ insurance_applied: false, insurance_fee: 0, distance: 4, price: 9000, rate_id: 3 });
    expect(logisticFor(courier(3), 4, true)).toMatchObject({ insurance_applied: true, insurance_fee: 700 });
  });
  it('course-only fallback logistic', () => {
    expect(COURSE_ONLY_LOGISTIC).toMatchObject({ name: 'BDX', rate: 'regular', rate_id: 0, price: 0, distance: 0 });
  });
  it('out of area: bdx, or no methods with an address, beyond 20 km or at 0', () => {
    expect(isOutOfArea({ methodType: 'bdx', methodCount: 1, hasAddress: true, distanceKm: 25 })).toBe(true);
    expect(isOutOfArea({ methodType: 'bdx', methodCount: 1, hasAddress: true, distanceKm: 0 })).toBe(true);
    expect(isOutOfArea({ methodType: 'bdx', methodCount: 1, hasAddress: true, distanceKm: 5 })).toBe(false);
    expect(isOutOfArea({ methodType: null, methodCount: 0, hasAddress: true, distanceKm: 30 })).toBe(true);
    expect(isOutOfArea({ methodType: null, methodCount: 0, hasAddress: false, distanceKm: 30 })).toBe(false);
    expect(isOutOfArea({ methodType: 'regular', methodCount: 2, hasAddress: true, distanceKm: 30 })).toBe(false);
  });
});
