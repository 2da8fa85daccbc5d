/** One 'Artikel Terbaru' card (portal §2 Home): thumbnail, category, title, author and relative age; links to the media site. */
import type { MediaPost } from '../../api/media';
import { mediaPostUrl } from '../../config/links';
import { relativeAge } from '../../lib/format';

export function ArticleCard({ post, now }: { post: MediaPost; now: Date }) {
  return (
    <article className="article-card" aria-labelledby={`article-${post.id}`}>
      <a href={mediaPostUrl(post.category_slug, post.slug_content)} className="article-card__link">
        <img src={post.thumbnail} alt="" className="article-card__thumb" loading="lazy" width={320} height={200} />
        <span className="article-card__category">{post.category_name}</span>
        <strong id={`article-${post.id}`} className="article-card__title">
          {post.blog_title}
        </strong>
      </a>
      <p className="article-card__meta">
        <span>{post.author}</span> · <time dateTime={post.date_publish}>{relativeAge(post.date_publish, now)}</time>
      </p>
    </article>
  );
}
