import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor } from 'xstate';
import * as api from '../src/api/review';
import type { Review } from '../src/api/review';
import * as M from './messages';
import {
  isCompleteReview,
  reviewFormMachine,
  storePayload,
  type LoadItemInput,
  type ReviewFormInput,
  type ReviewItem,
  type SaveReviewInput,
} from './review-form.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { addCourse, addProduct, editCourse, reviewItem, reviewMember, storedReview } from './testing/specs/review-form';

function start(input: ReviewFormInput) {
  const loadItem = controllable<ReviewItem, LoadItemInput>();
  const loadReview = controllable<Review, { type: 'lms' | 'ecom'; id: number }>();
  const saveReview = controllable<Review, SaveReviewInput>();
  const actor = createActor(reviewFormMachine.provide({ actors: { loadItem: loadItem.logic, loadReview: loadReview.logic, saveReview: saveReview.logic } }), {
    input,
  }).start();
  return { actor, loadItem, loadReview, saveReview };
}

const good = { rating: 4, review: '  Resepnya jelas.  ' };

describe('review texts are the spec strings (commerce §5, §8 "Reviews") and the contract’s', () => {
  it.each([
    [M.COURSE_SLUG_MISSING, 'Kursus slug tidak ditemukan', api.COURSE_SLUG_MISSING],
    [M.PRODUCT_SLUG_MISSING, 'Produk slug tidak ditemukan', api.PRODUCT_SLUG_MISSING],
    [M.REVIEW_ADDED, 'Review berhasil ditambahkan', api.REVIEW_ADDED],
    [M.REVIEW_UPDATED, 'Review berhasil atau diupdate', api.REVIEW_UPDATED],
  ])('%s', (machineText, spec, contract) => {
    expect(machineText).toBe(spec);
    expect(contract).toBe(spec);
  });
});

describe('reviewFormMachine: adding', () => {
  it('loads the course by slug with the member, then stores the course payload and says so', async () => {
    const { actor, loadItem, saveReview } = start(addCourse);
    expect(actor.getSnapshot().matches('loadingItem')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loadItem.last().input).toEqual({ type: 'lms', slug: 'dessert-box-kekinian-untuk-jualan', userId: 1, priceType: 'b2c', priceTier: 3, warehouseId: 2 });
    loadItem.last().resolve(reviewItem());
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.item?.title).toBe('Dessert Box Kekinian untuk Jualan');
    expect(actor.getSnapshot().context.values).toEqual({ rating: 0, review: '' });

    actor.send({ type: 'review.submit', values: good });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saveReview.last().input).toEqual({
      kind: 'store',
      body: { type: 'lms', product_id: 26, order_id: 102, user_id: 1, rating: 4, review: 'Resepnya jelas.' },
    });
    saveReview.last().resolve(storedReview());
    await flush();
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.notice).toBe('Review berhasil ditambahkan');
    expect(actor.getSnapshot().context.saved?.id).toBe(9);
  });

  it('a product review sends the store payload: price list, warehouse and the rating as text', async () => {
    const { actor, loadItem, saveReview } = start({ ...addProduct, member: { id: 2, type: 'b2b', tier: 1 }, warehouseId: 3 });
    expect(loadItem.last().input).toEqual({ type: 'ecom', slug: 'whipping-cream-cair-uht-1-l', userId: 2, priceType: 'b2b', priceTier: 1, warehouseId: 3 });
    loadItem.last().resolve(reviewItem(27));
    await flush();
    actor.send({ type: 'review.submit', values: { rating: 5, review: 'Mantap' } });
    expect(saveReview.last().input).toEqual({
      kind: 'store',
      body: { type: 'ecom', product_id: 27, order_id: 102, user_id: 2, pricelist_type: 'b2b', pricelist_tier: 1, warehouse_id: 3, rating: '5', review: 'Mantap' },
    });
  });

  it('the store payloads are the contract’s (the gateway parses them with the same schema)', () => {
    for (const input of [addCourse, addProduct]) {
      const body = storePayload(input, reviewItem(), 102, good);
      expect(v.parse(api.ReviewStoreInput, body)).toMatchObject({ type: input.type, product_id: 26, order_id: 102, rating: 4, review: 'Resepnya jelas.' });
    }
  });

  it("a blank slug: 'Kursus slug tidak ditemukan' / 'Produk slug tidak ditemukan', nothing is called", () => {
    const course = start({ ...addCourse, target: { mode: 'add', slug: ' ', orderId: 102 } });
    expect(course.actor.getSnapshot().matches('slugMissing')).toBe(true);
    expect(course.actor.getSnapshot().context.notice).toBe('Kursus slug tidak ditemukan');
    expect(course.loadItem.calls).toHaveLength(0);
    const product = start({ ...addProduct, target: { mode: 'add', slug: '', orderId: 102 } });
    expect(product.actor.getSnapshot().context.notice).toBe('Produk slug tidak ditemukan');
    expect(product.loadItem.calls).toHaveLength(0);
  });

  it('no order id: nothing to review, nothing is called', () => {
    const { actor, loadItem } = start({ ...addCourse, target: { mode: 'add', slug: 'x', orderId: null } });
    expect(actor.getSnapshot().matches('orderMissing')).toBe(true);
    expect(loadItem.calls).toHaveLength(0);
  });

  it('detail 404 → notFound (Error404); another failure or no answer → loadFailed with its code and message (Error500)', async () => {
    const a = start(addCourse);
    a.loadItem.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(a.actor.getSnapshot().matches('notFound')).toBe(true);

    const b = start(addProduct);
    b.loadItem.last().reject(apiError(503, 'Layanan sibuk'));
    await flush();
    expect(b.actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(b.actor.getSnapshot().context.failure).toEqual({ kind: 'server', code: 503, message: 'Layanan sibuk' });

    const c = start(addCourse);
    c.loadItem.last().reject(networkError());
    await flush();
    expect(c.actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(c.actor.getSnapshot().context.failure).toMatchObject({ code: 502, message: 'Pastikan internet anda stabil' });
  });

  it('an incomplete review is not sent', async () => {
    const { actor, loadItem, saveReview } = start(addCourse);
    loadItem.last().resolve(reviewItem());
    await flush();
    for (const values of [{ rating: 0, review: 'isi' }, { rating: 6, review: 'isi' }, { rating: 2.5, review: 'isi' }, { rating: 3, review: '   ' }]) {
      expect(actor.getSnapshot().can({ type: 'review.submit', values })).toBe(false);
      actor.send({ type: 'review.submit', values });
    }
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(saveReview.calls).toHaveLength(0);
  });

  it('a refused store shows the message; dismissing keeps what was typed and allows another try', async () => {
    const { actor, loadItem, saveReview } = start(addCourse);
    loadItem.last().resolve(reviewItem());
    await flush();
    actor.send({ type: 'review.submit', values: good });
    saveReview.last().reject(apiError(409, 'Item ini sudah diulas'));
    await flush();
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context.failure?.message).toBe('Item ini sudah diulas');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(good);
    actor.send({ type: 'review.submit', values: good });
    expect(saveReview.calls).toHaveLength(2);
  });
});

