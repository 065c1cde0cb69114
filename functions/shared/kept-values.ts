/**
 * Values a container keeps for `ttlMs` (a corpus changes only when it is re-imported; a key's record may be revoked),
 * the least recently used going past `capacity`. The one bounded, expiring store ("kept", never "cached", which
 * names HTTP caching here) behind KeptItems, the kept key records, the hadith catalogue and books, the dua
 * categories and duas, the tafsir markers, the Quran's surah list, surahs and corpus markers, the prayer calendars,
 * the rate limiter's last-seen windows and the tags of large bodies (these two with no expiry: `ttlMs` infinite).
 */
export class KeptValues<K, V> {
  private readonly entries = new Map<K, { at: number; value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** The most the values may weigh together (their bytes, as `weigh` gives them); the least recently used go past it. */
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  /** The value kept under `key` while fresh, now the most recently used; an expired one is dropped. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) {
      this.weight -= entry.weight;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 0): void {
    this.remove(key);
    this.entries.set(key, { at: this.now(), value, weight });
    this.weight += weight;
    this.trim();
  }

  /** Gives `key` its weight once known (a read's bytes when it ends), if it still holds `value`. */
  weigh(key: K, value: V, weight: number): void {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    this.weight += weight - entry.weight;
    entry.weight = weight;
    this.trim();
  }

  /** Forgets `key` if it still holds `value` (not a newer value set meanwhile). */
  forget(key: K, value: V): void {
    if (this.entries.get(key)?.value === value) this.remove(key);
  }

  /** What the values kept weigh together. */
  get totalWeight(): number {
    return this.weight;
  }

  private remove(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private trim(): void {
    while (this.entries.size > this.capacity || (this.weight > this.maxWeight && this.entries.size > 0)) {
      this.remove(this.entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The read kept under `key`, or a new `read()` kept from now, so that concurrent callers share one. A read that
 * fails, or whose value `worthKeeping` refuses, is forgotten: the next caller reads again.
 */
export function sharedRead<K, T>(
  kept: KeptValues<K, Promise<T>>,
  key: K,
  read: () => Promise<T>,
  worthKeeping: (value: T) => boolean = () => true,
  /** What the value weighs once read (KeptValues' maxWeight); omitted: nothing. */
  weightOf?: (value: T) => number,
): Promise<T> {
  const found = kept.get(key);
  if (found) return found;
  const pending = read();
  kept.set(key, pending);
  pending.then(
    (value) => {
      if (!worthKeeping(value)) kept.forget(key, pending);
      else if (weightOf) kept.weigh(key, pending, weightOf(value));
    },
    () => kept.forget(key, pending),
  );
  return pending;
}
