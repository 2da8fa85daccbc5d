/**
 * The app's side of the statechart studio's live view (docs/decisions/015-live-inspection.md): an XState
 * `inspect` callback. The app passes it in one place, src/flows/flow-actor.ts (`useFlowActor`, `createFlowActor`),
 * through which every actor of the app is created. Tiny and dependency-free (not even xstate's types: it reads
 * the few fields it needs), so member routes carry no studio code and src/lib stays framework-free.
 *
 * Off unless switched on: the studio (/statecharts, another tab of the same browser) sets
 * `localStorage['dapur-kursus:studio-live'] = '1'`; every open tab hears the `storage` event and starts
 * reporting. While on, each machine actor's snapshots (state value, status, tags, a JSON copy of the context and
 * the event that caused it) are posted on the `BroadcastChannel` 'dapur-kursus-studio' — same origin, same
 * browser: no data leaves the browser. The studio asks for the current snapshots with `{ type: 'hello' }`.
 * While off the callback only keeps a list of running machine actors (so the studio can see them at once when
 * switched on) and posts nothing.
 *
 * Each snapshot message also names the transitions taken since the actor's previous snapshot (the model harness's
 * `transitionKey`: `<source id> —<event>#<index>→`), so the studio and the e2e coverage report mark edges, not only
 * states. The flag value `e2e` (set by the end-to-end tests, never by the studio) records the same way but leaves
 * out the context and the event's payload: the journeys only need which states and transitions the app took.
 */

/** The fields of XState's `InspectionEvent` this module reads (any `InspectionEvent` is one). */
export interface LiveInspectionEvent {
  type: string;
  actorRef: unknown;
  event?: { type: string };
  snapshot?: unknown;
  /** `@xstate.microstep`: the transition definitions taken. */
  _transitions?: unknown[];
}

export const LIVE_FLAG = 'dapur-kursus:studio-live';
/** The flag's value while the e2e journeys record coverage (snapshots without context or payloads). */
export const LIVE_RECORDING = 'e2e';
export const LIVE_CHANNEL = 'dapur-kursus-studio';

/** What the app posts (`snapshot`, `stopped`, `bye`) and what the studio posts (`hello`). */
export type LiveMessage =
  | {
      type: 'snapshot';
      tab: string;
      /** Page path of the reporting tab. */
      page: string;
      sessionId: string;
      parentSessionId: string | null;
      /** The actor's id (`x:3` for a root, the invoke id for a child). */
      actorId: string;
      /** The machine's id (`cart`): the studio finds the diagram by it. */
      machineId: string;
      value: unknown;
      status: string;
      tags: string[];
      /** JSON text of the context (or a note when too large). */
      context: string;
      /** JSON text of the event that led here (only its type while recording). */
      event: string;
      /** Transitions taken since this actor's previous snapshot (`transitionKey`), in order. */
      transitions: string[];
      at: number;
    }
  | { type: 'stopped'; tab: string; sessionId: string; machineId: string; at: number }
  | { type: 'bye'; tab: string }
  | { type: 'hello' };

interface ActorLike {
  id: string;
  sessionId: string;
  logic: unknown;
  getSnapshot(): unknown;
  _parent?: { sessionId: string };
}
interface SnapshotLike {
  value?: unknown;
  status?: string;
  tags?: Set<string>;
  context?: unknown;
}

const MAX_TEXT = 20_000;
const hasWindow = typeof window !== 'undefined' && typeof localStorage !== 'undefined';
/** This page's id in live messages (the studio ignores its own tab). */
export const LIVE_TAB = Math.random().toString(36).slice(2, 10);
const tab = LIVE_TAB;
const actors = new Map<string, ActorLike>();
/** Transitions taken per actor (session id) since its last reported snapshot. */
const taken = new Map<string, string[]>();
let channel: BroadcastChannel | null = null;
let recording = false;

const machineIdOf = (logic: unknown): string | null =>
  logic && typeof logic === 'object' && 'root' in logic && 'id' in logic ? String((logic as { id: unknown }).id) : null;

