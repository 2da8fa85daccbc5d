import { describe, expect, it } from 'vitest';
import type { Promo } from '../src/api/promo';
import { promoMachine, promoView, type CheckPromoInput, type LoadPromosInput } from './promo.machine';
import { apiError, asChild, controllable, flush, networkError, promo } from './testing/fixtures';

function start(courseIds: number[] = [1]) {
  const fakes = { checkPromo: controllable<Promo, CheckPromoInput>(), loadPromos: controllable<Promo[], LoadPromosInput>() };
  const machine = promoMachine.provide({ actors: { checkPromo: fakes.checkPromo.logic, loadPromos: fakes.loadPromos.logic } });
  const run = asChild(machine, { courseIds });
  const snap = () => run.child.getSnapshot();
  return { ...run, fakes, snap, send: run.child.send.bind(run.child), view: () => promoView(snap()) };
}

async function opened(applied: string | null = null) {
  const t = start();
  t.send({ type: 'promo.open', applied });
  t.fakes.loadPromos.last().resolve([]);
  await flush();
  return t;
}

async function checked(code = 'HEMAT50') {
  const t = await opened();
  t.send({ type: 'promo.enter', code });
  t.send({ type: 'promo.check' });
  t.fakes.checkPromo.last().resolve(promo(code));
  await flush();
  return t;
}

describe('promo: check a code (commerce §4, §5 General, §8 Promo check)', () => {
  it('opens on code entry with the applied code in the field and loads the first 10 promos of the courses', async () => {
    const t = start([1, 2]);
    t.send({ type: 'promo.open', applied: 'HEMAT50' });
    expect(t.view()).toMatchObject({ open: true, draft: 'HEMAT50', checked: null });
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [1, 2], limit: 10 });
  });

  it("requires a code: 'Kode promo harus diisi', nothing is checked", async () => {
    const t = await opened();
    t.send({ type: 'promo.enter', code: '   ' });
    t.send({ type: 'promo.check' });
    expect(t.view().error).toBe('Kode promo harus diisi');
    expect(t.fakes.checkPromo.calls).toHaveLength(0);
  });

  it('checks the trimmed code; a found promo is shown with its cashback and may be applied', async () => {
    const t = await opened();
    t.send({ type: 'promo.enter', code: ' HEMAT50 ' });
    t.send({ type: 'promo.check' });
    expect(t.view()).toMatchObject({ busy: true, canApply: false });
    expect(t.fakes.checkPromo.last().input).toEqual({ code: 'HEMAT50' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50', 50_000));
    await flush();
    expect(t.view()).toMatchObject({ busy: false, canApply: true, error: null });
    expect(t.view().checked?.promo_price).toBe(50_000);
  });

  it.each([
    [403, 'Promo sudah habis'],
    [404, 'Promo tidak ditemukan'],
    [422, 'Promo tidak aktif'],
    [423, 'Promo belum dimulai'],
    [424, 'Promo sudah kadarluarsa'],
    [500, 'server 500'],
  ])('a check answering %i says %s', async (code, text) => {
    const t = await opened();
    t.send({ type: 'promo.enter', code: 'X' });
    t.send({ type: 'promo.check' });
    t.fakes.checkPromo.last().reject(apiError(code));
    await flush();
    expect(t.view()).toMatchObject({ error: text, checked: null, canApply: false });
  });

  it("a promo with price 0 counts as not found: 'Kode voucher tidak ditemukan'", async () => {
    const t = await opened();
    t.send({ type: 'promo.pick', code: 'NOL' });
    t.fakes.checkPromo.last().resolve(promo('NOL', 0));
    await flush();
    expect(t.view()).toMatchObject({ error: 'Kode voucher tidak ditemukan', checked: null });
  });

  it('picking a promo from the list enters its code and checks it at once; a blank pick does nothing', async () => {
    const t = await opened();
    t.send({ type: 'promo.pick', code: ' ' });
    expect(t.fakes.checkPromo.calls).toHaveLength(0);
    t.send({ type: 'promo.pick', code: 'HEMAT50' });
    expect(t.view().draft).toBe('HEMAT50');
    expect(t.fakes.checkPromo.last().input).toEqual({ code: 'HEMAT50' });
  });
});

