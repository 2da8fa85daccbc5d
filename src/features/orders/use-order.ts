/**
 * View model over {@link orderStatusMachine} for one invoice: CheckoutStatus and the transaction detail both load
 * the order through it (real actors: order-status.actors.ts, provided once per page). While the order waits for
 * payment the machine hears the gateway's pushes through the live feed (issue 21), polling only while the connection
 * is down, so a payment confirmed in the popup or in another tab shows without a reload.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { orderStatusMachine } from '../../../machines/order-status.machine';
import { createOrderStatusActors } from './order-status.actors';
import { OFFLINE_FEED, type LiveFeed } from '../../flows/live/live-feed';
import { useLiveForward } from '../../flows/live/use-live-forward';

/** The machine with its actors (tests pass fakes). */
export type OrderLogic = typeof orderStatusMachine;

export function useOrder(userId: number, invoice: string, logic?: OrderLogic, live: LiveFeed = OFFLINE_FEED) {
  const [machine] = useState(() => logic ?? orderStatusMachine.provide({ actors: createOrderStatusActors(userId) }));
  const actor = useFlowActor(machine, { input: { invoice, now: Date.now(), live: live.isLive() } });
  // Pushes replace polling while the live connection is open (issue 21).
  useLiveForward(live, actor, (m) => (m.type === 'order' ? { type: 'order.pushed' as const, invoice: m.invoice } : null));
  const redirectHome = useSelector(actor, (s) => s.matches('redirectHome'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => (s.matches('shown') ? s.context.order : null));
  const countdown = useSelector(actor, (s) => s.context.countdown);
  return { redirectHome, loading, failed, error, order, countdown, reload: () => actor.send({ type: 'order.reload' }) };
}
