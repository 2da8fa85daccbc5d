/**
 * Model-based testing harness for the commerce machines (xstate/graph).
 *
 * 1. Generate: `new TestModel(machine, { events, serializeState })` explores the machine itself, purely. The
 *    events offered in a snapshot are the member's events (only when no actor is pending, plus the spec's
 *    `busyEvents` while one is), the `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events of every invoke
 *    that is running (with the spec's output and error variants), and the `xstate.after.<delay>.<state>` events
 *    of every running delay. `serializeState` keeps the state value and only the context that drives guards.
 * 2. Select: from each vertex's shortest path plus one more event, keep the paths that reach a state node or a
 *    transition (`machine.getTransitionData`) not reached yet, shortest first.
 * 3. Execute: each path runs against the real machine (`createActor`) with fake actors the harness settles
 *    (a done event resolves the pending promise of that invoke id, an error event rejects it; delays are
 *    delivered as their `xstate.after.*` event on a clock that never fires by itself). After every step the live
 *    snapshot must equal the snapshot the machine definition predicts for the same events (value, tags and a
 *    projection of the context), re-simulated purely along the path.
 *    Then the oracle: every invariant of the spec ({@link ModelInvariant}) whose state or tag applies must hold on
 *    the live snapshot. The comparison above only proves the machine agrees with itself; the invariants are rules
 *    stated independently of it (`paid` ⇒ an invoice, the total is the sum of the selected lines, `busy` ⇔ a
 *    request in flight), so a broken action fails the walk. Each invariant must apply at least once over the
 *    selected paths (`ModelRun.invariants[].checked`), or it proves nothing.
 * 4. Measure: coverage is read from the live actor's inspection (`@xstate.microstep` transitions and the
 *    state nodes they pass through), so eventless (`always`) transitions count only when really taken. Paths are
 *    added until every state node and every transition is covered, or the candidates run out.
 */
