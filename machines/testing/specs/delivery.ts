/**
 * Model spec of machines/delivery.machine.ts: addresses and items from the checkout, the member's picker events,
 * and the methods and couriers the gateway can answer (one, several, a default one, a must-insure one, bdx, none).
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CheckoutAddress } from '../../address-book.machine';
import { deliveryMachine, type DeliveryContext } from '../../delivery.machine';
import { isBdxType } from '../../shared/delivery';
import { distanceKm, isWithinBdxKm } from '../../shared/geo';
import { apiError, courierOf, deliveryMethod, farAddress, nearAddress, pricing, product, warehouse } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';
import { label } from './labels';

const located = (a: ReturnType<typeof nearAddress>): CheckoutAddress => ({ ...a, distance: distanceKm(a, warehouse) });
export const NEAR = located(nearAddress(1));
export const FAR = located(farAddress(2));
/** Without coordinates: distance 0, which BDX refuses (commerce §4 'exceeds the allowed value or is 0'). */
export const UNLOCATED = located(nearAddress(4, { default: false, latitude: null, longitude: null }));

/** A picker is a modal dialog: only its own events happen while it is open. */
function allow(s: AnyMachineSnapshot, e: EventObject): boolean {
  if (s.hasTag('methodPicker')) return ['method.select', 'method.close', 'delivery.address', 'delivery.items'].includes(e.type);
  if (s.hasTag('courierPicker')) return ['courier.select', 'courier.close', 'method.open', 'delivery.address', 'delivery.items'].includes(e.type);
  return !['method.select', 'courier.select'].includes(e.type);
}

const dc = (s: AnyMachineSnapshot) => s.context as DeliveryContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'a courier needs a method', holds: (s) => !dc(s).courier || !!dc(s).method },
  { name: 'a must-insure courier is insured', holds: (s) => !dc(s).courier?.must_use_insurance || dc(s).insurance },
  { name: 'the BDX courier is rate 0 without insurance', holds: (s) => !(dc(s).method && isBdxType(dc(s).method!.type) && dc(s).courier) || (dc(s).courier!.logistic_rate_id === 0 && !dc(s).insurance) },
  { name: 'BDX only within 20 km', holds: (s) => !(dc(s).method && isBdxType(dc(s).method!.type)) || isWithinBdxKm(dc(s).address?.distance ?? 0) },
  { name: 'no method or courier without an address', holds: (s) => dc(s).address !== null || (!dc(s).method && !dc(s).courier) },
  { name: 'the method is one of the offered methods', holds: (s) => !dc(s).method || dc(s).methods.some((m) => m.type === dc(s).method!.type) },
  { name: 'no delivery for courses only', holds: (s) => dc(s).ecom.length > 0 || (!dc(s).method && !dc(s).courier) },
  { name: 'busy ⇔ methods or couriers loading', holds: (s) => s.hasTag('busy') === ('loadMethods' in s.children || 'loadCouriers' in s.children) },
  {
    name: 'the checkout is told that loading started and ended, in pairs',
    holds: (s, sent) => sent.reduce((n, e) => n + (e.type === 'work.started' ? 1 : e.type === 'work.ended' ? -1 : 0), 0) === (s.hasTag('loading') ? 1 : 0),
  },
];

export const deliverySpec: ModelSpec = {
  name: 'delivery',
  machine: deliveryMachine,
  input: { warehouse, ecom: [product(3)], preferred: { methodType: 'express', courierRateId: 6, insuranceApplied: true } },
  moreInputs: [{ warehouse, ecom: [], preferred: null }],
  userEvents: [
    { type: 'delivery.address', address: NEAR, keepDelivery: true },
    { type: 'delivery.address', address: NEAR, keepDelivery: false },
    { type: 'delivery.address', address: FAR, keepDelivery: false },
    { type: 'delivery.address', address: UNLOCATED, keepDelivery: false },
    { type: 'delivery.address', address: null, keepDelivery: false },
    { type: 'delivery.items', ecom: [product(3, { quantity: 2 })] },
    { type: 'delivery.items', ecom: [] },
    { type: 'method.open' },
    { type: 'method.close' },
    { type: 'method.select', methodType: 'regular' },
    { type: 'method.select', methodType: 'bdx' },
    { type: 'method.select', methodType: 'kilat' },
    { type: 'courier.open' },
    { type: 'courier.close' },
    { type: 'courier.select', rateId: 5 },
    { type: 'courier.select', rateId: 99 },
    { type: 'insurance.toggle' },
  ],
  busyEvents: ['delivery.address', 'delivery.items'],
  allow,
  outputs: {
    loadMethods: [
      pricing([deliveryMethod('regular'), deliveryMethod('express')]),
      pricing([deliveryMethod('regular')]),
      pricing([deliveryMethod('bdx', 0), deliveryMethod('regular')]),
      pricing([]),
    ],
    loadCouriers: [
      [courierOf(5)],
      [courierOf(5), courierOf(6, { is_default: true })],
      [courierOf(5), courierOf(6)],
      [courierOf(7, { must_use_insurance: true })],
    ],
  },
  errors: { loadMethods: [apiError(500)], loadCouriers: [apiError(500)] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as DeliveryContext;
    return [
      c.ecom.map((p) => p.quantity),
      c.address?.id ?? null,
      c.methods.map((m) => m.type),
      c.method?.type ?? null,
      c.couriers.length,
      c.courier ? [c.courier.logistic_rate_id, c.courier.must_use_insurance] : null,
      c.insurance,
      c.preferred !== null,
    ];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as DeliveryContext;
    return {
      ecom: c.ecom.map((p) => [p.id, p.quantity]),
      address: c.address?.id ?? null,
      methods: c.methods.map((m) => m.type),
      method: c.method?.type ?? null,
      couriers: c.couriers.map((k) => k.logistic_rate_id),
      courier: c.courier?.logistic_rate_id ?? null,
      insurance: c.insurance,
      preferred: c.preferred,
    };
  },
  invariants: INVARIANTS,
  label,
  promiseActors: ['loadMethods', 'loadCouriers'],
};
