/**
 * Model spec of machines/wishlist.machine.ts: both tabs' pages (and an empty one), every load answer, the
 * 'Lihat Harga' modal, deleting a row or another warehouse (confirm, cancel, fail, 'Tutup'), and adding a course.
 * The add-to-cart child is a silent stand-in (its own spec covers it); its stop/failure is delivered as the runtime
 * would.
 */
import type { AnyMachineSnapshot } from 'xstate';
import type { WishlistContext } from '../../wishlist.machine';
import { wishlistMachine } from '../../wishlist.machine';
import { apiError, member, networkError } from '../fixtures';
import type { ModelSpec } from '../model';
import { WH_GONE, WH_JKT, wishlistCourse, wishlistEntry, wishlistPage, wishlistProduct } from '../wishlist-fixtures';

const coursePage = wishlistPage([wishlistCourse(1, 51), wishlistCourse(2, 54)], 2);
const storePage = wishlistPage([wishlistProduct(8, 23, [wishlistEntry(10, 23, WH_JKT, 188_700), wishlistEntry(12, 23, WH_GONE, 0)])]);

export const wishlistSpec: ModelSpec = {
  name: 'wishlist',
  machine: wishlistMachine,
  input: { member, query: { tab: 'course', q: '', page: 1 } },
  userEvents: [
    { type: 'query.change', query: { tab: 'store', q: '', page: 1 } },
    { type: 'list.retry' },
    { type: 'prices.open', id: 8 },
    { type: 'prices.close' },
    { type: 'item.delete', id: 1 },
    { type: 'item.delete', id: 10 },
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    { type: 'deleted.close' },
    { type: 'course.addToCart', courseId: 51 },
  ],
  busyEvents: ['query.change'],
  outputs: { loadList: [coursePage, storePage, wishlistPage([])], deleteItem: [null] },
  errors: { loadList: [apiError(500, 'Gagal'), networkError()], deleteItem: [apiError(404, 'Data tidak ditemukan')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as WishlistContext;
    return [c.list?.data[0]?.id ?? null, c.failure !== null, c.pricesFor, c.pending, c.canAddToCart];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as WishlistContext;
    return {
      query: c.query,
      rows: c.list?.data.map((r) => r.id) ?? null,
      failure: c.failure,
      pricesFor: c.pricesFor,
      pending: c.pending,
      deleteFailure: c.deleteFailure?.code ?? null,
      canAddToCart: c.canAddToCart,
    };
  },
  promiseActors: ['loadList', 'deleteItem'],
  callbackActors: ['addToCart'],
};
