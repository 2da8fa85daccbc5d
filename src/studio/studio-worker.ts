/**
 * The studio's worker: everything that needs the machines themselves runs here, off the page's thread and out of
 * the page's module graph (so the member pages' bundles do not change when the studio exists):
 * - discovery of every machine and model spec in machines/ (Vite globs, same patterns as discover.ts);
 * - definition → graph (`toGraph`), coverage and paths (`runModel`, xstate/graph), the simulator (real actors),
 *   and the Markdown / Playwright exports.
 * The page talks to it through studio-client.ts, which runs two of them: one for the slow analyses (coverage and
 * paths of every machine take seconds), one for what a person is waiting on (catalogue, simulation, exports).
 * Every answer is plain data.
 */
import type { AnyStateMachine } from 'xstate';
import { loadMachines, loadSpecs, specFor, withInlineChildren, type MachineEntry, type ModuleLoaders, type SpecEntry } from './discover';
import { toGraph } from './graph';
import { analyseMachine, derivedSpec, distinctPaths, inputsOf, pathMarkdown, pathsPage, playwrightPaths, simplePathsTo, type MachineReport } from './paths';
import { Simulation } from './simulation';
import type { CatalogueEntry, StudioRequest, StudioResponse } from './studio-client';

const eager = (mods: Record<string, unknown>): ModuleLoaders => Object.fromEntries(Object.entries(mods).map(([k, m]) => [k, async () => m]));
const machineModules = eager(import.meta.glob('/machines/**/*.machine.ts', { eager: true }));
const specModules = eager(
  import.meta.glob(['/machines/**/*spec*.ts', '/machines/**/*spec*/**/*.ts', '!/machines/**/*.test.ts', '!/machines/**/*.test-utils.ts'], { eager: true }),
);

let loaded: Promise<{ machines: MachineEntry[]; specs: SpecEntry[] }> | undefined;
const load = () =>
  (loaded ??= Promise.all([loadMachines(machineModules), loadSpecs(specModules)]).then(([m, specs]) => ({ machines: withInlineChildren(m), specs })));

const reports = new Map<string, Promise<MachineReport>>();
const sims = new Map<string, Simulation>();

async function entryOf(key: string) {
  const { machines, specs } = await load();
  const entry = machines.find((m) => m.key === key);
  if (!entry) throw new Error(`mesin ${key} tidak ditemukan`);
  return { entry, spec: specFor(entry.machine, specs), specs };
}

function reportOf(key: string): Promise<MachineReport> {
  let r = reports.get(key);
  if (!r) {
    r = entryOf(key).then(({ entry, spec }) => analyseMachine(entry.machine, spec));
    reports.set(key, r);
  }
  return r;
}

function sim(id: string): Simulation {
  const s = sims.get(id);
  if (!s) throw new Error(`simulasi ${id} tidak ada`);
  return s;
}

async function handle(req: StudioRequest): Promise<unknown> {
  switch (req.type) {
    case 'catalogue': {
      const { machines, specs } = await load();
      return machines.map(
        (e): CatalogueEntry => {
          const spec = specFor(e.machine, specs);
          return { key: e.key, id: e.id, file: e.file, exportName: e.exportName, graph: toGraph(e.machine), specName: spec?.name ?? null, inputs: inputsOf(spec) };
        },
      );
    }
    case 'analyse':
      return reportOf(req.key);
    case 'simple': {
      const { entry, spec } = await entryOf(req.key);
      return simplePathsTo(entry.machine, spec ?? derivedSpec(entry.machine), req.stateId, req.max);
    }
    case 'sim.start': {
      const { entry, spec, specs } = await entryOf(req.key);
      sims.get(req.sim)?.stop();
      const s = new Simulation({ machine: entry.machine, input: req.input, spec, specOf: (m: AnyStateMachine) => specFor(m, specs), model: req.model });
      sims.set(req.sim, s);
      await s.start();
      return s.view();
    }
    case 'sim.apply': {
      const s = sim(req.sim);
      await s.apply(req.step);
      return s.view();
    }
    case 'sim.back': {
      const s = sim(req.sim);
      await s.back(req.steps);
      return s.view();
    }
    case 'sim.reset': {
      const s = sim(req.sim);
      await s.reset();
      return s.view();
    }
    case 'sim.stop':
      sims.get(req.sim)?.stop();
      sims.delete(req.sim);
      return null;
    case 'markdown': {
      const { entry, spec } = await entryOf(req.key);
      if (req.single) return pathMarkdown(entry.machine, req.paths[0]!, spec, '#');
      return pathsPage(entry.machine, await reportOf(req.key), spec, distinctPaths(req.paths));
    }
    case 'playwright': {
      const { entry, spec } = await entryOf(req.key);
      return playwrightPaths(entry.machine, req.paths.length > 1 ? distinctPaths(req.paths) : req.paths, entry, spec);
    }
  }
}

self.onmessage = async (e: MessageEvent<StudioRequest & { id: number }>) => {
  const post = (r: StudioResponse) => (self as unknown as Worker).postMessage(r);
  try {
    post({ id: e.data.id, ok: true, result: await handle(e.data) });
  } catch (error) {
    post({ id: e.data.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
