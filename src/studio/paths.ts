/**
 * Paths and coverage for testers, from the same model specs and harness the `*.model.test.ts` files use
 * (machines/testing/model.ts): `runModel` gives the paths the tests walk and the coverage they print
 * (`coverageLine`), `testModelOf` gives xstate/graph's TestModel for shortest and simple paths.
 *
 * - Test paths: exactly the paths `runModel` selects and executes.
 * - Shortest paths: for every state node, the shortest of xstate/graph's shortest paths (over every journey and
 *   input of the spec) whose end state has that node active.
 * - Simple paths to a state: simple paths (no model state twice) over the TestModel's adjacency map, enumerated
 *   breadth first so the shortest come first, at most `max` of them (`getSimplePaths` enumerates every simple
 *   path, which is exponential on these machines).
 *
 * Without a spec, paths are derived from the definition alone (event types without payloads, actors answering
 * `undefined` or a generic error, state values only) and coverage is reported as "no model spec".
 */
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import {
  coverageLine,
  describeEvent,
  initialOf,
  journeysOf,
  nextOf,
  runModel,
  serializeFor,
  testModelOf,
  transitionKey,
  type Coverage,
  type ModelSpec,
} from '../../machines/testing/model';
import { TestModel } from 'xstate/graph';
import { activeIdsFromValue } from './graph';
import { isMachine } from './labels';

export type PathKind = 'test' | 'shortest' | 'simple';

export interface StudioPath {
  /** Stable within one report: `<kind>-<n>`. */
  id: string;
  kind: PathKind;
  /** Journey (spec slice) the path comes from. */
  journey: string;
  input: unknown;
  events: EventObject[];
  /** State value reached, JSON. */
  target: string;
  /** For shortest paths: the state node the path is for. */
  stateId?: string;
  /**
   * State nodes whose shortest path this path replaces: that path was the same as this one, or a prefix of it
   * ending in the same state (see {@link distinctPaths}).
   */
  reaches?: string[];
  /** Each event as `npm run test:paths` prints it (`promo.enter {"code":"HEMAT50"}`, `✓ loadCart → …`, `⏱ debounce`). */
  steps: string[];
}

const withSteps = (spec: ModelSpec | undefined) => (p: Omit<StudioPath, 'steps'>): StudioPath => ({ ...p, steps: p.events.map((e) => describeEvent(e, spec)) });

export interface MachineReport {
  machineId: string;
  /** The spec's name, or null when the machine has none. */
  specName: string | null;
  /** Coverage exactly as the model tests compute it (null: no model spec). */
  coverage: Coverage | null;
  /** The line the model tests print (`coverage cart: states 26/26 (100%), …`), or null. */
  coverageLine: string | null;
  /**
   * The paths the model test walks (`runModel`), less those that are a prefix of another with the same target
   * ({@link distinctPaths}).
   */
  testPaths: StudioPath[];
  /** The shortest path to every state no test path already is (or ends in, from a prefix of it). */
  shortest: StudioPath[];
  /** State nodes no shortest path ends in. */
  unreached: string[];
  /** Of those, the transient ones: left at once by an eventless (`always`) transition, so no path can end there. */
  transient: string[];
  vertices: number;
  edges: number;
  /** Why paths could not be generated (e.g. a guard needs a payload the definition alone cannot give). */
  error?: string;
}

const GENERIC_ERROR = { kind: 'server', code: 500, message: 'gagal (simulasi)' };

function invokeIds(machine: AnyStateMachine): string[] {
  const ids = new Set<string>();
  const walk = (n: AnyStateNode) => {
    for (const inv of n.invoke) ids.add(inv.id);
    for (const c of Object.values(n.states) as AnyStateNode[]) walk(c);
  };
  walk(machine.root as AnyStateNode);
  return [...ids];
}

/** Event types a machine accepts from outside (no `xstate.*`, no wildcards). */
export function externalEventTypes(machine: AnyStateMachine): string[] {
  return (machine.root.events as string[]).filter((t) => !t.startsWith('xstate.') && !t.includes('*'));
}

/** Marks specs made by {@link derivedSpec} (paths only, never coverage). */
const DERIVED = Symbol('derived');

