/**
 * Toasts: short notices that hide after 3000 ms (portal §9 "Notification timeout", §2 Footer "an 'item added to
 * cart' toast with a 'Lihat' link").
 *
 * - {@link Toast} is one notice; give `link` for the 'Lihat' variant (a router link, e.g. to /shopping-cart).
 * - {@link Toaster} renders the app-wide queue fed by {@link showToast}; mount it once (the root layout does).
 */
import { AppLink } from './app-link';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Notices hide after 3000 ms (portal §9). */
export const TOAST_MS = 3000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastLink {
  /** Link text, 'Lihat' by default. */
  label?: string;
  /** An in-app path such as '/shopping-cart'. */
  to: string;
}

export interface ToastProps {
  message: string;
  tone?: ToastTone;
  /** The 'Lihat' link variant. */
  link?: ToastLink;
  /** Called when the notice hides itself (after `autoHideMs`) or the close button is pressed. */
  onClose: () => void;
  /** Milliseconds before hiding; default {@link TOAST_MS}; `null` keeps it until closed. */
  autoHideMs?: number | null;
}

/** One notice. Errors are announced assertively (`role="alert"`), others politely (`role="status"`). */
export function Toast({ message, tone = 'info', link, onClose, autoHideMs = TOAST_MS }: ToastProps) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (autoHideMs === null) return;
    const timer = setTimeout(() => close.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, message]);

  return (
    <div className={`toast toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      <span className="toast__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
      </span>
      <p className="toast__message">{message}</p>
      {link ? (
        <AppLink to={link.to} className="toast__link" onClick={() => close.current()}>
          {link.label ?? 'Lihat'}
        </AppLink>
      ) : null}
      <button type="button" className="toast__close" aria-label="Tutup notifikasi" onClick={() => close.current()}>
        ×
      </button>
    </div>
  );
}

interface QueuedToast {
  id: number;
  message: string;
  tone: ToastTone;
  link?: ToastLink;
}

let queue: QueuedToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Show an app-wide toast; returns its id. */
export function showToast(toast: { message: string; tone?: ToastTone; link?: ToastLink }): number {
  const id = nextId++;
  // Keep at most three on screen: the oldest makes room.
  queue = [...queue.slice(-2), { id, message: toast.message, tone: toast.tone ?? 'info', link: toast.link }];
  emit();
  return id;
}

/** Hide a toast early. */
export function dismissToast(id: number): void {
  queue = queue.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getSnapshot = () => queue;

/** The app-wide toast region. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <Toast key={t.id} message={t.message} tone={t.tone} link={t.link} onClose={() => dismissToast(t.id)} />
      ))}
    </div>
  );
}
