/**
 * A link that is either an in-app route ({@link AppLink}: the router's `Link`, client-side) or another site (plain
 * anchor, full page).
 * In-app paths of routes that other features own are typed loosely on purpose: the shell must not fail to
 * compile while a page is still being written; an unknown path ends on /404 at run time.
 */
import { AppLink } from '../../ui/app-link';
import type { ReactNode, MouseEventHandler } from 'react';

export interface NavTarget {
  label: string;
  /** In-app path ('/orders') or a URL of another site. */
  href: string;
  /** true for sister sites (learning site, store, sign-in, media, community, back office). */
  external?: boolean;
}

export interface NavLinkProps {
  target: NavTarget;
  className?: string;
  role?: string;
  tabIndex?: number;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children?: ReactNode;
}

export function NavLink({ target, className, role, tabIndex, onClick, children }: NavLinkProps) {
  const content = children ?? target.label;
  if (target.external) {
    return (
      <a href={target.href} className={className} role={role} tabIndex={tabIndex} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <AppLink
      to={target.href}
      className={className}
      role={role}
      tabIndex={tabIndex}
      onClick={onClick}
      activeProps={{ 'aria-current': 'page', className: `${className ?? ''} is-active` }}
      activeOptions={{ exact: target.href === '/' }}
    >
      {content}
    </AppLink>
  );
}
