/** What the cache holds: postings or positions, measured by their length in documents. */
interface Sized {
  readonly length: number;
}

/**
 * Decoded postings (and positions) of recently searched terms, per container. An index version never changes
 * once written (a re-import writes a new version), so entries never go stale; the cache only bounds
 * memory, evicting the least recently used terms beyond `maxPostings` documents in all: a posting is 8
 * bytes, a document's positions (read only for phrases) a map entry and a small array, counted the same.
 * Concurrent searches for the same term share one read.
 */
export class PostingsCache {
  private readonly entries = new Map<string, Sized>();
  private readonly loading = new Map<string, Promise<Sized>>();
  private size = 0;

  constructor(private readonly maxPostings = 2_000_000) {}

  get<T extends Sized>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, cached);
      return Promise.resolve(cached as T);
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load()
        .then((list) => {
          this.keep(key, list);
          return list;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending as Promise<T>;
  }

  /** Keeps what another read brought with it (a small term's positions come with its postings). */
  put(key: string, list: Sized): void {
    this.keep(key, list);
  }

  /** Forgets every term: a cold container (for the benchmark's worst case). */
  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private keep(key: string, list: Sized): void {
    if (list.length > this.maxPostings || this.entries.has(key)) return;
    this.entries.set(key, list);
    this.size += list.length;
    for (const [oldest, evicted] of this.entries) {
      if (this.size <= this.maxPostings) break;
      this.entries.delete(oldest);
      this.size -= evicted.length;
    }
  }
}

/** One cache per container, shared by every index the container reads. */
export const postingsCache = new PostingsCache();
