/**
 * View model of 'History Pembelian' (commerce spec §2 "Transactions"): runs {@link transactionsMachine} with the
 * real actor of transactions.actors.ts (provided once) and follows the URL query.
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { shownList, transactionsMachine, type TransactionQuery } from '../../../machines/transactions.machine';
import { OFFLINE_FEED, type LiveFeed } from '../../flows/live/live-feed';
import { useLiveForward } from '../../flows/live/use-live-forward';
import { createTransactionsActors } from './transactions.actors';

/** The machine with its actors (tests pass fakes). */
export type TransactionsLogic = typeof transactionsMachine;

export function useTransactions(userId: number, query: TransactionQuery, logic?: TransactionsLogic, live: LiveFeed = OFFLINE_FEED) {
  const [machine] = useState(() => logic ?? transactionsMachine.provide({ actors: createTransactionsActors() }));
  const actor = useFlowActor(machine, { input: { userId, query, live: live.isLive() } });
  // An order of the member changed (issue 21): re-read the page; polling only while the connection is down.
  useLiveForward(live, actor, (m) => (m.type === 'order' ? { type: 'order.pushed' as const, invoice: m.invoice } : null));
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
  const list = useSelector(actor, shownList);
  const failureMessage = useSelector(actor, (s) => s.context.failure?.message ?? null);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'list.retry' }));
  return { loading, offline, empty, list, failureMessage, canRetry, retry: () => actor.send({ type: 'list.retry' }) };
}
