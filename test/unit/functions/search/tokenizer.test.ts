import { analyze, isArabicTerm, tokenize } from '../../../../functions/search/tokenizer';

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
    expect(tokenize(' -- !? [] ۞ ۩ ')).toEqual([]);
  });

  it('separates Arabic words at Arabic punctuation and the end-of-ayah sign', () => {
    expect(tokenize('قال، ثم؛ ماذا؟ ۝ ١٢')).toEqual(['قال', 'ثم', 'ماذا', '١٢']);
  });

  it('tells Arabic words from others by script, also within one run of letters', () => {
    const tokens = analyze('Allahالله 7 x');
    expect(tokens.map((t) => [t.script, t.terms[0]])).toEqual([
      ['latin', 'allah'],
      ['arabic', 'الله'],
      ['latin', '7'],
      ['latin', 'x'],
    ]);
    expect(isArabicTerm('صبر')).toBe(true);
    expect(isArabicTerm('patienc')).toBe(false);
  });

  it('reports each word’s offsets in the text as given, diacritics and all, without surrounding quotes', () => {
    const text = "He said: 'Be patient' بِٱلصَّبۡرِ.";
    const words = analyze(text).map((t) => text.slice(t.start, t.end));
    expect(words).toEqual(['He', 'said', 'Be', 'patient', 'بِٱلصَّبۡرِ']);
  });

  it('indexes an Uthmani word with a superscript alef under each of its standard spellings', () => {
    expect([...analyze('ٱلرَّحۡمَٰنِ')[0].terms].sort()).toEqual(['رحمان', 'رحمن']);
    expect(analyze('ٱلۡكِتَٰبُ')[0].terms).toEqual(['كتاب']);
  });
});
