/**
 * View model over {@link orderStatusMachine} for one invoice: CheckoutStatus and the transaction detail both load
 * the order through it (real `loadOrder` = src/api/order.ts getTransaction with the member's user id, and a
 * `clock` actor that answers `clock.read` with the current time). While the order waits for payment the machine
 * polls, so a payment confirmed in the popup shows without a reload.
 */
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { getTransaction } from '../../api/order';
import { orderStatusMachine, type ClockRequest, type LoadOrderInput } from '../../../machines/order-status.machine';
// Studio live view (docs/decisions/015): reports this actor only while switched on in /statecharts.
import { inspect } from '../../lib/live-inspect';

/** A clock for the machine: every `clock.read` is answered with `{ type: 'clock.tick', now }` (epoch ms). */
export const realClock = fromCallback<ClockRequest, Record<string, never>>(({ sendBack, receive }) => {
  receive(() => sendBack({ type: 'clock.tick', now: Date.now() }));
});

/** The machine wired to the gateway for member `userId`. */
export function orderLogicFor(userId: number) {
  return orderStatusMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }: { input: LoadOrderInput }) => getTransaction(userId, input.invoice)),
      clock: realClock,
    },
  });
}

export type OrderLogic = ReturnType<typeof orderLogicFor>;

export function useOrder(userId: number, invoice: string, logic?: OrderLogic) {
  const machine = useMemo(() => logic ?? orderLogicFor(userId), [logic, userId]);
  const actor = useActorRef(machine, { input: { invoice, now: Date.now() }, inspect });
  const redirectHome = useSelector(actor, (s) => s.matches('redirectHome'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => (s.matches('shown') ? s.context.order : null));
  const countdown = useSelector(actor, (s) => s.context.countdown);
  return { redirectHome, loading, failed, error, order, countdown, reload: () => actor.send({ type: 'order.reload' }) };
}
