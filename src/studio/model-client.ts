/**
 * The studio's handle on model-worker.ts: one worker, requests answered in order, results cached per machine.
 * Without Worker support the same functions run on the page.
 */
import type { MachineReport, StudioPath } from './paths';

export type ModelRequest = { id: number; type: 'analyse'; key: string } | { id: number; type: 'simple'; key: string; stateId: string; max: number };
export type ModelResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

let worker: Worker | null | undefined;
let seq = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
const reports = new Map<string, Promise<MachineReport>>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./model-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ModelResponse>) => {
      const w = waiting.get(e.data.id);
      if (!w) return;
      waiting.delete(e.data.id);
      if (e.data.ok) w.resolve(e.data.result);
      else w.reject(new Error(e.data.error));
    };
  } catch {
    worker = null;
  }
  return worker;
}

async function inPage(req: ModelRequest): Promise<unknown> {
  const [{ loadMachines, loadSpecs, specFor, withInlineChildren }, { machineLoaders, specLoaders }, paths] = await Promise.all([
    import('./discover'),
    import('./discover-vite'),
    import('./paths'),
  ]);
  const machines = withInlineChildren(await loadMachines(machineLoaders));
  const specs = await loadSpecs(specLoaders);
  const entry = machines.find((m) => m.key === req.key);
  if (!entry) throw new Error(`mesin ${req.key} tidak ditemukan`);
  const spec = specFor(entry.machine, specs);
  if (req.type === 'analyse') return paths.analyseMachine(entry.machine, spec);
  return paths.simplePathsTo(entry.machine, spec ?? paths.derivedSpec(entry.machine), req.stateId, req.max);
}

function request(req: { type: 'analyse'; key: string } | { type: 'simple'; key: string; stateId: string; max: number }): Promise<unknown> {
  const full = { ...req, id: ++seq } as ModelRequest;
  const w = getWorker();
  if (!w) return inPage(full);
  return new Promise((resolve, reject) => {
    waiting.set(full.id, { resolve, reject });
    w.postMessage(full);
  });
}

/** Coverage, test paths and shortest paths of a machine (by discovery key), computed once per page. */
export function reportFor(key: string): Promise<MachineReport> {
  let p = reports.get(key);
  if (!p) {
    p = request({ type: 'analyse', key }) as Promise<MachineReport>;
    reports.set(key, p);
  }
  return p;
}

/** Simple paths to a state (shortest first). */
export function simplePaths(key: string, stateId: string, max = 8): Promise<StudioPath[]> {
  return request({ type: 'simple', key, stateId, max }) as Promise<StudioPath[]>;
}
