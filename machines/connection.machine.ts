/**
 * The live connection of one tab (issue 21 point 1; portal spec §7 "Other": "A chat widget and a real-time socket
 * service are loaded"; docs/decisions/068-live-connection.md).
 *
 * States (typed tags in brackets):
 * - `idle` [`stopped`]: no member signed in. `connection.start` → `active`.
 * - `active`: `connection.stop` (signed out) → `idle`; `network.offline` (the browser lost the network) → `offline`.
 *   - `linked` invokes the `socket` actor (the WebSocket; it answers `socket.opened`, `socket.message`,
 *     `socket.closed` { code }):
 *     - `connecting` [`connecting`] → `socket.opened` → `open`;
 *     - `open` [`live`]: every message is emitted as `live.message`; a `hello` keeps its `connection_id`.
 *     A close goes to `reconnecting`, to `offline` after {@link MAX_ATTEMPTS} failed attempts in a row, or to
 *     `refused` when the gateway refused the session (4401 signed out, 4403, 4429).
 *   - `reconnecting` [`reconnecting`]: waits `backoff` — {@link backoffDelay} of the attempt (1 s, 2 s, 4 s … at
 *     most 30 s) — then connects again.
 *   - `offline` [`offline`]: the socket gave up or the browser is offline; it tries again on `network.online`,
 *     `connection.retry`, or after `offlineRetry` (60 s).
 *   - `refused` [`stopped`]: no retry until the session changes (`connection.start`).
 *
 * Consumers (order status, transactions, cart; src/app/live.ts) read the tag `live`: polling is their fallback
 * while it is absent. Emitted: `live.message` { message } (src/api/live.ts LiveMessage).
 *
 * Actor: `socket` — callback actor, input `{}`; sends back the socket events above; stopping it closes the socket.
 */
import { assign, emit, setup } from 'xstate';
import { notProvidedCallback } from './shared/not-provided';
import type { LiveMessage } from '../src/api/live';

/** First reconnect delay, ms. */
export const BACKOFF_BASE_MS = 1000;
/** Longest reconnect delay, ms. */
export const BACKOFF_MAX_MS = 30_000;
/** Failed attempts in a row before the connection counts as offline. */
export const MAX_ATTEMPTS = 6;
/** How long `offline` waits before trying again by itself, ms. */
export const OFFLINE_RETRY_MS = 60_000;
/** Close codes that mean "do not retry with this session" (src/api/live.ts, live/server.ts). */
export const REFUSED_CLOSE_CODES: readonly number[] = [4401, 4403, 4429];

/** The wait before reconnect attempt `attempt` (1-based), ms: 1 s doubled per attempt, at most 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

export interface ConnectionContext {
  /** Failed attempts in a row (0 once open). */
  attempt: number;
  /** This tab's connection id (from `hello`), null until greeted. */
  connectionId: string | null;
  /** The last close code, null before any. */
  closeCode: number | null;
}

