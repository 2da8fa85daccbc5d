/**
 * The Node view of `machines/` (for `npm run statecharts` and the studio's end-to-end test): the same module
 * keys and predicates as the Vite globs in discover-vite.ts, loaded with `import()`.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMachineModule, isSpecModule, type ModuleLoaders } from './discover';

/** Loaders for every machine and spec module under `<root>/machines`. */
export function nodeLoaders(root: string): { machines: ModuleLoaders; specs: ModuleLoaders } {
  const dir = resolve(root, 'machines');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) files.push(full);
    }
  };
  walk(dir);
  const machines: ModuleLoaders = {};
  const specs: ModuleLoaders = {};
  for (const full of files) {
    const key = `/${relative(root, full).split('\\').join('/')}`;
    const load = () => import(pathToFileURL(full).href) as Promise<unknown>;
    if (isMachineModule(key)) machines[key] = load;
    if (isSpecModule(key)) specs[key] = load;
  }
  return { machines, specs };
}
