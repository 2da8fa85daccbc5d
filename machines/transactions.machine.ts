/**
 * 'History Pembelian' list (commerce spec §2 "Transactions", §7 "Transaction list", §8 "General", §9 page size 5).
 *
 * The URL is the source of truth for the query (invoice, page, status); the view sends `query.change` whenever
 * the route's search changes and the machine (re)loads that page.
 *
 * - `starting`: the page the server rendered (input `serverList`, decision 099) is shown as it is, without a second
 *   read; otherwise the page loads.
 * - `loading` (tag `busy`): invokes `loadTransactions` with `{ userId, query }` → the list wrapper
 *   `{ count, page, pages, limit, data }`.
 * - `loaded.showing` / `loaded.empty`: rows or 'Data tidak ditemukan'.
 * - A network failure (`kind: 'network'`, 'Pastikan internet anda stabil') goes to `offline`, which offers
 *   `list.retry` ('Coba Lagi'). Any other failure is "only logged and gives an empty list" (commerce §8
 *   "General"), so it lands in `loaded.empty` with the failure kept in context for logging.
 *
 * - Live (issue 21, docs/decisions/068-live-connection.md): `order.pushed` (an order of the member changed: paid in
 *   another tab, moved by the back office, expired) re-reads the page quietly (`refreshing`: the rows stay). While
 *   the connection is down (`live` false, `live.down`) the shown page is re-read every `pollInterval` (30 s) as the
 *   fallback; while it is up nothing polls. {@link shownList} is what the view lists.
 *
 * Actors (placeholders here, injected by the app): `loadTransactions({ userId, query })`.
 */
import { assign, not, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { Order } from '../src/api/order';
import type { Paged } from '../src/api/envelope';

/** The list query as read from the URL. `status` 1 means all (commerce §4 "Status filter"). */
export interface TransactionQuery {
  /** 1-based page. */
  page: number;
  /** 1 (all) or 2..10. */
  status: number;
  /** Invoice search text; '' when not searching. */
  invoice: string;
}

export interface ListFailure {
  code: number;
  message: string;
  kind: string;
}

export interface TransactionsContext {
  userId: number;
  query: TransactionQuery;
  list: Paged<Order> | null;
  failure: ListFailure | null;
  /** The live connection is open: pushes replace polling. */
  live: boolean;
}

export type TransactionsEvent =
  | { type: 'query.change'; query: TransactionQuery }
  | { type: 'list.retry' }
  | { type: 'live.up' }
  | { type: 'live.down' }
  | { type: 'order.pushed'; invoice: string };

export interface TransactionsInput {
  userId: number;
  query: TransactionQuery;
  /** The live connection is open at start. */
  live?: boolean;
  /** The page of `query` the server read and rendered (decision 099); absent in a page rendered by the browser. */
  serverList?: Paged<Order>;
}

export interface LoadTransactionsInput {
  userId: number;
  query: TransactionQuery;
}

const EMPTY: Paged<Order> = { count: 0, page: 1, pages: 0, limit: 5, data: [] };

export const transactionsMachine = setup({
  types: {
    context: {} as TransactionsContext,
    events: {} as TransactionsEvent,
    input: {} as TransactionsInput,
    tags: {} as 'busy',
  },
  actors: {
    loadTransactions: notProvided<Paged<Order>, LoadTransactionsInput>('transactions.loadTransactions'),
  },
  delays: {
    /** Re-read the shown page while the live connection is down, ms. */
    pollInterval: 30_000,
  },
  guards: {
    isLive: ({ context }) => context.live,
    hasServerList: ({ context }) => context.list !== null,
    hasNoRows: ({ context }) => (context.list?.data.length ?? 0) === 0,
    isNetworkFailure: (_, params: { error: unknown }) => toFailure(params.error).kind === 'network',
  },
}).createMachine({
  id: 'transactions',
  description: 'History Pembelian: one page of the member\'s orders for the query in the URL.',
  context: ({ input }) => ({ userId: input.userId, query: input.query, list: input.serverList ?? null, failure: null, live: input.live ?? false }),
  initial: 'starting',
  on: {
    'live.up': { description: 'The live connection opened: pushes replace polling.', actions: assign({ live: true }) },
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'The URL search changed (invoice, status or page): load that page.',
    },
  },
  states: {
    starting: {
      description: 'Which page to show first.',
      always: [
        { guard: 'hasServerList', target: 'loaded', description: 'The server rendered this page with its rows: show it, read nothing again.' },
        { target: 'loading', description: 'Nothing rendered yet: load the page.' },
      ],
    },
    loading: {
      tags: ['busy'],
      description: 'Fetching one page (5 rows) of transactions.',
      invoke: {
        id: 'loadTransactions',
        src: 'loadTransactions',
        input: ({ context }) => ({ userId: context.userId, query: context.query }),
        onDone: {
          target: 'loaded',
          description: 'A page arrived.',
          actions: assign({ list: ({ event }) => event.output, failure: null }),
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: assign({ failure: ({ event }) => toFailure(event.error), list: null }),
            description: 'No answer: show the network message with a retry.',
          },
          {
            target: 'loaded',
            actions: assign({ failure: ({ event }) => toFailure(event.error), list: EMPTY }),
            description: 'Other failures are logged and give an empty list.',
          },
        ],
      },
    },
    loaded: {
      description: 'A page arrived.',
      initial: 'deciding',
      on: {
        'order.pushed': { target: 'refreshing', description: 'An order of the member changed: re-read the page quietly.' },
        'live.down': { target: 'loaded', reenter: true, description: 'The connection dropped: start the fallback polling.', actions: assign({ live: false }) },
      },
      after: {
        pollInterval: { guard: not('isLive'), target: 'refreshing', description: 'No live connection: re-read the page (fallback polling).' },
      },
      states: {
        deciding: {
          description: 'Pick between the rows and the empty text.',
          always: [
            { guard: 'hasNoRows', target: 'empty', description: 'No order on this page.' },
            { target: 'showing', description: 'At least one order.' },
          ],
        },
        showing: { description: 'Order cards and pagination.' },
        empty: { description: "'Data tidak ditemukan'." },
      },
    },
    refreshing: {
      description: 'Re-reading the shown page quietly; its rows stay on screen.',
      invoke: {
        id: 'refreshTransactions',
        src: 'loadTransactions',
        input: ({ context }) => ({ userId: context.userId, query: context.query }),
        onDone: { target: 'loaded', description: 'The page as it is now.', actions: assign({ list: ({ event }) => event.output, failure: null }) },
        onError: { target: 'loaded', description: 'Could not: keep what is shown.' },
      },
    },
    offline: {
      description: "'Pastikan internet anda stabil' with 'Coba Lagi'.",
      on: { 'list.retry': { target: 'loading', description: 'Coba Lagi: load the same page again.' } },
    },
  },
});

/** The page the view lists: while loaded with rows, and while it is re-read quietly. */
export function shownList(snapshot: { matches(value: unknown): boolean; context: TransactionsContext }): Paged<Order> | null {
  if (snapshot.matches({ loaded: 'showing' })) return snapshot.context.list;
  if (snapshot.matches('refreshing') && (snapshot.context.list?.data.length ?? 0) > 0) return snapshot.context.list;
  return null;
}

function toFailure(error: unknown): ListFailure {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown; kind?: unknown };
    return { code: Number(e.code) || 0, message: String(e.message ?? ''), kind: typeof e.kind === 'string' ? e.kind : 'server' };
  }
  return { code: 0, message: String(error), kind: 'server' };
}
