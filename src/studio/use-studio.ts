/**
 * The studio page's data: the catalogue of machines (from the studio worker), each machine's diagram (ELK in its
 * own worker) and report (coverage and paths), cached per machine key.
 */
import { useEffect, useState } from 'react';
import { browserElk } from './elk-browser';
import { layoutGraph, type Diagram } from './layout';
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
export function diagramOf(entry: CatalogueEntry): Promise<Diagram> {
  let d = diagrams.get(entry.key);
  if (!d) {
    d = layoutGraph(entry.graph, browserElk());
    diagrams.set(entry.key, d);
  }
  return d;
}

export function useDiagram(entry: CatalogueEntry | undefined): Async<Diagram> {
  return useAsync(() => diagramOf(entry!), entry?.key ?? null);
}

export function useReport(entry: CatalogueEntry | undefined): Async<MachineReport> {
  return useAsync(() => reportFor(entry!.key), entry?.key ?? null);
}
