/**
 * Issue 20 point 3: every generated path of every machine in machines/ (found as the studio finds them), traced
 * headlessly exactly as the studio's "Telusuri" traces it (a Simulation in model mode, one path step per event),
 * must pass through the states the Markdown export promises and end in its target; a shortest path must end with
 * its state (and every state it also stands for) active. The exported set has no duplicate path and no path
 * that is a prefix of another with the same start and target.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMachines, loadSpecs, specFor, withInlineChildren } from './discover';
import { nodeLoaders } from './discover-node';
import { activeIdsFromValue } from './graph';
import { analyseMachine, predictPath, type StudioPath } from './paths';
import { tracePath } from './simulation';

const root = resolve(import.meta.dirname, '../..');
const loaders = nodeLoaders(root);
const machines = withInlineChildren(await loadMachines(loaders.machines));
const specs = await loadSpecs(loaders.specs);

const json = (v: unknown) => JSON.stringify(v);
const isPrefix = (a: StudioPath, b: StudioPath) =>
  json(a.input) === json(b.input) && a.events.length <= b.events.length && a.events.every((e, i) => json(e) === json(b.events[i]));

describe('every generated path, traced as the studio traces it, ends in its target', () => {
  it('finds the machines', () => expect(machines.length).toBeGreaterThan(40));

  for (const entry of machines) {
    it(entry.id, async () => {
      const spec = specFor(entry.machine, specs);
      const report = await analyseMachine(entry.machine, spec);
      expect(report.error, 'paths could be generated').toBeUndefined();
      const paths = [...report.testPaths, ...report.shortest];
      expect(paths.length).toBeGreaterThan(0);

      for (const path of paths) {
        const where = `${entry.id} ${path.id} [${path.steps.join(' | ')}]`;
        const trace = await tracePath({ machine: entry.machine, input: path.input, spec, specOf: (m) => specFor(m, specs) }, path.events);
        expect(trace.error, where).toBeNull();
        const promised = predictPath(entry.machine, path.input, path.events, spec);
        // Every step where the Markdown checklist says it is, then the target.
        expect(json(trace.start), `${where}: start`).toBe(json(promised.start.value));
        expect(trace.values.map(json), where).toEqual(promised.steps.map((s) => json(s.value)));
        const end = path.events.length ? trace.values.at(-1) : trace.start;
        expect(json(end), where).toBe(path.target);
        const active = activeIdsFromValue(entry.machine, end);
        for (const id of [...(path.stateId ? [path.stateId] : []), ...(path.reaches ?? [])]) expect(active, `${where}: ${id} active at the end`).toContain(id);
      }

      // No duplicate, no same-target prefix; ids unique.
      for (const [i, a] of paths.entries()) {
        for (const [j, b] of paths.entries()) {
          if (i === j || a.target !== b.target) continue;
          expect(isPrefix(a, b), `${entry.id}: ${a.id} is ${a.events.length === b.events.length ? 'the same as' : 'a prefix of'} ${b.id}`).toBe(false);
        }
      }
      expect(new Set(paths.map((p) => p.id)).size).toBe(paths.length);
    }, 120_000);
  }
});
