/**
 * Model specs of the paged list machines: 'Kode Promo' (promo-list), PromoDetailMenu (promo-detail), 'Kursus Saya'
 * course tab (my-courses) and 'History Pembelian' (transactions). Each: a query change, a retry, and every answer
 * of its loader (rows, no rows, 404, network, another failure).
 */
import type { AnyMachineSnapshot } from 'xstate';
import { myCoursesMachine } from '../../my-courses.machine';
import { promoDetailMachine } from '../../promo-detail.machine';
import { promoListMachine } from '../../promo-list.machine';
import { transactionsMachine } from '../../transactions.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

const page = (rows: number) => ({ count: rows, page: 1, pages: rows ? 1 : 0, limit: 10, data: Array.from({ length: rows }, (_, i) => ({ id: i + 1 })) });
const failures = [apiError(404, 'Data tidak ditemukan'), networkError(), apiError(500, 'Gagal')];
const listProject = (s: AnyMachineSnapshot) => {
  const c = s.context as { query: unknown; list: { data: unknown[] } | null; failure: unknown };
  return { query: c.query, rows: c.list?.data.length ?? null, failure: c.failure };
};

export const promoListSpec: ModelSpec = {
  name: 'promoList',
  machine: promoListMachine,
  input: { query: { q: '', page: 1 } },
  userEvents: [{ type: 'query.change', query: { q: 'HEMAT', page: 2 } }, { type: 'list.retry' }],
  busyEvents: ['query.change'],
  outputs: { loadPromos: [page(2), page(0)] },
  errors: { loadPromos: failures },
  abstract: (s) => (s.context as { query: { page: number } }).query.page,
  project: listProject,
  promiseActors: ['loadPromos'],
};

export const transactionsSpec: ModelSpec = {
  name: 'transactions',
  machine: transactionsMachine,
  input: { userId: 7, query: { invoice: '', page: 1, status: 1 } },
  userEvents: [{ type: 'query.change', query: { invoice: 'INV-1', page: 1, status: 3 } }, { type: 'list.retry' }],
  busyEvents: ['query.change'],
  outputs: { loadTransactions: [page(2), page(0)] },
  errors: { loadTransactions: failures },
  abstract: (s) => (s.context as { query: { invoice: string } }).query.invoice,
  project: listProject,
  promiseActors: ['loadTransactions'],
};

export const myCoursesSpec: ModelSpec = {
  name: 'myCourses',
  machine: myCoursesMachine,
  input: { userId: 7, query: { q: '', page: 1 } },
  userEvents: [{ type: 'query.change', query: { q: 'roti', page: 1 } }, { type: 'list.retry' }],
  busyEvents: ['query.change'],
  outputs: { loadCourses: [page(2), page(0)] },
  errors: { loadCourses: [...failures, apiError(500, 'Pastikan internet anda stabil')] },
  abstract: (s) => (s.context as { query: { q: string } }).query.q,
  project: listProject,
  promiseActors: ['loadCourses'],
};

const detail = (courses: number) => ({
  promo: { promo_code: 'HEMAT50' },
  course: page(courses),
  count: courses,
  pages: courses ? 1 : 0,
  page: 1,
  limit: 10,
});

export const promoDetailSpec: ModelSpec = {
  name: 'promoDetail',
  machine: promoDetailMachine,
  input: { code: 'HEMAT50', query: { search: '', page: 1 } },
  userEvents: [{ type: 'query.change', query: { search: 'roti', page: 1 } }, { type: 'detail.retry' }],
  busyEvents: ['query.change'],
  outputs: { loadDetail: [detail(2), detail(0)] },
  errors: { loadDetail: failures },
  abstract: (s) => (s.context as { query: { search: string } }).query.search,
  project: (s) => {
    const c = s.context as { query: unknown; detail: { course: { data: unknown[] } } | null; failure: unknown };
    return { query: c.query, courses: c.detail?.course.data.length ?? null, failure: c.failure };
  },
  promiseActors: ['loadDetail'],
};
