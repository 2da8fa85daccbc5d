/**
 * The real actors of machines/subscription-purchase.machine.ts and machines/subscription-lead.machine.ts:
 * package_list, user_active_subscription, payment_snap (priced by the gateway; the client sends the spec's order
 * line with the shown price) and the payment popup (src/lib/snap.ts), and the landing page's lead.
 */
import { fromPromise } from 'xstate';
import type { PaymentPopupOutput, RequestPaymentInput } from '../../../machines/subscription-purchase.machine';
import {
  getActiveSubscription,
  getPackages,
  packagePayPrice,
  paySubscription,
  submitSubscriptionLead,
  type ActiveSubscription,
  type SubscriptionLeadInput,
  type SubscriptionPackage,
} from '../../api/subscription';
import { pay, type SnapResult } from '../../lib/snap';
import { SUBSCRIPTION_PURCHASE_TEXT } from '../../../machines/subscription-purchase.machine';

/** The provider's message of an `error` result (status_message, or the first of error_messages). */
export function popupMessage(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const p = payload as { status_message?: unknown; error_messages?: unknown };
    if (typeof p.status_message === 'string' && p.status_message) return p.status_message;
    if (Array.isArray(p.error_messages) && typeof p.error_messages[0] === 'string') return p.error_messages[0];
  }
  return SUBSCRIPTION_PURCHASE_TEXT.paymentError;
}

/** The popup's result as the machine reads it. */
export function toPopupOutput(r: SnapResult): PaymentPopupOutput {
  return r.result === 'error' ? { result: 'error', message: popupMessage(r.payload) } : { result: r.result };
}

export interface SubscriptionActorDeps {
  /** The payment popup (src/lib/snap.ts `pay` by default). */
  openPopup?: (token: string) => Promise<SnapResult>;
}

export const createSubscriptionPurchaseActors = (deps: SubscriptionActorDeps = {}) => ({
  loadPackages: fromPromise<SubscriptionPackage[], void>(() => getPackages()),
  loadActive: fromPromise<ActiveSubscription, { userId: number }>(({ input }) => getActiveSubscription(input.userId)),
  requestPayment: fromPromise<{ token: string }, RequestPaymentInput>(async ({ input }) => {
    const { member, pkg } = input;
    const { token } = await paySubscription(pkg.id, {
      user_info: { id: member.id, name: member.name, email: member.email, phone: member.phone },
      order: [{ type: 'subscription', quantity: 1, title: pkg.title, price: packagePayPrice(pkg) }],
    });
    return { token };
  }),
  openPayment: fromPromise<PaymentPopupOutput, { token: string }>(async ({ input }) => toPopupOutput(await (deps.openPopup ?? pay)(input.token))),
});

export const createSubscriptionLeadActors = () => ({
  submitLead: fromPromise<unknown, SubscriptionLeadInput>(({ input }) => submitSubscriptionLead(input)),
});
