import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { myCoursesMachine, type LoadListInput, type MyCoursesList } from './my-courses.machine';
import type { MyCoursesTab } from './shared/my-courses-tabs';
import type { EnrolledCourse } from '../src/api/my-course';
import type { Paged } from '../src/api/envelope';

const list = (n: number): MyCoursesList => ({
  kind: 'courses',
  page: {
    count: n,
    page: 1,
    pages: Math.ceil(n / 5),
    limit: 5,
    data: Array.from({ length: n }, (_, i) => ({ order_id: i }) as unknown as EnrolledCourse),
  } satisfies Paged<EnrolledCourse>,
});

function start(load: (input: LoadListInput) => Promise<MyCoursesList>, tab: MyCoursesTab = 'course', assessor = false, serverList?: MyCoursesList) {
  const calls: LoadListInput[] = [];
  const actor = createActor(
    myCoursesMachine.provide({
      actors: {
        loadList: fromPromise(async ({ input }: { input: LoadListInput }) => {
          calls.push(input);
          return load(input);
        }),
      },
    }),
    { input: { userId: 3, tab, assessor, query: { page: 1, q: '', status: '' }, serverList } },
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

  it('starts with the page the server rendered: its rows at once, no read; a later query loads (decision 099)', async () => {
    const { actor, calls } = start(async () => list(1), 'course', false, list(2));
    expect(actor.getSnapshot().matches({ loaded: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.list).toEqual(list(2));
    expect(calls).toEqual([]);
    actor.send({ type: 'query.change', query: { page: 2, q: '', status: '' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls).toEqual([{ userId: 3, source: 'learner', query: { page: 2, q: '', status: '' } }]);
  });

  it('a query change loads the new search from page 1', async () => {
    const { actor, calls } = start(async () => list(1));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'query.change', query: { page: 1, q: 'roti', status: '' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[1]).toEqual({ userId: 3, source: 'learner', query: { page: 1, q: 'roti', status: '' } });
  });

  it.each([
    ['course', false, 'learner'],
    ['course', true, 'assessor'],
    ['subscription', false, 'subscription'],
    ['voucher', false, 'voucher'],
    ['certificate', true, 'certificate'],
  ] as const)('tab %s (assessor %s) loads the %s list', async (tab, assessor, source) => {
    const { actor, calls } = start(async () => list(1), tab, assessor);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls.map((c) => c.source)).toEqual([source]);
  });

  it('list.reload loads the same page again, even while rows show', async () => {
    const { actor, calls } = start(async () => list(2));
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }));
    actor.send({ type: 'list.reload' });
    await waitFor(actor, (s) => s.matches({ loaded: 'showing' }) && calls.length === 2);
    expect(calls[1]).toEqual(calls[0]);
  });
});
