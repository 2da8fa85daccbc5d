/**
 * The support chat's contract (issue 21 point 2, docs/decisions/069-support-chat.md; portal spec §7 "Other": "A
 * chat widget and a real-time socket service are loaded"; the paths are not shown, so the project chose
 * `lms/chat/...` and, for the back office, `lms/admin/chat/...`).
 *
 * - GET `lms/chat/messages` → {@link ChatThread}: the member's conversation (oldest first, at most
 *   {@link CHAT_HISTORY_LIMIT}) and the count of staff messages the member has not read;
 * - POST `lms/chat/messages` {@link ChatSendInput} `{ body, client_id }` → the stored {@link ChatMessage}. The
 *   same `client_id` sent again (a retry after the connection dropped mid-send) answers the stored message, never
 *   a second one; a message is 'terkirim' only once this answer arrived;
 * - POST `lms/chat/read` `{ last_id }` → `{ unread }`: the member read up to `last_id`.
 *
 * Errors: 400 with the first validation message ('Pesan harus diisi', 'Pesan maksimal 1000 karakter'); 401
 * 'token not found on auth service'; 429 when a member sends faster than the limit.
 */
import * as v from 'valibot';
import { call } from './client';

/** Longest message, characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** How many of the newest messages a thread answers. */
export const CHAT_HISTORY_LIMIT = 200;
export const CHAT_MESSAGE_REQUIRED = 'Pesan harus diisi';
export const CHAT_MESSAGE_TOO_LONG = `Pesan maksimal ${CHAT_MESSAGE_MAX} karakter`;

export const ChatMessage = v.object({
  id: v.number(),
  /** Who wrote it: the member, or support staff. */
  sender: v.picklist(['member', 'staff']),
  body: v.string(),
  /** The sender's own id for the message (the widget's UUID). */
  client_id: v.string(),
  /** ISO 8601 time the gateway stored it. */
  created_at: v.string(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

export const ChatThread = v.object({
  messages: v.array(ChatMessage),
  unread: v.number(),
});
export type ChatThread = v.InferOutput<typeof ChatThread>;

export const ChatSendInput = v.object({
  body: v.pipe(v.string(CHAT_MESSAGE_REQUIRED), v.trim(), v.nonEmpty(CHAT_MESSAGE_REQUIRED), v.maxLength(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG)),
  client_id: v.pipe(v.string('client_id harus diisi'), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'client_id tidak valid')),
});
export type ChatSendInput = v.InferInput<typeof ChatSendInput>;

export const ChatReadInput = v.object({ last_id: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export const ChatReadResult = v.object({ unread: v.number() });

/** The member's conversation. */
export function getChatThread(): Promise<ChatThread> {
  return call('get', 'lms/chat/messages', ChatThread);
}

/** Store one message; resolves with the stored message (then, and only then, it is 'terkirim'). */
export function sendChatMessage(input: ChatSendInput): Promise<ChatMessage> {
  return call('post', 'lms/chat/messages', ChatMessage, { json: input });
}

/** Mark the staff messages up to `lastId` read; resolves with the unread count left. */
export function markChatRead(lastId: number): Promise<number> {
  return call('post', 'lms/chat/read', ChatReadResult, { json: { last_id: lastId } }).then((r) => r.unread);
}
