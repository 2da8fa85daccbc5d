/**
 * One tab of 'Kursus Saya' (route CourseMenu, /my-courses): the list it shows for the query in the URL (commerce
 * spec §2 "My Courses", §4 "Tab index by initial type ... Only the list for the tab in the query loads at first.
 * Assessors get the assessor course list.", §7 "My Courses", §8 "My Courses lists", §9 page sizes).
 *
 * The page runs one of these per shown tab (only the tab in the query exists, so only its list loads). The URL holds
 * the query (`q`, `page`, `status`); the view sends `query.change` when it changes.
 *
 * - `starting`: the page the server rendered (input `serverList`, decision 099) is shown as it is, without a second
 *   read; otherwise the page loads.
 * - `loading` (tag `busy`): invokes `loadList({ userId, source, query })`. `source` is {@link listSourceOf} of the
 *   tab and the member's role: the learner's courses, the assessor's assigned courses, the subscription's courses,
 *   the claimed vouchers or the certificates (5 per page, vouchers 10; the actor knows the calls).
 * - `loaded.showing` / `loaded.empty`: rows, or 'Data tidak ditemukan' with a refresh button (the gateway answers
 *   an empty list as a success).
 * - Failures (commerce §8 "My Courses lists"; an empty list is shown in every case):
 *   - code 404 → `failed.notFound`: the empty text 'Data tidak ditemukan', no alert;
 *   - the message 'Pastikan internet anda stabil' (network) → `failed.offline`: that message is the empty text;
 *   - anything else → `failed.alerting` (tag `blocking`): an alert with the message and 'Coba Lagi' that an
 *     outside click cannot dismiss, over the empty text 'Data tidak ditemukan'. Confirming reloads: the spec
 *     reloads the page, this SPA reloads the list, which is what the page reload achieved (decision 031).
 * - `list.retry` (the empty state's refresh button, 'Coba Lagi') and `list.reload` (after a rename, or when the
 *   start flow's alert is confirmed) load the same query again.
 *
 * Actors (placeholders here, injected by src/features/my-courses/my-courses.actors.ts): `loadList`.
 */
import { assign, setup } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { Certificate } from '../src/api/certificate';
import type { EnrolledCourse } from '../src/api/my-course';
import type { VoucherItem } from '../src/api/my-voucher';
import { NETWORK_MESSAGE } from './messages';
import { toFailure, type Failure } from './shared/failure';
import { listSourceOf, type MyCoursesSource, type MyCoursesTab } from './shared/my-courses-tabs';
import { notProvided } from './shared/not-provided';

/** The query of a tab from the URL. */
export interface MyCoursesQuery {
  /** 1-based page. */
  page: number;
  /** The tab's search text ('Cari Kursus', 'Cari Kursus Voucher', 'Cari Kursus Sertifikat'), '' when none. */
  q: string;
  /** Progress filter passed through to the gateway ('progress', 'finished'), '' for all. */
  status: string;
}

/** One loaded page of a tab, tagged with what its rows are. */
export type MyCoursesList =
  | { kind: 'courses'; page: Paged<EnrolledCourse> }
  | { kind: 'vouchers'; page: Paged<VoucherItem> }
  | { kind: 'certificates'; page: Paged<Certificate> };

export interface MyCoursesInput {
  userId: number;
  tab: MyCoursesTab;
  /** Roles 'assesor' (53) or 'assesor live' (54). */
  assessor: boolean;
  query: MyCoursesQuery;
  /** The page of `query` the server read and rendered (decision 099); absent in a page rendered by the browser. */
  serverList?: MyCoursesList;
}

export interface LoadListInput {
  userId: number;
  source: MyCoursesSource;
  query: MyCoursesQuery;
}

export interface MyCoursesContext {
  userId: number;
  source: MyCoursesSource;
  query: MyCoursesQuery;
  list: MyCoursesList | null;
  failure: Failure | null;
}

export type MyCoursesEvent = { type: 'query.change'; query: MyCoursesQuery } | { type: 'list.retry' } | { type: 'list.reload' };

/** Rows on the loaded page (0 when nothing is loaded). */
export const rowCount = (list: MyCoursesList | null) => list?.page.data.length ?? 0;

export const myCoursesMachine = setup({
  types: {
    context: {} as MyCoursesContext,
    events: {} as MyCoursesEvent,
    input: {} as MyCoursesInput,
    tags: {} as 'busy' | 'blocking',
  },
  actors: {
    loadList: notProvided<MyCoursesList, LoadListInput>('myCourses.loadList'),
  },
  guards: {
    hasServerList: ({ context }) => context.list !== null,
    hasNoRows: ({ context }) => rowCount(context.list) === 0,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    isNetworkFailure: (_, params: { error: unknown }) => {
      const f = toFailure(params.error);
      return f.kind === 'network' || f.message === NETWORK_MESSAGE;
    },
  },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error), list: null })),
  },
}).createMachine({
  id: 'myCourses',
  description: "Kursus Saya, one tab: a page of the member's courses, subscription courses, vouchers or certificates for the query in the URL.",
  context: ({ input }) => ({ userId: input.userId, source: listSourceOf(input.tab, input.assessor), query: input.query, list: input.serverList ?? null, failure: null }),
  initial: 'starting',
  on: {
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'A new search, page or status in the URL: load it.',
    },
    'list.reload': {
      target: '.loading',
      reenter: true,
      description: 'Something changed the rows (a rename) or the start alert was confirmed: load the same page again.',
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
      description: 'Fetching one page of the tab (skeleton cards).',
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ userId: context.userId, source: context.source, query: context.query }),
        onDone: { target: 'loaded', description: 'A page arrived.', actions: assign({ list: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.notFound',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: "404: the empty text 'Data tidak ditemukan', no alert.",
          },
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'failed.offline',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: "'Pastikan internet anda stabil' is the empty text.",
          },
          {
            target: 'failed.alerting',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            description: "Any other message: an alert with 'Coba Lagi'.",
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
            { guard: 'hasNoRows', target: 'empty', description: 'Nothing on this page.' },
            { target: 'showing', description: 'At least one row.' },
          ],
        },
        showing: { description: 'The cards, and paging when pages > 1.' },
        empty: {
          description: "'Data tidak ditemukan' (the subscription tab: not found or expired, 'Beli Sekarang') with a refresh button.",
          on: { 'list.retry': { target: '#myCourses.loading', description: 'Refresh the list.' } },
        },
      },
    },
    failed: {
      description: 'The list failed; an empty list is shown.',
      on: { 'list.retry': { target: 'loading', description: 'Coba Lagi / refresh: load again.' } },
      initial: 'notFound',
      states: {
        notFound: { description: "404: 'Data tidak ditemukan'." },
        offline: { description: "'Pastikan internet anda stabil' as the empty text, with 'Coba Lagi'." },
        alerting: { tags: ['blocking'], description: "An alert with the message and 'Coba Lagi'; an outside click does not close it." },
      },
    },
  },
});

export type MyCoursesMachine = typeof myCoursesMachine;
