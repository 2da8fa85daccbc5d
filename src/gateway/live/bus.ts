/**
 * The live bus (issue 21 point 1, docs/decisions/068-live-connection.md): what one gateway process tells every
 * process — itself included — through PostgreSQL `NOTIFY` on {@link LIVE_CHANNEL}, so a payment settled on one
 * process reaches a tab connected to another. PGlite (one process) runs the same SQL in-process.
 *
 * Two writers: the triggers of migrations 0006 and 0009 (an order's status or virtual account, a stored chat message; at
 * commit, whoever wrote it) and {@link publish} (a member's cart changed, with the tab that changed it). Payloads
 * are small JSON ({@link BusEvent}); PostgreSQL's limit is 8000 bytes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The NOTIFY channel every gateway process LISTENs on. */
export const LIVE_CHANNEL = 'dapur_live';

/** What travels on the bus (short keys: every NOTIFY carries it). */
export type BusEvent =
  /** An order of member `u` (invoice `i`) now has status `s`. */
  | { k: 'order'; u: number; i: string; s: number }
  /** Member `u`'s cart changed, through the connection `o` (that tab is not told). */
  | { k: 'cart'; u: number; o?: string }
  /** Chat message `m` of conversation `c` was stored. */
  | { k: 'chat'; c: number; m: number }
  /**
   * A session of member `u` ended or changed, or the member's row or roles changed (triggers of migration 0009):
   * every process forgets the member's cached sessions (http/session-cache.ts, decision 078). No socket is told.
   */
  | { k: 'session'; u: number };

/** Tell every process. Resolves once PostgreSQL took the NOTIFY (delivered at the caller's commit). */
export async function publish(db: Db, event: BusEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** Read a NOTIFY payload; `null` for anything that is not a {@link BusEvent}. */
export function parseBusEvent(payload: string): BusEvent | null {
  let e: unknown;
  try {
    e = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!e || typeof e !== 'object') return null;
  const o = e as Record<string, unknown>;
  if (o.k === 'order' && isInt(o.u) && typeof o.i === 'string' && isInt(o.s)) return { k: 'order', u: o.u, i: o.i, s: o.s };
  if (o.k === 'cart' && isInt(o.u)) return { k: 'cart', u: o.u, ...(typeof o.o === 'string' ? { o: o.o } : {}) };
  if (o.k === 'chat' && isInt(o.c) && isInt(o.m)) return { k: 'chat', c: o.c, m: o.m };
  if (o.k === 'session' && isInt(o.u)) return { k: 'session', u: o.u };
  return null;
}
