/**
 * A horizontal carousel on keen-slider (portal §2 Home, commerce §9 "Carousel breakpoints"):
 * - `cards` (default): 2.5 items under 768 px, 6 items from 768 px;
 * - `wide`: 1.25 items under 768 px, 4 items from 768 px (the second carousel).
 * No autoplay here: the Home banner slider is src/ui/banner-slider.tsx, driven by machines/banner-slider.machine.ts.
 * Previous/next buttons are real buttons; the track stays reachable by keyboard through the cards' own links.
 * keen-slider itself loads after the first paint (./use-keen-slider.ts, decision 092).
 */
import { useHydrated } from './after-hydration';
import { useKeenSlider } from './use-keen-slider';
import { Children, useState, type ReactNode } from 'react';

export type CarouselVariant = 'cards' | 'wide';

export interface CarouselProps {
  /** One child per slide. */
  children: ReactNode;
  /** Accessible name of the region, e.g. the section title. */
  label: string;
  variant?: CarouselVariant;
}

/** Items per view: under 768 px (`small`) and from 768 px (`wide`); portal §2 Home, commerce §9. */
export const BREAKPOINTS: Record<CarouselVariant, { small: number; wide: number; spacing: number }> = {
  cards: { small: 2.5, wide: 6, spacing: 12 },
  wide: { small: 1.25, wide: 4, spacing: 16 },
};

export function Carousel({ children, label, variant = 'cards' }: CarouselProps) {
  const bp = BREAKPOINTS[variant];
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: false,
      mode: 'snap',
      slides: { perView: bp.small, spacing: bp.spacing },
      breakpoints: { '(min-width: 768px)': { slides: { perView: bp.wide, spacing: bp.spacing + 8 } } },
      slideChanged: (s) => setIndex(s.track.details.rel),
    },
  );
  // The server cannot know the screen: it renders the phone layout, and so does the hydrating browser (decision 074);
  // the browser's own width applies right after.
  const hydrated = useHydrated();
  const wide = hydrated && typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches;
  const perView = wide ? bp.wide : bp.small;
  const canScroll = slides.length > perView;

  return (
    <section className={`carousel carousel--${variant}`} aria-roledescription="carousel" aria-label={label}>
      <div ref={ref} className="keen-slider">
        {slides.map((slide, i) => (
          <div key={i} className="keen-slider__slide carousel__slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} dari ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {canScroll ? (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Sebelumnya"
            disabled={index === 0}
            onClick={() => slider.current?.prev()}
          >
            ‹
          </button>
          <button type="button" className="carousel__arrow carousel__arrow--next" aria-label="Berikutnya" onClick={() => slider.current?.next()}>
            ›
          </button>
        </>
      ) : null}
    </section>
  );
}
