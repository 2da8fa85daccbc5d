/**
 * The tab's live connection (issue 21 point 1, docs/decisions/068-live-connection.md): the connection machine with
 * the real socket, started while a member is signed in and stopped when they sign out, told when the browser goes
 * offline or online. It feeds:
 * - the router context's `live` feed (src/flows/live/live-feed.ts): pages' machines pause their polling while it is
 *   open and hear the pushes (order status, transactions, chat);
 * - the cart: `cart` pushes (another tab changed it), a paid order (its lines left the cart) and a reconnect (pushes
 *   may have been missed) reload it;
 * - the toasts: a `notification` push (an order's new status) shows one with a 'Lihat' link, except on the pages
 *   that show orders themselves (checkout, CheckoutStatus, History Pembelian and its detail: they update in place);
 * - the log: the connection giving up and coming back go to POST log/info (./live-log.ts);
 * - the transport: cart writes carry this tab's connection id (src/api/client.ts `getLiveOrigin`), so the gateway
 *   does not tell this tab about its own change.
 */
import type { ActorRefFrom } from 'xstate';
import { connectionMachine } from '../../machines/connection.machine';
import { liveUrl } from '../api/live';
import { config } from '../config/config';
import { createFlowActor } from '../flows/flow-actor';
import { createConnectionActors } from '../flows/live/connection.actors';
import { createLiveFeed, type LiveFeed } from '../flows/live/live-feed';
import { showToast } from '../ui/toast';
import type { CartHandle } from '../flows/cart/cart-handle';
import { selectMember } from '../session/selectors';
import { postLog } from '../api/log';
import { liveLogLine, type LiveLogState } from './live-log';
import type { SessionActorRef } from './actors';

export type ConnectionActorRef = ActorRefFrom<typeof connectionMachine>;

export interface LiveWiring {
  feed: LiveFeed;
  connection: ConnectionActorRef;
}

/**
 * Create and start the connection for `feed` (made by actors.ts up front, so the router context has it before
 * this module is loaded: it is loaded only once a member is signed in, decision 040's lean initial load).
 */
/** Pages that show orders' statuses themselves (checkout, CheckoutStatus, History Pembelian, its detail): no toast. */
const ORDER_PAGES = ['/shopping-cart/checkout', '/order-completed/', '/orders', '/detail-orders/'];
const showsOrders = (path: string) => ORDER_PAGES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

export function createLive(opts: { session: SessionActorRef; cart: CartHandle; feed: ReturnType<typeof createLiveFeed> }): LiveWiring {
  const url = () => liveUrl(config.apiBase, window.location);
  const connection = createFlowActor(connectionMachine.provide({ actors: createConnectionActors(url) }));
  const feed = opts.feed;
  let wasLive = false;
  let everLive = false;
  let last: LiveLogState = { offline: false, live: false, attempt: 0, closeCode: null };
  connection.subscribe((s) => {
    const live = s.hasTag('live');
    const now: LiveLogState = { offline: s.hasTag('offline'), live, attempt: s.context.attempt, closeCode: s.context.closeCode };
    const line = liveLogLine(last, now, navigator.userAgent);
    last = now;
    if (line) postLog('info', line).catch(() => {});
    feed.set(live, s.context.connectionId);
    // Back after a drop: what was pushed meanwhile is lost, so the cart is read again.
    if (live && !wasLive && everLive) opts.cart.reload();
    if (live) everLive = true;
    wasLive = live;
  });
  connection.on('live.message', ({ message }) => {
    feed.push(message);
    if (message.type === 'cart') opts.cart.reload();
    if (message.type === 'order' && message.status_code === 3) opts.cart.reload();
    if (message.type === 'notification' && !showsOrders(window.location.pathname)) {
      showToast({ message: `${message.title}: ${message.body}`, link: { to: message.link } });
    }
  });
  connection.start();
  let signedIn: boolean | undefined;
  const follow = (s: ReturnType<SessionActorRef['getSnapshot']>) => {
    if (s.hasTag('resolving')) return;
    const member = selectMember(s) !== null;
    if (member === signedIn) return;
    signedIn = member;
    connection.send({ type: member ? 'connection.start' : 'connection.stop' });
  };
  opts.session.subscribe(follow);
  // Created after the member signed in: follow the session as it is now.
  follow(opts.session.getSnapshot());
  window.addEventListener('online', () => connection.send({ type: 'network.online' }));
  window.addEventListener('offline', () => connection.send({ type: 'network.offline' }));
  return { feed, connection };
}
