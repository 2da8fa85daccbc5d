import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { myCoursesMachine, type LoadCoursesInput } from './my-courses.machine';
import type { EnrolledCourse } from '../src/api/my-course';
import type { Paged } from '../src/api/envelope';

const list = (n: number): Paged<EnrolledCourse> => ({
  count: n,
  page: 1,
  pages: Math.ceil(n / 5),
  limit: 5,
  data: Array.from({ length: n }, (_, i) => ({ order_id: i }) as unknown as EnrolledCourse),
});

function start(load: (input: LoadCoursesInput) => Promise<Paged<EnrolledCourse>>) {
  const calls: LoadCoursesInput[] = [];
  const actor = createActor(
    myCoursesMachine.provide({
      actors: {
        loadCourses: fromPromise(async ({ input }: { input: LoadCoursesInput }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { userId: 3, query: { page: 1, q: '' } } },
  );
  actor.start();
  return { actor, calls };
}

const failWith = (code: number, message: string, kind = 'server') => Object.assign(new Error(message), { code, kind });

describe('myCoursesMachine', () => {
  it('shows rows, or the empty state that can be refreshed', async () => {
    let n = 0;
    const { actor, calls } = start(async () => list(n));
    await waitFor(actor, (s) => s.matches({ loaded: 'empty' }));
    n = 2;
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
  });

  it('404 → notFound without an alert', async () => {
    const { actor } = start(async () => {
      throw failWith(404, 'not found');
    });
    await waitFor(actor, (s) => s.matches({ failed: 'notFound' }));
    expect(actor.getSnapshot().hasTag('blocking')).toBe(false);
  });

  it('network → offline (the message is the empty text)', async () => {
    const { actor } = start(async () => {
      throw failWith(502, 'Pastikan internet anda stabil', 'network');
    });
    await waitFor(actor, (s) => s.matches({ failed: 'offline' }));
  });

  it('other messages → a blocking alert; Coba Lagi reloads', async () => {
    let fail = true;
    const { actor, calls } = start(async () => {
      if (fail) throw failWith(500, 'Server sedang sibuk');
      return list(1);
    });
    await waitFor(actor, (s) => s.matches({ failed: 'alerting' }));
    expect(actor.getSnapshot().hasTag('blocking')).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Server sedang sibuk');
    fail = false;
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    expect(calls).toHaveLength(2);
  });

  it('a query change loads the new search from page 1', async () => {
    const { actor, calls } = start(async () => list(1));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'query.change', query: { page: 1, q: 'roti' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[1]).toEqual({ userId: 3, query: { page: 1, q: 'roti' } });
  });
});
