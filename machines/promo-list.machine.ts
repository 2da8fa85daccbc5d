/**
 * 'Kode Promo' list (commerce spec §2 "Promo", §7 "My promos", §8 "General", §9 promo page 10).
 *
 * The URL is the source of truth for the query (`q` code search, `page`); the view sends `query.change` whenever
 * the route's search changes and the machine (re)loads that page.
 *
 * - `loading` (tag `busy`): invokes `loadPromos` with the query → the list wrapper `{ count, page, pages, limit,
 *   data }` of promos (10 per page).
 * - `loaded.showing` / `loaded.empty`: promo cards or 'Data tidak ditemukan'.
 * - A network failure (`kind: 'network'`, 'Pastikan internet anda stabil') goes to `offline` with `list.retry`
 *   ('Coba Lagi'). Any other failure is "only logged and gives an empty list" (commerce §8 "General"): it lands
 *   in `loaded.empty` with the failure kept in context.
 *
 * Actors (placeholders here, injected by the app): `loadPromos(query)`.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { Paged } from '../src/api/envelope';
import type { Promo } from '../src/api/promo';

/** The Kode Promo query as read from the URL. */
export interface PromoListQuery {
  /** Code search text; '' when not searching. */
  q: string;
  /** 1-based page. */
  page: number;
}

export interface PromoListFailure {
  code: number;
  message: string;
  kind: string;
}

export interface PromoListContext {
  query: PromoListQuery;
  list: Paged<Promo> | null;
  failure: PromoListFailure | null;
}

export type PromoListEvent = { type: 'query.change'; query: PromoListQuery } | { type: 'list.retry' };

const EMPTY: Paged<Promo> = { count: 0, page: 1, pages: 0, limit: 10, data: [] };

/** Read `{ code, message, kind }` from an ApiError-like value (kind 'server' when unknown). */
export function toListFailure(error: unknown): PromoListFailure {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown; kind?: unknown };
    return { code: Number(e.code) || 0, message: String(e.message ?? ''), kind: typeof e.kind === 'string' ? e.kind : 'server' };
  }
  return { code: 0, message: String(error), kind: 'server' };
}

/** Whether an actor's error is a network failure (ApiError kind 'network'). */
export const isNetworkError = (error: unknown) => !!error && typeof error === 'object' && (error as { kind?: unknown }).kind === 'network';

export const promoListMachine = setup({
  types: {
    context: {} as PromoListContext,
    events: {} as PromoListEvent,
    input: {} as { query: PromoListQuery },
    tags: {} as 'busy',
  },
  actors: {
    loadPromos: notProvided<Paged<Promo>, PromoListQuery>('promoList.loadPromos'),
  },
  guards: {
    hasNoRows: ({ context }) => (context.list?.data.length ?? 0) === 0,
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkError(params.error),
  },
}).createMachine({
  id: 'promoList',
  description: "Kode Promo: one page (10) of the member's usable promos for the query in the URL.",
  context: ({ input }) => ({ query: input.query, list: null, failure: null }),
  initial: 'loading',
  on: {
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'The URL search changed (code search or page): load that page.',
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: 'Fetching one page of promos (skeleton cards).',
      invoke: {
        id: 'loadPromos',
        src: 'loadPromos',
        input: ({ context }) => context.query,
        onDone: {
          target: 'loaded',
          actions: assign({ list: ({ event }) => event.output, failure: null }),
          description: 'A page arrived.',
        },
        onError: [
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: assign({ failure: ({ event }) => toListFailure(event.error), list: null }),
            description: 'No answer: show the network message with a retry.',
          },
          {
            target: 'loaded',
            actions: assign({ failure: ({ event }) => toListFailure(event.error), list: EMPTY }),
            description: 'Other failures are logged and give an empty list.',
          },
        ],
      },
    },
    loaded: {
      description: 'A page is shown.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Pick between the cards and the empty text.',
          always: [
            { guard: 'hasNoRows', target: 'empty', description: 'No promo on this page.' },
            { target: 'showing', description: 'At least one promo.' },
          ],
        },
        showing: { description: 'Promo cards and pagination.' },
        empty: { description: "'Data tidak ditemukan'." },
      },
    },
    offline: {
      description: "'Pastikan internet anda stabil' with 'Coba Lagi'.",
      on: { 'list.retry': { target: 'loading', description: 'Coba Lagi: load the same page again.' } },
    },
  },
});
