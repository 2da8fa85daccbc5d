/** Model spec of machines/referral.machine.ts (ReferralMenu): a code or none, generate, copy, retry, the 3 s notice. */
import type { AnyMachineSnapshot } from 'xstate';
import { referralMachine, type ReferralContext } from '../../referral.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

export const referralSpec: ModelSpec = {
  name: 'referral',
  machine: referralMachine,
  input: { userId: 1 },
  userEvents: [{ type: 'referral.generate' }, { type: 'code.copy' }, { type: 'notice.dismiss' }, { type: 'load.retry' }],
  outputs: {
    loadCode: [{ id_user: 1, referral_code: null }, { id_user: 1, referral_code: 'BUDIK7Q4MZ' }],
    generateCode: [{ id_user: 1, referral_code: 'SITI7KQ2MX' }, { id_user: 1, referral_code: null }],
    copyText: [true, false],
  },
  errors: {
    loadCode: [networkError()],
    generateCode: [apiError(403, 'Forbidden')],
    copyText: [apiError(0, 'Clipboard ditolak')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as ReferralContext;
    return [c.code, c.notice?.kind ?? null, c.error !== null];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as ReferralContext;
    return { code: c.code, error: c.error, notice: c.notice };
  },
  promiseActors: ['loadCode', 'generateCode', 'copyText'],
};
