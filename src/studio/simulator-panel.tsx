/**
 * Side panel "Simulasi": start the machine from one of its model spec's inputs (or JSON typed by hand), send
 * any event it can take (`snapshot.can`), settle each pending actor with a sample answer or a failure, let delays
 * elapse, and watch the active states (on the diagram) and the context change. Events a guard refuses now are
 * listed disabled with the guard's name. The step log shows each step with the state it led to and the virtual
 * time; any step can be gone back to (the steps after it are replayed away). Reset starts over.
 */
import { useEffect, useRef, useState } from 'react';
import type { EventObject } from 'xstate';
import type { BlockedEvent, EnabledEvent, MachineActorView, SimStep, SimView } from './simulation';
import { RemoteSimulation, type CatalogueEntry } from './studio-client';
import type { Highlight } from './studio-page';
import { T } from './texts';

const compact = (v: unknown, max = 70) => {
  const text = JSON.stringify(v);
  if (text === undefined) return 'undefined';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

export function eventLabel(e: EventObject): string {
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  return Object.keys(rest).length ? `${type} ${compact(rest, 60)}` : type;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const pretty = (v: unknown) => (v === undefined ? '' : JSON.stringify(v, null, 2));

interface Props {
  entry: CatalogueEntry;
  onHighlight: (h: Highlight | null) => void;
  onOpenMachine: (id: string) => void;
}

export function SimulatorPanel({ entry, onHighlight, onOpenMachine }: Props) {
  const inputs = entry.inputs;
  const [inputIndex, setInputIndex] = useState(0);
  const [inputText, setInputText] = useState(() => pretty(inputs[0]?.input));
  const [inputError, setInputError] = useState(false);
  const sim = useRef<RemoteSimulation | null>(null);
  const [view, setView] = useState<SimView | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: (s: RemoteSimulation) => Promise<SimView>) => {
    const s = sim.current;
    if (!s || busy) return;
    setBusy(true);
    try {
      setView(await work(s));
      setFailure(null);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const start = async (input: unknown) => {
    sim.current?.stop();
    const s = new RemoteSimulation(entry.key);
    sim.current = s;
    setBusy(false);
    setView(null);
    await run(() => s.start(input));
  };

  useEffect(() => {
    void start(inputs[0]?.input);
    return () => sim.current?.stop();
    // Restart only when the machine changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry.key]);

  useEffect(() => {
    if (!view) return onHighlight(null);
    onHighlight({ active: new Set(view.root.activeIds), taken: new Set(view.root.taken), reveal: view.root.activeIds.length ? `s:${view.root.activeIds[view.root.activeIds.length - 1]}` : null });
  }, [view, onHighlight]);
  useEffect(() => () => onHighlight(null), [onHighlight]);

  const apply = (step: SimStep) => run((s) => s.apply(step));

  return (
    <div className="studio-sim">
      <form
        className="studio-form"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = parseJson(inputText);
          setInputError(!parsed.ok);
          if (parsed.ok) void start(parsed.value);
        }}
      >
        <label>
          {T.input}
          <select
            value={inputIndex}
            onChange={(e) => {
              const i = Number(e.target.value);
              setInputIndex(i);
              setInputText(pretty(inputs[i]?.input));
            }}
          >
            {inputs.map((x, i) => (
              <option key={i} value={i}>
                {x.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.inputJson}
          <textarea rows={4} value={inputText} onChange={(e) => setInputText(e.target.value)} spellCheck={false} aria-invalid={inputError} />
        </label>
        {inputError && (
          <p className="studio-bad" role="alert">
            {T.invalidJson}
          </p>
        )}
        <div className="studio-row">
          <button type="submit" disabled={busy}>
            {T.start}
          </button>
          <button type="button" disabled={busy || !view?.steps.length} onClick={() => run((s) => s.back())}>
            {T.back}
          </button>
          <button type="button" disabled={busy} onClick={() => run((s) => s.reset())}>
            {T.reset}
          </button>
        </div>
      </form>

      {failure && (
        <p className="studio-bad" role="alert">
          {T.simError}: {failure}
        </p>
      )}
      {view && (
        <>
          {view.error && (
            <div role="alert">
              <p className="studio-bad">
                {T.simError}: {view.error}
              </p>
              {!entry.specName && view.steps.length === 0 && <p>{T.needsInput}</p>}
            </div>
          )}
          <section aria-labelledby="sim-state">
            <h3 id="sim-state" className="studio-h3">
              {T.currentState}
            </h3>
            <p>
              <code data-testid="sim-value">{compact(view.root.value, 400)}</code>
            </p>
            <p className="studio-muted">
              {T.status}: <span data-testid="sim-status">{view.root.status}</span>
              {view.root.tags.length ? ` · tag: ${view.root.tags.join(', ')}` : ''} · {T.virtualTime(view.now)}
            </p>
          </section>

          <ActorEvents actor={view.root} busy={busy} onSend={(event) => apply({ kind: 'event', event })} />

          <section aria-labelledby="sim-pending">
            <h3 id="sim-pending" className="studio-h3">
              {T.pending}
            </h3>
            {view.pending.length === 0 && <p className="studio-muted">{T.noPending}</p>}
            {view.pending.map((p) => (
              <PendingActorBox key={p.path} pending={p} busy={busy} onApply={apply} />
            ))}
          </section>

          <section aria-labelledby="sim-timers">
            <h3 id="sim-timers" className="studio-h3">
              {T.timers}
            </h3>
            {view.timers.length === 0 && <p className="studio-muted">{T.noTimers}</p>}
            <div className="studio-buttons">
              {view.timers.map((t) => (
                <button key={`${t.actor}:${t.key}`} type="button" disabled={busy} onClick={() => apply({ kind: 'elapse', timer: t.key })}>
                  {T.elapse(`${t.actor ? `${t.actor}: ` : ''}${t.label}`, t.dueInMs)}
                </button>
              ))}
            </div>
          </section>

          {view.children.length > 0 && (
            <section aria-labelledby="sim-children">
              <h3 id="sim-children" className="studio-h3">
                {T.children}
              </h3>
              {view.children.map((c) => (
                <div key={c.path} className="studio-card">
                  <p>
                    <code>{c.path}</code> ({c.machineId}):{' '}
                    <code data-testid="sim-child-value" data-actor={c.path}>
                      {compact(c.value, 200)}
                    </code>{' '}
                    <button type="button" className="studio-link" onClick={() => onOpenMachine(c.machineId)}>
                      {T.openDiagram(c.machineId)}
                    </button>
                  </p>
                  <ActorEvents actor={c} busy={busy} onSend={(event) => apply({ kind: 'event', event, actor: c.path })} />
                </div>
              ))}
            </section>
          )}

          <section aria-labelledby="sim-steps">
            <h3 id="sim-steps" className="studio-h3">
              {T.steps}
            </h3>
            {view.log.length === 0 ? (
              <p className="studio-muted">{T.noSteps}</p>
            ) : (
              <ol className="studio-steps studio-log" data-testid="sim-steps" start={0}>
                <li className="studio-log-entry">
                  <span className="studio-log-text">{T.startState}</span>
                  <code className="studio-log-value">{compact(view.start.value, 200)}</code>
                  <span className="studio-muted">{T.atTime(view.start.at)}</span>
                  <button type="button" className="studio-link" disabled={busy} onClick={() => run((s) => s.back(view.steps.length))}>
                    {T.backTo(0)}
                  </button>
                </li>
                {view.log.map((l, i) => (
                  <li key={i} className="studio-log-entry" data-testid="sim-step">
                    <code className="studio-log-text">{l.text}</code>
                    <span>
                      → <code className="studio-log-value">{compact(l.value, 200)}</code>
                    </span>
                    <span className="studio-muted">{T.atTime(l.at)}</span>
                    {l.sent.length > 0 && (
                      <span className="studio-muted">
                        {T.sentToParent}: <code>{l.sent.join(', ')}</code>
                      </span>
                    )}
                    {i < view.log.length - 1 && (
                      <button type="button" className="studio-link" disabled={busy} onClick={() => run((s) => s.back(view.steps.length - (i + 1)))}>
                        {T.backTo(i + 1)}
                      </button>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>

          <details className="studio-details" open>
            <summary>{T.context}</summary>
            <pre className="studio-pre" tabIndex={0} data-testid="sim-context">
              {JSON.stringify(view.root.context, null, 2)}
            </pre>
          </details>
        </>
      )}
    </div>
  );
}

function ActorEvents({ actor, busy, onSend }: { actor: MachineActorView; busy: boolean; onSend: (e: EventObject) => void }) {
  const [type, setType] = useState('');
  const [payload, setPayload] = useState('');
  const [bad, setBad] = useState(false);
  const idBase = `ev-${actor.path || 'root'}`;
  return (
    <section aria-labelledby={`${idBase}-h`}>
      <h3 id={`${idBase}-h`} className="studio-h3">
        {T.enabledEvents}
        {actor.path ? ` (${actor.path})` : ''}
      </h3>
      {actor.enabled.length === 0 && <p className="studio-muted">{T.noEvents}</p>}
      <div className="studio-buttons">
        {actor.enabled.map((e: EnabledEvent, i) => {
          const label = eventLabel(e.event);
          return (
            <button key={i} type="button" className={`studio-event studio-event--${e.from}`} disabled={busy} aria-label={T.sendEvent(label)} title={label} onClick={() => onSend(e.event)}>
              {label}
            </button>
          );
        })}
      </div>
      {actor.blocked.length > 0 && (
        <>
          <h4 className="studio-h4">{T.blockedEvents}</h4>
          <ul className="studio-blocked" data-testid="blocked-events">
            {actor.blocked.map((b: BlockedEvent, i) => {
              const label = eventLabel(b.event);
              const why = T.blockedBy(b.guards.join(', '));
              return (
                <li key={i}>
                  <button type="button" className={`studio-event studio-event--${b.from}`} disabled aria-label={`${T.sendEvent(label)}: ${why}`} title={label}>
                    {label}
                  </button>{' '}
                  <span className="studio-muted">{why}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {actor.acceptedTypes.length > 0 && (
        <details className="studio-details">
          <summary>{T.customEvent}</summary>
          <form
            className="studio-form"
            onSubmit={(ev) => {
              ev.preventDefault();
              const parsed = parseJson(payload);
              setBad(!parsed.ok || (parsed.value !== undefined && (typeof parsed.value !== 'object' || parsed.value === null)));
              if (!parsed.ok || !type) return;
              if (parsed.value !== undefined && (typeof parsed.value !== 'object' || parsed.value === null)) return;
              onSend({ ...(parsed.value as object), type } as EventObject);
            }}
          >
            <label>
              {T.eventType}
              <select value={type} onChange={(e) => setType(e.target.value)}>
                <option value="">—</option>
                {actor.acceptedTypes.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {T.payload}
              <textarea rows={3} value={payload} onChange={(e) => setPayload(e.target.value)} spellCheck={false} placeholder='{"id": 3}' aria-invalid={bad} />
            </label>
            {bad && (
              <p className="studio-bad" role="alert">
                {T.invalidJson}
              </p>
            )}
            <button type="submit" disabled={busy || !type}>
              {T.send}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}

function PendingActorBox({
  pending,
  busy,
  onApply,
}: {
  pending: SimView['pending'][number];
  busy: boolean;
  onApply: (s: SimStep) => void;
}) {
  const [outIndex, setOutIndex] = useState(0);
  const [errIndex, setErrIndex] = useState(0);
  const [custom, setCustom] = useState('');
  const [bad, setBad] = useState(false);
  const name = pending.path;
  const answer = (kind: 'resolve' | 'reject') => {
    const parsed = parseJson(custom);
    if (!parsed.ok) return setBad(true);
    setBad(false);
    const sample = kind === 'resolve' ? pending.outputs[outIndex] : pending.errors[errIndex];
    const value = custom.trim() ? parsed.value : sample;
    onApply(kind === 'resolve' ? { kind, call: pending.path, output: value } : { kind, call: pending.path, error: value });
  };
  return (
    <div className="studio-card" data-testid="pending-actor" data-actor={name}>
      <p>
        <strong>{name}</strong> <span className="studio-muted">src {pending.src}</span>
      </p>
      <details className="studio-details">
        <summary>input</summary>
        <pre className="studio-pre" tabIndex={0}>{JSON.stringify(pending.input, null, 2) ?? 'undefined'}</pre>
      </details>
      <label>
        {T.sampleAnswer}
        <select value={outIndex} onChange={(e) => setOutIndex(Number(e.target.value))}>
          {pending.outputs.map((o, i) => (
            <option key={i} value={i}>
              {pending.outputLabels[i] ?? compact(o, 80)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.sampleError}
        <select value={errIndex} onChange={(e) => setErrIndex(Number(e.target.value))}>
          {pending.errors.map((o, i) => (
            <option key={i} value={i}>
              {compact(o, 80)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {T.customAnswer}
        <textarea rows={2} value={custom} onChange={(e) => setCustom(e.target.value)} spellCheck={false} aria-invalid={bad} />
      </label>
      {bad && (
        <p className="studio-bad" role="alert">
          {T.invalidJson}
        </p>
      )}
      <div className="studio-row">
        <button type="button" disabled={busy} onClick={() => answer('resolve')}>
          {T.succeed(name)}
        </button>
        <button type="button" disabled={busy} className="studio-danger" onClick={() => answer('reject')}>
          {T.fail(name)}
        </button>
      </div>
    </div>
  );
}
