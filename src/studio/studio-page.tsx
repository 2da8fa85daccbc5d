/**
 * /statecharts — the statechart studio for designers and testers (issue 8): every machine in machines/ with its
 * description, counts and coverage; its diagram (pan, zoom, keyboard); a side panel to read descriptions and tags,
 * simulate, walk and export paths, and follow the running app live. Loaded only on this route.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { DetailPanel } from './detail-panel';
import { DiagramView } from './diagram-view';
import { download } from './download';
import { activeIdsFromGraph, transitionEdges } from './graph-types';
import { LiveStore } from './live';
import { LivePanel } from './live-panel';
import { PathsPanel } from './paths-panel';
import type { RenderView } from './render';
import { toSvg } from './render';
import { SimulatorPanel } from './simulator-panel';
import { T } from './texts';
import { reportFor, type CatalogueEntry } from './studio-client';
import { loadStudioCatalogue, useAsync, useDiagram, useReport, type Catalogue } from './use-studio';
import './studio.css';

export type StudioTab = 'detail' | 'simulasi' | 'jalur' | 'live';
const TABS: StudioTab[] = ['detail', 'simulasi', 'jalur', 'live'];

export interface StudioSearch {
  m?: string;
  tab?: StudioTab;
}

/** What a panel wants the diagram to show (active states, transitions just taken, a state to bring into view). */
export interface Highlight {
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  reveal?: string | null;
}

const pct = (a: number, b: number) => `${a}/${b}`;

let liveStore: LiveStore | undefined;
const getLive = () => (liveStore ??= new LiveStore());

export function StudioPage({ search, onSearch }: { search: StudioSearch; onSearch: (s: StudioSearch) => void }) {
  const cat = useAsync(loadStudioCatalogue, 'catalogue');
  return (
    <div className="studio">
      <header className="studio-bar">
        <div>
          <h1 className="studio-title">{T.title}</h1>
          <p className="studio-subtitle">{T.subtitle}</p>
        </div>
        <a className="studio-back" href="/">
          {T.backToShop}
        </a>
      </header>
      {cat.status === 'loading' && <p className="studio-status">{T.loadingMachines}</p>}
      {cat.status === 'error' && (
        <p className="studio-status studio-error" role="alert">
          {T.loadFailed}: {cat.error}
        </p>
      )}
      {cat.status === 'ready' && <StudioBody catalogue={cat.value} search={search} onSearch={onSearch} />}
    </div>
  );
}

function findEntry(machines: CatalogueEntry[], m: string | undefined): CatalogueEntry | undefined {
  if (!m) return machines[0];
  return machines.find((x) => x.key === m) ?? machines.find((x) => x.id === m) ?? machines[0];
}

function StudioBody({ catalogue, search, onSearch }: { catalogue: Catalogue; search: StudioSearch; onSearch: (s: StudioSearch) => void }) {
  const entry = findEntry(catalogue.machines, search.m);
  const tab = search.tab ?? 'detail';
  const live = getLive();
  const liveState = useSyncExternalStore(live.subscribe, live.get);
  const open = (m: string, nextTab: StudioTab = tab) => onSearch({ m: m === catalogue.machines[0]?.id ? undefined : m, tab: nextTab === 'detail' ? undefined : nextTab });

  return (
    <div className="studio-body">
      <MachineList catalogue={catalogue} current={entry} liveIds={new Set(liveState.actors.filter((a) => !a.stopped).map((a) => a.machineId))} onOpen={(m) => open(m)} />
      {entry ? (
        <MachineView key={entry.key} entry={entry} catalogue={catalogue} tab={tab} onTab={(t) => open(entry.id, t)} onOpenMachine={(id) => open(id)} live={live} />
      ) : (
        <p className="studio-status">{T.loadFailed}</p>
      )}
    </div>
  );
}

function MachineList({ catalogue, current, liveIds, onOpen }: { catalogue: Catalogue; current?: CatalogueEntry; liveIds: Set<string>; onOpen: (id: string) => void }) {
  const first = useReport(current);
  return (
    <nav className="studio-machines" aria-label={T.machines}>
      <h2 className="studio-h2">{T.machines}</h2>
      <ul>
        {catalogue.machines.map((m) => (
          <MachineItem key={m.key} entry={m} current={m.key === current?.key} ready={first.status !== 'loading'} live={liveIds.has(m.id)} onOpen={() => onOpen(m.id)} />
        ))}
      </ul>
    </nav>
  );
}

