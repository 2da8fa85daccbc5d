/**
 * Checkout map (commerce spec §2 "Checkout", §9): warehouse and delivery-address markers, a straight line between
 * them when the distance is under 100 km, otherwise the two markers only; bounds fitted to both points.
 * maplibre-gl is loaded with a dynamic `import()` from an effect (checkout-map-gl.ts), never statically, so it
 * stays out of the initial bundle, and only once the map's box comes within 200 px of the viewport
 * (IntersectionObserver; at once where there is none): the address, delivery and price sections paint and become
 * usable without waiting for the map's 430 KB gz and its worker (issue 12 point 3, decision 041). On a touch-first
 * device the map waits for the member's tap on 'Tampilkan Peta' instead (issue 17 point 2, decision 091). Without WebGL 2 (headless, jsdom) the map is skipped with a short note and the
 * distance text around it stays visible; nothing is logged.
 */
import { useEffect, useRef, useState } from 'react';

/** Distance (km) from which the map shows only the two markers instead of a line. */
export const ROUTE_LINE_MAX_KM = 100;

export type RouteShape = 'line' | 'markers';

/**
 * What the map draws for a warehouse→address distance in km: 'line' (straight line plus both markers) when the
 * distance is under 100 km, 'markers' (the two markers only) at 100 km or more, or when the distance is not a
 * finite non-negative number.
 */
export function routeShape(distanceKm: number): RouteShape {
  return Number.isFinite(distanceKm) && distanceKm >= 0 && distanceKm < ROUTE_LINE_MAX_KM ? 'line' : 'markers';
}

export interface MapPoints {
  warehouse: { lat: number; lng: number };
  address: { lat: number; lng: number };
}

/** The lazily loaded map module (checkout-map-gl.ts) as seen by the component. */
export interface MapModule {
  startMap(container: HTMLElement, points: MapPoints, shape: RouteShape, labels: { warehouse: string; address: string }): () => void;
}

export const MAP_TEXT = {
  label: 'Peta gudang dan alamat pengiriman',
  warehouse: 'Gudang',
  address: 'Alamat pengiriman',
  straightLine: 'Garis lurus dari gudang ke alamat (bukan rute jalan)',
  markersOnly: 'Jarak 100 km atau lebih: hanya lokasi gudang dan alamat yang ditandai',
  unavailable: 'Peta tidak dapat ditampilkan di perangkat ini.',
  show: 'Tampilkan Peta',
};

/**
 * True on a touch-first device (a phone or tablet: coarse primary pointer or touch points). There the map (≈ 430 KB
 * gz with its worker, seconds of main-thread work on a phone's CPU) waits for the member's tap on 'Tampilkan Peta'
 * instead of loading with the page (decision 091). Never throws; false where there is no window (jsdom, server).
 */
export function prefersTapToLoad(): boolean {
  try {
    if (typeof window === 'undefined') return false;
    return window.matchMedia?.('(pointer: coarse)').matches === true || (navigator.maxTouchPoints ?? 0) > 0;
  } catch {
    return false;
  }
}

/** True when the browser can create a WebGL 2 context (maplibre-gl 6 needs it). Never throws. */
export function hasWebGl2(): boolean {
  try {
    // jsdom and browsers without WebGL 2 lack the constructor: no canvas probe (jsdom would report it).
    if (typeof document === 'undefined' || typeof WebGL2RenderingContext === 'undefined') return false;
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

/** Default loader: refuses without WebGL 2 (so maplibre is not even downloaded), else imports the map module. */
export async function loadMapModule(): Promise<MapModule> {
  if (!hasWebGl2()) throw new Error('WebGL 2 unavailable');
  return import('./checkout-map-gl');
}

type Status = 'waiting' | 'loading' | 'ready' | 'unavailable';

/** How close (px) the map's box must come to the viewport before maplibre-gl is fetched. */
export const MAP_LOAD_MARGIN_PX = 200;

export interface CheckoutMapProps extends MapPoints {
  /** Warehouse→address distance in km (decides line vs markers). */
  distanceKm: number;
  /** Injected in tests; defaults to the lazy maplibre module. */
  load?: () => Promise<MapModule>;
  /** Wait for a tap on 'Tampilkan Peta' instead of the box coming into view; defaults to {@link prefersTapToLoad}. */
  tapToLoad?: boolean;
}

export function CheckoutMap({ warehouse, address, distanceKm, load = loadMapModule, tapToLoad }: CheckoutMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  // How the map starts, read after mount (the server's HTML and the first render agree: nothing until the browser
  // says whether it is a phone).
  const [trigger, setTrigger] = useState<'unknown' | 'tap' | 'view'>('unknown');
  useEffect(() => setTrigger((tapToLoad ?? prefersTapToLoad()) ? 'tap' : 'view'), [tapToLoad]);
  const [status, setStatus] = useState<Status>('waiting');
  const [near, setNear] = useState(false);
  const shape = routeShape(distanceKm);
  const { lat: wLat, lng: wLng } = warehouse;
  const { lat: aLat, lng: aLng } = address;

  // Fetch the map only when its box is about to be seen.
  useEffect(() => {
    const el = ref.current;
    if (!el || near || trigger !== 'view') return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${MAP_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, trigger]);

  useEffect(() => {
    const el = ref.current;
    if (!el || !near) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    setStatus('loading');
    load()
      .then((mod) => {
        if (cancelled) return;
        stop = mod.startMap(el, { warehouse: { lat: wLat, lng: wLng }, address: { lat: aLat, lng: aLng } }, shape, {
          warehouse: MAP_TEXT.warehouse,
          address: MAP_TEXT.address,
        });
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
        // The map is being torn down; nothing left to show.
      }
    };
  }, [near, wLat, wLng, aLat, aLng, shape, load]);

  return (
    <div className="checkout-map" data-route-shape={shape} data-map-status={status}>
      <div
        ref={ref}
        role="group"
        aria-label={MAP_TEXT.label}
        hidden={status === 'unavailable'}
        className="checkout-map__box"
      >
        {trigger === 'tap' && !near && (
          <button type="button" className="btn btn--outline checkout-map__show" onClick={() => setNear(true)}>
            {MAP_TEXT.show}
          </button>
        )}
      </div>
      {status === 'unavailable' ? (
        <p className="checkout-map__note">{MAP_TEXT.unavailable}</p>
      ) : (
        <p className="checkout-map__note">{shape === 'line' ? MAP_TEXT.straightLine : MAP_TEXT.markersOnly}</p>
      )}
    </div>
  );
}
