import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderPayMachine } from './order-pay.machine';
import type { OpenPaymentInput, OpenPaymentOutput } from './payment.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

function start() {
  const request = controllable<{ token: string }, { invoice: string }>();
  const popup = controllable<OpenPaymentOutput, OpenPaymentInput>();
  const actor = createActor(orderPayMachine.provide({ actors: { requestToken: request.logic, openPayment: popup.logic } }), { input: { invoice: 'INV-1' } });
  const settled: string[] = [];
  actor.on('payment.settled', (e) => settled.push(e.type));
  actor.start();
  return { actor, request, popup, settled };
}

describe("order pay machine ('Bayar Sekarang' on a waiting order's detail; commerce §7 payment popup)", () => {
  it('asks for the token of the invoice, opens the popup with it, and reports a payment', async () => {
    const { actor, request, popup, settled } = start();
    expect(actor.getSnapshot().can({ type: 'payment.start' })).toBe(true);
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'payment.start' })).toBe(false);
    expect(request.last().input).toEqual({ invoice: 'INV-1' });
    request.last().resolve({ token: 'tok-1' });
    await flush();
    expect(popup.last().input).toEqual({ token: 'tok-1' });
    popup.last().resolve({ result: 'success' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(settled).toEqual(['payment.settled']);
  });

  it('pending also reports; closed changes nothing; an error keeps the provider message', async () => {
    const { actor, request, popup, settled } = start();
    for (const [output, events, error] of [
      [{ result: 'pending' }, 1, null],
      [{ result: 'close' }, 1, null],
      [{ result: 'error', message: 'Kartu ditolak' }, 1, 'Kartu ditolak'],
    ] as const) {
      actor.send({ type: 'payment.start' });
      request.last().resolve({ token: 't' });
      await flush();
      popup.last().resolve(output);
      await flush();
      expect([settled.length, actor.getSnapshot().context.error]).toEqual([events, error]);
    }
  });

  it("a refused request says why and shows the order as it now is; a lost connection says 'Pastikan internet anda stabil'", async () => {
    const { actor, request, popup, settled } = start();
    actor.send({ type: 'payment.start' });
    request.last().reject(apiError(404, 'Invoice tidak ditemukan atau order sudah diproses'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Invoice tidak ditemukan atau order sudah diproses');
    expect(settled).toHaveLength(1);
    expect(popup.calls).toHaveLength(0);
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().context.error).toBeNull();
    request.last().reject(networkError());
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Pastikan internet anda stabil');
    actor.send({ type: 'payment.start' });
    request.last().resolve({ token: 't' });
    await flush();
    popup.last().reject(new Error('Gagal memuat pembayaran'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Gagal memuat pembayaran');
  });
});
