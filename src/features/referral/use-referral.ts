/**
 * View model of ReferralMenu (portal §2 "Referral"): runs {@link referralMachine} for the signed-in member with
 * the real actors (provided once) and hands the view its state and intents. `canGenerate` is false once a code
 * exists (the machine accepts no `referral.generate` then), while reading and while generating.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { referralMachine } from '../../../machines/referral.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createReferralActors } from './referral.actors';

/** The machine with its actors (tests pass fakes). */
export type ReferralLogic = typeof referralMachine;

export function useReferral(userId: number, logic?: ReferralLogic) {
  const [machine] = useState(() => logic ?? referralMachine.provide({ actors: createReferralActors() }));
  const actor = useFlowActor(machine, { input: { userId } });
  return {
    loading: useSelector(actor, (s) => s.matches('loading')),
    generating: useSelector(actor, (s) => s.matches('generating')),
    failed: useSelector(actor, (s) => s.matches('failed')),
    code: useSelector(actor, (s) => s.context.code),
    error: useSelector(actor, (s) => s.context.error),
    notice: useSelector(actor, (s) => s.context.notice),
    canGenerate: useSelector(actor, (s) => s.can({ type: 'referral.generate' })),
    canCopy: useSelector(actor, (s) => s.can({ type: 'code.copy' })),
    generate: () => actor.send({ type: 'referral.generate' }),
    copy: () => actor.send({ type: 'code.copy' }),
    retry: () => actor.send({ type: 'load.retry' }),
    dismiss: () => actor.send({ type: 'notice.dismiss' }),
  };
}