describe('reviewFormMachine: editing', () => {
  it('loads the review, starts from its rating and text, sends the update payload and says so', async () => {
    const { actor, loadReview, saveReview, loadItem } = start(editCourse);
    expect(actor.getSnapshot().matches('loadingReview')).toBe(true);
    expect(loadReview.last().input).toEqual({ type: 'lms', id: 9 });
    loadReview.last().resolve(storedReview());
    await flush();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ rating: 4, review: 'Resepnya jelas dan mudah diikuti.' });
    expect(actor.getSnapshot().context.item).toEqual(reviewItem());
    expect(loadItem.calls).toHaveLength(0);

    actor.send({ type: 'review.submit', values: { rating: 2, review: 'Ternyata agak sulit.' } });
    expect(saveReview.last().input).toEqual({ kind: 'update', body: { user_id: reviewMember.id, rating_id: 9, rating: 2, review: 'Ternyata agak sulit.' } });
    saveReview.last().resolve(storedReview({ rating: 2 }));
    await flush();
    expect(actor.getSnapshot().matches('saved')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Review berhasil atau diupdate');
  });

  it('a fetch failure shows the message; confirming it ends in loadFailed (Error500) with code and message', async () => {
    const { actor, loadReview } = start(editCourse);
    loadReview.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(actor.getSnapshot().matches('fetchFailed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'server', code: 404, message: 'Data tidak ditemukan' });
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().matches('fetchFailed')).toBe(true);
    actor.send({ type: 'error.confirm' });
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.failure?.code).toBe(404);
  });
});

describe('isCompleteReview', () => {
  it('needs 1..5 whole stars and a text that is not blank', () => {
    expect(isCompleteReview({ rating: 1, review: 'a' })).toBe(true);
    expect(isCompleteReview({ rating: 5, review: 'a' })).toBe(true);
    expect(isCompleteReview({ rating: 0, review: 'a' })).toBe(false);
    expect(isCompleteReview({ rating: 3, review: '\n ' })).toBe(false);
  });
});
