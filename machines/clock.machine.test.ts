import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { clockMachine } from './clock.machine';
import { flush } from './testing/fixtures';

describe('clock (commerce §2 promo countdown, §4 "ticks every second")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the time at once, then every `everyMs`; a failed read keeps the last time', async () => {
    const times = [1_000, 2_000];
    let reads = 0;
    const machine = clockMachine.provide({
      actors: {
        readTime: fromPromise(async () => {
          reads++;
          const t = times.shift();
          if (t === undefined) throw new Error('no clock');
          return t;
        }),
      },
    });
    const clock = createActor(machine, { input: { now: 0, everyMs: 1000 } }).start();
    await flush();
    expect(clock.getSnapshot().context.now).toBe(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(clock.getSnapshot().context.now).toBe(2_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(3);
    expect(clock.getSnapshot().context.now).toBe(2_000);
    clock.stop();
  });
});