/**
 * A spec made from the definition alone, for machines without one: every external event type without payload,
 * actors answering `undefined` or a generic error, and the state value as the only abstraction. Events whose
 * guards or actions throw for lack of a payload are left out where they throw.
 */
export function derivedSpec(machine: AnyStateMachine, input?: unknown): ModelSpec {
  const ids = invokeIds(machine);
  const spec: ModelSpec = {
    name: machine.id,
    machine,
    input,
    userEvents: externalEventTypes(machine).map((type) => ({ type })),
    outputs: {},
    errors: Object.fromEntries(ids.map((id) => [id, [GENERIC_ERROR]])),
    abstract: () => null,
    project: () => null,
    promiseActors: Object.entries(machine.implementations.actors as Record<string, unknown>)
      .filter(([, logic]) => !isMachine(logic))
      .map(([src]) => src),
  };
  return Object.assign(spec, { [DERIVED]: true });
}

const isDerived = (spec: ModelSpec) => (spec as unknown as Record<symbol, unknown>)[DERIVED] === true;

/** The TestModel of a journey: the harness's own for real specs; for derived ones, events that do not throw. */
function modelOf(journey: ModelSpec, input: unknown) {
  if (!isDerived(journey)) return testModelOf(journey, input);
  const machine = journey.machine;
  const candidates = (snapshot: AnyMachineSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const types = new Set<string>();
    for (const id of activeIdsFromValue(machine, snapshot.value)) {
      for (const t of machine.getStateNodeById(id).transitions.keys() as Iterable<string>) types.add(t);
    }
    for (const t of machine.root.transitions.keys() as Iterable<string>) types.add(t);
    const out: EventObject[] = [];
    for (const type of types) {
      if (type.startsWith('xstate.done.actor.')) out.push({ type, output: undefined } as EventObject);
      else if (type.startsWith('xstate.error.actor.')) out.push({ type, error: GENERIC_ERROR } as EventObject);
      else if (type.startsWith('xstate.after.') || !type.startsWith('xstate.')) if (!type.includes('*')) out.push({ type });
    }
    return out.filter((e) => {
      try {
        nextOf(machine, snapshot, e);
        return true;
      } catch {
        return false;
      }
    });
  };
  return new TestModel(machine, {
    input,
    events: candidates,
    serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status]),
    serializeEvent: (e: EventObject) => JSON.stringify(e),
    limit: 40_000,
  } as never);
}

function journeysFor(spec: ModelSpec): Array<{ journey: ModelSpec; inputs: unknown[] }> {
  return isDerived(spec) ? [{ journey: spec, inputs: [spec.input] }] : journeysOf(spec);
}

const cleanEvents = (events: EventObject[]) => events.filter((e) => e.type !== 'xstate.init');

/** Inputs a simulation can start from: every journey's inputs, deduplicated, labelled by journey. */
export function inputsOf(spec: ModelSpec | undefined): Array<{ label: string; input: unknown }> {
  if (!spec) return [{ label: 'tanpa input', input: undefined }];
  const seen = new Set<string>([JSON.stringify(spec.input) ?? 'undefined']);
  // The spec's own input first: the journeys' (slices') inputs are variations for exploration.
  const out: Array<{ label: string; input: unknown }> = [{ label: spec.name, input: spec.input }];
  for (const { journey, inputs } of journeysOf(spec)) {
    inputs.forEach((input, i) => {
      const key = JSON.stringify(input) ?? 'undefined';
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ label: `${journey.name}${i ? ` #${i + 1}` : ''}`, input });
    });
  }
  return out;
}

function activeOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return activeIdsFromValue(machine, snapshot.value);
}

