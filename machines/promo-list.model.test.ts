/**
 * Model-based test: shortest paths generated from promoListMachine, replayed in a real actor whose loader
 * promises the test settles; after each step the actor must be where the model says.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { promoListMachine, type PromoListEvent } from './promo-list.machine';
import type { Paged } from '../src/api/envelope';
import type { Promo } from '../src/api/promo';

const rows = { count: 1, page: 1, pages: 1, limit: 10, data: [{ id: 1 }] };
const none = { count: 0, page: 1, pages: 0, limit: 10, data: [] };
const done = (output: unknown) => ({ type: 'xstate.done.actor.loadPromos', output }) as AnyEventObject;
const fail = (code: number, message: string, kind: string) => ({ type: 'xstate.error.actor.loadPromos', error: { code, message, kind } }) as AnyEventObject;

const events = [
  done(rows),
  done(none),
  fail(502, 'Pastikan internet anda stabil', 'network'),
  fail(500, 'boom', 'server'),
  { type: 'list.retry' },
  { type: 'query.change', query: { q: 'HEMAT', page: 1 } },
] as unknown as PromoListEvent[];

const input = { query: { q: '', page: 1 } };
const model = new TestModel(promoListMachine, {
  events,
  input,
  serializeState: (s) => JSON.stringify(s.value),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('promoListMachine model', () => {
  const paths = model.getShortestPaths();
  it('reaches showing, empty and offline', () => {
    // Paths that are prefixes of longer ones are dropped, so collect every step's state.
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const leaf of [{ loaded: 'showing' }, { loaded: 'empty' }, 'offline', 'loading']) expect(reached).toContain(JSON.stringify(leaf));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (v: Paged<Promo>) => void; reject: (e: unknown) => void }> = [];
      const actor = createActor(
        promoListMachine.provide({
          actors: { loadPromos: fromPromise(() => new Promise<Paged<Promo>>((resolve, reject) => pending.push({ resolve, reject }))) },
        }),
        { input },
      );
      actor.start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        if (e.type.startsWith('xstate.done.actor')) pending.shift()!.resolve(e.output as Paged<Promo>);
        else if (e.type.startsWith('xstate.error.actor')) pending.shift()!.reject(e.error);
        else if (e.type !== 'xstate.init') {
          pending.length = 0;
          actor.send(e as PromoListEvent);
        }
        await new Promise((r) => setTimeout(r, 0));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().hasTag('busy')).toBe(actor.getSnapshot().matches('loading'));
      }
      actor.stop();
    });
  }
});
