/** The real actors of machines/event-list.machine.ts and machines/event-ticket.machine.ts (src/api/event.ts). */
import { fromPromise } from 'xstate';
import type { Paged } from '../../api/envelope';
import { getEventTicket, getMyEvents, type EventTicket, type MyEvent } from '../../api/event';

export const createEventListActors = () => ({
  loadEvents: fromPromise<Paged<MyEvent>, { user_id: number; q: string; page: number }>(({ input }) =>
    getMyEvents({ user_id: input.user_id, page: input.page, q: input.q || undefined }),
  ),
});

export const createEventTicketActors = () => ({
  loadTicket: fromPromise<EventTicket, { ticketId: number; userId: number }>(({ input }) => getEventTicket(input.ticketId, input.userId)),
});
