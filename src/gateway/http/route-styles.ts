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
  /** The chunk's name (vite.config.ts names the start chunks `home` and `router`). */
  name?: string;
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
  const cssOf = (chunk: ManifestChunk) => (chunk.css ?? []).filter((file) => ASSET_CSS.test(file));
  // A route's CSS may come with its file (not split) or with its split component.
  return routeAssets(manifest, (file) => [file, `${file}?tsr-split=component`], cssOf);
}

/**
 * A lookup from the route ids of a page the browser draws (a member page sent with the page spinner: `ssr:
 * 'data-only'` or `false`) to the URL paths (`/assets/….js`) of their split components and the chunks those import
 * statically, leaving out the entry and what it imports (the boot loader preloads those already). The gateway names
 * them in the page's head (`<meta name="route-modules">`) and the boot loader preloads them with the entry's, so the
 * route's code comes in parallel with the entry instead of after it (decision 103).
 */
export function routeModules(manifest: BuildManifest): (routeIds: readonly string[]) => string[] {
  return routeAssets(manifest, (file) => [`${file}?tsr-split=component`], (chunk) => (ASSET_JS.test(chunk.file) ? [chunk.file] : []));
}

/**
 * The page's start modules (decision 109): the browser starts Home's first paint without the router (the `home`
 * chunk) and every other page with it (the `router` chunk) — vite.config.ts `startChunks` names both — each a dynamic
 * import of the entry. The gateway names the one the page needs, with the chunks it imports statically, in
 * `<meta name="route-modules">`, so the boot loader preloads it with the entry's instead of after it. URL paths
 * (`/assets/….js`), leaving out the entry's own; none when the build has no such chunk.
 */
export function startModules(manifest: BuildManifest): (withoutRouter: boolean) => string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryFiles = new Set(entry ? chunksOf(manifest, entry, new Set()).map((c) => c.file) : []);
  const of = (name: string) => {
    const start = Object.values(manifest).find((chunk) => chunk.name === name && chunk.file.endsWith('.js'));
    if (!start) return [];
    return chunksOf(manifest, start, new Set())
      .map((c) => c.file)
      .filter((file) => ASSET_JS.test(file) && !entryFiles.has(file))
      .map((file) => `/${file}`);
  };
  const home = of('home');
  const router = of('router');
  return (withoutRouter) => (withoutRouter ? home : router);
}

/** A build asset's stylesheet or module path: nothing in it needs escaping inside an HTML attribute. */
const ASSET_CSS = /^assets\/[\w.-]+\.css$/;
const ASSET_JS = /^assets\/[\w.-]+\.js$/;

/**
 * The shared lookup: for each route id, the manifest chunks under `keysOf(its file)` and every chunk they import
 * statically (depth first, imports before the importer), their assets by `assetsOf`; each asset once, in the order the
 * routes nest, leaving out the entry's own (what index.html already links or preloads). Memoised per route.
 */
function routeAssets(
  manifest: BuildManifest,
  keysOf: (routeFile: string) => string[],
  assetsOf: (chunk: ManifestChunk) => string[],
): (routeIds: readonly string[]) => string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const entryAssets = new Set(entry ? chunksOf(manifest, entry, new Set()).flatMap(assetsOf) : []);
  const byRoute = new Map<string, string[]>();
  return (routeIds) => {
    const paths: string[] = [];
    for (const id of routeIds) {
      let assets = byRoute.get(id);
      if (!assets) {
        const seen = new Set<string>();
        assets = keysOf(`src/routes/${routeFileOf(id)}.tsx`).flatMap((key) => (manifest[key] ? chunksOf(manifest, manifest[key], seen).flatMap(assetsOf) : []));
        byRoute.set(id, assets);
      }
      for (const file of assets) if (!entryAssets.has(file) && !paths.includes(`/${file}`)) paths.push(`/${file}`);
    }
    return paths;
  };
}

/** A chunk and the chunks it imports statically, depth first, each imported chunk before its importer. */
function chunksOf(manifest: BuildManifest, chunk: ManifestChunk, seen: Set<string>): ManifestChunk[] {
  const out: ManifestChunk[] = [];
  for (const key of chunk.imports ?? []) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    out.push(...chunksOf(manifest, manifest[key], seen));
  }
  out.push(chunk);
  return out;
}
