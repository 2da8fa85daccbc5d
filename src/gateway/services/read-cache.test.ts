import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache (decision 042)', () => {
  it('answers a key from memory within the TTL, loads again after it', async () => {
    let now = 0;
    const cache = new ReadCache(1000, () => now);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    now = 999;
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    now = 1000;
    expect(await cache.get('a', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses, and keeps no failure', async () => {
    const cache = new ReadCache(1000, () => 0);
    const load = vi.fn(() => Promise.reject(new Error('db down')));
    await expect(Promise.all([cache.get('k', load), cache.get('k', load)])).rejects.toThrow('db down');
    expect(load).toHaveBeenCalledTimes(1);
    const ok = vi.fn(async () => 'ok');
    expect(await cache.get('k', ok)).toBe('ok');
  });

  it('clear() forgets everything; a TTL of 0 never keeps anything', async () => {
    const cache = new ReadCache(1000, () => 0);
    const load = vi.fn(async () => 'x');
    await cache.get('k', load);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const off = new ReadCache(0);
    await off.get('k', load);
    await off.get('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('holds at most maxEntries keys', async () => {
    const cache = new ReadCache(1000, () => 0, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
