import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Pricing } from './shipper';

describe('delivery methods in both shapes of the commerce document (§3 "Delivery method", issue 21)', () => {
  it('reads the My Courses shape (pricing.price_final, courier.data[].insurance_must) into the method the checkout uses', () => {
    const parsed = v.parse(Pricing, {
      distance: 3.2,
      volume: { item_packing: 0, item_unpacking: 0, origin_packing: 0, shipping: 1 },
      methods: [
        {
          type: 'regular',
          name: 'Reguler',
          pricing: { max_day: 3, price_final: 18000 },
          courier: {
            count: 2,
            data: [
              { rate_id: 12, logistic_name: 'JNE', min_day: 2, max_day: 3, price_final: 21000, insurance_must: false },
              { rate_id: 7, logistic_name: 'SiCepat', min_day: 1, max_day: 3, price_final: 18000, insurance_must: true },
            ],
          },
        },
      ],
    });
    expect(parsed.methods[0]).toEqual({
      type: 'regular',
      name: 'Reguler',
      pricing: { logistic_rate_id: 7, logistic_name: 'SiCepat', logistic_code: '', logistic_logo: '', min_day: 1, max_day: 3, insurance_fee: 0, must_use_insurance: true, final_price: 18000 },
      courier_count: 2,
    });
  });

  it('keeps the gateway shape as it is and refuses a method of neither shape', () => {
    const method = {
      type: 'bdx',
      name: 'BDX',
      pricing: { logistic_rate_id: 0, logistic_name: 'BDX', logistic_code: 'bdx', logistic_logo: '', min_day: 0, max_day: 0, insurance_fee: 0, must_use_insurance: false, final_price: 10000 },
      courier_count: 1,
    };
    const base = { distance: 1, volume: { item_packing: 0, item_unpacking: 0, origin_packing: 0, shipping: 0 } };
    expect(v.parse(Pricing, { ...base, methods: [method] }).methods[0]).toEqual(method);
    expect(v.safeParse(Pricing, { ...base, methods: [{ type: 'x', name: 'X', pricing: { price_final: 1 } }] }).success).toBe(false);
  });
});
