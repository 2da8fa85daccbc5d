/**
 * EventMenu 'Event Saya' (/my-events; commerce spec §2 "Events": search box, 5 per page, pagination; §7 "Event
 * list: GET with user_id, limit 5, q, page"; §8 "Event list errors show a dialog unless the code is 404"; §8
 * "General": empty lists show 'Data tidak ditemukan'; §9 events 5).
 *
 * The URL is the source of truth for the query (`q`, `page`); the view sends `query.change` whenever the route's
 * search changes and the machine (re)loads that page for the member.
 *
 * - `loading` (tag `busy`): `loadEvents({ userId, q, page })` → the list wrapper (5 per page).
 * - `loaded.showing` / `loaded.empty`: event cards with pagination, or 'Data tidak ditemukan'.
 * - A 404 answer is an empty list without a dialog; any other failure opens `failed`: the dialog with the message
 *   ('Pastikan internet anda stabil' for no answer), 'Coba Lagi' (`list.retry`) or 'Tutup' (`failure.dismiss`,
 *   leaving the empty list).
 *
 * Actors (placeholders; the app injects them): `loadEvents`.
 */
import { assign, setup } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { MyEvent } from '../src/api/event';
import { toFailure, type Failure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** The query as read from the URL. */
export interface EventListQuery {
  q: string;
  /** 1-based page. */
  page: number;
}

export interface EventListContext {
  userId: number;
  query: EventListQuery;
  list: Paged<MyEvent> | null;
  failure: Failure | null;
}

export type EventListEvent = { type: 'query.change'; query: EventListQuery } | { type: 'list.retry' } | { type: 'failure.dismiss' };

const EMPTY: Paged<MyEvent> = { count: 0, page: 1, pages: 0, limit: 5, data: [] };

export const eventListMachine = setup({
  types: {
    context: {} as EventListContext,
    events: {} as EventListEvent,
    input: {} as { userId: number; query: EventListQuery },
    tags: {} as 'busy',
  },
  actors: {
    loadEvents: notProvided<Paged<MyEvent>, { user_id: number; q: string; page: number }>('eventList.loadEvents'),
  },
  guards: {
    hasNoRows: ({ context }) => (context.list?.data.length ?? 0) === 0,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
  },
}).createMachine({
  id: 'eventList',
  description: "Event Saya: one page (5) of the member's event tickets for the search in the URL.",
  context: ({ input }) => ({ userId: input.userId, query: input.query, list: null, failure: null }),
  initial: 'loading',
  on: {
    'query.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
      description: 'The URL search changed (search text or page): load that page.',
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      description: 'Fetching one page of events (skeleton cards).',
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        input: ({ context }) => ({ user_id: context.userId, q: context.query.q, page: context.query.page }),
        onDone: { target: 'loaded', actions: assign({ list: ({ event }) => event.output, failure: null }), description: 'A page arrived.' },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'loaded',
            actions: assign({ list: EMPTY, failure: null }),
            description: "404: 'Data tidak ditemukan', no dialog.",
          },
          {
            target: 'failed',
            actions: assign({ list: EMPTY, failure: ({ event }) => toFailure(event.error) }),
            description: 'Any other failure: the dialog with the message.',
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
            { guard: 'hasNoRows', target: 'empty', description: 'No event on this page.' },
            { target: 'showing', description: 'At least one event.' },
          ],
        },
        showing: { description: 'Event cards and pagination.' },
        empty: { description: "'Data tidak ditemukan'." },
      },
    },
    failed: {
      description: "The dialog with the message, 'Coba Lagi' and 'Tutup'.",
      on: {
        'list.retry': { target: 'loading', actions: assign({ failure: null }), description: "'Coba Lagi': load the same page again." },
        'failure.dismiss': { target: 'loaded', actions: assign({ failure: null }), description: "'Tutup': the empty list stays." },
      },
    },
  },
});

export type EventListMachine = typeof eventListMachine;
