/**
 * The import boundaries of STYLE.md, checked on the files imports resolve to (decision 056).
 *
 * Every `.ts`/`.tsx` file under `src/` and `machines/` is parsed with oxc-parser; each static import, re-export and
 * string-literal dynamic `import()` is resolved with oxc-resolver (the project's tsconfig, Vite's `?query` suffixes
 * stripped) to a file, and the edge (importing file's layer → resolved file's layer) is checked against the rules
 * below. A regex over the import's text cannot see where `../../features/cart/cart-view` lands; the resolver can.
 *
 * Rules (source layer ↛ target):
 * - a feature ↛ another feature, routes, app;
 * - nothing outside `src/gateway` ↛ `src/gateway`; the gateway ↛ features, flows, session, ui, app, routes,
 *   machines; a gateway route ↛ the database (`src/gateway/db/*`, `drizzle-orm`): routes call services only;
 * - `machines/` ↛ a runtime value from `src/` (type-only imports are fine);
 * - only `src/routes/statecharts.tsx` ↛ `src/studio`; the studio ↛ features, flows, session, ui, api, config, app,
 *   routes, gateway;
 * - a view (a non-test `.tsx` in features, flows, ui or routes) ↛ a runtime value from `machines/`: it asks the
 *   machine through its flow's view model (`use-<flow>.ts`); type-only imports are fine;
 * - lib, api, config ↛ anything above them (session, flows, ui, features, routes, app, machines);
 * - session ↛ flows, ui, features, routes, app; flows ↛ features, routes, app; ui ↛ session, flows, features,
 *   routes, app, runtime machines; routes ↛ app.
 *
 * Packages (`react` in machines, `vitest` in machines/testing), globals (timers in views) and import cycles stay
 * with oxlint (`.oxlintrc.json`): a bare package name cannot climb folders, so text rules are exact there.
 *
 * Usage: `node --import tsx scripts/check-boundaries.ts` (part of `npm run lint`). Exits 1 and prints one line per
 * forbidden edge (`file:line  import 'x' → resolved/file.ts: rule`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/** One import edge of a file: the text as written, whether it carries only types, and its 1-based line. */
