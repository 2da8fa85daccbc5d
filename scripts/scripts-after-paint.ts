/**
 * The page's words before its JavaScript (issue 17 points 2 and 5, docs/decisions/098-scripts-after-the-first-paint.md):
 * a Vite build plugin that takes the entry `<script type="module">` and its `<link rel="modulepreload">`s out of the
 * built index.html and puts in their place one small deferred classic script, the boot loader
 * (`/assets/boot-<hash>.js`), which adds those same preloads and the entry script once the browser has painted the
 * server-rendered page and the images of its first screen have come (at most {@link IMAGE_WAIT_MS} later; see
 * {@link bootLoaderSource}).
 *
 * Why: the server-rendered page (decision 074) is complete as HTML and its one stylesheet (decision 097). Fetched
 * from the parser, the ≈ 150 KB gz of module scripts are High-priority requests racing that stylesheet and the
 * page's first image on a slow connection, and Lighthouse's simulation counts every request started before the
 * largest paint as blocking it. Requested after the paint, they are fetched all at once, in parallel, as before.
 *
 * Only the build is changed (`npm run dev` keeps Vite's own scripts and hot reload). Node built-ins only: Vite's
 * config loader reads this file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// With its extension: Vite's config loader reads this file (and that one is dependency-free).
import { APP_READY_ATTRIBUTE, BOOT_HANDOFF, HELD_ATTRIBUTE } from '../src/lib/boot-handoff.ts';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>[ \t]*\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">[ \t]*\n?/g;

/** What the boot loader starts: the entry module and the modules it imports statically. */
export interface BootPlan {
  entry: string;
  preloads: string[];
}

/**
 * Module preloads the loader appends per task: each one starts a request on the main thread (≈ 2–3 ms each in a
 * traced page, 20 of them a 64 ms task), so they go in batches, a new task (a MessageChannel message) between them,
 * the first batch with the entry. Four per task made tasks of 11–20 ms in the traces of decision 102
 * (× 4 under Lighthouse's mobile preset: 45–80 ms, blocking), two make them short enough.
 */
export const PRELOADS_PER_TASK = 2;

/** The longest the loader waits for the first screen's images after the first paint, ms. */
export const IMAGE_WAIT_MS = 1000;

/**
 * The loader's source: a classic script that appends the entry module script and then one `modulepreload` link per
 * preload — first the modules the page names in `<meta name="route-modules" content="…">` (the code of a route the
 * browser draws, decision 103: nothing else finds it before the router runs; the entry's own imports the browser
 * also finds from the entry), then the entry's — ({@link PRELOADS_PER_TASK} per task), each `crossorigin` as Vite wrote them — once the browser reports the page's first contentful paint (a
 * `paint` PerformanceObserver entry; a first paint of the background alone does not count) and the images then in the viewport have loaded or failed — found
 * by an IntersectionObserver, which reads the layout the browser makes anyway: measuring each image
 * (`getBoundingClientRect`, the fallback without one) forced a synchronous layout of the whole page, a 25–45 ms task
 * on Home in a trace, ×4 under Lighthouse's mobile preset (decision 102) — (at most
 * {@link IMAGE_WAIT_MS} more); {@link IMAGE_WAIT_MS} after the window's `load` event if no contentful paint was
 * reported by then (a page without words); at once in a tab that is not visible (no paint comes there) or when it
 * becomes visible; and at DOMContentLoaded when the page has nothing of its own to paint first — an empty `#root`
 * (the client-rendered index.html) or a part drawn only by the script (`[data-needs-script]`, the page spinner a
 * member page is sent with: its content needs the script and the member's data). It runs once. Paint entries and image events are not timers, so a paused clock (a test's fake
 * one) does not hold the app back.
 */
