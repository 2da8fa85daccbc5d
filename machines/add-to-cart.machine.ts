/**
 * Adding one course or product to the cart from a card (portal §8 "Add to cart", commerce §8 "Cart add",
 * portal §4 "Add to cart from the wishlist", §9 "Notification timeout").
 *
 * - `cart.add` by a guest (no member) emits `signIn.required`: the view sends the visitor to the sign-in site.
 * - A member's add goes to `adding` (tag `busy`; `context.item` says which card is pending), then `notifying`
 *   with a notice that clears after 3000 ms (`noticeTimeout`) or on `notice.dismiss`.
 * - Success: 'Kursus ditambahkan ke dalam keranjang' (course) / 'Produk ditambahkan ke dalam keranjang'
 *   (product), with the 'Lihat' link to the cart; the machine emits `cart.changed` so the app's cart actor
 *   reloads (the header count follows).
 * - Failure by code:
 *   - 401/403 on a course: 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli' (portal §8);
 *   - 404: 'Item tidak diketahui' for a course or a product added from its card or detail (commerce §8 "Cart add
 *     (from product or course detail)"), and 'Kursus tidak ditemukan' for a course added from the wishlist (portal
 *     §4 "Add to cart from the wishlist", §8 "Add to cart"): the two documents word the same code differently and
 *     each wording is kept where its document places it (input `wording`: 'commerce', the default, or 'portal');
 *   - 436: 'Item stok sudah habis' (commerce §8);
 *   - otherwise the server message ('Pastikan internet anda stabil' for network failures).
 *
 * The actual call is the injected actor `addItem` (the app's sends quantity 1 with the member's price list and
 * warehouse). Pure: no timers other than the `noticeTimeout` delay, no ids, no clock.
 */
import { assign, emit, setup } from 'xstate';
import type { ItemType } from '../src/api/cart';
import { toFailure } from './shared/failure';
import type { Member } from './shared/member';
import { notProvided } from './shared/not-provided';

/** Notices hide after 3000 ms (portal §9). */
export const NOTICE_MS = 3000;

export const ADD_TO_CART_TEXT = {
  courseAdded: 'Kursus ditambahkan ke dalam keranjang',
  productAdded: 'Produk ditambahkan ke dalam keranjang',
  courseAlreadyOwned: 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli',
  courseNotFound: 'Kursus tidak ditemukan',
  itemUnknown: 'Item tidak diketahui',
  outOfStock: 'Item stok sudah habis',
} as const;

/**
 * Whose wording a failure takes: 'commerce' (commerce §8 "Cart add", cards and detail pages) or 'portal' (portal §8
 * "Add to cart", the wishlist's course rows).
 */
export type AddToCartWording = 'commerce' | 'portal';

/** Input: the wording of failures (default 'commerce'). */
export interface AddToCartInput {
  wording?: AddToCartWording;
}

/** What is added: a course (`lms`) or a store product (`ecom`), by its catalogue id. */
export interface AddToCartItem {
  type: ItemType;
  id: number;
}

/** The signed-in member and the session's warehouse (prices and stock depend on it). */
export interface AddToCartMember {
  member: Member;
  warehouseId: number | null;
}

export interface AddItemInput extends AddToCartMember {
  item: AddToCartItem;
}

export interface AddToCartNotice {
  tone: 'success' | 'error';
  message: string;
  /** Show the 'Lihat' link to the cart. */
  showCartLink: boolean;
}

export interface AddToCartContext {
  /** Whose wording a failure takes. */
  wording: AddToCartWording;
  /** The item being added (the card shows its button busy), or the last one added while its notice shows. */
  item: AddToCartItem | null;
  /** Who adds it (null for a guest). */
  buyer: AddToCartMember | null;
  notice: AddToCartNotice | null;
}

export type AddToCartEvent =
  | { type: 'cart.add'; item: AddToCartItem; buyer: AddToCartMember | null }
  | { type: 'notice.dismiss' };

export type AddToCartEmitted = { type: 'signIn.required'; item: AddToCartItem } | { type: 'cart.changed'; item: AddToCartItem };

