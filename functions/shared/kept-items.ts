/**
 * Items read by key that change only when their corpus is re-imported (a narration, a hundred hadith numbers), kept
 * per container: read again after `ttlMs`, as the catalogues are, and the least recently used go past `capacity`.
 */
export class KeptItems<T> {
  private readonly entries = new Map<string, { at: number; item: T }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

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
      const kept = this.entries.get(key);
      if (kept && this.now() - kept.at < this.ttlMs) {
        this.entries.delete(key); // most recently used goes last
        this.entries.set(key, kept);
        found.set(key, kept.item);
      } else missing.set(key, entry);
    }
    if (missing.size > 0) {
      for (const item of await read([...missing.values()])) {
        const key = itemKey(item);
        found.set(key, item);
        this.entries.delete(key);
        this.entries.set(key, { at: this.now(), item });
      }
      while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return wanted.flatMap((entry) => {
      const item = found.get(keyOf(entry));
      return item === undefined ? [] : [item];
    });
  }
}
