/**
 * Model-based test: paths generated from buyAgainMachine (a completed order and a not-completed one), replayed in a
 * real actor whose addItems promises the test settles.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { buyAgainMachine, type BuyAgainEvent, type BuyAgainInput } from './buy-again.machine';

const events = [
  { type: 'buyAgain.start' },
  { type: 'error.dismiss' },
  { type: 'xstate.done.actor.addItems' },
  { type: 'xstate.error.actor.addItems', error: { code: 436, message: 'Item stok sudah habis', kind: 'server' } },
] as unknown as BuyAgainEvent[];

for (const statusCode of [7, 4]) {
  const input: BuyAgainInput = { statusCode, lines: [{ type: 'lms', item_id: 1, quantity: 1 }] };
  const model = new TestModel(buyAgainMachine, { events, input, serializeState: (s) => JSON.stringify(s.value) });
  describe(`buyAgainMachine model (status ${statusCode})`, () => {
    const paths = model.getShortestPaths();
    it(statusCode === 7 ? 'can reach added and failed' : 'never leaves idle', () => {
      const reached = new Set(paths.map((p) => p.state.value as string));
      if (statusCode === 7) expect([...reached].sort()).toEqual(['added', 'failed']);
      else expect([...reached]).toEqual(['idle']);
    });
    for (const path of paths) {
      it(path.description, async () => {
        const pending: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
        const actor = createActor(
          buyAgainMachine.provide({ actors: { addItems: fromPromise(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))) } }),
          { input },
        );
        actor.start();
        for (const step of path.steps) {
          const e = step.event as AnyEventObject;
          if (e.type.startsWith('xstate.done.actor')) pending.shift()!.resolve();
          else if (e.type.startsWith('xstate.error.actor')) pending.shift()!.reject(e.error);
          else if (e.type !== 'xstate.init') actor.send(e as BuyAgainEvent);
          await new Promise((r) => setTimeout(r, 0));
          expect(actor.getSnapshot().value).toEqual(step.state.value);
        }
        actor.stop();
      });
    }
  });
}
