/**
 * The studio page's data: the catalogue of machines (from the studio worker), each machine's diagram (ELK in its
 * own worker) and report (coverage and paths), cached per machine key.
 */
import { useEffect, useState } from 'react';
import { browserElk } from './elk-browser';
import { layoutGraph, type Diagram, type ElkEngine } from './layout';
import type { E2eCoverageReport } from './e2e-coverage';
import type { StudioGraph } from './graph-types';
import type { MachineReport } from './paths';
import { loadCatalogue, reportFor, type CatalogueEntry } from './studio-client';

export type Async<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: string };

/** Resolve a promise into state; a new `key` restarts it, `null` waits. */
export function useAsync<T>(factory: () => Promise<T>, key: string | null): Async<T> {
  const [state, setState] = useState<{ key: string | null; value: Async<T> }>({ key: null, value: { status: 'loading' } });
  useEffect(() => {
    if (key === null) return;
    let alive = true;
    factory().then(
      (value) => alive && setState({ key, value: { status: 'ready', value } }),
      (error: unknown) => alive && setState({ key, value: { status: 'error', error: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      alive = false;
    };
    // The factory is keyed by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}

export interface Catalogue {
  machines: CatalogueEntry[];
}

export const loadStudioCatalogue = (): Promise<Catalogue> => loadCatalogue().then((machines) => ({ machines }));

const diagrams = new Map<string, Promise<Diagram>>();
/** A view's layout (view-graph.ts), computed once per graph key, focus and depth. */
export function diagramFor(cacheKey: string, graph: StudioGraph, focus: string | null, depth: number | null, engine?: ElkEngine): Promise<Diagram> {
  const key = `${cacheKey}|${focus ?? ''}|${depth ?? 'all'}`;
  let d = diagrams.get(key);
  if (!d) {
    d = layoutGraph(graph, engine ?? browserElk());
    diagrams.set(key, d);
    d.catch(() => diagrams.delete(key));
  }
  return d;
}

/** The whole machine's layout: what `npm run statecharts` writes and "Unduh SVG" downloads. */
export function diagramOf(entry: CatalogueEntry): Promise<Diagram> {
  return diagramFor(entry.key, entry.graph, null, null);
}

export function useDiagram(entry: CatalogueEntry | undefined): Async<Diagram> {
  return useAsync(() => diagramOf(entry!), entry?.key ?? null);
}

export function useReport(entry: CatalogueEntry | undefined): Async<MachineReport> {
  return useAsync(() => reportFor(entry!.key), entry?.key ?? null);
}

/** The committed snapshots of docs/statecharts/ (one lazily loaded module each; e2e-coverage.json among them). */
const committed = import.meta.glob<unknown>('/docs/statecharts/*.json', { import: 'default' });

/** The committed structure of a machine (`npm run statecharts`), or null when it has none yet. */
export function snapshotOf(machineId: string): Promise<StudioGraph | null> {
  const load = committed[`/docs/statecharts/${machineId}.json`];
  return load ? (load() as Promise<StudioGraph>) : Promise.resolve(null);
}

/** What the last recorded e2e run reached (`npm run statecharts -- --coverage`), or null. */
export function e2eCoverage(): Promise<E2eCoverageReport | null> {
  const load = committed['/docs/statecharts/e2e-coverage.json'];
  return load ? (load() as Promise<E2eCoverageReport>) : Promise.resolve(null);
}
