/**
 * The wishlist (portal spec §2 "Wishlist", §3 "Wishlist item", §4 "Wishlist", "Add to cart from the wishlist",
 * §7 "Wishlist", "Cart from the wishlist", §8 "Wishlist"; commerce spec §3 "Wishlist entry written from cart",
 * §7 "Wishlist", §8 "Wishlist"). Contract: docs/api-contract.md "Account (portal §7)".
 *
 * Paths:
 * - GET lms/component/wishlist/lms (courses) and GET lms/component/wishlist/ecom (store products), params
 *   `limit` (default {@link WISHLIST_PAGE_SIZE} 5, at most 100), `q` (title search, ≤ 100), `page`, `user_id`
 *   (must be the signed-in member; 403 otherwise). Answers the list wrapper `{ count, page, pages, limit, data }`
 *   of {@link CourseWishlistItem} / {@link StoreWishlistItem}, newest first. Prices are rupiah integers decided
 *   by the gateway: a course's price, a product's price at the entry's warehouse for the signed-in member's price
 *   type and tier (0 when that warehouse no longer sells it: "its price defaults to 0").
 *   Store entries are grouped by product: one row per product (its newest entry) whose `other` lists the member's
 *   entries of the same product in other warehouses (the 'Lihat Harga' modal 'Berdasarkan Zona Lainnya'; each
 *   row has its own entry `id` for the delete icon). `count`/`pages` count rows (products).
 * - POST lms/component/wishlist/store: `{ type, product_id, user_id }` plus, for store products, the price list
 *   (`pricelist_tier`, `pricelist_type`) and `warehouse_id`. 403 'Item sudah ada di wishlist' when already there
 *   (the cart's move-to-wishlist still deletes the cart line then); 404 'Item tidak diketahui' for an unknown or
 *   inactive item or a product the warehouse does not sell. Success text: 'Item ditambahkan ke dalam wishlist'.
 *   The stored price list is the member's own (the client's values are not trusted).
 * - DELETE lms/component/wishlist/delete/{id} with body `{ user_id }` (optional; when sent it must be the
 *   signed-in member). 404 'Data tidak ditemukan' for an entry that is not the member's. Success text:
 *   'Sukses hapus wishlist'.
 * - Cart from the wishlist: POST lms/finance/cart/add with `{ user_id, carts: [{ type: 'lms', item_id, quantity:
 *   1 }], update_cart: true }` ({@link addWishlistCourseToCart}); then reload the cart (limit 20, warehouse_id,
 *   pricelist_type, pricelist_tier; b2c and tier 3 when signed out).
 */
import * as v from 'valibot';
import { addToCart } from './cart';
import { call } from './client';
import { IntParam, paged, PositiveInt, PriceTier, PriceType } from './envelope';
import { maxText } from './limits';

/** Wishlist entry type: `course` for courses, `ecom` for store products (commerce §3). */
export const WishlistType = v.picklist(['course', 'ecom']);
export type WishlistType = v.InferOutput<typeof WishlistType>;

/**
 * POST lms/component/wishlist/store body: a course `{ type: 'course', product_id, user_id }` or a store product
 * with the price list and the warehouse it was seen in (the gateway stores the member's own price list).
 */
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

/** DELETE lms/component/wishlist/delete/{id} body (portal §7 "body user_id"); optional for older callers. */
export const WishlistDeleteInput = v.object({ user_id: v.optional(PositiveInt) });
export type WishlistDeleteInput = v.InferInput<typeof WishlistDeleteInput>;

/**
 * Remove a wishlist entry by its id (also an `other` row of the 'Lihat Harga' modal).
 * @throws ApiError 404 'Data tidak ditemukan' when it is not the member's entry, 403 for another `user_id`.
 */
export const deleteWishlist = (id: number, userId: number) =>
  call('delete', `lms/component/wishlist/delete/${id}`, v.unknown(), { json: { user_id: userId } satisfies WishlistDeleteInput });

/** Texts of the wishlist page (portal §2, §8). */
export const WISHLIST_TEXT = {
  tabCourse: 'Kursus',
  tabStore: 'Belanja',
  searchStore: 'Cari barang di wishlist',
  seePrice: 'Lihat Harga',
  otherZones: 'Berdasarkan Zona Lainnya',
  detail: 'Detail',
  empty: 'Data tidak ditemukan',
  deleted: 'Sukses hapus wishlist',
  close: 'Tutup',
  added: 'Item ditambahkan ke dalam wishlist',
  duplicate: 'Item sudah ada di wishlist',
  /** The warehouse name of an `other` row whose warehouse is unknown (portal §2 "the warehouse name (or '-')"). */
  noWarehouse: '-',
} as const;

/** Wishlist page size (portal §9). */
export const WISHLIST_PAGE_SIZE = 5;

/** The wishlist tabs by the URL's `type` (portal §2: type=course or type=store) and the list each reads. */
export const WISHLIST_TABS = { course: 'lms', store: 'ecom' } as const;
export type WishlistTab = keyof typeof WISHLIST_TABS;

