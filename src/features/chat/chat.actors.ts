/** The real actors of machines/chat.machine.ts (issue 21): the chat calls of src/api/chat.ts. */
import { fromPromise } from 'xstate';
import type { SendMessageInput } from '../../../machines/chat.machine';
import { getChatThread, markChatRead, sendChatMessage, type ChatThread } from '../../api/chat';

export function createChatActors() {
  return {
    loadThread: fromPromise<ChatThread, Record<string, never>>(() => getChatThread()),
    sendMessage: fromPromise(({ input }: { input: SendMessageInput }) => sendChatMessage({ body: input.body, client_id: input.clientId })),
    markRead: fromPromise(({ input }: { input: { lastId: number } }) => markChatRead(input.lastId)),
  };
}
