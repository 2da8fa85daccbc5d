/**
 * The stylesheets a server-rendered page needs besides the entry's (decision 099): a route's components import
 * their CSS (e.g. src/features/orders/orders.css), which Vite puts next to the route's chunk and the browser would
 * load only with that chunk, after the page's first paint — the server's page would be drawn unstyled and shift when
 * its JavaScript arrives (`/orders`: CLS 0.095, its largest paint moved to 2.8 s). The gateway links them in the
 * page's head from the build's manifest (`dist/.vite/manifest.json`); the browser then finds them loaded when the
 * chunk asks for them.
 *
 * Route ids map to TanStack Router's flat file names (src/routes): `/_member/orders` → `_member.orders.tsx`,
 * `/_member/shopping-cart/` → `_member.shopping-cart.index.tsx`, `/` → `index.tsx`, `__root__` → `__root.tsx`.
 */

/** One chunk of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The file (without `.tsx`) under src/routes that defines the route `routeId`. */
export function routeFileOf(routeId: string): string {
  if (routeId === '__root__') return '__root';
  const trimmed = routeId.replace(/^\//, '');
  if (trimmed === '') return 'index';
  return trimmed.endsWith('/') ? `${trimmed.slice(0, -1).replaceAll('/', '.')}.index` : trimmed.replaceAll('/', '.');
}

/**
 * A lookup from the route ids a page rendered to the URL paths (`/assets/….css`) of their stylesheets, in the order
 * the routes nest, each once, leaving out what the entry (index.html) already links. Only paths of the form
 * `/assets/<name>.css` (letters, digits, `_`, `.`, `-`) are returned, so they go into the page as they are.
 */
export function routeStylesheets(manifest: BuildManifest): (routeIds: readonly string[]) => string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const linked = new Set(entry ? cssOf(manifest, entry, new Set()) : []);
  const byRoute = new Map<string, string[]>();
  return (routeIds) => {
    const hrefs: string[] = [];
    for (const id of routeIds) {
      let css = byRoute.get(id);
      if (!css) {
        const file = `src/routes/${routeFileOf(id)}.tsx`;
        const seen = new Set<string>();
        css = [file, `${file}?tsr-split=component`].flatMap((key) => (manifest[key] ? cssOf(manifest, manifest[key], seen) : []));
        byRoute.set(id, css);
      }
      for (const file of css) if (!linked.has(file) && !hrefs.includes(`/${file}`)) hrefs.push(`/${file}`);
    }
    return hrefs;
  };
}

/** A build asset's stylesheet path: nothing in it needs escaping inside an HTML attribute. */
const ASSET_CSS = /^assets\/[\w.-]+\.css$/;

/** The CSS of a chunk and of the chunks it imports statically, depth first (asset paths only). */
function cssOf(manifest: BuildManifest, chunk: ManifestChunk, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const key of chunk.imports ?? []) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    out.push(...cssOf(manifest, manifest[key], seen));
  }
  out.push(...(chunk.css ?? []).filter((file) => ASSET_CSS.test(file)));
  return out;
}

/** A build asset's module path: nothing in it needs escaping inside an HTML attribute. */
const ASSET_JS = /^assets\/[\w.-]+\.js$/;

/**
 * A lookup from the route ids of a page the browser draws (a member page sent with the page spinner: `ssr:
 * 'data-only'` or `false`) to the URL paths (`/assets/….js`) of their split components and the chunks those import
 * statically, leaving out the entry and what it imports (the boot loader preloads those already). The gateway names
 * them in the page's head (`<meta name="route-modules">`) and the boot loader preloads them with the entry's, so the
 * route's code comes in parallel with the entry instead of after it (decision 103).
 */
export function routeModules(manifest: BuildManifest): (routeIds: readonly string[]) => string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  if (entry) {
    loaded.add(entry.file);
    for (const file of modulesOf(manifest, entry, new Set())) loaded.add(file);
  }
  const byRoute = new Map<string, string[]>();
  return (routeIds) => {
    const paths: string[] = [];
    for (const id of routeIds) {
      let files = byRoute.get(id);
      if (!files) {
        const chunk = manifest[`src/routes/${routeFileOf(id)}.tsx?tsr-split=component`];
        files = chunk ? [chunk.file, ...modulesOf(manifest, chunk, new Set())].filter((file) => ASSET_JS.test(file) && !loaded.has(file)) : [];
        byRoute.set(id, files);
      }
      for (const file of files) if (!paths.includes(`/${file}`)) paths.push(`/${file}`);
    }
    return paths;
  };
}

/** The files of the chunks a chunk imports statically, depth first. */
function modulesOf(manifest: BuildManifest, chunk: ManifestChunk, seen: Set<string>): string[] {
  const out: string[] = [];
  for (const key of chunk.imports ?? []) {
    const imported = manifest[key];
    if (seen.has(key) || !imported) continue;
    seen.add(key);
    out.push(imported.file, ...modulesOf(manifest, imported, seen));
  }
  return out;
}
