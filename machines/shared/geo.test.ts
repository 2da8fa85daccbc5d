import { describe, expect, it } from 'vitest';
import { distanceKm, exceedsBdxKm, haversineKm, isWithinBdxKm, roundKm } from './geo';

// Bandung (alun-alun) and Jakarta (Monas).
const bandung = { lat: -6.9218, lng: 107.6071 };
const jakarta = { lat: -6.1754, lng: 106.8272 };

describe('geo (commerce §9)', () => {
  it('haversine Jakarta–Bandung is about 119 km', () => {
    expect(haversineKm(jakarta, bandung)).toBeGreaterThan(115);
    expect(haversineKm(jakarta, bandung)).toBeLessThan(125);
    expect(haversineKm(bandung, bandung)).toBe(0);
  });
  it('distance rounds to 2 decimals and is 0 without coordinates', () => {
    const d = distanceKm({ latitude: bandung.lat, longitude: bandung.lng }, { latitude: -6.9, longitude: 107.6 });
    expect(d).toBe(roundKm(d));
    expect(d).toBeGreaterThan(2);
    expect(distanceKm({ latitude: null, longitude: 107 }, { latitude: -6.9, longitude: 107.6 })).toBe(0);
    expect(distanceKm(null, { latitude: -6.9, longitude: 107.6 })).toBe(0);
  });
  it('BDX range is more than 0 and at most 20 km', () => {
    expect(isWithinBdxKm(0)).toBe(false);
    expect(isWithinBdxKm(0.5)).toBe(true);
    expect(isWithinBdxKm(20)).toBe(true);
    expect(isWithinBdxKm(20.01)).toBe(false);
    expect(exceedsBdxKm(20)).toBe(false);
    expect(exceedsBdxKm(20.01)).toBe(true);
  });
});
