/**
 * Delivery (commerce spec §3 "Delivery method", "Courier option"; §7 "Delivery (shipper)").
 * POST shipper/domestic/pricing → the methods for a destination; POST shipper/domestic/rate → the couriers
 * of one method (`rate_type`). Distances in km, weights in kg, sizes in cm, money rupiah.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, PositiveInt } from './envelope';
import { cappedText, maxText } from './limits';

/** BDX and address validity limit, km (commerce §9). */
export const BDX_MAX_KM = 20;

/**
 * Where to deliver: one of the member's saved addresses. `address_id` names it; without it the gateway uses
 * the saved address at exactly `lat`/`lng`, and refuses coordinates that are none of the member's addresses
 * ('Silahkan pilih alamat terlebih dahulu'). Distances are computed from the stored coordinates.
 */
export const Destination = v.object({
  address_id: v.optional(PositiveInt),
  area_id: v.union([cappedText('slug'), v.number()]),
  address: cappedText('address'),
  lat: v.pipe(v.number('lat harus angka'), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number('lng harus angka'), v.minValue(-180), v.maxValue(180)),
});
/** The warehouse shipped from, by `code`; the gateway uses its stored coordinates. */
export const StoreAddress = v.object({
  code: cappedText('code'),
  area_id: v.optional(v.union([cappedText('slug'), v.number()])),
  lat: v.pipe(v.number('lat harus angka'), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number('lng harus angka'), v.minValue(-180), v.maxValue(180)),
});
export const ShipItem = v.object({
  name: v.optional(cappedText('slug'), ''),
  sku: v.optional(cappedText('code'), ''),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  weight: v.pipe(v.number(), v.minValue(0)),
  height: v.pipe(v.number(), v.minValue(0)),
  width: v.pipe(v.number(), v.minValue(0)),
  length: v.pipe(v.number(), v.minValue(0)),
  price: v.pipe(v.number(), v.minValue(0)),
  packing: v.optional(v.boolean(), false),
});
export type ShipItem = v.InferInput<typeof ShipItem>;

export const PricingInput = v.object({
  destination: Destination,
  store_address: StoreAddress,
  distance: v.optional(v.number()),
  items: v.pipe(v.array(ShipItem), v.minLength(1, 'items harus diisi')),
});
export type PricingInput = v.InferInput<typeof PricingInput>;

/** A delivery method (rate type) with its cheapest offer. `type` is `regular` | `express` | `same_day` | `bdx`. */
export const DeliveryMethod = v.object({
  type: v.string(),
  name: v.string(),
  pricing: v.object({
    logistic_rate_id: v.number(),
    logistic_name: v.string(),
    logistic_code: v.string(),
    logistic_logo: v.string(),
    min_day: v.number(),
    max_day: v.number(),
    insurance_fee: v.number(),
    must_use_insurance: v.boolean(),
    final_price: v.number(),
  }),
  courier_count: v.number(),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethod>;

export const Pricing = v.object({
  distance: v.number(),
  methods: v.array(DeliveryMethod),
  volume: v.object({ item_packing: v.number(), item_unpacking: v.number(), origin_packing: v.number(), shipping: v.number() }),
});
export type Pricing = v.InferOutput<typeof Pricing>;

export const RateInput = v.object({
  rate_type: v.pipe(v.string(), v.nonEmpty('rate_type harus diisi'), maxText('code')),
  get_default: v.optional(v.boolean(), true),
  destination: Destination,
  store_address: StoreAddress,
  items: v.pipe(v.array(ShipItem), v.minLength(1, 'items harus diisi')),
  limit: v.optional(v.pipe(IntParam, v.minValue(1), v.maxValue(1000)), 1000),
  page: v.optional(v.pipe(IntParam, v.minValue(1)), 1),
});
export type RateInput = v.InferInput<typeof RateInput>;

export const Courier = v.object({
  logistic_id: v.number(),
  logistic_name: v.string(),
  logistic_code: v.string(),
  logistic_logo: v.string(),
  logistic_rate_id: v.number(),
  logistic_rate_type: v.string(),
  min_day: v.number(),
  max_day: v.number(),
  currency: v.string(),
  unit_price: v.number(),
  total_price: v.number(),
  final_price: v.number(),
  discount: v.number(),
  discount_value: v.number(),
  insurance_fee: v.number(),
  must_use_insurance: v.boolean(),
  insurance_applied: v.boolean(),
  liability_value: v.number(),
  is_default: v.boolean(),
});
export type Courier = v.InferOutput<typeof Courier>;

export const Rates = v.object({ count: v.number(), data: v.array(Courier) });

export const getDeliveryMethods = (input: PricingInput) => call('post', 'shipper/domestic/pricing', Pricing, { json: input });
export const getCouriers = (input: RateInput) => call('post', 'shipper/domestic/rate', Rates, { json: input });
