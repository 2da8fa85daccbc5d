/**
 * /statecharts — the statechart studio for designers and testers (issues 8 and 20): the canvas takes the page's
 * width; the machine list (left) and the side panel (right: detail, simulation, paths, live, review) are drawers
 * that open over it. A large machine is read one level at a time (focus a compound state, breadcrumbs back up);
 * search pans and zooms to a state, event, guard or actor; a legend explains every mark. The machine, the focused
 * state, the depth, the zoom and the centre are in the URL, so a link shows a colleague the same view. Loaded only
 * on this route.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { DetailPanel } from './detail-panel';
import { DiagramView, type Camera, type CanvasView } from './diagram-view';
import { diffGraphs, graphSnapshot, isEmptyDiff, mergedGraph, type GraphDiff } from './diff';
import { download } from './download';
import type { E2eCoverageReport } from './e2e-coverage';
import { activeIdsFromGraph, transitionEdges, type StudioGraph } from './graph-types';
import { Legend } from './legend';
import { LiveStore } from './live';
import { LivePanel } from './live-panel';
import { PathsPanel } from './paths-panel';
import type { RenderView } from './render';
import { toSvg } from './render';
import { ReviewPanel } from './review-panel';
import { searchGraph, type SearchHit } from './search';
import { SimulatorPanel } from './simulator-panel';
import { T } from './texts';
import { reportFor, type CatalogueEntry } from './studio-client';
import { diagramOf, e2eCoverage, loadStudioCatalogue, snapshotOf, useAsync, useReport, type Catalogue } from './use-studio';
import { ancestorsOf, viewGraph, viewShowing } from './view-graph';
import './studio.css';

export type StudioTab = 'detail' | 'simulasi' | 'jalur' | 'live' | 'perubahan';
const TABS: StudioTab[] = ['detail', 'simulasi', 'jalur', 'live', 'perubahan'];
export type CoverageMode = 'model' | 'e2e' | 'off';

/** The studio's URL: `m` machine, `tab` open side panel, `f` focused state, `d` depth, `z` zoom %, `c` centre `x,y`. */
export interface StudioSearch {
  m?: string;
  tab?: StudioTab;
  f?: string;
  d?: string;
  z?: number;
  c?: string;
  cov?: CoverageMode;
  review?: '1';
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

export function StudioPage({ search, onSearch }: { search: StudioSearch; onSearch: (s: StudioSearch, replace?: boolean) => void }) {
  const cat = useAsync(loadStudioCatalogue, 'catalogue');
  const e2e = useAsync(e2eCoverage, 'e2e');
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
      {cat.status === 'ready' && <StudioBody catalogue={cat.value} e2e={e2e.status === 'ready' ? e2e.value : null} search={search} onSearch={onSearch} />}
    </div>
  );
}

function findEntry(machines: CatalogueEntry[], m: string | undefined): CatalogueEntry | undefined {
  if (!m) return machines[0];
  return machines.find((x) => x.key === m) ?? machines.find((x) => x.id === m) ?? machines[0];
}

function StudioBody({
  catalogue,
  e2e,
  search,
  onSearch,
}: {
  catalogue: Catalogue;
  e2e: E2eCoverageReport | null;
  search: StudioSearch;
  onSearch: (s: StudioSearch, replace?: boolean) => void;
}) {
  const entry = findEntry(catalogue.machines, search.m);
  const live = getLive();
  const liveState = useSyncExternalStore(live.subscribe, live.get);
  const [listOpen, setListOpen] = useState(false);
  const openMachine = (m: string, tab: StudioTab | undefined = search.tab) => {
    setListOpen(false);
    onSearch({ m: m === catalogue.machines[0]?.id ? undefined : m, tab, cov: search.cov, review: search.review });
  };

  return (
    <div className="studio-body">
      <MachineList
        open={listOpen}
        onClose={() => setListOpen(false)}
        catalogue={catalogue}
        e2e={e2e}
        current={entry}
        liveIds={new Set(liveState.actors.filter((a) => !a.stopped).map((a) => a.machineId))}
        onOpen={(m) => openMachine(m)}
      />
      {entry ? (
        <MachineView
          key={entry.key}
          entry={entry}
          catalogue={catalogue}
          e2e={e2e?.machines[entry.id] ?? null}
          e2eRecordedAt={e2e?.recordedAt ?? null}
          search={search}
          onSearch={onSearch}
          onOpenMachine={(id) => openMachine(id)}
          onToggleList={() => setListOpen((o) => !o)}
          listOpen={listOpen}
          live={live}
        />
      ) : (
        <p className="studio-status">{T.loadFailed}</p>
      )}
    </div>
  );
}

