/**
 * PLACEHOLDER of the 'My Profile' shell (portal §2 "Account area": tabs Biodata Diri → AccountMenu /my-account,
 * Alamat Pengiriman → Address /address, Undang Teman → InviteFriend /invite-friends), built by another engineer
 * of issue 9 in parallel. Same tiny API as the real shell: the active `tab` and the page as `children`.
 *
 * When merging: in src/routes/_member.invite-friends.tsx replace the one import line of this file with the real
 * shell's, then delete this file and its .css.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './profile-shell-placeholder.css';

export type ProfileTab = 'profile' | 'address' | 'invite';

const TABS: ReadonlyArray<{ tab: ProfileTab; label: string; to: string }> = [
  { tab: 'profile', label: 'Biodata Diri', to: '/my-account' },
  { tab: 'address', label: 'Alamat Pengiriman', to: '/address' },
  { tab: 'invite', label: 'Undang Teman', to: '/invite-friends' },
];

export interface ProfileShellProps {
  /** The tab this page belongs to. */
  tab: ProfileTab;
  children: ReactNode;
}

export function ProfileShell({ tab, children }: ProfileShellProps) {
  return (
    <section className="page container" aria-labelledby="profile-shell-title">
      <h1 id="profile-shell-title" className="page-title">
        My Profile
      </h1>
      <nav aria-label="Menu profil">
        <ul className="tabs profile-shell__tabs">
          {TABS.map((t) => (
            <li key={t.tab}>
              {/* Paths of pages another engineer builds: typed loosely until they exist. */}
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
