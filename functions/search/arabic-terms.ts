/**
 * The search terms of one Arabic word, so that the Quran's Uthmani script, vowelled hadith and duas,
 * and a query typed with or without diacritics meet on the same letters. The served text is never
 * changed; only what is indexed and looked up is.
 *
 * | step | what                                                        | code points / letters          | becomes   |
 * |------|-------------------------------------------------------------|--------------------------------|-----------|
 * | 1    | compatibility forms (presentation forms, ligatures)          | NFKC, e.g. U+FEDF, U+FDF2      | letters   |
 * | 2    | harakat, tanween, shadda, sukun, maddah, hamza marks         | U+064B-U+065F, U+0674          | removed   |
 * | 2    | Quranic annotation marks, small high letters, Uthmani sukun  | U+06D6-U+06ED                  | removed   |
 * | 2    | tatweel                                                      | U+0640                         | removed   |
 * | 3    | superscript (dagger) alef                                    | U+0670                         | see below |
 * | 4    | alef forms: hamza above/below, madda, wasla, wavy hamza      | أ إ آ ٱ ٲ ٳ ٵ                   | ا         |
 * | 4    | alef maqsura, Farsi yeh                                      | ى ی                            | ي         |
 * | 4    | ta marbuta                                                   | ة                              | ه         |
 * | 4    | hamza on waw, hamza on ya                                    | ؤ ئ                            | و ي       |
 * | 4    | keheh                                                        | ک                              | ك         |
 * | 5    | hamza on the line before alef (Uthmani for madda)            | ءا                             | ا         |
 *
 * Step 3: Uthmani spelling writes a long a with a superscript alef where standard spelling writes an
 * alef (ٱلْكِتَٰبُ, الكتاب), or an alef in place of the waw that carries it (ٱلصَّلَوٰةِ, الصلاة), so a word with
 * a superscript alef is indexed and searched as written with alef ("وٰ" read as alef too). Standard spelling
 * omits that alef in a closed set of words (هذا، هذه، هؤلاء، ذلك، أولئك، لكن، إله، الرحمن، هكذا, with their
 * prefixes and suffixes), which are also taken without it. Dropping the superscript alef everywhere would
 * make ٱلْكِتَٰبُ (the book) the same word as كُتِبَ (was prescribed). After alef maqsura (مُوسَىٰ, عَلَىٰ) it
 * adds nothing.
 *
 * Not unified (each would merge distinct words or needs a dictionary): hamza written on a tatweel in
 * Uthmani (يَسْـَٔلُونَ against يسألون), Uthmani's silent alef after a final waw is kept as typed text keeps it.
 */
const DAGGER_ALEF = '\u0670';
const MARKS = /[\u064B-\u065F\u0674\u06D6-\u06ED\u0640]/g;
/** Letter variants written for one letter (step 4), shared with the comparisons of arabic.ts. */
export const ARABIC_LETTER_VARIANTS: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ٲ: 'ا',
  ٳ: 'ا',
  ٵ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
  ک: 'ك',
};
const MAPPED_LETTERS = new RegExp(`[${Object.keys(ARABIC_LETTER_VARIANTS).join('')}]`, 'g');
/** What remains of a word after normalising: Arabic letters and Arabic-Indic digits. */
const NOT_A_LETTER = /[^\u0621-\u063A\u0641-\u064A\u0660-\u0669\u066E-\u066F\u0671-\u06D3\u06D5\u06EE-\u06FF\u0750-\u077F]/g;

const unifyLetters = (word: string) =>
  word
    .replace(MAPPED_LETTERS, (letter) => ARABIC_LETTER_VARIANTS[letter])
    .replace(/ءا/g, 'ا')
    .replace(NOT_A_LETTER, '');

// The standard spellings that omit a long a, after step 4 (ؤ and ئ already unified), with joined prefixes.
const OMITTED_ALEF = /^[وفبكل]{0,2}(ال)?(هذا|هذه|هذان|هذين|هولاء|ذلك|اوليك|لكن|اله|رحمن|هكذا)/;

/** The normalised spellings an Arabic word is indexed and searched under: usually one, up to three. */
export function arabicSpellings(word: string): string[] {
  const bare = word.normalize('NFKC').replace(MARKS, '');
  if (!bare.includes(DAGGER_ALEF)) {
    const only = unifyLetters(bare);
    return only ? [only] : [];
  }
  const afterMaqsura = bare.replace(/\u0649\u0670/g, '\u0649');
  const withoutAlef = unifyLetters(afterMaqsura.replaceAll(DAGGER_ALEF, ''));
  const spellings = new Set([
    unifyLetters(afterMaqsura.replaceAll(DAGGER_ALEF, 'ا')),
    unifyLetters(afterMaqsura.replace(/\u0648\u0670/g, 'ا').replaceAll(DAGGER_ALEF, 'ا')),
    ...(OMITTED_ALEF.test(withoutAlef) ? [withoutAlef] : []),
  ]);
  spellings.delete('');
  return [...spellings];
}

/*
 * Light stemming after Larkey, Ballesteros and Connell's "light10" (SIGIR 2002): the definite article and
 * the conjunctions and prepositions written joined to it, a leading و, and common suffixes; never leaving
 * fewer than two letters. Kept as an option measured on the judgment set (see docs/search.md, "Search").
 */
const ARTICLE_PREFIXES = ['بال', 'كال', 'فال', 'لل', 'ال'];
const SUFFIXES = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ه', 'ي'];

export type ArabicStemming = 'none' | 'prefixes' | 'light10';

// The name of God with a joined preposition, conjunction or oath letter (لله، بالله، والله، تالله) is the
// name, not "له" ("to him") as taking off the article would leave it.
const THE_NAME = /^[وفبلكت]?ا?لله$/;

/** A normalised word reduced by the chosen light stemming. */
export function stemArabic(word: string, stemming: ArabicStemming): string {
  if (stemming === 'none') return word;
  if (THE_NAME.test(word)) return 'الله';
  let stem = word.startsWith('و') && word.length >= 4 ? word.slice(1) : word;
  const article = ARTICLE_PREFIXES.find((prefix) => stem.startsWith(prefix) && stem.length - prefix.length >= 2);
  if (article) stem = stem.slice(article.length);
  if (stemming === 'prefixes') return stem;
  for (const suffix of SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 2) stem = stem.slice(0, -suffix.length);
  }
  return stem;
}
