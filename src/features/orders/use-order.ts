/**
 * View model over {@link orderStatusMachine} for one invoice: CheckoutStatus and the transaction detail both load
 * the order through it (real actors: order-status.actors.ts, provided once per page). While the order waits for
 * payment the machine hears the gateway's pushes through the live feed (issue 21), polling only while the connection
 * is down, so a payment confirmed in the popup or in another tab shows without a reload. Without an invoice the
 * machine emits `order.missing` and `onMissing` is called.
 *
 * The order views read the order's status, tracking steps, item actions and money figures only through the
 * readings re-exported here (machines/shared/order-status.ts), so no rule is written twice.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { orderStatusMachine } from '../../../machines/order-status.machine';
import { createOrderStatusActors } from './order-status.actors';
import { OFFLINE_FEED, type LiveFeed } from '../../flows/live/live-feed';
import { useLiveForward } from '../../flows/live/use-live-forward';

export {
  completedItemActions,
  historyStatus,
  orderFigures,
  pad2,
  paymentPageStatus,
  trackingSteps,
  type Countdown,
} from '../../../machines/shared/order-status';

/** The machine with its actors (tests pass fakes). */
export type OrderLogic = typeof orderStatusMachine;

/**
 * @param onMissing called when there is no invoice to load (the page goes to / or the list).
 * @param live the live feed (issue 21); pushes replace polling while it is open.
 */
export function useOrder(userId: number, invoice: string, onMissing: () => void, logic?: OrderLogic, live: LiveFeed = OFFLINE_FEED) {
  const [machine] = useState(() => logic ?? orderStatusMachine.provide({ actors: createOrderStatusActors(userId) }));
  const actor = useFlowActor(machine, { input: { invoice, now: Date.now(), live: live.isLive() } });
  useEmitted(actor, 'order.missing', onMissing);
  // Pushes replace polling while the live connection is open (issue 21).
  useLiveForward(live, actor, (m) => (m.type === 'order' ? { type: 'order.pushed' as const, invoice: m.invoice } : null));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => (s.matches('shown') ? s.context.order : null));
  const countdown = useSelector(actor, (s) => s.context.countdown);
  return { loading, failed, error, order, countdown, reload: () => actor.send({ type: 'order.reload' }) };
}
