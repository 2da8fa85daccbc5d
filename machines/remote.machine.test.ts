import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { remoteMachine, type RemoteInput } from './remote.machine';
import { apiError, controllable, flush, networkError } from './testing/fixtures';

function start(key = 'courses::1') {
  const load = controllable<unknown, RemoteInput>();
  const actor = createActor(remoteMachine.provide({ actors: { load: load.logic } }), { input: { key } }).start();
  return { actor, load, snap: () => actor.getSnapshot() };
}

describe('remote read (portal §2 Home sections, catalogue lists)', () => {
  it('reads the key and shows the data', async () => {
    const t = start();
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.load.last().input).toEqual({ key: 'courses::1' });
    t.load.last().resolve(['a', 'b']);
    await flush();
    expect(t.snap().matches('ready')).toBe(true);
    expect(t.snap().context.data).toEqual(['a', 'b']);
  });

  it('a new key reads again, keeping the old data meanwhile; the same key reads nothing', async () => {
    const t = start();
    t.load.last().resolve(['page 1']);
    await flush();
    t.actor.send({ type: 'key.change', key: 'courses::1' });
    expect(t.load.calls).toHaveLength(1);
    t.actor.send({ type: 'key.change', key: 'courses::2' });
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.snap().context.data).toEqual(['page 1']);
    expect(t.load.last().input).toEqual({ key: 'courses::2' });
  });

  it('a newer key drops the read under way: its late answer is not shown', async () => {
    const t = start('a');
    const first = t.load.last();
    t.actor.send({ type: 'key.change', key: 'b' });
    first.resolve(['for a']);
    await flush();
    expect(t.snap().hasTag('loading')).toBe(true);
    t.load.last().resolve(['for b']);
    await flush();
    expect(t.snap().context.data).toEqual(['for b']);
  });

  it('a failure clears the data and says whether it was the connection; retry reads again', async () => {
    const t = start();
    t.load.last().reject(networkError());
    await flush();
    expect(t.snap().matches('failed')).toBe(true);
    expect(t.snap().context).toMatchObject({ data: null, failure: { kind: 'network', message: 'Pastikan internet anda stabil' } });
    t.actor.send({ type: 'remote.retry' });
    t.load.last().reject(apiError(500, 'Gagal'));
    await flush();
    expect(t.snap().context.failure).toMatchObject({ kind: 'server', code: 500, message: 'Gagal' });
    expect(t.load.calls).toHaveLength(2);
  });
});
