/**
 * WishlistMenu — /wishlist (portal spec §2 "Wishlist", §3 "Wishlist item", §4 "Wishlist" and "Add to cart from
 * the wishlist", §7 "Wishlist" and "Cart from the wishlist", §8 "Wishlist" and "Add to cart", §9 page size 5;
 * commerce §8 "Wishlist" delete confirmation). Readings: docs/decisions/017 (`other`) and 029 (this page).
 *
 * The URL is the source of truth for the query (`type` → `tab` course|store, `q`, `page`): the view sends
 * `query.change` whenever the route's search changes and the machine (re)loads that page.
 *
 * States:
 * - `loading` (tags `loading`, `busy`): `loadList({ tab, q, page, userId })` → the list wrapper `{ count, page,
 *   pages, limit, data }` (5 per page) of course rows (`type` 'lms') or store rows (`type` 'ecom', each with
 *   `other`: the member's entries of the same product in other warehouses). Any failure gives an empty list
 *   (portal §4 "Errors give an empty list"); the failure is kept so the empty view can offer a retry.
 * - `loaded.empty`: 'Data tidak ditemukan' (`list.retry` when a failure emptied it).
 * - `loaded.showing`: the rows.
 *   - `browsing`: 'Lihat Harga' (`prices.open`, store rows) opens 'Berdasarkan Zona Lainnya'; a delete icon
 *     (`item.delete`, any row) asks for confirmation; 'Tambah ke Keranjang' (`course.addToCart`, course rows) is
 *     passed to the add-to-cart child.
 *   - `pricing`: the modal lists the open row's `other` (`pricesFor`); its delete icons (`item.delete`) ask for
 *     confirmation over it; `prices.close` closes it.
 *   - `confirming`: 'Kamu yakin akan menghapus wishlist ini?' ('Ya, Hapus' `delete.confirm` / 'Batal'
 *     `delete.cancel`, back to where the member was).
 *   - `deleting` (tag `busy`): `deleteItem({ id, userId })`. A failure is only logged (the API client logs every
 *     failed call, portal §7 "Logging") and the member is back where they were (`deleteFailure` keeps it).
 *   - `deleted`: 'Sukses hapus wishlist' with 'Tutup' (`deleted.close`): the list reloads, and on the store tab
 *     the modal closes (portal §4).
 *
 * Child (invoked for the page's whole life, id `addToCart`): machines/add-to-cart.machine.ts — the same flow as
 * the catalogue's cards: quantity 1, the 3-second notice 'Kursus ditambahkan ke dalam keranjang' or the §8 text
 * for the failure's code, and the emitted `cart.changed` on which the view reloads the app's cart (the header
 * count follows). Its `addItem` actor is provided by src/features/wishlist/wishlist.actors.ts (POST cart add with
 * `{ user_id, carts: [{ type: 'lms', item_id, quantity: 1 }], update_cart: true }`).
 *
 * Actors (placeholders): `loadList(WishlistLoadInput)` → `Paged<WishlistRow>`, `deleteItem({ id, userId })`.
 */
import { assign, sendTo, setup } from 'xstate';
import type { Paged } from '../src/api/envelope';
import type { CourseWishlistItem, StoreWishlistItem, WishlistTab } from '../src/api/wishlist';
import { addToCartMachine, type AddToCartEvent } from './add-to-cart.machine';
import { toFailure, type Failure } from './shared/failure';
import type { Member } from './shared/member';
import { notProvided } from './shared/not-provided';

/** The wishlist query as read from the URL (`type` → `tab`). */
export interface WishlistQuery {
  /** `course` (Kursus, the lms list) or `store` (Belanja, the ecom list). */
  tab: WishlistTab;
  /** Title search; '' when not searching. */
  q: string;
  /** 1-based page (5 rows per page). */
  page: number;
}

/** A row of either tab: a course (`type` 'lms') or a store product with its `other` warehouses (`type` 'ecom'). */
export type WishlistRow = CourseWishlistItem | StoreWishlistItem;

/** What `loadList` is given. */
export interface WishlistLoadInput extends WishlistQuery {
  userId: number;
}

/** What `deleteItem` is given: the wishlist entry id (a row's or an `other` row's). */
export interface WishlistDeleteInput {
  id: number;
  userId: number;
}

