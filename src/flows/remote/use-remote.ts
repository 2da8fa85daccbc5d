/**
 * View model of machines/remote.machine.ts: one remote read for the current key, for pages whose only flow is
 * "show what the gateway returns" (Home sections, the compact catalogue). The page passes the read and a key that
 * names everything the read depends on; the machine makes the request (a newer key drops the older read) and the
 * view renders the result. Failures are already logged by the transport (portal §8 "Failed list loads are
 * logged"); the view shows the blank-data state with 'Coba Lagi' / 'Refresh Data'.
 *
 * A flow with more than loading and showing gets its own machine (see docs/architecture.md), not this hook.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { remoteMachine } from '../../../machines/remote.machine';
import { useFlowActor } from '../flow-actor';
import { useServerSeed } from './use-server-seed';

export type Remote<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: null; message: string; network: boolean };

/** `load(signal)` reads the data for `key` (the signal aborts when a newer key replaces the read). */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> & { reload: () => void } {
  // The read is provided once; it calls the page's latest `load`, which belongs to the latest key.
  const latest = useRef(load);
  latest.current = load;
  const [logic] = useState(() => remoteMachine.provide({ actors: { load: fromPromise(({ signal }) => latest.current(signal)) } }));
  // Server rendering (decision 074): the machine starts in `ready` with the data the server read for this key, so
  // the hydrated page shows what the server sent and reads nothing again; on the server, a key not read yet is
  // asked for, and the page renders again once it is. Only a part being rendered on the server or hydrated takes the
  // seed — also one that hydrates late (an island, decision 092) while the visitor already navigates away; a part
  // mounted in the browser afterwards reads fresh data.
  const entry = useServerSeed(key, () => load(new AbortController().signal));
  const [seeded] = useState(() =>
    entry ? logic.getPersistedSnapshot(logic.resolveState({ value: 'ready', context: { key, data: entry.data, failure: null } })) : undefined,
  );
  const actor = useFlowActor(logic, seeded ? { input: { key }, snapshot: seeded } : { input: { key } });
  useEffect(() => actor.send({ type: 'key.change', key }), [actor, key]);

  const state = useSelector(
    actor,
    (s): Remote<T> =>
      s.matches('failed')
        ? { status: 'error', data: null, message: s.context.failure?.message ?? '', network: s.context.failure?.kind === 'network' }
        : s.matches('ready')
          ? { status: 'ready', data: s.context.data as T }
          : { status: 'loading', data: s.context.data as T | null },
    sameRemote,
  );
  const reload = useCallback(() => actor.send({ type: 'remote.retry' }), [actor]);
  return { ...state, reload };
}

function sameRemote<T>(a: Remote<T>, b: Remote<T>): boolean {
  return a.status === b.status && a.data === b.data && (a.status !== 'error' || (b.status === 'error' && a.message === b.message && a.network === b.network));
}
