/** One payment attempt, alone: the token, the popup, and the outcome the checkout reads. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { paymentMachine, type DirectOrderOutput, type OpenPaymentInput, type OpenPaymentOutput, type PayOrderInput, type PayOrderOutput } from './payment.machine';
import { apiError, asChild, controllable, flush } from './testing/fixtures';
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

  describe("a buy-now without an order: 'Direct order add' (commerce §7, §8; decision 083)", () => {
    function direct() {
      const payOrder = controllable<PayOrderOutput, PayOrderInput>();
      const directOrder = controllable<DirectOrderOutput, PayOrderInput>();
      const openPayment = controllable<OpenPaymentOutput, OpenPaymentInput>();
      const logic = paymentMachine.provide({ actors: { payOrder: payOrder.logic, directOrder: directOrder.logic, openPayment: openPayment.logic } });
      const run = asChild(logic, { ...(paymentSpec.input as PayOrderInput), invoice: '' });
      return { ...run, payOrder, directOrder, openPayment };
    }

    it('makes the order and its token in one request, tells the checkout the invoice at once, then opens the popup', async () => {
      const t = direct();
      expect(t.payOrder.calls).toHaveLength(0);
      expect(t.directOrder.last().input).toMatchObject({ invoice: '', idempotencyKey: 'key-1', lines: [{ type: 'ecom', item_id: 203, quantity: 1 }] });
      expect(t.child.getSnapshot().hasTag('busy')).toBe(true);
      t.directOrder.last().resolve({ token: 'tok-7', invoice: 'INV-DIRECT-1' });
      await flush();
      expect(t.sent).toContainEqual({ type: 'order.created', invoice: 'INV-DIRECT-1' });
      expect(t.openPayment.last().input).toEqual({ token: 'tok-7' });
      t.openPayment.last().resolve({ result: 'close' });
      await flush();
      expect(t.child.getSnapshot().output).toEqual({ outcome: 'closed' });
    });

    it("a refusal is the server's message for the checkout (direct), never the invoice's; a 422 is the incomplete profile", async () => {
      const refused = direct();
      refused.directOrder.last().reject(apiError(404, 'Item tidak diketahui'));
      await flush();
      expect(refused.child.getSnapshot().output).toEqual({ outcome: 'refused', failure: apiError(404, 'Item tidak diketahui'), direct: true });
      expect(refused.sent.filter((e) => e.type === 'order.created')).toEqual([]);
      expect(refused.openPayment.calls).toHaveLength(0);

      const incomplete = direct();
      incomplete.directOrder.last().reject(apiError(422, 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu'));
      await flush();
      expect(incomplete.child.getSnapshot().output).toEqual({ outcome: 'profileIncomplete', message: 'No telepon belum diisi, lengkapi profil kamu terlebih dahulu' });
    });
  });
});