/** Shortest paths to every state node over every journey and input; plus the nodes none reaches. */
export function shortestPaths(machine: AnyStateMachine, spec: ModelSpec): { paths: StudioPath[]; unreached: string[] } {
  const best = new Map<string, Omit<StudioPath, 'steps'>>();
  for (const { journey, inputs } of journeysFor(spec)) {
    for (const input of inputs) {
      const model = modelOf(journey, input);
      for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
        const events = cleanEvents(path.steps.map((s) => s.event as EventObject));
        const snapshot = path.state as AnyMachineSnapshot;
        for (const id of activeOf(machine, snapshot)) {
          const current = best.get(id);
          if (current && current.events.length <= events.length) continue;
          best.set(id, { id: '', kind: 'shortest', journey: journey.name, input, events, target: JSON.stringify(snapshot.value), stateId: id });
        }
      }
    }
  }
  const order = allStateIds(machine);
  const paths = order.filter((id) => best.has(id)).map((id, i) => withSteps(spec)({ ...best.get(id)!, id: `shortest-${i + 1}` }));
  return { paths, unreached: order.filter((id) => !best.has(id)) };
}

export function allStateIds(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (n: AnyStateNode) => {
    for (const c of Object.values(n.states) as AnyStateNode[]) {
      out.push(c.id);
      walk(c);
    }
  };
  walk(machine.root as AnyStateNode);
  return out;
}

/**
 * Up to `max` simple paths ending in a state where `stateId` is active, shortest first, over every journey and
 * input. `budget` caps the partial paths examined per journey and input.
 */
