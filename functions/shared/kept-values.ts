/**
 * Values a container keeps for `ttlMs` (a corpus changes only when it is re-imported; a key's record may be revoked),
 * the least recently used going past `capacity`. The one bounded, expiring store ("kept", never "cached", which
 * names HTTP caching here) behind KeptItems, the kept key records, the hadith catalogue and books, the dua
 * categories and duas, the tafsir markers, the Quran's surah list, surahs and corpus markers, the prayer calendars,
 * the rate limiter's last-seen windows and the tags of large bodies (these two with no expiry: `ttlMs` infinite).
 */
export class KeptValues<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept under `key` while fresh, now the most recently used; an expired one is dropped. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Forgets `key` if it still holds `value` (not a newer value set meanwhile). */
  forget(key: K, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
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
): Promise<T> {
  const found = kept.get(key);
  if (found) return found;
  const pending = read();
  kept.set(key, pending);
  pending.then(
    (value) => worthKeeping(value) || kept.forget(key, pending),
    () => kept.forget(key, pending),
  );
  return pending;
}
