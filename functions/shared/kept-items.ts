import { KeptValues } from './kept-values';

/**
 * Items read by key that change only when their corpus is re-imported (a narration, a hundred hadith numbers), kept
 * per container: read again after `ttlMs`, as the catalogues are, and the least recently used go past `capacity`.
 */
export class KeptItems<T> {
  private readonly kept: KeptValues<string, T>;

  constructor(capacity: number, ttlMs: number, now: () => number = Date.now) {
    this.kept = new KeptValues(capacity, ttlMs, now);
  }

  /**
   * The items `wanted` names, in its order (those the table does not hold left out): the kept ones from memory, the
   * others with one call of `read`, which returns what it found in any order.
   */
  async many<K>(
    wanted: readonly K[],
    keyOf: (wanted: K) => string,
    itemKey: (item: T) => string,
    read: (missing: K[]) => Promise<T[]>,
  ): Promise<T[]> {
    const found = new Map<string, T>();
    const missing = new Map<string, K>();
    for (const entry of wanted) {
      const key = keyOf(entry);
      const kept = this.kept.get(key);
      if (kept === undefined) missing.set(key, entry);
      else found.set(key, kept);
    }
    if (missing.size > 0) {
      for (const item of await read([...missing.values()])) {
        const key = itemKey(item);
        found.set(key, item);
        this.kept.set(key, item);
      }
    }
    return wanted.flatMap((entry) => {
      const item = found.get(keyOf(entry));
      return item === undefined ? [] : [item];
    });
  }
}
