/**
 * Model-based test: walks the shortest paths generated from myCoursesMachine itself and replays each in a real
 * actor whose loader promises the test settles, checking the actor lands where the model says.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { myCoursesMachine, type MyCoursesEvent } from './my-courses.machine';
import type { EnrolledCourse } from '../src/api/my-course';
import type { Paged } from '../src/api/envelope';

const rows = { count: 1, page: 1, pages: 1, limit: 5, data: [{ order_id: 1 }] };
const none = { count: 0, page: 1, pages: 0, limit: 5, data: [] };
const done = (output: unknown) => ({ type: 'xstate.done.actor.loadCourses', output }) as AnyEventObject;
const fail = (code: number, message: string, kind: string) =>
  ({ type: 'xstate.error.actor.loadCourses', error: { code, message, kind } }) as AnyEventObject;

const events = [
  done(rows),
  done(none),
  fail(404, 'not found', 'server'),
  fail(502, 'Pastikan internet anda stabil', 'network'),
  fail(500, 'Server sedang sibuk', 'server'),
  { type: 'list.retry' },
  { type: 'query.change', query: { page: 2, q: 'roti' } },
] as unknown as MyCoursesEvent[];

const model = new TestModel(myCoursesMachine, {
  events,
  input: { userId: 1, query: { page: 1, q: '' } },
  serializeState: (s) => JSON.stringify(s.value),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('myCoursesMachine model', () => {
  const paths = model.getShortestPaths();
  it('reaches every leaf state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const leaf of [
      { loaded: 'showing' },
      { loaded: 'empty' },
      { failed: 'notFound' },
      { failed: 'offline' },
      { failed: 'alerting' },
    ])
      expect(reached).toContain(JSON.stringify(leaf));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }> = [];
      const actor = createActor(
        myCoursesMachine.provide({
          actors: {
            loadCourses: fromPromise(
              () => new Promise<Paged<EnrolledCourse>>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject })),
            ),
          },
        }),
        { input: { userId: 1, query: { page: 1, q: '' } } },
      );
      actor.start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        if (e.type.startsWith('xstate.done.actor')) pending.shift()!.resolve(e.output);
        else if (e.type.startsWith('xstate.error.actor')) pending.shift()!.reject(e.error);
        else if (e.type !== 'xstate.init') {
          pending.length = 0;
          actor.send(e as MyCoursesEvent);
        }
        await new Promise((r) => setTimeout(r, 0));
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    });
  }
});
