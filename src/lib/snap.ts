/**
 * The payment popup (commerce spec §2 "Checkout", §4 "Payment popup result", §7 "Payment popup and messaging").
 *
 * The provider's client-key script (Snap-compatible: `window.snap.pay(token, callbacks)`) is injected once,
 * on demand, from `config.snapScriptUrl` with `data-client-key = config.snapClientKey`. Only the checkout page
 * (and other payment pages) call {@link loadSnap}, so the rest of the SPA never downloads it.
 */
import { config } from '../config/config';

/** What the popup reported. `close` = the member closed it without paying (commerce §4: "closed: nothing"). */
export type SnapResultKind = 'success' | 'pending' | 'error' | 'close';
export interface SnapResult {
  result: SnapResultKind;
  /** The provider's callback argument (transaction status object, or undefined for `close`). */
  payload: unknown;
}

/** The subset of the provider's global used here. */
export interface SnapApi {
  pay(
    token: string,
    callbacks: {
      onSuccess?: (payload: unknown) => void;
      onPending?: (payload: unknown) => void;
      onError?: (payload: unknown) => void;
      onClose?: () => void;
    },
  ): void;
}

declare global {
  interface Window {
    snap?: SnapApi;
  }
}

export interface SnapOptions {
  /** Script URL; defaults to `config.snapScriptUrl`. */
  url?: string;
  /** Public client key; defaults to `config.snapClientKey`. */
  clientKey?: string;
}

const SCRIPT_ATTR = 'data-snap-loader';
let loading: Promise<SnapApi> | null = null;

/**
 * Inject the provider script once and resolve with `window.snap`.
 * Repeated calls share one script element and one promise. A failed load rejects and allows a retry.
 * @throws Error 'Gagal memuat pembayaran' when the script cannot load or does not define `window.snap`.
 */
export function loadSnap(options: SnapOptions = {}): Promise<SnapApi> {
  if (window.snap) return Promise.resolve(window.snap);
  if (loading) return loading;
  const url = options.url ?? config.snapScriptUrl;
  const clientKey = options.clientKey ?? config.snapClientKey;
  loading = new Promise<SnapApi>((resolve, reject) => {
    let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_ATTR}]`);
    if (!script) {
      script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.setAttribute('data-client-key', clientKey);
      script.setAttribute(SCRIPT_ATTR, '');
      document.head.appendChild(script);
    }
    script.addEventListener('load', () => {
      if (window.snap) resolve(window.snap);
      else fail();
    });
    script.addEventListener('error', fail);
    function fail() {
      script?.remove();
      loading = null;
      reject(new Error('Gagal memuat pembayaran'));
    }
  });
  return loading;
}

/**
 * Open the payment popup for `token` and resolve once with what it reported:
 * onSuccess → `success`, onPending → `pending`, onError → `error`, onClose → `close`.
 * Only the first callback counts (a provider may call onClose after onSuccess).
 */
export async function pay(token: string, options: SnapOptions = {}): Promise<SnapResult> {
  const snap = await loadSnap(options);
  return new Promise<SnapResult>((resolve) => {
    let settled = false;
    const settle = (result: SnapResultKind, payload: unknown) => {
      if (settled) return;
      settled = true;
      resolve({ result, payload });
    };
    snap.pay(token, {
      onSuccess: (payload) => settle('success', payload),
      onPending: (payload) => settle('pending', payload),
      onError: (payload) => settle('error', payload),
      onClose: () => settle('close', undefined),
    });
  });
}

/** Tests only: forget the cached loader. */
export function resetSnapForTests(): void {
  loading = null;
  document.querySelectorAll(`script[${SCRIPT_ATTR}]`).forEach((s) => s.remove());
  delete window.snap;
}

/**
 * The provider's message in an `error` result's payload (`status_message`, or the first of `error_messages`), or
 * `fallback`. (The checkout and subscription actors carry their own copies from before this helper.)
 */
export function snapErrorMessage(payload: unknown, fallback = 'Pembayaran gagal'): string {
  if (payload && typeof payload === 'object') {
    const p = payload as { status_message?: unknown; error_messages?: unknown };
    if (typeof p.status_message === 'string' && p.status_message) return p.status_message;
    if (Array.isArray(p.error_messages) && typeof p.error_messages[0] === 'string') return p.error_messages[0];
  }
  return fallback;
}
