import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { promoListMachine, type PromoListQuery } from './promo-list.machine';
import type { Paged } from '../src/api/envelope';
import type { Promo } from '../src/api/promo';

const page = (n: number): Paged<Promo> => ({
  count: n,
  page: 1,
  pages: n ? Math.ceil(n / 10) : 0,
  limit: 10,
  data: Array.from({ length: Math.min(n, 10) }, (_, i) => ({ id: i + 1, promo_code: `P${i + 1}` }) as unknown as Promo),
});

function start(load: (q: PromoListQuery) => Promise<Paged<Promo>>, query: PromoListQuery = { q: '', page: 1 }) {
  const calls: PromoListQuery[] = [];
  const actor = createActor(
    promoListMachine.provide({
      actors: {
        loadPromos: fromPromise(async ({ input }: { input: PromoListQuery }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { query } },
  );
  actor.start();
  return { actor, calls };
}

const fail = (kind: string, code: number, message: string) => Object.assign(new Error(message), { kind, code });

describe('promoListMachine', () => {
  it('loads the URL query and shows the cards', async () => {
    const { actor, calls } = start(async () => page(12), { q: 'HEMAT', page: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toEqual([{ q: 'HEMAT', page: 2 }]);
    expect(actor.getSnapshot().context.list?.data).toHaveLength(10);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('no promo → empty', async () => {
    const { actor } = start(async () => page(0));
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
  });

  it('reloads on a query change with the new query', async () => {
    const { actor, calls } = start(async () => page(3));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'query.change', query: { q: 'X', page: 1 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[1]).toEqual({ q: 'X', page: 1 });
    expect(actor.getSnapshot().context.query).toEqual({ q: 'X', page: 1 });
  });

  it('a network failure offers a retry that loads the same page', async () => {
    let failing = true;
    const { actor, calls } = start(async () => {
      if (failing) throw fail('network', 502, 'Pastikan internet anda stabil');
      return page(1);
    });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'network', code: 502, message: 'Pastikan internet anda stabil' });
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(true);
    failing = false;
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a server failure is kept and gives an empty list (no retry offered)', async () => {
    const { actor } = start(async () => {
      throw fail('server', 500, 'boom');
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
    expect(actor.getSnapshot().context.failure?.message).toBe('boom');
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
  });

  it('without a provided actor it ends empty, never throws', async () => {
    const actor = createActor(promoListMachine, { input: { query: { q: '', page: 1 } } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.failure?.message).toBe('promoList.loadPromos not provided');
  });
});
