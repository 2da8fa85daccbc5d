/**
 * View model of 'Daftar B2B' (decision 071): runs machines/b2b-register.machine.ts with the real actors (provided
 * once; tests pass fakes) and hands the page its state and intents. `canSubmit` is the machine's answer (not while
 * reading, uploading or sending).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { b2bRegisterMachine, selectCanSubmit } from '../../../machines/b2b-register.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { createB2bRegisterActors } from './b2b-register.actors';

/** The machine with its actors (tests pass fakes). */
export type B2bRegisterLogic = typeof b2bRegisterMachine;

export function useB2bRegister(logic?: B2bRegisterLogic) {
  const [machine] = useState(() => logic ?? b2bRegisterMachine.provide({ actors: createB2bRegisterActors() }));
  const actor = useFlowActor(machine);
  const view = useSelector(actor, (s) => (['loading', 'failed', 'editing', 'uploading', 'submitting', 'pending', 'approved'] as const).find((v) => s.matches(v))!);
  return {
    /** loading | failed | editing | uploading | submitting | pending | approved */
    view,
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    canSubmit: useSelector(actor, selectCanSubmit),
    context: useSelector(actor, (s) => s.context),
    pick: (file: Blob, name: string) => actor.send({ type: 'document.pick', file, name }),
    submit: (values: unknown) => actor.send({ type: 'form.submit', values }),
    refuse: () => actor.send({ type: 'form.invalid' }),
    retry: () => actor.send({ type: 'load.retry' }),
  };
}
