/**
 * The support chat widget (issue 21 point 2; portal spec §7 "Other": "A chat widget and a real-time socket service
 * are loaded"; docs/decisions/069-support-chat.md). Three regions side by side:
 *
 * - `panel`: `starting` (reads the thread once for the unread count) → `closed` ⇄ `opening` [`loading`] → `open`
 *   [`open`] (`marking` read → `showing`; `refreshing` after the connection came back) | `unavailable` (the thread
 *   could not be read: 'Coba Lagi').
 * - `delivery`: `idle` → `sending` [`sending`] → `idle`, or `failed` [`failed`] (failed-with-retry: `chat.retry`, or
 *   by itself when the connection comes back). Messages wait in `outbox` in order; each keeps its `clientId`, so a
 *   retry after the connection dropped mid-send never stores it twice. A message is 'terkirim' only once the
 *   gateway answered the stored row (it then moves from `outbox` to `messages`).
 * - `link`: `offline` [`offline`] until the live feed says `live.up` (it says so at once when the connection is
 *   open), then `online`; `live.down` → `offline`.
 *
 * Pushed messages (`live.chat`, from the socket: the member's own from another tab, or the staff's reply) join
 * `messages` once (by id) with the gateway's unread count; while the panel is open they are marked read.
 *
 * Actors: `loadThread` (→ ChatThread), `sendMessage` ({ body, clientId } → ChatMessage), `markRead`
 * ({ lastId } → unread count).
 */
import { assign, not, setup } from 'xstate';
import { notProvided } from './shared/not-provided';
import { toFailure } from './shared/failure';
import type { ChatMessage, ChatThread } from '../src/api/chat';

/** A message not yet stored by the gateway. */
export interface OutboxEntry {
  clientId: string;
  body: string;
  /** 'sending' while it waits or is in flight, 'failed' after a refused or lost send. */
  status: 'sending' | 'failed';
}

export interface ChatContext {
  /** Stored messages, oldest first. */
  messages: ChatMessage[];
  outbox: OutboxEntry[];
  /** Staff messages the member has not read. */
  unread: number;
  /** Why the last send or load failed (shown with 'Coba Lagi'). */
  error: string | null;
}

/** Events the view and the live feed send. */
export type ChatEvent =
  | { type: 'chat.open' }
  | { type: 'chat.close' }
  | { type: 'chat.send'; body: string; clientId: string }
  | { type: 'chat.retry' }
  | { type: 'live.up' }
  | { type: 'live.down' }
  | { type: 'live.chat'; message: ChatMessage; unread: number };

export interface SendMessageInput {
  body: string;
  clientId: string;
}

/** Add messages by id (a push and the send's answer may bring the same one), keeping id order. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest staff message's id, 0 when none (what "read up to" sends). */
export function lastStaffId(messages: readonly ChatMessage[]): number {
  return messages.reduce((max, m) => (m.sender === 'staff' && m.id > max ? m.id : max), 0);
}

