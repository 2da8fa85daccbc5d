/**
 * The simulator: runs a machine for real (`createActor`) with
 * - every non-machine actor replaced by a fake whose promise the user settles (a sample answer from the model
 *   spec, or one typed by hand; or a failure), exactly as the model harness settles them;
 * - child machines (invoked or spawned) running for real, with their own actors faked the same way;
 * - a hand-driven clock (`clock` option): nothing fires until the user lets a delay elapse.
 *
 * The machine runs as the only child of a small recorder (as in the model harness), so a child machine simulated on
 * its own can `sendParent`; what it sends is shown in the step log.
 *
 * Every user action is a {@link SimStep}; `back(n)` replays all steps but the last n on a fresh actor, so the
 * simulation is deterministic and can go back any number of steps. Path steps (`xstate.done.actor.*`,
 * `xstate.error.actor.*`, `xstate.after.*`, member events) are applied the way `executePath` applies them; a path
 * trace (`model: true`) also provides the machine exactly as `executePath` does (the spec's promise actors settled
 * by hand, its callback actors silent, every other actor as declared), so a trace ends where the path says.
 */
import {
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { journeysOf, transitionKey, type ModelSpec } from '../../machines/testing/model';
import { activeIdsFromValue } from './graph';
import { guardLabel, isMachine } from './labels';

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

/** An event the active states listen for but whose every transition a guard refuses now. */
export interface BlockedEvent {
  event: EventObject;
  from: 'spec' | 'definition';
  /** The refusing guards, as written in the machine (`hasSelection`, `and(isSettled, not(isBusy))`). */
  guards: string[];
}

/** One line of the step log: what was done, the state it led to and when (virtual time). */
export interface LogEntry {
  text: string;
  /** State value after the step. */
  value: unknown;
  /** Virtual time after the step, ms since start. */
  at: number;
  /** Events the machine sent its parent during the step (a child machine's reports). */
  sent: string[];
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
  /** Events listened for but refused by a guard now, with the guard's name (shown disabled). */
  blocked: BlockedEvent[];
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
  /** One entry per step, as a tester would read it: the step, the state after it and the virtual time. */
  log: LogEntry[];
  /** State value and time at the start (before any step). */
  start: { value: unknown; at: number };
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
   * Provide the machine as the model harness does (`executePath`): only the spec's promise actors become
   * settle-by-hand fakes and its callback actors silent ones; child machines the spec replaces do not run. For
   * tracing a generated path, whose child reports are path events. Default: every child machine runs for real.
   */
  model?: boolean;
}

/** The invoke id of the simulated machine inside the recorder. */
const SUBJECT = 'subject';

export class Simulation {
  readonly steps: SimStep[] = [];
  private root!: AnyActorRef;
  private actor!: AnyActorRef;
  private clock!: HandClock;
  private calls: Call[] = [];
  private taken = new Map<string, string[]>();
  private lastScheduled: { key: string; actor: string } | undefined;
  private error: string | null = null;
  private log: LogEntry[] = [];
  private sent: string[] = [];
  private startState: { value: unknown; at: number } = { value: null, at: 0 };
  private paths = new WeakMap<AnyActorRef, string>();

  constructor(private readonly options: SimulationOptions) {}

  private specOf(machine: AnyStateMachine): ModelSpec | undefined {
    if (machine === this.options.machine || machine.config === this.options.machine.config) return this.options.spec;
    return this.options.specOf?.(machine);
  }

  private fake(src: string) {
    return fromPromise(
      ({ self, input }) =>
        new Promise((resolve, reject) => {
          this.calls.push({ ref: self, path: this.pathOf(self), id: self.id, src, input, resolve, reject });
        }),
    );
  }

  /** The machine with fakes for every non-machine actor, recursively for child machines. */
  private withFakes(machine: AnyStateMachine, depth = 0): AnyStateMachine {
    const actors: Record<string, unknown> = {};
    for (const [src, logic] of Object.entries(machine.implementations.actors as Record<string, unknown>)) {
      if (isMachine(logic)) actors[src] = depth < 6 ? this.withFakes(logic, depth + 1) : logic;
      else actors[src] = this.fake(src);
    }
    return machine.provide({ actors } as never);
  }

  /** The machine as `executePath` runs it: the spec's promise actors settled by hand, its callback actors silent. */
  private asModel(machine: AnyStateMachine, spec: ModelSpec | undefined): AnyStateMachine {
    if (!spec) return this.withFakes(machine);
    const actors: Record<string, unknown> = {};
    for (const src of spec.promiseActors) actors[src] = this.fake(src);
    for (const src of spec.callbackActors ?? []) actors[src] = fromCallback(() => {});
    return machine.provide({ actors } as never);
  }

  /** Actor path from the simulated machine ('' itself, `promo`, `promo/checkPromo`). */
  private pathOf(ref: AnyActorRef): string {
    const known = this.paths.get(ref);
    if (known !== undefined) return known;
    // The recorder has no parent and the simulated machine is its child (children are created while the
    // recorder is constructed, before `this.root` is even assigned: recognise them by shape, not identity).
    const parent = (ref as unknown as { _parent?: AnyActorRef })._parent;
    const grandparent = (parent as unknown as { _parent?: AnyActorRef } | undefined)?._parent;
    const path = !parent || !grandparent ? '' : [this.pathOf(parent), ref.id].filter(Boolean).join('/');
    this.paths.set(ref, path);
    return path;
  }

  private inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.microstep' && (e.actorRef as unknown as { _parent?: unknown })._parent) {
      const path = this.pathOf(e.actorRef as AnyActorRef);
      const keys = (e._transitions as Parameters<typeof transitionKey>[0][]).map((t) => transitionKey(t));
      this.taken.set(path, [...(this.taken.get(path) ?? []), ...keys]);
    }
  };

  /** Start (or restart) from the input and replay `steps`. */
  async start(replay: SimStep[] = []): Promise<void> {
    this.root?.stop?.();
    this.calls = [];
    this.taken = new Map();
    this.error = null;
    this.log = [];
    this.sent = [];
    this.paths = new WeakMap();
    this.steps.length = 0;
    this.clock = new HandClock(() => this.lastScheduled);
    const { machine: definition, input, spec, model } = this.options;
    const machine = model ? this.asModel(definition, spec) : this.withFakes(definition);
    // The machine runs as the recorder's only child: a child machine's `sendParent` has somewhere to go.
    const recorder = createMachine({
      invoke: { id: SUBJECT, src: machine, input: () => input },
      on: {
        '*': {
          actions: ({ event }) => {
            if (event.type.startsWith(`xstate.error.actor.${SUBJECT}`)) return;
            this.sent.push(event.type === `xstate.done.actor.${SUBJECT}` ? 'selesai (done)' : eventText(event));
          },
        },
      },
    });
    try {
      this.root = createActor(recorder, { inspect: this.inspect, clock: this.clock } as never);
      this.watchScheduler();
      this.root.start();
      this.actor = (this.root.getSnapshot() as AnyMachineSnapshot).children[SUBJECT] as AnyActorRef;
      this.paths.set(this.actor, '');
      await flush();
      this.sent = [];
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
      return;
    }
    const failed = this.failure();
    if (failed) this.error = failed;
    this.startState = { value: (this.actor.getSnapshot() as AnyMachineSnapshot).value, at: this.clock.now };
    for (const step of replay) await this.apply(step);
  }

  /** The simulated machine's error, if it stopped with one (an actor that threw, a missing input). */
  private failure(): string | null {
    const snapshot = this.actor?.getSnapshot() as { status?: string; error?: unknown } | undefined;
    if (snapshot?.status !== 'error') return null;
    return snapshot.error instanceof Error ? snapshot.error.message : (JSON.stringify(snapshot.error) ?? String(snapshot.error));
  }

  /** Name timers by the event XState schedules just before asking the clock (`system.scheduler.schedule`). */
  private watchScheduler() {
    const system = this.root.system as unknown as { scheduler: { schedule: (...a: unknown[]) => void } };
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
    if (!this.actor) return false;
    this.prune();
    this.taken = new Map();
    this.sent = [];
    const ok = await this.applyInner(step);
    await flush();
    if (ok) {
      this.steps.push(step);
      this.log.push({ text: stepText(step), value: (this.actor.getSnapshot() as AnyMachineSnapshot).value, at: this.clock.now, sent: [...this.sent] });
      this.error ??= this.failure();
    }
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

  /** Go back `n` steps (default one): replay every step but the last `n`. */
  async back(n = 1): Promise<void> {
    const steps = this.steps.slice(0, Math.max(0, this.steps.length - Math.max(1, n)));
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
    const active = activeIds.map((id) => definition.getStateNodeById(id) as AnyStateNode);
    const blockedBy = (event: EventObject): string[] => {
      const candidates = [...active, definition.root as AnyStateNode].flatMap(
        (n) => (n.transitions.get(event.type) ?? []) as AnyTransitionDefinition[],
      );
      if (!candidates.length || candidates.some((t) => !t.guard)) return [];
      return [...new Set(candidates.map((t) => guardLabel(t.guard)!))];
    };
    const blocked: BlockedEvent[] = [];
    if (snapshot.status === 'active') {
      for (const event of specEvents(spec)) if (!can(event)) blocked.push({ event, from: 'spec', guards: blockedBy(event) });
      for (const type of external) {
        if (specTypes.has(type) || can({ type })) continue;
        blocked.push({ event: { type }, from: 'definition', guards: blockedBy({ type }) });
      }
    }
    return {
      path,
      machineId: definition.id,
      status: snapshot.status,
      value: snapshot.value,
      activeIds,
      tags: [...snapshot.tags].sort(),
      context: displayable(snapshot.context),
      enabled: [...fromSpec.map((event) => ({ event, from: 'spec' as const })), ...fromDefinition.map((event) => ({ event, from: 'definition' as const }))],
      blocked: blocked.filter((b) => b.guards.length > 0),
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
          blocked: [],
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
    const error = this.error ?? this.failure();
    return { steps: [...this.steps], root, children, pending, timers, now: this.clock?.now ?? 0, error, log: [...this.log], start: this.startState };
  }

  stop() {
    this.root?.stop?.();
  }
}

/** `promo.applied {"code":"HEMAT50"}`: an event for the log. */
function eventText(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  return `${type}${Object.keys(rest).length ? ` ${short(rest)}` : ''}`;
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

/**
 * Trace a generated path headlessly, exactly as the studio's "Telusuri" does (a {@link Simulation} in model
 * mode, one `path` step per event): the state value after each step, and the error the machine stopped with.
 */
export async function tracePath(
  options: Omit<SimulationOptions, 'model'>,
  events: EventObject[],
): Promise<{ start: unknown; values: unknown[]; error: string | null }> {
  const sim = new Simulation({ ...options, model: true });
  await sim.start();
  const values: unknown[] = [];
  for (const event of events) {
    await sim.apply({ kind: 'path', event });
    values.push(sim.view().root.value);
  }
  const view = sim.view();
  sim.stop();
  return { start: view.start.value, values, error: view.error };
}
