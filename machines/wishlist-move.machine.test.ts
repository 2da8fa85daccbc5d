import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { apiError, controllable, course, flush, networkError, product } from './testing/fixtures';
import { wishlistMoveMachine, type RemoveFromCartInput, type WishlistMoveInput } from './wishlist-move.machine';

function start(input: WishlistMoveInput = { itemType: 'ecom', item: product(3) }) {
  const add = controllable<void, WishlistMoveInput>();
  const remove = controllable<void, RemoveFromCartInput>();
  const actor = createActor(wishlistMoveMachine.provide({ actors: { addToWishlist: add.logic, removeFromCart: remove.logic } }), { input }).start();
  return { actor, add, remove, done: toPromise(actor) };
}

describe('wishlist move (commerce §4 Cart, §8 Wishlist)', () => {
  it("adds the line to the wishlist, then deletes it from the cart: 'Item ditambahkan ke dalam wishlist'", async () => {
    const t = start();
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.add.last().input).toMatchObject({ itemType: 'ecom', item: { id: 3 } });
    t.add.last().resolve();
    await flush();
    expect(t.remove.last().input).toEqual({ cartIds: [3] });
    t.remove.last().resolve();
    expect(await t.done).toEqual({ moved: true, alreadyThere: false, message: 'Item ditambahkan ke dalam wishlist' });
  });

  it("a 403 from the wishlist still deletes the line: 'Item sudah ada di wishlist'", async () => {
    const t = start({ itemType: 'lms', item: course(2) });
    t.add.last().reject(apiError(403, 'Item sudah ada di wishlist'));
    await flush();
    t.remove.last().resolve();
    expect(await t.done).toEqual({ moved: true, alreadyThere: true, message: 'Item sudah ada di wishlist' });
  });

  it('another wishlist failure stops before the cart is touched', async () => {
    const t = start();
    t.add.last().reject(apiError(500, 'Gagal'));
    expect(await t.done).toEqual({ moved: false, failedAt: 'add', message: 'Gagal' });
    expect(t.remove.calls).toHaveLength(0);
  });

  it('a failed delete says where it stopped', async () => {
    const t = start();
    t.add.last().resolve();
    await flush();
    t.remove.last().reject(networkError());
    expect(await t.done).toEqual({ moved: false, failedAt: 'remove', message: 'Pastikan internet anda stabil' });
  });
});
