/**
 * My Events and tickets (commerce spec §2 "Events", §6 "Event ... calls are scoped by the member's user_id",
 * §7 "Events and help"). Paths and shapes: src/api/event.ts.
 *
 * Order of My Events: events not yet finished first, the soonest start first; then finished events, the most
 * recent first (a member looks for the next event, then the history).
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, eventTickets, users } from '../db/schema';
import type { EventTicket, MyEvent } from '../../api/event';
import type { Paged } from '../../api/envelope';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/envelope';
import { likePattern, pageOf } from './catalogue';

type EventRow = typeof events.$inferSelect;
type TicketRow = typeof eventTickets.$inferSelect;

/** upcoming / ongoing / finished at `now`. */
export function eventStatus(e: { start_at: Date; end_at: Date }, now: Date): MyEvent['event_status'] {
  if (now < e.start_at) return 'upcoming';
  if (now < e.end_at) return 'ongoing';
  return 'finished';
}

function toWire(t: TicketRow, e: EventRow, now: Date): MyEvent {
  return {
    ticket_id: t.id,
    ticket_code: t.code,
    ticket_type: t.ticket_type,
    event_id: e.id,
    slug: e.slug,
    title: e.title,
    banner: e.banner,
    event_type: e.event_type,
    location: e.location,
    organizer: e.organizer,
    start_at: e.start_at.toISOString(),
    end_at: e.end_at.toISOString(),
    event_status: eventStatus(e, now),
  };
}

/** GET lms/events/my_event: the member's tickets with their events, searched by title or location, paged. */
export async function listMyEvents(db: Db, userId: number, o: { limit: number; page: number; q?: string }, now: Date): Promise<Paged<MyEvent>> {
  const where: SQL[] = [eq(eventTickets.user_id, userId), eq(events.status, 'active')];
  const q = o.q?.trim();
  if (q) where.push(or(ilike(events.title, likePattern(q)), ilike(events.location, likePattern(q)))!);
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(eventTickets).innerJoin(events, eq(events.id, eventTickets.event_id)).where(filter);
  const finished = sql`(${events.end_at} <= ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ t: eventTickets, e: events })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.event_id))
    .where(filter)
    .orderBy(
      asc(finished),
      sql`case when ${finished} then -extract(epoch from ${events.start_at}) else extract(epoch from ${events.start_at}) end`,
      asc(eventTickets.id),
    )
    .limit(o.limit)
    .offset((o.page - 1) * o.limit);
  return pageOf(
    rows.map(({ t, e }) => toWire(t, e, now)),
    Number(total?.n ?? 0),
    o.page,
    o.limit,
  );
}

/** GET lms/events/ticket/{id}: one of the member's tickets. @throws HttpError 404 for anyone else's or an unknown id. */
export async function getEventTicket(db: Db, userId: number, ticketId: number, now: Date): Promise<EventTicket> {
  const [row] = await db
    .select({ t: eventTickets, e: events, email: users.email })
    .from(eventTickets)
    .innerJoin(events, eq(events.id, eventTickets.event_id))
    .innerJoin(users, eq(users.id, eventTickets.user_id))
    .where(and(eq(eventTickets.id, ticketId), eq(eventTickets.user_id, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return {
    ...toWire(row.t, row.e, now),
    holder_name: row.t.holder_name,
    holder_email: row.email,
    price: row.t.price,
    description: row.e.description,
    qr_value: row.t.code,
    issued_at: row.t.created_at.toISOString(),
  };
}
