/**
 * The real actors of machines/order-pay.machine.ts for member `userId` ('Bayar Sekarang' on a waiting order's
 * detail): the popup token of the order as stored (src/api/order.ts payWaitingOrder, POST
 * lms/finance/transaction/payment) and the provider's popup (src/lib/snap.ts: its client-key script loads on
 * this page only when the member pays).
 */
import { fromPromise } from 'xstate';
import type { OpenPaymentInput, OpenPaymentOutput } from '../../../machines/payment.machine';
import { payWaitingOrder } from '../../api/order';
import { pay, snapErrorMessage, type SnapResult } from '../../lib/snap';

export function createOrderPayActors(userId: number, openPopup: (token: string) => Promise<SnapResult> = pay) {
  return {
    requestToken: fromPromise<{ token: string }, { invoice: string }>(({ input }) => payWaitingOrder(userId, input.invoice)),
    openPayment: fromPromise<OpenPaymentOutput, OpenPaymentInput>(async ({ input }) => {
      const r = await openPopup(input.token);
      return r.result === 'error' ? { result: 'error', message: snapErrorMessage(r.payload) } : { result: r.result };
    }),
  };
}
