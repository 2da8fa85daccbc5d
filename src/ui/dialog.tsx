/**
 * An accessible modal dialog: `role="dialog"`, `aria-modal`, labelled by its title, focus moves in on open and
 * is trapped (Tab/Shift+Tab cycle inside), Escape and a backdrop click close it unless `dismissible` is false
 * (commerce §8: some alerts "cannot be dismissed by clicking outside"), and focus returns to the opener.
 *
 * Rendered into `document.body` (a portal) in the browser. A dialog open in a page the server renders (the checkout's
 * method picker, decision 104) is drawn in place there — the server has no `document.body` — and hydrates in place;
 * once the page has hydrated it moves to the body, where focus moves in. It is fixed over the page either way.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from './after-hydration';

export interface DialogProps {
  open: boolean;
  /** Heading text; also the accessible name. */
  title: ReactNode;
  /** Called on Escape, backdrop click or the close button (only when `dismissible`). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** false: Escape, backdrop and the × button do nothing (the footer must offer a way out). Default true. */
  dismissible?: boolean;
  /** 'alertdialog' for confirmations and alerts. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  /** 'center' (default) or 'left' (a side drawer, e.g. the mobile menu). */
  placement?: 'center' | 'left';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog(props: DialogProps) {
  // A closed dialog renders nothing and holds no state: its hooks live in the open one (closing it unmounts that,
  // which gives focus back to the opener).
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, children, footer, dismissible = true, role = 'dialog', size = 'md', placement = 'center' }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [hydrated]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === panel.current)) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  const dialog = (
    <div
      className={`dialog-backdrop dialog-backdrop--${placement}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onCloseRef.current();
      }}
    >
      <div
        ref={panel}
        className={`dialog dialog--${size} dialog--${placement}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="dialog__close" aria-label="Tutup" onClick={() => onCloseRef.current()}>
              ×
            </button>
          ) : null}
        </header>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </div>
  );
  return hydrated ? createPortal(dialog, document.body) : dialog;
}
