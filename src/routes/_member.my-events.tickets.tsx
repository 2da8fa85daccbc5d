/**
 * /my-events/tickets?id= — EventTicketMenu (commerce spec §2 "Events"; portal route table: login required). `id`
 * is the ticket id (0 when missing or malformed: 'Data tidak ditemukan').
 */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { EventTicketPage } from '../features/events/event-ticket-page';
import { PageNumber } from './-search';

/** The URL query of the ticket page: `id`, the ticket id. */
export const TicketSearch = v.object({ id: v.fallback(v.optional(PageNumber, 0), 0) });

export const Route = createFileRoute('/_member/my-events/tickets')({
  // Rendered in the browser under the server's layout (decisions 081, 099).
  ssr: 'data-only',
  validateSearch: TicketSearch,
  component: TicketRoute,
});

function TicketRoute() {
  const { member } = Route.useRouteContext();
  const { id } = Route.useSearch();
  return <EventTicketPage key={id} ticketId={id} userId={member.id} />;
}
