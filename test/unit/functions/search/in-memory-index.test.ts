import { buildSearchIndex, searchInMemory } from '../../../../functions/search/in-memory-index';
import { parseSearchQuery } from '../../../../functions/search/query-terms';
import { InvalidInputError } from '../../../../functions/shared/domain-errors';

describe('searching an index', () => {
  const verses = [
    { group: 1, id: 1, fields: ['patience and prayer'] },
    { group: 1, id: 2, fields: ['patience patience patience'] },
    { group: 2, id: 1, fields: ['prayer alone'] },
    { group: 2, id: 2, fields: ['a long verse about patience and many other words and prayer that dilute it'] },
    { group: 3, id: 1, fields: ['nothing relevant here'] },
    { group: 4, id: 1, fields: ['prayer and patience', 'وَٱسۡتَعِينُواْ بِٱلصَّبۡرِ وَٱلصَّلَوٰةِ'] },
  ];
  const index = buildSearchIndex(verses);

  const search = async (query: string) =>
    (await searchInMemory(index, parseSearchQuery(query))).ranked.map((hit) => `${hit.group}:${hit.id}`);

  it('keeps only documents holding every query word', async () => {
    expect((await search('patience prayer')).sort()).toEqual(['1:1', '2:2', '4:1']);
  });

  it('ranks denser and shorter matches first', async () => {
    expect((await search('patience prayer')).slice(0, 1)).toEqual(['1:1']);
    expect((await search('patience'))[0]).toBe('1:2');
  });

  it('returns nothing when a word occurs nowhere', async () => {
    expect(await search('patience zebra')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('breaks score ties in document order (group, then id)', async () => {
    const tied = buildSearchIndex([
      { group: 5, id: 2, fields: ['light'] },
      { group: 2, id: 9, fields: ['light'] },
      { group: 2, id: 3, fields: ['light'] },
    ]);
    const hits = (await searchInMemory(tied, parseSearchQuery('light'))).ranked;
    expect(hits.map((h) => `${h.group}:${h.id}`)).toEqual(['2:3', '2:9', '5:2']);
  });

  it('matches a quoted phrase only where its words stand adjacent and in order', async () => {
    expect((await search('"patience and prayer"')).sort()).toEqual(['1:1']);
    expect((await search('"prayer and patience"')).sort()).toEqual(['4:1']);
    // Unquoted, the same words match wherever they stand.
    expect((await search('prayer and patience')).sort()).toEqual(['1:1', '2:2', '4:1']);
  });

  it('refuses a phrase it cannot check in full, rather than answer it as words', async () => {
    // As the hadith would count them: 'patience' and 'prayer' each in 35,000 texts, past one search's budget together.
    const common = {
      ...index,
      stats: {
        ...index.stats,
        commonTerms: new Map([
          ['patienc', 35_000],
          ['prayer', 35_000],
        ]),
      },
    };
    const words = await searchInMemory(common, parseSearchQuery('patience prayer'));
    expect(words.ignored).toHaveLength(1); // unquoted: one word is left out, and the answer says so (ignored_terms)
    const phrase = searchInMemory(common, parseSearchQuery('"patience and prayer"'));
    await expect(phrase).rejects.toBeInstanceOf(InvalidInputError);
    await expect(phrase).rejects.toThrow(
      `Invalid query parameter 'search': the phrase "patience and prayer" cannot be checked within one search ('prayer' is in too ` +
        'many texts to read): search it without the quotes, or quote a rarer part of the passage',
    );
  });

  it('never matches a phrase across two texts of a document', async () => {
    // Document 4:1 ends its English with "patience" and begins its Arabic with another word.
    expect(await search('"patience وَٱسۡتَعِينُواْ"')).toEqual([]);
    expect(await search('"استعينوا بالصبر"')).toEqual(['4:1']);
  });

  it('finds Arabic words typed with or without diacritics, and mixed with English', async () => {
    expect(await search('الصبر')).toEqual(['4:1']);
    expect(await search('بِٱلصَّبۡرِ')).toEqual(['4:1']);
    expect(await search('الصلاة')).toEqual(['4:1']);
    expect(await search('الصبر prayer')).toEqual(['4:1']);
  });

  it('records index statistics, English and Arabic lengths apart', () => {
    expect(index.stats.documentCount).toBe(6);
    expect(index.stats.averageDocumentLength).toBeCloseTo((3 + 3 + 2 + 14 + 3 + 3) / 6);
    expect(index.stats.averageArabicDocumentLength).toBeCloseTo(3 / 6);
  });

  it('stores where each term stands, counting across texts with a gap', () => {
    const patience = index.postings.get('patienc')!;
    expect(patience.find((p) => p.group === 1 && p.id === 2)?.positions).toEqual([0, 1, 2]);
    // "prayer and patience" are positions 0..2; the Arabic text starts after a gap, at 4.
    expect(index.postings.get('صبر')!.find((p) => p.group === 4)?.positions).toEqual([5]);
  });
});
