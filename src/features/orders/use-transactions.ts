/**
 * View model of 'History Pembelian' (commerce spec §2 "Transactions"): runs {@link transactionsMachine} with the
 * real actor of transactions.actors.ts (provided once) and follows the URL query.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useQuerySync } from '../../flows/use-query-sync';
import { shownList, transactionsMachine, type TransactionQuery } from '../../../machines/transactions.machine';
import { OFFLINE_FEED, type LiveFeed } from '../../flows/live/live-feed';
import { useLiveForward } from '../../flows/live/use-live-forward';
import { useServerSeed } from '../../flows/remote/use-server-seed';
import { createTransactionsActors, loadTransactionsFromApi } from './transactions.actors';

/** The machine with its actors (tests pass fakes). */
export type TransactionsLogic = typeof transactionsMachine;

export function useTransactions(userId: number, query: TransactionQuery, logic?: TransactionsLogic, live: LiveFeed = OFFLINE_FEED) {
  const [machine] = useState(() => logic ?? transactionsMachine.provide({ actors: createTransactionsActors() }));
  // The page the server rendered (decision 099): the machine starts with it and reads nothing again.
  const seeded = useServerSeed(`transactions:${userId}:${query.page}:${query.status}:${query.invoice}`, () => loadTransactionsFromApi({ userId, query }));
  const actor = useFlowActor(machine, { input: { userId, query, live: live.isLive(), serverList: seeded?.data } });
  // An order of the member changed (issue 21): re-read the page; polling only while the connection is down.
  useLiveForward(live, actor, (m) => (m.type === 'order' ? { type: 'order.pushed' as const, invoice: m.invoice } : null));
  useQuerySync(actor, query);

  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const offline = useSelector(actor, (s) => s.matches('offline'));
  const empty = useSelector(actor, (s) => s.matches({ loaded: 'empty' }));
  const list = useSelector(actor, shownList);
  const failureMessage = useSelector(actor, (s) => s.context.failure?.message ?? null);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'list.retry' }));
  return { loading, offline, empty, list, failureMessage, canRetry, retry: () => actor.send({ type: 'list.retry' }) };
}
