/**
 * Great-circle distance (haversine) between two WGS84 points, in km. Used by the client to show the
 * warehouse→address distance and by the gateway's shipping stand-in to price deliveries.
 */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371.0088;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Round a distance to 2 decimals (km). */
export const roundKm = (km: number) => Math.round(km * 100) / 100;
