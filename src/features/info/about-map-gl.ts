/**
 * The maplibre-gl part of the About Us map. Loaded ONLY through the dynamic `import()` in about-map.tsx. No tile
 * server is reachable: the style is inline (a plain background) with the office as a marker.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { MapPlace } from './about-map';

setWorkerUrl(workerUrl);

const STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f3efe6' } }],
};

/** Starts the map in `container` centred on the place, with one marker. Returns a function that removes it. */
export function startMap(container: HTMLElement, place: MapPlace): () => void {
  const map = new MapLibreMap({
    container,
    style: STYLE,
    center: [place.longitude, place.latitude],
    zoom: place.zoom,
    attributionControl: false,
  });
  // Without a listener maplibre prints error events with console.error.
  map.on('error', () => undefined);
  const marker = new Marker({ color: '#c0392b' }).setLngLat([place.longitude, place.latitude]).addTo(map);
  marker.getElement().setAttribute('aria-label', place.label);
  marker.getElement().setAttribute('title', place.label);
  return () => {
    marker.remove();
    map.remove();
  };
}
