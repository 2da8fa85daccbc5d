/**
 * The app's long-lived actors as a React context (src/app/actors.ts creates them): the session, the cart handle and
 * the live feed. Every page reads them here, with or without the router: the root route provides them from the
 * router's context (routes/__root.tsx), and Home's first paint, which hydrates before the router has loaded
 * (src/app/home-start.tsx, decision 109), provides the same actors itself.
 */
import { createContext, use } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import type { CartHandle } from './cart/cart-handle';
import type { LiveFeed } from './live/live-feed';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

/** What a page reads of the app's actors. */
export interface AppActorsValue {
  session: SessionActorRef;
  /** The header's cart lines and, through `load()`, the cart machine (src/flows/cart/cart-handle.ts). */
  cart: CartHandle;
  /** The live connection's feed (src/flows/live/live-feed.ts, issue 21). */
  live: LiveFeed;
}

export const AppActorsContext = createContext<AppActorsValue | null>(null);

/**
 * The app's actors. Throws when no {@link AppActorsContext} is above: a view rendered outside the app's root (a test
 * that forgot its provider) fails at once instead of reading nothing.
 */
export function useAppActors(): AppActorsValue {
  const actors = use(AppActorsContext);
  if (!actors) throw new Error('useAppActors: no AppActorsContext above this component');
  return actors;
}
