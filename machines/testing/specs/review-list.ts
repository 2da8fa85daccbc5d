/** Model spec of machines/review-list.machine.ts (ReviewMenu): a tab/page change, the failure dialog's confirm, and every answer of its loader. */
import { reviewListMachine } from '../../review-list.machine';
import type { ModelSpec } from '../model';
import { failures, listProject, page } from './paged-list';

export const reviewListSpec: ModelSpec = {
  name: 'reviewList',
  machine: reviewListMachine,
  input: { query: { type: 'lms', page: 1 } },
  userEvents: [{ type: 'query.change', query: { type: 'ecom', page: 2 } }, { type: 'error.confirm' }],
  busyEvents: ['query.change'],
  outputs: { loadReviews: [page(2), page(0)] },
  // 404 (an empty list), network and another failure (the dialog, then Error500).
  errors: { loadReviews: failures },
  abstract: (s) => (s.context as { query: { page: number } }).query.page,
  project: listProject,
  promiseActors: ['loadReviews'],
};