function MachineList({
  open,
  onClose,
  catalogue,
  e2e,
  current,
  liveIds,
  onOpen,
}: {
  open: boolean;
  onClose: () => void;
  catalogue: Catalogue;
  e2e: E2eCoverageReport | null;
  current?: CatalogueEntry;
  liveIds: Set<string>;
  onOpen: (id: string) => void;
}) {
  const first = useReport(current);
  return (
    <nav id="studio-machines" className="studio-machines studio-drawer studio-drawer--left" aria-label={T.machines} hidden={!open} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="studio-drawer-head">
        <h2 className="studio-h2">{T.machines}</h2>
        <button type="button" onClick={onClose} aria-label={T.closeList}>
          ✕
        </button>
      </div>
      {e2e && <p className="studio-muted">{T.e2eRecorded(e2e.recordedAt.slice(0, 16).replace('T', ' '))}</p>}
      <ul>
        {catalogue.machines.map((m) => (
          <MachineItem
            key={m.key}
            entry={m}
            current={m.key === current?.key}
            ready={first.status !== 'loading'}
            live={liveIds.has(m.id)}
            e2e={e2e ? (e2e.machines[m.id] ?? null) : undefined}
            onOpen={() => onOpen(m.id)}
          />
        ))}
      </ul>
    </nav>
  );
}

function MachineItem({
  entry,
  current,
  ready,
  live,
  e2e,
  onOpen,
}: {
  entry: CatalogueEntry;
  current: boolean;
  ready: boolean;
  live: boolean;
  /** undefined: no recording at all; null: nothing recorded for this machine. */
  e2e: E2eCoverageReport['machines'][string] | null | undefined;
  onOpen: () => void;
}) {
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
  const journeys = e2e ? T.e2eCoverageLine(pct(e2e.statesCovered, e2e.statesTotal), pct(e2e.transitionsCovered, e2e.transitionsTotal)) : T.noE2e;
  const journeyTone = e2e ? (e2e.missingStates.length + e2e.missingTransitions.length ? 'partial' : 'good') : 'none';
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
        <span className="studio-cov-pair">
          <span className="studio-cov-label">{T.modelCoverage}</span>
          <span className={`studio-cov studio-cov--${tone}`} data-testid="coverage">
            {coverage}
          </span>
          {e2e !== undefined && (
            <>
              <span className="studio-cov-label">{T.e2eCoverage}</span>
              <span className={`studio-cov studio-cov--${journeyTone}`} data-testid="e2e-coverage">
                {journeys}
              </span>
            </>
          )}
        </span>
      </button>
    </li>
  );
}

/** `12,340` → a point; anything else → null. */
function parseCentre(c: string | undefined): { x: number; y: number } | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(c ?? '');
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

