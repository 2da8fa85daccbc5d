import { describe, expect, it } from 'vitest';
import { coverageLine, runModel } from './testing/model';
import { chatSpec } from './testing/specs/chat';

describe('chat: model-based paths (xstate/graph)', () => {
  it('walks paths covering every state and transition against the real machine', async () => {
    const run = await runModel(chatSpec);
    console.log(coverageLine('chat', run.coverage), `(${run.paths.length} paths from ${run.vertices} vertices, ${run.edges} edges)`);
    expect(run.coverage.missingStates).toEqual([]);
    expect(run.coverage.missingTransitions).toEqual([]);
  }, 300_000);
});
