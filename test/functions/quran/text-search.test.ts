import { buildSearchIndex, encodePostings, POSTING_CHUNK_CHARS, queryTerms, rankMatches, tokenize, wordsByTerm } from '../../../functions/quran/text-search';
import { decodePostingList, postingListOf } from '../../../functions/search/posting-list';

describe('tokenize', () => {
  it('ignores case, punctuation and the translators’ brackets', () => {
    expect(tokenize('[All] praise is [due] to Allah, Lord of the worlds')).toEqual(
      tokenize('all PRAISE is due to allah lord of the worlds!'),
    );
  });

  it('joins apostrophes and strips accents', () => {
    expect(tokenize("Allah's Ma'idah")).toEqual(tokenize('allahs maidah'));
    expect(tokenize('Ṣalāh')).toEqual(tokenize('salah'));
  });

  it('reduces words to their stems so inflections match', () => {
    expect(tokenize('mercy')).toEqual(tokenize('merciful'));
    expect(tokenize('prayers')).toEqual(tokenize('prayer'));
    expect(tokenize('forgiveness')).toEqual(tokenize('forgive'));
  });

  it('yields nothing for text without letters or digits', () => {
    expect(tokenize(' -- !? [] ')).toEqual([]);
  });

  it('deduplicates query terms', () => {
    expect(queryTerms('Mercy, mercy MERCY and more')).toEqual(['merci', 'and', 'more']);
  });

  it('remembers the first word typed for each term, to name the words a search left out', () => {
    expect([...wordsByTerm('Mercy, MERCIES and the')]).toEqual([
      ['merci', 'mercy'],
      ['and', 'and'],
      ['the', 'the'],
    ]);
  });
});

describe('rankMatches', () => {
  const verses = [
    { surah: 1, ayah: 1, text: 'patience and prayer' },
    { surah: 1, ayah: 2, text: 'patience patience patience' },
    { surah: 2, ayah: 1, text: 'prayer alone' },
    { surah: 2, ayah: 2, text: 'a long verse about patience and many other words and prayer that dilute it' },
    { surah: 3, ayah: 1, text: 'nothing relevant here' },
  ];
  const index = buildSearchIndex(verses);

  const rank = (query: string) => {
    const terms = queryTerms(query);
    return rankMatches(terms, index.postings, index.stats).map((hit) => `${hit.surah}:${hit.ayah}`);
  };

  it('keeps only verses holding every query term', () => {
    expect(rank('patience prayer').sort()).toEqual(['1:1', '2:2']);
  });

  it('ranks denser and shorter matches first', () => {
    expect(rank('patience prayer')).toEqual(['1:1', '2:2']);
    expect(rank('patience')[0]).toBe('1:2');
  });

  it('returns nothing when a term occurs nowhere', () => {
    expect(rank('patience zebra')).toEqual([]);
    expect(rank('')).toEqual([]);
  });

  it('breaks score ties in mushaf order', () => {
    const tied = buildSearchIndex([
      { surah: 5, ayah: 2, text: 'light' },
      { surah: 2, ayah: 9, text: 'light' },
      { surah: 2, ayah: 3, text: 'light' },
    ]);
    const hits = rankMatches(['light'], tied.postings, tied.stats);
    expect(hits.map((h) => `${h.surah}:${h.ayah}`)).toEqual(['2:3', '2:9', '5:2']);
  });

  it('records index statistics', () => {
    expect(index.stats.verseCount).toBe(5);
    expect(index.stats.averageVerseLength).toBeCloseTo((3 + 3 + 2 + 14 + 3) / 5);
  });
});

describe('posting encoding', () => {
  it('round-trips postings', () => {
    const postings = [
      { surah: 2, ayah: 255, termFrequency: 3, verseLength: 60 },
      { surah: 114, ayah: 6, termFrequency: 1, verseLength: 5 },
    ];
    expect(decodePostingList(encodePostings(postings))).toEqual(postingListOf(postings));
  });

  it('splits long posting lists into bounded chunks without losing any', () => {
    const postings = Array.from({ length: 20_000 }, (_, i) => ({
      surah: 1 + (i % 114),
      ayah: 1 + (i % 286),
      termFrequency: 1 + (i % 4),
      verseLength: 10 + (i % 90),
    }));
    const chunks = encodePostings(postings);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(POSTING_CHUNK_CHARS);
    expect(decodePostingList(chunks)).toEqual(postingListOf(postings));
  });
});
