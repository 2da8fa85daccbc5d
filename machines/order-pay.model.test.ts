import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from './testing/model';
import { orderPaySpec } from './testing/specs/order-pay';

describe('order-pay: model-based paths (xstate/graph)', () => {
  it('walks paths covering every state and transition against the real machine', async () => {
    const run = await runModel(orderPaySpec);
    console.log(coverageLine('order-pay', run.coverage), `(${run.paths.length} paths from ${run.vertices} vertices, ${run.edges} edges)`);
    expect(run.coverage.missingStates).toEqual([]);
    expect(run.coverage.missingTransitions).toEqual([]);
    expect(run.invariants.filter((i) => i.checked === 0)).toEqual([]);
  }, 300_000);
});
