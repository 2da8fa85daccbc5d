import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from './testing/model';
import { orderPromotionSpec } from './testing/specs/order-promotion';

describe('orderPromotion: model-based paths (xstate/graph)', () => {
  it('walks paths covering every state and transition against the real machine, the oracle holding on every step', async () => {
    const run = await runModel(orderPromotionSpec);
    console.log(coverageLine('orderPromotion', run.coverage), `(${run.paths.length} paths from ${run.vertices} vertices, ${run.edges} edges)`);
    expect(run.coverage.missingStates).toEqual([]);
    expect(run.coverage.missingTransitions).toEqual([]);
    expect(run.invariants.filter((i) => i.checked === 0)).toEqual([]);
  }, 300_000);
});