export interface ImportEdge {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

/** A forbidden edge: where it is, what it imports, the file it resolves to (repo-relative) and the rule it breaks. */
export interface Violation {
  file: string;
  line: number;
  specifier: string;
  target: string;
  rule: string;
}

/** The layer a repo-relative path belongs to; `feature` carries the feature's folder name. */
export type Layer =
  | { kind: 'machines'; testing: boolean }
  | { kind: 'lib' | 'api' | 'config' | 'session' | 'flows' | 'ui' | 'routes' | 'app' | 'studio' | 'gateway' }
  | { kind: 'feature'; name: string }
  | { kind: 'other' };

const posix = (p: string) => p.split(sep).join('/');

/** Classifies a repo-relative, `/`-separated path into its layer. */
export function layerOf(path: string): Layer {
  if (path.startsWith('machines/')) return { kind: 'machines', testing: path.startsWith('machines/testing/') };
  const m = /^src\/([^/]+)(?:\/([^/]+))?/.exec(path);
  if (!m) return { kind: 'other' };
  const [, top, second] = m;
  switch (top) {
    case 'lib':
    case 'api':
    case 'config':
    case 'session':
    case 'flows':
    case 'ui':
    case 'routes':
    case 'app':
    case 'studio':
    case 'gateway':
      return { kind: top };
    case 'features':
      return second ? { kind: 'feature', name: second } : { kind: 'other' };
    case 'main.tsx':
    case 'route-tree.gen.ts':
      return { kind: 'app' };
    default:
      return { kind: 'other' };
  }
}

const isTest = (path: string) => /\.test(-utils)?\.tsx?$/.test(path) || /\.test-utils\.tsx?$/.test(path);
/**
 * A view: any non-test file of features, flows and ui, and a route component (`.tsx` in routes), except a view model
 * (`use-*.ts(x)`) and real actors (`*.actors.ts`). Routes' `-*.ts` helpers (search schemas) are not views.
 */
const isView = (path: string) =>
  !isTest(path) &&
  (/^src\/(features|flows|ui)\//.test(path) || (path.startsWith('src/routes/') && path.endsWith('.tsx'))) &&
  !/\/use-[^/]+\.tsx?$/.test(path) &&
  !path.endsWith('.actors.ts');

const kindOf = (l: Layer) => l.kind;

/**
 * Decides whether one resolved edge is allowed. `from` and `to` are repo-relative; returns the broken rule's text,
 * or null. `typeOnly` edges are erased by the compiler, so the runtime rules (machines ↛ src values, views ↛
 * machines) let them pass; the folder rules do not.
 */
export function ruleBroken(from: string, to: string, typeOnly: boolean): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (b.kind === 'other' && !to.startsWith('src/')) return null;

  // The gateway is its own program: it shares src/api and src/lib, nothing else reaches into it.
  if (b.kind === 'gateway' && a.kind !== 'gateway') {
    return 'nothing outside src/gateway imports the gateway: the SPA talks to it over HTTP (src/api).';
  }
  if (a.kind === 'gateway' && ['feature', 'flows', 'session', 'ui', 'app', 'routes', 'machines', 'studio'].includes(kindOf(b))) {
    return 'the gateway shares only src/api schemas and src/lib with the SPA.';
  }
  // The gateway's routes read the request and answer; the database is the services' (issue 19 point 6).
  if (from.startsWith('src/gateway/routes/') && !isTest(from) && to.startsWith('src/gateway/db/') && !typeOnly) {
    return 'gateway routes call services only: queries live in src/gateway/services.';
  }

  // The studio is one lazy chunk, entered only from its route.
  if (b.kind === 'studio' && a.kind !== 'studio' && from !== 'src/routes/statecharts.tsx') {
    return 'only src/routes/statecharts.tsx imports src/studio: the studio is its own chunk (decision 014).';
  }
  if (a.kind === 'studio' && ['feature', 'flows', 'session', 'ui', 'api', 'config', 'app', 'routes'].includes(kindOf(b))) {
    return 'src/studio reads machines/ (and their specs) and src/lib only (decision 014).';
  }

  if (a.kind === 'machines') {
    // Machine tests run in Node beside the machine (they may read src/api schemas); the machines themselves may not.
    if (b.kind !== 'machines' && to.startsWith('src/') && !typeOnly && !isTest(from)) {
      return a.testing
        ? 'machines/testing is imported by the studio in the browser: only types from src/.'
        : 'machines/ are pure: import only types from src/ (real actors come from src/features/<flow>/<flow>.actors.ts).';
    }
    return null;
  }

  if (a.kind === 'feature') {
    if (b.kind === 'feature' && b.name !== a.name) {
      return `features do not import each other (${a.name} → ${b.name}): move shared code to src/session, src/config, src/flows, src/ui or src/lib.`;
    }
    if (b.kind === 'routes' || b.kind === 'app') return 'features do not import routes or app (routes render features, app wires routes).';
  }

  if ((a.kind === 'lib' || a.kind === 'api' || a.kind === 'config') &&
    ['session', 'flows', 'ui', 'feature', 'routes', 'app', 'machines'].includes(kindOf(b))) {
    return 'lib, api and config sit at the bottom: they import neither machines, session, flows, ui, features, routes nor app.';
  }
  if (a.kind === 'session' && ['flows', 'ui', 'feature', 'routes', 'app'].includes(kindOf(b))) {
    return 'src/session is shared by every feature: it imports only lib, api, config and machines.';
  }
  if (a.kind === 'flows' && ['feature', 'routes', 'app'].includes(kindOf(b))) {
    return 'src/flows holds flows shared by several features: it imports no feature, route or app code.';
  }
  if (a.kind === 'ui') {
    if (['session', 'flows', 'feature', 'routes', 'app'].includes(kindOf(b))) {
      return 'src/ui is presentational: it knows nothing of features, flows, the session, routes or app.';
    }
  }
  if (a.kind === 'routes' && b.kind === 'app') return 'routes do not import app: long-lived actors reach routes through the router context.';

  // Views ask the machine through their flow's view model: a runtime import of a machine module is a copied guard
  // or selector waiting to drift.
  if (isView(from) && b.kind === 'machines' && !typeOnly) {
    return "views do not import machines: read state through the flow's use-<flow>.ts (selectors, snapshot.can, tags).";
  }
  return null;
}

/** The import edges of one source text (static imports, re-exports, string-literal dynamic imports). */
export function importsOf(path: string, source: string): ImportEdge[] {
  const { module, errors } = parseSync(path, source);
  if (errors.length > 0) throw new Error(`${path}: ${errors[0]?.message ?? 'parse error'}`);
  const lineAt = (offset: number) => {
    let line = 1;
    for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
    return line;
  };
  const edges: ImportEdge[] = [];
  for (const imp of module.staticImports) {
    // `import type { A }` and `import { type A, type B }` are erased; a side-effect import (no entries) is not.
    const typeOnly = imp.entries.length > 0 && imp.entries.every((e) => e.isType);
    edges.push({ specifier: imp.moduleRequest.value, typeOnly, line: lineAt(imp.start) });
  }
  for (const exp of module.staticExports) {
    for (const entry of exp.entries) {
      if (!entry.moduleRequest) continue;
      edges.push({ specifier: entry.moduleRequest.value, typeOnly: entry.isType, line: lineAt(entry.start) });
    }
  }
  for (const dyn of module.dynamicImports) {
    const text = source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end).trim();
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text);
    if (literal?.[2]) edges.push({ specifier: literal[2], typeOnly: false, line: lineAt(dyn.start) });
  }
  return edges;
}

