import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import { cartOf, course, member, product } from '../../../machines/testing/fixtures';
import type { Cart } from '../../api/cart';
import { createCartHandle, type CartActorRef } from './cart-handle';

const lines = { courses: [course(1)], products: [product(2)] };
const answer = { ...lines, count: 2 };
const flush = () => new Promise((r) => setTimeout(r, 0));

function handleWith(loadCart: () => Promise<Cart>) {
  const loadLines = vi.fn(async (_user: unknown, _warehouse: unknown, _limit: number) => answer);
  const createActor_ = vi.fn(async () => createActor(cartMachine.provide({ actors: { loadCart: fromPromise(loadCart) } }), { input: { user: null, warehouseId: null } }) as CartActorRef);
  return { handle: createCartHandle({ createActor: createActor_, loadLines }), loadLines, createActor: createActor_ };
}

describe('cart handle (issue 12: the header without the cart machine)', () => {
  it("reads the member's lines for the header without creating the cart machine", async () => {
    const { handle, loadLines, createActor: create } = handleWith(async () => cartOf([], []));
    const seen: number[] = [];
    handle.subscribe(() => seen.push(handle.summary().courses.length + handle.summary().products.length));
    handle.update(member, 7);
    expect(handle.summary().loading).toBe(true);
    await flush();
    expect(handle.summary()).toEqual({ ...lines, loading: false, hasMore: false });
    expect(loadLines).toHaveBeenCalledWith(member, 7, 100);
    expect(create).not.toHaveBeenCalled();
    handle.reload();
    await flush();
    expect(loadLines).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toBe(2);
  });

  it('reads 100 lines, 10 more on scroll while the gateway has more; reloads read 20 (portal §9, commerce §7)', async () => {
    const all = Array.from({ length: 125 }, (_, i) => course(i + 1));
    const loadLines = vi.fn(async (_u: unknown, _w: unknown, limit: number) => ({ courses: all.slice(0, limit), products: [], count: all.length }));
    const handle = createCartHandle({ createActor: vi.fn(), loadLines });
    handle.update(member, 7);
    await flush();
    expect(loadLines).toHaveBeenLastCalledWith(member, 7, 100);
    expect(handle.summary()).toMatchObject({ hasMore: true });
    expect(handle.summary().courses).toHaveLength(100);
    handle.more();
    await flush();
    expect(loadLines).toHaveBeenLastCalledWith(member, 7, 110);
    handle.more();
    await flush();
    handle.more();
    await flush();
    expect(handle.summary().courses).toHaveLength(125);
    expect(handle.summary().hasMore).toBe(false);
    const calls = loadLines.mock.calls.length;
    handle.more();
    expect(loadLines.mock.calls.length).toBe(calls);
    handle.reload();
    await flush();
    expect(loadLines).toHaveBeenLastCalledWith(member, 7, 20);
  });

  it('a failed read resets the header cart to empty (portal §4 "Header cart")', async () => {
    let fail = false;
    const loadLines = vi.fn(async () => {
      if (fail) throw new Error('Pastikan internet anda stabil');
      return answer;
    });
    const handle = createCartHandle({ createActor: vi.fn(), loadLines });
    handle.update(member, 7);
    await flush();
    expect(handle.summary().courses).toHaveLength(1);
    fail = true;
    handle.reload();
    await flush();
    expect(handle.summary()).toEqual({ courses: [], products: [], loading: false, hasMore: false });
  });

  it('a guest has no lines and no read', () => {
    const { handle, loadLines } = handleWith(async () => cartOf([], []));
    handle.update(null, null);
    expect(handle.summary()).toEqual({ courses: [], products: [], loading: false, hasMore: false });
    expect(loadLines).not.toHaveBeenCalled();
  });

  it('load() creates the cart actor once, tells it the member, and the header then follows the machine', async () => {
    const loadCart = vi.fn(async () => cartOf([course(5), course(6)], []));
    const { handle, createActor: create } = handleWith(loadCart);
    handle.update(member, 7);
    expect(handle.claimFirstRead()).toBe(false);
    const [a, b] = await Promise.all([handle.load(), handle.load()]);
    // The first cart page after the actor's creation shows its start-up read; later ones read afresh.
    expect(handle.claimFirstRead()).toBe(true);
    expect(handle.claimFirstRead()).toBe(false);
    expect(a).toBe(b);
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(a, (s) => s.matches('ready') || !s.hasTag('loading'));
    await flush();
    expect(handle.summary().courses.map((c) => c.id)).toEqual([5, 6]);
    handle.reload();
    expect(loadCart).toHaveBeenCalledTimes(2);
  });
});
