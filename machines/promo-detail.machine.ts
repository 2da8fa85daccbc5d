/**
 * PromoDetailMenu (commerce spec §2 "Promo", §3 "Promo detail response", §7 "Detail", §8 "Promo check" 404).
 *
 * One call answers both the promo and a page of its courses; the view sends `query.change` when the course
 * search (run on Enter) or the page changes. The promo stays in context while the next course page loads, so
 * the header, countdown and terms do not flicker.
 *
 * - `loading` (tag `busy`): invokes `loadDetail({ code, query })` → `{ promo, course, count, pages, page, limit }`.
 * - `loaded.showing` / `loaded.empty`: courses or 'Data tidak ditemukan' (no active course matches).
 * - `notFound`: the gateway answered 404 ('Promo tidak ditemukan'): final for this code.
 * - `offline`: 'Pastikan internet anda stabil' with `detail.retry`.
 * - `failed`: any other failure, with the server message and `detail.retry`.
 *
 * The expiry countdown is not here: it only needs the end date and a clock, which the view injects.
 * Actors (placeholders here, injected by the app): `loadDetail({ code, query })`.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { PromoDetail } from '../src/api/promo';
import { isNetworkError, toListFailure, type PromoListFailure } from './promo-list.machine';

/** The course query of the detail page (URL search). */
export interface PromoDetailQuery {
  /** Course title search; '' when not searching. */
  search: string;
  /** 1-based course page. */
  page: number;
}

export interface LoadPromoDetailInput {
  code: string;
  query: PromoDetailQuery;
}

export interface PromoDetailContext {
  code: string;
  query: PromoDetailQuery;
  detail: PromoDetail | null;
  failure: PromoListFailure | null;
}

export type PromoDetailEvent = { type: 'query.change'; query: PromoDetailQuery } | { type: 'detail.retry' };

export const promoDetailMachine = setup({
  types: {
    context: {} as PromoDetailContext,
    events: {} as PromoDetailEvent,
    input: {} as { code: string; query: PromoDetailQuery },
    tags: {} as 'busy',
  },
  actors: {
    loadDetail: notProvided<PromoDetail, LoadPromoDetailInput>('promoDetail.loadDetail'),
  },
  guards: {
    hasNoCourses: ({ context }) => (context.detail?.course.data.length ?? 0) === 0,
    isNetworkFailure: (_, params: { error: unknown }) => isNetworkError(params.error),
    isPromoMissing: (_, params: { error: unknown }) => {
      const f = toListFailure(params.error);
      return f.code === 404 && f.kind !== 'network';
    },
  },
  actions: {
    storeQuery: assign({ query: (_, params: { query: PromoDetailQuery }) => params.query }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toListFailure(params.error) }),
  },
}).createMachine({
  id: 'promoDetail',
  description: 'PromoDetailMenu: one promo with a searchable, paged list of the active courses it covers.',
  context: ({ input }) => ({ code: input.code, query: input.query, detail: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      description: 'Fetching the promo and one page of its courses.',
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ code: context.code, query: context.query }),
        onDone: {
          target: 'loaded',
          actions: assign({ detail: ({ event }) => event.output, failure: null }),
          description: 'The promo and a course page arrived.',
        },
        onError: [
          {
            guard: { type: 'isPromoMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, assign({ detail: null })],
            description: "404 'Promo tidak ditemukan'.",
          },
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'No answer: the network message with a retry.',
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Any other failure: the server message with a retry.',
          },
        ],
      },
      on: {
        'query.change': {
          target: 'loading',
          reenter: true,
          actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) },
          description: 'A newer query replaces the one in flight.',
        },
      },
    },
    loaded: {
      description: 'The promo is shown with a course page.',
      initial: 'deciding',
      on: {
        'query.change': {
          target: 'loading',
          actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) },
          description: 'Search (Enter) or another page: load that course page; the promo stays on screen.',
        },
      },
      states: {
        deciding: {
          description: 'Pick between the courses and the empty text.',
          always: [
            { guard: 'hasNoCourses', target: 'empty', description: 'No active course matches.' },
            { target: 'showing', description: 'At least one course.' },
          ],
        },
        showing: { description: 'Course cards with price, discount percent and struck-out price; pagination.' },
        empty: { description: "'Data tidak ditemukan' under the promo." },
      },
    },
    notFound: {
      type: 'final',
      description: "The code does not exist (or is switched off): 'Promo tidak ditemukan'.",
    },
    offline: {
      description: "'Pastikan internet anda stabil' with 'Coba Lagi'.",
      on: {
        'detail.retry': { target: 'loading', description: 'Coba Lagi.' },
        'query.change': { target: 'loading', actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) }, description: 'A new query also retries.' },
      },
    },
    failed: {
      description: 'The server message with a retry.',
      on: {
        'detail.retry': { target: 'loading', description: 'Coba Lagi.' },
        'query.change': { target: 'loading', actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) }, description: 'A new query also retries.' },
      },
    },
  },
});
