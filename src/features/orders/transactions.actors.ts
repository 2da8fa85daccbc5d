/**
 * The real actor of machines/transactions.machine.ts: one page of 'History Pembelian' (commerce §7 "Transaction
 * list": limit 5, status as a JSON list — 1 = all — and no status while an invoice search is active).
 */
import { fromPromise } from 'xstate';
import { statusFilter } from '../../../machines/shared/order-status';
import type { LoadTransactionsInput } from '../../../machines/transactions.machine';
import { getTransactions } from '../../api/order';

export const loadTransactionsFromApi = ({ userId, query }: LoadTransactionsInput) =>
  getTransactions({
    user_id: userId,
    page: query.page,
    invoice: query.invoice || undefined,
    status: query.invoice ? [] : statusFilter(query.status),
  });

export const createTransactionsActors = () => ({
  loadTransactions: fromPromise(({ input }: { input: LoadTransactionsInput }) => loadTransactionsFromApi(input)),
});
