/**
 * Side panel "Detail": the selected state's or transition's description, tags, actions, invokes and coverage;
 * with nothing selected, the machine's summary (file, children, coverage with what is missing) and an outline of
 * every state (a list alternative to the diagram for screen readers).
 */
import type { Coverage } from '../../machines/testing/model';
import type { GraphEdge, GraphNode, StudioGraph } from './graph-types';
import { transitionEdges } from './graph-types';
import type { CatalogueEntry } from './studio-client';
import type { MachineReport } from './paths';
import { T } from './texts';
import type { Async, Catalogue } from './use-studio';

interface Props {
  entry: CatalogueEntry;
  catalogue: Catalogue;
  graph: StudioGraph;
  report: Async<MachineReport>;
  /** What the recorded e2e journeys reached (null: nothing recorded for this machine). */
  e2e: Coverage | null;
  e2eRecordedAt: string | null;
  selected: string | null;
  onSelect: (item: string | null) => void;
  onOpenMachine: (id: string) => void;
}

function List({ items }: { items: string[] }) {
  if (!items.length) return <p className="studio-muted">—</p>;
  return (
    <ul className="studio-code-list">
      {items.map((x, i) => (
        <li key={i}>
          <code>{x}</code>
        </li>
      ))}
    </ul>
  );
}

function edgeTitle(e: GraphEdge) {
  return `${e.label}${e.guard ? ` [${e.guard}]` : ''}`;
}

