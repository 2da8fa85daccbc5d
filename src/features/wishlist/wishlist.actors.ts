/**
 * The real actors of machines/wishlist.machine.ts (portal §7 "Wishlist", "Cart from the wishlist"):
 * - `loadList`: GET lms/component/wishlist/lms (tab `course`) or /ecom (tab `store`), 5 per page, for the member;
 * - `deleteItem`: DELETE lms/component/wishlist/delete/{id} with `{ user_id }`;
 * - `addToCart`: the add-to-cart child (machines/add-to-cart.machine.ts) whose `addItem` sends the wishlist's
 *   payload `{ user_id, carts: [{ type: 'lms', item_id, quantity: 1 }], update_cart: true }`.
 */
import { fromPromise } from 'xstate';
import { addToCartMachine, type AddItemInput } from '../../../machines/add-to-cart.machine';
import type { WishlistDeleteInput, WishlistLoadInput, WishlistRow } from '../../../machines/wishlist.machine';
import type { Paged } from '../../api/envelope';
import { addWishlistCourseToCart, deleteWishlist, getCourseWishlist, getStoreWishlist, WISHLIST_PAGE_SIZE } from '../../api/wishlist';

/** One page of the tab for the member. */
export async function loadWishlist({ tab, q, page, userId }: WishlistLoadInput): Promise<Paged<WishlistRow>> {
  const query = { limit: WISHLIST_PAGE_SIZE, q, page, user_id: userId };
  return tab === 'store' ? getStoreWishlist(query) : getCourseWishlist(query);
}

export const createWishlistActors = () => ({
  loadList: fromPromise<Paged<WishlistRow>, WishlistLoadInput>(({ input }) => loadWishlist(input)),
  deleteItem: fromPromise<unknown, WishlistDeleteInput>(({ input }) => deleteWishlist(input.id, input.userId)),
  addToCart: addToCartMachine.provide({
    actors: { addItem: fromPromise<unknown, AddItemInput>(({ input }) => addWishlistCourseToCart(input.member.id, input.item.id)) },
  }),
});
