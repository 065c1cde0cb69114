import { LANGUAGE_ANALYZERS } from '../../../../functions/search/language-analyzers';
import { analyze, DEFAULT_ANALYZER, tokenize } from '../../../../functions/search/tokenizer';

const terms = (language: string, text: string) => tokenize(text, LANGUAGE_ANALYZERS[language]);

describe('the analyser of each language', () => {
  it('keeps English exactly as the English index has always read it', () => {
    expect(LANGUAGE_ANALYZERS.en).toBe(DEFAULT_ANALYZER);
    expect(terms('en', 'Neighbours praying')).toEqual(tokenize('Neighbours praying'));
  });

  it.each([
    ['fr', 'endurance', 'endurants'],
    ['es', 'elegida', 'elegido'],
    ['ru', 'терпение', 'терпению'],
    ['sv', 'föräldrarna', 'föräldrar'],
    ['tr', 'babaya', 'babanıza'],
    ['id', 'pilih', 'memilih'],
  ])('stems %s: "%s" and "%s" meet', (language, a, b) => {
    expect(terms(language, a)).toEqual(terms(language, b));
  });

  it('folds case and accents after stemming, so a query typed without accents still meets the text', () => {
    expect(terms('fr', 'Miséricordieux')).toEqual(terms('fr', 'misericordieux'));
    expect(terms('es', 'Oración')).toEqual(terms('es', 'oracion'));
  });

  it('drops the elided article of French words', () => {
    expect(terms('fr', "l'endurance d'Allah")).toEqual(terms('fr', 'endurance Allah'));
  });

  it('lower-cases Turkish as Turkish: dotted İ is i, dotless I is ı', () => {
    expect(terms('tr', 'İnsan')).toEqual(terms('tr', 'insan'));
    expect(terms('tr', 'IŞIK')).toEqual(terms('tr', 'ışık'));
  });

  it('reads ё as е in Russian', () => {
    expect(terms('ru', 'её')).toEqual(terms('ru', 'ее'));
  });

  it('keeps Bengali vowel signs (they are letters there, not accents), folding what is written either way', () => {
    expect(terms('bn', 'কাবা')).not.toEqual(terms('bn', 'কবি'));
    // Indexed as written: an ending is also a root's last letters («কবর», «তন্দ্রা»).
    expect(terms('bn', 'নামায নামাযের তন্দ্রা')).toEqual(['নামায', 'নামাযের', 'তন্দ্রা']);
    // A long vowel as the short, ণ as ন, the sibilants as one, the nasal mark: spellings the translation itself mixes.
    expect(terms('bn', 'ঈমান শরীক পূর্ণ নিদর্শণ সৃষ্টি তাঁর')).toEqual(terms('bn', 'ইমান শরিক পুর্ন নিদর্শন সৃস্টি তার'));
    // Not the vowels that tell words apart.
    expect(terms('bn', 'কাল')).not.toEqual(terms('bn', 'কল'));
  });

  it('reads Urdu in Arabic script without Arabic prefixes', () => {
    expect(analyze('صبر اور نماز', LANGUAGE_ANALYZERS.ur).map((token) => token.script)).toEqual(['arabic', 'arabic', 'arabic']);
    // "ال" is the Arabic article; Urdu words are left whole.
    expect(terms('ur', 'الگ')).toEqual(['الگ']);
  });

  it('makes each Chinese character a word, with its own offsets', () => {
    const tokens = analyze('应当孝敬父母。Allah', LANGUAGE_ANALYZERS.zh);
    expect(tokens.map((token) => token.terms[0])).toEqual(['应', '当', '孝', '敬', '父', '母', 'allah']);
    expect(tokens.map((token) => [token.start, token.end])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [7, 12],
    ]);
  });

  it('only folds the transliteration, whose capitals spell letters', () => {
    expect(terms('transliteration', 'WaistaAAeenoo bialssabri')).toEqual(['waistaaaeenoo', 'bialssabri']);
  });
});
