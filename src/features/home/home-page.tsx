/**
 * Home (portal §2 Home): the hero 'One Stop Baking Solution' with 'Jelajahi Kelas Kami' opening 'Kamu Peserta
 * Apa?' (machines/participant-choice.machine.ts: Non Prakerja → claim-voucher page, Prakerja → voucher-redeem page;
 * the sign-in site first when signed out) and the voucher animation, the banner slider (subscription and
 * discount-course banners; machines/banner-slider.machine.ts: autoplay 10000 ms, wrapping), the course sections
 * (2.5 / 6 per view), 'Artikel Terbaru' (1.25 / 4 per view, author and relative age), each shown only when it
 * has items (skeletons while loading), a register call-to-action for guests and the SEO description (sitemap
 * footer_description, sanitised).
 */
import { useAppActors } from '../../flows/app-actors';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { config } from '../../config/config';
import { registerUrl } from '../../config/links';
import { selectIsSignedIn } from '../../session/selectors';
import { BannerSlider } from '../../ui/banner-slider';
import { Dialog } from '../../ui/dialog';
import { AfterHydration } from '../../ui/after-hydration';

/**
 * Below the fold, loaded after the page's first paint (issue 12 point 2): 'Artikel Terbaru' (date-fns for the
 * relative age) and the SEO text (DOMPurify) are their own chunk, so the home route's initial JS carries neither.
 */
const LatestArticles = lazy(() => import('./home-below-fold').then((m) => ({ default: m.LatestArticles })));
const SeoText = lazy(() => import('./home-below-fold').then((m) => ({ default: m.SeoText })));
import { useBannerSlider } from './use-banner-slider';
import { useParticipantChoice } from './use-participant-choice';

/** @param courses the course sections, below the banners (the route renders them as an island, decision 092). */
export function HomePage({ courses }: { courses: ReactNode }) {
  const { session } = useAppActors();
  const signedIn = useSelector(session, selectIsSignedIn);
  const participant = useParticipantChoice(signedIn);

  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">Kursus baking &amp; bahan kue dalam satu tempat</p>
            <h1 className="hero__title">One Stop Baking Solution</h1>
            <p className="hero__lead">
              Belajar membuat roti, pastry, dessert hingga masakan Nusantara bersama chef berpengalaman, lalu belanja bahannya di sini juga.
            </p>
            <button type="button" className="btn btn--primary btn--lg" onClick={participant.show}>
              Jelajahi Kelas Kami
            </button>
          </div>
          <div className="hero__art" aria-hidden="true">
            <HeroArt />
            <div className="voucher-ticket">
              <span>VOUCHER</span>
              <strong>Kelas Baking</strong>
            </div>
          </div>
        </div>
      </section>

      <Dialog open={participant.open} onClose={participant.close} title="Kamu Peserta Apa?" size="sm">
        <div className="choice-grid">
          <button type="button" className="choice" onClick={() => participant.choose('nonPrakerja')}>
            <strong>Non Prakerja</strong>
            <span>Klaim voucher kursus reguler</span>
          </button>
          <button type="button" className="choice" onClick={() => participant.choose('prakerja')}>
            <strong>Prakerja</strong>
            <span>Tukarkan voucher Kartu Prakerja</span>
          </button>
        </div>
      </Dialog>

      <div className="container">
        <HomeBanners />

        {courses}

        <AfterHydration>
          <Suspense fallback={null}>
            <LatestArticles />
          </Suspense>
        </AfterHydration>
      </div>

      {signedIn ? null : (
        <section className="cta">
          <div className="container cta__inner">
            <h2>Yuk, mulai belajar baking hari ini!</h2>
            <p>Daftar gratis dan dapatkan info kelas serta promo terbaru.</p>
            <a href={registerUrl()} className="btn btn--light btn--lg">
              Daftar Sekarang
            </a>
          </div>
        </section>
      )}

      <AfterHydration>
        <Suspense fallback={null}>
          <SeoText />
        </Suspense>
      </AfterHydration>
    </div>
  );
}

/** The two banners (portal §2 Home): subscription → /subscription, discounted courses → the promo's public page. */
const BANNERS = [
  {
    name: 'Berlangganan',
    node: (
      <a className="banner banner--subscription" href="/subscription">
        <span className="banner__tag">Berlangganan</span>
        <strong className="banner__title">Akses ratusan resep dengan satu paket</strong>
        <span className="banner__cta">Lihat paket</span>
      </a>
    ),
  },
  {
    name: 'Diskon kursus',
    node: (
      <a className="banner banner--discount" href={`/promo-detail/${encodeURIComponent(config.homePromoCode)}`}>
        <span className="banner__tag">Diskon</span>
        <strong className="banner__title">Kursus pilihan dengan harga spesial</strong>
        <span className="banner__cta">Lihat kursus promo</span>
      </a>
    ),
  },
];

function HomeBanners() {
  const slider = useBannerSlider(BANNERS.length);
  return <BannerSlider label="Promo" slides={BANNERS.map((b) => b.node)} names={BANNERS.map((b) => b.name)} {...slider} />;
}

function HeroArt() {
  return (
    <svg viewBox="0 0 320 240" className="hero__svg">
      <ellipse cx="160" cy="214" rx="130" ry="14" fill="#000" opacity=".08" />
      <path d="M52 150c0-52 48-92 108-92s108 40 108 92v28H52z" fill="#E9A23B" />
      <path d="M64 146c10-30 50-58 96-58s86 28 96 58" fill="none" stroke="#B8661F" strokeWidth="6" strokeLinecap="round" />
      <path d="M104 112c14 10 14 30 0 44M160 96c16 12 16 44 0 60M216 112c-14 10-14 30 0 44" fill="none" stroke="#B8661F" strokeWidth="5" strokeLinecap="round" />
      <rect x="40" y="176" width="240" height="26" rx="13" fill="#7A3415" />
      <circle cx="262" cy="62" r="22" fill="#F6D9B8" />
      <path d="M250 62h24M262 50v24" stroke="#9C3F1A" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
