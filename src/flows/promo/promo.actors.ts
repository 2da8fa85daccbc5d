/**
 * The real actors of machines/promo.machine.ts (commerce §7 "Promo": GET lms/promotion/check, GET lms/promotion for
 * the courses, limit growing by 10). Used by the cart and the checkout, which provide the promo child with them:
 * `promo: promoMachine.provide({ actors: createPromoActors() })`.
 */
import { fromPromise } from 'xstate';
import type { CheckPromoInput, LoadPromosInput } from '../../../machines/promo.machine';
import type { Promo } from '../../api/promo';
import { lazy } from '../lazy';

export function createPromoActors() {
  return {
    checkPromo: fromPromise<Promo, CheckPromoInput>(async ({ input }) => {
      const { checkPromo } = await lazy(() => import('../../api/promo'));
      return checkPromo(input.code);
    }),
    loadPromos: fromPromise<Promo[], LoadPromosInput>(async ({ input }) => {
      const { getPromos } = await lazy(() => import('../../api/promo'));
      return (await getPromos(input.courseIds, input.limit)).data;
    }),
  };
}
