/**
 * Side panel "Live": switch the app's reporting on, see every machine actor running in the other tabs of this
 * browser, and follow one: the diagram highlights its current state as the member clicks through the shop.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogueEntry } from './studio-client';
import type { LiveActor, LiveStore } from './live';
import type { Highlight } from './studio-page';
import { T } from './texts';

interface Props {
  entry: CatalogueEntry;
  live: LiveStore;
  onHighlight: (h: Highlight | null) => void;
  onOpenMachine: (id: string) => void;
  activeIdsOf: (value: unknown) => string[];
}

const short = (v: unknown, max = 160) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : (text ?? '');
};

function eventType(json: string): string {
  try {
    const e = JSON.parse(json) as { type?: string };
    return e?.type ?? '?';
  } catch {
    return '?';
  }
}

export function LivePanel({ entry, live, onHighlight, onOpenMachine, activeIdsOf }: Props) {
  const state = useSyncExternalStore(live.subscribe, live.get);
  const mine = state.actors.filter((a) => a.machineId === entry.id);
  const [followId, setFollowId] = useState<string | null>(null);
  const followed: LiveActor | undefined = mine.find((a) => a.sessionId === followId) ?? mine.find((a) => !a.stopped) ?? mine[0];

  useEffect(() => {
    if (!state.on || !followed) return onHighlight(null);
    const active = activeIdsOf(followed.value);
    onHighlight({ active: new Set(active), taken: new Set(), reveal: active.length ? `s:${active[active.length - 1]}` : null });
  }, [state.on, followed, onHighlight, activeIdsOf]);
  useEffect(() => () => onHighlight(null), [onHighlight]);

  return (
    <div className="studio-live">
      <label className="studio-switch">
        <input type="checkbox" role="switch" checked={state.on} onChange={(e) => live.setOn(e.target.checked)} aria-checked={state.on} /> {T.liveSwitch}
      </label>
      <p className="studio-muted">{T.livePrivacy}</p>
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
                {followed.log.map((l, i) => (
                  <li key={`${l.at}-${i}`}>
                    <code>{eventType(l.event)}</code> → <code>{short(l.value, 120)}</code>
                  </li>
                ))}
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
