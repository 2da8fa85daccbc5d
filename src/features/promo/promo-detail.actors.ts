/** The real actor of machines/promo-detail.machine.ts: PromoDetailMenu (GET lms/promotion/detail). */
import { fromPromise } from 'xstate';
import type { LoadPromoDetailInput } from '../../../machines/promo-detail.machine';
import { getPromoDetail } from '../../api/promo';

export const createPromoDetailActors = () => ({
  loadDetail: fromPromise(({ input }: { input: LoadPromoDetailInput }) => getPromoDetail(input.code, input.query)),
});
