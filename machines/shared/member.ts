/**
 * The signed-in member as every flow needs them (commerce §3 "Checkout user": id, price type and tier, contact for
 * `user_info`; commerce §7 "Order add"). One type and one mapper for the whole app: the session's user goes through
 * {@link memberOf} once (src/session/selectors.ts `selectMember`, the member layout route) and machines receive it.
 */
import type { PriceType } from '../../src/api/envelope';
import type { User } from '../../src/api/user';

export interface Member {
  id: number;
  /** Price list type (b2c, b2b). */
  type: PriceType;
  /** Price list tier, 1..3 (3 for anything else). */
  tier: number;
  /** First and last name, trimmed. */
  name: string;
  email: string;
  phone: string;
}

/** The member of a signed-in user. */
export function memberOf(user: User): Member {
  return {
    id: user.id,
    type: user.type,
    tier: user.tier,
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email,
    phone: user.no_telp,
  };
}

/** Two members with the same identity, price list and contact (for `useSelector` equality). */
export const sameMember = (a: Member | null, b: Member | null): boolean =>
  a === b ||
  (!!a && !!b && a.id === b.id && a.type === b.type && a.tier === b.tier && a.name === b.name && a.email === b.email && a.phone === b.phone);

/** The price tier as the gateway takes it (1, 2 or 3; anything else reads as 3). */
export const priceTierOf = (tier: number): 1 | 2 | 3 => (tier === 1 || tier === 2 ? tier : 3);
