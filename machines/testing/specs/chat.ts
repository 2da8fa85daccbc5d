/**
 * Model spec of machines/chat.machine.ts (the support chat widget): the panel opened, closed, failing to load;
 * messages sent, refused or lost and retried (by hand or when the connection returns); replies pushed while open or
 * closed; the connection going and coming.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { chatMachine, type ChatContext } from '../../chat.machine';
import type { ChatMessage, ChatThread } from '../../../src/api/chat';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

const msg = (id: number, sender: 'member' | 'staff', clientId = `c-${id}`): ChatMessage => ({
  id,
  sender,
  body: sender === 'staff' ? 'Kami cek dulu ya' : 'Halo',
  client_id: clientId,
  created_at: '2026-11-27T07:00:00.000Z',
});
const thread = (messages: ChatMessage[], unread: number): ChatThread => ({ messages, unread });

export const chatSpec: ModelSpec = {
  name: 'chat',
  machine: chatMachine,
  input: undefined,
  userEvents: [
    { type: 'chat.open' },
    { type: 'chat.close' },
    { type: 'chat.send', body: 'Halo', clientId: 'c-new' },
    { type: 'chat.send', body: '   ', clientId: 'c-blank' },
    { type: 'chat.retry' },
    { type: 'live.up' },
    { type: 'live.down' },
    { type: 'live.chat', message: msg(2, 'staff'), unread: 1 },
    { type: 'live.chat', message: msg(3, 'member', 'c-new'), unread: 0 },
  ],
  busyEvents: ['live.chat', 'live.up', 'live.down', 'chat.close'],
  outputs: {
    loadUnread: [thread([msg(1, 'member')], 0)],
    loadThread: [thread([msg(1, 'member'), msg(2, 'staff')], 1)],
    refreshThread: [thread([msg(1, 'member'), msg(2, 'staff')], 1)],
    sendMessage: [msg(3, 'member', 'c-new')],
    markRead: [0],
  },
  errors: {
    loadUnread: [networkError()],
    loadThread: [apiError(500)],
    refreshThread: [networkError()],
    sendMessage: [networkError()],
    markRead: [apiError(500)],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as ChatContext;
    return { n: c.messages.length, out: c.outbox.map((o) => o.status), unread: c.unread };
  },
  project: (s: AnyMachineSnapshot) => s.context,
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as ChatContext;
    const ids = c.messages.map((m) => m.id);
    if (new Set(ids).size !== ids.length) return 'a stored message shows once';
    if (ids.some((id, i) => i > 0 && id < ids[i - 1]!)) return 'messages in stored order';
    if (c.outbox.some((o) => c.messages.some((m) => m.client_id === o.clientId))) return "a message is either 'terkirim' or waiting, never both";
    if (s.hasTag('failed') !== c.outbox.some((o) => o.status === 'failed')) return 'failed exactly when a waiting message failed';
    if (s.hasTag('sending') && c.outbox.length === 0) return 'sending needs a waiting message';
    if (c.outbox.some((o) => o.body.trim() === '')) return 'no blank message is queued';
    return null;
  },
  // Two waiting messages show the queue; more add states, not behaviour.
  allow: (s, e) => !(e.type === 'chat.send' && (s.context as ChatContext).outbox.length > 1),
  promiseActors: ['loadThread', 'sendMessage', 'markRead'],
};
