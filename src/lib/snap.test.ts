// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSnap, pay, resetSnapForTests, type SnapApi } from './snap';

const opts = { url: 'https://pay.example/snap.js', clientKey: 'client-key-123' };

function installFakeSnap(behaviour: (cb: Parameters<SnapApi['pay']>[1]) => void) {
  const payFn = vi.fn((_token: string, cb: Parameters<SnapApi['pay']>[1]) => behaviour(cb));
  const script = document.querySelector('script[data-snap-loader]');
  window.snap = { pay: payFn };
  script?.dispatchEvent(new Event('load'));
  return payFn;
}

afterEach(() => resetSnapForTests());

describe('loadSnap', () => {
  it('injects the script once with the client key', async () => {
    const first = loadSnap(opts);
    const second = loadSnap(opts);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe(opts.url);
    expect(scripts[0]!.getAttribute('data-client-key')).toBe(opts.clientKey);
    installFakeSnap(() => {});
    await expect(first).resolves.toBe(window.snap);
    await expect(second).resolves.toBe(window.snap);
    await loadSnap(opts);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects when the script fails and allows a retry', async () => {
    const p = loadSnap(opts);
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(p).rejects.toThrow('Gagal memuat pembayaran');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    void loadSnap(opts);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('pay', () => {
  it.each([
    ['onSuccess', 'success'],
    ['onPending', 'pending'],
    ['onError', 'error'],
  ] as const)('maps %s to %s with its payload', async (callback, result) => {
    const p = pay('tok-1', opts);
    const payFn = installFakeSnap((cb) => cb[callback]?.({ order_id: 'INV-1' }));
    await expect(p).resolves.toEqual({ result, payload: { order_id: 'INV-1' } });
    expect(payFn).toHaveBeenCalledWith('tok-1', expect.any(Object));
  });

  it('maps onClose to close and keeps the first result only', async () => {
    const p = pay('tok-2', opts);
    installFakeSnap((cb) => {
      cb.onClose?.();
      cb.onSuccess?.({});
    });
    await expect(p).resolves.toEqual({ result: 'close', payload: undefined });
  });
});
