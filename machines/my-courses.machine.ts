/**
 * 'Kursus Saya', course tab list (commerce spec §2 "My Courses", §7 "My Courses", §8 "My Courses lists",
 * §9 page size 5).
 *
 * The URL holds the query (q, page); the view sends `query.change` when it changes.
 *
 * - `loading` (tag `busy`): invokes `loadCourses({ userId, query })` → `{ count, page, pages, limit, data }`.
 * - `loaded.showing` / `loaded.empty`.
 * - Failures (commerce §8 "My Courses lists"; an empty list is shown in every case):
 *   - code 404 → `failed.notFound`: the empty text 'Data tidak ditemukan', no alert;
 *   - the network message 'Pastikan internet anda stabil' → `failed.offline`: that message as the empty text;
 *   - anything else → `failed.alerting`: an alert with the message and 'Coba Lagi' that cannot be dismissed by an
 *     outside click. Confirming reloads. The spec reloads the page; this SPA reloads the list, which is what the
 *     page reload achieved.
 * - `list.retry` reloads the same query (the empty state's refresh button, the alert's 'Coba Lagi').
 *
 * Actors (placeholders here, injected by the app): `loadCourses({ userId, query })`.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import type { EnrolledCourse } from '../src/api/my-course';
import type { Paged } from '../src/api/envelope';

/** The course-tab query from the URL. */
export interface MyCoursesQuery {
  /** 1-based page. */
  page: number;
  /** 'Cari Kursus' text, '' when none. */
  q: string;
}

export interface MyCoursesFailure {
  code: number;
  message: string;
  kind: string;
}

export interface MyCoursesContext {
  userId: number;
  query: MyCoursesQuery;
  list: Paged<EnrolledCourse> | null;
  failure: MyCoursesFailure | null;
}

export type MyCoursesEvent = { type: 'query.change'; query: MyCoursesQuery } | { type: 'list.retry' };

export interface LoadCoursesInput {
  userId: number;
  query: MyCoursesQuery;
}

/** The text the spec maps network failures to (commerce §8, portal §8). */
export const NETWORK_FAILURE_TEXT = 'Pastikan internet anda stabil';

const errorOf = (error: unknown): MyCoursesFailure => {
  if (error && typeof error === 'object') {
    const e = error as { code?: unknown; message?: unknown; kind?: unknown };
    return { code: Number(e.code) || 0, message: String(e.message ?? ''), kind: typeof e.kind === 'string' ? e.kind : 'server' };
  }
  return { code: 0, message: String(error), kind: 'server' };
};

export const myCoursesMachine = setup({
  types: {
    context: {} as MyCoursesContext,
    events: {} as MyCoursesEvent,
    input: {} as { userId: number; query: MyCoursesQuery },
    tags: {} as 'busy' | 'blocking',
  },
  actors: {
    loadCourses: notProvided<Paged<EnrolledCourse>, LoadCoursesInput>('myCourses.loadCourses'),
  },
  guards: {
    hasNoRows: ({ context }) => (context.list?.data.length ?? 0) === 0,
    isNotFound: (_, params: { error: unknown }) => errorOf(params.error).code === 404,
    isNetworkFailure: (_, params: { error: unknown }) => {
      const f = errorOf(params.error);
      return f.kind === 'network' || f.message === NETWORK_FAILURE_TEXT;
    },
  },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: errorOf(params.error), list: null })),
  },
}).createMachine({
  id: 'myCourses',
  description: "Kursus Saya, course tab: one page (5) of the member's enrolled courses for the query in the URL.",
  context: ({ input }) => ({ userId: input.userId, query: input.query, list: null, failure: null }),
  initial: 'loading',
  on: {
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'A new search or page in the URL: load it.',
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: 'Fetching enrolled courses.',
      invoke: {
        id: 'loadCourses',
        src: 'loadCourses',
        input: ({ context }) => ({ userId: context.userId, query: context.query }),
        onDone: { target: 'loaded', description: 'A page arrived.', actions: assign({ list: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.notFound',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: '404: empty text only.',
          },
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.offline',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Network: the network message is the empty text.',
          },
          {
            target: 'failed.alerting',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'Any other message: an alert with Coba Lagi.',
          },
        ],
      },
    },
    loaded: {
      description: 'A page arrived.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Rows or the empty state.',
          always: [
            { guard: 'hasNoRows', target: 'empty', description: 'No course on this page.' },
            { target: 'showing', description: 'At least one course.' },
          ],
        },
        showing: { description: 'Course cards, and paging when pages > 1.' },
        empty: {
          description: "'Data tidak ditemukan' with a refresh button.",
          on: { 'list.retry': { target: '#myCourses.loading', description: 'Refresh the list.' } },
        },
      },
    },
    failed: {
      description: 'The list failed; an empty list is shown.',
      on: { 'list.retry': { target: 'loading', description: 'Coba Lagi / refresh: load again.' } },
      initial: 'notFound',
      states: {
        notFound: { description: "'Data tidak ditemukan'." },
        offline: { description: "'Pastikan internet anda stabil' as the empty text." },
        alerting: { tags: ['blocking'], description: "An alert with the message and 'Coba Lagi'; outside click is blocked." },
      },
    },
  },
});
