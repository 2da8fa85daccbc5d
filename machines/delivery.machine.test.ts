/** The delivery alone: how methods and couriers are chosen, and what it tells the checkout. */
import { describe, expect, it } from 'vitest';
import type { Courier, DeliveryMethod, Pricing, PricingInput, RateInput } from '../src/api/shipper';
import { addressOutOfArea, deliveryMachine, deliveryStatusOf, type DeliveryPreference, type DeliveryReport } from './delivery.machine';
import { apiError, asChild, controllable, courierOf, deliveryMethod, flush, pricing, product, warehouse } from './testing/fixtures';
import { FAR, NEAR, UNLOCATED } from './testing/specs/delivery';

function start(preferred: DeliveryPreference | null = null, ecom = [product(3)]) {
  const fakes = { loadMethods: controllable<Pricing, PricingInput>(), loadCouriers: controllable<Courier[], RateInput>() };
  const run = asChild(deliveryMachine.provide({ actors: { loadMethods: fakes.loadMethods.logic, loadCouriers: fakes.loadCouriers.logic } }), { warehouse, ecom, preferred });
  const snap = () => run.child.getSnapshot();
  const last = () => run.sent.filter((e): e is Extract<DeliveryReport, { type: 'delivery.changed' }> => e.type === 'delivery.changed').at(-1)!;
  return { ...run, fakes, snap, last, send: run.child.send.bind(run.child) };
}
type T = ReturnType<typeof start>;
async function methods(t: T, ms: DeliveryMethod[]) {
  t.fakes.loadMethods.last().resolve(pricing(ms));
  await flush();
}
async function couriers(t: T, cs: Courier[]) {
  t.fakes.loadCouriers.last().resolve(cs);
  await flush();
}

