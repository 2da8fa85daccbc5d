import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from './testing/model';
import { cartSpec } from './testing/specs/cart';

describe('cart: model-based paths (xstate/graph)', () => {
  it('walks paths covering every state and transition against the real machine, the oracle holding on every step', async () => {
    const run = await runModel(cartSpec);
    const line = coverageLine('cart', run.coverage);
    console.log(line, `(${run.paths.length} paths from ${run.vertices} vertices, ${run.edges} edges)`);
    expect(run.coverage.missingStates).toEqual([]);
    expect(run.coverage.missingTransitions).toEqual([]);
    expect(run.invariants.filter((i) => i.checked === 0)).toEqual([]);
  }, 300_000);
});
