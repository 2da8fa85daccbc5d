/**
 * The live feed every page reads (issue 21 point 1, docs/decisions/068-live-connection.md): whether the tab's live
 * connection is open, and the gateway's pushes. The app makes it from the connection actor (src/app/live.ts) and
 * puts it in the router context as `live`; features forward what concerns their machine with
 * {@link useLiveForward}. Pages rendered alone (tests) use {@link OFFLINE_FEED}: never live, so they poll.
 */
import type { LiveMessage } from '../../api/live';

export type LiveSignal = { type: 'live.up' } | { type: 'live.down' } | { type: 'live.message'; message: LiveMessage };

export interface LiveFeed {
  /** Whether the socket is open now. */
  isLive(): boolean;
  /** This tab's connection id (the gateway's `hello`), null while not connected. */
  connectionId(): string | null;
  /** Hear `live.up` / `live.down` when the connection opens or drops, and every push; returns the unsubscribe. */
  subscribe(listener: (signal: LiveSignal) => void): () => void;
}

/** A feed that is never live (a page without the app's connection: tests, signed-out pages). */
export const OFFLINE_FEED: LiveFeed = {
  isLive: () => false,
  connectionId: () => null,
  subscribe: () => () => {},
};

/** A feed driven by hand: the app's adapter over the connection actor, and tests. */
export function createLiveFeed(): LiveFeed & { set(live: boolean, connectionId?: string | null): void; push(message: LiveMessage): void } {
  let live = false;
  let id: string | null = null;
  const listeners = new Set<(s: LiveSignal) => void>();
  const tell = (s: LiveSignal) => Array.from(listeners).forEach((l) => l(s));
  return {
    isLive: () => live,
    connectionId: () => id,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    set(next, connectionId = id) {
      id = next ? connectionId : null;
      if (next === live) return;
      live = next;
      tell({ type: next ? 'live.up' : 'live.down' });
    },
    push(message) {
      if (message.type === 'hello') id = message.connection_id;
      tell({ type: 'live.message', message });
    },
  };
}
