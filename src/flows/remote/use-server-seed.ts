/**
 * The data the server read for a part of the page (issue 17 point 1; decisions 074 and 099), for any flow whose
 * machine can start with it: the remote machine (use-remote.ts), 'History Pembelian' and 'Kursus Saya'.
 *
 * - On the server (a collecting seed): returns what an earlier render-and-read pass read for `key`; otherwise asks
 *   for `load()` to be read before the next pass (src/ssr/entry-server.tsx) and returns undefined.
 * - In the browser while the part hydrates: returns the server's data for `key` from the page, so the machine starts
 *   in the state the server rendered and reads nothing again.
 * - Mounted after hydration (a later navigation), or without a seed (unit tests, `npm run dev`'s client page):
 *   undefined, and the machine reads fresh data.
 *
 * The first answer is kept for the component's life: a later key is the machine's to load.
 *
 * @param key names everything the read depends on (member, tab, query); keys are unique across the page.
 * @param load the read itself (the same API call the machine's actor makes); called on the server only.
 */
import { useContext, useState } from 'react';
import { useHydrated } from '../../ui/after-hydration';
import { RemoteSeedContext } from './remote-seed';

export function useServerSeed<T>(key: string, load: () => Promise<T>): { data: T } | undefined {
  const seed = useContext(RemoteSeedContext);
  const hydrating = !useHydrated();
  const [entry] = useState(() => (hydrating ? (seed?.get(key) as { data: T } | undefined) : undefined));
  if (!entry && hydrating && seed?.collect) seed.collect(key, load);
  return entry;
}
