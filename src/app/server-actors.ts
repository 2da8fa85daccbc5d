/**
 * The app's actors for one server render (src/ssr/entry-server.tsx, decision 074): the same session machine with
 * the same actors as the browser's (src/app/actors.ts) — cookies come from the request through the cookie jar —
 * started at once; a cart handle that reads nothing (the header renders no lines on the server, and the browser
 * reads them after hydration); a live feed that never connects.
 */
import { sessionMachine } from '../../machines/session.machine';
import { createFlowActor } from '../flows/flow-actor';
import { createSessionActors } from '../session/session.actors';
import { createCartHandle } from '../flows/cart/cart-handle';
import { createLiveFeed } from '../flows/live/live-feed';
import type { RouterContext } from '../routes/__root';

export function createServerActors(): RouterContext {
  const session = createFlowActor(sessionMachine.provide({ actors: createSessionActors() }));
  const cart = createCartHandle({
    createActor: () => Promise.reject(new Error('the cart machine runs in the browser only')),
    loadLines: () => Promise.resolve({ courses: [], products: [], count: 0 }),
  });
  session.start();
  return { session, cart, live: createLiveFeed() };
}
