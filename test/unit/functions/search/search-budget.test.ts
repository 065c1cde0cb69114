import {
  COMMON_TERM_MIN_DOCUMENTS,
  decodeCommonTerms,
  encodeCommonTerms,
  MAX_POSTINGS_PER_SEARCH,
  MAX_SEARCH_TERMS,
  planSearch,
} from '../../../../functions/search/search-budget';

describe('the search budget', () => {
  const common = new Map([
    ['the', 32_814],
    ['of', 29_286],
    ['said', 25_589],
    ['messeng', 21_209],
    ['prophet', 12_985],
    ['prayer', 3_100],
  ]);

  it('never cuts a query of ordinary words: the most of them still fit', () => {
    expect(MAX_SEARCH_TERMS * COMMON_TERM_MIN_DOCUMENTS).toBeLessThanOrEqual(MAX_POSTINGS_PER_SEARCH);
    const rare = Array.from({ length: MAX_SEARCH_TERMS }, (_, i) => `rare${i}`);
    expect(planSearch(rare, common)).toEqual({ searched: rare, ignored: [] });
  });

  it('reads the rarest terms first and leaves out the commonest beyond the budget, in the order typed', () => {
    expect(planSearch(['the', 'prayer', 'of', 'messeng', 'patienc'], common)).toEqual({
      searched: ['patienc', 'prayer', 'messeng'],
      ignored: ['the', 'of'],
    });
  });

  it('always reads at least the rarest term, however common', () => {
    expect(planSearch(['the', 'of'], common)).toEqual({ searched: ['of'], ignored: ['the'] });
    expect(planSearch(['the'], common)).toEqual({ searched: ['the'], ignored: [] });
  });

  it('bounds the postings a search reads by the budget or one list, whichever is larger', () => {
    const all = [...common.keys(), 'x', 'y'];
    const { searched } = planSearch(all, common);
    const read = searched.reduce((sum, term) => sum + (common.get(term) ?? COMMON_TERM_MIN_DOCUMENTS), 0);
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