const storeThread = (thread: ChatThread) => ({ messages: thread.messages, unread: thread.unread, error: null });

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as 'loading' | 'open' | 'sending' | 'failed' | 'offline',
  },
  actors: {
    loadThread: notProvided<ChatThread, Record<string, never>>('chat.loadThread'),
    sendMessage: notProvided<ChatMessage, SendMessageInput>('chat.sendMessage'),
    markRead: notProvided<number, { lastId: number }>('chat.markRead'),
  },
  guards: {
    hasOutbox: ({ context }) => context.outbox.length > 0,
    isStaffMessage: (_, params: { message: ChatMessage }) => params.message.sender === 'staff',
    hasText: (_, params: { body: string }) => params.body.trim().length > 0,
  },
  actions: {
    enqueue: assign({
      outbox: ({ context }, params: { body: string; clientId: string }) => [...context.outbox, { clientId: params.clientId, body: params.body.trim(), status: 'sending' as const }],
    }),
    receive: assign(({ context }, params: { message: ChatMessage; unread: number }) => ({
      messages: mergeMessages(context.messages, [params.message]),
      outbox: context.outbox.filter((o) => o.clientId !== params.message.client_id),
      unread: params.unread,
    })),
  },
}).createMachine({
  id: 'chat',
  description: 'The support chat widget: the panel, the sending of messages, and the live link, side by side.',
  type: 'parallel',
  context: { messages: [], outbox: [], unread: 0, error: null },
  on: {
    'live.chat': {
      description: 'A message was stored (the staff replied, or this member wrote from another tab): show it once.',
      actions: { type: 'receive', params: ({ event }) => ({ message: event.message, unread: event.unread }) },
    },
  },
  states: {
    panel: {
      description: 'The floating button and the chat panel.',
      initial: 'starting',
      states: {
        starting: {
          description: 'Read the thread once, for the unread count on the button.',
          invoke: {
            id: 'loadUnread',
            src: 'loadThread',
            input: () => ({}),
            onDone: { target: 'closed', description: 'Known.', actions: assign(({ event }) => storeThread(event.output)) },
            onError: { target: 'closed', description: 'Unknown: the button shows no count.' },
          },
        },
        closed: {
          description: 'Only the button shows (with the unread count).',
          on: { 'chat.open': { target: 'opening', description: 'The member opened the chat.' } },
        },
        opening: {
          description: 'Reading the conversation.',
          tags: ['loading'],
          on: { 'chat.close': { target: 'closed', description: 'Closed before it loaded.' } },
          invoke: {
            id: 'loadThread',
            src: 'loadThread',
            input: () => ({}),
            onDone: { target: 'open', description: 'The conversation is shown.', actions: assign(({ context, event }) => ({ ...storeThread(event.output), messages: mergeMessages(context.messages, event.output.messages) })) },
            onError: { target: 'unavailable', description: 'Could not read it: say so, with a retry.', actions: assign({ error: ({ event }) => toFailure(event.error).message }) },
          },
        },
        unavailable: {
          description: "The conversation could not be read: the message with 'Coba Lagi'.",
          on: {
            'chat.retry': { target: 'opening', description: 'Try again.' },
            'chat.close': { target: 'closed', description: 'Close the panel.' },
          },
        },
        open: {
          description: 'The panel is open: messages, the composer and the send states.',
          tags: ['open'],
          initial: 'marking',
          on: { 'chat.close': { target: 'closed', description: 'The member closed the chat (Escape or ×).' } },
          states: {
            marking: {
              description: 'Tell the gateway the member read the staff messages shown.',
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ lastId: lastStaffId(context.messages) }),
                onDone: { target: 'showing', description: 'Read.', actions: assign({ unread: ({ event }) => event.output }) },
                onError: { target: 'showing', description: 'Not recorded: the count stays; nothing else changes.' },
              },
            },
            showing: {
              description: 'The conversation is on screen.',
              on: {
                'live.chat': [
                  {
                    guard: { type: 'isStaffMessage', params: ({ event }) => ({ message: event.message }) },
                    target: 'marking',
                    description: 'A reply arrived while open: show it and mark it read.',
                    actions: { type: 'receive', params: ({ event }) => ({ message: event.message, unread: event.unread }) },
                  },
                  {
                    description: 'The member\'s own message (another tab): show it.',
                    actions: { type: 'receive', params: ({ event }) => ({ message: event.message, unread: event.unread }) },
                  },
                ],
                'live.up': { target: 'refreshing', description: 'The connection came back: read what was missed.' },
              },
            },
            refreshing: {
              description: 'Reading the conversation again quietly (messages may have come while offline).',
              invoke: {
                id: 'refreshThread',
                src: 'loadThread',
                input: () => ({}),
                onDone: { target: 'marking', description: 'Caught up.', actions: assign(({ context, event }) => ({ messages: mergeMessages(context.messages, event.output.messages), unread: event.output.unread })) },
                onError: { target: 'showing', description: 'Could not: keep what is shown.' },
              },
            },
          },
        },
      },
    },
    delivery: {
      description: 'Messages go to the gateway one at a time, in order; none is lost.',
      initial: 'idle',
      on: {
        'chat.send': {
          guard: { type: 'hasText', params: ({ event }) => ({ body: event.body }) },
          description: 'Queue the message (it shows at once as being sent).',
          actions: { type: 'enqueue', params: ({ event }) => ({ body: event.body, clientId: event.clientId }) },
        },
      },
      states: {
        idle: {
          description: 'Nothing in flight.',
          always: { guard: 'hasOutbox', target: 'sending', description: 'A message waits: send it.' },
        },
        sending: {
          description: 'The first waiting message is being stored.',
          tags: ['sending'],
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ body: context.outbox[0]!.body, clientId: context.outbox[0]!.clientId }),
            onDone: {
              target: 'idle',
              description: "Stored: 'terkirim'.",
              actions: assign(({ context, event }) => ({
                messages: mergeMessages(context.messages, [event.output]),
                // By client id: a push may have confirmed it already (the answer was slower than the socket).
                outbox: context.outbox.filter((o) => o.clientId !== event.output.client_id),
                error: null,
              })),
            },
            onError: {
              target: 'failed',
              description: 'Refused or lost (the connection dropped mid-send): keep it, marked failed.',
              actions: assign(({ context, event }) => ({
                outbox: context.outbox.map((o, i) => (i === 0 ? { ...o, status: 'failed' as const } : o)),
                error: toFailure(event.error).message,
              })),
            },
          },
        },
        failed: {
          description: "'Gagal terkirim' with 'Coba Lagi': the message (same client id) is sent again on retry or when the connection returns.",
          tags: ['failed'],
          always: { guard: not('hasOutbox'), target: 'idle', description: 'A push showed the message was stored after all: nothing to retry.' },
          on: {
            'chat.retry': {
              target: 'sending',
              description: 'Coba Lagi.',
              actions: assign({ outbox: ({ context }) => context.outbox.map((o) => ({ ...o, status: 'sending' as const })), error: null }),
            },
            'live.up': {
              target: 'sending',
              description: 'The connection came back: send again.',
              actions: assign({ outbox: ({ context }) => context.outbox.map((o) => ({ ...o, status: 'sending' as const })), error: null }),
            },
          },
        },
      },
    },
    link: {
      description: 'Whether the live connection is open (replies arrive by themselves only then).',
      initial: 'offline',
      states: {
        online: {
          description: 'Connected: replies arrive as they are written.',
          on: { 'live.down': { target: 'offline', description: 'The connection dropped.' } },
        },
        offline: {
          description: "Not connected: 'Koneksi terputus' shows; messages still go out and replies come when it returns.",
          tags: ['offline'],
          on: { 'live.up': { target: 'online', description: 'Connected again.' } },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
