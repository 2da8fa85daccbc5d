/** Model spec of machines/promo-list.machine.ts ('Kode Promo'): a query change, a retry, and every answer of its loader. */
import { promoListMachine } from '../../promo-list.machine';
import type { ModelSpec } from '../model';
import { page, failures, listProject } from './paged-list';

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
