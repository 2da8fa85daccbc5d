/**
 * Distance maths for checkout (commerce spec §4 "Checkout address and delivery", §9). A copy of
 * src/lib/geo.ts haversineKm: machines import no runtime code from src/.
 */

/** BDX and address validity limit, km (commerce §9). */
export const BDX_MAX_KM = 20;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance (haversine, mean Earth radius 6371.0088 km) between two WGS84 points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const R = 6371.0088;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Round a distance to 2 decimals (km). */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

/**
 * Distance in km (2 decimals) between two points whose coordinates may be missing; 0 when either side lacks
 * latitude or longitude (0 then counts as out of area, commerce §4).
 */
export function distanceKm(
  a: { latitude: number | null; longitude: number | null } | null,
  b: { latitude: number | null; longitude: number | null } | null,
): number {
  if (!a || !b || a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return 0;
  return roundKm(haversineKm({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }));
}

/**
 * BDX range: more than 0 km (0 means unknown coordinates, out of area per commerce §4) and not more than 20 km.
 * The spec says both "under 20 km" and "exceeds 20 km" ('melebihi 20km'); exactly 20 km does not exceed the limit,
 * so it is allowed here, consistent with hiding bdx methods only when the distance exceeds 20.
 */
export const isWithinBdxKm = (km: number) => km > 0 && km <= BDX_MAX_KM;

/** Exceeds the allowed delivery distance (commerce §4: bdx methods hidden, chooser reopens). */
export const exceedsBdxKm = (km: number) => km > BDX_MAX_KM;
