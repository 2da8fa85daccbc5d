/**
 * View model of 'Undang Teman' (portal §2 "Invite friend"): runs {@link inviteMachine} with the real actors
 * (provided once) for the registration link, and hands the view its state and intents. `onSent` is called with the
 * invited address when the gateway recorded it (the form clears its field).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { inviteMachine } from '../../../machines/invite.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { createInviteActors } from './invite.actors';

/** The machine with its actors (tests pass fakes). */
export type InviteLogic = typeof inviteMachine;

export function useInvite(link: string, onSent: (email: string) => void, logic?: InviteLogic) {
  const [machine] = useState(() => logic ?? inviteMachine.provide({ actors: createInviteActors() }));
  const actor = useFlowActor(machine, { input: { link } });
  useEmitted(actor, 'invite.sent', (e) => onSent(e.email));

  const sending = useSelector(actor, (s) => s.hasTag('busy'));
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => s.context.error);
  const canCopy = useSelector(actor, (s) => s.can({ type: 'link.copy' }));
  return {
    sending,
    notice,
    error,
    canCopy,
    invite: (email: string) => actor.send({ type: 'invite.submit', email }),
    copyLink: () => actor.send({ type: 'link.copy' }),
    dismiss: () => actor.send({ type: 'notice.dismiss' }),
  };
}
