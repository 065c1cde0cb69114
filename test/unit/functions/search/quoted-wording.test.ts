import { holdsWording, quotedWording, wordingMatch, wordingTerms } from '../../../../functions/search/quoted-wording';

describe('quotedWording', () => {
  it('reads the wording after a cue, function words and all, God as Allah', () => {
    expect(quotedWording('When God wants something he just says be and it is')).toEqual(['be', 'and', 'it', 'is']);
    expect(quotedWording('which verse says "this day I have perfected your religion"?')).toEqual(
      wordingTerms('this day I have perfected your religion'),
    );
    expect(quotedWording('the surah that says: to God we belong')).toEqual(['to', 'allah', 'we', 'belong']);
  });

  it('reads no wording where the cue names a subject or whom it is said to, or too few words follow', () => {
    expect(quotedWording('What does the Quran say about patience?')).toBeUndefined();
    expect(quotedWording('What will Satan say to his followers on the Day of Judgement?')).toBeUndefined();
    expect(quotedWording('What does the Quran say regarding interest?')).toBeUndefined();
    expect(quotedWording('the verse that says be patient')).toBeUndefined();
    expect(quotedWording('What are the qualities of the believers?')).toBeUndefined();
  });
});

describe('wordingMatch', () => {
  const wording = wordingTerms('say he is God the one');

  it('scores the share of words held and of neighbouring pairs in order, a few words apart at most', () => {
    // 112:1 as Saheeh International words it: "[who is]" stands between "Allah" and "One".
    const surah112 = wordingTerms('Say, "He is Allah, [who is] One,"');
    expect(wordingMatch(wording, surah112)).toEqual({ score: (5 / 6 + 3 / 5) / 2, pairs: 3 });
    expect(holdsWording(wordingMatch(wording, surah112))).toBe(true);
  });

  it('does not take the same words in another order, or scattered, for the wording', () => {
    const scattered = wordingTerms('One is he who fears God; say the truth, and Allah is with him.');
    const match = wordingMatch(wording, scattered);
    expect(match.pairs).toBeLessThan(2);
    expect(holdsWording(match)).toBe(false);
  });
});