import {
  createActor,
  createEmptyActor,
  createMachine,
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type AnyActorLogic,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';

/**
 * One rule of a model's oracle: where it applies and what must hold there, checked on the live snapshot after every
 * step of every path. `in` and `tag` narrow where (both given: both must match; neither: every snapshot).
 *
 * ```ts
 * { name: 'paid ⇒ an invoice', in: 'paid', holds: (s) => (s.context as CheckoutContext).invoice !== '' }
 * { name: 'busy ⇔ a request in flight', holds: (s) => s.hasTag('busy') === inFlight(s) }
 * ```
 */
export interface ModelInvariant {
  /** The rule in words: reported when broken, listed by the studio. */
  name: string;
  /** A state value the snapshot must match for the rule to apply (e.g. `'paid'`, `{ ready: 'editing' }`). */
  in?: StateValue;
  /** A tag the snapshot must have for the rule to apply. */
  tag?: string;
  /**
   * What must hold there. `sent` is what the machine has told its parent so far on this path (a child machine's
   * reports, oldest first; machines without a parent send nothing); `steps` are the path's events delivered so far
   * (what the member and the stand-ins said), so a rule can be judged from what happened, not from what the machine
   * remembered of it.
   */
  holds: (snapshot: AnyMachineSnapshot, sent: readonly EventObject[], steps: readonly EventObject[]) => boolean;
}

/** Whether an invariant applies to a snapshot (its `in` state and `tag`, when given). */
export const invariantApplies = (inv: ModelInvariant, s: AnyMachineSnapshot) =>
  (inv.in === undefined || s.matches(inv.in as never)) && (inv.tag === undefined || s.hasTag(inv.tag as never));

export interface ModelSpec {
  name: string;
  /** The machine as declared (placeholder actors). */
  machine: AnyStateMachine;
  input: unknown;
  /** Member events offered when no invoked actor is pending. */
  userEvents: Array<EventObject & Record<string, unknown>>;
  /** Event types also offered while an actor is pending (to reach "changed again" transitions). */
  busyEvents?: string[];
  /** Done outputs per invoke id (each variant is one event). */
  outputs: Record<string, unknown[]>;
  /** Errors per invoke id. */
  errors: Record<string, unknown[]>;
  /** The context that drives decisions (kept by serializeState). */
  abstract: (snapshot: AnyMachineSnapshot) => unknown;
  /** Context compared between the live actor and the prediction after every step. */
  project: (snapshot: AnyMachineSnapshot) => unknown;
  /** Promise actor sources to replace with settle-by-hand fakes. */
  promiseActors: string[];
  /**
   * Callback actor sources (invoke id = source name) replaced with silent fakes: what they send is a model event,
   * they never count as pending, and their `xstate.done/error.actor.<id>` events (which a callback actor can only
   * produce by stopping or throwing) are delivered to the live machine as the runtime would deliver them.
   */
  callbackActors?: string[];
  /**
   * Which member events make sense in a snapshot (e.g. nothing behind an open modal can be clicked). Only
   * narrows exploration; coverage must still reach 100%.
   */
  allow?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * Journeys explored as separate models (each overrides inputs, events, outputs, errors or `allow`); their
   * paths together must cover the machine. Keeps a large parallel machine's state space tractable.
   */
  slices?: Array<Partial<Omit<ModelSpec, 'slices' | 'machine' | 'name'>> & { name: string }>;
  /** Rules that must hold after every step of every path; returns the broken rule's text, or null. */
  invariant?: (snapshot: AnyMachineSnapshot) => string | null;
  /**
   * The oracle: rules per state (predicates over context and tags), checked on the live snapshot after every step
   * of every path; each must apply at least once over the paths the model test runs.
   */
  invariants?: ModelInvariant[];
  /**
   * Children that run for real in the live machine, by invoke id = source (e.g. the price child with a fake gateway
   * whose answer is computed from its request), so an invariant can check what they make of the parent's requests.
   * Exploration treats them like `callbackActors`: never pending; what they report is not offered as an event,
   * so what it changes in the context must stay out of `project`.
   */
  liveActors?: Record<string, AnyActorLogic>;
  /** A short human label for an actor's output (for the path printer); falls back to JSON. */
  label?: (actorId: string, output: unknown) => string | undefined;
  /** Further inputs to start from (e.g. a missing invoice); paths from every input count for coverage. */
  moreInputs?: unknown[];
}

export interface Coverage {
  statesCovered: number;
  statesTotal: number;
  transitionsCovered: number;
  transitionsTotal: number;
  missingStates: string[];
  missingTransitions: string[];
}

export interface SelectedPath {
  /** The journey (slice) the path comes from. */
  slice: string;
  input: unknown;
  events: EventObject[];
  /** State value reached (JSON). */
  target: string;
}

export interface ModelRun {
  paths: SelectedPath[];
  coverage: Coverage;
  /** Every invariant of the spec with the number of steps it applied to (0: it proved nothing). */
  invariants: Array<{ name: string; checked: number }>;
  vertices: number;
  edges: number;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/**
 * The scope of pure transitions: its `self` has a parent, so a machine that talks to its parent (`sendParent`, as
 * the child machines promo, address-book and delivery do) can be explored and predicted alone. Nothing is
 * executed: sends, spawns and emits are resolved but never run.
 */
export function mockScope(): AnyActorScope {
  const self = createEmptyActor();
  (self as unknown as { _parent: unknown })._parent = createEmptyActor();
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Stable key of a transition definition: source id, event type (or `always`), index. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const always = source.always ?? [];
  const ai = always.indexOf(t);
  if (ai >= 0) return `${source.id} —always#${ai}→`;
  const list = source.transitions.get(t.eventType) ?? [];
  return `${source.id} —${t.eventType}#${list.indexOf(t)}→`;
}

/** Types of the events a transition raises with a static `raise({ type })` (named or inline). */
function raisedTypes(machine: AnyStateMachine, t: AnyTransitionDefinition): string[] {
  const named = (machine.implementations.actions ?? {}) as Record<string, unknown>;
  return (t.actions as unknown[]).flatMap((a) => {
    const action = (typeof a === 'string' ? named[a] : typeof a === 'object' && a && 'type' in a ? named[(a as { type: string }).type] ?? a : a) as
      | { type?: string; event?: unknown }
      | undefined;
    if (action && action.type === 'xstate.raise' && action.event && typeof action.event === 'object') {
      return [(action as { event: EventObject }).event.type];
    }
    return [];
  });
}

function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allNodes(machine).flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]);
}

/** Event types of running invokes/delays in a snapshot, i.e. transitions of active nodes. */
function pendingEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of activeNodes(snapshot)) {
    for (const type of node.transitions.keys()) {
      if (type.startsWith(DONE) || type.startsWith(ERROR) || type.startsWith(AFTER)) types.add(type);
    }
  }
  return [...types];
}

