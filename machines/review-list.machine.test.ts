import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { Review } from '../src/api/review';
import { reviewListMachine, type ReviewListQuery } from './review-list.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { storedReview } from './testing/specs/review-form';

const pageOf = (data: Review[], pages = 1): Paged<Review> => ({ count: data.length, page: 1, pages, limit: 10, data });

function start(query: ReviewListQuery = { type: 'lms', page: 1 }) {
  const load = controllable<Paged<Review>, ReviewListQuery>();
  const actor = createActor(reviewListMachine.provide({ actors: { loadReviews: load.logic } }), { input: { query } }).start();
  return { actor, load };
}

describe('reviewListMachine (ReviewMenu)', () => {
  it('loads the page of the query and shows its reviews', async () => {
    const { actor, load } = start({ type: 'ecom', page: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(load.last().input).toEqual({ type: 'ecom', page: 2 });
    load.last().resolve(pageOf([storedReview({ type: 'ecom' })], 3));
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'showing' })).toBe(true);
    expect(actor.getSnapshot().context.list?.pages).toBe(3);
  });

  it("an empty page or a 404 → 'Data tidak ditemukan' (loaded.empty)", async () => {
    const a = start();
    a.load.last().resolve(pageOf([]));
    await flush();
    expect(a.actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    const b = start();
    b.load.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(b.actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(b.actor.getSnapshot().context.failure).toBeNull();
  });

  it('any other failure: a dialog with the message, then leaving (Error500) with code and message on confirm', async () => {
    const { actor, load } = start();
    load.last().reject(apiError(500, 'Gagal memuat ulasan'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'server', code: 500, message: 'Gagal memuat ulasan' });
    actor.send({ type: 'error.confirm' });
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('no answer is a fetch failure too, carrying the network text and code 502', async () => {
    const { actor, load } = start();
    load.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 502, message: 'Pastikan internet anda stabil' });
  });

  it('a tab or page change loads that query; an older answer is dropped', async () => {
    const { actor, load } = start();
    actor.send({ type: 'query.change', query: { type: 'ecom', page: 1 } });
    expect(load.calls.map((c) => c.input)).toEqual([{ type: 'lms', page: 1 }, { type: 'ecom', page: 1 }]);
    load.calls[0]!.resolve(pageOf([storedReview()]));
    await flush();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    load.calls[1]!.resolve(pageOf([]));
    await flush();
    expect(actor.getSnapshot().matches({ loaded: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context.query).toEqual({ type: 'ecom', page: 1 });
  });
});
