/**
 * View model of the WhatsApp landing page's lead form (machines/subscription-lead.machine.ts): the machine provided
 * once with its real actor, what the form shows and the submit intent.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { subscriptionLeadMachine } from '../../../machines/subscription-lead.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createSubscriptionLeadActors } from './subscription.actors';

/** The machine with its actors (tests pass fakes). */
export type SubscriptionLeadLogic = typeof subscriptionLeadMachine;

export function useSubscriptionLead(logic?: SubscriptionLeadLogic) {
  const [machine] = useState(() => logic ?? subscriptionLeadMachine.provide({ actors: createSubscriptionLeadActors() }));
  const actor = useFlowActor(machine);
  return {
    sending: useSelector(actor, (s) => s.hasTag('busy')),
    sent: useSelector(actor, (s) => s.matches('sent')),
    failure: useSelector(actor, (s) => s.context.failure),
    submit: (fullname: string, whatsapp: string) => actor.send({ type: 'lead.submit', fullname, whatsapp }),
  };
}
