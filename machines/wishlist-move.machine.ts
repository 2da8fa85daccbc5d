/**
 * Moving one cart line to the wishlist (commerce spec §2 Cart "move to wishlist", §2 Checkout "a move-to-wishlist
 * link", §4 Cart "Move to wishlist: add to wishlist, then delete from cart. If the wishlist add returns 403 (already
 * there), it still deletes from the cart", §8 Wishlist). One machine used by the cart and the checkout: each
 * invokes it (id `wishlistMove`) for one line and reads its output when it finishes.
 *
 * `adding` (tag `busy`) → `removing` (tag `busy`) → `moved` (final) | `failed` (final).
 *
 * Output ({@link WishlistMoveOutput}): moved, with the notice to show — 'Item ditambahkan ke dalam wishlist', or
 * 'Item sudah ada di wishlist' when the wishlist already had it — or not moved, with the server message and the
 * step that failed (`add`: the line stays; `remove`: the line is in the wishlist but still in the cart).
 *
 * Actors: `addToWishlist` (the line → resolves; a 403 rejects with code 403), `removeFromCart` ({ cartIds }).
 */
import { assign, setup } from 'xstate';
import type { CartCourse, CartProduct } from '../src/api/cart';
import { WISHLIST_ADDED, WISHLIST_EXISTS } from './messages';
import { toFailure } from './shared/failure';
import { notProvided } from './shared/not-provided';

/** The line to move: a course or a store product of the member's cart. */
export type WishlistMoveInput = { itemType: 'lms'; item: CartCourse } | { itemType: 'ecom'; item: CartProduct };

export type WishlistMoveOutput =
  | { moved: true; alreadyThere: boolean; message: string }
  | { moved: false; failedAt: 'add' | 'remove'; message: string };

export interface WishlistMoveContext {
  line: WishlistMoveInput;
  alreadyThere: boolean;
  result: WishlistMoveOutput | null;
}

export interface RemoveFromCartInput {
  cartIds: number[];
}

export const wishlistMoveMachine = setup({
  types: {
    context: {} as WishlistMoveContext,
    input: {} as WishlistMoveInput,
    output: {} as WishlistMoveOutput,
    tags: {} as 'busy',
  },
  actors: {
    addToWishlist: notProvided<void, WishlistMoveInput>('wishlistMove.addToWishlist'),
    removeFromCart: notProvided<void, RemoveFromCartInput>('wishlistMove.removeFromCart'),
  },
  guards: {
    isAlreadyThere: (_, params: { error: unknown }) => toFailure(params.error).code === 403,
  },
  actions: {
    fail: assign((_, params: { failedAt: 'add' | 'remove'; error: unknown }) => ({
      result: { moved: false as const, failedAt: params.failedAt, message: toFailure(params.error).message },
    })),
  },
}).createMachine({
  id: 'wishlistMove',
  description: 'Add a cart line to the wishlist, then delete it from the cart (commerce §4 Cart, §8 Wishlist).',
  context: ({ input }) => ({ line: input, alreadyThere: false, result: null }),
  initial: 'adding',
  states: {
    adding: {
      description: 'Adding the item to the wishlist.',
      tags: ['busy'],
      invoke: {
        id: 'addToWishlist',
        src: 'addToWishlist',
        input: ({ context }) => context.line,
        onDone: { target: 'removing', description: 'In the wishlist: delete the line from the cart.' },
        onError: [
          {
            guard: { type: 'isAlreadyThere', params: ({ event }) => ({ error: event.error }) },
            target: 'removing',
            description: "403 'Item sudah ada di wishlist': still delete the line from the cart.",
            actions: assign({ alreadyThere: true }),
          },
          {
            target: 'failed',
            description: 'Not added: the line stays; the server message.',
            actions: { type: 'fail', params: ({ event }) => ({ failedAt: 'add' as const, error: event.error }) },
          },
        ],
      },
    },
    removing: {
      description: 'Deleting the line from the cart.',
      tags: ['busy'],
      invoke: {
        id: 'removeFromCart',
        src: 'removeFromCart',
        input: ({ context }) => ({ cartIds: [context.line.item.id] }),
        onDone: {
          target: 'moved',
          description: "Moved: 'Item ditambahkan ke dalam wishlist', or 'Item sudah ada di wishlist'.",
          actions: assign(({ context }) => ({
            result: { moved: true as const, alreadyThere: context.alreadyThere, message: context.alreadyThere ? WISHLIST_EXISTS : WISHLIST_ADDED },
          })),
        },
        onError: {
          target: 'failed',
          description: 'Not deleted: the line stays in the cart; the server message.',
          actions: { type: 'fail', params: ({ event }) => ({ failedAt: 'remove' as const, error: event.error }) },
        },
      },
    },
    moved: { type: 'final', description: 'The line is in the wishlist and out of the cart.' },
    failed: { type: 'final', description: 'The move stopped; `result` says where and why.' },
  },
  output: ({ context }) => context.result!,
});

export type WishlistMoveMachine = typeof wishlistMoveMachine;
