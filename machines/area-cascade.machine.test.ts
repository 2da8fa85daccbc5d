import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { City, District, Province, Village } from '../src/api/area';
import { areaCascadeMachine, EMPTY_AREA, type AreaCascadeInput, type AreaRead } from './area-cascade.machine';

const provinces: Province[] = [
  { id: '31', name: 'DKI JAKARTA' },
  { id: '32', name: 'JAWA BARAT' },
];
const cities: Record<string, City[]> = { '32': [{ id: '32.73', name: 'KOTA BANDUNG', province: provinces[1]! }], '31': [{ id: '31.71', name: 'KOTA JAKARTA PUSAT', province: provinces[0]! }] };
const districts: Record<string, District[]> = {
  '32.73': [{ id: '32.73.01', name: 'SUKASARI', province: provinces[1]!, city: { id: '32.73', name: 'KOTA BANDUNG' } }],
};
const villages: Record<string, Village[]> = {
  SUKASARI: [{ id: '32.73.01.1001', code: '3273011001', name: 'SARIJADI', postcode: '40151', lat: -6.87, lng: 107.58, district_id: '32.73.01' }],
};

function start(input: AreaCascadeInput = {}) {
  const loadVillages = vi.fn(async (names: { province: string; city: string; district: string }) => villages[names.district] ?? []);
  const actor = createActor(
    areaCascadeMachine.provide({
      actors: {
        loadProvinces: fromPromise(async () => provinces),
        loadCities: fromPromise(async ({ input }: { input: { provinceId: string } }) => cities[input.provinceId] ?? []),
        loadDistricts: fromPromise(async ({ input }: { input: { cityId: string } }) => districts[input.cityId] ?? []),
        loadVillages: fromPromise(async ({ input }) => loadVillages(input)),
      },
    }),
    { input },
  ).start();
  return { actor, loadVillages };
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle'));

describe('areaCascadeMachine cascade', () => {
  it('loads provinces, then each lower list as the member chooses', async () => {
    const { actor, loadVillages } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await idle(actor);
    expect(actor.getSnapshot().context.provinces).toHaveLength(2);
    expect(actor.getSnapshot().context.cities).toEqual([]);

    actor.send({ type: 'province.select', id: '32' });
    await idle(actor);
    actor.send({ type: 'city.select', id: '32.73' });
    await idle(actor);
    actor.send({ type: 'district.select', id: '32.73.01' });
    await idle(actor);
    expect(loadVillages).toHaveBeenCalledWith({ province: 'JAWA BARAT', city: 'KOTA BANDUNG', district: 'SUKASARI' });
    actor.send({ type: 'village.select', id: '32.73.01.1001' });
    expect(actor.getSnapshot().context.selection).toEqual({
      provinceId: '32',
      cityId: '32.73',
      districtId: '32.73.01',
      villageId: '32.73.01.1001',
      village: 'SARIJADI',
      postcode: '40151',
      latitude: -6.87,
      longitude: 107.58,
    });
  });

  it('choosing a province clears city, district, village, postcode and coordinates', async () => {
    const { actor } = start({
      initial: { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', village: 'SARIJADI', postcode: '40151', latitude: -6.87, longitude: 107.58 },
    });
    await idle(actor);
    expect(actor.getSnapshot().context.selection.villageId).toBe('32.73.01.1001');
    actor.send({ type: 'province.select', id: '31' });
    const s = actor.getSnapshot().context;
    expect(s.selection).toEqual({ provinceId: '31', cityId: '', districtId: '', villageId: '', village: '', postcode: '', latitude: null, longitude: null });
    expect(s.districts).toEqual([]);
    expect(s.villages).toEqual([]);
    await idle(actor);
    expect(actor.getSnapshot().context.cities.map((c) => (c as { id: string }).id)).toEqual(['31.71']);
  });

  it('choosing a city clears district and below; a district clears village and coordinates', async () => {
    const { actor } = start({
      initial: { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', village: 'SARIJADI', postcode: '40151', latitude: -6.87, longitude: 107.58 },
    });
    await idle(actor);
    actor.send({ type: 'district.select', id: '32.73.01' });
    let sel = actor.getSnapshot().context.selection;
    expect([sel.villageId, sel.village, sel.latitude, sel.longitude]).toEqual(['', '', null, null]);
    await idle(actor);
    actor.send({ type: 'village.select', id: '32.73.01.1001' });
    actor.send({ type: 'city.select', id: '32.73' });
    sel = actor.getSnapshot().context.selection;
    expect(sel).toMatchObject({ cityId: '32.73', districtId: '', villageId: '', postcode: '', latitude: null });
    expect(actor.getSnapshot().context.villages).toEqual([]);
  });

  it('editing: an unknown city is cleared with everything below it', async () => {
    const { actor } = start({ initial: { provinceId: '32', cityId: '99.99', districtId: '99.99.01', villageId: 'x', village: 'X', postcode: '1', latitude: 1, longitude: 1 } });
    await idle(actor);
    expect(actor.getSnapshot().context.selection).toMatchObject({ provinceId: '32', cityId: '', districtId: '', villageId: '', postcode: '' });
  });

  it('editing: a village whose name does not match, or without coordinates, is cleared', async () => {
    const base = { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', postcode: '40151' };
    const a = start({ initial: { ...base, village: 'LAIN', latitude: -6.87, longitude: 107.58 } }).actor;
    await idle(a);
    expect(a.getSnapshot().context.selection).toMatchObject({ districtId: '32.73.01', villageId: '', village: '', latitude: null });
    const b = start({ initial: { ...base, village: 'SARIJADI', latitude: null, longitude: null } }).actor;
    await idle(b);
    expect(b.getSnapshot().context.selection.villageId).toBe('');
  });

  it('a failed list leaves it empty with the failure message', async () => {
    const actor = createActor(
      areaCascadeMachine.provide({
        actors: { loadProvinces: fromPromise<Province[], void>(async () => { throw new Error('Pastikan internet anda stabil'); }) },
      }),
      { input: {} },
    ).start();
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ provinces: [], failure: 'Pastikan internet anda stabil' });
  });
});

describe('area cascade: choosing a district clears the village onward (portal §4, issue 21 point 3)', () => {
  it('the old village, its postal code and coordinates go; the villages reload', async () => {
    const { actor, loadVillages } = start({
      initial: { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', village: 'SARIJADI', postcode: '40151', latitude: -6.87, longitude: 107.58 },
    });
    await idle(actor);
    const calls = loadVillages.mock.calls.length;
    actor.send({ type: 'district.select', id: '32.73.01' });
    expect(actor.getSnapshot().context.selection).toEqual({
      provinceId: '32',
      cityId: '32.73',
      districtId: '32.73.01',
      villageId: '',
      village: '',
      postcode: '',
      latitude: null,
      longitude: null,
    });
    await idle(actor);
    expect(loadVillages.mock.calls.length).toBe(calls + 1);
  });
});

describe('areaCascadeMachine: an edited address is read by id first (portal §7 / commerce §7 by-id area calls)', () => {
  const edited = { provinceId: '32', cityId: '32.73', districtId: '32.73.01', villageId: '32.73.01.1001', village: 'SARIJADI', postcode: '40151', latitude: -6.87, longitude: 107.58 };
  const full: AreaRead = { province: provinces[1]!, city: cities['32']![0]!, district: districts['32.73']![0]!, village: villages.SUKASARI![0]! };

  function held(read: Promise<AreaRead | null>) {
    const lists = vi.fn();
    const actor = createActor(
      areaCascadeMachine.provide({
        actors: {
          readArea: fromPromise(() => read),
          // The lists never answer here: what the selects show comes from the by-id reads alone.
          loadProvinces: fromPromise(() => {
            lists();
            return new Promise<Province[]>(() => {});
          }),
        },
      }),
      { input: { initial: edited } },
    ).start();
    return { actor, lists };
  }

  it('the four reads prefill the selects at once, before any list has come', async () => {
    const { actor, lists } = held(Promise.resolve(full));
    expect(actor.getSnapshot().matches('readingArea')).toBe(true);
    expect(lists).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('loadingProvinces'));
    const c = actor.getSnapshot().context;
    expect([c.provinces, c.cities, c.districts, c.villages].map((l) => l.map((x) => x.name))).toEqual([['JAWA BARAT'], ['KOTA BANDUNG'], ['SUKASARI'], ['SARIJADI']]);
    expect(c.selection).toEqual(edited);
    expect(lists).toHaveBeenCalledOnce();
  });

  it('a city the by-id read does not find (404) is cleared with everything below it; a village of another district loses only itself', async () => {
    const noCity = held(Promise.resolve({ ...full, city: null }));
    await waitFor(noCity.actor, (s) => s.matches('loadingProvinces'));
    expect(noCity.actor.getSnapshot().context.selection).toEqual({ ...EMPTY_AREA, provinceId: '32' });
    expect(noCity.actor.getSnapshot().context.cities).toEqual([]);

    const elsewhere = held(Promise.resolve({ ...full, village: { ...full.village!, district_id: '32.73.02' } }));
    await waitFor(elsewhere.actor, (s) => s.matches('loadingProvinces'));
    expect(elsewhere.actor.getSnapshot().context.selection).toEqual({ ...edited, villageId: '', village: '', latitude: null, longitude: null });
  });

  it('a failed read changes nothing: the lists decide, as before', async () => {
    const { actor } = start({ initial: edited });
    await idle(actor);
    expect(actor.getSnapshot().context.selection).toEqual(edited);
  });
});
