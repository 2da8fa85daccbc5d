/**
 * The banner slider's view over keen-slider (portal §2 Home "A banner slider ... autoplays every 10000 ms and wraps
 * around"). It holds no timer and no decision: machines/banner-slider.machine.ts owns the slide index and the
 * autoplay (an `after` delay); this component moves the keen-slider track to `index` (one step forward or back,
 * or straight to a dot's slide), reports a drag that settled on another slide, and reports hover and focus (the
 * machine holds the autoplay meanwhile, WCAG 2.2.2) and the pause/play button. keen-slider loads after the first
 * paint (./use-keen-slider.ts, decision 092) and starts at the machine's slide.
 */
import { useKeenSlider } from './use-keen-slider';
import { useEffect, useRef, type ReactNode } from 'react';
import type { SlideDirection } from '../../machines/banner-slider.machine';

export interface BannerSliderProps {
  /** Accessible name of the region. */
  label: string;
  /** One node per slide, with `names[i]` its accessible name. */
  slides: ReactNode[];
  names: string[];
  index: number;
  direction: SlideDirection;
  /** Autoplay paused by the visitor (shows 'Putar'), otherwise 'Jeda'. */
  paused: boolean;
  onNext: () => void;
  onPrev: () => void;
  onGoTo: (index: number) => void;
  onSettled: (index: number) => void;
  onPointer: (inside: boolean) => void;
  onFocus: (inside: boolean) => void;
  onPause: () => void;
  onResume: () => void;
}

export function BannerSlider(props: BannerSliderProps) {
  const { label, slides, names, index, direction, paused } = props;
  const settled = useRef(props.onSettled);
  settled.current = props.onSettled;
  const dragged = useRef(false);
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    initial: index,
    loop: true,
    slides: { perView: 1, spacing: 0 },
    dragEnded: () => {
      dragged.current = true;
    },
    animationEnded: (s) => {
      if (!dragged.current) return;
      dragged.current = false;
      settled.current(s.track.details.rel);
    },
  });

  // Follow the machine: move the track to `index` the way the machine says.
  useEffect(() => {
    const s = slider.current;
    if (!s || s.track.details?.rel === index) return;
    if (direction === 'next') s.next();
    else if (direction === 'prev') s.prev();
    else s.moveToIdx(index);
  }, [slider, index, direction]);

  const several = slides.length > 1;
  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => props.onPointer(true)}
      onPointerLeave={() => props.onPointer(false)}
      onFocus={() => props.onFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) props.onFocus(false);
      }}
    >
      <div ref={ref} className="keen-slider banner-slider__track" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={names[i] ?? i}
            className="keen-slider__slide banner-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} dari ${slides.length}: ${names[i] ?? ''}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {several ? (
        <div className="banner-slider__controls">
          <button type="button" className="banner-slider__btn" aria-label="Banner sebelumnya" onClick={props.onPrev}>
            ‹
          </button>
          <div className="banner-slider__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={`banner-slider__dot${i === index ? ' is-active' : ''}`}
                aria-label={`Banner ${i + 1}: ${names[i] ?? ''}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => props.onGoTo(i)}
              />
            ))}
          </div>
          <button type="button" className="banner-slider__btn" aria-label="Banner berikutnya" onClick={props.onNext}>
            ›
          </button>
          <button type="button" className="banner-slider__btn banner-slider__btn--play" onClick={paused ? props.onResume : props.onPause}>
            {paused ? 'Putar' : 'Jeda'}
            <span className="sr-only"> pergantian banner otomatis</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
