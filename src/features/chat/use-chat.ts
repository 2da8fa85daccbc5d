/**
 * View model of the support chat widget (issue 21 point 2): {@link chatMachine} with the real actors, fed by the
 * live connection (stored messages pushed to this tab, the connection opening or dropping).
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { chatMachine } from '../../../machines/chat.machine';
import { useFlowActor } from '../../flows/flow-actor';
import type { LiveFeed } from '../../flows/live/live-feed';
import { useLiveForward } from '../../flows/live/use-live-forward';
import { newClientId } from '../../lib/client-id';
import { createChatActors } from './chat.actors';

export type ChatLogic = typeof chatMachine;

export function useChat(live: LiveFeed, logic?: ChatLogic) {
  const [machine] = useState(() => logic ?? chatMachine.provide({ actors: createChatActors() }));
  const actor = useFlowActor(machine);
  useLiveForward(live, actor, (m) => (m.type === 'chat' ? { type: 'live.chat' as const, message: m.message, unread: m.unread } : null));
  return {
    panelShown: useSelector(actor, (s) => !s.matches({ panel: 'closed' }) && !s.matches({ panel: 'starting' })),
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    unavailable: useSelector(actor, (s) => s.matches({ panel: 'unavailable' })),
    offline: useSelector(actor, (s) => s.hasTag('offline')),
    failed: useSelector(actor, (s) => s.hasTag('failed')),
    messages: useSelector(actor, (s) => s.context.messages),
    outbox: useSelector(actor, (s) => s.context.outbox),
    unread: useSelector(actor, (s) => s.context.unread),
    error: useSelector(actor, (s) => s.context.error),
    open: () => actor.send({ type: 'chat.open' }),
    close: () => actor.send({ type: 'chat.close' }),
    /** Whether the machine takes this text (a blank message is not sent). */
    canSend: (body: string) => actor.getSnapshot().can({ type: 'chat.send', body, clientId: 'check' }),
    send: (body: string) => actor.send({ type: 'chat.send', body, clientId: newClientId() }),
    retry: () => actor.send({ type: 'chat.retry' }),
  };
}
