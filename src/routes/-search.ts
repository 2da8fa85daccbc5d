/**
 * Search schemas shared by the routes (STYLE "Search params are validated with valibot and `v.fallback`
 * defaults"): every page that pages, searches or filters builds its `validateSearch` from these, so a bad value
 * falls back to the default the same way everywhere. (Files starting with '-' are not routes.)
 *
 * ```ts
 * export const OrdersSearch = v.object({ invoice: searchText(), page: pageParam(), status: ... });
 * ```
 */
import * as v from 'valibot';

/** A page number from the URL: a positive integer, as a number or a digit string. */
export const PageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1));

/** `page`: 1-based, default 1; anything else falls back to 1. */
export const pageParam = () => v.fallback(v.optional(PageNumber, 1), 1);

/** A free-text query (`q`, `search`, `invoice`): trimmed, at most `max` characters, default ''. */
export const searchText = (max = 100) => v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), ''), '');

/** One of a fixed list (a tab, a type), default `fallback`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  v.fallback(v.optional(v.picklist(options), fallback), fallback);

/** An optional id from the URL (`order_id`): a positive integer, else undefined (absent or malformed). */
export const idParam = () => v.fallback(v.optional(PageNumber), undefined);
/** The wishlist's `type` (portal §2 "Wishlist": type=course or type=store), default course. */
export const wishlistType = () => oneOf(['course', 'store'] as const, 'course');
/**
 * A tab whose unknown values map by a rule instead of one fallback (e.g. 'Kursus Saya': course, subscription,
 * voucher, otherwise certificate; commerce §4). No value is `fallback`.
 */
export const tabParam = <T extends string>(read: (value: string) => T, fallback: T) =>
  v.fallback(v.pipe(v.optional(v.string(), fallback), v.transform((value) => read(value))), fallback);
