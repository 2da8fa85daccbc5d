/**
 * Definition → graph: walks a running machine's definition (`machine.root`, every StateNode's `states`,
 * `transitions` (events, `after`, invoke `onDone`/`onError`/`onSnapshot`, state `onDone`), `always`, `invoke`,
 * `entry`/`exit` (for `spawnChild`), `tags`, `description`, `meta`, history and final nodes) and returns a plain,
 * JSON-safe graph the layout, the SVG, the simulator and the path pages share.
 *
 * - Every state node except the root is one {@link GraphNode} (so the number of boxes equals
 *   `getStateNodes(machine.root).length`, the count the model tests print). The root is the diagram's frame.
 * - Every transition is one {@link GraphEdge} whose `id` is the model harness's `transitionKey`
 *   (`<source id> —<event>#<index>→`), so coverage, simulation and path steps mark the same edge. Targetless
 *   transitions (actions only) are drawn as rows inside their state (`internal: true`).
 * - Initial transitions and history defaults are extra edges (`kind: 'initial' | 'history'`) from a marker.
 * - Invoked and spawned actors are listed on their state with the child machine's id when the logic is a machine,
 *   so the studio can open it as its own diagram.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from '../../machines/testing/model';
import type { ActorInfo, EdgeKind, GraphEdge, GraphNode, StudioGraph } from './graph-types';
import { actionLabel, delayMs, formatMs, guardLabel, isMachine, plainMeta, spawnOf } from './labels';

export type { ActorInfo, EdgeKind, GraphEdge, GraphNode, NodeKind, StudioGraph } from './graph-types';
export { transitionEdges } from './graph-types';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const SNAPSHOT = 'xstate.snapshot.';
const AFTER = 'xstate.after.';
const DONE_STATE = 'xstate.done.state.';

function allNodes(root: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (n: AnyStateNode) => {
    for (const child of Object.values(n.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The logic an invoke or spawn source names (string key in `setup({ actors })`, or inline logic). */
function logicOf(machine: AnyStateMachine, node: AnyStateNode, src: unknown, index?: number): unknown {
  if (typeof src !== 'string') return src;
  const named = (machine.implementations.actors as Record<string, unknown>)[src];
  if (named) return named;
  // Inline invoke logic is registered under `xstate.invoke.<index>.<node id>`: read it from the config.
  if (src.startsWith('xstate.invoke.') && index !== undefined) {
    const config = node.config.invoke;
    return (Array.isArray(config) ? config[index] : config)?.src;
  }
  return undefined;
}

function srcName(src: unknown): string {
  return typeof src === 'string' ? (src.startsWith('xstate.invoke.') ? 'inline' : src) : isMachine(src) ? src.id : 'inline';
}

function isAfterBookkeeping(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const a = action as unknown as Record<string, unknown>;
  if (a.type === 'xstate.raise' && typeof a.id === 'string' && a.id.startsWith(AFTER)) return true;
  if (a.type === 'xstate.cancel' && typeof a.sendId === 'string' && a.sendId.startsWith(AFTER)) return true;
  return false;
}

function actorsOf(machine: AnyStateMachine, node: AnyStateNode): { invokes: ActorInfo[]; spawns: ActorInfo[] } {
  const invokes = (node.invoke as Array<{ id: string; src: unknown; onDone?: unknown; onError?: unknown }>).map((inv, i) => {
    const logic = logicOf(machine, node, inv.src, i);
    return {
      id: inv.id,
      src: srcName(inv.src),
      childMachineId: isMachine(logic) ? logic.id : undefined,
      hasOnDone: inv.onDone !== undefined,
      hasOnError: inv.onError !== undefined,
    };
  });
  const spawns: ActorInfo[] = [];
  const ownTransitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[];
  const actions = [...node.entry, ...node.exit, ...ownTransitions.flatMap((t) => t.actions)];
  for (const action of actions) {
    const spawn = spawnOf(action);
    if (!spawn) continue;
    const logic = logicOf(machine, node, spawn.src);
    spawns.push({ id: spawn.id, src: srcName(spawn.src), childMachineId: isMachine(logic) ? logic.id : undefined });
  }
  return { invokes, spawns };
}

function edgeOf(machine: AnyStateMachine, t: AnyTransitionDefinition, index: number, always: boolean): GraphEdge {
  const source = t.source as AnyStateNode;
  const eventType = always ? '' : String(t.eventType);
  let kind: EdgeKind = 'event';
  let label = eventType;
  let actorId: string | undefined;
  let delay: GraphEdge['delay'];
  if (always) {
    kind = 'always';
    label = 'always';
  } else if (eventType.startsWith(DONE)) {
    kind = 'done.actor';
    actorId = eventType.slice(DONE.length);
    label = `✓ ${actorId}`;
  } else if (eventType.startsWith(ERROR)) {
    kind = 'error.actor';
    actorId = eventType.slice(ERROR.length);
    label = `✗ ${actorId}`;
  } else if (eventType.startsWith(SNAPSHOT)) {
    kind = 'snapshot';
    actorId = eventType.slice(SNAPSHOT.length);
    label = `◔ ${actorId}`;
  } else if (eventType.startsWith(DONE_STATE)) {
    kind = 'done.state';
    label = 'onDone';
  } else if (eventType.startsWith(AFTER)) {
    kind = 'after';
    const raw = (t as unknown as { delay?: unknown }).delay;
    const ms = delayMs(machine, raw);
    const name = typeof raw === 'string' && !/^\d+$/.test(raw) ? raw : undefined;
    delay = { name, ms };
    label = `after ${[name, ms !== undefined ? formatMs(ms) : name ? undefined : 'delay'].filter(Boolean).join(' ')}`;
  }
  const targets = (t.target ?? []) as AnyStateNode[];
  return {
    id: transitionKey(t),
    kind,
    sourceId: source.id,
    targetIds: targets.map((n) => n.id),
    eventType: always ? 'always' : eventType,
    label,
    guard: guardLabel(t.guard),
    delay,
    actorId,
    description: (t as unknown as { description?: string }).description,
    actions: (t.actions as unknown[]).map(actionLabel),
    reenter: t.reenter,
    internal: targets.length === 0,
    meta: plainMeta((t as unknown as { meta?: unknown }).meta),
    index,
  };
}

