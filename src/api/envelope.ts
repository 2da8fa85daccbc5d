/**
 * The gateway's response envelope and shared wire primitives.
 *
 * Every gateway answer is `{ status, code, message, result }` (portal spec §7, commerce spec §7).
 * `status` is false on any failure; `code` mirrors the HTTP status or a business code (403, 404, 422, 423,
 * 424, 433, 436 ...); `message` is the Indonesian text shown to users where the spec says "the server message".
 */
import * as v from 'valibot';

/** Envelope around any result schema. */
export function envelope<T extends v.GenericSchema>(result: T) {
  return v.object({
    status: v.boolean(),
    code: v.number(),
    message: v.string(),
    result,
  });
}

/** A failure envelope: `result` is ignored by the client. */
export const FailureEnvelope = v.object({
  status: v.boolean(),
  code: v.number(),
  message: v.string(),
  result: v.optional(v.unknown()),
});

/**
 * The list wrapper used by paged lists: `{ count, page, pages, limit, data }`
 * (portal spec §3 "List wrapper"). `count` is the total number of rows, `pages` = ceil(count / limit).
 */
export function paged<T extends v.GenericSchema>(item: T) {
  return v.object({
    count: v.number(),
    page: v.number(),
    pages: v.number(),
    limit: v.number(),
    data: v.array(item),
  });
}
export type Paged<T> = { count: number; page: number; pages: number; limit: number; data: T[] };

/**
 * A whole number that arrives either as a JSON number or as a query-string text (`"20"`).
 * Used by the gateway to validate query params with the same schema the client sends.
 */
export const IntParam = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, 'harus angka'), v.transform(Number))]),
  v.number(),
  v.integer('harus angka'),
);

/** A positive whole number (ids, page numbers, limits) from JSON or a query string. */
export const PositiveInt = v.pipe(IntParam, v.minValue(1, 'minimal 1'));

/** Non-negative whole number of rupiah (the wire always carries rupiah as integers). */
export const Rupiah = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `asc` or `desc`, default `asc`. */
export const SortDir = v.picklist(['asc', 'desc']);

/** Price list type (commerce spec §1): b2c for members and guests by default, b2b for business accounts. */
export const PriceType = v.picklist(['b2c', 'b2b']);
export type PriceType = v.InferOutput<typeof PriceType>;

/** Price list tier 1..3; guests and the default use tier 3. */
export const PriceTier = v.pipe(IntParam, v.minValue(1), v.maxValue(3));

/** A boolean that may arrive as `"true"`/`"false"`/`"1"`/`"0"` in a query string. */
export const BoolParam = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((x) => x === true || x === 'true' || x === '1'),
);

/**
 * A JSON list carried in a query string, e.g. `status=[2,3]` or `category_id=[1,2]`
 * (commerce spec §7 "status as a JSON array"; portal spec §7 "category_id (as a list string)").
 */
export const IntListParam = v.pipe(
  v.union([v.array(v.number()), v.string()]),
  v.transform((x): unknown => {
    if (Array.isArray(x)) return x;
    try {
      return JSON.parse(x);
    } catch {
      return null;
    }
  }),
  v.array(v.pipe(v.number(), v.integer()), 'harus daftar angka, contoh [1,2]'),
);