describe('promo: apply and cancel through the page', () => {
  it("'Pakai Promo' asks the parent to apply; applied closes the modal, and reopening shows the applied promo", async () => {
    const t = await checked();
    t.send({ type: 'promo.apply' });
    expect(t.sent.at(-1)).toMatchObject({ type: 'promo.chosen', promo: { promo_code: 'HEMAT50' } });
    expect(t.snap().hasTag('promoApplying')).toBe(true);
    expect(t.view().canApply).toBe(false);
    t.send({ type: 'promo.applied' });
    expect(t.view().open).toBe(false);
    t.send({ type: 'promo.open', applied: 'HEMAT50' });
    expect(t.snap().matches({ modal: { open: 'selected' } })).toBe(true);
  });

  it('a rejection keeps the promo checked and says why', async () => {
    const t = await checked();
    t.send({ type: 'promo.apply' });
    t.send({ type: 'promo.rejected', message: 'Promo tidak ditemukan atau tidak sesuai kursus yang dipilih' });
    expect(t.snap().matches({ modal: { open: 'selected' } })).toBe(true);
    expect(t.view().error).toBe('Promo tidak ditemukan atau tidak sesuai kursus yang dipilih');
  });

  it('a promo the page dropped sends an open modal back to code entry with the reason', async () => {
    const t = await checked();
    t.send({ type: 'promo.apply' });
    t.send({ type: 'promo.dropped', message: 'Promo hanya berlaku untuk kursus saja' });
    expect(t.snap().matches({ modal: { open: 'editing' } })).toBe(true);
    expect(t.view()).toMatchObject({ error: 'Promo hanya berlaku untuk kursus saja', checked: null, draft: '' });
  });

  it('cancelling the applied promo asks the parent to remove it; cancelling a checked one only clears the code', async () => {
    const t = await checked();
    t.send({ type: 'promo.cancel' });
    expect(t.sent.filter((e) => e.type === 'promo.removed')).toHaveLength(0);
    expect(t.view()).toMatchObject({ draft: '', checked: null });

    t.send({ type: 'promo.enter', code: 'HEMAT50' });
    t.send({ type: 'promo.check' });
    t.fakes.checkPromo.last().resolve(promo('HEMAT50'));
    await flush();
    t.send({ type: 'promo.apply' });
    t.send({ type: 'promo.applied' });
    t.send({ type: 'promo.open', applied: 'HEMAT50' });
    t.send({ type: 'promo.cancel' });
    expect(t.sent.filter((e) => e.type === 'promo.removed')).toHaveLength(1);
    expect(t.view()).toMatchObject({ open: true, draft: '', checked: null });
  });

  it('closing without applying drops a checked promo; closing keeps an applied one', async () => {
    const t = await checked();
    t.send({ type: 'promo.close' });
    t.send({ type: 'promo.open', applied: null });
    expect(t.view()).toMatchObject({ draft: '', checked: null });
    t.send({ type: 'promo.close' });
    t.send({ type: 'promo.open', applied: 'LAMA' });
    t.send({ type: 'promo.close' });
    expect(t.snap().context.draft).toBe('LAMA');
  });
});

describe('promo: the list (commerce §5, §9)', () => {
  it('hides promos with price 0 and grows by 10 while full pages come back', async () => {
    const t = start();
    t.send({ type: 'promo.open', applied: null });
    t.fakes.loadPromos.last().resolve([...Array.from({ length: 9 }, (_, i) => promo(`P${i}`)), promo('NOL', 0)]);
    await flush();
    expect(t.view().promos.map((p) => p.promo_code)).not.toContain('NOL');
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.last().input.limit).toBe(20);
    t.fakes.loadPromos.last().resolve([promo('P1')]);
    await flush();
    const calls = t.fakes.loadPromos.calls.length;
    t.send({ type: 'promo.loadMore' });
    expect(t.fakes.loadPromos.calls).toHaveLength(calls);
  });

  it('reloads for other courses and empties without courses; a failure gives an empty list', async () => {
    const t = start([1]);
    t.send({ type: 'promo.courses', courseIds: [1] });
    expect(t.fakes.loadPromos.calls).toHaveLength(0);
    t.send({ type: 'promo.courses', courseIds: [1, 2] });
    expect(t.fakes.loadPromos.last().input).toEqual({ courseIds: [1, 2], limit: 10 });
    t.fakes.loadPromos.last().reject(networkError());
    await flush();
    expect(t.view().promos).toEqual([]);
    t.send({ type: 'promo.courses', courseIds: [] });
    t.send({ type: 'promo.open', applied: null });
    expect(t.fakes.loadPromos.calls).toHaveLength(1);
  });
});
