/**
 * Selectors over the session actor's snapshot, for `useSelector(context.session, selectX)`.
 * Pages read who the member is, their price list and their warehouse/zone only through these.
 */
import type { SnapshotFrom } from 'xstate';
import { isAdminUser, isAssessorUser, type sessionMachine } from '../../machines/session.machine';
import { memberOf, sameMember, type Member } from '../../machines/shared/member';
import type { PriceType } from '../api/envelope';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Still reading cookies / choosing the default warehouse. */
export const selectIsResolving = (s: SessionSnapshot) => s.hasTag('resolving');
/** Token and user are both stored (portal §2 "Guards"). */
export const selectIsSignedIn = (s: SessionSnapshot) => !!s.context.token && !!s.context.user;
/** The signed-in user, or null for a guest. */
export const selectUser = (s: SessionSnapshot) => s.context.user;
/** The bearer token, or null. */
export const selectToken = (s: SessionSnapshot) => s.context.token;
/** Holds role id 1 (portal §6). */
export const selectIsAdmin = (s: SessionSnapshot) => isAdminUser(s.context.user);
/** Holds an assessor role (53 or 54): 'Kursus Saya' lists the assessor's courses (commerce §4, §6). */
export const selectIsAssessor = (s: SessionSnapshot) => isAssessorUser(s.context.user);
/** The current warehouse (the stored one, else the `warehouse_default` one), or null. */
export const selectWarehouse = (s: SessionSnapshot) => s.context.warehouse;
/** The current zone `{ id, name, slug }`, or null. */
export const selectZone = (s: SessionSnapshot) => s.context.zone;
/** Zone or warehouse could not be determined: Home and guarded pages go to /500. */
export const selectLocationFailed = (s: SessionSnapshot) => s.matches('failed');
/** 'Logout Failed!' / 'Failed get updated user!' for an alert, or null (a `failed` location is not an alert: pages go to /500). */
export const selectSessionError = (s: SessionSnapshot) => (s.matches('failed') ? null : s.context.error);
/** Signing out or resolving. */
export const selectIsSessionBusy = (s: SessionSnapshot) => s.hasTag('busy');

/** The price list: the user's type/tier, or b2c tier 3 for guests (portal §1, §6). */
export interface PriceList {
  type: PriceType;
  tier: number;
}
export const DEFAULT_PRICE_LIST: PriceList = { type: 'b2c', tier: 3 };

/**
 * Price list of the session. Returns the same object for a guest so `useSelector` does not re-render;
 * for members compare with {@link samePriceList}.
 */
export const selectPriceList = (s: SessionSnapshot): PriceList =>
  s.context.user ? { type: s.context.user.type, tier: s.context.user.tier } : DEFAULT_PRICE_LIST;
export const samePriceList = (a: PriceList, b: PriceList) => a.type === b.type && a.tier === b.tier;

/** The signed-in member (token and user stored), or null for a guest; compare with {@link sameMember}. */
export const selectMember = (s: SessionSnapshot): Member | null => {
  const { user, token } = s.context;
  return user && token ? memberOf(user) : null;
};
export { sameMember, type Member };

/** The member's display name. */
export const displayName = (user: { firstname: string; lastname: string } | null) =>
  user ? `${user.firstname} ${user.lastname}`.trim() : '';