/** The notice text for a failed add (see the machine's TSDoc for the spec sources). */
export function addFailureMessage(itemType: ItemType, error: unknown, wording: AddToCartWording = 'commerce'): string {
  const failure = toFailure(error);
  if (failure.kind === 'network') return failure.message;
  if (itemType === 'lms' && (failure.code === 401 || failure.code === 403)) return ADD_TO_CART_TEXT.courseAlreadyOwned;
  if (failure.code === 404) return itemType === 'lms' && wording === 'portal' ? ADD_TO_CART_TEXT.courseNotFound : ADD_TO_CART_TEXT.itemUnknown;
  if (failure.code === 436) return ADD_TO_CART_TEXT.outOfStock;
  return failure.message;
}

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput | undefined,
    emitted: {} as AddToCartEmitted,
    tags: {} as 'busy',
  },
  actors: {
    addItem: notProvided<unknown, AddItemInput>('addToCart.addItem'),
  },
  delays: {
    /** How long a notice stays, ms (portal §9). */
    noticeTimeout: NOTICE_MS,
  },
  guards: {
    isGuest: (_, params: { buyer: AddToCartMember | null }) => params.buyer === null,
  },
  actions: {
    rememberItem: assign((_, params: { item: AddToCartItem; buyer: AddToCartMember | null }) => ({ item: params.item, buyer: params.buyer, notice: null })),
    askToSignIn: emit((_, params: { item: AddToCartItem }) => ({ type: 'signIn.required' as const, item: params.item })),
  },
}).createMachine({
  id: 'addToCart',
  description: 'One add-to-cart at a time from course and product cards, with a 3-second notice.',
  context: ({ input }) => ({ wording: input?.wording ?? 'commerce', item: null, buyer: null, notice: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing being added, no notice.',
      on: {
        'cart.add': [
          {
            guard: { type: 'isGuest', params: ({ event }) => ({ buyer: event.buyer }) },
            actions: { type: 'askToSignIn', params: ({ event }) => ({ item: event.item }) },
            description: 'A guest is sent to the sign-in site.',
          },
          {
            target: '#addToCart.adding',
            description: 'A member adds the item.',
            actions: { type: 'rememberItem', params: ({ event }) => ({ item: event.item, buyer: event.buyer }) },
          },
        ],
      },
    },
    adding: {
      description: 'Asking the gateway to add the item (quantity 1).',
      tags: ['busy'],
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => ({ item: context.item!, ...context.buyer! }),
        onDone: {
          target: 'notifying',
          description: 'Added: say so with the Lihat link and let the cart reload.',
          actions: [
            assign(({ context }) => ({
              notice: {
                tone: 'success' as const,
                message: context.item!.type === 'lms' ? ADD_TO_CART_TEXT.courseAdded : ADD_TO_CART_TEXT.productAdded,
                showCartLink: true,
              },
            })),
            emit(({ context }) => ({ type: 'cart.changed' as const, item: context.item! })),
          ],
        },
        onError: {
          target: 'notifying',
          description: 'Not added: show the message for its code.',
          actions: assign(({ context, event }) => ({
            notice: { tone: 'error' as const, message: addFailureMessage(context.item!.type, event.error, context.wording), showCartLink: false },
          })),
        },
      },
    },
    notifying: {
      description: 'The notice is shown for 3 seconds.',
      after: {
        noticeTimeout: {
          target: 'idle',
          description: 'The notice clears itself.',
          actions: assign({ notice: null, item: null }),
        },
      },
      on: {
        'notice.dismiss': { target: 'idle', description: 'Closed early.', actions: assign({ notice: null, item: null }) },
        'cart.add': [
          {
            guard: { type: 'isGuest', params: ({ event }) => ({ buyer: event.buyer }) },
            actions: { type: 'askToSignIn', params: ({ event }) => ({ item: event.item }) },
            description: 'A guest is sent to the sign-in site.',
          },
          {
            target: '#addToCart.adding',
            description: 'A member adds the item.',
            actions: { type: 'rememberItem', params: ({ event }) => ({ item: event.item, buyer: event.buyer }) },
          },
        ],
      },
    },
  },
});

export type AddToCartMachine = typeof addToCartMachine;