function json(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    const text =
      JSON.stringify(value, (_k, v) => {
        if (typeof v === 'function') return undefined;
        if (v && typeof v === 'object') {
          if ('sessionId' in v && 'send' in v) return `[actor ${(v as { id?: string }).id ?? ''}]`;
          if (seen.has(v)) return '[…]';
          seen.add(v);
        }
        return v;
      }) ?? 'null';
    return text.length > MAX_TEXT ? JSON.stringify(`[${text.length} karakter, terlalu besar untuk ditampilkan]`) : text;
  } catch {
    return '"[tidak bisa ditampilkan]"';
  }
}

function post(message: LiveMessage) {
  channel?.postMessage(message);
}

interface TransitionLike {
  source: { id: string; always?: unknown[]; transitions: Map<string, unknown[]> };
  eventType: string;
}

function report(actor: ActorLike, event: unknown) {
  const machineId = machineIdOf(actor.logic);
  if (!channel || !machineId) return;
  const s = actor.getSnapshot() as SnapshotLike;
  const transitions = taken.get(actor.sessionId) ?? [];
  taken.delete(actor.sessionId);
  post({
    type: 'snapshot',
    tab,
    page: location.pathname,
    sessionId: actor.sessionId,
    parentSessionId: actor._parent?.sessionId ?? null,
    actorId: actor.id,
    machineId,
    value: JSON.parse(json(s.value)),
    status: String(s.status),
    tags: s.tags ? [...s.tags].sort() : [],
    context: recording ? '' : json(s.context),
    event: json(recording ? { type: (event as { type?: string } | undefined)?.type } : event),
    transitions,
    at: Date.now(),
  });
}

function setLive(flag: string | null) {
  const on = flag === '1' || flag === LIVE_RECORDING;
  recording = flag === LIVE_RECORDING;
  if (on && !channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.onmessage = (e: MessageEvent<LiveMessage>) => {
      if (e.data?.type === 'hello') for (const a of actors.values()) report(a, { type: 'xstate.hello' });
    };
    for (const a of actors.values()) report(a, { type: 'xstate.hello' });
  } else if (!on && channel) {
    post({ type: 'bye', tab });
    channel.close();
    channel = null;
  }
}

if (hasWindow) {
  try {
    setLive(localStorage.getItem(LIVE_FLAG));
  } catch {
    // Storage may be blocked (private mode): stay off.
  }
  window.addEventListener('storage', (e) => {
    if (e.key === LIVE_FLAG || e.key === null) setLive(e.newValue);
  });
  window.addEventListener('pagehide', () => post({ type: 'bye', tab }));
}

/** The `inspect` option for the app's actors (see the file comment). */
export function inspect(e: LiveInspectionEvent): void {
  const actor = e.actorRef as unknown as ActorLike;
  if (e.type === '@xstate.actor') {
    if (machineIdOf(actor.logic)) actors.set(actor.sessionId, actor);
    return;
  }
  if (!actors.has(actor.sessionId)) return;
  if (channel && e._transitions) {
    // machines/testing/model.ts `transitionKey`, read structurally (src/lib imports nothing from xstate).
    const list = taken.get(actor.sessionId) ?? [];
    taken.set(actor.sessionId, list);
    for (const t of e._transitions as TransitionLike[]) {
      const s = t.source;
      const a = s.always?.indexOf(t) ?? -1;
      list.push(`${s.id} —${a < 0 ? t.eventType : 'always'}#${a < 0 ? s.transitions.get(t.eventType)!.indexOf(t) : a}→`);
    }
  }
  if (e.type === '@xstate.snapshot') {
    report(actor, e.event);
    const status = (e.snapshot as SnapshotLike).status;
    if (status !== 'active') actors.delete(actor.sessionId);
  } else if (e.type === '@xstate.microstep' && e.event?.type === 'xstate.stop') {
    actors.delete(actor.sessionId);
    if (channel) post({ type: 'stopped', tab, sessionId: actor.sessionId, machineId: machineIdOf(actor.logic) ?? '', at: Date.now() });
  }
}
