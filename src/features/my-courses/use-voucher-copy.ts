/** View model of the voucher code copy button: {@link voucherCopyMachine} with the clipboard (src/lib/clipboard). */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { voucherCopyMachine } from '../../../machines/voucher-copy.machine';
import { createVoucherCopyActors } from './my-courses.actors';

export type VoucherCopyLogic = typeof voucherCopyMachine;

export function useVoucherCopy(logic?: VoucherCopyLogic) {
  const [machine] = useState(() => logic ?? voucherCopyMachine.provide({ actors: createVoucherCopyActors() }));
  const actor = useFlowActor(machine);
  const notice = useSelector(actor, (s) => s.context.notice);
  return { notice, copy: (code: string) => actor.send({ type: 'code.copy', code }), dismiss: () => actor.send({ type: 'notice.dismiss' }) };
}