function eventsFor(spec: ModelSpec, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return [];
  const pending = pendingEventTypes(snapshot);
  const quiet = [...(spec.callbackActors ?? []), ...Object.keys(spec.liveActors ?? {})];
  const isCallback = (t: string) => quiet.some((id) => t === DONE + id || t === ERROR + id);
  const invokePending = pending.some((t) => (t.startsWith(DONE) || t.startsWith(ERROR)) && !isCallback(t));
  // Requests settle one at a time, in document order: interleavings of independent requests add states,
  // not behaviour, because each region reacts only to its own actor.
  const firstInvoke = pending
    .filter((t) => (t.startsWith(DONE) || t.startsWith(ERROR)) && !isCallback(t))
    .map((t) => t.slice(t.startsWith(DONE) ? DONE.length : ERROR.length))[0];
  const events: EventObject[] = [];
  for (const type of pending) {
    const invokeId = type.startsWith(DONE) ? type.slice(DONE.length) : type.startsWith(ERROR) ? type.slice(ERROR.length) : null;
    if (invokeId !== null && !isCallback(type) && invokeId !== firstInvoke) continue;
    if (type.startsWith(DONE)) {
      const id = type.slice(DONE.length);
      for (const output of spec.outputs[id] ?? [undefined]) events.push({ type, output } as EventObject);
    } else if (type.startsWith(ERROR)) {
      const id = type.slice(ERROR.length);
      for (const error of spec.errors[id] ?? (isCallback(type) ? [{ kind: 'server', code: 0, message: `${id} failed` }] : [])) {
        events.push({ type, error } as EventObject);
      }
    } else if (!invokePending) {
      // Delays fire only when nothing else is pending: a delay is far longer than a request here.
      events.push({ type });
    }
  }
  for (const e of spec.userEvents) {
    if (invokePending && !spec.busyEvents?.includes(e.type)) continue;
    if (spec.allow && !spec.allow(snapshot, e)) continue;
    events.push(e);
  }
  return events;
}

export function serializeFor(spec: ModelSpec) {
  return (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.status, spec.abstract(snapshot)]);
}

/** The machine as pure logic whose transitions run in {@link mockScope} (so `sendParent` resolves). */
export function parentedLogic(machine: AnyStateMachine) {
  return {
    config: machine.config,
    transition: (s: AnyMachineSnapshot, e: EventObject) => machine.transition(s as never, e as never, mockScope() as never),
    getInitialSnapshot: (_scope: AnyActorScope, input: unknown) => machine.getInitialSnapshot(mockScope() as never, input as never),
    getPersistedSnapshot: (s: AnyMachineSnapshot) => machine.getPersistedSnapshot(s as never),
  };
}

/** The pure initial snapshot of a machine for an input. */
export const initialOf = (machine: AnyStateMachine, input: unknown) =>
  machine.getInitialSnapshot(mockScope() as never, input as never) as AnyMachineSnapshot;
/** The pure next snapshot of a machine for an event. */
export const nextOf = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, step: EventObject) =>
  machine.transition(snapshot as never, step as never, mockScope() as never) as AnyMachineSnapshot;

/** The TestModel of a spec (used by the model tests and the path printer). */
export function testModelOf(spec: ModelSpec, input: unknown = spec.input) {
  return new TestModel(parentedLogic(spec.machine) as never, {
    input,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(spec, snapshot),
    serializeState: serializeFor(spec),
    serializeEvent: (e: EventObject) => JSON.stringify(e),
    // Fail fast instead of running out of memory when an abstraction is too fine.
    limit: 40_000,
  } as never);
}

interface Candidate {
  slice: string;
  input: unknown;
  events: EventObject[];
  defs: string[];
  nodes: string[];
  /** Nodes active before the last event. */
  from: string[];
  /** Event types the last event's transitions raise (static `raise({ type })` actions only). */
  raises: string[];
  target: string;
}

