import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChatMessage } from '../src/api/chat';
import { chatMachine, lastStaffId, mergeMessages } from './chat.machine';
import { controllable, flush, networkError } from './testing/fixtures';

const msg = (id: number, sender: 'member' | 'staff', clientId = `c-${id}`, body = 'Halo'): ChatMessage => ({
  id,
  sender,
  body,
  client_id: clientId,
  created_at: '2026-11-27T07:00:00.000Z',
});

function harness() {
  const loadThread = controllable<{ messages: ChatMessage[]; unread: number }, Record<string, never>>();
  const sendMessage = controllable<ChatMessage, { body: string; clientId: string }>();
  const markRead = controllable<number, { lastId: number }>();
  const actor = createActor(
    chatMachine.provide({ actors: { loadThread: loadThread.logic, sendMessage: sendMessage.logic, markRead: markRead.logic } }),
  ).start();
  return { actor, loadThread, sendMessage, markRead, ctx: () => actor.getSnapshot().context };
}

describe('chat (issue 21 point 2: closed, opening, open, sending, failed-with-retry, offline)', () => {
  it('reads the unread count for the button, opens, marks the staff messages read', async () => {
    const h = harness();
    h.loadThread.last().resolve({ messages: [msg(1, 'member'), msg(2, 'staff')], unread: 1 });
    await flush();
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    expect(h.ctx().unread).toBe(1);
    h.actor.send({ type: 'chat.open' });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    h.loadThread.last().resolve({ messages: [msg(1, 'member'), msg(2, 'staff')], unread: 1 });
    await flush();
    expect(h.markRead.last().input).toEqual({ lastId: 2 });
    h.markRead.last().resolve(0);
    await flush();
    expect(h.ctx().unread).toBe(0);
    expect(h.actor.getSnapshot().matches({ panel: { open: 'showing' } })).toBe(true);
  });

  it("a message is 'terkirim' only when stored; a lost send keeps it, marked failed, and 'Coba Lagi' sends the same client id", async () => {
    const h = harness();
    h.loadThread.last().reject(networkError());
    await flush();
    h.actor.send({ type: 'chat.send', body: '  Halo kak  ', clientId: 'client-1' });
    h.actor.send({ type: 'chat.send', body: 'Pesanan saya?', clientId: 'client-2' });
    expect(h.ctx().outbox).toEqual([
      { clientId: 'client-1', body: 'Halo kak', status: 'sending' },
      { clientId: 'client-2', body: 'Pesanan saya?', status: 'sending' },
    ]);
    expect(h.sendMessage.last().input).toEqual({ body: 'Halo kak', clientId: 'client-1' });
    h.sendMessage.last().reject(networkError());
    await flush();
    expect(h.actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(h.ctx().outbox[0]).toMatchObject({ clientId: 'client-1', status: 'failed' });
    expect(h.ctx().messages).toEqual([]);
    h.actor.send({ type: 'chat.retry' });
    expect(h.sendMessage.last().input).toEqual({ body: 'Halo kak', clientId: 'client-1' });
    h.sendMessage.last().resolve(msg(10, 'member', 'client-1', 'Halo kak'));
    await flush();
    expect(h.ctx().messages.map((m) => m.id)).toEqual([10]);
    expect(h.sendMessage.last().input).toEqual({ body: 'Pesanan saya?', clientId: 'client-2' });
    h.sendMessage.last().resolve(msg(11, 'member', 'client-2', 'Pesanan saya?'));
    await flush();
    expect(h.ctx().outbox).toEqual([]);
    expect(h.actor.getSnapshot().matches({ delivery: 'idle' })).toBe(true);
  });

  it('a failed send goes out again by itself when the connection comes back', async () => {
    const h = harness();
    h.loadThread.last().resolve({ messages: [], unread: 0 });
    await flush();
    h.actor.send({ type: 'live.up' });
    h.actor.send({ type: 'chat.send', body: 'Halo', clientId: 'client-9' });
    h.sendMessage.last().reject(networkError());
    await flush();
    h.actor.send({ type: 'live.down' });
    expect(h.actor.getSnapshot().hasTag('offline')).toBe(true);
    h.actor.send({ type: 'live.up' });
    expect(h.actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(h.sendMessage.last().input.clientId).toBe('client-9');
  });

  it('blank messages are not queued', () => {
    const h = harness();
    h.actor.send({ type: 'chat.send', body: '   ', clientId: 'client-x' });
    expect(h.ctx().outbox).toEqual([]);
  });

  it('a pushed reply counts as unread while closed, and is marked read at once while open; the same message shows once', async () => {
    const h = harness();
    h.loadThread.last().resolve({ messages: [msg(1, 'member')], unread: 0 });
    await flush();
    h.actor.send({ type: 'live.chat', message: msg(2, 'staff'), unread: 1 });
    h.actor.send({ type: 'live.chat', message: msg(2, 'staff'), unread: 1 });
    expect(h.ctx().messages.map((m) => m.id)).toEqual([1, 2]);
    expect(h.ctx().unread).toBe(1);
    h.actor.send({ type: 'chat.open' });
    h.loadThread.last().resolve({ messages: [msg(1, 'member'), msg(2, 'staff')], unread: 1 });
    await flush();
    h.markRead.last().resolve(0);
    await flush();
    h.actor.send({ type: 'live.chat', message: msg(3, 'staff'), unread: 1 });
    expect(h.markRead.last().input).toEqual({ lastId: 3 });
  });

  it('merges by id in stored order and names the newest staff message', () => {
    expect(mergeMessages([msg(3, 'member'), msg(1, 'staff')], [msg(2, 'staff'), msg(3, 'member')]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(lastStaffId([msg(1, 'staff'), msg(2, 'member')])).toBe(1);
    expect(lastStaffId([])).toBe(0);
  });
});
