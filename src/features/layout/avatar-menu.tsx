/**
 * The signed-in avatar menu (portal §2 Header): Profil Saya, Admin Panel (admins only), Kursus Saya, History
 * Pembelian, Kode Promo, Wishlist, Berlangganan and Keluar. A menu button (`aria-haspopup="menu"`): Enter,
 * Space or ArrowDown opens it on the first entry, ArrowUp/ArrowDown/Home/End move, Escape closes and returns
 * focus to the button, Tab leaves it closed.
 */
import { useEffect, useRef } from 'react';
import { accountLinks } from './menu-entries';
import { NavLink } from './nav-link';
import { usePopover } from './use-popover';

export interface AvatarMenuProps {
  name: string;
  email: string;
  image: string;
  isAdmin: boolean;
  signingOut: boolean;
  onSignOut: () => void;
}

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

export function AvatarMenu({ name, email, image, isAdmin, signingOut, onSignOut }: AvatarMenuProps) {
  const { open, setOpen, close, root, trigger } = usePopover();
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open]);

  const onMenuKey = (e: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  const links = accountLinks(isAdmin);

  return (
    <div className="avatar-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="avatar-menu-list"
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen(!open);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            focusOnOpen.current = e.key === 'ArrowUp' ? 'last' : 'first';
            setOpen(true);
          }
        }}
      >
        {image ? (
          <img src={image} alt="" className="avatar" width={36} height={36} />
        ) : (
          <span className="avatar avatar--initials" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span className="avatar-button__name">{name}</span>
        <span className="sr-only">, menu akun</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div className="popover avatar-panel">
          <p className="avatar-panel__who">
            <strong>{name}</strong>
            <span className="muted">{email}</span>
          </p>
          <ul id="avatar-menu-list" role="menu" aria-label="Menu akun" ref={menu} onKeyDown={onMenuKey}>
            {links.map((link) => (
              <li role="none" key={link.label}>
                <NavLink target={link} role="menuitem" tabIndex={-1} className="menu-item" onClick={() => close()} />
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item menu-item--danger"
                disabled={signingOut}
                onClick={() => {
                  close(true);
                  onSignOut();
                }}
              >
                Keluar
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
