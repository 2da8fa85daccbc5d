/**
 * keen-slider on an element, with the library loaded after the first paint (issue 17 point 3, decision 092): the
 * slider's markup and CSS show the first slides as they will be (the server renders them; keen-slider's own CSS
 * lays the track out), and keen-slider takes the track over once its chunk has come — drag, snap and the arrows
 * then work. The library is not part of any route's initial load.
 *
 * Same shape as keen-slider's React hook (`[ref, slider]`): put `ref` on the track element; `slider.current` is the
 * instance once created (null before, and after the element leaves). The options are read when the slider is
 * created (the latest render's, so `initial` can be the slide the page is at by then); later changes are not applied.
 */
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useCallback, useRef, type RefObject } from 'react';

let library: Promise<typeof import('keen-slider').default> | undefined;

/** keen-slider's constructor, loaded once (a failed load is tried again by the next slider). */
function loadKeenSlider() {
  library ??= import('keen-slider').then(
    (m) => m.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

export function useKeenSlider<T extends HTMLElement>(options: KeenSliderOptions): [(node: T | null) => () => void, RefObject<KeenSliderInstance | null>] {
  const slider = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const ref = useCallback((node: T | null) => {
    let gone = false;
    let instance: KeenSliderInstance | null = null;
    if (node) {
      loadKeenSlider().then(
        (KeenSlider) => {
          if (gone) return;
          instance = new KeenSlider(node, latest.current);
          slider.current = instance;
        },
        () => {
          // Offline before the chunk came: the track stays as the CSS lays it out (the first slides, no dragging).
        },
      );
    }
    return () => {
      gone = true;
      instance?.destroy();
      if (slider.current === instance) slider.current = null;
    };
  }, []);
  return [ref, slider];
}
