/**
 * View model of 'Bayar Sekarang' on a waiting order's transaction detail (machines/order-pay.machine.ts): the real
 * actors provided once (tests pass fakes); `onSettled` runs when the popup reported a payment (or the gateway
 * refused because the order moved on), so the page fetches the order again.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { orderPayMachine } from '../../../machines/order-pay.machine';

export { payableFromDetail } from '../../../machines/order-pay.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { createOrderPayActors } from './order-pay.actors';

/** The machine with its actors (tests pass fakes). */
export type OrderPayLogic = typeof orderPayMachine;

export function useOrderPay(userId: number, invoice: string, onSettled: () => void, logic?: OrderPayLogic) {
  const [machine] = useState(() => logic ?? orderPayMachine.provide({ actors: createOrderPayActors(userId) }));
  const actor = useFlowActor(machine, { input: { invoice } });
  useEmitted(actor, 'payment.settled', onSettled);
  return {
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    canPay: useSelector(actor, (s) => s.can({ type: 'payment.start' })),
    error: useSelector(actor, (s) => s.context.error),
    pay: () => actor.send({ type: 'payment.start' }),
  };
}