function MachineItem({ entry, current, ready, live, onOpen }: { entry: CatalogueEntry; current: boolean; ready: boolean; live: boolean; onOpen: () => void }) {
  const graph = entry.graph;
  const report = useAsync(() => reportFor(entry.key), ready || current ? entry.key : null);
  const states = graph.nodes.length;
  const transitions = transitionEdges(graph).length;
  let coverage: string = T.computing;
  let tone = 'pending';
  if (report.status === 'ready') {
    const c = report.value.coverage;
    if (!c) {
      coverage = T.noSpec;
      tone = 'none';
    } else {
      coverage = T.coverage(pct(c.statesCovered, c.statesTotal), pct(c.transitionsCovered, c.transitionsTotal));
      tone = c.missingStates.length + c.missingTransitions.length ? 'bad' : 'good';
    }
  } else if (report.status === 'error') {
    coverage = report.error;
    tone = 'bad';
  }
  return (
    <li>
      <button type="button" className={`studio-machine${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined} onClick={onOpen} data-machine={entry.id}>
        <span className="studio-machine-name">
          {entry.id}
          {live && <span className="studio-live-dot">{T.liveBadge}</span>}
        </span>
        <span className="studio-machine-file">{entry.file.replace(/^\/machines\//, '')}</span>
        {graph.description && <span className="studio-machine-desc">{graph.description}</span>}
        <span className="studio-machine-counts">
          <span data-testid="state-count">{T.states(states)}</span> · <span data-testid="transition-count">{T.transitions(transitions)}</span>
        </span>
        <span className={`studio-cov studio-cov--${tone}`} data-testid="coverage">
          {coverage}
        </span>
      </button>
    </li>
  );
}

function MachineView({
  entry,
  catalogue,
  tab,
  onTab,
  onOpenMachine,
  live,
}: {
  entry: CatalogueEntry;
  catalogue: Catalogue;
  tab: StudioTab;
  onTab: (t: StudioTab) => void;
  onOpenMachine: (id: string) => void;
  live: LiveStore;
}) {
  const diagram = useDiagram(entry);
  const report = useReport(entry);
  const graph = entry.graph;
  const [selected, setSelected] = useState<string | null>(null);
  const [showCoverage, setShowCoverage] = useState(true);
  const [highlights, setHighlights] = useState<Partial<Record<StudioTab, Highlight | null>>>({});
  const setHighlight = useMemo(() => {
    const make = (t: StudioTab) => (h: Highlight | null) => setHighlights((prev) => (prev[t] === h ? prev : { ...prev, [t]: h }));
    return { simulasi: make('simulasi'), jalur: make('jalur'), live: make('live') };
  }, []);

  const coverage = report.status === 'ready' && report.value.coverage ? report.value.coverage : null;
  const coverageView = useMemo<RenderView['coverage']>(() => {
    if (!coverage || !showCoverage) return null;
    const missingS = new Set(coverage.missingStates);
    const missingT = new Set(coverage.missingTransitions);
    return {
      states: new Set(graph.nodes.map((n) => n.id).filter((id) => !missingS.has(id))),
      transitions: new Set(transitionEdges(graph).map((e) => e.id).filter((id) => !missingT.has(id))),
    };
  }, [coverage, showCoverage, graph]);

  const h = tab === 'detail' ? null : (highlights[tab] ?? null);
  const view = useMemo<Omit<RenderView, 'interactive' | 'focusable'>>(
    () => ({ coverage: h ? null : coverageView, active: h?.active, taken: h?.taken }),
    [coverageView, h],
  );

  useEffect(() => setSelected(null), [entry.key]);
  const activeIdsOf = useCallback((value: unknown) => activeIdsFromGraph(entry.graph, value), [entry]);

  const tabId = (t: StudioTab) => `studio-tab-${t}`;
  const onTabKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
      onTab(next);
      requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
      e.preventDefault();
    }
  };

  return (
    <div className="studio-machine-view">
      <section className="studio-diagram" aria-labelledby="studio-machine-title">
        <div className="studio-diagram-head">
          <div>
            <h2 id="studio-machine-title" className="studio-h1">
              {entry.id}
            </h2>
            {graph.description && <p className="studio-desc">{graph.description}</p>}
          </div>
          <div className="studio-tools">
            {coverage && (
              <label className="studio-check">
                <input type="checkbox" checked={showCoverage} onChange={(e) => setShowCoverage(e.target.checked)} /> {T.showCoverage}
              </label>
            )}
            <button
              type="button"
              disabled={diagram.status !== 'ready'}
              onClick={() => diagram.status === 'ready' && download(`${entry.id}.svg`, toSvg(diagram.value), 'image/svg+xml')}
            >
              {T.downloadSvg}
            </button>
          </div>
        </div>
        {diagram.status === 'loading' && <p className="studio-status">{T.layoutLoading}</p>}
        {diagram.status === 'error' && (
          <p className="studio-status studio-error" role="alert">
            {T.layoutFailed}: {diagram.error}
          </p>
        )}
        {diagram.status === 'ready' && (
          <DiagramView
            diagram={diagram.value}
            view={view}
            selected={selected}
            onSelect={(item) => {
              setSelected(item);
              if (item && tab !== 'detail') onTab('detail');
            }}
            onOpenMachine={onOpenMachine}
            reveal={h?.reveal ?? null}
          />
        )}
      </section>
      <aside className="studio-side" aria-label={T.sidePanel}>
        <div role="tablist" aria-label={T.sidePanel} className="studio-tabs" onKeyDown={onTabKey}>
          {TABS.map((t) => (
            <button
              key={t}
              id={tabId(t)}
              type="button"
              role="tab"
              aria-selected={tab === t}
              aria-controls="studio-tabpanel"
              tabIndex={tab === t ? 0 : -1}
              onClick={() => onTab(t)}
            >
              {T.tabs[t]}
            </button>
          ))}
        </div>
        <div id="studio-tabpanel" role="tabpanel" aria-labelledby={tabId(tab)} className="studio-tabpanel">
          {tab === 'detail' && (
            <DetailPanel entry={entry} catalogue={catalogue} graph={graph} report={report} selected={selected} onSelect={setSelected} onOpenMachine={onOpenMachine} />
          )}
          {tab === 'simulasi' && <SimulatorPanel key={entry.key} entry={entry} onHighlight={setHighlight.simulasi} onOpenMachine={onOpenMachine} />}
          {tab === 'jalur' && <PathsPanel key={entry.key} entry={entry} report={report} onHighlight={setHighlight.jalur} />}
          {tab === 'live' && (
            <LivePanel
              entry={entry}
              live={live}
              onHighlight={setHighlight.live}
              onOpenMachine={onOpenMachine}
              activeIdsOf={activeIdsOf}
            />
          )}
        </div>
      </aside>
    </div>
  );
}
