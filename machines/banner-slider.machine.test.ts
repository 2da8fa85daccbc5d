import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { BANNER_AUTOPLAY_MS, bannerSliderMachine, type BannerSliderInput } from './banner-slider.machine';

function start(input: BannerSliderInput = { count: 2 }) {
  return createActor(bannerSliderMachine, { input }).start();
}
const index = (a: ReturnType<typeof start>) => a.getSnapshot().context.index;

describe('banner slider (portal §2 Home, §9 "Banner autoplay: 10000 ms")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('autoplays every 10000 ms and wraps from the last slide to the first', async () => {
    const slider = start({ count: 2 });
    expect(BANNER_AUTOPLAY_MS).toBe(10_000);
    expect(slider.getSnapshot().hasTag('autoplaying')).toBe(true);
    expect(index(slider)).toBe(0);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(index(slider)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(index(slider)).toBe(1);
    expect(slider.getSnapshot().context.direction).toBe('next');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(index(slider)).toBe(0);
    expect(slider.getSnapshot().context.direction).toBe('next');
  });

  it('steps forward and back with wrapping, and a manual move starts the full wait again', async () => {
    const slider = start({ count: 3 });
    await vi.advanceTimersByTimeAsync(6_000);
    slider.send({ type: 'slider.prev' });
    expect(index(slider)).toBe(2);
    expect(slider.getSnapshot().context.direction).toBe('prev');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(index(slider)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(index(slider)).toBe(0);
    slider.send({ type: 'slider.next' });
    expect(index(slider)).toBe(1);
  });

  it('jumps to a dot, ignores the current or an unknown slide, and records a drag', () => {
    const slider = start({ count: 3 });
    slider.send({ type: 'slider.goTo', index: 2 });
    expect(slider.getSnapshot().context).toMatchObject({ index: 2, direction: 'jump' });
    slider.send({ type: 'slider.goTo', index: 7 });
    slider.send({ type: 'slider.goTo', index: -1 });
    slider.send({ type: 'slider.goTo', index: 1.5 });
    expect(index(slider)).toBe(2);
    slider.send({ type: 'slider.settled', index: 0 });
    expect(index(slider)).toBe(0);
  });

  it('holds while hovered or focused, and plays again only when both have left', async () => {
    const slider = start({ count: 2 });
    slider.send({ type: 'pointer.enter' });
    slider.send({ type: 'focus.enter' });
    expect(slider.getSnapshot().matches({ running: 'held' })).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(index(slider)).toBe(0);
    slider.send({ type: 'pointer.leave' });
    expect(slider.getSnapshot().matches({ running: 'held' })).toBe(true);
    slider.send({ type: 'focus.leave' });
    expect(slider.getSnapshot().hasTag('autoplaying')).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(index(slider)).toBe(1);
  });

  it('the pause button stops the autoplay; moves still work; play resumes it', async () => {
    const slider = start({ count: 2 });
    slider.send({ type: 'autoplay.pause' });
    expect(slider.getSnapshot().hasTag('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(index(slider)).toBe(0);
    slider.send({ type: 'slider.next' });
    expect(index(slider)).toBe(1);
    slider.send({ type: 'slider.prev' });
    slider.send({ type: 'slider.goTo', index: 1 });
    slider.send({ type: 'slider.settled', index: 0 });
    expect(index(slider)).toBe(0);
    slider.send({ type: 'autoplay.resume' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(index(slider)).toBe(1);
  });

  it('resuming while still hovered waits until the pointer leaves', () => {
    const slider = start({ count: 2, startPaused: true });
    expect(slider.getSnapshot().hasTag('paused')).toBe(true);
    slider.send({ type: 'pointer.enter' });
    slider.send({ type: 'autoplay.resume' });
    expect(slider.getSnapshot().matches({ running: 'held' })).toBe(true);
  });

  it('a single slide never moves; more slides later start the autoplay, fewer clamp the index', async () => {
    const slider = start({ count: 1 });
    expect(slider.getSnapshot().value).toBe('still');
    slider.send({ type: 'slider.next' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(index(slider)).toBe(0);
    slider.send({ type: 'slides.change', count: 3 });
    slider.send({ type: 'slider.goTo', index: 2 });
    expect(index(slider)).toBe(2);
    slider.send({ type: 'slides.change', count: 2 });
    expect(index(slider)).toBe(1);
    slider.send({ type: 'slides.change', count: 0 });
    expect(slider.getSnapshot().value).toBe('still');
    expect(index(slider)).toBe(0);
  });

  it('takes another interval from its input', async () => {
    const slider = start({ count: 2, intervalMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    expect(index(slider)).toBe(1);
  });
});
