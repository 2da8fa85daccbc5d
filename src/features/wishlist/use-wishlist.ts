/**
 * View model of WishlistMenu (portal §2 "Wishlist", §4): runs {@link wishlistMachine} for the member with the
 * real actors (provided once), follows the URL query (`query.change` when tab, search or page change), and
 * reloads the app's cart when the add-to-cart child says the cart changed (portal §4 "The cart is then reloaded").
 */
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Member } from '../../../machines/shared/member';
import { openRow, wishlistMachine, type WishlistQuery } from '../../../machines/wishlist.machine';
import { useFlowActor } from '../../flows/flow-actor';
import { useEmitted } from '../../flows/use-emitted';
import { useQuerySync } from '../../flows/use-query-sync';
import { createWishlistActors } from './wishlist.actors';

/** The machine with its actors (tests pass fakes). */
export type WishlistLogic = typeof wishlistMachine;

export function useWishlist(member: Member, query: WishlistQuery, logic?: WishlistLogic, onCartChanged?: () => void) {
  const [machine] = useState(() => logic ?? wishlistMachine.provide({ actors: createWishlistActors() }));
  const actor = useFlowActor(machine, { input: { member, query } });

  useQuerySync(actor, query);

  const child = useSelector(actor, (s) => s.children.addToCart);
  useEmitted(child, 'cart.changed', () => onCartChanged?.());
  const adding = useSelector(child, (s) => (s?.hasTag('busy') ? s.context.item : null));
  const cartNotice = useSelector(child, (s) => s?.context.notice ?? null);

  return {
    loading: useSelector(actor, (s) => s.hasTag('loading')),
    empty: useSelector(actor, (s) => s.matches({ loaded: 'empty' })),
    /** The failure that emptied the list (the empty view offers a retry), or null. */
    failure: useSelector(actor, (s) => (s.matches({ loaded: 'empty' }) ? s.context.failure : null)),
    list: useSelector(actor, (s) => (s.matches({ loaded: 'showing' }) ? s.context.list : null)),
    /** The store row whose 'Berdasarkan Zona Lainnya' modal is open (it stays under the confirmation), or null. */
    pricesRow: useSelector(actor, (s) => (s.context.pricesFor !== null ? openRow(s.context) : null)),
    confirming: useSelector(actor, (s) => s.matches({ loaded: { showing: 'confirming' } })),
    deleting: useSelector(actor, (s) => s.matches({ loaded: { showing: 'deleting' } })),
    deleted: useSelector(actor, (s) => s.matches({ loaded: { showing: 'deleted' } })),
    /** Course id whose add is in flight, or null. */
    addingCourse: adding ? adding.id : null,
    canAdd: useSelector(actor, (s) => s.context.canAddToCart),
    cartNotice,
    retry: () => actor.send({ type: 'list.retry' }),
    openPrices: (id: number) => actor.send({ type: 'prices.open', id }),
    closePrices: () => actor.send({ type: 'prices.close' }),
    remove: (id: number) => actor.send({ type: 'item.delete', id }),
    confirmDelete: () => actor.send({ type: 'delete.confirm' }),
    cancelDelete: () => actor.send({ type: 'delete.cancel' }),
    closeDeleted: () => actor.send({ type: 'deleted.close' }),
    addToCart: (courseId: number) => actor.send({ type: 'course.addToCart', courseId }),
    dismissCartNotice: () => child?.send({ type: 'notice.dismiss' }),
  };
}

/** The app's cart actor reload, for the page (the header count follows). */
export function useCartReload() {
  const { cart } = useAppActors();
  return () => cart.reload();
}
