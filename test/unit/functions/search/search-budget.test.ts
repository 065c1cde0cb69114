import {
  COMMON_TERM_MIN_DOCUMENTS,
  decodeCommonTerms,
  encodeCommonTerms,
  MAX_POSTINGS_PER_SEARCH,
  MAX_SEARCH_TERMS,
  planSearch,
} from '../../../../functions/search/search-budget';

describe('the search budget', () => {
  // About the hadith corpus's own frequencies (the six and the further collections, 50,884 narrations).
  const common = new Map([
    ['the', 44_605],
    ['of', 39_402],
    ['said', 34_915],
    ['messeng', 29_604],
    ['prophet', 16_715],
    ['prayer', 3_100],
  ]);

  // One word per query position, each with one spelling unless given several.
  const plan = (words: Array<string | string[]>) => {
    const { searched, ignored } = planSearch(
      words.map((word) => (Array.isArray(word) ? word : [word])),
      common,
    );
    const name = (i: number) => [words[i]].flat().join('/');
    return { searched: searched.map(name), ignored: ignored.map(name) };
  };

  it('never cuts a query of ordinary words: the most of them still fit', () => {
    expect(MAX_SEARCH_TERMS * COMMON_TERM_MIN_DOCUMENTS).toBeLessThanOrEqual(MAX_POSTINGS_PER_SEARCH);
    const rare = Array.from({ length: MAX_SEARCH_TERMS }, (_, i) => `rare${i}`);
    expect(plan(rare)).toEqual({ searched: rare, ignored: [] });
  });

  it("plans a question's optional words after all the others, whatever their rarity", () => {
    // Word 0 is a concept of many words the budget counts at their bound; word 1 only raises a score.
    const concept = Array.from({ length: 56 }, (_, i) => `concept${i}`);
    const related = ['rare'];
    const { searched, ignored } = planSearch([concept, related, ['prayer']], common, (word) => word === 1);
    expect(searched).toEqual([2, 0]);
    expect(ignored).toEqual([1]);
    // Without the mark, the rare related word would have been read before the concept, which then does not fit.
    expect(planSearch([concept, related, ['prayer']], common).ignored).toEqual([0]);
  });

  it('reads the rarest words first and leaves out the commonest beyond the budget, in the order typed', () => {
    expect(plan(['the', 'prayer', 'of', 'messeng', 'patienc'])).toEqual({
      searched: ['patienc', 'prayer', 'messeng'],
      ignored: ['the', 'of'],
    });
  });

  it('always reads at least the rarest word, however common', () => {
    expect(plan(['the', 'of'])).toEqual({ searched: ['of'], ignored: ['the'] });
    expect(plan(['the'])).toEqual({ searched: ['the'], ignored: [] });
  });

  it('counts a word with several spellings as the postings of all of them', () => {
    // prophet alone (16,715) would fit beside messeng (29,604); with 'said' (34,915) as a second spelling it does not.
    expect(plan(['messeng', ['prophet', 'said']])).toEqual({ searched: ['messeng'], ignored: ['prophet/said'] });
    expect(plan(['messeng', 'prophet'])).toEqual({ searched: ['prophet', 'messeng'], ignored: [] });
  });

  it('bounds the postings a search reads by the budget or one list, whichever is larger', () => {
    const all = [...common.keys(), 'x', 'y'];
    const { searched } = planSearch(
      all.map((term) => [term]),
      common,
    );
    const read = searched.reduce((sum, word) => sum + (common.get(all[word]) ?? COMMON_TERM_MIN_DOCUMENTS), 0);
    expect(read).toBeLessThanOrEqual(MAX_POSTINGS_PER_SEARCH);
  });

  it('stores the common terms compactly with the statistics and reads them back', () => {
    const encoded = encodeCommonTerms([
      ['the', 32_814],
      ['rare', 3],
      ['prayer', 3_100],
    ]);
    expect(encoded).toBe('the=32814;prayer=3100');
    expect(decodeCommonTerms(encoded)).toEqual(
      new Map([
        ['the', 32_814],
        ['prayer', 3_100],
      ]),
    );
    expect(decodeCommonTerms(undefined).size).toBe(0);
  });
});