/** Query of both list calls (portal §7: limit 5, q, page, user_id). */
export const WishlistListQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1, 'limit minimal 1'), v.maxValue(100, 'limit maksimal 100')), WISHLIST_PAGE_SIZE),
  page: v.optional(v.pipe(IntParam, v.minValue(1, 'page minimal 1')), 1),
  q: v.optional(v.pipe(v.string(), v.trim(), maxText('query')), ''),
  user_id: v.optional(PositiveInt),
});
export type WishlistListQuery = v.InferInput<typeof WishlistListQuery>;

/**
 * `detail` of a wishlist entry (portal §3): the course or product. `price` rupiah (what the member pays; for a
 * product, at the entry's warehouse for the member's type/tier, 0 when not sold there); `rating` 0..5 and
 * `total_review` (the page shows them only when both are above 0). A product's `title` is its short name and
 * `category_slug`/`category_name` its store category.
 */
export const WishlistDetail = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category_slug: v.string(),
  category_name: v.string(),
  price: v.number(),
  thumbnail: v.string(),
  rating: v.number(),
  total_review: v.number(),
});
export type WishlistDetail = v.InferOutput<typeof WishlistDetail>;

/** A store entry's `detail`: adds the warehouse (null when the warehouse is gone; shown as '-'). */
export const WishlistStoreDetail = v.object({
  ...WishlistDetail.entries,
  warehouse_name: v.nullable(v.string()),
  warehouse_code: v.nullable(v.string()),
  warehouse_slug: v.nullable(v.string()),
});
export type WishlistStoreDetail = v.InferOutput<typeof WishlistStoreDetail>;

const entryBase = {
  /** The wishlist entry id (for DELETE lms/component/wishlist/delete/{id}). */
  id: v.number(),
  user_id: v.number(),
  product_id: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
};

/** A course in the wishlist (`type` 'lms', portal §3). */
export const CourseWishlistItem = v.object({ ...entryBase, type: v.literal('lms'), detail: WishlistDetail });
export type CourseWishlistItem = v.InferOutput<typeof CourseWishlistItem>;

/** One entry of a store product at one warehouse (an `other` row has this shape). */
export const StoreWishlistEntry = v.object({ ...entryBase, type: v.literal('ecom'), warehouse_id: v.nullable(v.number()), detail: WishlistStoreDetail });
export type StoreWishlistEntry = v.InferOutput<typeof StoreWishlistEntry>;

/** A store product in the wishlist: its newest entry plus `other`, the same product in the member's other warehouses. */
export const StoreWishlistItem = v.object({ ...StoreWishlistEntry.entries, other: v.array(StoreWishlistEntry) });
export type StoreWishlistItem = v.InferOutput<typeof StoreWishlistItem>;

/** The course tab's page. */
export const CourseWishlistPage = paged(CourseWishlistItem);
/** The store tab's page. */
export const StoreWishlistPage = paged(StoreWishlistItem);

const listParams = (q: WishlistListQuery) => ({ limit: q.limit ?? WISHLIST_PAGE_SIZE, page: q.page, q: q.q, user_id: q.user_id }) as Record<string, string | number | undefined>;

/** The course tab (GET lms/component/wishlist/lms). @throws ApiError 403 for another `user_id`, 401. */
export const getCourseWishlist = (q: WishlistListQuery) => call('get', 'lms/component/wishlist/lms', CourseWishlistPage, { searchParams: listParams(q) });

/** The store tab (GET lms/component/wishlist/ecom). @throws ApiError 403 for another `user_id`, 401. */
export const getStoreWishlist = (q: WishlistListQuery) => call('get', 'lms/component/wishlist/ecom', StoreWishlistPage, { searchParams: listParams(q) });

/** Texts of adding a wishlisted course to the cart (portal §8 "Add to cart"; the notice clears after 3 s). */
export const WISHLIST_CART_TEXT = {
  added: 'Kursus ditambahkan ke dalam keranjang',
  taken: 'Kursus sudah ditambahkan ke keranjang atau pernah kamu beli',
  notFound: 'Kursus tidak ditemukan',
} as const;

/**
 * The text to show for a failed add from the wishlist (portal §8): 401/403 → 'Kursus sudah ditambahkan ke
 * keranjang atau pernah kamu beli', 404 → 'Kursus tidak ditemukan', otherwise the server message.
 */
export function wishlistCartFailureText(code: number, serverMessage: string): string {
  if (code === 401 || code === 403) return WISHLIST_CART_TEXT.taken;
  if (code === 404) return WISHLIST_CART_TEXT.notFound;
  return serverMessage;
}

/**
 * Add a wishlisted course to the cart (portal §4, §7 "Cart from the wishlist"): one line `{ type: 'lms',
 * item_id, quantity: 1 }` with `update_cart: true`. The wishlist entry stays. Reload the cart afterwards.
 * @throws ApiError 403 (in the cart already or owned), 404 (unknown or inactive course), 401.
 */
export const addWishlistCourseToCart = (userId: number, courseId: number) =>
  addToCart({ user_id: userId, carts: [{ type: 'lms', item_id: courseId, quantity: 1 }], update_cart: true });
