/**
 * Model-based test: shortest paths generated from addressFormMachine, replayed in a real actor whose loaders
 * the test settles by hand.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { addressFormMachine, type AddressFormEvent } from './address-form.machine';

const province = { id: '32', name: 'JAWA BARAT' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as AnyEventObject;
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('gagal') }) as AnyEventObject;

const events = [
  done('loadProvinces', [province]),
  fail('loadProvinces'),
  done('loadCities', [{ id: '32.73', name: 'KOTA BANDUNG', province }]),
  fail('loadCities'),
  done('loadDistricts', [{ id: '32.73.01', name: 'SUKASARI', province, city: { id: '32.73', name: 'KOTA BANDUNG' } }]),
  done('loadVillages', [{ id: '32.73.01.1001', code: '1', name: 'SARIJADI', postcode: '40151', lat: -6.8, lng: 107.5, district_id: '32.73.01' }]),
  { type: 'province.select', id: '32' },
  { type: 'city.select', id: '32.73' },
  { type: 'district.select', id: '32.73.01' },
] as unknown as AddressFormEvent[];

const model = new TestModel(addressFormMachine, {
  events,
  input: {},
  serializeState: (s) => JSON.stringify([s.value, s.context.selection.provinceId, s.context.selection.cityId, s.context.selection.districtId]),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('addressFormMachine model', () => {
  const paths = model.getShortestPaths();
  it('visits every loading state and idle', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    for (const s of ['loadingProvinces', 'loadingCities', 'loadingDistricts', 'loadingVillages', 'idle']) expect(reached).toContain(JSON.stringify(s));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const deferred = (id: string): any =>
        fromPromise(() => new Promise<never>((resolve, reject) => pending.set(id, { resolve: resolve as never, reject })));
      const actor = createActor(
        addressFormMachine.provide({
          actors: {
            loadProvinces: deferred('loadProvinces'),
            loadCities: deferred('loadCities'),
            loadDistricts: deferred('loadDistricts'),
            loadVillages: deferred('loadVillages'),
          },
        }),
        { input: {} },
      ).start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        const id = e.type.replace(/^xstate\.(done|error)\.actor\./, '');
        if (e.type.startsWith('xstate.done.actor')) pending.get(id)!.resolve(e.output);
        else if (e.type.startsWith('xstate.error.actor')) pending.get(id)!.reject(e.error);
        else if (e.type !== 'xstate.init') actor.send(e as AddressFormEvent);
        await new Promise((r) => setTimeout(r, 0));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    });
  }
});
