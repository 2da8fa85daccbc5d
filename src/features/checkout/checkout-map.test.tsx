// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutMap, MAP_TEXT, routeShape, type MapModule } from './checkout-map';
import { DistanceSlot } from './checkout-sections';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('routeShape', () => {
  it('draws a line under 100 km', () => {
    expect(routeShape(0)).toBe('line');
    expect(routeShape(12.35)).toBe('line');
    expect(routeShape(99.99)).toBe('line');
  });
  it('draws only the markers from 100 km on', () => {
    expect(routeShape(100)).toBe('markers');
    expect(routeShape(120.5)).toBe('markers');
    expect(routeShape(Number.NaN)).toBe('markers');
    expect(routeShape(-1)).toBe('markers');
  });
});

const bandung = { latitude: -6.9175, longitude: 107.6191 };
const home = { latitude: -6.9, longitude: 107.6 };

describe('DistanceSlot with the map', () => {
  it('keeps the distance text and shows a note when WebGL is unavailable (default loader, no maplibre import)', async () => {
    expect(typeof WebGL2RenderingContext).toBe('undefined');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    render(<DistanceSlot distanceKm={12.3456} hasAddress warehouse={bandung} address={home} />);
    expect(screen.getByText('12,35 km')).toBeTruthy();
    expect(await screen.findByText(MAP_TEXT.unavailable)).toBeTruthy();
    expect(screen.getByText('12,35 km')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the distance only when a side lacks coordinates', () => {
    render(<DistanceSlot distanceKm={1234.5} hasAddress warehouse={bandung} address={{ latitude: null, longitude: null }} />);
    expect(screen.getByText('1.234,50 km')).toBeTruthy();
    expect(screen.queryByRole('group', { name: MAP_TEXT.label })).toBeNull();
  });
});

describe('CheckoutMap', () => {
  const points = { warehouse: { lat: -6.9175, lng: 107.6191 }, address: { lat: -6.2, lng: 106.8 } };

  it('falls back to the note when the map throws on start (no WebGL in maplibre)', async () => {
    const load = () =>
      Promise.resolve<MapModule>({
        startMap: () => {
          throw new Error('Failed to initialize WebGL');
        },
      });
    render(<CheckoutMap {...points} distanceKm={120} load={load} />);
    expect(await screen.findByText(MAP_TEXT.unavailable)).toBeTruthy();
  });

  it('starts the map with the shape for the distance and stops it on unmount', async () => {
    const stop = vi.fn();
    const startMap = vi.fn(() => stop);
    const { unmount, container } = render(<CheckoutMap {...points} distanceKm={45.2} load={() => Promise.resolve({ startMap })} />);
    await waitFor(() => expect(container.querySelector('[data-map-status="ready"]')).not.toBeNull());
    expect(startMap).toHaveBeenCalledWith(expect.any(HTMLElement), points, 'line', { warehouse: MAP_TEXT.warehouse, address: MAP_TEXT.address });
    expect(screen.getByText(MAP_TEXT.straightLine)).toBeTruthy();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does not fetch the map until its box comes near the viewport (issue 12 point 3)', async () => {
    let callback: IntersectionObserverCallback | undefined;
    const observed: { options?: IntersectionObserverInit } = {};
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callback = cb;
        observed.options = options;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const load = vi.fn(() => Promise.resolve<MapModule>({ startMap: () => () => undefined }));
      const { container } = render(<CheckoutMap {...points} distanceKm={45.2} load={load} />);
      expect(container.querySelector('[data-map-status="waiting"]')).not.toBeNull();
      expect(load).not.toHaveBeenCalled();
      expect(observed.options?.rootMargin).toBe('200px 0px');
      act(() => callback!([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(load).not.toHaveBeenCalled();
      act(() => callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(container.querySelector('[data-map-status="ready"]')).not.toBeNull());
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("on a phone waits for 'Tampilkan Peta', then loads the map once (decision 091)", async () => {
    const load = vi.fn(() => Promise.resolve<MapModule>({ startMap: () => () => undefined }));
    const { container } = render(<CheckoutMap {...points} distanceKm={45.2} load={load} tapToLoad />);
    const show = await screen.findByRole('button', { name: MAP_TEXT.show });
    // Without IntersectionObserver (jsdom) a desktop map loads at once; the phone's waits for the tap.
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-map-status="waiting"]')).not.toBeNull();
    fireEvent.click(show);
    await waitFor(() => expect(container.querySelector('[data-map-status="ready"]')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: MAP_TEXT.show })).toBeNull();
  });

  it('asks for markers only at 100 km or more', async () => {
    const startMap = vi.fn((..._args: Parameters<MapModule['startMap']>) => () => undefined);
    render(<CheckoutMap {...points} distanceKm={150} load={() => Promise.resolve({ startMap })} />);
    await waitFor(() => expect(startMap).toHaveBeenCalled());
    expect(startMap.mock.calls[0]![2]).toBe('markers');
    expect(screen.getByText(MAP_TEXT.markersOnly)).toBeTruthy();
  });
});
