/**
 * Order status groups, tracking steps and completed-order actions (commerce spec §4 "Order status_code",
 * "Status filter", "Tracking (six steps)", §9 "Status code groups").
 *
 * The spec gives two readings of the status code groups and both are implemented, each where the spec uses it:
 * - Payment status page reading ({@link paymentPageStatus}): 1–2 waiting (yellow; 2 shows the pay-before deadline
 *   and a countdown), 3–7 success (green; 3 shows a thank-you banner), 8–9 failure or expiry (red, pay again).
 *   Code 10 is not named in this reading; §9 says "8 to 9 (or 10) failed or cancelled", so 10 is a failure here.
 * - Transaction history reading ({@link historyStatus}): 1–2 'Menunggu Pembayaran' (red), 3–7 'Lunas' (green),
 *   8, 9, 10 'Pesanan Dibatalkan' (red).
 */
import { HISTORY_CANCELLED, HISTORY_PAID, HISTORY_WAITING } from '../messages';

export type PaymentPageGroup = 'waiting' | 'success' | 'failure';
export type BannerColor = 'yellow' | 'green' | 'red';

export interface PaymentPageStatus {
  group: PaymentPageGroup;
  color: BannerColor;
  /** Code 2: show the pay-before deadline and the countdown. */
  showDeadline: boolean;
  /** Code 3: show the thank-you banner. */
  showThankYou: boolean;
  /** Codes 8–10: show the failed-payment banner asking to pay again. */
  showPayAgain: boolean;
}

/** The payment page (CheckoutStatus) reading. Unknown codes (0, > 10) are treated as waiting. */
export function paymentPageStatus(code: number): PaymentPageStatus {
  const group: PaymentPageGroup = code >= 3 && code <= 7 ? 'success' : code >= 8 && code <= 10 ? 'failure' : 'waiting';
  return {
    group,
    color: group === 'waiting' ? 'yellow' : group === 'success' ? 'green' : 'red',
    showDeadline: code === 2,
    showThankYou: code === 3,
    showPayAgain: group === 'failure',
  };
}

export interface HistoryStatus {
  label: string;
  color: 'green' | 'red';
}

/** The transaction history reading. Unknown codes fall back to waiting. */
export function historyStatus(code: number): HistoryStatus {
  if (code >= 3 && code <= 7) return { label: HISTORY_PAID, color: 'green' };
  if (code >= 8 && code <= 10) return { label: HISTORY_CANCELLED, color: 'red' };
  return { label: HISTORY_WAITING, color: 'red' };
}

export type StepState = 'complete' | 'process' | 'cancel' | 'pending';
export interface TrackingStep {
  /** 1..6. */
  step: number;
  /** The status code this step shows (the latest code that reached the step), or null when not reached. */
  code: number | null;
  state: StepState;
}

/** Which of the six steps a status code belongs to (1-based); 0 for unknown codes. */
export function trackingStepOf(code: number): number {
  switch (code) {
    case 1:
      return 1;
    case 2:
    case 3:
    case 9:
      return 2;
    case 4:
    case 8:
    case 10:
      return 3;
    case 5:
      return 4;
    case 6:
      return 5;
    case 7:
      return 6;
    default:
      return 0;
  }
}

const FAILURE_CODES = new Set([8, 9, 10]);

/**
 * The six tracking steps for an order. `history` are the codes the order went through (status_history, any
 * order) and `current` is its status_code. Earlier steps show 'complete' once a later code appears; the
 * latest step shows 'process', or 'cancel' when its code is a failure (8, 9, 10); later steps are 'pending'.
 * A completed order (code 7) ticks its last step too: nothing is in process any more (issue 18 point 5; the spec's
 * "the latest step shows 'process'" is read for orders still moving, decision 053).
 */
export function trackingSteps(history: readonly number[], current: number): TrackingStep[] {
  const latest = trackingStepOf(current);
  const codeAt = (step: number): number | null => {
    if (step === latest) return current;
    const seen = history.filter((c) => trackingStepOf(c) === step);
    return seen[seen.length - 1] ?? null;
  };
  return [1, 2, 3, 4, 5, 6].map((step) => ({
    step,
    code: codeAt(step),
    state:
      step < latest || (step === latest && current === COMPLETED_CODE)
        ? 'complete'
        : step === latest
          ? FAILURE_CODES.has(current)
            ? 'cancel'
            : 'process'
          : 'pending',
  }));
}

/** Code 7: the order is completed. */
export const COMPLETED_CODE = 7;

export interface CompletedItemActions {
  buyAgain: boolean;
  giveReview: boolean;
  viewCourse: boolean;
}

/**
 * Buttons under an order item (commerce §4): only at status 7 — 'Buy again', 'Give review' (only when the item's
 * rating_id is 0) and 'View course' (courses only: the item must be of type lms).
 */
export function completedItemActions(statusCode: number, item: { rating_id: number; type: 'lms' | 'ecom' }): CompletedItemActions {
  const done = statusCode === COMPLETED_CODE;
  return { buyAgain: done, giveReview: done && item.rating_id === 0, viewCourse: done && item.type === 'lms' };
}

/** Status filter values of the transaction list (commerce §4): 1 or empty means all. */
export function statusFilter(value: number | null | undefined): number[] {
  return value == null || value === 1 ? [] : [value];
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  /** All three are zero. */
  expired: boolean;
}

/**
 * Hours:minutes:seconds left until `expireTime` (ISO) at `now` (epoch ms), floored at zero. Hours are not
 * capped at 24. A missing or unparsable expiry counts as expired.
 */
export function countdown(expireTime: string | null, now: number): Countdown {
  const end = expireTime ? Date.parse(expireTime) : Number.NaN;
  const left = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return { hours, minutes, seconds, expired: left === 0 };
}

/** Two-digit display of a countdown part: 5 → '05'. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

/** The money figures of an order's summary (commerce §2 "Transactions" detail), all rupiah integers. */
export interface OrderFigures {
  /** Σ item price × quantity. */
  subtotal: number;
  /** Delivery cost plus insurance when insured; null for an order without delivery. */
  deliveryCost: number | null;
  discount: number;
  /** What the member pays (the gateway's figure). */
  amount: number;
}

/** Reads an order's summary figures: the one place the subtotal and the delivery line are added up. */
export function orderFigures(order: {
  items: ReadonlyArray<{ price: number; quantity: number }>;
  shipper: { delivery_cost: number; insurance_cost: number; is_insurance: boolean } | null;
  discount: number;
  amount: number;
}): OrderFigures {
  return {
    subtotal: order.items.reduce((n, i) => n + i.price * i.quantity, 0),
    deliveryCost: order.shipper ? order.shipper.delivery_cost + (order.shipper.is_insurance ? order.shipper.insurance_cost : 0) : null,
    discount: order.discount,
    amount: order.amount,
  };
}
