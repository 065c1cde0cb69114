import { ignoredWords, parseSearchQuery, searchQueryOf } from '../../../../functions/search/query-terms';
import { InvalidInputError } from '../../../../functions/shared/domain-errors';

describe('parsing a search query', () => {
  it('keeps each distinct word once, with its terms and as typed', () => {
    const query = parseSearchQuery('Mercy, MERCIES and the');
    expect(query.words).toEqual([
      { terms: ['merci'], typed: 'mercy' },
      { terms: ['and'], typed: 'and' },
      { terms: ['the'], typed: 'the' },
    ]);
    expect(query.phrases).toEqual([]);
  });

  it('reads quoted phrases in straight, typographic and angle quotes, beside loose words', () => {
    const query = parseSearchQuery('"seek help" through “patience and prayer” «الصبر والصلاة»');
    const typed = (phrase: number[]) => phrase.map((i) => query.words[i].typed).join(' ');
    expect(query.phrases.map(typed)).toEqual(['seek help', 'patience and prayer', 'الصبر والصلاة']);
    expect(query.words.map((w) => w.typed)).toContain('through');
  });

  it('treats a lone quote as a separator and a one-word phrase as a word', () => {
    expect(parseSearchQuery('"patience').phrases).toEqual([]);
    expect(parseSearchQuery('"patience"')).toEqual({ words: [{ terms: ['patienc'], typed: 'patience' }], phrases: [] });
  });

  it('keeps a phrase’s repeated word at each of its places', () => {
    const query = parseSearchQuery('"truly with hardship comes ease truly with hardship comes ease"');
    expect(query.words).toHaveLength(5);
    expect(query.phrases).toEqual([[0, 1, 2, 3, 4, 0, 1, 2, 3, 4]]);
  });

  it('refuses a query without letters or with too many words as invalid input (a 400)', () => {
    expect(() => searchQueryOf('?? !!')).toThrow(InvalidInputError);
    const many = Array.from({ length: 21 }, (_, i) => `word${i}`).join(' ');
    expect(() => searchQueryOf(many)).toThrow(/at most 20 distinct words/);
  });

  it('names the words left out as typed', () => {
    const query = parseSearchQuery('The Prophet said');
    expect(ignoredWords(query, [0, 2])).toEqual(['the', 'said']);
  });
});
