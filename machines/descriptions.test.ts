/**
 * docs/architecture.md and STYLE.md promise designers that every state and transition of every machine has a
 * `description` (the studio shows it): this keeps the promise true for every machine with a model spec.
 */
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { modelSpecs } from './testing/all-specs';

describe('machine descriptions', () => {
  it('every state and transition of every machine is described', () => {
    const missing: string[] = [];
    for (const m of new Set(modelSpecs.map((s) => s.machine))) {
      for (const n of [m.root, ...getStateNodes(m.root)]) {
        if (n !== m.root && n.type !== 'history' && !n.description) missing.push(`state ${n.id}`);
        for (const [event, ts] of n.transitions) for (const t of ts) if (!t.description) missing.push(`${n.id} —${event}→`);
        for (const t of n.always ?? []) if (!t.description) missing.push(`${n.id} —always→`);
      }
    }
    expect(missing).toEqual([]);
  });
});