/** Events the app sends. */
export type ConnectionEvent =
  | { type: 'connection.start' }
  | { type: 'connection.stop' }
  | { type: 'connection.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

/** Events the `socket` actor sends back. */
export type SocketEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.message'; message: LiveMessage }
  | { type: 'socket.closed'; code: number };

/** What the machine may send the socket actor (nothing today: the socket only reports). */
export type SocketRequest = { type: 'socket.noop' };

export type ConnectionEmitted = { type: 'live.message'; message: LiveMessage };

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent | SocketEvent,
    emitted: {} as ConnectionEmitted,
    tags: {} as 'stopped' | 'connecting' | 'live' | 'reconnecting' | 'offline',
  },
  actors: {
    socket: notProvidedCallback<SocketRequest, Record<string, never>>('connection.socket'),
  },
  delays: {
    /** Reconnect wait for the current attempt, ms ({@link backoffDelay}). */
    backoff: ({ context }) => backoffDelay(context.attempt),
    offlineRetry: OFFLINE_RETRY_MS,
  },
  guards: {
    isRefused: (_, params: { code: number }) => REFUSED_CLOSE_CODES.includes(params.code),
    hasExhaustedAttempts: ({ context }) => context.attempt + 1 >= MAX_ATTEMPTS,
    isHello: (_, params: { message: LiveMessage }) => params.message.type === 'hello',
  },
  actions: {
    resetAttempts: assign({ attempt: 0 }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1, connectionId: null }),
  },
}).createMachine({
  id: 'connection',
  description: 'One tab\'s live connection to the gateway: connecting, open, reconnecting with backoff, offline.',
  context: { attempt: 0, connectionId: null, closeCode: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No member signed in: no socket.',
      tags: ['stopped'],
      on: { 'connection.start': { target: 'active', description: 'A member signed in: connect.', actions: 'resetAttempts' } },
    },
    refused: {
      description: 'The gateway refused this session (signed out elsewhere, expired): no retry until the session changes.',
      tags: ['stopped'],
      on: {
        'connection.start': { target: 'active', description: 'The session changed: connect again.', actions: 'resetAttempts' },
        'connection.stop': { target: 'idle', description: 'Signed out.' },
      },
    },
    active: {
      description: 'A member is signed in: keep a socket open, or wait to retry.',
      initial: 'linked',
      on: {
        'connection.stop': { target: 'idle', description: 'Signed out: close the socket.', actions: assign({ connectionId: null }) },
        'network.offline': { target: '.offline', description: 'The browser lost the network: stop trying until it returns.' },
      },
      states: {
        linked: {
          description: 'A socket exists: opening or open.',
          initial: 'connecting',
          invoke: {
            id: 'socket',
            src: 'socket',
            input: () => ({}),
            onDone: [
              { guard: 'hasExhaustedAttempts', target: 'offline', description: 'The socket actor ended once too often: offline.', actions: 'countAttempt' },
              { target: 'reconnecting', description: 'The socket actor ended: try again after the backoff.', actions: 'countAttempt' },
            ],
            onError: [
              { guard: 'hasExhaustedAttempts', target: 'offline', description: 'No socket could be made, once too often: offline.', actions: 'countAttempt' },
              { target: 'reconnecting', description: 'The socket could not be made: try again after the backoff.', actions: 'countAttempt' },
            ],
          },
          on: {
            'socket.closed': [
              {
                guard: { type: 'isRefused', params: ({ event }) => ({ code: event.code }) },
                target: '#connection.refused',
                description: 'The gateway refused the session (4401, 4403, 4429): stop.',
                actions: assign({ closeCode: ({ event }) => event.code, connectionId: null }),
              },
              {
                guard: 'hasExhaustedAttempts',
                target: 'offline',
                description: 'Too many failed attempts in a row: offline (polling stays the fallback).',
                actions: assign({ closeCode: ({ event }) => event.code, connectionId: null, attempt: ({ context }) => context.attempt + 1 }),
              },
              {
                target: 'reconnecting',
                description: 'Closed or never opened: wait, then try again.',
                actions: assign({ closeCode: ({ event }) => event.code, connectionId: null, attempt: ({ context }) => context.attempt + 1 }),
              },
            ],
          },
          states: {
            connecting: {
              description: 'The socket is opening (the gateway checks the session cookie and the origin).',
              tags: ['connecting'],
              on: { 'socket.opened': { target: 'open', description: 'Open.' } },
            },
            open: {
              description: 'Open: the gateway pushes order, cart, notification and chat messages.',
              tags: ['live'],
              entry: 'resetAttempts',
              on: {
                'socket.message': [
                  {
                    guard: { type: 'isHello', params: ({ event }) => ({ message: event.message }) },
                    description: 'The greeting: keep this tab\'s connection id.',
                    actions: [
                      assign({ connectionId: ({ event }) => (event.message.type === 'hello' ? event.message.connection_id : null) }),
                      emit(({ event }) => ({ type: 'live.message' as const, message: event.message })),
                    ],
                  },
                  {
                    description: 'A push: pass it on to the consumers.',
                    actions: emit(({ event }) => ({ type: 'live.message' as const, message: event.message })),
                  },
                ],
              },
            },
          },
        },
        reconnecting: {
          description: 'Waiting before the next attempt (1 s, 2 s, 4 s … at most 30 s).',
          tags: ['reconnecting'],
          after: { backoff: { target: 'linked', description: 'Try again.' } },
        },
        offline: {
          description: 'Not connected for now: polling is the fallback; try again when the network returns.',
          tags: ['offline'],
          on: {
            'network.online': { target: 'linked', description: 'The network returned: connect.', actions: 'resetAttempts' },
            'connection.retry': { target: 'linked', description: 'Try now.', actions: 'resetAttempts' },
          },
          after: { offlineRetry: { target: 'linked', description: 'A minute passed: try again.', actions: 'resetAttempts' } },
        },
      },
    },
  },
});

export type ConnectionMachine = typeof connectionMachine;

/** Whether the socket is open (consumers pause their polling). */
export const isLive = (snapshot: { hasTag(tag: 'live'): boolean }) => snapshot.hasTag('live');