function MachineView({
  entry,
  catalogue,
  e2e,
  e2eRecordedAt,
  search,
  onSearch,
  onOpenMachine,
  onToggleList,
  listOpen,
  live,
}: {
  entry: CatalogueEntry;
  catalogue: Catalogue;
  e2e: E2eCoverageReport['machines'][string] | null;
  e2eRecordedAt: string | null;
  search: StudioSearch;
  onSearch: (s: StudioSearch, replace?: boolean) => void;
  onOpenMachine: (id: string) => void;
  onToggleList: () => void;
  listOpen: boolean;
  live: LiveStore;
}) {
  const report = useReport(entry);
  const graph = entry.graph;
  const tab = search.tab ?? null;
  const [selected, setSelected] = useState<string | null>(null);
  const [highlights, setHighlights] = useState<Partial<Record<StudioTab, Highlight | null>>>({});
  const setHighlight = useMemo(() => {
    const make = (t: StudioTab) => (h: Highlight | null) => setHighlights((prev) => (prev[t] === h ? prev : { ...prev, [t]: h }));
    return { simulasi: make('simulasi'), jalur: make('jalur'), live: make('live') };
  }, []);
  const [query, setQuery] = useState('');
  const [reveal, setReveal] = useState<{ item: string; readable: boolean } | null>(null);
  const searchRef = useRef(search);
  searchRef.current = search;

  // The view from the URL.
  const focus = search.f && graph.nodes.some((n) => n.id === search.f && graph.nodes.some((c) => c.parentId === n.id)) ? search.f : null;
  const depth: CanvasView['depth'] = search.d === 'all' ? null : search.d && /^\d+$/.test(search.d) ? Math.max(1, Number(search.d)) : 'auto';
  const centre = parseCentre(search.c);
  const camera: Camera | null = search.z && centre ? { k: search.z / 100, cx: centre.x, cy: centre.y } : null;
  const coverageMode: CoverageMode = search.cov ?? 'model';
  const reviewing = search.review === '1';

  const update = useCallback((patch: Partial<StudioSearch>, replace = false) => onSearch({ ...searchRef.current, ...patch }, replace), [onSearch]);
  const setTab = (t: StudioTab | null) => update({ tab: t ?? undefined });
  const setFocus = useCallback(
    (f: string | null, revealItem?: string) => {
      cameraMoved.current = false;
      update({ f: f ?? undefined, d: undefined, z: undefined, c: undefined });
      setReveal(revealItem ? { item: revealItem, readable: true } : null);
    },
    [update],
  );
  // The camera goes into the URL once the person moves it (the default view keeps a clean URL).
  const cameraMoved = useRef(camera !== null);
  const onCamera = useCallback(
    (cam: Camera, drawnDepth: number | null) => {
      if (!cameraMoved.current) return;
      const s = searchRef.current;
      const z = Math.round(cam.k * 100);
      const c = `${Math.round(cam.cx)},${Math.round(cam.cy)}`;
      const d = drawnDepth === null ? 'all' : String(drawnDepth);
      if (s.z === z && s.c === c && s.d === d) return;
      update({ z, c, d }, true);
    },
    [update],
  );

  // Review: the committed snapshot against the code.
  const snapshot = useAsync(() => snapshotOf(entry.id), entry.id);
  const diff: GraphDiff | null = snapshot.status === 'ready' && snapshot.value ? diffGraphs(snapshot.value, graph) : null;
  const changes = diff ? diff.addedStates.length + diff.removedStates.length + diff.changedStates.length + diff.addedTransitions.length + diff.removedTransitions.length + diff.changedTransitions.length : 0;
  const shownGraph: StudioGraph = useMemo(
    () => (reviewing && diff && !isEmptyDiff(diff) && snapshot.status === 'ready' && snapshot.value ? mergedGraph(snapshot.value, graph, diff) : graph),
    // The diff follows the snapshot and the graph.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [reviewing, changes, snapshot.status, graph],
  );
  const diffView = useMemo<RenderView['diff']>(() => {
    if (!reviewing || !diff) return null;
    return {
      added: new Set([...diff.addedStates.map((s) => `s:${s}`), ...diff.addedTransitions.map((t) => `t:${t}`)]),
      removed: new Set([...diff.removedStates.map((s) => `s:${s}`), ...diff.removedTransitions.map((t) => `t:${t}`)]),
      changed: new Set([...diff.changedStates.map((s) => `s:${s.id}`), ...diff.changedTransitions.map((t) => `t:${t.id}`)]),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviewing, changes]);

  // Coverage marks: the model test's, or the journeys'.
  const modelCoverage = report.status === 'ready' && report.value.coverage ? report.value.coverage : null;
  const marked = coverageMode === 'model' ? modelCoverage : coverageMode === 'e2e' ? e2e : null;
  const coverageView = useMemo<RenderView['coverage']>(() => {
    if (!marked) return null;
    const missingS = new Set(marked.missingStates);
    const missingT = new Set(marked.missingTransitions);
    return {
      states: new Set(graph.nodes.map((n) => n.id).filter((id) => !missingS.has(id))),
      transitions: new Set(transitionEdges(graph).map((e) => e.id).filter((id) => !missingT.has(id))),
    };
  }, [marked, graph]);

  // Search.
  const hits = useMemo(() => searchGraph(graph, query), [graph, query]);
  const matches = useMemo(() => (hits.length ? new Set(hits.map((h) => h.item)) : null), [hits]);
  const goTo = (hit: SearchHit) => {
    const shown = viewGraph(graph, { focus, depth: depth === 'auto' ? null : depth });
    const visible = hit.item.startsWith('s:') ? shown.nodes.some((n) => `s:${n.id}` === hit.item) : shown.edges.some((e) => `t:${e.id}` === hit.item);
    if (!visible || depth === 'auto') {
      const v = viewShowing(graph, hit.item);
      update({ f: v.focus ?? undefined, d: 'all', z: undefined, c: undefined });
    }
    setReveal({ item: hit.item, readable: true });
    setSelected(hit.item);
  };

  const h = tab === null || tab === 'detail' || tab === 'perubahan' ? null : (highlights[tab] ?? null);
  // A panel's highlight (simulation, path, live) may sit inside a folded state: focus its parent.
  useEffect(() => {
    const item = h?.reveal;
    if (!item) return;
    const shown = viewGraph(graph, { focus, depth: depth === 'auto' ? null : depth });
    if (!shown.nodes.some((n) => `s:${n.id}` === item) && depth !== 'auto') {
      const v = viewShowing(graph, item);
      update({ f: v.focus ?? undefined, d: 'all', z: undefined, c: undefined }, true);
    }
    setReveal({ item, readable: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [h?.reveal]);

  const overlay = useMemo<Omit<RenderView, 'interactive' | 'focusable'>>(
    () => ({ coverage: h ? null : coverageView, active: h?.active, taken: h?.taken, diff: diffView, matches }),
    [coverageView, h, diffView, matches],
  );

  useEffect(() => setSelected(null), [entry.key]);
  const activeIdsOf = useCallback((value: unknown) => activeIdsFromGraph(entry.graph, value), [entry]);

  const tabId = (t: StudioTab) => `studio-tab-${t}`;
  const onTabKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab ?? 'detail');
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = TABS[(i + (e.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
      setTab(next);
      requestAnimationFrame(() => document.getElementById(tabId(next))?.focus());
      e.preventDefault();
    }
  };

  const crumbs = focus ? [...ancestorsOf(graph, focus), focus] : [];
  const downloadSvg = () => diagramOf(entry).then((d) => download(`${entry.id}.svg`, toSvg(d), 'image/svg+xml'));

  return (
    <div className={`studio-machine-view${tab ? ' has-panel' : ''}`}>
      <section className="studio-diagram" aria-labelledby="studio-machine-title">
        <div className="studio-diagram-head">
          <button type="button" className="studio-toggle" aria-expanded={listOpen} aria-controls="studio-machines" onClick={onToggleList}>
            ☰ {T.openList} ({catalogue.machines.length})
          </button>
          <div className="studio-heading">
            <h2 id="studio-machine-title" className="studio-h1">
              {entry.id}
            </h2>
            {graph.description && <p className="studio-desc">{graph.description}</p>}
          </div>
          <button type="button" className="studio-toggle" aria-expanded={tab !== null} aria-controls="studio-side" onClick={() => setTab(tab ? null : 'detail')}>
            {tab ? T.closePanel : T.openPanel}
          </button>
        </div>
        <div className="studio-toolbar">
          <nav aria-label={T.breadcrumbs} className="studio-crumbs">
            <ol>
              <li>
                <button type="button" className="studio-link" onClick={() => setFocus(null, focus ? `s:${crumbs[0]}` : undefined)} aria-current={focus ? undefined : 'location'}>
                  {entry.id}
                </button>
              </li>
              {crumbs.map((id, i) => (
                <li key={id}>
                  <button type="button" className="studio-link" onClick={() => setFocus(id, crumbs[i + 1] ? `s:${crumbs[i + 1]}` : undefined)} aria-current={i === crumbs.length - 1 ? 'location' : undefined}>
                    {graph.nodes.find((n) => n.id === id)?.key ?? id}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <SearchBox query={query} onQuery={setQuery} hits={hits} onPick={goTo} />
          <label className="studio-check">
            {T.depth}
            <select
              value={search.d ?? 'auto'}
              onChange={(e) => update({ d: e.target.value === 'auto' ? undefined : e.target.value, z: undefined, c: undefined })}
            >
              <option value="auto">{T.depthAuto}</option>
              {[1, 2, 3].map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
              <option value="all">{T.depthAll}</option>
            </select>
          </label>
          <label className="studio-check">
            {T.showCoverageOf}
            <select value={coverageMode} onChange={(e) => update({ cov: e.target.value === 'model' ? undefined : (e.target.value as CoverageMode) })}>
              <option value="model">{T.coverageModel}</option>
              <option value="e2e" disabled={!e2e}>
                {T.coverageE2e}
              </option>
              <option value="off">{T.coverageOff}</option>
            </select>
          </label>
          <label className="studio-check">
            <input type="checkbox" checked={reviewing} onChange={(e) => update({ review: e.target.checked ? '1' : undefined, z: undefined, c: undefined })} /> {T.review}
            {diff && <span className={`studio-badge${changes ? ' studio-badge--changed' : ''}`} data-testid="review-count">{T.reviewCount(changes)}</span>}
          </label>
          <Legend />
          <button type="button" onClick={() => void downloadSvg()}>
            {T.downloadSvg}
          </button>
          <button type="button" onClick={() => download(`${entry.id}.json`, graphSnapshot(graph), 'application/json')}>
            {T.downloadJson}
          </button>
        </div>
        <div
          className="studio-canvas"
          onPointerDown={(e) => (e.target as Element).closest('.sc-viewer') && (cameraMoved.current = true)}
          onWheel={(e) => (e.target as Element).closest('.sc-viewer') && (cameraMoved.current = true)}
          onKeyDown={(e) => (e.target as Element).closest('.sc-viewer') && ['+', '-', '=', '_', '0'].includes(e.key) && (cameraMoved.current = true)}
        >
          <DiagramView
            graph={shownGraph}
            cacheKey={`${entry.key}${shownGraph === graph ? '' : '|review'}`}
            view={{ focus, depth }}
            camera={camera}
            overlay={overlay}
            selected={selected}
            onSelect={(item) => {
              setSelected(item);
              if (item && tab !== 'detail' && tab !== 'perubahan') setTab('detail');
            }}
            onOpenMachine={onOpenMachine}
            onFocus={setFocus}
            onCamera={onCamera}
            reveal={reveal?.item ?? null}
            revealReadable={reveal?.readable}
          />
          <aside id="studio-side" className="studio-side studio-drawer studio-drawer--right" aria-label={T.sidePanel} hidden={tab === null}>
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
                  onClick={() => setTab(t)}
                >
                  {T.tabs[t]}
                </button>
              ))}
            </div>
            {tab && (
              <div id="studio-tabpanel" role="tabpanel" aria-labelledby={tabId(tab)} className="studio-tabpanel">
                {tab === 'detail' && (
                  <DetailPanel
                    entry={entry}
                    catalogue={catalogue}
                    graph={shownGraph}
                    report={report}
                    e2e={e2e}
                    e2eRecordedAt={e2eRecordedAt}
                    selected={selected}
                    onSelect={(item) => {
                      setSelected(item);
                      if (item) {
                        const v = viewShowing(graph, item);
                        const shown = viewGraph(graph, { focus, depth: depth === 'auto' ? null : depth });
                        const visible = item.startsWith('s:') ? shown.nodes.some((n) => `s:${n.id}` === item) : shown.edges.some((e) => `t:${e.id}` === item);
                        if (!visible) update({ f: v.focus ?? undefined, d: 'all', z: undefined, c: undefined });
                        setReveal({ item, readable: true });
                      }
                    }}
                    onOpenMachine={onOpenMachine}
                  />
                )}
                {tab === 'simulasi' && <SimulatorPanel key={entry.key} entry={entry} onHighlight={setHighlight.simulasi} onOpenMachine={onOpenMachine} />}
                {tab === 'jalur' && <PathsPanel key={entry.key} entry={entry} report={report} onHighlight={setHighlight.jalur} />}
                {tab === 'live' && <LivePanel entry={entry} live={live} onHighlight={setHighlight.live} onOpenMachine={onOpenMachine} activeIdsOf={activeIdsOf} catalogue={catalogue} />}
                {tab === 'perubahan' && (
                  <ReviewPanel
                    snapshot={snapshot}
                    diff={diff}
                    reviewing={reviewing}
                    onReview={(on) => update({ review: on ? '1' : undefined })}
                    onSelect={(item) => {
                      if (!reviewing) update({ review: '1' });
                      setSelected(item);
                      setReveal({ item, readable: true });
                    }}
                  />
                )}
              </div>
            )}
          </aside>
        </div>
      </section>
    </div>
  );
}

function SearchBox({ query, onQuery, hits, onPick }: { query: string; onQuery: (q: string) => void; hits: SearchHit[]; onPick: (h: SearchHit) => void }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = 'studio-search-results';
  const pick = (h: SearchHit | undefined) => {
    if (!h) return;
    onPick(h);
    setOpen(false);
  };
  return (
    <div className="studio-search">
      <label className="sc-visually-hidden" htmlFor="studio-search-input">
        {T.search}
      </label>
      <input
        id="studio-search-input"
        type="search"
        role="combobox"
        aria-expanded={open && hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && hits[active] ? `studio-hit-${active}` : undefined}
        placeholder={T.searchPlaceholder}
        value={query}
        title={T.search}
        onChange={(e) => {
          onQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(hits.length - 1, a + 1));
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
          else if (e.key === 'Enter') pick(hits[active]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {query && (
        <span className="studio-muted" aria-live="polite">
          {T.searchResults(hits.length)}
        </span>
      )}
      {open && hits.length > 0 && (
        <ul id={listId} role="listbox" className="studio-search-results" aria-label={T.search}>
          {hits.map((h, i) => (
            <li
              key={`${h.kind}|${h.item}`}
              id={`studio-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(h);
              }}
            >
              <span className="studio-hit-kind">{T.searchKinds[h.kind]}</span> <code>{h.text}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