describe('delivery: method and courier (commerce §4 Checkout address and delivery)', () => {
  it('sends area id 1 for an address or a warehouse without a village (portal §9 "The fallback area id is 1 when missing")', () => {
    const loads = controllable<Pricing, PricingInput>();
    const t = asChild(deliveryMachine.provide({ actors: { loadMethods: loads.logic, loadCouriers: controllable<Courier[], RateInput>().logic } }), {
      warehouse: { ...warehouse, village_id: '' },
      ecom: [product(3)],
      preferred: null,
    });
    t.child.send({ type: 'delivery.address', address: { ...NEAR, village_id: '' }, keepDelivery: false });
    expect(loads.last().input).toMatchObject({ destination: { area_id: 1 }, store_address: { code: 'WH-BDG', area_id: 1 } });
  });

  it('waits for an address, then loads its methods and says it has work under way meanwhile', async () => {
    const t = start();
    expect(deliveryStatusOf(t.snap())).toBe('noAddress');
    t.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    expect(t.last()).toMatchObject({ method: null });
    expect(t.sent.at(-1)).toEqual({ type: 'work.started', by: 'delivery' });
    expect(t.fakes.loadMethods.last().input).toMatchObject({ destination: { area_id: '3273010002' }, store_address: { code: 'WH-BDG' }, distance: NEAR.distance, items: [{ sku: 'SKU-3', quantity: 2 }] });
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    expect(t.last()).toMatchObject({ method: { type: 'regular' }, courier: { logistic_rate_id: 5 }, insurance: false });
    const work = t.sent.filter((e) => e.type === 'work.started' || e.type === 'work.ended').map((e) => e.type);
    expect(work).toEqual(['work.started', 'work.ended', 'work.started', 'work.ended']);
    expect(deliveryStatusOf(t.snap())).toBe('complete');
  });

  it('several methods open the picker (methods without couriers hidden); several couriers without a default open the courier picker', async () => {
    const t = start();
    t.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express'), deliveryMethod('same_day', 0)]);
    expect(t.snap().hasTag('methodPicker')).toBe(true);
    expect(t.snap().context.methods.map((m) => m.type)).toEqual(['regular', 'express']);
    t.send({ type: 'method.select', methodType: 'express' });
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.snap().hasTag('courierPicker')).toBe(true);
    t.send({ type: 'courier.select', rateId: 6 });
    expect(t.last()).toMatchObject({ courier: { logistic_rate_id: 6 } });
  });

  it('BDX within 20 km has the fixed courier; at distance 0 it is refused and the checkout hears delivery.tooFar', async () => {
    const near = start();
    near.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    await methods(near, [deliveryMethod('bdx', 0, 12_000)]);
    expect(near.snap().context.courier).toMatchObject({ logistic_name: 'BDX', logistic_rate_id: 0 });
    expect(near.snap().can({ type: 'courier.open' })).toBe(false);
    expect(near.snap().can({ type: 'insurance.toggle' })).toBe(false);

    const unlocated = start();
    unlocated.send({ type: 'delivery.address', address: UNLOCATED, keepDelivery: false });
    await methods(unlocated, [deliveryMethod('bdx', 0), deliveryMethod('regular')]);
    unlocated.send({ type: 'method.select', methodType: 'bdx' });
    expect(unlocated.sent.some((e) => e.type === 'delivery.tooFar')).toBe(true);
    expect(unlocated.snap().context.address).toBeNull();
    expect(deliveryStatusOf(unlocated.snap())).toBe('noAddress');
  });

  it('no methods beyond 20 km: the checkout hears delivery.unreachable; such addresses are out of area', async () => {
    const t = start();
    t.send({ type: 'delivery.address', address: FAR, keepDelivery: false });
    await methods(t, [deliveryMethod('bdx', 0)]);
    expect(t.sent.some((e) => e.type === 'delivery.unreachable')).toBe(true);
    expect(deliveryStatusOf(t.snap())).toBe('outOfArea');
    expect(addressOutOfArea(t.snap().context, FAR)).toBe(true);
    expect(addressOutOfArea(t.snap().context, NEAR)).toBe(false);
  });

  it('a must-insure courier is insured and locked; otherwise insurance toggles and is reported', async () => {
    const t = start();
    t.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    await methods(t, [deliveryMethod('regular')]);
    await couriers(t, [courierOf(5)]);
    t.send({ type: 'insurance.toggle' });
    expect(t.last()).toMatchObject({ insurance: true });
    const locked = start();
    locked.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    await methods(locked, [deliveryMethod('regular')]);
    await couriers(locked, [courierOf(7, { must_use_insurance: true })]);
    expect(locked.snap().context.insurance).toBe(true);
    expect(locked.snap().can({ type: 'insurance.toggle' })).toBe(false);
  });

  it('restores the stored choice when still offered, and keeps it when the items change', async () => {
    const t = start({ methodType: 'express', courierRateId: 6, insuranceApplied: true });
    t.send({ type: 'delivery.address', address: NEAR, keepDelivery: true });
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.last()).toMatchObject({ method: { type: 'express' }, courier: { logistic_rate_id: 6 }, insurance: true });
    t.send({ type: 'delivery.items', ecom: [product(3, { quantity: 4 })] });
    expect(t.fakes.loadMethods.last().input.items[0]!.quantity).toBe(4);
    await methods(t, [deliveryMethod('regular'), deliveryMethod('express')]);
    await couriers(t, [courierOf(5), courierOf(6)]);
    expect(t.last()).toMatchObject({ method: { type: 'express' }, courier: { logistic_rate_id: 6 } });
    t.send({ type: 'delivery.items', ecom: [] });
    expect(deliveryStatusOf(t.snap())).toBe('courseOnly');
  });

  it('load failures are reported to the checkout', async () => {
    const t = start();
    t.send({ type: 'delivery.address', address: NEAR, keepDelivery: false });
    t.fakes.loadMethods.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.sent.filter((e) => e.type === 'failure.reported')).toMatchObject([{ message: 'Gagal' }]);
    expect(t.snap().matches('noMethods')).toBe(true);
  });
});
