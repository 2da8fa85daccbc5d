import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { LiveMessage } from '../src/api/live';
import { backoffDelay, connectionMachine, MAX_ATTEMPTS, OFFLINE_RETRY_MS, type SocketEvent } from './connection.machine';

/** A fake socket: the test decides when it opens, what it says and when it closes. */
function harness() {
  const sockets: Array<{ send: (e: SocketEvent) => void; closed: boolean }> = [];
  const machine = connectionMachine.provide({
    actors: {
      socket: fromCallback(({ sendBack }) => {
        const s = { send: (e: SocketEvent) => sendBack(e), closed: false };
        sockets.push(s);
        return () => {
          s.closed = true;
        };
      }),
    },
  });
  const actor = createActor(machine).start();
  const messages: LiveMessage[] = [];
  actor.on('live.message', (e) => messages.push(e.message));
  const last = () => sockets.at(-1)!;
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, sockets, last, messages, tags };
}

describe('connection (issue 21: connecting → open → reconnecting with backoff → offline)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects when a member signs in, passes every push on, keeps the hello id; signing out closes the socket', () => {
    const { actor, sockets, last, messages, tags } = harness();
    expect(tags()).toEqual(['stopped']);
    expect(sockets).toHaveLength(0);
    actor.send({ type: 'connection.start' });
    expect(tags()).toEqual(['connecting']);
    last().send({ type: 'socket.opened' });
    expect(tags()).toEqual(['live']);
    last().send({ type: 'socket.message', message: { type: 'hello', connection_id: 'abc' } });
    last().send({ type: 'socket.message', message: { type: 'order', invoice: 'INV-1', status_code: 3 } });
    expect(actor.getSnapshot().context.connectionId).toBe('abc');
    expect(messages.map((m) => m.type)).toEqual(['hello', 'order']);
    actor.send({ type: 'connection.stop' });
    expect(tags()).toEqual(['stopped']);
    expect(sockets[0]!.closed).toBe(true);
    expect(actor.getSnapshot().context.connectionId).toBeNull();
  });

  it('reconnects after 1 s, 2 s, 4 s … (at most 30 s) and goes offline after the last failed attempt', async () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const { actor, sockets, last, tags } = harness();
    actor.send({ type: 'connection.start' });
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      last().send({ type: 'socket.closed', code: 1006 });
      expect(tags()).toEqual(['reconnecting']);
      expect(actor.getSnapshot().context.attempt).toBe(attempt);
      await vi.advanceTimersByTimeAsync(backoffDelay(attempt) - 1);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      expect(tags()).toEqual(['connecting']);
    }
    last().send({ type: 'socket.closed', code: 1006 });
    expect(tags()).toEqual(['offline']);
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    expect(tags()).toEqual(['connecting']);
    expect(actor.getSnapshot().context.attempt).toBe(0);
  });

  it('an open socket resets the attempts; a close while open waits 1 s again', async () => {
    const { actor, sockets, last, tags } = harness();
    actor.send({ type: 'connection.start' });
    last().send({ type: 'socket.closed', code: 1006 });
    await vi.advanceTimersByTimeAsync(1000);
    last().send({ type: 'socket.closed', code: 1006 });
    await vi.advanceTimersByTimeAsync(2000);
    last().send({ type: 'socket.opened' });
    expect(actor.getSnapshot().context.attempt).toBe(0);
    last().send({ type: 'socket.closed', code: 1001 });
    expect(tags()).toEqual(['reconnecting']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
  });

  it('a refused session (4401) stops retrying until the session changes', async () => {
    const { actor, sockets, last, tags } = harness();
    actor.send({ type: 'connection.start' });
    last().send({ type: 'socket.closed', code: 4401 });
    expect(tags()).toEqual(['stopped']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    actor.send({ type: 'connection.start' });
    expect(tags()).toEqual(['connecting']);
  });

  it('the browser going offline stops trying; coming back online connects at once', async () => {
    const { actor, sockets, last, tags } = harness();
    actor.send({ type: 'connection.start' });
    last().send({ type: 'socket.opened' });
    actor.send({ type: 'network.offline' });
    expect(tags()).toEqual(['offline']);
    expect(sockets[0]!.closed).toBe(true);
    actor.send({ type: 'network.online' });
    expect(tags()).toEqual(['connecting']);
    expect(sockets).toHaveLength(2);
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'connection.retry' });
    expect(tags()).toEqual(['connecting']);
  });

  it('a socket actor that throws counts as a failed attempt', async () => {
    const machine = connectionMachine.provide({
      actors: {
        socket: fromCallback(() => {
          throw new Error('WebSocket unavailable');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'connection.start' });
    expect(actor.getSnapshot().hasTag('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.attempt).toBe(1);
  });
});