function candidatesOf(spec: ModelSpec, input: unknown): { candidates: Candidate[]; vertices: number; edges: number } {
  const model = testModelOf(spec, input);
  const serialize = serializeFor(spec);
  const adjacency = model.getAdjacencyMap() as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const prefixes = new Map<string, EventObject[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const events = path.steps.map(({ event: step }) => step as EventObject).filter((e) => e.type !== 'xstate.init');
    prefixes.set(serialize(path.state as AnyMachineSnapshot), events);
  }
  const scope = mockScope();
  const candidates: Candidate[] = [];
  let edges = 0;
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = prefixes.get(key);
    if (!prefix) continue;
    const from = activeNodes(state).map((n) => n.id);
    candidates.push({ slice: spec.name, input, events: prefix, defs: [], nodes: from, from, raises: [], target: JSON.stringify(state.value) });
    for (const { event: step, state: next } of Object.values(transitions)) {
      edges++;
      const taken = spec.machine.getTransitionData(state as never, step as never) as AnyTransitionDefinition[];
      const defs = taken.map(transitionKey);
      const raises = taken.flatMap((t) => raisedTypes(spec.machine, t));
      const micro = spec.machine.microstep(state as never, step as never, scope) as AnyMachineSnapshot[];
      const nodes = new Set<string>();
      for (const s of micro) for (const n of activeNodes(s)) nodes.add(n.id);
      candidates.push({ slice: spec.name, input, events: [...prefix, step], defs, nodes: [...nodes], from, raises, target: JSON.stringify(next.value) });
    }
  }
  candidates.sort((a, b) => a.events.length - b.events.length);
  return { candidates, vertices: Object.keys(adjacency).length, edges };
}

/** A clock that never fires by itself: delays are delivered as model events. */
const stillClock = { setTimeout: () => 0, clearTimeout: () => {} };

async function flush(times = 12) {
  for (let i = 0; i < times; i++) await Promise.resolve();
}

