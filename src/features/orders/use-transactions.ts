/**
 * View model of 'History Pembelian' (commerce spec §2 "Transactions"): runs {@link transactionsMachine} with the
 * real `loadTransactions` actor (src/api/order.ts getTransactions) and follows the URL query.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { getTransactions } from '../../api/order';
import { statusFilter } from '../../../machines/shared/order-status';
import { transactionsMachine, type LoadTransactionsInput, type TransactionQuery } from '../../../machines/transactions.machine';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/**
 * The request for one list query: page size 5 (in getTransactions), status as a JSON list (1 = all), and no
 * status while an invoice search is active (the status options are hidden then).
 */
export const loadTransactionsFromApi = ({ userId, query }: LoadTransactionsInput) =>
  getTransactions({
    user_id: userId,
    page: query.page,
    invoice: query.invoice || undefined,
    status: query.invoice ? [] : statusFilter(query.status),
  });

/** The machine wired to the gateway. Tests pass their own `.provide`d logic instead. */
export const transactionsLogic = transactionsMachine.provide({
  actors: { loadTransactions: fromPromise(({ input }: { input: LoadTransactionsInput }) => loadTransactionsFromApi(input)) },
});

export function useTransactions(userId: number, query: TransactionQuery, logic: typeof transactionsLogic = transactionsLogic) {
  const actor = useActorRef(logic, { input: { userId, query }, inspect });
  const key = `${query.page}|${query.status}|${query.invoice}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    actor.send({ type: 'query.change', query });
    // `key` captures the query's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const offline = useSelector(actor, (s) => s.matches('offline'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null));
  const failureMessage = useSelector(actor, (s) => s.context.failure?.message ?? null);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'list.retry' }));
  return { loading, offline, empty, list, failureMessage, canRetry, retry: () => actor.send({ type: 'list.retry' }) };
}
