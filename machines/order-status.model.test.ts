import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from './testing/model';
import { orderStatusSpec } from './testing/specs/order-status';

describe('order status: model-based paths (xstate/graph)', () => {
  it('walks paths covering every state and transition against the real machine', async () => {
    const run = await runModel(orderStatusSpec);
    const line = coverageLine('orderStatus', run.coverage);
    console.log(line, `(${run.paths.length} paths from ${run.vertices} vertices, ${run.edges} edges)`);
    expect(run.coverage.missingStates).toEqual([]);
    expect(run.coverage.missingTransitions).toEqual([]);
    expect(run.invariants.filter((i) => i.checked === 0)).toEqual([]);
  }, 120_000);
});