interface PendingCall {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export interface Execution {
  transitions: Set<string>;
  nodes: Set<string>;
  /** What the machine sent its parent along the path (child machines' requests). */
  sent: EventObject[];
  /** Per invariant name: the steps it applied to. */
  invariantChecks: Record<string, number>;
}

/** The invoke id of the machine under test inside the recorder. */
const SUBJECT = 'subject';

/**
 * Run one path against the real machine with settle-by-hand fakes, asserting after each step that the live
 * snapshot equals the purely predicted one. Throws with the step on mismatch.
 */
export async function executePath(spec: ModelSpec, events: EventObject[], input: unknown = spec.input): Promise<Execution> {
  const registry = new Map<string, PendingCall>();
  const actors: Record<string, unknown> = {};
  for (const src of spec.promiseActors) {
    actors[src] = fromPromise(
      ({ self }) =>
        new Promise((resolve, reject) => {
          registry.set(self.id, { resolve, reject });
        }),
    );
  }
  for (const src of spec.callbackActors ?? []) actors[src] = fromCallback(() => {});
  for (const [src, logic] of Object.entries(spec.liveActors ?? {})) actors[src] = logic;
  const invariantChecks: Record<string, number> = Object.fromEntries((spec.invariants ?? []).map((inv) => [inv.name, 0]));
  const machine = spec.machine.provide({ actors } as never);
  const transitions = new Set<string>();
  const nodes = new Set<string>();
  // The machine runs as the only child of a recorder, so a child machine's `sendParent` has somewhere to go; its
  // requests to the parent are kept in `sent`.
  const sent: EventObject[] = [];
  const isSubject = (ref: unknown) => {
    const parent = (ref as { _parent?: { _parent?: unknown } })._parent;
    return !!parent && !parent._parent && (ref as { id: string }).id === SUBJECT;
  };
  const inspect = (e: InspectionEvent) => {
    // Only the machine's own microsteps (not the recorder's, nor its fake actors').
    if (e.type !== '@xstate.microstep' || !isSubject(e.actorRef)) return;
    for (const t of e._transitions) {
      transitions.add(transitionKey(t));
      nodes.add((t.source as AnyStateNode).id);
      for (const target of t.target ?? []) if ((target as AnyStateNode).type === 'history') nodes.add((target as AnyStateNode).id);
    }
    for (const n of activeNodes(e.snapshot as AnyMachineSnapshot)) nodes.add(n.id);
  };
  const recorder = createMachine({
    invoke: { id: SUBJECT, src: machine, input: () => input },
    on: { '*': { actions: ({ event }) => void sent.push(event) } },
  });
  const root = createActor(recorder, { inspect, clock: stillClock } as never);
  root.start();
  const actor = (root.getSnapshot() as AnyMachineSnapshot).children[SUBJECT] as AnyActorRef;
  await flush();
  for (const n of activeNodes(actor.getSnapshot() as AnyMachineSnapshot)) nodes.add(n.id);

  let expected = initialOf(spec.machine, input);
  const describe = (i: number) => `${spec.name}: step ${i + 1} of [${events.map((e) => e.type).join(' → ')}]`;
  const delivered: EventObject[] = [];
  const check = (i: number) => {
    const steps = delivered;
    const live = actor.getSnapshot() as AnyMachineSnapshot;
    const a = JSON.stringify({ value: live.value, status: live.status, tags: [...live.tags].sort(), ctx: spec.project(live) });
    const b = JSON.stringify({ value: expected.value, status: expected.status, tags: [...expected.tags].sort(), ctx: spec.project(expected) });
    if (a !== b) throw new Error(`${describe(i)}\n  live:      ${a}\n  predicted: ${b}`);
    const broken = spec.invariant?.(live);
    if (broken) throw new Error(`${describe(i)}\n  invariant broken: ${broken}\n  live: ${a}`);
    for (const inv of spec.invariants ?? []) {
      if (!invariantApplies(inv, live)) continue;
      invariantChecks[inv.name] = (invariantChecks[inv.name] ?? 0) + 1;
      if (!inv.holds(live, sent, steps)) throw new Error(`${describe(i)}\n  invariant broken: ${inv.name}\n  live: ${a}`);
    }
  };
  check(-1);
  for (const [i, step] of events.entries()) {
    // A transition that exists but changes nothing (a child's onDone without actions) is still taken: `can()` would
    // say no, the transition data says yes.
    if ((spec.machine.getTransitionData(expected as never, step as never) as unknown[]).length === 0) continue;
    expected = nextOf(spec.machine, expected, step);
    delivered.push(step);
    if (step.type.startsWith(DONE) || step.type.startsWith(ERROR)) {
      const done = step.type.startsWith(DONE);
      const id = step.type.slice((done ? DONE : ERROR).length);
      const call = registry.get(id);
      if (!call && ((spec.callbackActors ?? []).includes(id) || id in (spec.liveActors ?? {}))) {
        actor.send(step as never);
        await flush();
        check(i);
        continue;
      }
      if (!call) throw new Error(`${describe(i)}: no running actor '${id}' in the live machine`);
      registry.delete(id);
      if (done) call.resolve((step as unknown as { output: unknown }).output);
      else call.reject((step as unknown as { error: unknown }).error);
    } else {
      actor.send(step as never);
    }
    await flush();
    check(i);
  }
  root.stop();
  return { transitions, nodes, sent, invariantChecks };
}

function coverageOf(machine: AnyStateMachine, runs: Execution[]): Coverage {
  const states = getStateNodes(machine.root).map((n) => n.id);
  const trans = allTransitions(machine).map(transitionKey);
  const coveredT = new Set(runs.flatMap((r) => [...r.transitions]));
  const coveredN = new Set(runs.flatMap((r) => [...r.nodes]));
  const missingStates = states.filter((s) => !coveredN.has(s));
  const missingTransitions = trans.filter((t) => !coveredT.has(t));
  return {
    statesCovered: states.length - missingStates.length,
    statesTotal: states.length,
    transitionsCovered: trans.length - missingTransitions.length,
    transitionsTotal: trans.length,
    missingStates,
    missingTransitions,
  };
}

/**
 * The journeys a spec is explored as (its slices, each a spec of its own named `<spec>/<slice>`, or the spec
 * itself) with the inputs each starts from. Shared by `runModel` and the statechart studio (src/studio).
 */
export function journeysOf(spec: ModelSpec): Array<{ journey: ModelSpec; inputs: unknown[] }> {
  const journeys: ModelSpec[] = spec.slices?.length
    ? spec.slices.map((slice) => ({ ...spec, ...slice, name: `${spec.name}/${slice.name}`, moreInputs: slice.moreInputs ?? [] }))
    : [spec];
  return journeys.map((journey) => ({ journey, inputs: [journey.input, ...(journey.moreInputs ?? [])] }));
}

/** Generate, select and execute paths until every state and transition is covered (or nothing more helps). */
export async function runModel(spec: ModelSpec): Promise<ModelRun> {
  const all = journeysOf(spec).flatMap(({ journey, inputs }) => inputs.map((input) => candidatesOf(journey, input)));
  const candidates = all.flatMap((a) => a.candidates).sort((a, b) => a.events.length - b.events.length);
  const vertices = all.reduce((n, a) => n + a.vertices, 0);
  const edges = all.reduce((n, a) => n + a.edges, 0);
  const seenDefs = new Set<string>();
  const seenNodes = new Set<string>();
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    const adds = c.defs.some((d) => !seenDefs.has(d)) || c.nodes.some((n) => !seenNodes.has(n));
    if (!adds) continue;
    chosen.push(c);
    c.defs.forEach((d) => seenDefs.add(d));
    c.nodes.forEach((n) => seenNodes.add(n));
  }
  // The start of every input always runs: transient start states (e.g. a redirect) are only seen live.
  for (const c of candidates) if (c.events.length === 0 && !chosen.includes(c)) chosen.push(c);
  const runs: Execution[] = [];
  for (const c of chosen) runs.push(await executePath(spec, c.events, c.input));
  let coverage = coverageOf(spec.machine, runs);
  // Eventless branches cannot be predicted purely: try the paths that pass through their source node.
  if (coverage.missingTransitions.length || coverage.missingStates.length) {
    const tried = new Set(chosen);
    for (const missing of [...coverage.missingTransitions, ...coverage.missingStates]) {
      const sourceId = missing.split(' —')[0]!;
      const current = coverageOf(spec.machine, runs);
      if (!current.missingTransitions.includes(missing) && !current.missingStates.includes(missing)) continue;
      const eventType = missing.includes(' —') ? missing.split(' —')[1]!.split('#')[0]! : '';
      const likely = (c: Candidate) => (eventType && c.raises.includes(eventType) && c.from.includes(sourceId) ? 0 : 1);
      const ordered = [...candidates].sort((a, b) => likely(a) - likely(b) || a.events.length - b.events.length);
      let attempts = 0;
      for (const c of ordered) {
        if (tried.has(c) || !c.nodes.includes(sourceId)) continue;
        if (++attempts > 400) break;
        tried.add(c);
        const run = await executePath(spec, c.events, c.input);
        const before = coverageOf(spec.machine, runs);
        const after = coverageOf(spec.machine, [...runs, run]);
        if (after.transitionsCovered + after.statesCovered > before.transitionsCovered + before.statesCovered) {
          runs.push(run);
          chosen.push(c);
        }
        if (!after.missingTransitions.includes(missing) && !after.missingStates.includes(missing)) break;
      }
    }
    coverage = coverageOf(spec.machine, runs);
  }
  const invariants = (spec.invariants ?? []).map((inv) => ({ name: inv.name, checked: runs.reduce((n, r) => n + (r.invariantChecks[inv.name] ?? 0), 0) }));
  return { paths: chosen.map((c) => ({ slice: c.slice, input: c.input, events: c.events, target: c.target })), coverage, invariants, vertices, edges };
}

