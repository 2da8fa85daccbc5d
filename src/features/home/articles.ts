/**
 * 'Artikel Terbaru' on Home (portal §2 Home "media posts with author and relative age", §7 "GET
 * lms/media/blog-content/category: params limit, page, order, sort", §9 "Home sections: 10 items each").
 */
import { getMediaPosts, HOME_ARTICLE_LIMIT, type MediaPost } from '../../api/media';

/** The 10 newest media posts; a failure is an empty section (portal §8 "Failed list loads ... show empty sections"). */
export const loadLatestArticles = (): Promise<MediaPost[]> =>
  getMediaPosts({ limit: HOME_ARTICLE_LIMIT, page: 1, order: 'date_publish', sort: 'desc' })
    .then((r) => r.data)
    .catch(() => []);