export function DetailPanel({ entry, catalogue, graph, report, e2e, e2eRecordedAt, selected, onSelect, onOpenMachine }: Props) {
  const coverage = report.status === 'ready' ? report.value.coverage : null;
  const missing = coverage ? new Set([...coverage.missingStates, ...coverage.missingTransitions]) : null;
  const missingE2e = e2e ? new Set([...e2e.missingStates, ...e2e.missingTransitions]) : null;
  const coverageOf = (id: string) => {
    const parts = [missing ? `${T.modelCoverage}: ${missing.has(id) ? T.uncovered : T.covered}` : null, missingE2e ? `${T.e2eCoverage}: ${missingE2e.has(id) ? T.uncovered : T.covered}` : null].filter(Boolean);
    return parts.length ? parts.join(' · ') : null;
  };
  const known = (machineId: string) => catalogue.machines.some((m) => m.id === machineId);

  if (selected?.startsWith('s:')) {
    const node = graph.nodes.find((n) => n.id === selected.slice(2));
    if (node) return <StateDetail node={node} graph={graph} coverage={coverageOf(node.id)} onSelect={onSelect} onOpenMachine={onOpenMachine} known={known} />;
  }
  if (selected?.startsWith('t:')) {
    const edge = graph.edges.find((e) => e.id === selected.slice(2));
    if (edge) return <TransitionDetail edge={edge} coverage={coverageOf(edge.id)} onSelect={onSelect} />;
  }

  return (
    <div className="studio-detail">
      <h3 className="studio-h3">{T.machineSummary}</h3>
      <dl className="studio-dl">
        <dt>{T.file}</dt>
        <dd>
          <code>{entry.file}</code> <code>{entry.exportName}</code>
        </dd>
        <dt>{T.description}</dt>
        <dd>{graph.description ?? T.noDescription}</dd>
        <dt>{T.coverageLine}</dt>
        <dd data-testid="coverage-line">
          {report.status === 'loading' && T.computing}
          {report.status === 'error' && report.error}
          {report.status === 'ready' && (report.value.coverageLine ? <code>{report.value.coverageLine}</code> : T.noSpec)}
        </dd>
        <dt>{T.e2eCoverage}</dt>
        <dd data-testid="e2e-coverage-line">
          {e2e
            ? `${T.e2eCoverageLine(`${e2e.statesCovered}/${e2e.statesTotal}`, `${e2e.transitionsCovered}/${e2e.transitionsTotal}`)}${e2eRecordedAt ? ` (${e2eRecordedAt.slice(0, 10)})` : ''}`
            : T.noE2e}
        </dd>
        {graph.root.tags.length > 0 && (
          <>
            <dt>{T.tags}</dt>
            <dd>{graph.root.tags.join(', ')}</dd>
          </>
        )}
      </dl>
      {graph.children.length > 0 && (
        <>
          <h4 className="studio-h4">{T.childMachines}</h4>
          <ul className="studio-links">
            {graph.children.map((c) => (
              <li key={c.src}>
                <button type="button" className="studio-link" disabled={!known(c.machineId)} onClick={() => onOpenMachine(c.machineId)}>
                  {T.openDiagram(c.machineId)}
                </button>{' '}
                <span className="studio-muted">({c.src})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {coverage && (coverage.missingStates.length > 0 || coverage.missingTransitions.length > 0) ? (
        <>
          <h4 className="studio-h4">{T.missingStates}</h4>
          <ul className="studio-links">
            {coverage.missingStates.map((id) => (
              <li key={id}>
                <button type="button" className="studio-link studio-bad" onClick={() => onSelect(`s:${id}`)}>
                  {id}
                </button>
              </li>
            ))}
          </ul>
          <h4 className="studio-h4">{T.missingTransitions}</h4>
          <ul className="studio-links">
            {coverage.missingTransitions.map((id) => (
              <li key={id}>
                <button type="button" className="studio-link studio-bad" onClick={() => onSelect(`t:${id}`)}>
                  {id}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : coverage ? (
        <p className="studio-good">{T.allCovered}</p>
      ) : null}
      {e2e && (e2e.missingStates.length > 0 || e2e.missingTransitions.length > 0) && (
        <details className="studio-details" data-testid="e2e-missing">
          <summary>
            {T.e2eMissing} ({e2e.missingStates.length} state, {e2e.missingTransitions.length} transisi)
          </summary>
          <ul className="studio-links">
            {[...e2e.missingStates.map((id) => `s:${id}`), ...e2e.missingTransitions.map((id) => `t:${id}`)].map((item) => (
              <li key={item}>
                <button type="button" className="studio-link studio-bad" onClick={() => onSelect(item)}>
                  {item.slice(2)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      <h4 className="studio-h4">
        {T.stateList} ({graph.nodes.length}; {T.transitions(transitionEdges(graph).length)})
      </h4>
      <ul className="studio-outline">
        {graph.nodes.map((n) => (
          <li key={n.id} style={{ paddingLeft: `${(n.depth - 1) * 14}px` }}>
            <button type="button" className="studio-link" onClick={() => onSelect(`s:${n.id}`)}>
              {n.key}
            </button>{' '}
            <span className="studio-muted">{n.kind}</span>
          </li>
        ))}
      </ul>
      <p className="studio-muted">{T.selectHint}</p>
    </div>
  );
}

function StateDetail({
  node,
  graph,
  coverage,
  onSelect,
  onOpenMachine,
  known,
}: {
  node: GraphNode;
  graph: StudioGraph;
  coverage: string | null;
  onSelect: (item: string | null) => void;
  onOpenMachine: (id: string) => void;
  known: (id: string) => boolean;
}) {
  const outgoing = graph.edges.filter((e) => e.sourceId === node.id && e.kind !== 'initial');
  return (
    <div className="studio-detail" data-testid="state-detail">
      <div className="studio-detail-head">
        <h3 className="studio-h3">
          State <code>{node.id}</code>
        </h3>
        <button type="button" onClick={() => onSelect(null)}>
          {T.clearSelection}
        </button>
      </div>
      <dl className="studio-dl">
        <dt>{T.type}</dt>
        <dd>
          {node.kind}
          {node.history ? ` (${node.history})` : ''}
          {node.isRegion ? ', region' : ''}
          {node.isInitial ? ', initial' : ''}
          {coverage && <span className={coverage.includes(T.uncovered) ? 'studio-bad' : 'studio-good'}> · {coverage}</span>}
        </dd>
        <dt>{T.description}</dt>
        <dd data-testid="detail-description">{node.description ?? T.noDescription}</dd>
        <dt>{T.tags}</dt>
        <dd data-testid="detail-tags">{node.tags.length ? node.tags.join(', ') : '—'}</dd>
        <dt>{T.entry}</dt>
        <dd>
          <List items={node.entry} />
        </dd>
        <dt>{T.exit}</dt>
        <dd>
          <List items={node.exit} />
        </dd>
      </dl>
      {(node.invokes.length > 0 || node.spawns.length > 0) && (
        <>
          <h4 className="studio-h4">{node.invokes.length ? T.invokes : T.spawns}</h4>
          <ul className="studio-links">
            {[...node.invokes, ...node.spawns].map((a, i) => (
              <li key={i}>
                <code>{a.id ?? a.src}</code> <span className="studio-muted">src {a.src}</span>
                {a.hasOnDone !== undefined && <span className="studio-muted"> · onDone {a.hasOnDone ? '✓' : '—'} · onError {a.hasOnError ? '✓' : '—'}</span>}
                {a.childMachineId && (
                  <>
                    {' '}
                    <button type="button" className="studio-link" disabled={!known(a.childMachineId)} onClick={() => onOpenMachine(a.childMachineId!)}>
                      {T.openDiagram(a.childMachineId)}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4 className="studio-h4">{T.outgoing}</h4>
      {outgoing.length ? (
        <ul className="studio-links">
          {outgoing.map((e) => (
            <li key={e.id}>
              <button type="button" className="studio-link" onClick={() => onSelect(`t:${e.id}`)}>
                {edgeTitle(e)}
              </button>{' '}
              <span className="studio-muted">→ {e.targetIds.length ? e.targetIds.join(', ') : '(tetap)'}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="studio-muted">—</p>
      )}
      {node.meta !== undefined && (
        <>
          <h4 className="studio-h4">{T.meta}</h4>
          <pre className="studio-pre" tabIndex={0}>{JSON.stringify(node.meta, null, 2)}</pre>
        </>
      )}
    </div>
  );
}

function TransitionDetail({ edge, coverage, onSelect }: { edge: GraphEdge; coverage: string | null; onSelect: (item: string | null) => void }) {
  return (
    <div className="studio-detail" data-testid="transition-detail">
      <div className="studio-detail-head">
        <h3 className="studio-h3">
          Transisi <code>{edgeTitle(edge)}</code>
        </h3>
        <button type="button" onClick={() => onSelect(null)}>
          {T.clearSelection}
        </button>
      </div>
      <dl className="studio-dl">
        <dt>{T.event}</dt>
        <dd>
          <code>{edge.eventType}</code>
          {coverage && <span className={coverage.includes(T.uncovered) ? 'studio-bad' : 'studio-good'}> · {coverage}</span>}
        </dd>
        <dt>{T.source}</dt>
        <dd>
          <button type="button" className="studio-link" onClick={() => onSelect(`s:${edge.sourceId}`)}>
            {edge.sourceId}
          </button>
        </dd>
        <dt>{T.targets}</dt>
        <dd>
          {edge.targetIds.length
            ? edge.targetIds.map((t) => (
                <button key={t} type="button" className="studio-link" onClick={() => onSelect(`s:${t}`)}>
                  {t}
                </button>
              ))
            : '(tetap di state ini)'}
          {edge.reenter ? ' (reenter)' : ''}
        </dd>
        <dt>{T.guard}</dt>
        <dd>{edge.guard ? <code>{edge.guard}</code> : '—'}</dd>
        {edge.delay && (
          <>
            <dt>{T.delay}</dt>
            <dd>
              {edge.delay.name ?? ''} {edge.delay.ms !== undefined ? `${edge.delay.ms} ms` : ''}
            </dd>
          </>
        )}
        <dt>{T.description}</dt>
        <dd data-testid="detail-description">{edge.description ?? T.noDescription}</dd>
        <dt>{T.actions}</dt>
        <dd>
          <List items={edge.actions} />
        </dd>
      </dl>
    </div>
  );
}
