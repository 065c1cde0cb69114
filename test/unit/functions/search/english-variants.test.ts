import { stemmer } from 'stemmer';
import { ENGLISH_VARIANTS, englishTerm } from '../../../../functions/search/english-variants';
import { tokenize } from '../../../../functions/search/tokenizer';

describe('English spelling variants', () => {
  it.each(ENGLISH_VARIANTS.map((group) => [group[0], group.slice(1)] as const))(
    '%s: every listed spelling searches as it',
    (kept, others) => {
      for (const other of others) expect(englishTerm(other)).toBe(englishTerm(kept));
    },
  );

  it('keeps inflections together across spellings', () => {
    expect(tokenize('neighbours honoured favours travellers')).toEqual(tokenize('neighbors honored favors travelers'));
  });

  it('folds the apostrophes and capitals people type in transliterations', () => {
    expect(tokenize("Qur'an Du'a Zakah Salaat Wudhu Haj Koran")).toEqual(tokenize('quran dua zakat salah wudu hajj quran'));
  });

  it('is unambiguous: no spelling is listed under two words, and no kept word is another’s variant', () => {
    const keptStems = new Map<string, string>();
    for (const [kept, ...others] of ENGLISH_VARIANTS) {
      for (const spelling of [kept, ...others]) {
        const stem = stemmer(spelling);
        const owner = keptStems.get(stem);
        expect(owner === undefined || owner === kept ? kept : `${spelling} listed under ${owner} and ${kept}`).toBe(kept);
        keptStems.set(stem, kept);
      }
    }
  });

  it('leaves words outside the table to the Porter stemmer', () => {
    expect(englishTerm('patience')).toBe(stemmer('patience'));
    expect(englishTerm('lot')).toBe('lot');
  });
});

describe('the variants table', () => {
  it('lists only spellings the stemmer alone would keep apart', () => {
    for (const [kept, ...others] of ENGLISH_VARIANTS)
      for (const other of others) expect(`${other}:${stemmer(other)}`).not.toBe(`${other}:${stemmer(kept)}`);
  });
});