export function bootLoaderSource({ entry, preloads }: BootPlan): string {
  return `${TAP_REPLAY_SOURCE}(()=>{let d=!1,p=!1;const g=()=>{if(d)return;d=!0;const h=document.head,M=document.querySelector('meta[name="route-modules"]'),P=(M?M.content.split(" ").filter(Boolean):[]).concat(${JSON.stringify(preloads)}),s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};h.append(s);let i=0;const m=new MessageChannel,b=()=>{for(const e=i+${PRELOADS_PER_TASK};i<e&&i<P.length;i++){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=P[i];h.append(l)}i<P.length?m.port2.postMessage(0):m.port1.close()};m.port1.onmessage=b;b()};const a=v=>{let n=v.length;if(!n)return g();for(const i of v){const f=()=>{--n||g()};i.addEventListener("load",f,{once:!0});i.addEventListener("error",f,{once:!0})}setTimeout(g,${IMAGE_WAIT_MS})},w=()=>{if(p)return;p=!0;const q=[...document.images].filter(i=>!i.complete);if(!q.length)return g();if(typeof IntersectionObserver!="function")return a(q.filter(i=>{const r=i.getBoundingClientRect();return r.bottom>0&&r.top<innerHeight&&r.width>0}));const o=new IntersectionObserver(e=>{o.disconnect();a(e.filter(x=>x.isIntersecting&&x.boundingClientRect.width>0&&!x.target.complete).map(x=>x.target))});for(const i of q)o.observe(i);setTimeout(g,${IMAGE_WAIT_MS})};addEventListener("load",()=>setTimeout(g,${IMAGE_WAIT_MS}),{once:!0});addEventListener("visibilitychange",g,{once:!0});addEventListener("DOMContentLoaded",()=>{const r=document.getElementById("root");(!r||!r.firstChild||document.querySelector("[data-needs-script]"))&&g()},{once:!0});if(document.visibilityState!=="visible")return g();try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();w()}}).observe({type:"paint",buffered:!0})}catch{w()}})();\n`;
}

/**
 * A tap before the page's JavaScript is not lost (decision 106): the part of the loader that runs at once. Until the
 * app calls `window.__bootHandoff()` — right before `hydrateRoot`, when React starts listening and replays what
 * happens during its hydration itself — a click on a button of the server's page (not one inside a link: links work
 * without JavaScript) is held: its default is prevented (no form is sent to the server) and the button kept, the last
 * one only (a double tap is one tap), marked `data-held` meanwhile (the stylesheet shows it waiting). Checkboxes and typed values are not held: they change the element itself, and
 * the page reads them when it hydrates (src/ui/early-input.ts, decision 101). Once the app is ready
 * (`<html data-app-ready>`), the kept element, if it is still in the page and enabled, is clicked again — the app's
 * handler runs as if the tap had come then. The same idea as Angular's event replay for server-rendered pages.
 */
export const TAP_REPLAY_SOURCE = `(()=>{const D=document.documentElement,R=${JSON.stringify(APP_READY_ATTRIBUTE)},H=${JSON.stringify(HELD_ATTRIBUTE)};let t=null,h=!1;const c=e=>{if(h||D.hasAttribute(R))return;const x=e.target instanceof Element?e.target.closest("button"):null;if(!x||x.disabled||x.closest("a[href]"))return;e.preventDefault();t&&t.removeAttribute(H);x.setAttribute(H,"");t=x};addEventListener("click",c,!0);window.${BOOT_HANDOFF}=()=>{if(h)return;h=!0;removeEventListener("click",c,!0);if(!t)return;const r=()=>{const x=t;t=null;x.removeAttribute(H);x.isConnected&&!x.disabled&&x.click()};if(D.hasAttribute(R))return r();const o=new MutationObserver(()=>{D.hasAttribute(R)&&(o.disconnect(),r())});o.observe(D,{attributes:!0,attributeFilter:[R]})}})();`;

/** The loader's file name under `assets/`: `boot-<first 8 of the sha-256 of its source, base64url>.js`. */
export function bootLoaderName(source: string): string {
  return `boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
}

/**
 * Rewrite a built index.html: the entry script and its module preloads out, `<script defer src="{assetsBase}boot-….js">`
 * in the entry's place. Returns `null` (the page unchanged) when the page has no entry module script.
 */
export function deferScripts(html: string, assetsBase = '/assets/'): { html: string; loader: { fileName: string; source: string } } | null {
  const entry = ENTRY.exec(html);
  if (!entry) return null;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const source = bootLoaderSource({ entry: entry[1]!, preloads });
  const fileName = bootLoaderName(source);
  const out = html.replace(ENTRY, `<script defer src="${assetsBase}${fileName}"></script>\n`).replace(PRELOAD, '');
  return { html: out, loader: { fileName, source } };
}

/** The Vite plugin (build only): rewrites index.html and writes the loader to `<outDir>/assets/` next to the chunks. */
export function scriptsAfterPaint(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'assets';
  let loader: { fileName: string; source: string } | null = null;
  return {
    name: 'dapur:scripts-after-paint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const result = deferScripts(html, `/${assetsDir}/`);
        if (!result) return html;
        loader = result.loader;
        return result.html;
      },
    },
    // Before closeBundle, where the precompress plugin writes its .br/.gz copies of every file.
    writeBundle() {
      if (!loader) return;
      mkdirSync(path.join(outDir, assetsDir), { recursive: true });
      writeFileSync(path.join(outDir, assetsDir, loader.fileName), loader.source);
    },
  };
}
