/**
 * The page's handle on studio-worker.ts (two workers per page, answers matched by request id). Only types are
 * imported from the modules that run in the worker, so the page never loads xstate, the machines or the model
 * harness itself.
 */
import type { StudioGraph } from './graph-types';
import type { MachineReport, StudioPath } from './paths';
import type { SimStep, SimView } from './simulation';

/** What the page knows of a machine: where it is, its graph, its spec's name and the inputs it can start from. */
export interface CatalogueEntry {
  key: string;
  id: string;
  file: string;
  exportName: string;
  graph: StudioGraph;
  specName: string | null;
  inputs: Array<{ label: string; input: unknown }>;
}

export type StudioRequest =
  | { type: 'catalogue' }
  | { type: 'analyse'; key: string }
  | { type: 'simple'; key: string; stateId: string; max: number }
  | { type: 'sim.start'; sim: string; key: string; input: unknown; model?: boolean }
  | { type: 'sim.apply'; sim: string; step: SimStep }
  | { type: 'sim.back'; sim: string; steps?: number }
  | { type: 'sim.reset'; sim: string }
  | { type: 'sim.stop'; sim: string }
  | { type: 'markdown'; key: string; paths: StudioPath[]; single: boolean }
  | { type: 'playwright'; key: string; paths: StudioPath[] };

export type StudioResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

type Lane = 'analysis' | 'interactive';
const workers = new Map<Lane, Worker>();
let seq = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

/** Coverage and paths of every machine take seconds: they get their own worker so a simulation never waits. */
const laneOf = (req: StudioRequest): Lane => (req.type === 'analyse' || req.type === 'simple' || req.type === 'markdown' ? 'analysis' : 'interactive');

function getWorker(lane: Lane): Worker {
  let worker = workers.get(lane);
  if (worker) return worker;
  worker = new Worker(new URL('./studio-worker.ts', import.meta.url), { type: 'module', name: `studio-${lane}` });
  worker.onmessage = (e: MessageEvent<StudioResponse>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    waiting.delete(e.data.id);
    if (e.data.ok) w.resolve(e.data.result);
    else w.reject(new Error(e.data.error));
  };
  worker.onerror = (e) => {
    for (const w of waiting.values()) w.reject(new Error(e.message || 'studio worker gagal'));
    waiting.clear();
  };
  workers.set(lane, worker);
  return worker;
}

function call<T>(req: StudioRequest): Promise<T> {
  const id = ++seq;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
    getWorker(laneOf(req)).postMessage({ ...req, id });
  });
}

let catalogue: Promise<CatalogueEntry[]> | undefined;
export const loadCatalogue = () => (catalogue ??= call<CatalogueEntry[]>({ type: 'catalogue' }));

const reports = new Map<string, Promise<MachineReport>>();
/** Coverage, test paths and shortest paths of a machine, computed once per page. */
export function reportFor(key: string): Promise<MachineReport> {
  let r = reports.get(key);
  if (!r) {
    r = call<MachineReport>({ type: 'analyse', key });
    reports.set(key, r);
  }
  return r;
}

export const simplePaths = (key: string, stateId: string, max = 8) => call<StudioPath[]>({ type: 'simple', key, stateId, max });
export const markdownOf = (key: string, paths: StudioPath[], single = false) => call<string>({ type: 'markdown', key, paths, single });
export const playwrightOf = (key: string, paths: StudioPath[]) => call<string>({ type: 'playwright', key, paths });

let simSeq = 0;
/** A simulation running in the worker. */
export class RemoteSimulation {
  readonly id = `sim-${++simSeq}`;
  /** `model`: trace a generated path (the machine provided as the model harness provides it). */
  constructor(
    private readonly key: string,
    private readonly model = false,
  ) {}
  start = (input: unknown) => call<SimView>({ type: 'sim.start', sim: this.id, key: this.key, input, model: this.model });
  apply = (step: SimStep) => call<SimView>({ type: 'sim.apply', sim: this.id, step });
  back = (steps = 1) => call<SimView>({ type: 'sim.back', sim: this.id, steps });
  reset = () => call<SimView>({ type: 'sim.reset', sim: this.id });
  stop = () => void call({ type: 'sim.stop', sim: this.id }).catch(() => {});
}
