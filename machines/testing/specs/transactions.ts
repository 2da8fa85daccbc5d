/**
 * Model spec of machines/transactions.machine.ts ('History Pembelian'): a query change, a retry, every answer of its
 * loader, and the live connection (pushes re-read the page; polling only while it is down, issue 21).
 */
import { transactionsMachine, type TransactionsContext } from '../../transactions.machine';
import type { ModelSpec } from '../model';
import { page, failures, listProject } from './paged-list';

export const transactionsSpec: ModelSpec = {
  name: 'transactions',
  machine: transactionsMachine,
  input: { userId: 7, query: { invoice: '', page: 1, status: 1 } },
  moreInputs: [
    { userId: 7, query: { invoice: '', page: 1, status: 1 }, live: true },
    // The page the server rendered (decision 099): shown without a read.
    { userId: 7, query: { invoice: '', page: 1, status: 1 }, serverList: page(2) },
  ],
  userEvents: [
    { type: 'query.change', query: { invoice: 'INV-1', page: 1, status: 3 } },
    { type: 'list.retry' },
    { type: 'live.up' },
    { type: 'live.down' },
    { type: 'order.pushed', invoice: 'INV-1' },
  ],
  busyEvents: ['query.change', 'live.up', 'live.down'],
  outputs: { loadTransactions: [page(2), page(0)], refreshTransactions: [page(2)] },
  errors: { loadTransactions: failures, refreshTransactions: [failures[0]] },
  abstract: (s) => {
    const c = s.context as TransactionsContext;
    return [c.query.invoice, c.live];
  },
  project: (s) => ({ list: listProject(s), live: (s.context as TransactionsContext).live }),
  invariant: (s) => {
    const c = s.context as TransactionsContext;
    if (s.matches('refreshing') && c.list === null) return 'a quiet re-read only of a shown page';
    return null;
  },
  promiseActors: ['loadTransactions'],
};
