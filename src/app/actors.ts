/**
 * The app's long-lived actors (STYLE "src/app/: wiring"): the session (machines/session.machine.ts with the
 * cookie/crypto/gateway actors) and the cart handle (src/flows/cart/cart-handle.ts: the header's lines, and the
 * cart machine created on first use — its code is not in the initial load, decision 040). Whenever the session's
 * member or warehouse changes, the cart hears it so it reloads for that member and warehouse.
 */
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/session.machine';
import { createFlowActor } from '../flows/flow-actor';
import { sameMember, selectMember, type Member } from '../session/selectors';
import { browserCheckoutStorage } from '../session/checkout-store';
import { createSessionActors } from '../session/session.actors';
import { lazy } from '../flows/lazy';
import { createCartHandle, type CartHandle } from '../flows/cart/cart-handle';
import { priceTierOf } from '../../machines/shared/member';
import { createLiveFeed, type LiveFeed } from '../flows/live/live-feed';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export interface AppActors {
  session: SessionActorRef;
  cart: CartHandle;
  /** The live connection's feed (src/app/live.ts; issue 21). */
  live: LiveFeed;
  /** This tab's live connection id, for the transport's `X-Live-Origin` (null while not connected). */
  liveOrigin: () => string | null;
}

/**
 * Create and start both actors and keep the cart in step with the session.
 * @param onSignInRequired called when the session expired ('token not found on auth service'): send the
 *   browser to the sign-in site.
 * @param liveAfter the live connection's code is loaded and started only once this settles (src/main.tsx: the
 *   page is ready, `<html data-app-ready>`, and a task later), so its chunk, its socket's open and greeting run
 *   after the page's hydration instead of between its slices (issue 17 point 2, decision 107). Default: at once.
 */
export function createAppActors(opts: { onSignInRequired: () => void; liveAfter?: Promise<void> }): AppActors {
  const session = createFlowActor(sessionMachine.provide({ actors: createSessionActors() }));
  const getLocation = () => {
    const { warehouse, zone } = session.getSnapshot().context;
    return { warehouse, zone };
  };
  const cart = createCartHandle({
    createActor: (from) =>
      lazy(() => import('./cart-actor')).then((m) =>
        m.createCartActor({ getLocation, storage: browserCheckoutStorage(), selectionStorage: m.browserSelectionStorage(), from }),
      ),
    loadLines: async (user, warehouseId, limit) => {
      const { getCart } = await lazy(() => import('../api/cart'));
      const { data, count } = await getCart({
        user_id: user.id,
        warehouse_id: warehouseId ?? undefined,
        pricelist_type: user.type,
        pricelist_tier: priceTierOf(user.tier),
        limit,
        page: 1,
      });
      return { courses: data.lms_cart, products: data.ecom_cart, count };
    },
  });

  let lastUser: Member | null | undefined;
  let lastWarehouse: number | null | undefined;
  session.subscribe((s) => {
    if (s.hasTag('resolving')) return;
    const user = selectMember(s);
    const warehouseId = s.context.warehouse?.id ?? null;
    if (lastUser !== undefined && sameMember(user, lastUser) && warehouseId === lastWarehouse) return;
    lastUser = user;
    lastWarehouse = warehouseId;
    cart.update(user, warehouseId);
  });
  session.on('session.signInRequired', () => opts.onSignInRequired());

  session.start();
  // The live connection's code loads when a member is first signed in (guests never load it), once the page is ready.
  const feed = createLiveFeed();
  let liveStarted = false;
  session.subscribe((s) => {
    if (liveStarted || s.hasTag('resolving') || selectMember(s) === null) return;
    liveStarted = true;
    Promise.resolve(opts.liveAfter)
      .then(() => lazy(() => import('./live')))
      .then((m) => m.createLive({ session, cart, feed }))
      .catch(() => {
        // Offline before the code could load: the pages poll, as without a connection.
        liveStarted = false;
      });
  });
  return { session, cart, live: feed, liveOrigin: () => feed.connectionId() };
}
