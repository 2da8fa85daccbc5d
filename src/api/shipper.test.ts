import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CompactDeliveryMethod } from './shipper-compact';

describe('the delivery method shape of the My Courses pieces (commerce §3 "Delivery method", issue 21)', () => {
  it('reads pricing.price_final and the courier rates (insurance_must) into the method the checkout uses', () => {
    const method = v.parse(CompactDeliveryMethod, {
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
    });
    expect(method).toEqual({
      type: 'regular',
      name: 'Reguler',
      pricing: { logistic_rate_id: 7, logistic_name: 'SiCepat', logistic_code: '', logistic_logo: '', min_day: 1, max_day: 3, insurance_fee: 0, must_use_insurance: true, final_price: 18000 },
      courier_count: 2,
    });
  });

  it('refuses a method without its rates', () => {
    expect(v.safeParse(CompactDeliveryMethod, { type: 'x', name: 'X', pricing: { max_day: 1, price_final: 1 } }).success).toBe(false);
  });
});
