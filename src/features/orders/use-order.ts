/**
 * View model over {@link orderStatusMachine} for one invoice: CheckoutStatus and the transaction detail both load
 * the order through it (real actors: order-status.actors.ts, provided once per page). While the order waits for
 * payment the machine polls, so a payment confirmed in the popup shows without a reload.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { orderStatusMachine } from '../../../machines/order-status.machine';
import { createOrderStatusActors } from './order-status.actors';

/** The machine with its actors (tests pass fakes). */
export type OrderLogic = typeof orderStatusMachine;

export function useOrder(userId: number, invoice: string, logic?: OrderLogic) {
  const [machine] = useState(() => logic ?? orderStatusMachine.provide({ actors: createOrderStatusActors(userId) }));
  const actor = useFlowActor(machine, { input: { invoice, now: Date.now() } });
  const redirectHome = useSelector(actor, (s) => s.matches('redirectHome'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => (s.matches('shown') ? s.context.order : null));
  const countdown = useSelector(actor, (s) => s.context.countdown);
  return { redirectHome, loading, failed, error, order, countdown, reload: () => actor.send({ type: 'order.reload' }) };
}
