import { buildSearchIndex, rankMatches } from '../../../../functions/search/in-memory-index';
import { queryTerms } from '../../../../functions/search/tokenizer';

describe('rankMatches', () => {
  const verses = [
    { group: 1, id: 1, text: 'patience and prayer' },
    { group: 1, id: 2, text: 'patience patience patience' },
    { group: 2, id: 1, text: 'prayer alone' },
    { group: 2, id: 2, text: 'a long verse about patience and many other words and prayer that dilute it' },
    { group: 3, id: 1, text: 'nothing relevant here' },
  ];
  const index = buildSearchIndex(verses);

  const rank = (query: string) => {
    const terms = queryTerms(query);
    return rankMatches(terms, index.postings, index.stats).map((hit) => `${hit.group}:${hit.id}`);
  };

  it('keeps only documents holding every query term', () => {
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

  it('breaks score ties in document order (group, then id)', () => {
    const tied = buildSearchIndex([
      { group: 5, id: 2, text: 'light' },
      { group: 2, id: 9, text: 'light' },
      { group: 2, id: 3, text: 'light' },
    ]);
    const hits = rankMatches(['light'], tied.postings, tied.stats);
    expect(hits.map((h) => `${h.group}:${h.id}`)).toEqual(['2:3', '2:9', '5:2']);
  });

  it('records index statistics', () => {
    expect(index.stats.documentCount).toBe(5);
    expect(index.stats.averageDocumentLength).toBeCloseTo((3 + 3 + 2 + 14 + 3) / 5);
  });
});
