/**
 * Member event routes under /api/lms/events (commerce spec §2 "Events", §7 "Events and help"; paths chosen here,
 * src/api/event.ts): GET my_event and GET ticket/{id}. `user_id` must be the signed-in member (403 otherwise).
 */
import { Hono } from 'hono';
import { EventTicketQuery, MyEventQuery } from '../../api/event';
import { ok } from '../http/envelope';
import { readIdParam, readQuery } from '../http/validate';
import { requireAuth, sameUser } from '../http/auth';
import type { AppEnv } from '../http/context';
import { getEventTicket, listMyEvents } from '../services/events';

/** Routes under /api/lms/events. */
export function eventRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);

  r.get('/my_event', async (c) => {
    const q = readQuery(c, MyEventQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await listMyEvents(db, user.id, q, now()));
  });

  r.get('/ticket/:id', async (c) => {
    const id = readIdParam(c);
    const q = readQuery(c, EventTicketQuery);
    const user = sameUser(c, q.user_id);
    const { db, now } = c.var.deps;
    return ok(c, await getEventTicket(db, user.id, id, now()));
  });

  return r;
}
