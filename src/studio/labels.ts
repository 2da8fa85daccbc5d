/**
 * Readable names for the parts of an XState v5 definition that are functions or objects at runtime: guards
 * (named, parameterised, `and`/`or`/`not`, `stateIn`, inline), actions (named, built-in `assign`/`raise`/
 * `sendTo`/`spawnChild`…, inline) and delays (named delays resolved to ms when the machine declares a number).
 * Pure; used by the graph conversion (studio, SVG export, path pages).
 */
import { and, not, or, stateIn, type AnyStateMachine } from 'xstate';

type Fn = ((...args: never[]) => unknown) & Record<string, unknown>;

/**
 * xstate's own higher-order guards, recognised by their `check` function (the same object in every build), never
 * by the function's name: a minified build renames `function and()` to `t`, which drew `[t]` in the browser.
 */
const checkOf = (guard: unknown) => (guard as { check?: unknown }).check;
const HIGHER_ORDER = new Map<unknown, 'and' | 'or' | 'not' | 'in'>([
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not(() => true)), 'not'],
  [checkOf(stateIn('#x')), 'in'],
]);

/**
 * `isWithinBdxRange`, `and(isSettled, not(hasWarehouse))`, `in("#cart.ready")`, `inline` (anonymous function):
 * the guard as written in the machine, in every build.
 */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as Fn;
    const kind = HIGHER_ORDER.get(g.check) ?? fallbackKind(g);
    const parts = Array.isArray(g.guards) ? (g.guards as unknown[]).map((x) => guardLabel(x) ?? '?') : [];
    if (kind === 'and' || kind === 'or') return `${kind}(${parts.join(', ')})`;
    if (kind === 'not') return `not(${parts[0] ?? '?'})`;
    if (kind === 'in') return `in(${JSON.stringify(g.stateValue)})`;
    // An inline guard's name is lost to minification (it is not part of the definition): call it what it is.
    return 'inline';
  }
  if (typeof guard === 'object' && 'type' in (guard as object)) return String((guard as { type: unknown }).type);
  return 'inline';
}

/** Higher-order guards of another copy of xstate (not minified): by name. */
function fallbackKind(g: Fn): 'and' | 'or' | 'not' | 'in' | null {
  if (typeof g.check !== 'function') return null;
  if ('stateValue' in g) return 'in';
  return g.name === 'and' || g.name === 'or' || g.name === 'not' ? g.name : null;
}

const BUILTIN: Record<string, string> = {
  'xstate.assign': 'assign',
  'xstate.raise': 'raise',
  'xstate.sendTo': 'sendTo',
  'xstate.sendParent': 'sendParent',
  'xstate.emit': 'emit',
  'xstate.log': 'log',
  'xstate.cancel': 'cancel',
  'xstate.stopChild': 'stopChild',
  'xstate.stop': 'stopChild',
  'xstate.spawnChild': 'spawnChild',
  'xstate.enqueueActions': 'enqueueActions',
};

/** A named action, `assign`, `raise(panel.update)`, `spawnChild(promo)`, `sendTo(clock, clock.read)` or `inline`. */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const a = action as Fn;
    const type = typeof a.type === 'string' ? a.type : undefined;
    if (type && type in BUILTIN) {
      const name = BUILTIN[type]!;
      if (type === 'xstate.raise' || type === 'xstate.sendTo' || type === 'xstate.emit' || type === 'xstate.sendParent') {
        const ev = a.event as { type?: unknown } | undefined;
        const evType = ev && typeof ev === 'object' && typeof ev.type === 'string' ? ev.type : undefined;
        const to = typeof a.to === 'string' ? a.to : undefined;
        const args = [to, evType].filter(Boolean).join(', ');
        return args ? `${name}(${args})` : name;
      }
      if (type === 'xstate.spawnChild') return `spawnChild(${srcLabel(a.src)})`;
      return name;
    }
    if (type) return type;
    return a.name && a.name !== 'action' ? a.name : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return 'inline';
}

function srcLabel(src: unknown): string {
  if (typeof src === 'string') return src;
  if (src && typeof src === 'object' && 'id' in src && 'root' in src) return String((src as { id: unknown }).id);
  return 'inline';
}

/** A spawnChild action: its source name (or inline logic) and id, or null for any other action. */
export function spawnOf(action: unknown): { src: unknown; id?: string } | null {
  if (typeof action !== 'function') return null;
  const a = action as Fn;
  if (a.type !== 'xstate.spawnChild') return null;
  return { src: a.src, id: typeof a.id === 'string' ? a.id : undefined };
}

/** The delay of an `after` transition in ms, when it is a number or a named delay declared as a number. */
export function delayMs(machine: AnyStateMachine, delay: unknown): number | undefined {
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'string') {
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    if (typeof named === 'number') return named;
    if (/^\d+$/.test(delay)) return Number(delay);
  }
  return undefined;
}

/** `1 d`, `2 s`, `500 ms`, `1,5 s`: a delay for people. */
export function formatMs(ms: number): string {
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000} s`;
  if (ms >= 1000) return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
  return `${ms} ms`;
}

/** Whether a value is an XState state machine (logic with a root state node), e.g. an invoked or spawned child. */
export function isMachine(value: unknown): value is AnyStateMachine {
  return (
    !!value &&
    typeof value === 'object' &&
    'root' in value &&
    'config' in value &&
    typeof (value as { provide?: unknown }).provide === 'function' &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

/** JSON-safe copy of meta (functions dropped), for the side panel and the export. */
export function plainMeta(meta: unknown): unknown {
  if (meta === undefined) return undefined;
  try {
    return JSON.parse(JSON.stringify(meta, (_k, v) => (typeof v === 'function' ? undefined : v)));
  } catch {
    return String(meta);
  }
}