export function simplePathsTo(machine: AnyStateMachine, spec: ModelSpec, stateId: string, max = 8, budget = 60_000): StudioPath[] {
  const found: Array<Omit<StudioPath, 'steps'>> = [];
  for (const { journey, inputs } of journeysFor(spec)) {
    for (const input of inputs) {
      const model = modelOf(journey, input);
      const adjacency = model.getAdjacencyMap() as unknown as Record<
        string,
        { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
      >;
      const serialize = isDerived(journey) ? (x: AnyMachineSnapshot) => JSON.stringify([x.value, x.status]) : serializeFor(journey);
      const start = serialize(initialOf(machine, input));
      const startKey = adjacency[start] ? start : Object.keys(adjacency)[0];
      if (!startKey) continue;
      type Partial = { key: string; events: EventObject[]; seen: Set<string> };
      let frontier: Partial[] = [{ key: startKey, events: [], seen: new Set([startKey]) }];
      let examined = 0;
      let local = 0;
      while (frontier.length && local < max && examined < budget) {
        const next: Partial[] = [];
        for (const p of frontier) {
          const vertex = adjacency[p.key];
          if (!vertex) continue;
          if (activeOf(machine, vertex.state).includes(stateId) && p.events.length > 0) {
            found.push({ id: '', kind: 'simple', journey: journey.name, input, events: p.events, target: JSON.stringify(vertex.state.value) });
            local++;
            if (local >= max) break;
            continue;
          }
          for (const { event, state } of Object.values(vertex.transitions)) {
            const key = serialize(state);
            if (p.seen.has(key)) continue;
            if (++examined > budget) break;
            next.push({ key, events: [...p.events, event], seen: new Set([...p.seen, key]) });
          }
        }
        frontier = next;
      }
      // The start state itself counts when it is the state asked for.
      if (activeOf(machine, adjacency[startKey]!.state).includes(stateId)) {
        found.push({ id: '', kind: 'simple', journey: journey.name, input, events: [], target: JSON.stringify(adjacency[startKey]!.state.value) });
      }
    }
  }
  return found
    .sort((a, b) => a.events.length - b.events.length)
    .slice(0, max)
    .map((p, i) => withSteps(spec)({ ...p, id: `simple-${i + 1}` }));
}

/**
 * The paths worth listing and exporting, in their order: no path twice, and no path that is a prefix of another
 * with the same start input and the same target (the longer one passes every state and transition of the
 * shorter and ends in the same state, so the shorter asserts nothing more). A dropped shortest path's state is
 * added to the `reaches` of the path that replaces it. Ids are renumbered per kind (`test-1`, `shortest-1`, …).
 */
export function distinctPaths(paths: StudioPath[]): StudioPath[] {
  const inputs = paths.map((p) => JSON.stringify(p.input) ?? 'undefined');
  const events = paths.map((p) => p.events.map((e) => JSON.stringify(e)));
  const isPrefix = (a: number, b: number) => events[a]!.length <= events[b]!.length && events[a]!.every((e, k) => e === events[b]![k]);
  const survivorOf = (i: number): number => {
    let best = i;
    paths.forEach((q, j) => {
      if (j === i || inputs[j] !== inputs[i] || q.target !== paths[i]!.target || !isPrefix(i, j)) return;
      const longer = events[j]!.length > events[best]!.length;
      const sameButEarlier = events[j]!.length === events[best]!.length && j < best;
      if (longer || sameButEarlier) best = j;
    });
    return best;
  };
  const survivors = paths.map((_, i) => survivorOf(i));
  const reaches = new Map<number, string[]>();
  survivors.forEach((s, i) => {
    const p = paths[i]!;
    const own = s === i ? [...(p.reaches ?? [])] : [];
    const moved = s !== i ? [...(p.stateId ? [p.stateId] : []), ...(p.reaches ?? [])] : [];
    reaches.set(s, [...(reaches.get(s) ?? []), ...own, ...moved]);
  });
  const counters = new Map<PathKind, number>();
  return paths.flatMap((p, i) => {
    if (survivors[i] !== i) return [];
    const n = (counters.get(p.kind) ?? 0) + 1;
    counters.set(p.kind, n);
    const also = [...new Set(reaches.get(i) ?? [])].filter((id) => id !== p.stateId);
    const { reaches: _old, ...rest } = p;
    return [{ ...rest, id: `${p.kind}-${n}`, ...(also.length ? { reaches: also } : {}) }];
  });
}

/** Coverage (as the tests print it), the test paths and the shortest paths of one machine. */
export async function analyseMachine(machine: AnyStateMachine, spec: ModelSpec | undefined): Promise<MachineReport> {
  const base: MachineReport = {
    machineId: machine.id,
    specName: spec?.name ?? null,
    coverage: null,
    coverageLine: null,
    testPaths: [],
    shortest: [],
    unreached: [],
    transient: [],
    vertices: 0,
    edges: 0,
  };
  try {
    if (spec) {
      const run = await runModel(spec);
      base.coverage = run.coverage;
      base.coverageLine = coverageLine(spec.name, run.coverage);
      base.vertices = run.vertices;
      base.edges = run.edges;
      base.testPaths = run.paths.map((p, i) => withSteps(spec)({ id: `test-${i + 1}`, kind: 'test', journey: p.slice, input: p.input, events: p.events, target: p.target }));
    }
    const { paths, unreached } = shortestPaths(machine, spec ?? derivedSpec(machine));
    const distinct = distinctPaths([...base.testPaths, ...paths]);
    base.testPaths = distinct.filter((p) => p.kind === 'test');
    base.shortest = distinct.filter((p) => p.kind === 'shortest');
    const isTransient = (id: string) => ((machine.getStateNodeById(id) as AnyStateNode).always ?? []).some((t) => !t.guard);
    base.transient = unreached.filter(isTransient);
    base.unreached = unreached.filter((id) => !isTransient(id));
  } catch (error) {
    base.error = error instanceof Error ? error.message : String(error);
  }
  return base;
}

export interface PredictedStep {
  /** Human text of the step (the same as `npm run test:paths`). */
  text: string;
  event: EventObject;
  value: unknown;
  tags: string[];
  /** Transition ids the event's own transitions take (eventless follow-ups are not predicted purely). */
  taken: string[];
  /** The event is not accepted in the predicted state (the step is skipped, as the model harness does). */
  skipped: boolean;
}

/** The states a path passes through, predicted purely from the definition (as the model harness predicts). */
export function predictPath(machine: AnyStateMachine, input: unknown, events: EventObject[], spec?: ModelSpec): { start: { value: unknown; tags: string[] }; steps: PredictedStep[] } {
  // As the harness predicts: in a scope with a parent, so a child machine's `sendParent` resolves.
  let snapshot = initialOf(machine, input);
  const start = { value: snapshot.value, tags: [...snapshot.tags].sort() };
  const steps: PredictedStep[] = [];
  for (const event of events) {
    let skipped = false;
    let taken: string[] = [];
    try {
      if (!snapshot.can(event as never)) skipped = true;
      else {
        taken = (machine.getTransitionData(snapshot as never, event as never) as Parameters<typeof transitionKey>[0][]).map(transitionKey);
        snapshot = nextOf(machine, snapshot, event);
      }
    } catch {
      skipped = true;
    }
    steps.push({ text: describeEvent(event, spec), event, value: snapshot.value, tags: [...snapshot.tags].sort(), taken, skipped });
  }
  return { start, steps };
}

export function stepKind(e: EventObject): 'done' | 'error' | 'after' | 'event' {
  if (e.type.startsWith('xstate.done.actor.')) return 'done';
  if (e.type.startsWith('xstate.error.actor.')) return 'error';
  if (e.type.startsWith('xstate.after.')) return 'after';
  return 'event';
}

export const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The whole start input as JSON (never shortened: a tester sets up exactly this), or `tanpa input`. */
export function inputText(input: unknown): string {
  return JSON.stringify(input) ?? 'tanpa input';
}

function pathTitle(p: StudioPath): string {
  const main = p.kind === 'shortest' ? `ke ${p.stateId}` : `berakhir di ${p.target}`;
  return p.reaches?.length ? `${main}; juga jalur terpendek ke ${p.reaches.join(', ')}` : main;
}

/** One path as a Markdown checklist a person can follow by hand. */
export function pathMarkdown(machine: AnyStateMachine, p: StudioPath, spec?: ModelSpec, heading = '###'): string {
  const { start, steps } = predictPath(machine, p.input, p.events, spec);
  const input = inputText(p.input);
  const lines = [
    `${heading} ${p.id} — ${pathTitle(p)} (${p.journey})`,
    '',
    ...(input.length > 100 ? ['Mulai (input lengkap):', '', '```json', input, '```'] : [`Mulai: \`${input}\``]),
    '',
    `Keadaan awal: \`${valueText(start.value)}\``,
    '',
  ];
  if (!steps.length) lines.push('- [ ] (hanya keadaan awal) periksa keadaan awal');
  steps.forEach((s, i) => {
    const who = stepKind(s.event);
    const action =
      who === 'done'
        ? `Server/aktor menjawab berhasil: ${s.text}`
        : who === 'error'
          ? `Server/aktor menjawab gagal: ${s.text}`
          : who === 'after'
            ? `Tunggu sampai waktu habis: ${s.text}`
            : `Pengguna: \`${s.text}\``;
    lines.push(`- [ ] ${i + 1}. ${action} → harapan: \`${valueText(s.value)}\`${s.tags.length ? ` (tag: ${s.tags.join(', ')})` : ''}${s.skipped ? ' _(tidak berlaku di keadaan ini; dilewati)_' : ''}`);
  });
  return `${lines.join('\n')}\n`;
}

/** A Markdown page of paths (the export writes one per machine; the studio downloads the same). */
export function pathsPage(machine: AnyStateMachine, report: MachineReport, spec: ModelSpec | undefined, paths: StudioPath[] = [...report.testPaths, ...report.shortest]): string {
  const head = [
    `# Jalur uji: ${machine.id}`,
    '',
    machine.root.description ? `${machine.root.description}\n` : '',
    report.coverageLine ? `Cakupan (seperti dicetak tes model): \`${report.coverageLine}\`` : 'Cakupan: **no model spec** — jalur di bawah dibangkitkan dari definisi saja (event tanpa payload).',
    '',
    'Setiap langkah: **Pengguna** = event yang dikirim anggota (dengan payload), **Server/aktor** = jawaban aktor yang dipanggil, **Tunggu** = penundaan `after` yang habis. Harapan = nilai state setelah langkah itu.',
    '',
  ];
  if (report.error) head.push(`> Jalur tidak bisa dibangkitkan seluruhnya: ${report.error}`, '');
  const body: string[] = [];
  const tests = paths.filter((p) => p.kind === 'test');
  const shortest = paths.filter((p) => p.kind === 'shortest');
  const simple = paths.filter((p) => p.kind === 'simple');
  if (tests.length) body.push(`## Jalur yang dijalankan tes model (${tests.length})`, '', ...tests.map((p) => pathMarkdown(machine, p, spec)));
  if (shortest.length) body.push(`## Jalur terpendek ke setiap state (${shortest.length})`, '', ...shortest.map((p) => pathMarkdown(machine, p, spec)));
  if (simple.length) body.push(`## Jalur sederhana (${simple.length})`, '', ...simple.map((p) => pathMarkdown(machine, p, spec)));
  if (report.transient.length) {
    body.push('## State sementara (langsung ditinggalkan lewat `always`, dilewati jalur di atas)', '', ...report.transient.map((id) => `- \`${id}\``), '');
  }
  if (report.unreached.length) body.push('## State yang tidak terjangkau jalur', '', ...report.unreached.map((id) => `- \`${id}\``), '');
  return `${head.filter((l, i) => l !== '' || head[i - 1] !== '').join('\n')}\n${body.join('\n')}`;
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Where a machine is exported from, for the generated test's import. */
export interface MachineSource {
  /** `/machines/cart.machine.ts` */
  file: string;
  /** `cartMachine`, or `parentExport › src` for a child machine declared only in its parent's `setup({ actors })`. */
  exportName: string;
}

/** A value as TypeScript source, indented to sit inside the generated test. */
function literal(value: unknown, indent: string): string {
  const text = JSON.stringify(value, null, 2);
  return text === undefined ? 'undefined' : text.split('\n').join(`\n${indent}`);
}

/**
 * The Playwright export (issue 20 point 4): one test per path that runs it in the browser through the machine's
 * driver (tests/drivers/run.ts `runPath`): sign in and set up the path's start, do every step (a person's event
 * through the driver, an actor's answer given to the real app at the gateway's edge, a delay), check after every
 * step that the app's machine is where the path says (the values below), and what a person sees at the end. Save
 * it as `tests/e2e/paths/<machine>.paths.spec.ts`. A path with a step nobody can take in the browser is skipped
 * with the driver's reason; a machine without a driver, with that reason.
 */
export function playwrightPaths(machine: AnyStateMachine, paths: StudioPath[], source: MachineSource, spec?: ModelSpec): string {
  const [exportName, childSrc] = source.exportName.split(' › ');
  const module = `../../..${source.file.replace(/\.ts$/, '')}`;
  const local = childSrc ? 'machine' : exportName!;
  const tests = paths.map((p) => {
    const { steps } = predictPath(machine, p.input, p.events, spec);
    const ind = '      ';
    return [
      `  test(${q(`${machine.id} ${p.id}: ${pathTitle(p)}`)}, async ({ page, recorder, consoleErrors }) => {`,
      `    // ${p.journey}: ${p.steps.length ? p.steps.join(' → ').replace(/\n/g, ' ') : '(keadaan awal)'}`,
      `    await runPath({ page, recorder, consoleErrors }, ${local}, {`,
      `      id: ${q(p.id)},`,
      `      input: ${literal(p.input, ind)},`,
      `      events: ${literal(p.events, ind)},`,
      `      expected: ${literal(steps.map((s) => s.value), ind)},`,
      '    });',
      '  });',
    ].join('\n');
  });
  return [
    `// Generated by the statechart studio (/statecharts) from ${machine.id} (${source.file}) and its model spec: ${paths.length} path(s).`,
    `// Save as tests/e2e/paths/${machine.id}.paths.spec.ts. Each test signs in and sets up the path's start, does every step in the`,
    "// browser through the machine's driver (tests/drivers/), checks after every step that the real app's machine is in the state",
    "// listed, and what a person sees at the end. A step nobody can take in the browser skips the test with the driver's reason.",
    ...(childSrc ? ["import type { AnyStateMachine } from 'xstate';"] : []),
    `import { ${exportName} } from ${q(module)};`,
    "import { runPath } from '../../drivers/run';",
    "import { test } from '../fixtures';",
    '',
    ...(childSrc ? [`const machine = ${exportName}.implementations.actors[${q(childSrc)}] as AnyStateMachine;`, ''] : []),
    `test.describe(${q(`${machine.id}: jalur dari studio`)}, () => {`,
    tests.join('\n\n'),
    '});',
    '',
  ].join('\n');
}
