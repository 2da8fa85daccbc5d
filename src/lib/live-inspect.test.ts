// @vitest-environment jsdom
/**
 * The app's side of the studio's live view: silent unless the studio switched it on, then every machine actor's
 * snapshots go over the BroadcastChannel (and only there).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, setup } from 'xstate';
import type { LiveMessage } from './live-inspect';

const toggle = setup({ types: { events: {} as { type: 'flip' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  context: { secret: 'stays in this browser', fn: () => 1 },
  states: { off: { on: { flip: 'on' } }, on: { tags: ['lit'], on: { flip: 'off' } } },
});

async function load() {
  vi.resetModules();
  return import('./live-inspect');
}

function listen() {
  const messages: LiveMessage[] = [];
  const channel = new BroadcastChannel('dapur-kursus-studio');
  channel.onmessage = (e: MessageEvent<LiveMessage>) => messages.push(e.data);
  return { messages, channel };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('live inspection bridge', () => {
  let probe: ReturnType<typeof listen>;
  beforeEach(() => {
    localStorage.clear();
    probe = listen();
  });
  afterEach(() => probe.channel.close());

  it('posts nothing while the studio has not switched it on', async () => {
    const { inspect } = await load();
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'flip' });
    await settle();
    expect(probe.messages).toEqual([]);
    actor.stop();
  });

  it('reports each machine snapshot (value, tags, JSON context, the event) once switched on', async () => {
    localStorage.setItem('dapur-kursus:studio-live', '1');
    const { inspect } = await load();
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'flip' });
    await settle();
    const snaps = probe.messages.filter((m): m is Extract<LiveMessage, { type: 'snapshot' }> => m.type === 'snapshot');
    expect(snaps.map((m) => [m.machineId, m.value, m.tags])).toEqual([
      ['toggle', 'off', []],
      ['toggle', 'on', ['lit']],
    ]);
    expect(JSON.parse(snaps[1]!.context)).toEqual({ secret: 'stays in this browser' });
    expect(JSON.parse(snaps[1]!.event)).toEqual({ type: 'flip' });
    expect(snaps[1]!.page).toBe('/');
    actor.stop();
    await settle();
    expect(probe.messages.at(-1)).toMatchObject({ type: 'stopped', machineId: 'toggle' });
  });

  it('switches on in a running tab when the studio sets the flag, and answers hello with the current state', async () => {
    const { inspect, LIVE_TAB } = await load();
    // Earlier tests' module instances still listen to storage events: keep this tab's messages only.
    const mine = () => probe.messages.filter((m) => 'tab' in m && m.tab === LIVE_TAB);
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'flip' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'dapur-kursus:studio-live', newValue: '1' }));
    await settle();
    expect(mine()).toMatchObject([{ type: 'snapshot', value: 'on', event: '{"type":"xstate.hello"}' }]);
    probe.channel.postMessage({ type: 'hello' } satisfies LiveMessage);
    await settle();
    expect(mine()).toHaveLength(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'dapur-kursus:studio-live', newValue: null }));
    await settle();
    expect(mine().at(-1)).toMatchObject({ type: 'bye' });
    actor.send({ type: 'flip' });
    await settle();
    expect(mine()).toHaveLength(3);
    actor.stop();
  });

  it('reports child machines with their parent and ignores non-machine actors', async () => {
    localStorage.setItem('dapur-kursus:studio-live', '1');
    const { inspect } = await load();
    const child = createMachine({ id: 'kid', initial: 'a', states: { a: {} } });
    const parent = setup({ actors: { kid: child, work: fromPromise(() => new Promise(() => {})) } }).createMachine({
      id: 'parent',
      invoke: [
        { id: 'kid', src: 'kid' },
        { id: 'work', src: 'work' },
      ],
    });
    const actor = createActor(parent, { inspect }).start();
    await settle();
    const snaps = probe.messages.filter((m): m is Extract<LiveMessage, { type: 'snapshot' }> => m.type === 'snapshot');
    expect(snaps.map((m) => m.machineId).sort()).toEqual(['kid', 'parent']);
    expect(snaps.find((m) => m.machineId === 'kid')!.parentSessionId).toBe(actor.sessionId);
    actor.stop();
  });

  it('names the transitions each snapshot took; the e2e recording mode leaves out context and payloads', async () => {
    localStorage.setItem('dapur-kursus:studio-live', 'e2e');
    const { inspect } = await load();
    const actor = createActor(toggle, { inspect }).start();
    actor.send({ type: 'flip', secret: 'payload' } as never);
    await settle();
    const snaps = probe.messages.filter((m): m is Extract<LiveMessage, { type: 'snapshot' }> => m.type === 'snapshot');
    expect(snaps.map((m) => [m.value, m.transitions])).toEqual([
      ['off', []],
      ['on', ['toggle.off —flip#0→']],
    ]);
    expect(snaps[1]!.context).toBe('');
    expect(JSON.parse(snaps[1]!.event)).toEqual({ type: 'flip' });
    actor.stop();
  });
});
