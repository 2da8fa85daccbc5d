/**
 * EventTicketMenu — the ticket page `/my-events/tickets?id=` (commerce spec §2 "Events": ticket detail with QR
 * code, detail, share and download modals; §8 "Events", "General").
 *
 * - `loading` (tags `loading`, `busy`): `loadTicket({ ticketId, userId })` → the ticket (event, holder, price,
 *   HTML description, `qr_value`).
 * - `ready`: the ticket with its QR code; `modal.open` opens one of the three modals (`detail`, `share`,
 *   `download`), `modal.close` closes it (substates `closed`, `detail`, `share`, `download`).
 * - `notFound`: 404 (another member's ticket, an unknown id, no id): 'Data tidak ditemukan'.
 * - `failed`: any other failure, with the message and 'Coba Lagi' (`ticket.retry`).
 *
 * Actors (placeholders; the app injects them): `loadTicket`.
 */
import { assign, setup } from 'xstate';
import type { EventTicket } from '../src/api/event';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

export type TicketModal = 'detail' | 'share' | 'download';

export interface EventTicketContext {
  ticketId: number;
  userId: number;
  ticket: EventTicket | null;
  failure: string | null;
}

export type EventTicketEvent = { type: 'modal.open'; modal: TicketModal } | { type: 'modal.close' } | { type: 'ticket.retry' };

export const eventTicketMachine = setup({
  types: {
    context: {} as EventTicketContext,
    events: {} as EventTicketEvent,
    input: {} as { ticketId: number; userId: number },
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadTicket: notProvided<EventTicket, { ticketId: number; userId: number }>('eventTicket.loadTicket'),
  },
  guards: {
    hasId: ({ context }) => context.ticketId > 0,
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).code === 404,
    isModal: (_, params: { modal: TicketModal; is: TicketModal }) => params.modal === params.is,
  },
}).createMachine({
  id: 'eventTicket',
  description: 'An event ticket: QR code, detail, share and download modals.',
  context: ({ input }) => ({ ticketId: input.ticketId, userId: input.userId, ticket: null, failure: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Is there a ticket id in the link?',
      always: [
        { guard: 'hasId', target: 'loading', description: 'An id: read the ticket.' },
        { target: 'notFound', description: "No id: 'Data tidak ditemukan'." },
      ],
    },
    loading: {
      tags: ['loading', 'busy'],
      description: 'Reading the ticket (skeleton).',
      invoke: {
        id: 'loadTicket',
        src: 'loadTicket',
        input: ({ context }) => ({ ticketId: context.ticketId, userId: context.userId }),
        onDone: { target: 'ready', actions: assign({ ticket: ({ event }) => event.output, failure: null }), description: 'The ticket arrived.' },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            description: "404: 'Data tidak ditemukan'.",
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => toFailure(event.error).message }),
            description: 'Any other failure: the message with a retry.',
          },
        ],
      },
    },
    ready: {
      description: 'The ticket with its QR code.',
      initial: 'closed',
      on: {
        'modal.open': [
          { guard: { type: 'isModal', params: ({ event }) => ({ modal: event.modal, is: 'detail' }) }, target: '.detail', description: "'Detail': the event's full description." },
          { guard: { type: 'isModal', params: ({ event }) => ({ modal: event.modal, is: 'share' }) }, target: '.share', description: "'Bagikan': share or copy the event link." },
          { target: '.download', description: "'Unduh': save the ticket's QR code as an image." },
        ],
        'modal.close': { target: '.closed', description: 'The modal is closed.' },
      },
      states: {
        closed: { description: 'No modal.' },
        detail: { description: 'The detail modal.' },
        share: { description: 'The share modal.' },
        download: { description: 'The download modal.' },
      },
    },
    notFound: { type: 'final', description: "'Data tidak ditemukan' with a link back to the events." },
    failed: {
      description: "The message with 'Coba Lagi'.",
      on: { 'ticket.retry': { target: 'loading', description: "'Coba Lagi': read the ticket again." } },
    },
  },
});

export type EventTicketMachine = typeof eventTicketMachine;
