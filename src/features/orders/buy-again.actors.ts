/**
 * The real actor of machines/buy-again.machine.ts: 'Beli Lagi' adds the order's lines to the member's cart with
 * their price list and warehouse (commerce §7 "Cart add", `update_cart: true`), then `onAdded` (the app reloads
 * the header cart).
 */
import { fromPromise } from 'xstate';
import { priceTierOf, type Member } from '../../../machines/shared/member';
import { addToCart, type CartLine } from '../../api/cart';

export interface BuyAgainDeps {
  member: Member;
  warehouseId: number | null;
  /** The lines are in the cart (reload the app's cart actor). */
  onAdded: () => void;
}

export function createBuyAgainActors(deps: BuyAgainDeps) {
  return {
    addItems: fromPromise<void, { lines: CartLine[] }>(async ({ input }) => {
      await addToCart({
        user_id: deps.member.id,
        carts: input.lines,
        warehouse_id: deps.warehouseId,
        price_type: deps.member.type,
        price_tier: priceTierOf(deps.member.tier),
        update_cart: true,
      });
      deps.onAdded();
    }),
  };
}
