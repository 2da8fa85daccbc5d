/**
 * Side panel "Jalur": the paths the model tests walk, the shortest path to every state and simple paths to a
 * chosen state, each step readable (event with payload, actor answer, delay). A path can be stepped through on
 * the real machine (the diagram follows each step) and exported as a Markdown checklist or a Playwright skeleton.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { download } from './download';
import type { MachineReport, StudioPath } from './paths';
import type { SimView } from './simulation';
import { markdownOf, playwrightOf, RemoteSimulation, simplePaths, type CatalogueEntry } from './studio-client';
import type { Highlight } from './studio-page';
import { T } from './texts';
import type { Async } from './use-studio';

interface Props {
  entry: CatalogueEntry;
  report: Async<MachineReport>;
  onHighlight: (h: Highlight | null) => void;
}

/** Who acts in a step, from the event type (as the path printer marks it). */
const stepKind = (type: string) =>
  type.startsWith('xstate.done.actor.') ? 'done' : type.startsWith('xstate.error.actor.') ? 'error' : type.startsWith('xstate.after.') ? 'after' : 'event';

interface Trace {
  path: StudioPath;
  sim: RemoteSimulation;
  /** Steps applied so far. */
  at: number;
  view: SimView;
}

export function PathsPanel({ entry, report, onHighlight }: Props) {
  const states = useMemo(() => entry.graph.nodes.map((n) => n.id), [entry]);
  const [target, setTarget] = useState(states[states.length - 1] ?? '');
  const [simple, setSimple] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; paths: StudioPath[]; error?: string }>({ status: 'idle', paths: [] });
  const [trace, setTrace] = useState<Trace | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const traceRef = useRef<Trace | null>(null);
  traceRef.current = trace;

  useEffect(() => {
    if (!trace) return onHighlight(null);
    const v = trace.view.root;
    onHighlight({ active: new Set(v.activeIds), taken: new Set(v.taken), reveal: v.activeIds.length ? `s:${v.activeIds[v.activeIds.length - 1]}` : null });
  }, [trace, onHighlight]);
  useEffect(
    () => () => {
      traceRef.current?.sim.stop();
      onHighlight(null);
    },
    [onHighlight],
  );

  const startTrace = async (path: StudioPath) => {
    trace?.sim.stop();
    setBusy(true);
    setFailure(null);
    const sim = new RemoteSimulation(entry.key, true);
    try {
      setTrace({ path, sim, at: 0, view: await sim.start(path.input) });
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
    setBusy(false);
  };
  const step = async (delta: 1 | -1) => {
    if (!trace || busy) return;
    setBusy(true);
    try {
      if (delta === 1 && trace.at < trace.path.events.length) {
        const view = await trace.sim.apply({ kind: 'path', event: trace.path.events[trace.at]! });
        setTrace({ ...trace, at: trace.at + 1, view });
      } else if (delta === -1 && trace.at > 0) {
        const view = await trace.sim.back();
        setTrace({ ...trace, at: trace.at - 1, view });
      }
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
    setBusy(false);
  };
  const save = (name: string, make: Promise<string>, type: string) =>
    make.then(
      (text) => download(name, text, type),
      (err: unknown) => setFailure(err instanceof Error ? err.message : String(err)),
    );

  if (report.status === 'loading') return <p className="studio-status">{T.computing}</p>;
  if (report.status === 'error') {
    return (
      <p className="studio-bad" role="alert">
        {T.pathError}: {report.error}
      </p>
    );
  }
  const r = report.value;
  const all = [...r.testPaths, ...r.shortest, ...simple.paths];
  const id = entry.id;

  return (
    <div className="studio-paths">
      <p data-testid="paths-coverage">{r.coverageLine ? <code>{r.coverageLine}</code> : T.noSpecPaths}</p>
      {r.error && (
        <p className="studio-bad" role="alert">
          {T.pathError}: {r.error}
        </p>
      )}
      <div className="studio-row">
        <button type="button" onClick={() => save(`${id}-paths.md`, markdownOf(entry.key, all), 'text/markdown')}>
          {T.markdownAll}
        </button>
        <button type="button" onClick={() => save(`${id}.paths.spec.ts`, playwrightOf(entry.key, all), 'text/typescript')}>
          {T.playwrightAll}
        </button>
      </div>

      {failure && (
        <p className="studio-bad" role="alert">
          {T.simError}: {failure}
        </p>
      )}
      {trace && (
        <section className="studio-trace" aria-labelledby="trace-h" data-testid="trace">
          <h3 id="trace-h" className="studio-h3">
            {T.tracing(trace.path.id)}
          </h3>
          <p aria-live="polite">
            {T.step(trace.at, trace.path.events.length)}: <code data-testid="trace-value">{JSON.stringify(trace.view.root.value)}</code>
          </p>
          {trace.view.error && (
            <p className="studio-bad" role="alert">
              {T.simError}: {trace.view.error}
            </p>
          )}
          <div className="studio-row">
            <button type="button" disabled={busy || trace.at === 0} onClick={() => step(-1)}>
              {T.prevStep}
            </button>
            <button type="button" disabled={busy || trace.at >= trace.path.events.length} onClick={() => step(1)}>
              {T.nextStep}
            </button>
            <button
              type="button"
              onClick={() => {
                trace.sim.stop();
                setTrace(null);
              }}
            >
              {T.stopTrace}
            </button>
          </div>
          <Steps path={trace.path} current={trace.at} />
        </section>
      )}

      <PathList title={`${T.testPaths} (${r.testPaths.length})`} paths={r.testPaths} onTrace={startTrace} busy={busy} onSave={(p, kind) => (kind === 'md' ? save(`${id}-${p.id}.md`, markdownOf(entry.key, [p], true), 'text/markdown') : save(`${id}-${p.id}.spec.ts`, playwrightOf(entry.key, [p]), 'text/typescript'))} />
      <PathList title={`${T.shortestPaths} (${r.shortest.length})`} paths={r.shortest} onTrace={startTrace} busy={busy} onSave={(p, kind) => (kind === 'md' ? save(`${id}-${p.id}.md`, markdownOf(entry.key, [p], true), 'text/markdown') : save(`${id}-${p.id}.spec.ts`, playwrightOf(entry.key, [p]), 'text/typescript'))} />
      {r.transient.length > 0 && (
        <details className="studio-details">
          <summary>
            {T.transient} ({r.transient.length})
          </summary>
          <ul className="studio-code-list">
            {r.transient.map((id) => (
              <li key={id}>
                <code>{id}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      {r.unreached.length > 0 && (
        <details className="studio-details">
          <summary>
            {T.unreached} ({r.unreached.length})
          </summary>
          <ul className="studio-code-list">
            {r.unreached.map((id) => (
              <li key={id}>
                <code>{id}</code>
              </li>
            ))}
          </ul>
        </details>
      )}

      <section aria-labelledby="simple-h">
        <h3 id="simple-h" className="studio-h3">
          {T.simplePaths}
        </h3>
        <form
          className="studio-form"
          onSubmit={(e) => {
            e.preventDefault();
            setSimple({ status: 'loading', paths: [] });
            simplePaths(entry.key, target).then(
              (paths) => setSimple({ status: 'ready', paths }),
              (err: unknown) => setSimple({ status: 'error', paths: [], error: err instanceof Error ? err.message : String(err) }),
            );
          }}
        >
          <label>
            {T.targetState}
            <select value={target} onChange={(e) => setTarget(e.target.value)}>
              {states.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={simple.status === 'loading'}>
            {simple.status === 'loading' ? T.searching : T.findSimple}
          </button>
        </form>
        {simple.status === 'error' && (
          <p className="studio-bad" role="alert">
            {simple.error}
          </p>
        )}
        {simple.status === 'ready' && <PathList title={`${T.simplePaths}: ${target} (${simple.paths.length})`} paths={simple.paths} onTrace={startTrace} busy={busy} onSave={(p, kind) => (kind === 'md' ? save(`${id}-${p.id}.md`, markdownOf(entry.key, [p], true), 'text/markdown') : save(`${id}-${p.id}.spec.ts`, playwrightOf(entry.key, [p]), 'text/typescript'))} />}
      </section>
    </div>
  );
}

function Steps({ path, current }: { path: StudioPath; current?: number }) {
  if (!path.steps.length) return <p className="studio-muted">({T.startState})</p>;
  return (
    <ol className="studio-steps">
      {path.steps.map((text, i) => (
        <li
          key={i}
          className={`studio-step studio-step--${stepKind(path.events[i]?.type ?? '')}${current === i + 1 ? ' is-current' : ''}`}
          aria-current={current === i + 1 ? 'step' : undefined}
        >
          <code>{text}</code>
        </li>
      ))}
    </ol>
  );
}

function PathList({
  title,
  paths,
  onTrace,
  onSave,
  busy,
}: {
  title: string;
  paths: StudioPath[];
  onTrace: (p: StudioPath) => void;
  onSave: (p: StudioPath, kind: 'md' | 'pw') => void;
  busy: boolean;
}) {
  return (
    <section className="studio-pathlist">
      <h3 className="studio-h3">{title}</h3>
      {paths.length === 0 && <p className="studio-muted">{T.noPaths}</p>}
      {paths.map((p) => (
        <details key={p.id} className="studio-path" data-testid="path" data-path-id={p.id}>
          <summary>
            <strong>{p.id}</strong> {p.kind === 'shortest' ? `→ ${p.stateId}` : `→ ${p.target}`} <span className="studio-muted">({p.journey}, {p.events.length} langkah)</span>
          </summary>
          <Steps path={p} />
          <div className="studio-row">
            <button type="button" disabled={busy} onClick={() => onTrace(p)} aria-label={T.traceOf(p.id)}>
              {T.trace}
            </button>
            <button type="button" onClick={() => onSave(p, 'md')} aria-label={T.markdownOne(p.id)}>
              Markdown
            </button>
            <button type="button" onClick={() => onSave(p, 'pw')} aria-label={T.playwrightOne(p.id)}>
              Playwright
            </button>
          </div>
        </details>
      ))}
    </section>
  );
}
