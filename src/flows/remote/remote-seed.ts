/**
 * Server-rendered data for the remote machine (issue 17 point 1, docs/decisions/074-server-rendering.md).
 *
 * On the server, {@link createCollectingSeed} records every read a page's `useRemote` asks for while the page renders;
 * the renderer awaits them and renders again with the answers (a render-and-read pass, at most a few times), then
 * writes the answers into the page ({@link serializeSeed}). In the browser {@link readSeed} takes them back, and
 * each `useRemote` whose key is in the seed starts its machine in `ready` with that data: the page hydrates what the
 * server rendered without a skeleton and without reading it again. The seed holds for the first page only: only a part
 * that is hydrating reads it, and the first client-side navigation to another page drops it once that page has
 * rendered ({@link RemoteSeed.drop}), so a page visited later reads fresh data.
 */
import { createContext } from 'react';

/** The id of the `<script type="application/json">` element that carries the seed in the page. */
export const SEED_ELEMENT_ID = 'dk-remote-seed';

export interface RemoteSeed {
  /** The data the server read for `key`, if any. */
  get(key: string): { data: unknown } | undefined;
  /** Server only: ask for `key` to be read before the next render. */
  collect?(key: string, load: () => Promise<unknown>): void;
  /** Forget every entry (the first client navigation). */
  drop(): void;
}

/** The seed `useRemote` reads; none outside a server render or a hydrated page. */
export const RemoteSeedContext = createContext<RemoteSeed | null>(null);

/** A seed over fixed entries (the browser's copy of what the server read). */
export function fixedSeed(entries: Record<string, unknown>): RemoteSeed {
  let map: Map<string, unknown> = new Map(Object.entries(entries));
  return {
    get: (key) => (map.has(key) ? { data: map.get(key) } : undefined),
    drop: () => {
      map = new Map();
    },
  };
}

/** The server's seed: reads asked for during a render, awaited by {@link CollectingSeed.settle}. */
export interface CollectingSeed extends RemoteSeed {
  /** Await the reads asked for since the last call; resolves with how many were new. */
  settle(): Promise<number>;
  /** The answers so far (failed reads are left out: the browser reads those itself). */
  entries(): Record<string, unknown>;
}

export function createCollectingSeed(): CollectingSeed {
  const done = new Map<string, unknown>();
  const pending = new Map<string, Promise<unknown>>();
  const failed = new Set<string>();
  return {
    get: (key) => (done.has(key) ? { data: done.get(key) } : undefined),
    collect(key, load) {
      if (done.has(key) || pending.has(key) || failed.has(key)) return;
      pending.set(key, load());
    },
    drop: () => done.clear(),
    async settle() {
      const batch = [...pending.entries()];
      pending.clear();
      await Promise.all(
        batch.map(([key, promise]) =>
          promise.then(
            (data) => void done.set(key, data),
            () => void failed.add(key),
          ),
        ),
      );
      return batch.length;
    },
    entries: () => Object.fromEntries(done),
  };
}

/** The seed as the text of a `<script type="application/json">` (`<` escaped, so no tag can close it early). */
export function serializeSeed(entries: Record<string, unknown>): string {
  return JSON.stringify(entries).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The browser's seed from the page (empty when the page carries none, e.g. `npm run dev`'s client-only page). */
export function readSeed(doc: Document): RemoteSeed {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return fixedSeed({});
  try {
    return fixedSeed(JSON.parse(text) as Record<string, unknown>);
  } catch {
    return fixedSeed({});
  }
}
