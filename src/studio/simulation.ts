/**
 * The simulator: runs a machine for real (`createActor`) with
 * - every non-machine actor replaced by a fake whose promise the user settles (a sample answer from the model
 *   spec, or one typed by hand; or a failure), exactly as the model harness settles them;
 * - child machines (invoked or spawned) running for real, with their own actors faked the same way;
 * - a hand-driven clock (`clock` option): nothing fires until the user lets a delay elapse.
 *
 * Every user action is a {@link SimStep}; `back()` replays all steps but the last on a fresh actor, so the
 * simulation is deterministic and can be stepped back and forth. Path steps (`xstate.done.actor.*`,
 * `xstate.error.actor.*`, `xstate.after.*`, member events) are applied the way `executePath` applies them.
 */
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { journeysOf, transitionKey, type ModelSpec } from '../../machines/testing/model';
import { activeIdsFromValue } from './graph';
import { isMachine } from './labels';

export type SimStep =
  | { kind: 'event'; event: EventObject; actor?: string }
  | { kind: 'resolve'; call: string; output: unknown }
  | { kind: 'reject'; call: string; error: unknown }
  | { kind: 'elapse'; timer: string }
  | { kind: 'path'; event: EventObject };

export interface PendingActor {
  /** Actor path from the root (`loadCart`, `promo/checkPromo`). */
  path: string;
  id: string;
  src: string;
  input: unknown;
  /** Sample answers from the spec (per invoke id), else `undefined`. */
  outputs: unknown[];
  /** The spec's short label of each sample answer (as the path printer shows it), or null. */
  outputLabels: Array<string | null>;
  errors: unknown[];
}

export interface PendingTimer {
  /** The event it delivers (`xstate.after.quantityDebounce.cart.ready…`) or `timer <n>`. */
  key: string;
  label: string;
  /** Path of the actor that scheduled it ('' = root). */
  actor: string;
  dueInMs: number;
}

export interface EnabledEvent {
  event: EventObject;
  /** Where it came from: the model spec (with payload) or the definition (type only). */
  from: 'spec' | 'definition';
}

export interface MachineActorView {
  /** '' for the root, else the path of a child machine actor. */
  path: string;
  machineId: string;
  status: string;
  value: unknown;
  activeIds: string[];
  tags: string[];
  context: unknown;
  enabled: EnabledEvent[];
  /** Every external event type the active states accept (for sending one with a hand-written payload). */
  acceptedTypes: string[];
  /** Transition ids the last step took in this actor. */
  taken: string[];
}

export interface SimView {
  steps: SimStep[];
  root: MachineActorView;
  children: MachineActorView[];
  pending: PendingActor[];
  timers: PendingTimer[];
  /** Virtual time since start, ms. */
  now: number;
  error: string | null;
  /** One line per step, as a tester would read it. */
  log: string[];
}

