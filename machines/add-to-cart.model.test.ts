/**
 * Model-based test of the add-to-cart machine: shortest paths generated from the machine (guest, success,
 * failure, notice timeout, early dismiss, adding again while a notice shows) replayed in a real actor with a
 * controllable `addItem` and fake timers for the 3-second notice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { TestModel } from 'xstate/graph';
import { addToCartMachine, NOTICE_MS, type AddToCartEvent } from './add-to-cart.machine';

const member = { userId: 7, type: 'b2c' as const, tier: 3, warehouseId: 2 };
const timeoutEvent = addToCartMachine.getStateNodeById('addToCart.notifying').after[0]!.eventType;

const events = [
  { type: 'cart.add', item: { type: 'lms', id: 1 }, member: null },
  { type: 'cart.add', item: { type: 'lms', id: 1 }, member },
  { type: 'notice.dismiss' },
  { type: 'xstate.done.actor.addItem', output: {} },
  { type: 'xstate.error.actor.addItem', error: { code: 436, message: 'habis', kind: 'server' } },
  { type: timeoutEvent },
] as unknown as AddToCartEvent[];

// The machine declares emitted events, which TestModel's typing does not model.
const model = new TestModel(addToCartMachine as AnyStateMachine, {
  events,
  serializeState: (s) => JSON.stringify([s.value, s.context.notice?.tone ?? null]),
  serializeEvent: (e) => JSON.stringify(e),
});

describe('add-to-cart machine model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const paths = model.getSimplePaths();

  it('covers success and failure notices', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify([s.state.value, s.state.context.notice?.tone ?? null]))));
    expect(reached).toContain(JSON.stringify(['notifying', 'success']));
    expect(reached).toContain(JSON.stringify(['notifying', 'error']));
    expect(reached).toContain(JSON.stringify(['adding', null]));
  });

  for (const path of paths) {
    it(path.description, async () => {
      let pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
      const actor = createActor(
        addToCartMachine.provide({
          actors: { addItem: fromPromise(() => new Promise((resolve, reject) => (pending = { resolve, reject }))) },
        }),
      ).start();
      for (const step of path.steps) {
        const e = step.event as AnyEventObject;
        if (e.type === 'xstate.done.actor.addItem') pending!.resolve(e.output);
        else if (e.type === 'xstate.error.actor.addItem') pending!.reject(e.error);
        else if (e.type === timeoutEvent) await vi.advanceTimersByTimeAsync(NOTICE_MS);
        else if (e.type !== 'xstate.init') actor.send(e as AddToCartEvent);
        await vi.advanceTimersByTimeAsync(0);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
        expect(actor.getSnapshot().context.notice?.tone ?? null).toEqual(step.state.context.notice?.tone ?? null);
      }
      actor.stop();
    });
  }
});
