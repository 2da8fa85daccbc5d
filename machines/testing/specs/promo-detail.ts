/** Model spec of machines/promo-detail.machine.ts (PromoDetailMenu): a query change, a retry, and every answer of its loader. */
import { promoDetailMachine } from '../../promo-detail.machine';
import type { ModelSpec } from '../model';
import { failures, page } from './paged-list';

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
