import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { MyEvent } from '../src/api/event';
import { eventListMachine } from './event-list.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

const row = (id: number): MyEvent => ({
  ticket_id: id, ticket_code: `TIX-${id}`, ticket_type: 'Reguler', event_id: id, slug: `event-${id}`, title: `Event ${id}`, banner: '',
  event_type: 'online', location: 'Zoom', organizer: 'Dapur Kursus', start_at: '2026-12-01T03:00:00.000Z', end_at: '2026-12-01T05:00:00.000Z', event_status: 'upcoming',
});
const pageOf = (n: number, pages = 2): Paged<MyEvent> => ({ count: n, page: 1, pages, limit: 5, data: Array.from({ length: n }, (_, i) => row(i + 1)) });

function start(q = '', page = 1) {
  const load = controllable<Paged<MyEvent>, { user_id: number; q: string; page: number }>();
  const actor = createActor(eventListMachine.provide({ actors: { loadEvents: load.logic } }), { input: { userId: 7, query: { q, page } } }).start();
  return { actor, load };
}

describe('eventListMachine', () => {
  it("loads the member's page of the URL query (5 per page) and shows it", async () => {
    const { actor, load } = start('roti', 2);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ user_id: 7, q: 'roti', page: 2 });
    load.last().resolve(pageOf(5));
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.list?.data).toHaveLength(5);
  });

  it("an empty page is 'Data tidak ditemukan'", async () => {
    const { actor, load } = start();
    load.last().resolve(pageOf(0, 0));
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
  });

  it('a 404 is an empty list without a dialog', async () => {
    const { actor, load } = start();
    load.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it.each([
    [apiError(500, 'Server sibuk'), 'Server sibuk'],
    [networkError(), 'Pastikan internet anda stabil'],
  ])('any other failure opens the dialog with the message; Coba Lagi reloads, Tutup leaves the empty list', async (error, text) => {
    const { actor, load } = start();
    load.last().reject(error);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.message).toBe(text);
    actor.send({ type: 'list.retry' });
    expect(load.calls).toHaveLength(2);
    load.last().reject(error);
    await flush();
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
  });

  it('a new search or page reloads, dropping the older request', async () => {
    const { actor, load } = start();
    actor.send({ type: 'query.change', query: { q: 'kue', page: 1 } });
    expect(load.calls).toHaveLength(2);
    expect(load.last().input).toEqual({ user_id: 7, q: 'kue', page: 1 });
    load.calls[0]!.resolve(pageOf(5));
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
