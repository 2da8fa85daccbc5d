/**
 * Wishlist writes (portal spec wishlist screen; commerce spec §3 "Wishlist entry written from cart",
 * §7 "Wishlist", §8 "Wishlist").
 *
 * POST lms/component/wishlist/store: `{ type, product_id, user_id }` plus, for store products, the price list
 * (`pricelist_tier`, `pricelist_type`) and `warehouse_id`. 403 'Item sudah ada di wishlist' when already there
 * (the cart's move-to-wishlist still deletes the cart line then). Success text: 'Item ditambahkan ke dalam wishlist'.
 * DELETE lms/component/wishlist/delete/{id}.
 */
import * as v from 'valibot';
import { call } from './client';
import { PositiveInt, PriceTier, PriceType } from './envelope';

/** Wishlist entry type: `course` for courses, `ecom` for store products (commerce §3). */
export const WishlistType = v.picklist(['course', 'ecom']);
export type WishlistType = v.InferOutput<typeof WishlistType>;

export const WishlistStoreInput = v.variant('type', [
  v.object({ type: v.literal('course'), product_id: PositiveInt, user_id: PositiveInt }),
  v.object({
    type: v.literal('ecom'),
    product_id: PositiveInt,
    user_id: PositiveInt,
    pricelist_tier: PriceTier,
    pricelist_type: PriceType,
    warehouse_id: PositiveInt,
  }),
]);
export type WishlistStoreInput = v.InferInput<typeof WishlistStoreInput>;

/** Code answered when the item is already in the wishlist (commerce §8). */
export const WISHLIST_DUPLICATE_CODE = 403;

/** Add an item to the member's wishlist. @throws ApiError (403 when already there). */
export const storeWishlist = (input: WishlistStoreInput) => call('post', 'lms/component/wishlist/store', v.unknown(), { json: input });

/** Remove a wishlist entry by its id. */
export const deleteWishlist = (id: number) => call('delete', `lms/component/wishlist/delete/${id}`, v.unknown());
