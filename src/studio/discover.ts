/**
 * Finds every machine and every model spec in `machines/`, without a list to keep up to date:
 * - machines: every exported XState machine object of every `machines/**\/*.machine.ts` module (the very objects
 *   the app runs; `.provide()`d variants share the definition and are listed once);
 * - specs: every exported {@link ModelSpec} (or array of them, like `modelSpecs` in `machines/testing/all-specs.ts`)
 *   of every module under `machines/` whose path has `spec` in a folder or file name (the per-machine specs in
 *   `machines/testing/specs/<machine>.ts`, `all-specs.ts`), tests excluded. A spec belongs to the machine it names
 *   (`spec.machine`); one listed twice (its own file and the registry) counts once.
 *
 * The loaders come from Vite's `import.meta.glob` in the browser (`discover-vite.ts`) and from the file system
 * in Node (`cli/statecharts.ts`), so both see the same machines under the same keys (`/machines/cart.machine.ts`).
 */
import type { AnyStateMachine } from 'xstate';
import type { ModelSpec } from '../../machines/testing/model';
import { isMachine } from './labels';

/** Module path (`/machines/x.machine.ts`) → loader. */
export type ModuleLoaders = Record<string, () => Promise<unknown>>;

export interface MachineEntry {
  /** `/machines/cart.machine.ts#cartMachine` */
  key: string;
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  /** The machine's id (`cart`). */
  id: string;
}

export interface SpecEntry {
  file: string;
  exportName: string;
  spec: ModelSpec;
}

/** Which module paths hold machines and specs (the same rule for the Vite glob and the Node walk). */
export const isMachineModule = (path: string) => /^\/machines\/.+\.machine\.ts$/.test(path);
export const isSpecModule = (path: string) =>
  /^\/machines\/.+\.ts$/.test(path) &&
  !/\.test(?:-utils)?\.ts$/.test(path) &&
  path.split('/').slice(2).some((segment) => segment.includes('spec'));

export function isModelSpec(value: unknown): value is ModelSpec {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<ModelSpec>;
  return typeof v.name === 'string' && isMachine(v.machine) && Array.isArray(v.userEvents) && typeof v.abstract === 'function' && typeof v.outputs === 'object';
}

/**
 * The exports of every accepted module, loaded **one at a time**. Loading them all at once raced in Vitest: its
 * module runner keys a pending import by the specifier's text, so a spec imported here by its file URL and, at the
 * same moment, by `all-specs.ts` under the root-relative specifier Vite writes (`/machines/testing/specs/x.ts`) was
 * fetched twice; when the second answer came back after the first evaluation had begun, the runner invalidated the
 * module and evaluated it again, and the spec existed as two objects (the discovery test then counted one spec
 * twice: '20 spec files vs 19 registered', only when that test file was the first to load the module and the
 * machine was busy). One import at a time, each finished before the next, leaves nothing to race.
 */
async function exportsOf(loaders: ModuleLoaders, accept: (path: string) => boolean) {
  const paths = Object.keys(loaders).filter(accept).sort();
  const out: Array<{ file: string; exportName: string; value: unknown }> = [];
  for (const file of paths) {
    const module = (await loaders[file]!()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) out.push({ file, exportName, value });
  }
  return out;
}

/** Every machine, in file order; a machine exported twice (or provided again) appears once. */
export async function loadMachines(loaders: ModuleLoaders): Promise<MachineEntry[]> {
  const seen = new Set<unknown>();
  const entries: MachineEntry[] = [];
  for (const { file, exportName, value } of await exportsOf(loaders, isMachineModule)) {
    if (!isMachine(value) || seen.has(value.config)) continue;
    seen.add(value.config);
    entries.push({ key: `${file}#${exportName}`, file, exportName, machine: value, id: value.id });
  }
  return entries;
}

/**
 * Every model spec, in file order, each once: a spec exported by its own module is named after that export;
 * one found only in a list (`modelSpecs[3]`) after the list.
 */
export async function loadSpecs(loaders: ModuleLoaders): Promise<SpecEntry[]> {
  const single: SpecEntry[] = [];
  const listed: SpecEntry[] = [];
  for (const { file, exportName, value } of await exportsOf(loaders, isSpecModule)) {
    if (isModelSpec(value)) single.push({ file, exportName, spec: value });
    else if (Array.isArray(value)) value.forEach((v, i) => isModelSpec(v) && listed.push({ file, exportName: `${exportName}[${i}]`, spec: v }));
  }
  const seen = new Set<ModelSpec>();
  return [...single, ...listed].filter((e) => !seen.has(e.spec) && !!seen.add(e.spec));
}

/** Same definition: the object itself, or a `.provide()`d copy of it (which keeps the config object). */
export const sameMachine = (a: AnyStateMachine, b: AnyStateMachine) => a === b || a.config === b.config;

/** The model spec of a machine, if one exists. */
export function specFor(machine: AnyStateMachine, specs: SpecEntry[]): ModelSpec | undefined {
  return specs.find((s) => sameMachine(s.spec.machine, machine))?.spec;
}

/** The entry of a child machine (invoked or spawned), by identity first, then by id. */
export function entryForMachine(machine: AnyStateMachine | string, entries: MachineEntry[]): MachineEntry | undefined {
  if (typeof machine === 'string') return entries.find((e) => e.id === machine);
  return entries.find((e) => sameMachine(e.machine, machine)) ?? entries.find((e) => e.id === machine.id);
}

/** Child machines declared in a machine's `setup({ actors })`, with their source names. */
export function childMachinesOf(machine: AnyStateMachine): Array<{ src: string; machine: AnyStateMachine }> {
  return Object.entries(machine.implementations.actors as Record<string, unknown>)
    .filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
    .map(([src, m]) => ({ src, machine: m }));
}

/**
 * Every machine including child machines that no `*.machine.ts` exports (e.g. declared inline in `setup`): they
 * get a key under their parent (`<parent key>>src`).
 */
export function withInlineChildren(entries: MachineEntry[]): MachineEntry[] {
  const all = [...entries];
  const visit = (e: MachineEntry) => {
    for (const { src, machine } of childMachinesOf(e.machine)) {
      if (all.some((x) => sameMachine(x.machine, machine))) continue;
      const child: MachineEntry = { key: `${e.key}>${src}`, file: e.file, exportName: `${e.exportName} › ${src}`, machine, id: machine.id };
      all.push(child);
      visit(child);
    }
  };
  entries.forEach(visit);
  return all;
}
