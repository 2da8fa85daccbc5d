/** Model spec of machines/order-pay.machine.ts ('Bayar Sekarang' on a waiting order's detail). */
import type { AnyMachineSnapshot } from 'xstate';
import { orderPayMachine, type OrderPayContext } from '../../order-pay.machine';
import { apiError } from '../fixtures';
import type { ModelSpec } from '../model';

export const orderPaySpec: ModelSpec = {
  name: 'order-pay',
  machine: orderPayMachine,
  input: { invoice: 'INV-20261127-0001' },
  userEvents: [{ type: 'payment.start' }],
  outputs: {
    requestToken: [{ token: 'tok-1' }],
    openPayment: [{ result: 'success' }, { result: 'pending' }, { result: 'error', message: 'Kartu ditolak' }, { result: 'close' }],
  },
  errors: {
    requestToken: [apiError(404, 'Invoice tidak ditemukan atau order sudah diproses')],
    openPayment: [new Error('Gagal memuat pembayaran')],
  },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderPayContext;
    return [c.error, c.token];
  },
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as OrderPayContext;
    return { invoice: c.invoice, error: c.error, token: c.token };
  },
  promiseActors: ['requestToken', 'openPayment'],
  invariants: [
    { name: 'busy exactly while requesting or the popup is open', holds: (s) => s.hasTag('busy') === (s.matches('requesting') || s.matches('opening')) },
    { name: 'the popup opens only with a token', in: 'opening', holds: (s) => (s.context as OrderPayContext).token !== null },
    { name: 'a new attempt starts without the old message', in: 'requesting', holds: (s) => (s.context as OrderPayContext).error === null },
  ],
};
