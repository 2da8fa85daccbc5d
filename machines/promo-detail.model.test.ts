/**
 * Model-based test: shortest paths generated from promoDetailMachine, replayed in a real actor whose loader
 * promises the test settles; after each step the actor must be where the model says, and the promo shown
 * before a reload must still be there while the next course page loads.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { promoDetailMachine, type PromoDetailEvent } from './promo-detail.machine';
import type { PromoDetail } from '../src/api/promo';

const promo = { promo_code: 'HEMAT50' };
const withCourses = { promo, course: { count: 1, page: 1, pages: 1, limit: 5, data: [{ id: 1 }] }, count: 1, pages: 1, page: 1, limit: 5 };
const noCourses = { promo, course: { count: 0, page: 1, pages: 0, limit: 5, data: [] }, count: 0, pages: 0, page: 1, limit: 5 };
const done = (output: unknown) => ({ type: 'xstate.done.actor.loadDetail', output }) as AnyEventObject;
const fail = (code: number, message: string, kind: string) => ({ type: 'xstate.error.actor.loadDetail', error: { code, message, kind } }) as AnyEventObject;

const events = [
  done(withCourses),
  done(noCourses),
  fail(404, 'Promo tidak ditemukan', 'server'),
  fail(502, 'Pastikan internet anda stabil', 'network'),
  fail(500, 'Terjadi kesalahan pada server', 'server'),
  { type: 'detail.retry' },
  { type: 'query.change', query: { search: 'roti', page: 1 } },
] as unknown as PromoDetailEvent[];

const input = { code: 'HEMAT50', query: { search: '', page: 1 } };
const model = new TestModel(promoDetailMachine, {
  events,
  input,
  serializeState: (s) => JSON.stringify([s.value, s.context.detail !== null]),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('promoDetailMachine model', () => {
  const paths = model.getShortestPaths();
  it('reaches every state', () => {
    // Paths that are prefixes of longer ones are dropped, so collect every step's state.
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const leaf of [{ loaded: 'showing' }, { loaded: 'empty' }, 'notFound', 'offline', 'failed', 'loading']) expect(reached).toContain(JSON.stringify(leaf));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (v: PromoDetail) => void; reject: (e: unknown) => void }> = [];
      const actor = createActor(
        promoDetailMachine.provide({
          actors: { loadDetail: fromPromise(() => new Promise<PromoDetail>((resolve, reject) => pending.push({ resolve, reject }))) },
        }),
        { input },
      );
      actor.start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        const hadPromo = actor.getSnapshot().context.detail !== null;
        if (e.type.startsWith('xstate.done.actor')) pending.shift()!.resolve(e.output as PromoDetail);
        else if (e.type.startsWith('xstate.error.actor')) pending.shift()!.reject(e.error);
        else if (e.type !== 'xstate.init') {
          pending.length = 0;
          actor.send(e as PromoDetailEvent);
        }
        await new Promise((r) => setTimeout(r, 0));
        const s = actor.getSnapshot();
        expect(s.value).toEqual(step.state.value);
        expect(s.hasTag('busy')).toBe(s.matches('loading'));
        // A reload never blanks a promo already shown; only a 404 clears it.
        if (hadPromo && !s.matches('notFound')) expect(s.context.detail).not.toBeNull();
        if (s.matches('notFound')) expect(s.context.detail).toBeNull();
      }
      actor.stop();
    });
  }
});
