/** One payment attempt, alone: the token, the popup, and the outcome the checkout reads. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { paymentMachine, type OpenPaymentInput, type OpenPaymentOutput, type PayOrderInput, type PayOrderOutput } from './payment.machine';
import { apiError, controllable, flush } from './testing/fixtures';
import { paymentSpec } from './testing/specs/payment';

function start() {
  const payOrder = controllable<PayOrderOutput, PayOrderInput>();
  const openPayment = controllable<OpenPaymentOutput, OpenPaymentInput>();
  const actor = createActor(paymentMachine.provide({ actors: { payOrder: payOrder.logic, openPayment: openPayment.logic } }), { input: paymentSpec.input as PayOrderInput }).start();
  return { actor, payOrder, openPayment, done: toPromise(actor) };
}

describe('payment attempt (commerce §4 Payment popup result, §8 Order payment)', () => {
  it('requests the token with the key, opens the popup with it; success and pending are paid', async () => {
    for (const result of ['success', 'pending'] as const) {
      const t = start();
      expect(t.payOrder.last().input).toMatchObject({ invoice: 'INV-1', idempotencyKey: 'key-1' });
      t.payOrder.last().resolve({ token: 'tok-9' });
      await flush();
      expect(t.openPayment.last().input).toEqual({ token: 'tok-9' });
      t.openPayment.last().resolve({ result });
      await expect(t.done).resolves.toEqual({ outcome: 'paid' });
    }
  });

  it('a closed popup, a popup error and a refused request are told apart', async () => {
    const closed = start();
    closed.payOrder.last().resolve({ token: 't' });
    await flush();
    closed.openPayment.last().resolve({ result: 'close' });
    await expect(closed.done).resolves.toEqual({ outcome: 'closed' });

    const error = start();
    error.payOrder.last().resolve({ token: 't' });
    await flush();
    error.openPayment.last().resolve({ result: 'error', message: 'Kartu ditolak' });
    await expect(error.done).resolves.toEqual({ outcome: 'popupError', message: 'Kartu ditolak' });

    const refused = start();
    refused.payOrder.last().reject(apiError(404, 'Invoice tidak ditemukan'));
    await expect(refused.done).resolves.toEqual({ outcome: 'refused', failure: apiError(404, 'Invoice tidak ditemukan') });
    expect(refused.openPayment.calls).toHaveLength(0);
  });

  it('a 422 is the incomplete profile, with what it lacks (commerce §8 "Order payment"; decision 052)', async () => {
    const incomplete = start();
    incomplete.payOrder.last().reject(apiError(422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu'));
    await expect(incomplete.done).resolves.toEqual({ outcome: 'profileIncomplete', message: 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu' });
    expect(incomplete.openPayment.calls).toHaveLength(0);
  });
});
