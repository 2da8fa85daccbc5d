/**
 * View model of 'Kamu Peserta Apa?' (machines/participant-choice.machine.ts): open, close, choose; when the machine
 * decides to leave, the browser goes to the claim-voucher / voucher-redeem page on the learning site, or first to
 * the sign-in site returning there (portal §2 Home).
 */
import { useSelector } from '@xstate/react';
import { participantChoiceMachine, type Participant, type ParticipantPage } from '../../../machines/participant-choice.machine';
import { pageOrigin, signInUrl } from '../../config/config';
import { claimVoucherUrl, prakerjaRedeemUrl } from '../../config/links';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';

/** The learning-site URL of an answer's page. */
export const participantPageUrl = (page: ParticipantPage) => (page === 'redeemVoucher' ? prakerjaRedeemUrl() : claimVoucherUrl());

/** Where the browser goes: the page, or the sign-in site returning to it. */
export function participantTarget(page: ParticipantPage, signedIn: boolean, origin: string): string {
  const url = participantPageUrl(page);
  return signedIn ? url : signInUrl(new URL(url, origin).toString());
}

export function useParticipantChoice(signedIn: boolean, go: (url: string) => void = (url) => window.location.assign(url)) {
  const actor = useFlowActor(participantChoiceMachine);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  useEmitted(actor, 'participant.leave', (e) => go(participantTarget(e.page, !e.signIn, pageOrigin())));
  return {
    open,
    show: () => actor.send({ type: 'participant.open' }),
    close: () => actor.send({ type: 'participant.close' }),
    choose: (participant: Participant) => actor.send({ type: 'participant.choose', participant, signedIn }),
  };
}
