import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { EventTicket } from '../src/api/event';
import { eventTicketMachine } from './event-ticket.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';
import { sampleTicket } from './testing/specs/event-ticket';

function start(ticketId = 3) {
  const load = controllable<EventTicket, { ticketId: number; userId: number }>();
  const actor = createActor(eventTicketMachine.provide({ actors: { loadTicket: load.logic } }), { input: { ticketId, userId: 11 } }).start();
  return { actor, load };
}

describe('eventTicketMachine', () => {
  it("reads the member's ticket and opens the detail, share and download modals one at a time", async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(load.last().input).toEqual({ ticketId: 3, userId: 11 });
    load.last().resolve(sampleTicket);
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.ticket?.qr_value).toBe('DK-TIX-0003');
    for (const modal of ['detail', 'share', 'download'] as const) {
      actor.send({ type: 'modal.open', modal });
      expect(actor.getSnapshot().matches({ ready: modal })).toBe(true);
    }
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true);
  });

  it("no id or a 404 is 'Data tidak ditemukan'", async () => {
    const none = start(0);
    expect(none.actor.getSnapshot().value).toBe('notFound');
    expect(none.load.calls).toHaveLength(0);
    const other = start(99);
    other.load.last().reject(apiError(404, 'Data tidak ditemukan'));
    await flush();
    expect(other.actor.getSnapshot().value).toBe('notFound');
  });

  it('another failure shows its message and can be retried', async () => {
    const { actor, load } = start();
    load.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'ticket.retry' });
    expect(load.calls).toHaveLength(2);
  });
});
