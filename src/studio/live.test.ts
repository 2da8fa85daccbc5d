// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_TAB, type LiveMessage } from '../lib/live-inspect';
import { LiveStore } from './live';

const settle = () => new Promise((r) => setTimeout(r, 30));
const snapshot = (over: Partial<Extract<LiveMessage, { type: 'snapshot' }>>): LiveMessage => ({
  type: 'snapshot',
  tab: 'other-tab',
  page: '/shopping-cart',
  sessionId: 'x:1',
  parentSessionId: null,
  actorId: 'x:1',
  machineId: 'cart',
  value: 'loading',
  status: 'active',
  tags: ['loading'],
  context: '{}',
  event: '{"type":"cart.reload"}',
  transitions: [],
  at: 1,
  ...over,
});

describe('studio live store', () => {
  const app = new BroadcastChannel('dapur-kursus-studio');
  afterEach(() => localStorage.clear());

  it('switches every tab on through the flag, asks for the current states and follows snapshots of other tabs', async () => {
    const heard: LiveMessage[] = [];
    app.onmessage = (e: MessageEvent<LiveMessage>) => heard.push(e.data);
    const store = new LiveStore();
    expect(store.get().on).toBe(false);
    store.setOn(true);
    expect(localStorage.getItem('dapur-kursus:studio-live')).toBe('1');
    await settle();
    expect(heard).toEqual([{ type: 'hello' }]);

    app.postMessage(snapshot({}));
    app.postMessage(snapshot({ value: { ready: { items: 'idle' } }, event: '{"type":"xstate.done.actor.loadCart"}', at: 2 }));
    app.postMessage(snapshot({ tab: LIVE_TAB, sessionId: 'x:9', machineId: 'session' }));
    await settle();
    const [cart] = store.get().actors;
    expect(store.get().actors).toHaveLength(1);
    expect(cart).toMatchObject({ machineId: 'cart', value: { ready: { items: 'idle' } }, page: '/shopping-cart', stopped: false });
    expect(cart!.log.map((l) => JSON.parse(l.event).type)).toEqual(['xstate.done.actor.loadCart', 'cart.reload']);

    app.postMessage({ type: 'stopped', tab: 'other-tab', sessionId: 'x:1', machineId: 'cart', at: 3 } satisfies LiveMessage);
    await settle();
    expect(store.get().actors[0]!.stopped).toBe(true);
    store.clearStopped();
    expect(store.get().actors).toEqual([]);

    store.setOn(false);
    expect(localStorage.getItem('dapur-kursus:studio-live')).toBeNull();
    app.postMessage(snapshot({ sessionId: 'x:2' }));
    await settle();
    expect(store.get()).toEqual({ on: false, actors: [] });
  });

  it('knows the machine the app has moved to: the one a person just used, or the biggest a new page started', async () => {
    const store = new LiveStore();
    store.setOn(true);
    await settle();
    app.postMessage(snapshot({ sessionId: 'x:1', machineId: 'cart', value: 'loading', event: '{"type":"xstate.init"}', at: 10, page: '/' }));
    app.postMessage(snapshot({ sessionId: 'x:2', machineId: 'session', value: 'ready', event: '{"type":"xstate.init"}', at: 11, page: '/' }));
    await settle();
    const sizes: Record<string, number> = { cart: 17, session: 18, checkout: 21, clock: 2 };
    expect(store.current((id) => sizes[id] ?? 0)?.machineId).toBe('session');
    app.postMessage(snapshot({ sessionId: 'x:1', machineId: 'cart', value: 'ready', event: '{"type":"item.select","id":3}', at: 20, page: '/shopping-cart' }));
    await settle();
    expect(store.current((id) => sizes[id] ?? 0)?.machineId).toBe('cart');
    app.postMessage(snapshot({ sessionId: 'x:5', machineId: 'clock', event: '{"type":"xstate.init"}', at: 30, page: '/shopping-cart/checkout' }));
    app.postMessage(snapshot({ sessionId: 'x:6', machineId: 'checkout', event: '{"type":"xstate.init"}', at: 31, page: '/shopping-cart/checkout' }));
    await settle();
    expect(store.current((id) => sizes[id] ?? 0)?.machineId).toBe('checkout');
    store.setOn(false);
  });
});
