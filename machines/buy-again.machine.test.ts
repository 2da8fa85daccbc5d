import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buyAgainMachine, linesOf } from './buy-again.machine';
import type { CartLine } from '../src/api/cart';

const lines: CartLine[] = [
  { type: 'lms', item_id: 1, quantity: 1 },
  { type: 'ecom', item_id: 2, quantity: 3 },
];

function start(statusCode: number, add: (lines: CartLine[]) => Promise<void>) {
  const actor = createActor(
    buyAgainMachine.provide({ actors: { addItems: fromPromise(({ input }: { input: { lines: CartLine[] } }) => add(input.lines)) } }),
    { input: { statusCode, lines } },
  );
  actor.start();
  return actor;
}

describe('buyAgainMachine', () => {
  it('only a completed order can buy again', () => {
    expect(start(6, async () => {}).getSnapshot().can({ type: 'buyAgain.start' })).toBe(false);
    expect(start(7, async () => {}).getSnapshot().can({ type: 'buyAgain.start' })).toBe(true);
  });

  it('adds the lines and finishes', async () => {
    const seen: CartLine[][] = [];
    const actor = start(7, async (l) => {
      seen.push(l);
    });
    actor.send({ type: 'buyAgain.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('added'));
    expect(seen).toEqual([lines]);
  });

  it('keeps the server message on failure and can be dismissed', async () => {
    const actor = start(7, async () => {
      throw Object.assign(new Error('Item stok sudah habis'), { code: 436, kind: 'server' });
    });
    actor.send({ type: 'buyAgain.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Item stok sudah habis');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('courses are always quantity 1', () => {
    expect(linesOf([{ type: 'lms', item_id: 4, quantity: 2 }, { type: 'ecom', item_id: 5, quantity: 2 }])).toEqual([
      { type: 'lms', item_id: 4, quantity: 1 },
      { type: 'ecom', item_id: 5, quantity: 2 },
    ]);
  });
});
