/**
 * Route guards (portal §2 "Route table", "Guards", §6; commerce §2 Cart, §6). Use them in `beforeLoad`:
 *
 * ```ts
 * beforeLoad: ({ context, location }) => requireMember(context, location, { adminRedirect: true }),
 * ```
 *
 * Both wait until the session is resolved (cookies read, warehouse chosen) before deciding.
 * (Files starting with '-' are ignored by the route generator.)
 */
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { config, pageOrigin, signInUrl } from '../config/config';
import { selectIsAdmin, selectIsSignedIn, type SessionSnapshot } from '../session/selectors';
import type { RouterContext } from './__root';

/** Wait until the session has left `resolving`; returns the settled snapshot. */
export function settledSession(context: Pick<RouterContext, 'session'>): Promise<SessionSnapshot> {
  return waitFor(context.session, (s) => !s.hasTag('resolving'));
}

/** A full-page redirect to another site (or a same-origin path the SPA does not own, such as /sso). */
export function externalRedirect(href: string) {
  return redirect({ href, reloadDocument: true, replace: true });
}

/** The absolute URL of a router location, for `?redirect=`. */
export const absoluteUrl = (location: { href: string }) => new URL(location.href, pageOrigin()).toString();

export interface RequireMemberOptions {
  /** Send admins (role id 1) to the back office (routes that carry that check, portal §2 Guards). */
  adminRedirect?: boolean;
  /** A guest goes to the sign-in site (returning here) instead of Home (commerce §2 Cart, §6). */
  signIn?: boolean;
}

/**
 * Login required (portal §2 Route table): without token AND user → Home ('/'), or the sign-in site with
 * `{ signIn: true }`; admins → `config.backofficeUrl` with `{ adminRedirect: true }`; zone or warehouse not
 * determined → '/500'. Resolves with the settled session snapshot.
 */
export async function requireMember(
  context: Pick<RouterContext, 'session'>,
  location: { href: string },
  opts: RequireMemberOptions = {},
): Promise<SessionSnapshot> {
  const s = await settledSession(context);
  if (!selectIsSignedIn(s)) {
    if (opts.signIn) throw externalRedirect(signInUrl(absoluteUrl(location)));
    throw redirect({ to: '/', replace: true });
  }
  if (opts.adminRedirect && selectIsAdmin(s)) throw externalRedirect(config.backofficeUrl);
  if (s.matches('failed') || !s.context.zone || !s.context.warehouse) throw redirect({ to: '/500', replace: true });
  return s;
}

/** Home and the catalogue need a zone and a warehouse (portal §2 Guards); otherwise '/500'. */
export async function requireZone(context: Pick<RouterContext, 'session'>): Promise<SessionSnapshot> {
  const s = await settledSession(context);
  if (s.matches('failed') || !s.context.zone || !s.context.warehouse) throw redirect({ to: '/500', replace: true });
  return s;
}
