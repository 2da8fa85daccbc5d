/** The real actor of machines/voucher-claim.machine.ts: POST lms/courses/erp/submit_voucher. */
import { fromPromise } from 'xstate';
import { submitVoucher, type VoucherClaimed, type VoucherClaimInput } from '../../api/voucher-claim';

export const createVoucherClaimActors = () => ({
  claimVoucher: fromPromise<VoucherClaimed[], VoucherClaimInput>(({ input }) => submitVoucher(input)),
});
