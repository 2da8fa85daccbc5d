/**
 * Model spec of machines/connection.machine.ts (the live connection): start, open, pushes, closes with and without
 * a refusal, backoff waits, offline after the last attempt, the network going and coming, stop.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { connectionMachine, MAX_ATTEMPTS, type ConnectionContext } from '../../connection.machine';
import type { ModelSpec } from '../model';

export const connectionSpec: ModelSpec = {
  name: 'connection',
  machine: connectionMachine,
  input: {},
  userEvents: [
    { type: 'connection.start' },
    { type: 'connection.stop' },
    { type: 'connection.retry' },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'socket.opened' },
    { type: 'socket.message', message: { type: 'hello', connection_id: 'c-1' } },
    { type: 'socket.message', message: { type: 'order', invoice: 'INV-1', status_code: 3 } },
    { type: 'socket.closed', code: 1006 },
    { type: 'socket.closed', code: 4401 },
  ],
  outputs: {},
  errors: { socket: [new Error('WebSocket unavailable')] },
  abstract: (s: AnyMachineSnapshot) => {
    const c = s.context as ConnectionContext;
    return { attempt: c.attempt, id: c.connectionId !== null };
  },
  project: (s: AnyMachineSnapshot) => s.context,
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as ConnectionContext;
    if (s.hasTag('live') && c.attempt !== 0) return 'an open socket has no failed attempts';
    if (c.attempt > MAX_ATTEMPTS) return `at most ${MAX_ATTEMPTS} attempts before offline`;
    if (s.hasTag('reconnecting') && c.attempt < 1) return 'reconnecting follows a failed attempt';
    if (c.connectionId !== null && !s.hasTag('live')) return 'a connection id only while open';
    const tags = ['stopped', 'connecting', 'live', 'reconnecting', 'offline'].filter((t) => s.hasTag(t));
    if (tags.length !== 1) return `exactly one status tag (${tags.join(', ')})`;
    return null;
  },
  promiseActors: [],
  callbackActors: ['socket'],
};
