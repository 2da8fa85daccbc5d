/**
 * View model of machines/account-form.machine.ts for one account form: the page passes its `save` actor (from
 * account.actors.ts, provided once) and gets the form's state and intents. `onDone` runs once the member confirmed
 * the success alert (the page navigates to AccountMenu or Address).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { accountFormMachine } from '../../../machines/account-form.machine';
import { useFlowActor } from '../../flows/flow-actor';

export type AccountFormLogic = typeof accountFormMachine;

export function useAccountForm(makeLogic: () => AccountFormLogic, onDone: () => void) {
  const [logic] = useState(makeLogic);
  const actor = useFlowActor(logic, {});
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const invalid = useSelector(actor, (s) => s.context.invalid);
  const alert = useSelector(actor, (s) =>
    s.hasTag('alert') ? `${s.matches('succeeded') ? 'success' : 'failure'}|${s.context.message ?? ''}` : null,
  );
  const done = useSelector(actor, (s) => s.status === 'done');
  const latestDone = useRef(onDone);
  latestDone.current = onDone;
  useEffect(() => {
    if (done) latestDone.current();
  }, [done]);
  const [kind, ...rest] = alert ? alert.split('|') : [];
  return {
    /** Saving: disable the submit button and show a spinner. */
    busy,
    /** The last submit was refused by the form's rules (show the invalid-submit text). */
    invalid,
    /** The success or error alert, or null. */
    alert: alert ? { kind: kind as 'success' | 'failure', message: rest.join('|') } : null,
    submit: (values: unknown) => actor.send({ type: 'form.submit', values }),
    refuse: () => actor.send({ type: 'form.invalid' }),
    confirm: () => actor.send({ type: 'alert.confirm' }),
  };
}
