// @vitest-environment jsdom
/**
 * The browser side of the payment stand-in: /snap/snap.js run in a DOM, driven like the SPA drives the real
 * provider's script (window.snap.pay with callbacks), with the popup page's messages simulated.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNAP_JS } from './snap';

type Snap = { pay(token: string, options: Record<string, (payload?: unknown) => void>): void; clientKey: string | null };
const snap = () => (window as unknown as { snap: Snap }).snap;

function load(clientKey: string | null) {
  const tag = document.createElement('script');
  tag.setAttribute('src', 'http://pay.localhost:5173/snap/snap.js');
  if (clientKey !== null) tag.setAttribute('data-client-key', clientKey);
  document.head.appendChild(tag);
  new Function(SNAP_JS)();
}

const overlay = () => document.querySelector<HTMLElement>('[data-snap-standin]');
const frame = () => overlay()?.querySelector('iframe') ?? null;
function fromPopup(data: unknown, source: Window | null = frame()!.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, source }));
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (window as unknown as { snap?: Snap }).snap;
  vi.restoreAllMocks();
});

describe('snap.js stand-in', () => {
  it('reads the client key and warns when it is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    load('SB-Mid-client-abc');
    expect(snap().clientKey).toBe('SB-Mid-client-abc');
    expect(warn).not.toHaveBeenCalled();
    delete (window as unknown as { snap?: Snap }).snap;
    document.head.innerHTML = '';
    load(null);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('data-client-key'));
  });

  it.each([
    ['success', 'onSuccess'],
    ['pending', 'onPending'],
    ['error', 'onError'],
  ])('opens an overlay on the pay page and answers %s through %s', (result, callback) => {
    load('key');
    const callbacks = { onSuccess: vi.fn(), onPending: vi.fn(), onError: vi.fn(), onClose: vi.fn() };
    snap().pay('abc123', callbacks);
    expect(overlay()).not.toBeNull();
    expect(frame()!.getAttribute('src')).toBe('http://pay.localhost:5173/snap/pay/abc123');

    fromPopup({ source: 'someone-else', result });
    fromPopup({ source: 'snap-standin', result }, window);
    expect(overlay()).not.toBeNull();

    const payload = { status_code: '200', order_id: 'INV-1' };
    fromPopup({ source: 'snap-standin', result, payload });
    expect(overlay()).toBeNull();
    const called = callbacks[callback as keyof typeof callbacks];
    expect(called).toHaveBeenCalledWith(payload);
    for (const [name, fn] of Object.entries(callbacks)) if (name !== callback) expect(fn).not.toHaveBeenCalled();
  });

  it('closes on Escape and on a close message, calling onClose once', () => {
    load('key');
    const onClose = vi.fn();
    snap().pay('t1', { onClose });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(overlay()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);

    snap().pay('t2', { onClose });
    fromPopup({ source: 'snap-standin', result: 'close' });
    expect(overlay()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
