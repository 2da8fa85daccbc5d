/** Model spec of machines/wishlist-move.machine.ts: add to the wishlist (added, 403, failure), then delete from the cart. */
import type { AnyMachineSnapshot } from 'xstate';
import { wishlistMoveMachine, type WishlistMoveContext } from '../../wishlist-move.machine';
import { apiError, course, networkError, product } from '../fixtures';
import type { ModelSpec } from '../model';

export const wishlistMoveSpec: ModelSpec = {
  name: 'wishlistMove',
  machine: wishlistMoveMachine,
  input: { itemType: 'ecom', item: product(3) },
  moreInputs: [{ itemType: 'lms', item: course(1) }],
  userEvents: [],
  outputs: { addToWishlist: [undefined], removeFromCart: [undefined] },
  errors: { addToWishlist: [apiError(403, 'Item sudah ada di wishlist'), apiError(500, 'Gagal')], removeFromCart: [networkError()] },
  abstract: (s: AnyMachineSnapshot) => (s.context as WishlistMoveContext).alreadyThere,
  project: (s: AnyMachineSnapshot) => {
    const c = s.context as WishlistMoveContext;
    return { alreadyThere: c.alreadyThere, result: c.result, output: s.output ?? null };
  },
  invariant: (s: AnyMachineSnapshot) => (s.status === 'done' && !(s.context as WishlistMoveContext).result ? 'a finished move has a result' : null),
  promiseActors: ['addToWishlist', 'removeFromCart'],
};
