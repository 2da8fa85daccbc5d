import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Pricing, Rates } from '../../api/shipper';
import { haversineKm } from '../../lib/geo';
import {
  billedWeightKg,
  findCourier,
  insuranceFee,
  quoteShipping,
  toPricing,
  toRates,
  type Point,
  type ShipmentLine,
} from './shipping';

const bandung: Point = { lat: -6.9175, lng: 107.6191 };
/** Points east of Bandung at a given distance (1° longitude ≈ 110.4 km at this latitude). */
const east = (km: number): Point => ({ lat: bandung.lat, lng: bandung.lng + km / (111.32 * Math.cos((bandung.lat * Math.PI) / 180)) });
const flour: ShipmentLine = { quantity: 2, weight: 1, height: 30, width: 20, length: 8, price: 25_000 };
const types = (q: ReturnType<typeof quoteShipping>) => q.methods.map((m) => m.type);

describe('quoteShipping', () => {
  it('offers BDX, same day, express and regular close to the warehouse, fastest first', () => {
    const q = quoteShipping(bandung, east(5), [flour]);
    expect(q.distanceKm).toBeCloseTo(5, 1);
    expect(types(q)).toEqual(['bdx', 'same_day', 'express', 'regular']);
    const bdx = q.methods[0]!.couriers;
    expect(bdx).toHaveLength(1);
    expect(bdx[0]).toMatchObject({ logistic_name: 'BDX', logistic_rate_id: 0, insurance_fee: 0, must_use_insurance: false, min_day: 0, max_day: 0 });
  });

  it('drops BDX at 20 km and beyond, and same day beyond 40 km', () => {
    expect(types(quoteShipping(bandung, east(19.9), [flour]))).toContain('bdx');
    expect(types(quoteShipping(bandung, east(20.1), [flour]))).toEqual(['same_day', 'express', 'regular']);
    expect(types(quoteShipping(bandung, east(39.5), [flour]))).toContain('same_day');
    expect(types(quoteShipping(bandung, east(41), [flour]))).toEqual(['express', 'regular']);
  });

  it('has exactly one default courier per method and couriers sorted by price', () => {
    for (const km of [3, 30, 300]) {
      const q = quoteShipping(bandung, east(km), [flour]);
      for (const m of q.methods) {
        expect(m.couriers.filter((c) => c.is_default)).toHaveLength(1);
        const prices = m.couriers.map((c) => c.final_price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(m.couriers.every((c) => c.logistic_rate_type === m.type)).toBe(true);
      }
    }
  });

  it('charges more for longer distances and heavier parcels, in whole Rp 500 steps', () => {
    const near = quoteShipping(bandung, east(10), [flour]);
    const far = quoteShipping(bandung, east(600), [flour]);
    const heavy = quoteShipping(bandung, east(10), [{ ...flour, quantity: 10 }]);
    const regular = (q: ReturnType<typeof quoteShipping>) => q.methods.find((m) => m.type === 'regular')!.couriers[0]!.final_price;
    expect(regular(far)).toBeGreaterThan(regular(near));
    expect(regular(heavy)).toBeGreaterThan(regular(near));
    for (const m of far.methods) for (const c of m.couriers) expect(c.final_price % 500).toBe(0);
    const bdx = (q: ReturnType<typeof quoteShipping>) => q.methods[0]!.couriers[0]!.final_price;
    expect(bdx(quoteShipping(bandung, east(15), [flour]))).toBeGreaterThan(bdx(near));
  });

  it('bills at least 1 kg and rounds the weight up to whole kg', () => {
    expect(billedWeightKg([{ ...flour, quantity: 1, weight: 0.2 }])).toBe(1);
    expect(billedWeightKg([{ ...flour, quantity: 3, weight: 0.5 }])).toBe(2);
    expect(billedWeightKg([])).toBe(1);
    const light = quoteShipping(bandung, east(10), [{ ...flour, quantity: 1, weight: 0.1 }]);
    const oneKg = quoteShipping(bandung, east(10), [{ ...flour, quantity: 1, weight: 1 }]);
    expect(light.methods.map((m) => m.couriers[0]!.final_price)).toEqual(oneKg.methods.map((m) => m.couriers[0]!.final_price));
  });

  it('insures 0.2 % of the item value with a Rp 1.000 minimum, and forces it for some couriers', () => {
    expect(insuranceFee(100_000)).toBe(1000);
    expect(insuranceFee(2_000_000)).toBe(4000);
    const q = quoteShipping(bandung, east(10), [{ ...flour, quantity: 40, price: 50_000 }]);
    const regular = q.methods.find((m) => m.type === 'regular')!.couriers;
    expect(regular.every((c) => c.insurance_fee === 4000)).toBe(true);
    expect(regular.some((c) => c.must_use_insurance && c.insurance_applied)).toBe(true);
    expect(regular.some((c) => !c.must_use_insurance)).toBe(true);
  });
});

describe('toPricing', () => {
  it('answers each method with its cheapest courier, the courier count and the distance to 2 decimals', () => {
    const dest = east(12.3456);
    const q = quoteShipping(bandung, dest, [flour]);
    const pricing = toPricing(q);
    expect(v.safeParse(Pricing, pricing).success).toBe(true);
    expect(pricing.distance).toBe(Math.round(haversineKm(bandung, dest) * 100) / 100);
    for (const m of pricing.methods) {
      const couriers = q.methods.find((x) => x.type === m.type)!.couriers;
      expect(m.courier_count).toBe(couriers.length);
      expect(m.pricing.final_price).toBe(Math.min(...couriers.map((c) => c.final_price)));
    }
    expect(pricing.volume.shipping).toBe(2 * 30 * 20 * 8);
  });
});

describe('toRates', () => {
  const q = quoteShipping(bandung, east(8), [flour]);
  it('lists the couriers of one method, paged', () => {
    const rates = toRates(q, 'regular')!;
    expect(v.safeParse(Rates, rates).success).toBe(true);
    expect(rates.count).toBe(4);
    expect(toRates(q, 'regular', { limit: 3, page: 2 })!.data).toHaveLength(1);
  });
  it('clears the default flag when get_default is false', () => {
    expect(toRates(q, 'regular', { getDefault: false })!.data.some((c) => c.is_default)).toBe(false);
  });
  it('answers null for a method that is not available', () => {
    expect(toRates(quoteShipping(bandung, east(100), [flour]), 'bdx')).toBeNull();
    expect(toRates(q, 'kilat')).toBeNull();
  });
});

describe('findCourier', () => {
  it('finds the chosen courier by rate id and BDX by name only within 20 km', () => {
    const q = quoteShipping(bandung, east(8), [flour]);
    expect(findCourier(q, { name: 'JNE', rate_id: 201 })?.logistic_rate_type).toBe('regular');
    expect(findCourier(q, { name: 'BDX', rate_id: 0 })?.logistic_name).toBe('BDX');
    expect(findCourier(q, { name: 'JNE', rate_id: 999 })).toBeUndefined();
    expect(findCourier(quoteShipping(bandung, east(25), [flour]), { name: 'BDX', rate_id: 0 })).toBeUndefined();
  });
});
