/**
 * The real actors of machines/wishlist-move.machine.ts (commerce §7 "Wishlist": POST lms/component/wishlist/store;
 * "Cart delete": DELETE lms/finance/cart/delete). A 403 from the wishlist rejects with code 403, which the machine
 * reads as 'Item sudah ada di wishlist'.
 *
 * @param member the member and warehouse at the time of the call (products carry the price list and warehouse).
 */
import { fromPromise } from 'xstate';
import { priceTierOf, type Member } from '../../../machines/shared/member';
import type { RemoveFromCartInput, WishlistMoveInput } from '../../../machines/wishlist-move.machine';
import { lazy } from '../lazy';

export function createWishlistMoveActors(member: () => { user: Member; warehouseId: number | null }) {
  return {
    addToWishlist: fromPromise<void, WishlistMoveInput>(async ({ input }) => {
      const { user, warehouseId } = member();
      const { storeWishlist } = await lazy(() => import('../../api/wishlist'));
      if (input.itemType === 'lms') {
        await storeWishlist({ type: 'course', product_id: input.item.item_id, user_id: user.id });
        return;
      }
      await storeWishlist({
        type: 'ecom',
        product_id: input.item.item_id,
        user_id: user.id,
        pricelist_tier: priceTierOf(user.tier),
        pricelist_type: user.type,
        warehouse_id: input.item.warehouse_id ?? warehouseId ?? 0,
      });
    }),
    removeFromCart: fromPromise<void, RemoveFromCartInput>(async ({ input }) => {
      const { user } = member();
      const { deleteCartItems } = await lazy(() => import('../../api/cart'));
      await deleteCartItems({ user_id: user.id, cart_id: input.cartIds });
    }),
  };
}
