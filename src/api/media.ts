/**
 * Media posts for the home page's 'Artikel Terbaru' (portal spec §2 "Home", §3 "Media post", §7 "Content").
 *
 * Path: GET `lms/media/blog-content/category` (public) with `limit`, `page`, `order`, `sort` and optionally
 * `category_id` → the list wrapper of {@link MediaPost}. Only published posts whose `date_publish` has passed
 * are listed. `order`: `date_publish` (default, newest first with `sort=desc`), `id` or `title`.
 * `blog_description` is HTML: sanitise with DOMPurify. Dates are ISO 8601 (the SPA shows the relative age
 * from `date_publish` with date-fns `id`).
 */
import * as v from 'valibot';
import { call } from './client';
import { IntParam, paged, SortDir } from './envelope';

/** Items per home section (portal spec §9). */
export const HOME_ARTICLE_LIMIT = 10;

export const MediaPostQuery = v.object({
  limit: v.optional(v.pipe(IntParam, v.minValue(1, 'limit minimal 1'), v.maxValue(100, 'limit maksimal 100')), 10),
  page: v.optional(v.pipe(IntParam, v.minValue(1, 'page minimal 1')), 1),
  order: v.optional(v.picklist(['date_publish', 'id', 'title'], 'order harus date_publish, id atau title'), 'date_publish'),
  sort: v.optional(SortDir, 'desc'),
  category_id: v.optional(v.pipe(IntParam, v.minValue(1, 'category_id minimal 1'))),
});
export type MediaPostQuery = v.InferInput<typeof MediaPostQuery>;

/** A media post (portal spec §3): images are URLs; `author` a display name. */
export const MediaPost = v.object({
  id: v.number(),
  category_id: v.number(),
  category_name: v.string(),
  category_slug: v.string(),
  slug_content: v.string(),
  blog_title: v.string(),
  banner: v.string(),
  thumbnail: v.string(),
  /** HTML. */
  blog_description: v.string(),
  meta_description: v.string(),
  author: v.string(),
  /** ISO 8601. */
  date_publish: v.string(),
  created_at: v.string(),
});
export type MediaPost = v.InferOutput<typeof MediaPost>;
export const MediaPostList = paged(MediaPost);

/** GET lms/media/blog-content/category; the home page calls it with limit 10, page 1, order date_publish, sort desc. */
export const getMediaPosts = (query: MediaPostQuery = {}) =>
  call('get', 'lms/media/blog-content/category', MediaPostList, { searchParams: query as Record<string, string | number | undefined> });
