/**
 * My Events and event tickets (commerce spec §2 "Events", §6 "Event ... calls are scoped by the member's
 * user_id", §7 "Events and help", §8 "Events", §9 "events 5").
 *
 * Paths (not shown in the spec: chosen here; both for members only, `user_id` must be the signed-in member,
 * else 403):
 * - GET `lms/events/my_event?user_id=&limit=5&q=&page=` → the list wrapper of {@link MyEvent}: the member's
 *   tickets with their events, the soonest upcoming first, then past events (newest first). `q` searches the
 *   event title and location. An empty result is a 200 with `count` 0 (the SPA shows 'Data tidak ditemukan');
 *   the SPA's "dialog unless 404" rule still holds for a real back end that answers 404 there.
 * - GET `lms/events/ticket/{ticketId}?user_id=` → {@link EventTicket} (the page `/my-events/tickets?id=`);
 *   404 'Data tidak ditemukan' for a ticket of another member or an unknown id.
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, PositiveInt } from './envelope';
import { cappedText } from './limits';

/** Page size of My Events (commerce spec §9). */
export const EVENT_PAGE_SIZE = 5;

export const MyEventQuery = v.object({
  user_id: PositiveInt,
  limit: v.optional(v.pipe(IntParam, v.minValue(1, 'limit minimal 1'), v.maxValue(100, 'limit maksimal 100')), EVENT_PAGE_SIZE),
  page: v.optional(v.pipe(IntParam, v.minValue(1, 'page minimal 1')), 1),
  q: v.optional(cappedText('query')),
});
export type MyEventQuery = v.InferInput<typeof MyEventQuery>;

/** One row of My Events: the event and the member's ticket. Times ISO 8601. */
export const MyEvent = v.object({
  ticket_id: v.number(),
  ticket_code: v.string(),
  ticket_type: v.string(),
  event_id: v.number(),
  slug: v.string(),
  title: v.string(),
  banner: v.string(),
  /** 'online' | 'offline'. */
  event_type: v.string(),
  location: v.string(),
  organizer: v.string(),
  start_at: v.string(),
  end_at: v.string(),
  /** 'upcoming' (not yet started), 'ongoing' or 'finished', computed at request time. */
  event_status: v.picklist(['upcoming', 'ongoing', 'finished']),
});
export type MyEvent = v.InferOutput<typeof MyEvent>;
export const MyEventList = paged(MyEvent);

export const EventTicketQuery = v.object({ user_id: PositiveInt });

/** A ticket with everything the ticket page shows. `qr_value` is what the QR code encodes; price in rupiah. */
export const EventTicket = v.object({
  ...MyEvent.entries,
  holder_name: v.string(),
  holder_email: v.string(),
  price: v.number(),
  /** HTML description of the event. */
  description: v.string(),
  qr_value: v.string(),
  issued_at: v.string(),
});
export type EventTicket = v.InferOutput<typeof EventTicket>;

/** GET lms/events/my_event (page size 5). */
export const getMyEvents = (q: { user_id: number; page: number; q?: string }) =>
  call('get', 'lms/events/my_event', MyEventList, { searchParams: { ...q, limit: EVENT_PAGE_SIZE } });
/** GET lms/events/ticket/{ticketId}. @throws ApiError 404. */
export const getEventTicket = (ticketId: number, userId: number) =>
  call('get', `lms/events/ticket/${ticketId}`, EventTicket, { searchParams: { user_id: userId } });
