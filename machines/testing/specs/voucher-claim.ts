/** Model spec of machines/voucher-claim.machine.ts: empty and filled submits, every answer, and a link without a code. */
import type { AnyMachineSnapshot } from 'xstate';
import { voucherClaimMachine, type VoucherClaimContext } from '../../voucher-claim.machine';
import { apiError, networkError } from '../fixtures';
import type { ModelSpec } from '../model';

const claimed = {
  Code: 'RESTO2026-7F3A9C',
  promo_code: 'RESTO2026',
  title: 'Makan Siang Hemat',
  outlet: 'Dapur Resto Bandung',
  nama_customer: 'Sari',
  no_hp: '081234567890',
  valid_until: '2026-12-31T16:59:59.000Z',
};

export const voucherClaimSpec: ModelSpec = {
  name: 'voucherClaim',
  machine: voucherClaimMachine,
  input: { code: 'RESTO2026' },
  moreInputs: [{ code: '' }],
  userEvents: [
    { type: 'claim.submit', name: '', phone: '081234567890' },
    { type: 'claim.submit', name: 'Sari', phone: '081234567890' },
    { type: 'claim.submit', name: 'Sari', phone: '0812' },
    { type: 'alert.dismiss' },
  ],
  outputs: { claimVoucher: [[claimed]] },
  errors: {
    claimVoucher: [
      apiError(403, 'Mohon maaf voucher sudah habis'),
      apiError(409, 'Nomor HP ini sudah pernah mengklaim voucher promo ini'),
      apiError(400, 'No telepon minimal 10 angka'),
      apiError(429, 'Terlalu banyak permintaan, coba lagi nanti'),
      networkError(),
    ],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as VoucherClaimContext;
    return [c.alert, c.phoneError];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as VoucherClaimContext;
    return { code: c.code, alert: c.alert, customer: c.customer, claimed: c.claimed?.Code ?? null, phoneError: c.phoneError };
  },
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as VoucherClaimContext;
    if (c.alert === 'Mohon maaf voucher sudah habis' && c.phoneError !== null) return 'an exhausted stock is not a phone problem';
    if (s.hasTag('busy') && c.phoneError !== null) return 'a claim is sent only with a phone that can be one';
    return null;
  },
  promiseActors: ['claimVoucher'],
};
