/**
 * The support chat's storage (issue 21 point 2, docs/decisions/069-support-chat.md): one conversation per member,
 * its messages, and what each side has read. A stored message notifies every gateway process through the
 * `chat_messages` trigger (migration 0006), which pushes it to the member's tabs and the back office (live/hub.ts).
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatConversations, chatMessages, users } from '../db/schema';
import type { ChatMessage } from '../../api/chat';
import { CHAT_HISTORY_LIMIT } from '../../api/chat';

export type ChatSender = 'member' | 'staff';
type MessageRow = typeof chatMessages.$inferSelect;

/** A stored row as the contract's {@link ChatMessage}. */
export function messageToWire(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sender: row.sender === 'staff' ? 'staff' : 'member',
    body: row.body,
    client_id: row.client_id,
    created_at: row.created_at.toISOString(),
  };
}

/** The member's conversation id, created on first use. */
export async function conversationOf(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(chatConversations)
    .values({ user_id: userId, last_message_at: now, created_at: now, updated_at: now })
    .onConflictDoUpdate({ target: chatConversations.user_id, set: { user_id: sql`excluded.user_id` } })
    .returning({ id: chatConversations.id });
  return row!.id;
}

/** How many messages of the other side one side has not read. */
export async function unreadCount(db: Db, conversationId: number, reader: ChatSender): Promise<number> {
  const readColumn = reader === 'member' ? chatConversations.member_read_id : chatConversations.staff_read_id;
  const other: ChatSender = reader === 'member' ? 'staff' : 'member';
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversation_id))
    .where(and(eq(chatMessages.conversation_id, conversationId), eq(chatMessages.sender, other), gt(chatMessages.id, readColumn)));
  return Number(row?.n ?? 0);
}

/** The newest {@link CHAT_HISTORY_LIMIT} messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversation_id, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map(messageToWire);
}

/**
 * Store a message, once per `clientId`: sending the same `clientId` again answers the stored row (the widget's
 * retry after a dropped connection never doubles a message).
 */
export async function storeMessage(
  db: Db,
  input: { conversationId: number; sender: ChatSender; staffId?: number; body: string; clientId: string },
  now: Date,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(chatMessages)
      .values({ conversation_id: input.conversationId, sender: input.sender, staff_id: input.staffId ?? null, body: input.body, client_id: input.clientId, created_at: now })
      .onConflictDoNothing({ target: [chatMessages.conversation_id, chatMessages.client_id] })
      .returning();
    const row =
      inserted[0] ??
      (await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversation_id, input.conversationId), eq(chatMessages.client_id, input.clientId)))
        .limit(1))[0]!;
    if (inserted[0]) {
      // The sender has read everything up to their own message.
      const read = input.sender === 'member' ? { member_read_id: row.id } : { staff_read_id: row.id };
      await tx.update(chatConversations).set({ last_message_at: now, updated_at: now, ...read }).where(eq(chatConversations.id, input.conversationId));
    }
    return messageToWire(row);
  });
}

/** One side read up to `lastId` (never moves backwards). */
export async function markRead(db: Db, conversationId: number, reader: ChatSender, lastId: number): Promise<void> {
  const column = reader === 'member' ? chatConversations.member_read_id : chatConversations.staff_read_id;
  await db
    .update(chatConversations)
    .set(reader === 'member' ? { member_read_id: sql`greatest(${column}, ${lastId})` } : { staff_read_id: sql`greatest(${column}, ${lastId})` })
    .where(eq(chatConversations.id, conversationId));
}

/** A conversation as the back office lists it. */
export interface ConversationSummary {
  id: number;
  member: { id: number; name: string; email: string };
  last_message: ChatMessage | null;
  /** Member messages the staff have not read. */
  unread: number;
}

/** Every conversation, the newest activity first (at most 100). */
export async function listConversations(db: Db): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ id: chatConversations.id, user_id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.user_id))
    .orderBy(desc(chatConversations.last_message_at), desc(chatConversations.id))
    .limit(100);
  return Promise.all(
    rows.map(async (r) => {
      const [last] = await db.select().from(chatMessages).where(eq(chatMessages.conversation_id, r.id)).orderBy(desc(chatMessages.id)).limit(1);
      return {
        id: r.id,
        member: { id: r.user_id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email },
        last_message: last ? messageToWire(last) : null,
        unread: await unreadCount(db, r.id, 'staff'),
      };
    }),
  );
}

/** A conversation's member, or `undefined` when there is no such conversation. */
export async function conversationMember(db: Db, conversationId: number): Promise<{ id: number; name: string; email: string } | undefined> {
  const [r] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.user_id))
    .where(eq(chatConversations.id, conversationId));
  return r ? { id: r.id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email } : undefined;
}

/** A stored message with its conversation's member (for the live push). */
export async function messageWithMember(db: Db, messageId: number): Promise<{ message: ChatMessage; conversationId: number; userId: number } | undefined> {
  const [r] = await db
    .select({ m: chatMessages, user_id: chatConversations.user_id })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversation_id))
    .where(eq(chatMessages.id, messageId));
  return r ? { message: messageToWire(r.m), conversationId: r.m.conversation_id, userId: r.user_id } : undefined;
}
