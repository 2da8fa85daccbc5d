/**
 * Promo rules shared by cart and checkout (commerce spec §4 "Cart", §5 "General", §8 "Promo check",
 * "Cart calculation", §9 "Checkout promo list limit 10 ... grows by 10").
 */
import type { Promo } from '../../src/api/promo';
import { CALCULATION_MESSAGES, PROMO_CHECK_MESSAGES, VOUCHER_NOT_FOUND } from '../messages';
import type { Failure } from './failure';

/** First promo list size and growth step (commerce §9). */
export const PROMO_LIST_STEP = 10;

/** Message for a failed promo check: 403/404/422/423/424 by code, otherwise the server message. */
export function promoCheckMessage(failure: Failure): string {
  return PROMO_CHECK_MESSAGES[failure.code] ?? failure.message;
}

/** A checked promo whose price is 0 counts as not found: 'Kode voucher tidak ditemukan'. */
export function promoFoundMessage(promo: Promo): string | null {
  return promo.promo_price > 0 ? null : VOUCHER_NOT_FOUND;
}

/** Message for a failed calculation: 404/433 by code, otherwise the server message (commerce §8). */
export function calculationMessage(failure: Failure): string {
  return CALCULATION_MESSAGES[failure.code] ?? failure.message;
}

/** Promos with price 0 are hidden in the list (commerce §5 "General"). */
export function visiblePromos(promos: readonly Promo[]): Promo[] {
  return promos.filter((p) => p.promo_price > 0);
}

/** Normalise a typed promo code: trimmed; codes are matched as typed by the gateway. */
export const normalisePromoCode = (code: string) => code.trim();
