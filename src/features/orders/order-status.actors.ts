/**
 * The real actors of machines/order-status.machine.ts for member `userId`: `loadOrder` (src/api/order.ts
 * getTransaction) and a `clock` that answers every `clock.read` with `{ type: 'clock.tick', now }` (epoch ms).
 * CheckoutStatus and the transaction detail provide them once per page.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ClockRequest, LoadOrderInput } from '../../../machines/order-status.machine';
import { getTransaction } from '../../api/order';

export function createOrderStatusActors(userId: number) {
  return {
    loadOrder: fromPromise(({ input }: { input: LoadOrderInput }) => getTransaction(userId, input.invoice)),
    clock: fromCallback<ClockRequest, Record<string, never>>(({ sendBack, receive }) => {
      receive(() => sendBack({ type: 'clock.tick', now: Date.now() }));
    }),
  };
}
