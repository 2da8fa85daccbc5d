/**
 * The site header (portal §2 Header): logo, desktop links, the cart with its dropdown (hidden on Checkout),
 * 'Daftar'/'Masuk' for guests or the avatar menu for members, the mobile side menu, and the maintenance banner
 * while it applies. Presentational: the container (site-header.tsx) feeds it from the session and cart actors.
 * The notification bell is hidden (portal §2 Header), so there is none.
 */
import { signInUrl } from '../../config/config';
import { AppLink } from '../../ui/app-link';
import { AvatarMenu } from './avatar-menu';
import { CartDropdown, type HeaderCartItem } from './cart-dropdown';
import { MAINTENANCE_BANNER_TEXT } from './environment';
import { desktopLinks } from './menu-entries';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';

export interface HeaderProps {
  signedIn: boolean;
  /** Display name, e-mail and photo URL of the member (ignored for guests). */
  user: { name: string; email: string; image: string } | null;
  isAdmin: boolean;
  cartItems: HeaderCartItem[];
  cartLoading: boolean;
  /** The header cart's list reached its end: read 10 more (portal §2 Cart dropdown). */
  onCartMore?: () => void;
  /** Hide the cart icon and dropdown (Checkout). */
  hideCart?: boolean;
  signingOut: boolean;
  onSignOut: () => void;
  /** Sign-in site returning to the current page ('Masuk'). */
  signInHref: string;
  /** Sign-in site's register page ('Daftar'). */
  registerHref: string;
  /** Show the maintenance banner (portal §2 Header). */
  showBanner?: boolean;
  /** The app-download notice (portal §2 Header "An app-download notice exists"; small screens only). */
  appNotice?: { href: string; onDismiss: () => void };
}

export function Header(props: HeaderProps) {
  const { signedIn, user, isAdmin, cartItems, cartLoading, onCartMore, hideCart, signingOut, onSignOut, signInHref, registerHref, showBanner, appNotice } = props;
  return (
    <header className="site-header">
      {showBanner ? (
        <div className="maintenance-banner" role="note">
          {MAINTENANCE_BANNER_TEXT}
        </div>
      ) : null}
      {appNotice ? (
        <div className="app-notice" role="note" aria-label="Aplikasi Dapur Kursus">
          <span>Belajar lebih nyaman lewat aplikasi Dapur Kursus.</span>
          <a href={appNotice.href} className="app-notice__link" target="_blank" rel="noopener noreferrer">
            Unduh aplikasi
          </a>
          <button type="button" className="app-notice__close" aria-label="Tutup info aplikasi" onClick={appNotice.onDismiss}>
            ×
          </button>
        </div>
      ) : null}
      <div className="container header-bar">
        <MobileMenu
          signedIn={signedIn}
          name={user?.name ?? ''}
          isAdmin={isAdmin}
          signingOut={signingOut}
          onSignOut={onSignOut}
          signInHref={signInHref}
          registerHref={registerHref}
        />
        <AppLink to="/" className="logo" aria-label="Dapur Kursus, ke beranda">
          <img src="/logo.svg" alt="" width={148} height={36} />
        </AppLink>
        <nav className="desktop-nav" aria-label="Navigasi utama">
          <ul>
            {desktopLinks(signedIn ? null : signInUrl).map((link) => (
              <li key={link.label}>
                <NavLink target={link} className="desktop-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {hideCart ? null : <CartDropdown signedIn={signedIn} items={cartItems} loading={cartLoading} signInHref={signInHref} onLoadMore={onCartMore} />}
          {signedIn && user ? (
            <AvatarMenu name={user.name} email={user.email} image={user.image} isAdmin={isAdmin} signingOut={signingOut} onSignOut={onSignOut} />
          ) : (
            <div className="auth-buttons">
              <a href={registerHref} className="btn btn--outline btn--sm">
                Daftar
              </a>
              <a href={signInHref} className="btn btn--primary btn--sm">
                Masuk
              </a>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
