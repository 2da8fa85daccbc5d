/**
 * Support chat routes (issue 21 point 2, contract src/api/chat.ts, docs/decisions/069-support-chat.md):
 * - member (`/api/lms/chat`): the thread, sending (idempotent per `client_id`, rate-limited), marking read;
 * - back office (`/api/lms/admin/chat`, admins only): the conversations, one conversation's messages, a reply,
 *   marking a conversation read.
 * A stored message reaches the open sockets through the `chat_messages` trigger (live/bus.ts, live/hub.ts).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ChatReadInput, ChatSendInput } from '../../api/chat';
import { ok, HttpError } from '../http/envelope';
import { readJson } from '../http/validate';
import { currentUser, requireAdmin, requireAuth } from '../http/auth';
import { rateLimited } from '../http/rate-limit';
import type { AppEnv } from '../http/context';
import {
  conversationMember,
  conversationOf,
  listConversations,
  listMessages,
  markRead,
  storeMessage,
  unreadCount,
} from '../services/chat';

export const CONVERSATION_NOT_FOUND = 'Percakapan tidak ditemukan';

/** Routes under /api/lms/chat (the member's own conversation). */
export function chatRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth);
  r.get('/messages', async (c) => {
    const user = currentUser(c);
    const { db, now } = c.var.deps;
    const id = await conversationOf(db, user.id, now());
    return ok(c, { messages: await listMessages(db, id), unread: await unreadCount(db, id, 'member') });
  });
  r.post('/messages', rateLimited('chat'), async (c) => {
    const body = await readJson(c, ChatSendInput);
    const user = currentUser(c);
    const { db, now } = c.var.deps;
    const id = await conversationOf(db, user.id, now());
    return ok(c, await storeMessage(db, { conversationId: id, sender: 'member', body: body.body, clientId: body.client_id }, now()), 'Pesan terkirim');
  });
  r.post('/read', async (c) => {
    const body = await readJson(c, ChatReadInput);
    const user = currentUser(c);
    const { db, now } = c.var.deps;
    const id = await conversationOf(db, user.id, now());
    await markRead(db, id, 'member', body.last_id);
    return ok(c, { unread: await unreadCount(db, id, 'member') });
  });
  return r;
}

const ConversationParam = v.pipe(v.string(), v.regex(/^\d{1,9}$/, CONVERSATION_NOT_FOUND), v.transform(Number));

/** Routes under /api/lms/admin/chat (support staff: admins). */
export function adminChatRoutes() {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth, async (c, next) => {
    requireAdmin(c);
    await next();
  });
  const conversation = async (c: Context<AppEnv>) => {
    const parsed = v.safeParse(ConversationParam, c.req.param('id') ?? '');
    const member = parsed.success ? await conversationMember(c.var.deps.db, parsed.output) : undefined;
    if (!parsed.success || !member) throw new HttpError(404, CONVERSATION_NOT_FOUND);
    return { id: parsed.output, member };
  };
  r.get('/conversations', async (c) => ok(c, await listConversations(c.var.deps.db)));
  r.get('/conversations/:id/messages', async (c) => {
    const { id, member } = await conversation(c);
    return ok(c, { member, messages: await listMessages(c.var.deps.db, id) });
  });
  r.post('/conversations/:id/messages', rateLimited('chat'), async (c) => {
    const { id } = await conversation(c);
    const body = await readJson(c, ChatSendInput);
    const staff = currentUser(c);
    const { db, now } = c.var.deps;
    return ok(c, await storeMessage(db, { conversationId: id, sender: 'staff', staffId: staff.id, body: body.body, clientId: body.client_id }, now()), 'Pesan terkirim');
  });
  r.post('/conversations/:id/read', async (c) => {
    const { id } = await conversation(c);
    const body = await readJson(c, ChatReadInput);
    await markRead(c.var.deps.db, id, 'staff', body.last_id);
    return ok(c, { unread: await unreadCount(c.var.deps.db, id, 'staff') });
  });
  return r;
}
