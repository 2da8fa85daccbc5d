import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shownList, transactionsMachine, type LoadTransactionsInput } from './transactions.machine';
import type { Order } from '../src/api/order';
import type { Paged } from '../src/api/envelope';

const page = (n: number): Paged<Order> => ({
  count: n,
  page: 1,
  pages: n ? 1 : 0,
  limit: 5,
  data: Array.from({ length: n }, (_, i) => ({ id: i + 1, invoice: `INV-${i + 1}` }) as unknown as Order),
});

function start(load: (input: LoadTransactionsInput) => Promise<Paged<Order>>, serverList?: Paged<Order>) {
  const calls: LoadTransactionsInput[] = [];
  const actor = createActor(
    transactionsMachine.provide({
      actors: {
        loadTransactions: fromPromise(async ({ input }: { input: LoadTransactionsInput }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { userId: 7, query: { page: 1, status: 1, invoice: '' }, serverList } },
  );
  actor.start();
  return { actor, calls };
}

describe('transactionsMachine', () => {
  it('loads the URL query for the member and shows rows', async () => {
    const { actor, calls } = start(async () => page(2));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls[0]).toEqual({ userId: 7, query: { page: 1, status: 1, invoice: '' } });
    expect(actor.getSnapshot().context.list?.data).toHaveLength(2);
  });

  it('starts with the page the server rendered: its rows at once, no read; a later query loads (decision 099)', async () => {
    const { actor, calls } = start(async () => page(1), page(3));
    expect(actor.getSnapshot().matches({ loaded: 'showing' })).toBe(true);
    expect(shownList(actor.getSnapshot())?.data).toHaveLength(3);
    expect(calls).toEqual([]);
    actor.send({ type: 'query.change', query: { page: 2, status: 1, invoice: '' } });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toEqual([{ userId: 7, query: { page: 2, status: 1, invoice: '' } }]);
  });

  it('shows the empty state for no rows', async () => {
    const { actor } = start(async () => page(0));
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
  });

  it('reloads on a query change, with the new query', async () => {
    const { actor, calls } = start(async () => page(1));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'query.change', query: { page: 2, status: 3, invoice: '' } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[1]?.query).toEqual({ page: 2, status: 3, invoice: '' });
  });

  it('a network failure offers a retry; a server failure gives an empty list', async () => {
    let fail: 'network' | 'server' | null = 'network';
    const { actor, calls } = start(async () => {
      if (fail) throw Object.assign(new Error(fail === 'network' ? 'Pastikan internet anda stabil' : 'boom'), { kind: fail, code: fail === 'network' ? 502 : 500 });
      return page(1);
    });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(actor.getSnapshot().context.failure?.message).toBe('Pastikan internet anda stabil');
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(true);
    fail = 'server';
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
    fail = null;
    actor.send({ type: 'query.change', query: { page: 1, status: 1, invoice: 'INV' } });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toHaveLength(3);
  });
});

describe('transactions: live pushes, polling only as the fallback (issue 21)', () => {
  function startWith(live: boolean) {
    const calls: LoadTransactionsInput[] = [];
    const answers: Array<Paged<Order>> = [page(2), page(3)];
    const actor = createActor(
      transactionsMachine.provide({
        actors: {
          loadTransactions: fromPromise(async ({ input }: { input: LoadTransactionsInput }) => {
            calls.push(input);
            return answers.shift() ?? page(3);
          }),
        },
      }),
      { input: { userId: 7, query: { page: 1, status: 1, invoice: '' }, live } },
    ).start();
    return { actor, calls };
  }

  it('a pushed order change re-reads the page quietly (the rows stay listed meanwhile)', async () => {
    const { actor, calls } = startWith(true);
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    actor.send({ type: 'order.pushed', invoice: 'INV-1' });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(shownList(actor.getSnapshot())?.data).toHaveLength(2);
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(shownList(actor.getSnapshot())?.data).toHaveLength(3);
    expect(calls).toHaveLength(2);
  });

  it('polls every 30 s only while the connection is down', async () => {
    vi.useFakeTimers();
    try {
      const live = startWith(true);
      await vi.advanceTimersByTimeAsync(90_000);
      expect(live.calls).toHaveLength(1);
      live.actor.send({ type: 'live.down' });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(live.calls).toHaveLength(2);
      const polling = startWith(false);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(polling.calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
