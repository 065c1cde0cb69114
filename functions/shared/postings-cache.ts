import type { Posting } from '../quran/text-search';

/**
 * Decoded postings of recently searched terms, per container. An index version never changes once
 * written (a re-import writes a new version), so entries never go stale; the cache only bounds
 * memory, evicting the least recently used terms beyond `maxPostings` entries in all.
 */
export class PostingsCache {
  private readonly entries = new Map<string, Posting[]>();
  private size = 0;

  constructor(private readonly maxPostings = 400_000) {}

  async get(key: string, load: () => Promise<Posting[]>): Promise<Posting[]> {
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, cached);
      return cached;
    }
    const postings = await load();
    if (postings.length <= this.maxPostings) {
      this.entries.set(key, postings);
      this.size += postings.length;
      for (const [oldest, evicted] of this.entries) {
        if (this.size <= this.maxPostings) break;
        this.entries.delete(oldest);
        this.size -= evicted.length;
      }
    }
    return postings;
  }
}

/** One cache per container, shared by every index the container reads. */
export const postingsCache = new PostingsCache();
