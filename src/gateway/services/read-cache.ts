/**
 * A short-lived cache of read-mostly catalogue answers (issue 12 point 5, docs/decisions/042): the public course
 * and product lists and the warehouses, which every product price reads. Not state that matters: each process has
 * its own, an entry lives at most `ttlMs` (config `CATALOGUE_CACHE_MS`, default 10 s; 0 turns the cache off), and
 * any write request this process serves (a payment, a stock change, an admin status move) clears it, so a process
 * never shows its own writes late; another process's writes show within `ttlMs`. Prices, stock and amounts that
 * decide money are always read fresh (cart calculation, order, payment never use it).
 *
 * Concurrent misses for one key share one load (no stampede); a failed load is not kept. At most `maxEntries`
 * keys (oldest dropped first).
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => Date.now(),
    private readonly maxEntries = 2000,
  ) {}

  /** The cached value of `key`, or the result of `load` (kept for `ttlMs`). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forget everything (after a write). */
  clear(): void {
    this.entries.clear();
  }
}