/** A resolver for the repository at `root`: the project's tsconfig, TypeScript and Vite extensions. */
export function createResolver(root: string) {
  const resolver = new ResolverFactory({
    tsconfig: { configFile: join(root, 'tsconfig.json'), references: 'auto' },
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    conditionNames: ['import', 'module', 'browser', 'default', 'types'],
    mainFields: ['module', 'main', 'types'],
    builtinModules: true,
  });
  /** Resolves `specifier` from `file` (absolute) to an absolute path, or null for builtins; throws when unresolved. */
  return (file: string, specifier: string): string | null => {
    if (specifier.startsWith('node:')) return null;
    const bare = specifier.replace(/\?.*$/, '');
    // Vite resolves a leading '/' from the project root (import.meta.glob patterns, index.html).
    const request = bare.startsWith('/') ? join(root, bare) : bare;
    const result = resolver.sync(dirname(file), request);
    if (result.builtin) return null;
    if (!result.path) throw new Error(`cannot resolve '${specifier}' from ${posix(relative(root, file))}: ${result.error ?? 'no file'}`);
    return result.path;
  };
}

/**
 * Checks the given files (repo-relative paths; `sources` may supply a text that is not on disk, which is how the
 * probes in tests/unit/boundaries.test.ts plant forbidden imports without writing into the tree).
 */
export function checkFiles(root: string, files: string[], sources: Record<string, string> = {}): Violation[] {
  const resolve = createResolver(root);
  const violations: Violation[] = [];
  for (const file of files) {
    const source = sources[file] ?? readFileSync(join(root, file), 'utf8');
    for (const edge of importsOf(file, source)) {
      let target: string | null;
      try {
        target = resolve(join(root, file), edge.specifier);
      } catch (e) {
        violations.push({ file, line: edge.line, specifier: edge.specifier, target: '?', rule: (e as Error).message });
        continue;
      }
      if (target === null) continue;
      if (file.startsWith('src/gateway/routes/') && !isTest(file) && edge.specifier === 'drizzle-orm') {
        violations.push({ file, line: edge.line, specifier: edge.specifier, target: 'drizzle-orm', rule: 'gateway routes call services only: queries live in src/gateway/services.' });
        continue;
      }
      const rel = posix(relative(root, target));
      if (rel.startsWith('..') || rel.includes('node_modules/')) continue;
      const rule = ruleBroken(file, rel, edge.typeOnly);
      if (rule) violations.push({ file, line: edge.line, specifier: edge.specifier, target: rel, rule });
    }
  }
  return violations;
}

/** Every `.ts`/`.tsx` file under `src/` and `machines/` (repo-relative), the set `npm run lint` checks. */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  for (const top of ['src', 'machines']) {
    for (const entry of readdirSync(join(root, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const rel = posix(relative(root, join(entry.parentPath, entry.name)));
      if (rel.includes('node_modules/')) continue;
      out.push(rel);
    }
  }
  return out.sort();
}

export const formatViolation = (v: Violation) => `${v.file}:${v.line}  import '${v.specifier}' → ${v.target}: ${v.rule}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = sourceFiles(root);
  const violations = checkFiles(root, files);
  for (const v of violations) console.error(formatViolation(v));
  if (violations.length > 0) {
    console.error(`check-boundaries: ${violations.length} forbidden import${violations.length === 1 ? '' : 's'} in ${files.length} files`);
    process.exit(1);
  }
  console.log(`check-boundaries: ${files.length} files, every import within its layer's bounds`);
}
