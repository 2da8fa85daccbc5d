// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness({ dismissible = true, onClose = () => {} }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Buka
      </button>
      <Dialog
        open={open}
        title="Kamu Peserta Apa?"
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Tutup dialog
          </button>
        }
      >
        <button type="button">Non Prakerja</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus, traps Tab and closes on Escape, returning focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Buka' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kamu Peserta Apa?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Tutup' });
    expect(document.activeElement).toBe(close);
    // Shift+Tab from the first element wraps to the last.
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tutup dialog' }));
    // Tab from the last wraps to the first.
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape and backdrop clicks when not dismissible', () => {
    const onClose = vi.fn();
    render(<Harness dismissible={false} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buka' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tutup' })).toBeNull();
  });

  it("open in a server-rendered page: drawn in place by the server, then moved to the body with focus once hydrated (decision 104)", async () => {
    const page = (
      <main>
        <Dialog open title="Metode Pengiriman" onClose={() => {}}>
          <button type="button">Reguler</button>
        </Dialog>
      </main>
    );
    // The server has no document body to portal into: the dialog is in the page's own HTML.
    const html = renderToString(page);
    expect(html).toMatch(/<main><div class="dialog-backdrop[^"]*"><div[^>]*role="dialog"[^>]*aria-modal="true"/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    const dialog = screen.getByRole('dialog', { name: 'Metode Pengiriman' });
    expect(dialog.closest('main')).toBeNull();
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});

