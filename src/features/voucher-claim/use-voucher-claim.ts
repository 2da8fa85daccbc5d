/**
 * View model of the voucher claim page (portal §2 "/promo"): runs {@link voucherClaimMachine} with the real actor
 * (provided once) for the link's `code`.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { VOUCHER_CLAIM_TEXT, voucherClaimMachine } from '../../../machines/voucher-claim.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createVoucherClaimActors } from './voucher-claim.actors';

/** The machine with its actors (tests pass fakes). */
export type VoucherClaimLogic = typeof voucherClaimMachine;

export function useVoucherClaim(code: string, logic?: VoucherClaimLogic) {
  const [machine] = useState(() => logic ?? voucherClaimMachine.provide({ actors: createVoucherClaimActors() }));
  const actor = useFlowActor(machine, { input: { code } });
  return {
    code: useSelector(actor, (s) => s.context.code),
    noCode: useSelector(actor, (s) => s.matches('noCode')),
    /** The machine's text for a link without a code. */
    noCodeText: VOUCHER_CLAIM_TEXT.noCode,
    claiming: useSelector(actor, (s) => s.hasTag('busy')),
    alert: useSelector(actor, (s) => s.context.alert),
    claimed: useSelector(actor, (s) => s.context.claimed),
    /** The phone field's message (a number that cannot be one), or null. */
    phoneError: useSelector(actor, (s) => s.context.phoneError),
    submit: (name: string, phone: string) => actor.send({ type: 'claim.submit', name, phone }),
    dismissAlert: () => actor.send({ type: 'alert.dismiss' }),
  };
}
