/**
 * The gateway's WebSocket at `/api/live` (issue 21 point 1, docs/decisions/068-live-connection.md), on the `ws`
 * library beside the hono app on the same Node HTTP server (other upgrade requests — Vite's hot reload in
 * `npm run dev` — are left alone).
 *
 * - Origin: the handshake's `Origin` must be the gateway's public origin (`PUBLIC_URL`) or the SPA's configured API
 *   origin; anything else answers 403 and no socket (a page elsewhere cannot ride the member's cookie).
 * - Session: the `token` cookie the sign-in stand-in sets (the same session as the bearer header). No valid
 *   session → the socket closes at once with 4401 'token not found on auth service' (the client stops retrying).
 *   `?role=staff` asks for the back office's support feed: admins only (else 4403).
 * - Every 30 s each socket is pinged (a socket that did not answer the last ping is ended) and its session is
 *   checked again (signed out or expired → 4401).
 * - At most {@link MAX_SOCKETS_PER_MEMBER} sockets per member on one process (more closes with 4429).
 * - What a socket hears comes from the bus (bus.ts) through the hub (hub.ts); it sends nothing but pings.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from '../db/client';
import type { GatewayConfig } from '../config';
import { findSessionUser, TOKEN_NOT_FOUND } from '../http/auth';
import { COOKIE, readCookie } from '../../lib/cookies';
import { LIVE_CLOSE_UNAUTHORIZED, LIVE_PATH } from '../../api/live';
import { LiveHub, type Peer } from './hub';
import { LIVE_CHANNEL, parseBusEvent, type BusEvent } from './bus';

/** Heartbeat period, ms. */
export const HEARTBEAT_MS = 30_000;
/** Sockets one member may hold open on one process (tabs). */
export const MAX_SOCKETS_PER_MEMBER = 20;
/** Close codes besides {@link LIVE_CLOSE_UNAUTHORIZED}. */
export const LIVE_CLOSE_FORBIDDEN = 4403;
export const LIVE_CLOSE_TOO_MANY = 4429;

export interface LiveOptions {
  db: Db;
  config: GatewayConfig;
  now: () => Date;
  /** The database's LISTEN (db/client.ts `Database.listen`). */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Called with every bus event before the sockets hear it (server.ts: the session cache forgets, decision 078). */
  onEvent?: (event: BusEvent) => void;
  /** Heartbeat period (tests shorten it). */
  heartbeatMs?: number;
}

export interface Live {
  hub: LiveHub;
  close(): Promise<void>;
}

/** The origins a handshake may come from. */
export function allowedOrigins(config: GatewayConfig): Set<string> {
  const out = new Set<string>();
  for (const url of [config.publicUrl, config.apiBase]) {
    try {
      if (/^https?:\/\//i.test(url)) out.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to add
    }
  }
  return out;
}

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Serve the live socket on `server` and start listening to the bus. */
export async function attachLive(server: Server, opts: LiveOptions): Promise<Live> {
  const { db, config, now } = opts;
  const hub = new LiveHub(db);
  const origins = allowedOrigins(config);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const alive = new WeakMap<WebSocket, boolean>();
  const peerOf = new Map<WebSocket, { peer: Peer; token: string }>();

  const unlisten = await opts.listen(LIVE_CHANNEL, (payload) => {
    const event = parseBusEvent(payload);
    if (event) opts.onEvent?.(event);
    if (event) hub.deliver(event).catch((error: unknown) => console.error('[live] delivery failed:', error));
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) return; // another upgrade (Vite's hot reload): not ours
    const origin = req.headers.origin;
    if (!origin || !origins.has(origin)) {
      refuse(socket, 403, 'Forbidden');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => void open(ws, req, url));
  };

  const open = async (ws: WebSocket, req: IncomingMessage, url: URL) => {
    const token = readCookie(req.headers.cookie ?? '', COOKIE.token) ?? '';
    const user = token ? await findSessionUser(db, token, now()).catch(() => undefined) : undefined;
    if (!user) {
      ws.close(LIVE_CLOSE_UNAUTHORIZED, TOKEN_NOT_FOUND);
      return;
    }
    const staff = url.searchParams.get('role') === 'staff';
    if (staff && !user.roles.includes(1)) {
      ws.close(LIVE_CLOSE_FORBIDDEN, 'Hanya admin');
      return;
    }
    if (!staff && hub.count(user.id) >= MAX_SOCKETS_PER_MEMBER) {
      ws.close(LIVE_CLOSE_TOO_MANY, 'Terlalu banyak koneksi');
      return;
    }
    const peer: Peer = {
      id: randomUUID(),
      userId: user.id,
      staff,
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    hub.add(peer);
    peerOf.set(ws, { peer, token });
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('message', () => undefined); // the client sends nothing we act on
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      hub.remove(peer);
      peerOf.delete(ws);
    });
    if (!staff) peer.send({ type: 'hello', connection_id: peer.id });
    else ws.send(JSON.stringify({ type: 'staff.hello' }));
  };

  const heartbeat = setInterval(() => {
    for (const [ws, { token }] of peerOf) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
      findSessionUser(db, token, now()).then(
        (user) => {
          if (!user) ws.close(LIVE_CLOSE_UNAUTHORIZED, TOKEN_NOT_FOUND);
        },
        () => undefined,
      );
    }
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  server.on('upgrade', onUpgrade);
  return {
    hub,
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const ws of peerOf.keys()) ws.terminate();
      wss.close();
      await unlisten();
    },
  };
}
