/**
 * The studio's side of the live view: switches the app's reporting on or off (the localStorage flag every tab
 * of this origin hears), listens on the BroadcastChannel and keeps the latest snapshot and a short event log of
 * each running machine actor in the other tabs. Nothing is sent anywhere else.
 */
import { LIVE_CHANNEL, LIVE_FLAG, LIVE_TAB, type LiveMessage } from '../lib/live-inspect';

export interface LiveActor {
  sessionId: string;
  parentSessionId: string | null;
  tab: string;
  page: string;
  actorId: string;
  machineId: string;
  value: unknown;
  status: string;
  tags: string[];
  context: string;
  /** Newest first: event type and JSON, with the value it led to. */
  log: Array<{ at: number; event: string; value: unknown }>;
  at: number;
  stopped: boolean;
  /** When and on which page the studio first heard of this actor (a page starting its flow). */
  firstAt: number;
  firstPage: string;
  /** When it last received an event from outside XState (a person's click, a page's message), or 0. */
  usedAt: number;
  /** Transitions its last step took (`transitionKey`). */
  taken: string[];
}

type Listener = () => void;

export class LiveStore {
  private channel: BroadcastChannel | null = null;
  private actors = new Map<string, LiveActor>();
  private listeners = new Set<Listener>();
  private snapshot: { on: boolean; actors: LiveActor[] } = { on: false, actors: [] };

  constructor() {
    this.snapshot = { on: readFlag(), actors: [] };
    if (this.snapshot.on) this.open();
  }

  subscribe = (l: Listener) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  get = () => this.snapshot;

  private emit() {
    this.snapshot = { on: this.channel !== null, actors: [...this.actors.values()].sort((a, b) => b.at - a.at) };
    this.listeners.forEach((l) => l());
  }

  private open() {
    if (this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(LIVE_CHANNEL);
    this.channel.onmessage = (e: MessageEvent<LiveMessage>) => this.receive(e.data);
    this.channel.postMessage({ type: 'hello' } satisfies LiveMessage);
  }

  private receive(m: LiveMessage) {
    if ('tab' in m && m.tab === LIVE_TAB) return; // this tab's own actors (the studio page runs the app's too)
    if (m.type === 'snapshot') {
      const prev = this.actors.get(m.sessionId);
      let eventType = '';
      try {
        eventType = (JSON.parse(m.event) as { type?: string })?.type ?? '';
      } catch {
        eventType = '';
      }
      // `xstate.hello` marks an answer to the studio's hello: the current state, not a step to log.
      const log = eventType === 'xstate.hello' ? (prev?.log ?? []) : [{ at: m.at, event: m.event, value: m.value }, ...(prev?.log ?? [])].slice(0, 50);
      const used = eventType !== '' && !eventType.startsWith('xstate.');
      this.actors.set(m.sessionId, {
        firstAt: prev?.firstAt ?? m.at,
        firstPage: prev?.firstPage ?? m.page,
        usedAt: used ? m.at : (prev?.usedAt ?? 0),
        taken: eventType === 'xstate.hello' ? (prev?.taken ?? []) : (m.transitions ?? []),
        sessionId: m.sessionId,
        parentSessionId: m.parentSessionId,
        tab: m.tab,
        page: m.page,
        actorId: m.actorId,
        machineId: m.machineId,
        value: m.value,
        status: m.status,
        tags: m.tags,
        context: m.context,
        log,
        at: m.at,
        stopped: m.status !== 'active',
      });
    } else if (m.type === 'stopped') {
      const a = this.actors.get(m.sessionId);
      if (a) this.actors.set(m.sessionId, { ...a, stopped: true, at: m.at });
    } else if (m.type === 'bye') {
      for (const [id, a] of this.actors) if (a.tab === m.tab) this.actors.delete(id);
    } else {
      return;
    }
    this.emit();
  }

  /** Switch reporting on in every tab of this browser (and listen), or off. */
  setOn(on: boolean) {
    try {
      if (on) localStorage.setItem(LIVE_FLAG, '1');
      else localStorage.removeItem(LIVE_FLAG);
    } catch {
      // Storage blocked: the live view cannot be switched on.
    }
    if (on) this.open();
    else {
      this.channel?.close();
      this.channel = null;
      this.actors.clear();
    }
    this.emit();
  }

  /**
   * The machine the app has moved to: the actor that last received an event from outside XState (a click), or,
   * when a page started its flows after that, the largest machine that page started (`sizeOf`: its state count).
   */
  current(sizeOf: (machineId: string) => number): LiveActor | undefined {
    const running = [...this.actors.values()].filter((a) => !a.stopped);
    const used = running.reduce<LiveActor | undefined>((best, a) => (a.usedAt > (best?.usedAt ?? 0) ? a : best), undefined);
    const newestStart = running.reduce((m, a) => Math.max(m, a.firstAt), 0);
    const page = running.find((a) => a.firstAt === newestStart)?.firstPage;
    const started = running.filter((a) => a.firstPage === page && a.parentSessionId === null && newestStart - a.firstAt < 2_000);
    const biggest = started.sort((a, b) => sizeOf(b.machineId) - sizeOf(a.machineId) || b.firstAt - a.firstAt)[0];
    if (used && (!biggest || used.usedAt >= biggest.firstAt)) return used;
    return biggest ?? used;
  }

  /** Drop actors that stopped (closed pages, finished flows). */
  clearStopped() {
    for (const [id, a] of this.actors) if (a.stopped) this.actors.delete(id);
    this.emit();
  }

  close() {
    this.channel?.close();
    this.channel = null;
  }
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(LIVE_FLAG) === '1';
  } catch {
    return false;
  }
}