interface Call {
  ref: AnyActorRef;
  path: string;
  id: string;
  src: string;
  input: unknown;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/** A clock that only moves when told to (virtual ms). */
class HandClock {
  now = 0;
  private seq = 0;
  readonly timers = new Map<number, { fn: () => void; due: number; delay: number; label?: { key: string; actor: string } }>();
  constructor(private readonly describe: () => { key: string; actor: string } | undefined) {}
  setTimeout = (fn: () => void, delay: number) => {
    const id = ++this.seq;
    this.timers.set(id, { fn, due: this.now + delay, delay, label: this.describe() });
    return id as unknown as ReturnType<typeof setTimeout>;
  };
  clearTimeout = (id: unknown) => {
    this.timers.delete(id as number);
  };
  /** Advance to `t`, firing due timers in order. */
  advanceTo(t: number) {
    for (;;) {
      const due = [...this.timers.entries()].filter(([, x]) => x.due <= t).sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = Math.max(this.now, due[1].due);
      due[1].fn();
    }
    this.now = Math.max(this.now, t);
  }
}

async function flush(times = 20) {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
const GENERIC_ERROR = { kind: 'server', code: 500, message: 'gagal (simulasi)' };

/** JSON-safe copy of a context for display: actor refs as `[actor id]`, functions dropped, cycles cut. */
export function displayable(value: unknown): unknown {
  const seen = new WeakSet<object>();
  try {
    return JSON.parse(
      JSON.stringify(value, (_k, v) => {
        if (typeof v === 'function') return undefined;
        if (v && typeof v === 'object') {
          if ('sessionId' in v && 'send' in v) return `[actor ${(v as { id?: string }).id ?? ''}]`;
          if (seen.has(v)) return '[…]';
          seen.add(v);
        }
        return v;
      }) ?? 'null',
    );
  } catch {
    return String(value);
  }
}

function uniqueByJson<T>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((x) => {
    const k = JSON.stringify(x) ?? 'undefined';
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Member events of a spec (every journey), deduplicated. */
function specEvents(spec: ModelSpec | undefined): EventObject[] {
  if (!spec) return [];
  return uniqueByJson(journeysOf(spec).flatMap(({ journey }) => journey.userEvents));
}

function specAnswers(spec: ModelSpec | undefined, id: string): { outputs: unknown[]; errors: unknown[] } {
  if (!spec) return { outputs: [], errors: [] };
  const journeys = journeysOf(spec).map((j) => j.journey);
  return {
    outputs: uniqueByJson(journeys.flatMap((j) => j.outputs[id] ?? [])),
    errors: uniqueByJson(journeys.flatMap((j) => j.errors[id] ?? [])),
  };
}

export interface SimulationOptions {
  machine: AnyStateMachine;
  input: unknown;
  /** The spec of the root machine (events with payloads, sample answers). */
  spec?: ModelSpec;
  /** Specs of child machines, found by the caller. */
  specOf?: (machine: AnyStateMachine) => ModelSpec | undefined;
  /**
   * Trace a model path: the root's children that the spec stands in for (`callbackActors`) are silent stand-ins,
   * exactly as `executePath` runs them, so the path's own events (what those children would report) lead where the
   * model test said. Hand simulation leaves this off and runs every child machine for real.
   */
  asPath?: boolean;
}

export class Simulation {
  readonly steps: SimStep[] = [];
  private actor!: AnyActorRef;
  private clock!: HandClock;
  private calls: Call[] = [];
  private taken = new Map<string, string[]>();
  private lastScheduled: { key: string; actor: string } | undefined;
  private error: string | null = null;
  private log: string[] = [];
  private paths = new WeakMap<AnyActorRef, string>();

  constructor(private readonly options: SimulationOptions) {}

  private specOf(machine: AnyStateMachine): ModelSpec | undefined {
    if (machine === this.options.machine || machine.config === this.options.machine.config) return this.options.spec;
    return this.options.specOf?.(machine);
  }

  /** The machine with fakes for every non-machine actor, recursively for child machines. */
  private withFakes(machine: AnyStateMachine, depth = 0): AnyStateMachine {
    const actors: Record<string, unknown> = {};
    const standIns = depth === 0 && this.options.asPath ? (this.options.spec?.callbackActors ?? []) : [];
    for (const [src, logic] of Object.entries(machine.implementations.actors as Record<string, unknown>)) {
      if (standIns.includes(src)) {
        actors[src] = fromCallback(() => {});
        continue;
      }
      if (isMachine(logic)) {
        actors[src] = depth < 6 ? this.withFakes(logic, depth + 1) : logic;
        continue;
      }
      actors[src] = fromPromise(
        ({ self, input }) =>
          new Promise((resolve, reject) => {
            this.calls.push({ ref: self, path: this.pathOf(self), id: self.id, src, input, resolve, reject });
          }),
      );
    }
    return machine.provide({ actors } as never);
  }

  private pathOf(ref: AnyActorRef): string {
    const known = this.paths.get(ref);
    if (known !== undefined) return known;
    const parent = (ref as unknown as { _parent?: AnyActorRef })._parent;
    const path = !parent ? '' : [this.pathOf(parent), ref.id].filter(Boolean).join('/');
    this.paths.set(ref, path);
    return path;
  }

  private inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.microstep') {
      const path = this.pathOf(e.actorRef as AnyActorRef);
      const keys = (e._transitions as Parameters<typeof transitionKey>[0][]).map((t) => transitionKey(t));
      this.taken.set(path, [...(this.taken.get(path) ?? []), ...keys]);
    }
  };

  /** Start (or restart) from the input and replay `steps`. */
  async start(replay: SimStep[] = []): Promise<void> {
    this.actor?.stop?.();
    this.calls = [];
    this.taken = new Map();
    this.error = null;
    this.log = [];
    this.steps.length = 0;
    this.clock = new HandClock(() => this.lastScheduled);
    const machine = this.withFakes(this.options.machine);
    try {
      this.actor = createActor(machine, { input: this.options.input, inspect: this.inspect, clock: this.clock } as never);
      this.watchScheduler();
      this.actor.subscribe({ error: (err: unknown) => (this.error = err instanceof Error ? err.message : String(err)) });
      this.actor.start();
      await flush();
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
      return;
    }
    for (const step of replay) await this.apply(step);
  }

  /** Name timers by the event XState schedules just before asking the clock (`system.scheduler.schedule`). */
  private watchScheduler() {
    const system = this.actor.system as unknown as { scheduler: { schedule: (...a: unknown[]) => void } };
    const original = system.scheduler.schedule.bind(system.scheduler);
    system.scheduler.schedule = (source: unknown, target: unknown, event: unknown, delay: unknown, id: unknown) => {
      this.lastScheduled = { key: String((event as EventObject)?.type ?? id), actor: this.pathOf(source as AnyActorRef) };
      try {
        original(source, target, event, delay, id);
      } finally {
        this.lastScheduled = undefined;
      }
    };
  }

  /** Calls whose actor was stopped (its state was left) are no longer pending. */
  private prune() {
    this.calls = this.calls.filter((c) => (c.ref.getSnapshot() as { status?: string }).status === 'active');
  }

  /** Apply one step; returns false when it could not be applied (nothing changes then). */
  async apply(step: SimStep): Promise<boolean> {
    this.prune();
    this.taken = new Map();
    const ok = await this.applyInner(step);
    if (ok) {
      this.steps.push(step);
      this.log.push(stepText(step));
    }
    await flush();
    return ok;
  }

  private async applyInner(step: SimStep): Promise<boolean> {
    switch (step.kind) {
      case 'event': {
        const target = this.machineActor(step.actor ?? '');
        if (!target) return false;
        target.send(step.event);
        return true;
      }
      case 'resolve':
      case 'reject': {
        const i = this.calls.findIndex((c) => c.path === step.call);
        if (i < 0) return false;
        const [call] = this.calls.splice(i, 1);
        if (step.kind === 'resolve') call!.resolve(step.output);
        else call!.reject(step.error);
        return true;
      }
      case 'elapse': {
        const timer = [...this.clock.timers.values()].find((t) => t.label?.key === step.timer) ?? this.timerByIndex(step.timer);
        if (!timer) return false;
        this.clock.advanceTo(timer.due);
        return true;
      }
      case 'path': {
        const e = step.event;
        if (e.type.startsWith(DONE) || e.type.startsWith(ERROR)) {
          const done = e.type.startsWith(DONE);
          const id = e.type.slice((done ? DONE : ERROR).length);
          const call = this.calls.find((c) => c.path === id) ?? this.calls.find((c) => c.id === id);
          if (!call) {
            // A child machine (or a callback actor in the spec) finishing: deliver the event as the runtime would.
            this.actor.send(e);
            return true;
          }
          this.calls.splice(this.calls.indexOf(call), 1);
          if (done) call.resolve((e as unknown as { output: unknown }).output);
          else call.reject((e as unknown as { error: unknown }).error);
          return true;
        }
        if (e.type.startsWith(AFTER)) {
          const timer = [...this.clock.timers.values()].find((t) => t.label?.key === e.type && t.label.actor === '');
          if (timer) this.clock.advanceTo(timer.due);
          else this.actor.send(e);
          return true;
        }
        this.actor.send(e);
        return true;
      }
    }
  }

  private timerByIndex(key: string) {
    const m = /^timer (\d+)$/.exec(key);
    return m ? this.clock.timers.get(Number(m[1])) : undefined;
  }

  /** Step back: replay every step but the last. */
  async back(): Promise<void> {
    const steps = this.steps.slice(0, -1);
    await this.start(steps);
  }

  async reset(): Promise<void> {
    await this.start([]);
  }

  private machineActors(): Array<{ path: string; ref: AnyActorRef; machine: AnyStateMachine }> {
    const out: Array<{ path: string; ref: AnyActorRef; machine: AnyStateMachine }> = [];
    const visit = (ref: AnyActorRef, path: string) => {
      const logic = (ref as unknown as { logic: unknown }).logic;
      if (!isMachine(logic)) return;
      out.push({ path, ref, machine: logic });
      const snapshot = ref.getSnapshot() as AnyMachineSnapshot;
      for (const [id, child] of Object.entries(snapshot.children ?? {})) {
        if (child) visit(child as AnyActorRef, path ? `${path}/${id}` : id);
      }
    };
    if (this.actor) visit(this.actor, '');
    return out;
  }

  private machineActor(path: string): AnyActorRef | undefined {
    return this.machineActors().find((a) => a.path === path)?.ref;
  }

  private viewOf(path: string, ref: AnyActorRef, running: AnyStateMachine): MachineActorView {
    const definition = this.originalOf(running);
    const snapshot = ref.getSnapshot() as AnyMachineSnapshot;
    const spec = this.specOf(definition);
    const can = (event: EventObject) => {
      try {
        return snapshot.status === 'active' && snapshot.can(event as never);
      } catch {
        return false;
      }
    };
    const fromSpec = specEvents(spec).filter(can);
    const activeIds = activeIdsFromValue(definition, snapshot.value);
    const accepted = new Set<string>();
    for (const id of activeIds) for (const t of definition.getStateNodeById(id).ownEvents as string[]) accepted.add(t);
    for (const t of definition.root.ownEvents as string[]) accepted.add(t);
    const specTypes = new Set(specEvents(spec).map((e) => e.type));
    const external = [...accepted].filter((t) => !t.startsWith('xstate.') && !t.includes('*'));
    const fromDefinition = external.filter((t) => !specTypes.has(t)).map((type) => ({ type })).filter(can);
    return {
      path,
      machineId: definition.id,
      status: snapshot.status,
      value: snapshot.value,
      activeIds,
      tags: [...snapshot.tags].sort(),
      context: displayable(snapshot.context),
      enabled: [...fromSpec.map((event) => ({ event, from: 'spec' as const })), ...fromDefinition.map((event) => ({ event, from: 'definition' as const }))],
      acceptedTypes: external.sort(),
      taken: this.taken.get(path) ?? [],
    };
  }

  /** The definition a running (provided) machine came from: same config, so the same state ids. */
  private originalOf(running: AnyStateMachine): AnyStateMachine {
    if (running.config === this.options.machine.config) return this.options.machine;
    return running;
  }

  view(): SimView {
    this.prune();
    const actors = this.machineActors();
    const rootActor = actors.find((a) => a.path === '');
    const root = rootActor
      ? this.viewOf('', rootActor.ref, rootActor.machine)
      : {
          path: '',
          machineId: this.options.machine.id,
          status: 'error',
          value: null,
          activeIds: [],
          tags: [],
          context: null,
          enabled: [],
          acceptedTypes: [],
          taken: [],
        };
    const children = actors.filter((a) => a.path !== '').map((a) => this.viewOf(a.path, a.ref, a.machine));
    const pending = this.calls.map((c) => {
      const owner = actors.find((a) => c.path === (a.path ? `${a.path}/${c.id}` : c.id));
      const spec = owner ? this.specOf(this.originalOf(owner.machine)) : this.options.spec;
      const answers = specAnswers(spec, c.id);
      const outputs = answers.outputs.length ? answers.outputs : [undefined];
      return {
        path: c.path,
        id: c.id,
        src: c.src,
        input: displayable(c.input),
        outputs,
        outputLabels: outputs.map((o) => (o === undefined ? null : (spec?.label?.(c.id, o) ?? null))),
        errors: answers.errors.length ? answers.errors : [GENERIC_ERROR],
      };
    });
    const timers = [...this.clock.timers.entries()]
      .sort((a, b) => a[1].due - b[1].due)
      .map(([n, t]) => ({
        key: t.label?.key ?? `timer ${n}`,
        label: t.label?.key.startsWith(AFTER) ? `after ${t.label.key.slice(AFTER.length).split('.')[0]}` : (t.label?.key ?? `timer ${n}`),
        actor: t.label?.actor ?? '',
        dueInMs: t.due - this.clock.now,
      }));
    const status = (this.actor?.getSnapshot() as AnyMachineSnapshot | undefined)?.status;
    const error = this.error ?? (status === 'error' ? String((this.actor.getSnapshot() as { error?: unknown }).error) : null);
    return { steps: [...this.steps], root, children, pending, timers, now: this.clock?.now ?? 0, error, log: [...this.log] };
  }

  stop() {
    this.actor?.stop?.();
  }
}

const short = (v: unknown) => {
  const text = JSON.stringify(v);
  return text === undefined ? '' : text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** A readable line for a step. */
export function stepText(step: SimStep): string {
  switch (step.kind) {
    case 'event': {
      const { type, ...rest } = step.event as EventObject & Record<string, unknown>;
      return `${step.actor ? `${step.actor} ← ` : ''}${type}${Object.keys(rest).length ? ` ${short(rest)}` : ''}`;
    }
    case 'resolve':
      return `✓ ${step.call}${step.output !== undefined ? ` → ${short(step.output)}` : ''}`;
    case 'reject':
      return `✗ ${step.call} → ${short(step.error)}`;
    case 'elapse':
      return `after ${step.timer.startsWith(AFTER) ? step.timer.slice(AFTER.length).split('.')[0] : step.timer}`;
    case 'path':
      return `jalur: ${step.event.type}`;
  }
}
