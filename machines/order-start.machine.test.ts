/** 'Beli Sekarang' after the cart's checks, alone: create the order, store the hand-over, and the output. */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { CheckoutReadyFacts, CreateOrderInput, CreateOrderOutput } from './cart.types';
import { orderStartMachine } from './order-start.machine';
import { controllable, flush, networkError } from './testing/fixtures';
import { orderStartSpec } from './testing/specs/order-start';

function start() {
  const createOrder = controllable<CreateOrderOutput, CreateOrderInput>();
  const storeCheckout = controllable<void, CheckoutReadyFacts>();
  const actor = createActor(orderStartMachine.provide({ actors: { createOrder: createOrder.logic, storeCheckout: storeCheckout.logic } }), {
    input: orderStartSpec.input as never,
  }).start();
  return { actor, createOrder, storeCheckout, done: toPromise(actor) };
}

describe('order start (commerce §2 Cart "Beli Sekarang", §3 checkout state)', () => {
  it('creates the order with its key, stores the hand-over with the invoice, and outputs it', async () => {
    const t = start();
    expect(t.createOrder.last().input).toMatchObject({ idempotencyKey: 'key-1', lines: [{ type: 'lms', item_id: 101 }] });
    t.createOrder.last().resolve({ invoice: 'INV-7' });
    await flush();
    expect(t.storeCheckout.last().input).toMatchObject({ invoice: 'INV-7', lms: [{ id: 1 }] });
    t.storeCheckout.last().resolve();
    await expect(t.done).resolves.toMatchObject({ ok: true, facts: { invoice: 'INV-7' } });
  });

  it('says which step failed and why', async () => {
    const refused = start();
    refused.createOrder.last().reject(networkError());
    await expect(refused.done).resolves.toEqual({ ok: false, step: 'order', failure: networkError(), invoice: null });
    expect(refused.storeCheckout.calls).toHaveLength(0);

    const notStored = start();
    notStored.createOrder.last().resolve({ invoice: 'INV-8' });
    await flush();
    notStored.storeCheckout.last().reject(new Error('Penyimpanan penuh'));
    await expect(notStored.done).resolves.toMatchObject({ ok: false, step: 'store', invoice: 'INV-8', failure: { message: 'Penyimpanan penuh' } });
  });
});
