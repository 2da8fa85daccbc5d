import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { promoDetailMachine, type LoadPromoDetailInput } from './promo-detail.machine';
import type { PromoDetail } from '../src/api/promo';

const detail = (courses: number): PromoDetail =>
  ({
    promo: { id: 1, promo_code: 'HEMAT50', event: 'Promo Hemat Belajar', end_date: '2030-01-01T00:00:00.000Z', terms: '' },
    course: { count: courses, page: 1, pages: Math.ceil(courses / 5), limit: 5, data: Array.from({ length: Math.min(courses, 5) }, (_, i) => ({ id: i + 1 })) },
    count: courses,
    pages: Math.ceil(courses / 5),
    page: 1,
    limit: 5,
  }) as unknown as PromoDetail;

const fail = (kind: string, code: number, message: string) => Object.assign(new Error(message), { kind, code });

function start(load: (input: LoadPromoDetailInput) => Promise<PromoDetail>) {
  const calls: LoadPromoDetailInput[] = [];
  const actor = createActor(
    promoDetailMachine.provide({
      actors: {
        loadDetail: fromPromise(async ({ input }: { input: LoadPromoDetailInput }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { code: 'HEMAT50', query: { search: '', page: 1 } } },
  );
  actor.start();
  return { actor, calls };
}

describe('promoDetailMachine', () => {
  it('loads the code with the URL query and shows courses', async () => {
    const { actor, calls } = start(async () => detail(7));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toEqual([{ code: 'HEMAT50', query: { search: '', page: 1 } }]);
    expect(actor.getSnapshot().context.detail?.course.data).toHaveLength(5);
  });

  it('no active course → empty, and the promo is still there', async () => {
    const { actor } = start(async () => detail(0));
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
    expect(actor.getSnapshot().context.detail?.promo.promo_code).toBe('HEMAT50');
  });

  it('a search keeps the promo on screen while the next page loads', async () => {
    let release!: () => void;
    const { actor, calls } = start(async (input) => {
      if (input.query.search) await new Promise<void>((r) => (release = r));
      return detail(input.query.search ? 0 : 7);
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'query.change', query: { search: 'roti', page: 1 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.detail?.promo.promo_code).toBe('HEMAT50');
    await waitFor(actor, () => calls.length === 2);
    release();
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
    expect(calls[1]).toEqual({ code: 'HEMAT50', query: { search: 'roti', page: 1 } });
  });

  it('a newer query replaces the one in flight', async () => {
    const { actor, calls } = start(async (input) => detail(input.query.page * 5));
    actor.send({ type: 'query.change', query: { search: '', page: 3 } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls.at(-1)?.query.page).toBe(3);
    expect(actor.getSnapshot().context.detail?.count).toBe(15);
  });

  it("404 → notFound with 'Promo tidak ditemukan' (final)", async () => {
    const { actor } = start(async () => {
      throw fail('server', 404, 'Promo tidak ditemukan');
    });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.failure?.message).toBe('Promo tidak ditemukan');
  });

  it('network failure → offline; retry loads again', async () => {
    let failing = true;
    const { actor, calls } = start(async () => {
      if (failing) throw fail('network', 502, 'Pastikan internet anda stabil');
      return detail(2);
    });
    await waitFor(actor, (s) => s.matches('offline'));
    failing = false;
    actor.send({ type: 'detail.retry' });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toHaveLength(2);
  });

  it('other failure → failed with the server message; a new query retries', async () => {
    let failing = true;
    const { actor } = start(async () => {
      if (failing) throw fail('server', 500, 'Terjadi kesalahan pada server');
      return detail(1);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('Terjadi kesalahan pada server');
    failing = false;
    actor.send({ type: 'query.change', query: { search: 'a', page: 1 } });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(actor.getSnapshot().context.query).toEqual({ search: 'a', page: 1 });
  });
});
