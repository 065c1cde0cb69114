import { postingListOf } from '../../../../functions/search/posting-list';
import { PostingsCache } from '../../../../functions/search/postings-cache';

const postings = (n: number) =>
  postingListOf(Array.from({ length: n }, (_, i) => ({ group: 1, id: i + 1, termFrequency: 1, documentLength: 5 })));

describe('PostingsCache', () => {
  it('loads a term once, then serves it from memory', async () => {
    const cache = new PostingsCache(100);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return postings(10);
    };
    expect((await cache.get('a', load)).length).toBe(10);
    expect((await cache.get('a', load)).length).toBe(10);
    expect(loads).toBe(1);
  });

  it('shares one read between concurrent searches for the same term', async () => {
    const cache = new PostingsCache(100);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      loads += 1;
      await gate;
      return postings(3);
    };
    const waiting = Promise.all(Array.from({ length: 10 }, () => cache.get('a', load)));
    release();
    expect((await waiting).map((list) => list.length)).toEqual(Array(10).fill(3));
    expect(loads).toBe(1);
  });

  it('forgets a failed read, so that the next search tries again', async () => {
    const cache = new PostingsCache(100);
    await expect(cache.get('a', async () => Promise.reject(new Error('table down')))).rejects.toThrow('table down');
    expect((await cache.get('a', async () => postings(2))).length).toBe(2);
  });

  it('evicts the least recently used terms beyond its bound, and never keeps an oversized list', async () => {
    const cache = new PostingsCache(25);
    const loads: string[] = [];
    const get = (key: string, n: number) =>
      cache.get(key, async () => {
        loads.push(key);
        return postings(n);
      });
    await get('a', 10);
    await get('b', 10);
    await get('a', 10); // a is now the most recent
    await get('c', 10); // 30 > 25: b goes
    await get('a', 10);
    await get('b', 10);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await get('huge', 30);
    await get('huge', 30);
    expect(loads.filter((key) => key === 'huge')).toHaveLength(2);
  });
});
