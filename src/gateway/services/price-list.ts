/**
 * The price list a request is priced with (commerce spec §1 "Prices depend on the member's type and tier.
 * Guests and default use type b2c, tier 3"; portal spec §6 "Type and tier drive price lists").
 *
 * The gateway takes it from the signed-in member, never from the request: the `price_type` / `price_tier` /
 * `pricelist_type` / `pricelist_tier` fields the contract still carries (the spec's payloads name them) are
 * accepted and ignored (docs/decisions/009-money-on-the-gateway.md).
 */
import type { AuthUser } from '../http/context';

/** A price list: type b2c (members, guests) or b2b (business accounts), tier 1..3. */
export interface PriceList {
  type: 'b2c' | 'b2b';
  tier: 1 | 2 | 3;
}

/** Guests and members without a valid tier: b2c, tier 3 (commerce §1). */
export const DEFAULT_PRICE_LIST: PriceList = { type: 'b2c', tier: 3 };

/** The member's own price list; a guest (`undefined`) or a tier outside 1..3 gets {@link DEFAULT_PRICE_LIST}'s part. */
export function priceListOf(user: Pick<AuthUser, 'type' | 'tier'> | undefined): PriceList {
  if (!user) return DEFAULT_PRICE_LIST;
  const tier = user.tier === 1 || user.tier === 2 || user.tier === 3 ? user.tier : DEFAULT_PRICE_LIST.tier;
  return { type: user.type === 'b2b' ? 'b2b' : 'b2c', tier };
}