export interface WishlistContext {
  member: Member;
  query: WishlistQuery;
  /** The page shown (an empty page after a failure), or null before the first answer. */
  list: Paged<WishlistRow> | null;
  /** Why the last load failed, or null. */
  failure: Failure | null;
  /** Entry id of the store row whose 'Lihat Harga' modal is open, or null. */
  pricesFor: number | null;
  /** Entry id waiting for confirmation or being deleted, or null. */
  pending: number | null;
  /** Why the last delete failed (only logged, never shown), or null. */
  deleteFailure: Failure | null;
  /** False once the add-to-cart child has stopped (its buttons no longer add). */
  canAddToCart: boolean;
}

export interface WishlistInput {
  member: Member;
  query: WishlistQuery;
}

/** What the view may send. */
export type WishlistEvent =
  | { type: 'query.change'; query: WishlistQuery }
  | { type: 'list.retry' }
  | { type: 'prices.open'; id: number }
  | { type: 'prices.close' }
  | { type: 'item.delete'; id: number }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'deleted.close' }
  | { type: 'course.addToCart'; courseId: number };

const EMPTY: Paged<WishlistRow> = { count: 0, page: 1, pages: 0, limit: 5, data: [] };

const rowsOf = (context: WishlistContext) => context.list?.data ?? [];
/** The store row whose modal is open. */
export const openRow = (context: WishlistContext): StoreWishlistItem | null => {
  const row = rowsOf(context).find((r) => r.id === context.pricesFor);
  return row && row.type === 'ecom' ? row : null;
};

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
    tags: {} as 'loading' | 'busy',
    children: {} as { addToCart: 'addToCart' },
  },
  actors: {
    addToCart: addToCartMachine,
    loadList: notProvided<Paged<WishlistRow>, WishlistLoadInput>('wishlist.loadList'),
    deleteItem: notProvided<unknown, WishlistDeleteInput>('wishlist.deleteItem'),
  },
  guards: {
    hasNoRows: ({ context }) => rowsOf(context).length === 0,
    hasFailure: ({ context }) => context.failure !== null,
    isRow: ({ context }, params: { id: number }) => rowsOf(context).some((r) => r.id === params.id),
    isStoreRow: ({ context }, params: { id: number }) => rowsOf(context).some((r) => r.id === params.id && r.type === 'ecom'),
    isOtherOfOpenRow: ({ context }, params: { id: number }) => !!openRow(context)?.other.some((o) => o.id === params.id),
    isPricesOpen: ({ context }) => context.pricesFor !== null,
    canAddListedCourse: ({ context }, params: { courseId: number }) =>
      context.canAddToCart && rowsOf(context).some((r) => r.type === 'lms' && r.product_id === params.courseId),
  },
  actions: {
    ask: assign((_, params: { id: number }) => ({ pending: params.id })),
    forget: assign({ pending: null }),
  },
}).createMachine({
  id: 'wishlist',
  description: 'Wishlist: the Kursus and Belanja tabs (5 per page), other-zone prices, delete with a success dialog, a course to the cart.',
  context: ({ input }) => ({
    member: input.member,
    query: input.query,
    list: null,
    failure: null,
    pricesFor: null,
    pending: null,
    deleteFailure: null,
    canAddToCart: true,
  }),
  invoke: {
    id: 'addToCart',
    src: 'addToCart',
    // Portal §8 "Add to cart" words a missing course 'Kursus tidak ditemukan' (the wishlist's rows).
    input: () => ({ wording: 'portal' as const }),
    // The add-to-cart machine has no final state; should it stop or fail, the course buttons stop adding.
    onDone: { description: 'The add-to-cart child stopped: courses can no longer be added here.', actions: assign({ canAddToCart: false }) },
    onError: { description: 'The add-to-cart child failed: courses can no longer be added here.', actions: assign({ canAddToCart: false }) },
  },
  initial: 'loading',
  on: {
    'query.change': {
      // No `reenter`: the root (and its add-to-cart child) stays; `loading` is still entered afresh.
      target: '.loading',
      description: 'The URL changed (tab, search or page): load that page; an open modal or question closes.',
      actions: assign({ query: ({ event }) => event.query, pricesFor: null, pending: null }),
    },
  },
  states: {
    loading: {
      tags: ['loading', 'busy'],
      description: 'Fetching one page of the tab (skeleton rows).',
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ ...context.query, userId: context.member.id }),
        onDone: {
          target: 'loaded',
          description: 'A page arrived.',
          actions: assign({ list: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'loaded',
          description: 'Errors give an empty list (the failure is kept for the retry button).',
          actions: assign({ list: EMPTY, failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    loaded: {
      description: 'A page is shown.',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Pick between the rows and the empty text.',
          always: [
            { guard: 'hasNoRows', target: 'empty', description: 'Nothing on this page.' },
            { target: 'showing', description: 'At least one row.' },
          ],
        },
        empty: {
          description: "'Data tidak ditemukan' (with a retry when a failure emptied the list).",
          on: {
            'list.retry': { guard: 'hasFailure', target: '#wishlist.loading', description: "'Coba Lagi' / 'Refresh Data': load the page again." },
          },
        },
        showing: {
          description: 'The rows of the page, with pagination when there is more than one page.',
          initial: 'browsing',
          states: {
            browsing: {
              description: 'Waiting for the member.',
              on: {
                'prices.open': {
                  guard: { type: 'isStoreRow', params: ({ event }) => ({ id: event.id }) },
                  target: 'pricing',
                  description: "'Lihat Harga': open 'Berdasarkan Zona Lainnya' for this product.",
                  actions: assign({ pricesFor: ({ event }) => event.id }),
                },
                'item.delete': {
                  guard: { type: 'isRow', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirming',
                  description: 'The delete icon of a row: ask first.',
                  actions: { type: 'ask', params: ({ event }) => ({ id: event.id }) },
                },
                'course.addToCart': {
                  guard: { type: 'canAddListedCourse', params: ({ event }) => ({ courseId: event.courseId }) },
                  description: 'Add the course to the cart with quantity 1 (the add-to-cart child says how it went).',
                  actions: sendTo(
                    'addToCart',
                    ({ context, event }): AddToCartEvent => ({
                      type: 'cart.add',
                      item: { type: 'lms', id: event.courseId },
                      buyer: { member: context.member, warehouseId: null },
                    }),
                  ),
                },
              },
            },
            pricing: {
              description: "'Berdasarkan Zona Lainnya': the product in the member's other warehouses (name or '-', price, Detail, delete).",
              on: {
                'prices.close': { target: 'browsing', description: 'Close the modal.', actions: assign({ pricesFor: null }) },
                'item.delete': {
                  guard: { type: 'isOtherOfOpenRow', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirming',
                  description: 'The delete icon of another warehouse: ask first (over the modal).',
                  actions: { type: 'ask', params: ({ event }) => ({ id: event.id }) },
                },
              },
            },
            confirming: {
              description: "'Kamu yakin akan menghapus wishlist ini?' with 'Ya, Hapus' and 'Batal'.",
              on: {
                'delete.confirm': { target: 'deleting', description: "'Ya, Hapus': delete the entry." },
                'delete.cancel': [
                  { guard: 'isPricesOpen', target: 'pricing', description: "'Batal': back to the modal.", actions: 'forget' },
                  { target: 'browsing', description: "'Batal': back to the list.", actions: 'forget' },
                ],
              },
            },
            deleting: {
              tags: ['busy'],
              description: 'The gateway deletes the entry.',
              invoke: {
                id: 'deleteItem',
                src: 'deleteItem',
                input: ({ context }) => ({ id: context.pending!, userId: context.member.id }),
                onDone: { target: 'deleted', description: "Deleted: 'Sukses hapus wishlist'.", actions: assign({ deleteFailure: null }) },
                onError: [
                  {
                    guard: 'isPricesOpen',
                    target: 'pricing',
                    description: 'Not deleted: only logged; back to the modal.',
                    actions: [assign({ deleteFailure: ({ event }) => toFailure(event.error) }), 'forget'],
                  },
                  {
                    target: 'browsing',
                    description: 'Not deleted: only logged; back to the list.',
                    actions: [assign({ deleteFailure: ({ event }) => toFailure(event.error) }), 'forget'],
                  },
                ],
              },
            },
            deleted: {
              description: "'Sukses hapus wishlist' with 'Tutup'.",
              on: {
                'deleted.close': {
                  target: '#wishlist.loading',
                  description: "'Tutup': the list reloads and the modal (store tab) closes.",
                  actions: assign({ pricesFor: null, pending: null }),
                },
              },
            },
          },
        },
      },
    },
  },
});

export type WishlistMachine = typeof wishlistMachine;
