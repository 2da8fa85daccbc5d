/**
 * The maplibre-gl part of the checkout map (commerce spec §2 "Checkout", §9). Loaded ONLY through the dynamic
 * `import()` in checkout-map.tsx, so maplibre-gl (≈300 KB gz + worker) and its CSS stay out of the initial bundle.
 * No tile server is reachable: the style is inline (a plain background) and the data are GeoJSON sources.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibreMap, Marker, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { MapPoints, RouteShape } from './checkout-map';

setWorkerUrl(workerUrl);

const ROUTE_COLOUR = '#b5651d';

/** Inline style: background plus, for 'line', a GeoJSON straight LineString from warehouse to address. */
export function mapStyle(points: MapPoints, shape: RouteShape): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#f3efe6' } }],
  };
  if (shape === 'line') {
    style.sources.route = {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: { kind: 'straight-line' },
        geometry: {
          type: 'LineString',
          coordinates: [
            [points.warehouse.lng, points.warehouse.lat],
            [points.address.lng, points.address.lat],
          ],
        },
      },
    };
    style.layers.push({
      id: 'route',
      type: 'line',
      source: 'route',
      layout: { 'line-cap': 'round' },
      paint: { 'line-color': ROUTE_COLOUR, 'line-width': 3, 'line-dasharray': [2, 1] },
    });
  }
  return style;
}

/**
 * Starts a map in `container`: warehouse and address markers, the straight line when `shape` is 'line', bounds
 * fitted to both points. Throws when the map cannot start (no WebGL 2: maplibre's GPUInitializationError).
 * Returns a function that removes the map.
 */
export function startMap(
  container: HTMLElement,
  points: MapPoints,
  shape: RouteShape,
  labels: { warehouse: string; address: string },
): () => void {
  const bounds = new LngLatBounds([points.warehouse.lng, points.warehouse.lat], [points.warehouse.lng, points.warehouse.lat]);
  bounds.extend([points.address.lng, points.address.lat]);
  const map = new MapLibreMap({
    container,
    style: mapStyle(points, shape),
    bounds,
    fitBoundsOptions: { padding: 40, maxZoom: 14 },
    attributionControl: false,
    cooperativeGestures: false,
  });
  // Without a listener maplibre prints error events with console.error; the distance text is the fallback.
  map.on('error', () => undefined);
  const marker = (point: { lat: number; lng: number }, colour: string, label: string) => {
    const m = new Marker({ color: colour }).setLngLat([point.lng, point.lat]).addTo(map);
    const el = m.getElement();
    el.setAttribute('aria-label', label);
    el.setAttribute('title', label);
    return m;
  };
  const markers = [marker(points.warehouse, '#5b3a1e', labels.warehouse), marker(points.address, '#c0392b', labels.address)];
  return () => {
    for (const m of markers) m.remove();
    map.remove();
  };
}
