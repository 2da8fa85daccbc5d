import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { transactionsMachine, type LoadTransactionsInput } from './transactions.machine';
import type { Order } from '../src/api/order';
import type { Paged } from '../src/api/envelope';

const page = (n: number): Paged<Order> => ({
  count: n,
  page: 1,
  pages: n ? 1 : 0,
  limit: 5,
  data: Array.from({ length: n }, (_, i) => ({ id: i + 1, invoice: `INV-${i + 1}` }) as unknown as Order),
});

function start(load: (input: LoadTransactionsInput) => Promise<Paged<Order>>) {
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
    { input: { userId: 7, query: { page: 1, status: 1, invoice: '' } } },
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