function historyDefault(node: AnyStateNode): string[] {
  const target = (node.config as { target?: unknown }).target;
  const list = target === undefined ? [] : Array.isArray(target) ? target : [target];
  return list.flatMap((t) => {
    if (typeof t !== 'string') return [];
    if (t.startsWith('#')) {
      try {
        return [node.machine.getStateNodeById(t.slice(1)).id];
      } catch {
        return [];
      }
    }
    const sibling = node.parent?.states[t] as AnyStateNode | undefined;
    return sibling ? [sibling.id] : [];
  });
}

/** Convert a machine definition to the studio's graph (pure; the machine is not started). */
export function toGraph(machine: AnyStateMachine): StudioGraph {
  const root = machine.root as AnyStateNode;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];

  const transitionsOf = (n: AnyStateNode) => {
    for (const list of n.transitions.values() as Iterable<AnyTransitionDefinition[]>) {
      list.forEach((t, i) => edges.push(edgeOf(machine, t, i, false)));
    }
    (n.always ?? []).forEach((t: AnyTransitionDefinition, i: number) => edges.push(edgeOf(machine, t, i, true)));
    if (n.type === 'compound' && n.initial) {
      edges.push({
        id: `${n.id} —initial→`,
        kind: 'initial',
        sourceId: n.id,
        targetIds: (n.initial.target as AnyStateNode[]).map((x) => x.id),
        eventType: 'xstate.init',
        label: '',
        description: (n.initial as { description?: string }).description,
        actions: (n.initial.actions as unknown[]).map(actionLabel),
        reenter: false,
        internal: false,
        index: 0,
      });
    }
    if (n.type === 'history') {
      const targets = historyDefault(n);
      if (targets.length) {
        edges.push({
          id: `${n.id} —history→`,
          kind: 'history',
          sourceId: n.id,
          targetIds: targets,
          eventType: '',
          label: 'default',
          actions: [],
          reenter: false,
          internal: false,
          index: 0,
        });
      }
    }
  };

  transitionsOf(root);
  for (const n of allNodes(root)) {
    const parent = n.parent as AnyStateNode;
    const { invokes, spawns } = actorsOf(machine, n);
    nodes.push({
      id: n.id,
      key: n.key,
      parentId: parent.id,
      path: n.path,
      depth: n.path.length,
      kind: n.type,
      history: n.type === 'history' ? (n.history || 'shallow') : undefined,
      isInitial: parent.type === 'compound' && (parent.initial?.target as AnyStateNode[] | undefined)?.some((x) => x.id === n.id) === true,
      isRegion: parent.type === 'parallel' && n.type !== 'history',
      description: n.description,
      tags: [...n.tags],
      meta: plainMeta(n.meta),
      invokes,
      spawns,
      entry: n.entry.filter((a: unknown) => !isAfterBookkeeping(a)).map(actionLabel),
      exit: n.exit.filter((a: unknown) => !isAfterBookkeeping(a)).map(actionLabel),
      order: n.order,
    });
    transitionsOf(n);
  }

  const { invokes, spawns } = actorsOf(machine, root);
  const children = Object.entries(machine.implementations.actors as Record<string, unknown>)
    .filter(([, logic]) => isMachine(logic))
    .map(([src, logic]) => ({ src, machineId: (logic as AnyStateMachine).id }));

  return {
    machineId: machine.id,
    description: root.description,
    root: {
      tags: [...root.tags],
      invokes,
      spawns,
      entry: root.entry.filter((a: unknown) => !isAfterBookkeeping(a)).map(actionLabel),
      exit: root.exit.filter((a: unknown) => !isAfterBookkeeping(a)).map(actionLabel),
      meta: plainMeta(root.meta),
    },
    nodes,
    edges,
    children,
  };
}

/**
 * The state node ids active for a state value (`'idle'`, `{ ready: { items: 'idle', totals: 'calculating' } }`),
 * ancestors included, root excluded. Unknown keys are ignored (a live actor may run an older build).
 */
export function activeIdsFromValue(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (!child) return;
      ids.push(child.id);
      return;
    }
    if (v && typeof v === 'object') {
      for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
        const child = node.states[key] as AnyStateNode | undefined;
        if (!child) continue;
        ids.push(child.id);
        walk(child, sub);
      }
    }
  };
  walk(machine.root as AnyStateNode, value);
  return ids;
}
