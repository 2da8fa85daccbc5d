/**
 * What the real app's statecharts did in a browser context, heard on the same inspection channel the studio's
 * Live view uses (src/lib/live-inspect.ts, decision 015): an init script sets the live flag to its recording
 * value (`e2e`: snapshots without context or payloads, so the journeys stay fast) and forwards every snapshot
 * message of the BroadcastChannel 'dapur-kursus-studio' to the test through one exposed binding.
 *
 * Two uses:
 * - coverage (issue 20 point 5): every state value and transition of every machine, per worker, written to
 *   `.data/e2e-coverage/` at the end; `npm run statecharts -- --coverage` turns it into the report;
 * - the drivers (tests/drivers/): the exact state of a machine actor right now, and waiting for a state.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { LIVE_CHANNEL, LIVE_FLAG, LIVE_RECORDING, type LiveMessage } from '../../src/lib/live-inspect';
import type { RecordingFile } from '../../src/studio/e2e-coverage';

type Snapshot = Extract<LiveMessage, { type: 'snapshot' }>;

/** Where the e2e run leaves its recordings (one file per worker; tests/e2e/global-setup.ts empties it). */
export const RECORDING_DIR = resolve(import.meta.dirname, '../../.data/e2e-coverage');

/** One actor's snapshots, in order, as the test heard them. */
export interface ActorTrack {
  sessionId: string;
  parentSessionId: string | null;
  machineId: string;
  page: string;
  /** Every snapshot: its value and the transitions taken since the one before. */
  steps: Array<{ value: unknown; transitions: string[] }>;
  /** Distinct consecutive values. */
  values: unknown[];
  status: string;
  /** Every transition the actor took, in order. */
  transitions: string[];
}

/** Everything one browser context's app actors reported (drivers read it; coverage merges it). */
export class ContextRecorder {
  readonly actors = new Map<string, ActorTrack>();
  private seen = new Set<string>();

  constructor(private readonly sink: (m: Snapshot) => void) {}

  receive(m: Snapshot) {
    // Every open page of the context hears every other page's messages: one copy each.
    const key = `${m.tab}|${m.sessionId}|${m.at}|${JSON.stringify(m.value)}|${m.transitions.join(',')}|${m.status}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.sink(m);
    const track = this.actors.get(m.sessionId) ?? {
      sessionId: m.sessionId,
      parentSessionId: m.parentSessionId,
      machineId: m.machineId,
      page: m.page,
      steps: [],
      values: [],
      status: m.status,
      transitions: [],
    };
    track.steps.push({ value: m.value, transitions: m.transitions });
    const last = track.values.at(-1);
    if (JSON.stringify(last) !== JSON.stringify(m.value) || track.values.length === 0) track.values.push(m.value);
    track.transitions.push(...m.transitions);
    track.status = m.status;
    track.page = m.page;
    this.actors.set(m.sessionId, track);
  }

  /** The newest running actor of a machine (the one a page just started), if any. */
  latest(machineId: string): ActorTrack | undefined {
    const all = [...this.actors.values()].filter((a) => a.machineId === machineId);
    return all.filter((a) => a.status === 'active').at(-1) ?? all.at(-1);
  }

  /** Wait until the newest actor of `machineId` is in `value` (exact state value), and return that actor. */
  async waitFor(machineId: string, value: unknown, message?: string): Promise<ActorTrack> {
    const want = JSON.stringify(value);
    let track: ActorTrack | undefined;
    await expect
      .poll(
        () => {
          track = this.latest(machineId);
          return JSON.stringify(track?.values.at(-1) ?? null);
        },
        { message: message ?? `${machineId} reaches ${want}`, timeout: 15_000 },
      )
      .toBe(want);
    return track!;
  }

  /**
   * Wait until the newest actor of `machineId`, after its first `from` snapshots, has taken every transition in
   * `keys` (in any order) and, at the snapshot where the last of them was taken, was in `value`. The app may have
   * moved on since (an upload that finishes by itself): what matters is that it passed there. Returns the index
   * of the snapshot after that one (the next step's `from`).
   */
  async waitForStep(machineId: string, from: number, keys: string[], value: unknown, message: string): Promise<number> {
    const want = JSON.stringify(value);
    let next = from;
    await expect
      .poll(
        () => {
          const track = this.latest(machineId);
          if (!track) return 'no actor yet';
          const taken: string[] = [];
          for (let i = from; i < track.steps.length; i++) {
            taken.push(...track.steps[i]!.transitions);
            if (keys.every((k) => taken.includes(k))) {
              next = i + 1;
              return JSON.stringify(track.steps[i]!.value);
            }
          }
          const missing = keys.filter((k) => !taken.includes(k));
          return `waiting for ${missing.join(', ')} (now ${JSON.stringify(track.steps.at(-1)?.value ?? null)})`;
        },
        { message, timeout: 15_000 },
      )
      .toBe(want);
    return next;
  }

  /** How many snapshots the newest actor of `machineId` has reported. */
  taken(machineId: string): number {
    return this.latest(machineId)?.steps.length ?? 0;
  }

  /** Forget what was heard so far (a driver starting a path from a fresh page). */
  clear() {
    this.actors.clear();
  }
}

/** Collects the recordings of every context of a worker and writes them once at the end. */
export class CoverageSink {
  private machines = new Map<string, { values: Set<string>; transitions: Set<string> }>();

  record(m: Snapshot) {
    const entry = this.machines.get(m.machineId) ?? { values: new Set<string>(), transitions: new Set<string>() };
    entry.values.add(JSON.stringify(m.value));
    for (const t of m.transitions) entry.transitions.add(t);
    this.machines.set(m.machineId, entry);
  }

  /** Start recording a browser context (every page it opens, from its first script on). */
  async attach(context: BrowserContext): Promise<ContextRecorder> {
    const recorder = new ContextRecorder((m) => this.record(m));
    // E2E_RECORD=0: measure a run without recording (the drivers then cannot read states).
    if (process.env.E2E_RECORD === '0') return recorder;
    await context.exposeBinding('__dkRecord', (_source, m: Snapshot) => recorder.receive(m));
    await context.addInitScript(
      ({ flag, value, channel }) => {
        try {
          // The studio's own switch ('1') wins: the Live test turns it on and off itself.
          if (!localStorage.getItem(flag)) localStorage.setItem(flag, value);
        } catch {
          // Storage blocked: nothing is recorded on this page.
        }
        const w = window as unknown as { __dkListening?: boolean; __dkRecord?: (m: unknown) => void };
        if (w.__dkListening || typeof BroadcastChannel === 'undefined') return;
        w.__dkListening = true;
        new BroadcastChannel(channel).onmessage = (e: MessageEvent<{ type?: string }>) => {
          if (e.data?.type === 'snapshot') void w.__dkRecord?.(e.data);
        };
      },
      { flag: LIVE_FLAG, value: LIVE_RECORDING, channel: LIVE_CHANNEL },
    );
    return recorder;
  }

  /** Write this worker's recording (merged with nothing: one file per worker and run). */
  write(name: string) {
    if (!this.machines.size) return;
    const file: RecordingFile = Object.fromEntries(
      [...this.machines].map(([id, m]) => [id, { values: [...m.values].sort(), transitions: [...m.transitions].sort() }]),
    );
    mkdirSync(RECORDING_DIR, { recursive: true });
    writeFileSync(resolve(RECORDING_DIR, `${name}.json`), `${JSON.stringify(file, null, 1)}\n`);
  }
}
