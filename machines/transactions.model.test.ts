/**
 * Model-based test: shortest paths generated from transactionsMachine, replayed in a real actor whose loader
 * promises the test settles; after each step the actor must be where the model says.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { transactionsMachine, type TransactionsEvent } from './transactions.machine';
import type { Order } from '../src/api/order';
import type { Paged } from '../src/api/envelope';

const rows = { count: 1, page: 1, pages: 1, limit: 5, data: [{ id: 1 }] };
const none = { count: 0, page: 1, pages: 0, limit: 5, data: [] };
const done = (output: unknown) => ({ type: 'xstate.done.actor.loadTransactions', output }) as AnyEventObject;
const fail = (code: number, message: string, kind: string) =>
  ({ type: 'xstate.error.actor.loadTransactions', error: { code, message, kind } }) as AnyEventObject;

const events = [
  done(rows),
  done(none),
  fail(502, 'Pastikan internet anda stabil', 'network'),
  fail(500, 'boom', 'server'),
  { type: 'list.retry' },
  { type: 'query.change', query: { page: 2, status: 3, invoice: '' } },
] as unknown as TransactionsEvent[];

const input = { userId: 1, query: { page: 1, status: 1, invoice: '' } };
const model = new TestModel(transactionsMachine, {
  events,
  input,
  serializeState: (s) => JSON.stringify(s.value),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('transactionsMachine model', () => {
  const paths = model.getShortestPaths();
  it('reaches showing, empty and offline', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const leaf of [{ loaded: 'showing' }, { loaded: 'empty' }, 'offline']) expect(reached).toContain(JSON.stringify(leaf));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (v: Paged<Order>) => void; reject: (e: unknown) => void }> = [];
      const actor = createActor(
        transactionsMachine.provide({
          actors: { loadTransactions: fromPromise(() => new Promise<Paged<Order>>((resolve, reject) => pending.push({ resolve, reject }))) },
        }),
        { input },
      );
      actor.start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        if (e.type.startsWith('xstate.done.actor')) pending.shift()!.resolve(e.output as Paged<Order>);
        else if (e.type.startsWith('xstate.error.actor')) pending.shift()!.reject(e.error);
        else if (e.type !== 'xstate.init') {
          pending.length = 0;
          actor.send(e as TransactionsEvent);
        }
        await new Promise((r) => setTimeout(r, 0));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    });
  }
});
