/**
 * The mobile side menu (portal §2 Header "Mobile has side menus with the same entries plus Home, Kursus, Media,
 * Pastry, Bakery, Wirausaha, E-Books, a Kursus Prakerja link and a community link"). A left drawer built on the
 * accessible Dialog (focus trap, Escape closes).
 */
import { signInUrl } from '../../config/config';
import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { accountLinks, mobileLinks } from './menu-entries';
import { NavLink } from './nav-link';

export interface MobileMenuProps {
  signedIn: boolean;
  name: string;
  isAdmin: boolean;
  signingOut: boolean;
  onSignOut: () => void;
  signInHref: string;
  registerHref: string;
}

export function MobileMenu({ signedIn, name, isAdmin, signingOut, onSignOut, signInHref, registerHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="icon-button menu-toggle" aria-label="Buka menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Dialog open={open} onClose={close} title="Menu" placement="left" size="sm">
        {signedIn ? (
          <>
            <p className="side-menu__who">Halo, {name}</p>
            <nav aria-label="Menu akun">
              <ul className="side-menu__list">
                {accountLinks(isAdmin).map((link) => (
                  <li key={link.label}>
                    <NavLink target={link} className="side-menu__link" onClick={close} />
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="side-menu__link side-menu__link--danger"
                    disabled={signingOut}
                    onClick={() => {
                      close();
                      onSignOut();
                    }}
                  >
                    Keluar
                  </button>
                </li>
              </ul>
            </nav>
            <hr className="side-menu__rule" />
          </>
        ) : (
          <div className="side-menu__auth">
            <a href={registerHref} className="btn btn--outline">
              Daftar
            </a>
            <a href={signInHref} className="btn btn--primary">
              Masuk
            </a>
          </div>
        )}
        <nav aria-label="Menu utama">
          <ul className="side-menu__list">
            {mobileLinks(signedIn ? null : signInUrl).map((link) => (
              <li key={link.label}>
                <NavLink target={link} className="side-menu__link" onClick={close} />
              </li>
            ))}
          </ul>
        </nav>
      </Dialog>
    </>
  );
}
