/** The real actor of machines/promo-list.machine.ts: 'Kode Promo' (GET lms/promotion/user/my_promo, 10 per page). */
import { fromPromise } from 'xstate';
import type { PromoListQuery } from '../../../machines/promo-list.machine';
import { getMyPromos } from '../../api/promo';

export const createPromoListActors = () => ({
  loadPromos: fromPromise(({ input }: { input: PromoListQuery }) => getMyPromos(input)),
});
