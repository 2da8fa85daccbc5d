/**
 * View model of 'Beli Lagi' (machines/buy-again.machine.ts) for one loaded order: the machine provided once with its
 * real actor, whether the button may be pressed (`snapshot.can`), and `onAdded` when the machine emits
 * `buyAgain.added` (the page goes to the cart).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { buyAgainMachine, linesOf } from '../../../machines/buy-again.machine';
import type { Member } from '../../../machines/shared/member';
import type { Order } from '../../api/order';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { createBuyAgainActors } from './buy-again.actors';

export interface BuyAgainDeps {
  member: Member;
  warehouseId: number | null;
  /** The items are in the cart (reload the app's cart). */
  onItemsAdded: () => void;
  /** Tests: the actors. */
  actors?: ReturnType<typeof createBuyAgainActors>;
}

export function useBuyAgain(order: Order, deps: BuyAgainDeps, onAdded: () => void) {
  const [logic] = useState(() =>
    buyAgainMachine.provide({
      actors: deps.actors ?? createBuyAgainActors({ member: deps.member, warehouseId: deps.warehouseId, onAdded: deps.onItemsAdded }),
    }),
  );
  const actor = useFlowActor(logic, { input: { statusCode: order.status_code, lines: linesOf(order.items) } });
  useEmitted(actor, 'buyAgain.added', onAdded);
  return {
    can: useSelector(actor, (s) => s.can({ type: 'buyAgain.start' })),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    error: useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null)),
    start: () => actor.send({ type: 'buyAgain.start' }),
    dismiss: () => actor.send({ type: 'error.dismiss' }),
  };
}
