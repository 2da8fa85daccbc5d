/**
 * The real `addItem` actor of machines/add-to-cart.machine.ts: POST cart add with quantity 1 for the member's
 * price list and warehouse (portal §7 "Cart from the wishlist", commerce §7 "Cart add"). A course line is set to
 * 1 (`update_cart: true`, a course quantity is always 1); a product adds one more to its line
 * (`update_cart: false`).
 */
import { fromPromise } from 'xstate';
import type { AddItemInput } from '../../../machines/add-to-cart.machine';
import { priceTierOf } from '../../../machines/shared/member';
import { addToCart } from '../../api/cart';

export async function addItem({ item, member, warehouseId }: AddItemInput): Promise<void> {
  await addToCart({
    user_id: member.id,
    carts: [{ type: item.type, item_id: item.id, quantity: 1 }],
    warehouse_id: warehouseId,
    price_type: member.type,
    price_tier: priceTierOf(member.tier),
    update_cart: item.type === 'lms',
  });
}

export const createAddToCartActors = () => ({
  addItem: fromPromise<unknown, AddItemInput>(({ input }) => addItem(input)),
});
