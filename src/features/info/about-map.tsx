/**
 * The About Us map (portal §2 "About Us ... a map"). maplibre-gl is loaded with a dynamic `import()` of
 * about-map-gl.ts from an effect, so it is downloaded only on this page (and checkout's own map), never in the
 * initial bundle. Without WebGL 2 (headless browsers, jsdom) the map is skipped with a note and a link to the
 * place on OpenStreetMap.
 */
import { useEffect, useRef, useState } from 'react';
import { T } from './texts';

export interface MapPlace {
  latitude: number;
  longitude: number;
  zoom: number;
  label: string;
}

/** The lazily loaded module (about-map-gl.ts) as seen by the component. */
export interface AboutMapModule {
  startMap(container: HTMLElement, place: MapPlace): () => void;
}

/** True when the browser can create a WebGL 2 context (maplibre-gl 6 needs it). Never throws. */
function hasWebGl2(): boolean {
  try {
    if (typeof document === 'undefined' || typeof WebGL2RenderingContext === 'undefined') return false;
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/** Default loader: refuses without WebGL 2 (maplibre is then not even downloaded). */
export async function loadAboutMap(): Promise<AboutMapModule> {
  if (!hasWebGl2()) throw new Error('WebGL 2 unavailable');
  return import('./about-map-gl');
}

/** OpenStreetMap link for the place (works without WebGL). */
export const osmUrl = (p: MapPlace) => `https://www.openstreetmap.org/?mlat=${p.latitude}&mlon=${p.longitude}#map=${p.zoom}/${p.latitude}/${p.longitude}`;

export function AboutMap({ place, load = loadAboutMap }: { place: MapPlace; load?: () => Promise<AboutMapModule> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const { latitude, longitude, zoom, label } = place;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    load()
      .then((mod) => {
        if (cancelled) return;
        stop = mod.startMap(el, { latitude, longitude, zoom, label });
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
      try {
        stop?.();
      } catch {
        // The map is being torn down.
      }
    };
  }, [latitude, longitude, zoom, label, load]);
  return (
    <div className="about-map" data-map-status={status}>
      <div ref={ref} role="group" aria-label={`Peta: ${label}`} hidden={status === 'unavailable'} className="about-map__canvas" />
      {status === 'unavailable' ? <p className="about-map__note">{T.mapUnavailable}</p> : null}
      <p className="about-map__note">
        {label} ·{' '}
        <a href={osmUrl(place)} target="_blank" rel="noopener noreferrer">
          {T.openMap}
        </a>
      </p>
    </div>
  );
}
