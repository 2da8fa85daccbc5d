/** Model spec of machines/voucher-copy.machine.ts: copy a code (copied, refused, failed) or a missing code; the 3 s notice. */
import type { AnyMachineSnapshot } from 'xstate';
import { voucherCopyMachine, type VoucherCopyContext } from '../../voucher-copy.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';

export const voucherCopySpec: ModelSpec = {
  name: 'voucherCopy',
  machine: voucherCopyMachine,
  input: undefined,
  userEvents: [{ type: 'code.copy', code: 'PRK-7H2K9Q' }, { type: 'code.copy', code: ' ' }, { type: 'notice.dismiss' }],
  outputs: { copyCode: [true, false] },
  errors: { copyCode: [apiError(0, 'clipboard')] },
  abstract: () => null,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as VoucherCopyContext;
    return { code: c.code, notice: c.notice };
  },
  promiseActors: ['copyCode'],
};
