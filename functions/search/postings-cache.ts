import type { PostingList } from './posting-list';

/**
 * Decoded postings of recently searched terms, per container. An index version never changes once
 * written (a re-import writes a new version), so entries never go stale; the cache only bounds
 * memory, evicting the least recently used terms beyond `maxPostings` postings in all (8 bytes each).
 * Concurrent searches for the same term share one read.
 */
export class PostingsCache {
  private readonly entries = new Map<string, PostingList>();
  private readonly loading = new Map<string, Promise<PostingList>>();
  private size = 0;

  constructor(private readonly maxPostings = 2_000_000) {}

  get(key: string, load: () => Promise<PostingList>): Promise<PostingList> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, cached);
      return Promise.resolve(cached);
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
    return pending;
  }

  /** Forgets every term: a cold container (for the benchmark's worst case). */
  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private keep(key: string, list: PostingList): void {
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
