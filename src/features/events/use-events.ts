/** View models of 'Event Saya' and the ticket page: the machines provided once, selectors and intents. */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { eventListMachine, type EventListQuery } from '../../../machines/event-list.machine';
import { eventTicketMachine, type TicketModal } from '../../../machines/event-ticket.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useQuerySync } from '../../flows/use-query-sync';
import { createEventListActors, createEventTicketActors } from './events.actors';

export type EventListLogic = typeof eventListMachine;
export type EventTicketLogic = typeof eventTicketMachine;

export function useEventList(userId: number, query: EventListQuery, logic?: EventListLogic) {
  const [machine] = useState(() => logic ?? eventListMachine.provide({ actors: createEventListActors() }));
  const actor = useFlowActor(machine, { input: { userId, query } });
  useQuerySync(actor, query);
  return {
    loading: useSelector(actor, (s) => s.hasTag('busy')),
    list: useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null)),
    empty: useSelector(actor, (s) => s.matches({ loaded: 'empty' }) || s.matches('failed')),
    failure: useSelector(actor, (s) => (s.matches('failed') ? (s.context.failure?.message ?? '') : null)),
    retry: () => actor.send({ type: 'list.retry' }),
    dismiss: () => actor.send({ type: 'failure.dismiss' }),
  };
}

export function useEventTicket(ticketId: number, userId: number, logic?: EventTicketLogic) {
  const [machine] = useState(() => logic ?? eventTicketMachine.provide({ actors: createEventTicketActors() }));
  const actor = useFlowActor(machine, { input: { ticketId, userId } });
  return {
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    ticket: useSelector(actor, (s) => (s.matches('ready') ? s.context.ticket : null)),
    notFound: useSelector(actor, (s) => s.matches('notFound')),
    failure: useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null)),
    modal: useSelector(actor, (s): TicketModal | null =>
      s.matches({ ready: 'detail' }) ? 'detail' : s.matches({ ready: 'share' }) ? 'share' : s.matches({ ready: 'download' }) ? 'download' : null,
    ),
    open: (modal: TicketModal) => actor.send({ type: 'modal.open', modal }),
    close: () => actor.send({ type: 'modal.close' }),
    retry: () => actor.send({ type: 'ticket.retry' }),
  };
}
