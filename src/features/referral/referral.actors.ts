/**
 * The real actors of machines/referral.machine.ts: GET get_my_referral_code/{id}, POST generate_referral_code
 * (src/api/referral.ts, decision 017) and the clipboard (src/lib/clipboard.ts).
 */
import { fromPromise } from 'xstate';
import type { ReferralAnswer } from '../../../machines/referral.machine';
import { generateReferralCode, getMyReferralCode } from '../../api/referral';
import { copyText } from '../../lib/clipboard';

export const createReferralActors = () => ({
  loadCode: fromPromise<ReferralAnswer, { userId: number }>(({ input }) => getMyReferralCode(input.userId)),
  generateCode: fromPromise<ReferralAnswer, { userId: number }>(({ input }) => generateReferralCode(input.userId)),
  copyText: fromPromise<boolean, { text: string }>(({ input }) => copyText(input.text)),
});
