/**
 * The delivery method as the My Courses pieces show it (commerce §3 "Delivery method"), read into the checkout's
 * {@link DeliveryMethod}. Apart from src/api/shipper.ts so the checkout does not carry it.
 */
import * as v from 'valibot';
import type { DeliveryMethod } from './shipper';

/**
 * The second shape of a delivery method in the commerce document (§3 "In the My Courses pieces the method is shown
 * as type, name, pricing {max_day, price_final}, courier {count, data}. A courier rate has rate_id, logistic_name,
 * min_day, max_day, price_final, insurance_must"), read into {@link DeliveryMethod}: the cheapest rate gives the
 * offer; `insurance_must` is `must_use_insurance`; what the shape does not carry is empty or 0.
 */
export const CompactDeliveryMethod = v.pipe(
  v.object({
    type: v.string(),
    name: v.string(),
    pricing: v.object({ max_day: v.number(), price_final: v.number() }),
    courier: v.object({
      count: v.number(),
      data: v.array(
        v.object({
          rate_id: v.number(),
          logistic_name: v.string(),
          min_day: v.number(),
          max_day: v.number(),
          price_final: v.number(),
          insurance_must: v.boolean(),
        }),
      ),
    }),
  }),
  v.transform((m): DeliveryMethod => {
    const cheapest = [...m.courier.data].sort((a, b) => a.price_final - b.price_final)[0];
    return {
      type: m.type,
      name: m.name,
      pricing: {
        logistic_rate_id: cheapest?.rate_id ?? 0,
        logistic_name: cheapest?.logistic_name ?? '',
        logistic_code: '',
        logistic_logo: '',
        min_day: cheapest?.min_day ?? m.pricing.max_day,
        max_day: m.pricing.max_day,
        insurance_fee: 0,
        must_use_insurance: cheapest?.insurance_must ?? false,
        final_price: m.pricing.price_final,
      },
      courier_count: m.courier.count,
    };
  }),
);

