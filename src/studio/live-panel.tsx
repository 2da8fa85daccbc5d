/**
 * Side panel "Live": switch the app's reporting on, see every machine actor running in the other tabs of this
 * browser, and follow one: the diagram highlights its current state as the member clicks through the shop. With
 * "follow the app" on (the default) the studio switches to the machine the app has moved to (a new page's flow,
 * or the machine a person just used). Each event is shown with its payload.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CatalogueEntry } from './studio-client';
import type { Catalogue } from './use-studio';
import type { LiveActor, LiveStore } from './live';
import type { Highlight } from './studio-page';
import { T } from './texts';

interface Props {
  entry: CatalogueEntry;
  live: LiveStore;
  onHighlight: (h: Highlight | null) => void;
  onOpenMachine: (id: string) => void;
  activeIdsOf: (value: unknown) => string[];
  catalogue: Catalogue;
}

const short = (v: unknown, max = 160) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : (text ?? '');
};

/** An event's type and its payload (everything but the type), as JSON. */
function eventParts(json: string): { type: string; payload: string | null } {
  try {
    const { type, ...rest } = JSON.parse(json) as { type?: string } & Record<string, unknown>;
    return { type: type ?? '?', payload: Object.keys(rest).length ? JSON.stringify(rest) : null };
  } catch {
    return { type: '?', payload: null };
  }
}

let followApp = true;

export function LivePanel({ entry, live, onHighlight, onOpenMachine, activeIdsOf, catalogue }: Props) {
  const state = useSyncExternalStore(live.subscribe, live.get);
  const mine = state.actors.filter((a) => a.machineId === entry.id);
  const [followId, setFollowId] = useState<string | null>(null);
  const [follow, setFollow] = useState(followApp);
  const followed: LiveActor | undefined = mine.find((a) => a.sessionId === followId) ?? mine.find((a) => !a.stopped) ?? mine[0];

  // Follow the app: open the machine it has moved to (once per move; the person can open another meanwhile).
  const moved = useRef<string | null>(null);
  useEffect(() => {
    if (!state.on || !follow) return;
    const sizes = new Map(catalogue.machines.map((m) => [m.id, m.graph.nodes.length]));
    const target = live.current((id) => sizes.get(id) ?? 0);
    if (!target) return;
    const key = `${target.sessionId}|${target.usedAt}|${target.firstAt}`;
    if (moved.current === null) {
      moved.current = key;
      return;
    }
    if (moved.current === key) return;
    moved.current = key;
    if (target.machineId !== entry.id && sizes.has(target.machineId)) onOpenMachine(target.machineId);
  }, [state, follow, live, catalogue, entry.id, onOpenMachine]);

  useEffect(() => {
    if (!state.on || !followed) return onHighlight(null);
    const active = activeIdsOf(followed.value);
    onHighlight({ active: new Set(active), taken: new Set(followed.taken), reveal: active.length ? `s:${active[active.length - 1]}` : null });
  }, [state.on, followed, onHighlight, activeIdsOf]);
  useEffect(() => () => onHighlight(null), [onHighlight]);

  return (
    <div className="studio-live">
      <label className="studio-switch">
        <input type="checkbox" role="switch" checked={state.on} onChange={(e) => live.setOn(e.target.checked)} aria-checked={state.on} /> {T.liveSwitch}
      </label>
      <p className="studio-muted">{T.livePrivacy}</p>
      <label className="studio-check">
        <input
          type="checkbox"
          checked={follow}
          onChange={(e) => {
            followApp = e.target.checked;
            setFollow(e.target.checked);
          }}
        />{' '}
        {T.followApp}
      </label>
      {!state.on && <p>{T.liveOff}</p>}
      {state.on && (
        <>
          {followed ? (
            <section aria-labelledby="live-followed" data-testid="live-followed">
              <h3 id="live-followed" className="studio-h3">
                {T.following}: {followed.machineId} <span className="studio-muted">({followed.actorId}, {followed.page})</span>
              </h3>
              <p>
                <code data-testid="live-value">{short(followed.value, 400)}</code>
                {followed.stopped && <span className="studio-bad"> · {T.stopped}</span>}
              </p>
              {followed.tags.length > 0 && <p className="studio-muted">tag: {followed.tags.join(', ')}</p>}
              <h4 className="studio-h4">{T.liveLog}</h4>
              <ol className="studio-steps" data-testid="live-log">
                {followed.log.map((l, i) => {
                  const { type, payload } = eventParts(l.event);
                  return (
                    <li key={`${l.at}-${i}`} className="studio-log-entry">
                      <code className="studio-log-text">{type}</code>
                      {payload && (
                        <span className="studio-muted">
                          {T.eventPayload}: <code className="studio-log-value">{short(payload, 300)}</code>
                        </span>
                      )}
                      <span>
                        → <code className="studio-log-value">{short(l.value, 120)}</code>
                      </span>
                    </li>
                  );
                })}
              </ol>
              <details className="studio-details">
                <summary>Context</summary>
                <pre className="studio-pre" tabIndex={0}>{(() => {
                  try {
                    return JSON.stringify(JSON.parse(followed.context), null, 2);
                  } catch {
                    return followed.context;
                  }
                })()}</pre>
              </details>
            </section>
          ) : (
            <p>{T.liveNone}</p>
          )}
          <h3 className="studio-h3">{T.liveActors}</h3>
          {state.actors.length === 0 && <p className="studio-muted">{T.liveNone}</p>}
          <ul className="studio-links" data-testid="live-actors">
            {state.actors.map((a) => (
              <li key={a.sessionId}>
                {a.machineId === entry.id ? (
                  <button
                    type="button"
                    className="studio-link"
                    aria-pressed={followed?.sessionId === a.sessionId}
                    onClick={() => setFollowId(a.sessionId)}
                    aria-label={T.follow(a.machineId, a.actorId, a.page)}
                  >
                    {a.machineId} ({a.actorId})
                  </button>
                ) : (
                  <button type="button" className="studio-link" onClick={() => onOpenMachine(a.machineId)} aria-label={`${T.openInStudio}: ${a.machineId}`}>
                    {a.machineId} ({a.actorId})
                  </button>
                )}{' '}
                <span className="studio-muted">
                  {a.page} · <code>{short(a.value, 80)}</code>
                  {a.stopped ? ` · ${T.stopped}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => live.clearStopped()}>
            {T.clearStopped}
          </button>
        </>
      )}
    </div>
  );
}
