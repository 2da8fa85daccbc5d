/**
 * Forward the live feed to a page's actor (issue 21): the connection opening or dropping as `live.up` / `live.down`
 * (the machine pauses or resumes its polling) and the pushes that concern it, as events `map` makes (null: not for
 * this machine). On subscribing, the current state is told once, so a page opened while connected starts paused.
 */
import { useEffect, useRef } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';
import type { LiveMessage } from '../../api/live';
import type { LiveFeed } from './live-feed';

export function useLiveForward<E extends EventObject>(
  feed: LiveFeed,
  actor: AnyActorRef,
  map: (message: LiveMessage) => E | null,
): void {
  const mapRef = useRef(map);
  mapRef.current = map;
  useEffect(() => {
    actor.send({ type: feed.isLive() ? 'live.up' : 'live.down' });
    return feed.subscribe((signal) => {
      if (signal.type === 'live.message') {
        const event = mapRef.current(signal.message);
        if (event) actor.send(event);
      } else actor.send({ type: signal.type });
    });
  }, [feed, actor]);
}
