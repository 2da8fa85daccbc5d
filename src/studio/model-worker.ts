/**
 * Web Worker: coverage and paths (machines/testing's `runModel`, xstate/graph) take seconds on the larger
 * machines, so the studio computes them here, off the page's thread. Loads every machine and spec module
 * (eagerly: the worker is one file) with the same patterns as discover-vite.ts.
 */
import { loadMachines, loadSpecs, specFor, withInlineChildren, type MachineEntry, type ModuleLoaders, type SpecEntry } from './discover';
import { analyseMachine, derivedSpec, simplePathsTo } from './paths';
import type { ModelRequest, ModelResponse } from './model-client';

const eager = (mods: Record<string, unknown>): ModuleLoaders => Object.fromEntries(Object.entries(mods).map(([k, m]) => [k, async () => m]));
const machineModules = eager(import.meta.glob('/machines/**/*.machine.ts', { eager: true }));
const specModules = eager(import.meta.glob(['/machines/**/*spec*.ts', '!/machines/**/*.test.ts'], { eager: true }));

let loaded: Promise<{ machines: MachineEntry[]; specs: SpecEntry[] }> | undefined;
const load = () => (loaded ??= Promise.all([loadMachines(machineModules), loadSpecs(specModules)]).then(([m, specs]) => ({ machines: withInlineChildren(m), specs })));

self.onmessage = async (e: MessageEvent<ModelRequest>) => {
  const req = e.data;
  const reply = (r: ModelResponse) => (self as unknown as Worker).postMessage(r);
  try {
    const { machines, specs } = await load();
    const entry = machines.find((m) => m.key === req.key);
    if (!entry) throw new Error(`mesin ${req.key} tidak ditemukan`);
    const spec = specFor(entry.machine, specs);
    if (req.type === 'analyse') reply({ id: req.id, ok: true, result: await analyseMachine(entry.machine, spec) });
    else reply({ id: req.id, ok: true, result: simplePathsTo(entry.machine, spec ?? derivedSpec(entry.machine), req.stateId, req.max) });
  } catch (error) {
    reply({ id: req.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
