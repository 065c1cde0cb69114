import { queryTerms, tokenize, wordsByTerm } from '../../../../functions/search/tokenizer';

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
