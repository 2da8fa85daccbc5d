// @vitest-environment jsdom
/**
 * The one place the app creates actors reports them to the studio's live view: a page actor (`useFlowActor`) and a
 * long-lived one (`createFlowActor`) post their snapshots on the studio's channel once Live is on — the checkout
 * with every child machine it invokes (address book, delivery, products, promo), which need no wiring of their own.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.machine';
import { errorPageMachine } from '../../machines/error-page.machine';
import { baseCheckout } from '../../machines/testing/specs/checkout';
import { member } from '../../machines/testing/fixtures';
import type { LiveMessage } from '../lib/live-inspect';

type Snapshot = Extract<LiveMessage, { type: 'snapshot' }>;

async function load() {
  // live-inspect reads the Live flag when it loads: a fresh module per test.
  vi.resetModules();
  const [flows, live] = await Promise.all([import('./flow-actor'), import('../lib/live-inspect')]);
  return { ...flows, tab: live.LIVE_TAB };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('flow actors report to the studio', () => {
  let messages: LiveMessage[];
  let channel: BroadcastChannel;
  beforeEach(() => {
    localStorage.clear();
    messages = [];
    channel = new BroadcastChannel('dapur-kursus-studio');
    channel.onmessage = (e: MessageEvent<LiveMessage>) => messages.push(e.data);
  });
  afterEach(() => channel.close());

  const snapshotsOf = (tab: string) => messages.filter((m): m is Snapshot => m.type === 'snapshot' && m.tab === tab);

  it('createFlowActor: the checkout and each of its child machines, with their parent', async () => {
    localStorage.setItem('dapur-kursus:studio-live', '1');
    const { createFlowActor, tab } = await load();
    const checkout = createFlowActor(checkoutMachine, { input: { user: member, checkout: baseCheckout } }).start();
    await settle();
    const snaps = snapshotsOf(tab);
    const ids = [...new Set(snaps.map((m) => m.machineId))].sort();
    // orderPromotion: the progress child's own child ('Update promotion', decision 084).
    expect(ids).toEqual(['addressBook', 'cartSync', 'checkout', 'delivery', 'orderPromotion', 'price', 'products', 'progress', 'promo']);
    for (const child of ['addressBook', 'cartSync', 'delivery', 'price', 'products', 'progress', 'promo']) {
      expect(snaps.find((m) => m.machineId === child)!.parentSessionId).toBe(checkout.sessionId);
    }
    checkout.stop();
  });

  it('useFlowActor: a page actor reports while Live is on, and nothing while it is off', async () => {
    const off = await load();
    const quiet = renderHook(() => off.useFlowActor(errorPageMachine));
    await settle();
    expect(snapshotsOf(off.tab)).toEqual([]);
    quiet.unmount();

    localStorage.setItem('dapur-kursus:studio-live', '1');
    const on = await load();
    const page = renderHook(() => on.useFlowActor(errorPageMachine));
    await settle();
    expect(snapshotsOf(on.tab).map((m) => [m.machineId, m.value])).toEqual([['errorPage', 'showing']]);
    page.unmount();
  });
});