/** `coverage <machine>: states X/Y (100%), transitions A/B (100%)`. */
export function coverageLine(name: string, c: Coverage): string {
  const pct = (a: number, b: number) => `${b === 0 ? 100 : Math.floor((a / b) * 1000) / 10}%`;
  return `coverage ${name}: states ${c.statesCovered}/${c.statesTotal} (${pct(c.statesCovered, c.statesTotal)}), transitions ${c.transitionsCovered}/${c.transitionsTotal} (${pct(c.transitionsCovered, c.transitionsTotal)})`;
}

/** A readable one-line form of an event for the path printer. */
export function describeEvent(e: EventObject, spec?: ModelSpec): string {
  if (e.type.startsWith(DONE)) {
    const id = e.type.slice(DONE.length);
    const out = (e as unknown as { output: unknown }).output;
    const label = out === undefined ? '' : (spec?.label?.(id, out) ?? short(out));
    return `✓ ${id}${label ? ` → ${label}` : ''}`;
  }
  if (e.type.startsWith(ERROR)) {
    const err = (e as unknown as { error: { kind?: string; code?: number; message?: string } }).error;
    return `✗ ${e.type.slice(ERROR.length)} → ${err?.kind ?? 'error'} ${err?.code ?? ''} '${err?.message ?? ''}'`;
  }
  if (e.type.startsWith(AFTER)) return `⏱ ${e.type.slice(AFTER.length).split('.')[0]}`;
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  return Object.keys(rest).length ? `${type} ${short(rest)}` : type;
}

function short(v: unknown): string {
  const text = JSON.stringify(v, (_k, value) => {
    if (Array.isArray(value) && value.length > 3) return [...value.slice(0, 3), `…${value.length - 3} more`];
    return value;
  });
  return text && text.length > 90 ? `${text.slice(0, 87)}…` : (text ?? 'undefined');
}
