/**
 * The studio's Playwright export of the machines whose paths run in `npm test` (issue 20 point 4): for each, a
 * covering subset of its exported paths that its driver can run in the browser, written to
 * tests/e2e/paths/<machine>.paths.spec.ts by `npm run statecharts` (scripts/statecharts.ts), checked by
 * `npm run statecharts -- --check`. The files are exactly what the studio's "Unduh semua jalur (Playwright)"
 * writes for those paths; running every exported path is a matter of downloading them all from the studio.
 *
 * The subset: paths the driver can run, shortest first, each kept while it reaches a state or transition the
 * kept ones do not, at most {@link MAX_PATHS} per machine (each path costs a sign-in and a page in the browser).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from '../../machines/testing/model';
import { loadMachines, loadSpecs, specFor, withInlineChildren } from '../../src/studio/discover';
import { nodeLoaders } from '../../src/studio/discover-node';
import { activeIdsFromValue } from '../../src/studio/graph';
import { analyseMachine, playwrightPaths, type StudioPath } from '../../src/studio/paths';
import { predictSnapshots, whyNot } from './run';

/** The machines whose exported paths run in `npm test` (the design card's four; the others export on demand). */
export const E2E_PATH_MACHINES = ['checkout', 'cart', 'orderStatus', 'employeeForm'];
const MAX_PATHS = 6;

const root = resolve(import.meta.dirname, '../..');
/** `STUDIO_EXPORT_ALL=1`: every exported path instead of the covering subset, to tests/e2e/paths-all/ (not committed). */
const all = process.env.STUDIO_EXPORT_ALL === '1';
const outDir = resolve(root, all ? 'tests/e2e/paths-all' : 'tests/e2e/paths');

/** States and transitions a path passes through (predicted). */
function reach(entryMachine: Parameters<typeof predictSnapshots>[0], p: StudioPath): Set<string> {
  const snapshots = predictSnapshots(entryMachine, p.input, p.events);
  const out = new Set<string>();
  snapshots.forEach((s: AnyMachineSnapshot, i) => {
    activeIdsFromValue(entryMachine, s.value).forEach((id) => out.add(`s:${id}`));
    const e = p.events[i];
    if (e && snapshots[i]!.can(e as never)) {
      for (const t of entryMachine.getTransitionData(snapshots[i] as never, e as never) as AnyTransitionDefinition[]) out.add(`t:${transitionKey(t)}`);
    }
  });
  return out;
}

/** Generate (or with `check`, compare) the committed path specs; returns the files that are stale. */
export async function exportE2ePaths(check: boolean): Promise<string[]> {
  const loaders = nodeLoaders(root);
  const machines = withInlineChildren(await loadMachines(loaders.machines));
  const specs = await loadSpecs(loaders.specs);
  const stale: string[] = [];
  for (const id of E2E_PATH_MACHINES) {
    const entry = machines.find((m) => m.id === id);
    if (!entry) throw new Error(`no machine ${id}`);
    const spec = specFor(entry.machine, specs);
    const report = await analyseMachine(entry.machine, spec);
    const candidates = [...report.testPaths, ...report.shortest]
      .filter((p) => whyNot(entry.machine, p.input, p.events) === null)
      .sort((a, b) => a.events.length - b.events.length);
    const seen = new Set<string>();
    const kept: StudioPath[] = [];
    for (const p of all ? [...report.testPaths, ...report.shortest] : candidates) {
      if (all) {
        kept.push(p);
        continue;
      }
      if (kept.length >= MAX_PATHS) break;
      const r = reach(entry.machine, p);
      if ([...r].every((x) => seen.has(x))) continue;
      r.forEach((x) => seen.add(x));
      kept.push(p);
    }
    const text = playwrightPaths(entry.machine, kept, entry, spec);
    const file = join(outDir, `${id}.paths.spec.ts`);
    if (check) {
      if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(relative(root, file));
    } else {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, text);
      console.log(`${relative(root, file)}: ${kept.length} of ${candidates.length} runnable paths (${report.testPaths.length + report.shortest.length} exported)`);
    }
  }
  return stale;
}
