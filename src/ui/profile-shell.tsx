/**
 * The 'My Profile' shell every account page wraps itself in (portal spec §2 "Account area": "Account pages share a
 * 'My Profile' shell with tabs Biodata Diri (AccountMenu), Alamat Pengiriman (Address) and Undang Teman
 * (InviteFriend)"). Presentational, so any page can use it (routes and features alike; re-exported as
 * src/features/account/profile-shell.tsx):
 *
 * ```tsx
 * import { ProfileShell } from '../ui/profile-shell';
 * <ProfileShell tab="invite">{page}</ProfileShell>            // the Undang Teman tab is current
 * <ProfileShell tab={null} title="Wishlist">{page}</ProfileShell>   // a page of the area outside the three tabs
 * ```
 *
 * The tabs are links (a `nav` 'Menu profil' with `aria-current="page"` on the current one): Biodata Diri →
 * /my-account, Alamat Pengiriman → /address, Undang Teman → /invite-friends. The page's own heading comes from the
 * page; the shell's heading is 'My Profile' (or `title`).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './profile-shell.css';

/** The three tabs: profile (AccountMenu and its editors), address (the address book), invite (InviteFriend). */
export type ProfileTab = 'profile' | 'address' | 'invite';

/** Tab labels and paths (portal §2). */
export const PROFILE_TABS: ReadonlyArray<{ tab: ProfileTab; label: string; to: string }> = [
  { tab: 'profile', label: 'Biodata Diri', to: '/my-account' },
  { tab: 'address', label: 'Alamat Pengiriman', to: '/address' },
  { tab: 'invite', label: 'Undang Teman', to: '/invite-friends' },
];

export interface ProfileShellProps {
  /** The tab this page belongs to; null for an account page outside the tabs (referral, wishlist). */
  tab: ProfileTab | null;
  /** The shell heading; default 'My Profile'. */
  title?: string;
  children: ReactNode;
}

export function ProfileShell({ tab, title = 'My Profile', children }: ProfileShellProps) {
  return (
    <section className="page container profile-shell" aria-labelledby="profile-shell-title">
      <h1 id="profile-shell-title" className="page-title">
        {title}
      </h1>
      <nav aria-label="Menu profil">
        <ul className="tabs profile-shell__tabs">
          {PROFILE_TABS.map((t) => (
            <li key={t.tab}>
              {/* Undang Teman's page is built by another engineer: its path is typed loosely until it exists. */}
              <Link to={t.to as '/'} className={`tab ${t.tab === tab ? 'is-active' : ''}`} aria-current={t.tab === tab ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile-shell__body">{children}</div>
    </section>
  );
}
