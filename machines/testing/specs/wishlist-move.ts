/** Model spec of machines/wishlist-move.machine.ts: add to the wishlist (added, 403, failure), then delete from the cart. */
import type { AnyMachineSnapshot } from 'xstate';
import { wishlistMoveMachine, type WishlistMoveContext } from '../../wishlist-move.machine';
import { apiError, course, networkError, product } from '../fixtures';
import type { ModelInvariant, ModelSpec } from '../model';

const wm = (s: AnyMachineSnapshot) => s.context as WishlistMoveContext;
const INVARIANTS: ModelInvariant[] = [
  { name: 'a finished move has a result', holds: (s) => s.status !== 'done' || !!wm(s).result },
  { name: 'the cart line is deleted only once the wishlist has it', holds: (s) => !('removeFromCart' in s.children) || !('addToWishlist' in s.children) },
  {
    name: "a move that failed adding never deleted the cart line; 'sudah ada' only for a moved line",
    holds: (s, _sent, steps) => {
      const r = wm(s).result;
      if (!r) return true;
      const removed = steps.some((e) => e.type === 'xstate.done.actor.removeFromCart');
      return r.moved ? removed && (!r.alreadyThere || wm(s).alreadyThere) : r.failedAt === 'remove' || !removed;
    },
  },
  { name: 'the output is the result', holds: (s) => s.status !== 'done' || JSON.stringify(s.output) === JSON.stringify(wm(s).result) },
];

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
  invariants: INVARIANTS,
  promiseActors: ['addToWishlist', 'removeFromCart'],
};
