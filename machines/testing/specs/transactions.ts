/** Model spec of machines/transactions.machine.ts ('History Pembelian'): a query change, a retry, and every answer of its loader. */
import { transactionsMachine } from '../../transactions.machine';
import type { ModelSpec } from '../model';
import { page, failures, listProject } from './paged-list';

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
