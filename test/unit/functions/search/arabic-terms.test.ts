import { arabicSpellings, stemArabic } from '../../../../functions/search/arabic-terms';

// One case per row of the table in arabic-terms.ts.
describe('Arabic normalisation for search', () => {
  it.each([
    ['harakat: fatha, damma, kasra', 'كَتَبُوا', 'كتبوا'],
    ['tanween: fathatan', 'كِتَابًا', 'كتابا'],
    ['tanween: dammatan', 'كِتَابٌ', 'كتاب'],
    ['tanween: kasratan', 'كِتَابٍ', 'كتاب'],
    ['shadda', 'رَبِّ', 'رب'],
    ['sukun', 'قُلْ', 'قل'],
    ['Uthmani sukun U+06E1', 'قُلۡ', 'قل'],
    ['maddah mark U+0653 over alef', 'ٱلضَّآلِّينَ', 'الضالين'],
    ['hamza mark U+0654 on a bare alef', 'ا\u0654ن', 'ان'],
    ['hamza mark U+0655 under a bare alef', 'ا\u0655ن', 'ان'],
    ['subscript alef U+0656 and inverted damma U+0657', 'بِهِ\u0656\u0657', 'به'],
    ['Quranic pause marks (U+06D6-U+06DC)', 'قَرِيبٌۖ', 'قريب'],
    ['small waw U+06E5', 'دَاوُۥدَ', 'داود'],
    ['small yeh U+06E6', 'إِلَيۡهِۦ', 'اليه'],
    ['small high meem U+06E2 (iqlab)', 'مِنۢ', 'من'],
    ['tatweel U+0640', 'بـسم', 'بسم'],
    ['alef with hamza above', 'أَحَد', 'احد'],
    ['alef with hamza below', 'إِيمَان', 'ايمان'],
    ['alef with madda', 'آمَنُوا', 'امنوا'],
    ['alef wasla U+0671', 'ٱهۡدِنَا', 'اهدنا'],
    ['wavy hamza above U+0672', 'ٲب', 'اب'],
    ['wavy hamza below U+0673', 'ٳب', 'اب'],
    ['high hamza alef U+0675', 'ٵب', 'اب'],
    ['alef maqsura', 'هُدَى', 'هدي'],
    ['Farsi yeh', 'هدی', 'هدي'],
    ['ta marbuta', 'رَحۡمَة', 'رحمه'],
    ['hamza on waw', 'مُؤۡمِن', 'مومن'],
    ['hamza on ya', 'سَئِمَ', 'سيم'],
    ['keheh', 'کتاب', 'كتاب'],
    ['hamza on the line before alef, as Uthmani writes madda', 'ءَامَنُواْ', 'امنوا'],
    ['presentation forms (NFKC)', 'ﻛﺘﺎﺏ', 'كتاب'],
  ])('%s', (_, word, expected) => {
    expect(arabicSpellings(word)).toEqual([expected]);
  });

  it('reads a superscript alef as standard spelling writes it', () => {
    // As alef (الكتاب), never as nothing: ٱلْكِتَٰبُ is not كُتِبَ.
    expect(arabicSpellings('ٱلۡكِتَٰبُ')).toEqual(['الكتاب']);
    // In place of the waw carrying it (الصلاة).
    expect(arabicSpellings('ٱلصَّلَوٰةِ')).toContain('الصلاه');
    expect(arabicSpellings('ٱلسَّمَٰوَٰتِ')).toContain('السماوات');
    // Not written at all in the closed set of words standard spelling writes without it, prefixes and all.
    for (const [uthmani, standard] of [
      ['ٱلرَّحۡمَٰنِ', 'الرحمن'],
      ['ذَٰلِكَ', 'ذلك'],
      ['كَذَٰلِكَ', 'كذلك'],
      ['هَٰذَا', 'هذا'],
      ['هَٰذِهِۦ', 'هذه'],
      ['هَٰٓؤُلَآءِ', 'هولاء'],
      ['أُوْلَٰٓئِكَ', 'اوليك'],
      ['وَلَٰكِنَّ', 'ولكن'],
      ['إِلَٰهَ', 'اله'],
      ['إِلَٰهُكُمۡ', 'الهكم'],
    ])
      expect(arabicSpellings(uthmani)).toContain(standard);
    // After alef maqsura it adds nothing: موسى, على.
    expect(arabicSpellings('مُوسَىٰ')).toEqual(['موسي']);
    expect(arabicSpellings('عَلَىٰ')).toEqual(['علي']);
  });

  it('gives the same spellings with and without diacritics', () => {
    expect(arabicSpellings('ٱلۡحَمۡدُ')).toEqual(arabicSpellings('الحمد'));
    expect(arabicSpellings('لِلَّهِ')).toEqual(arabicSpellings('لله'));
  });

  it('keeps nothing of a word that is only marks', () => {
    expect(arabicSpellings('ۚ')).toEqual([]);
  });
});

describe('light Arabic stemming', () => {
  it.each([
    ['none', 'بالصبر', 'بالصبر'],
    ['prefixes', 'الصبر', 'صبر'],
    ['prefixes', 'بالصبر', 'صبر'],
    ['prefixes', 'والصبر', 'صبر'],
    ['prefixes', 'وبالصبر', 'صبر'],
    ['prefixes', 'للمتقين', 'متقين'],
    ['prefixes', 'وصبر', 'صبر'],
    ['prefixes', 'ولد', 'ولد'],
    ['prefixes', 'الصابرين', 'صابرين'],
    ['light10', 'الصابرين', 'صابر'],
    ['light10', 'رحمتها', 'رحمت'],
  ] as const)('%s: %s -> %s', (stemming, word, stem) => {
    expect(stemArabic(word, stemming)).toBe(stem);
  });

  it('never leaves fewer than two letters', () => {
    expect(stemArabic('اله', 'prefixes')).toBe('اله');
    expect(stemArabic('يده', 'light10')).toBe('يد');
    expect(stemArabic('به', 'light10')).toBe('به');
  });

  it('keeps the name of God whole whatever is joined to it', () => {
    for (const word of ['الله', 'لله', 'بالله', 'والله', 'تالله', 'فالله']) expect(stemArabic(word, 'prefixes')).toBe('الله');
    expect(stemArabic('له', 'prefixes')).toBe('له');
  });
});
