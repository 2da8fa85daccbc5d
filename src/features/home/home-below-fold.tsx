/**
 * The home page's sections below the fold (portal §2 Home): 'Artikel Terbaru' (media posts with author and relative
 * age) and the footer SEO description (sanitised server HTML). Loaded lazily by home-page.tsx.
 */
import { config } from '../../config/config';
import { useNow } from '../../flows/clock/use-now';
import { useRemote } from '../../flows/remote/use-remote';
import { Carousel } from '../../ui/carousel';
import { SafeHtml } from '../../ui/safe-html';
import { CardSkeleton } from '../../ui/skeleton';
import { ArticleCard } from './article-card';
import { loadLatestArticles } from './articles';
import { loadSeoText } from './seo-text';

/** 'Artikel Terbaru': the 10 newest media posts, hidden when there are none. */
export function LatestArticles() {
  const articles = useRemote(() => loadLatestArticles(), 'articles');
  const now = useNow(undefined, 60_000);
  if (articles.status !== 'loading' && (articles.status !== 'ready' || articles.data.length === 0)) return null;
  return (
    <section className="home-section" aria-labelledby="section-articles" aria-busy={articles.status === 'loading'}>
      <div className="section-head">
        <h2 id="section-articles" className="section-title">
          Artikel Terbaru
        </h2>
        <a href={config.mediaUrl} className="section-link">
          Lihat Semua<span className="sr-only"> Artikel Terbaru</span>
        </a>
      </div>
      {articles.status === 'ready' ? (
        <Carousel label="Artikel Terbaru" variant="wide">
          {articles.data.map((post) => (
            <ArticleCard key={post.id} post={post} now={now} />
          ))}
        </Carousel>
      ) : (
        <div className="skeleton-row">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The footer SEO description (sitemap footer_description of the portal), sanitised; nothing when missing. */
export function SeoText() {
  const seo = useRemote(() => loadSeoText(), 'seo');
  if (seo.status !== 'ready' || !seo.data.trim()) return null;
  return (
    <section className="container seo-text" aria-label="Tentang Dapur Kursus">
      <SafeHtml html={seo.data} />
    </section>
  );
}
