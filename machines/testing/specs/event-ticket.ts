/** Model spec of machines/event-ticket.machine.ts: the ticket (found, 404, failed and retried) and its three modals. */
import type { AnyMachineSnapshot } from 'xstate';
import { eventTicketMachine, type EventTicketContext } from '../../event-ticket.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const sampleTicket = {
  ticket_id: 3, ticket_code: 'TIX-0003', ticket_type: 'Reguler', event_id: 2, slug: 'kelas-roti', title: 'Kelas Roti Sobek', banner: '',
  event_type: 'offline', location: 'Bandung', organizer: 'Dapur Kursus', start_at: '2026-12-01T03:00:00.000Z', end_at: '2026-12-01T05:00:00.000Z',
  event_status: 'upcoming' as const, holder_name: 'Sari', holder_email: 'anggota@demo.test', price: 50_000, description: '<p>Praktik langsung</p>',
  qr_value: 'DK-TIX-0003', issued_at: '2026-11-01T03:00:00.000Z',
};

export const eventTicketSpec: ModelSpec = {
  name: 'eventTicket',
  machine: eventTicketMachine,
  input: { ticketId: 3, userId: 11 },
  moreInputs: [{ ticketId: 0, userId: 11 }],
  userEvents: [
    { type: 'modal.open', modal: 'detail' },
    { type: 'modal.open', modal: 'share' },
    { type: 'modal.open', modal: 'download' },
    { type: 'modal.close' },
    { type: 'ticket.retry' },
  ],
  outputs: { loadTicket: [sampleTicket] },
  errors: { loadTicket: [apiError(404, 'Data tidak ditemukan'), networkError()] },
  abstract: (s: AnyMachineSnapshot) => (s.context as EventTicketContext).ticketId,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as EventTicketContext;
    return { ticket: c.ticket?.ticket_id ?? null, failure: c.failure };
  },
  promiseActors: ['loadTicket'],
};
