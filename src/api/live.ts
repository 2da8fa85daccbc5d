/**
 * The live connection's contract (issue 21 point 1, docs/decisions/068-live-connection.md): what the gateway's
 * WebSocket at {@link LIVE_PATH} sends a member's open tabs, as valibot schemas the client checks every message
 * against (an unknown or malformed message is dropped, never trusted). The socket is authenticated by the session
 * cookie; the client sends nothing but the protocol's own pings.
 *
 * - `hello`: the connection is signed in; `connection_id` names this tab's connection (the client sends it back as
 *   {@link LIVE_ORIGIN_HEADER} on its cart writes, so the tab that changed the cart is not told to reload it);
 * - `order`: an order of the member changed status (payment notification, back office, expiry) or got its
 *   virtual account — `invoice`, the new `status_code`;
 * - `cart`: the member's cart changed in another tab;
 * - `notification`: something to tell the member (an order's new status): `title`, `body`, `link` (an SPA path);
 * - `chat`: a support chat message was stored (the member's own, from any tab, or the staff's reply), with the
 *   member's `unread` count after it.
 *
 * Close codes: {@link LIVE_CLOSE_UNAUTHORIZED} (no valid session: do not reconnect until signed in again).
 */
import * as v from 'valibot';
import { ChatMessage } from './chat';

/** Path of the WebSocket under the gateway (same origin as the API, `ws:`/`wss:`). */
export const LIVE_PATH = '/api/live';
/** Header the client sends on cart writes with its `connection_id`. */
export const LIVE_ORIGIN_HEADER = 'X-Live-Origin';
/** Close code: the socket has no valid session (signed out or expired). */
export const LIVE_CLOSE_UNAUTHORIZED = 4401;

export const LiveMessage = v.variant('type', [
  v.object({ type: v.literal('hello'), connection_id: v.string() }),
  v.object({ type: v.literal('order'), invoice: v.string(), status_code: v.number() }),
  v.object({ type: v.literal('cart') }),
  v.object({ type: v.literal('notification'), id: v.string(), title: v.string(), body: v.string(), link: v.string() }),
  v.object({ type: v.literal('chat'), message: ChatMessage, unread: v.number() }),
]);
export type LiveMessage = v.InferOutput<typeof LiveMessage>;

/** Parse one text frame; `null` when it is not a message of this contract. */
export function parseLiveMessage(text: string): LiveMessage | null {
  try {
    const parsed = v.safeParse(LiveMessage, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * The socket URL for an API prefix: an absolute `http(s)://host/...` prefix gives `ws(s)://host/api/live`; a
 * same-origin prefix (`/api/`) gives the page's own host with `ws:` or `wss:` after its protocol.
 */
export function liveUrl(apiBase: string, page: { protocol: string; host: string }): string {
  const absolute = /^https?:\/\//i.test(apiBase) ? new URL(apiBase) : null;
  const protocol = (absolute?.protocol ?? page.protocol) === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${absolute?.host ?? page.host}${LIVE_PATH}`;
}
