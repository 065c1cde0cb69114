import { stemmer as stemFrench } from '@orama/stemmers/french';
import { stemmer as stemIndonesian } from '@orama/stemmers/indonesian';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import { stemmer as stemSwedish } from '@orama/stemmers/swedish';
import { stemmer as stemTurkish } from '@orama/stemmers/turkish';
import { bengaliSpelling } from './language-terms';
import { type AnalyzerOptions, DEFAULT_ANALYZER } from './tokenizer';

/**
 * How each language's texts and queries become terms. Where Snowball has a stemmer for the language
 * (@orama/stemmers, ported from Snowball) words are stemmed; otherwise they are only folded. English
 * keeps the analyser the English index has always used (Porter stems and spelling variants).
 */
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
// French drops a vowel before another: "l'ouverture", "qu'il", "d'Allah" are searched as "ouverture", "il", "allah".
const FRENCH_ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['\u2018\u2019\u02bc`]/;

/** Case, accents and apostrophes, after stemming: stemmers read the accents ("é" is part of a French suffix). */
const withoutMarks = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

function stemmedAfterCase(locale: string, stem: (word: string) => string, prepare: (word: string) => string = (w) => w) {
  return (word: string) => withoutMarks(stem(prepare(word.toLocaleLowerCase(locale)).replace(APOSTROPHES, '')));
}

export const LANGUAGE_ANALYZERS: Readonly<Record<string, AnalyzerOptions>> = {
  en: DEFAULT_ANALYZER,
  // Arabic as the Quran's own index reads it (the default analyser reads both scripts).
  ar: DEFAULT_ANALYZER,
  fr: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('fr', stemFrench, (w) => w.replace(FRENCH_ELISION, '')) },
  es: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('es', stemSpanish) },
  id: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('id', stemIndonesian) },
  sv: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('sv', stemSwedish) },
  // Turkish has a dotless ı and a dotted İ: its own lower case keeps them apart.
  tr: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('tr', stemTurkish) },
  // ё is written е in most texts and queries.
  ru: { ...DEFAULT_ANALYZER, wordTerm: stemmedAfterCase('ru', stemRussian, (w) => w.replace(/ё/g, 'е')) },
  // Bengali's vowel signs are combining marks that carry meaning: they are kept, the spellings that vary folded (no
  // Snowball stemmer is kept for Bengali; a question's word is also read without its ending: foreign-question.ts).
  bn: { ...DEFAULT_ANALYZER, wordTerm: (word) => bengaliSpelling(word.replace(APOSTROPHES, '')) },
  // Urdu is in Arabic script: its words are normalised as the Arabic text's are, without Arabic's prefixes.
  ur: { arabicStemming: 'none' },
  // Kurdish (Sorani) is in Arabic script too, with letters of its own that the normalisation leaves as they are.
  ku: { arabicStemming: 'none' },
  zh: { ...DEFAULT_ANALYZER, hanCharacters: true, wordTerm: (word) => withoutMarks(word.toLowerCase()).replace(APOSTROPHES, '') },
  // A transliteration is folded only: it has no language's suffixes to strip.
  transliteration: { ...DEFAULT_ANALYZER, wordTerm: (word) => withoutMarks(word.toLowerCase()).replace(APOSTROPHES, '') },
};

/** Whether a language's analyser stems (docs/quran.md and the list of translations say which do). */
export const STEMMED_LANGUAGES = new Set(['en', 'fr', 'es', 'id', 'sv', 'tr', 'ru']);
