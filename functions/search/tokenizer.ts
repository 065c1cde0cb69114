import { type ArabicStemming, arabicSpellings, stemArabic } from './arabic-terms';
import { englishTerm } from './english-variants';

/** One word of a text: the terms it is indexed under and where it stands in the original text. */
export interface TextToken {
  /** Usually one; an Uthmani word with a superscript alef has a term per spelling (arabic-terms.ts). */
  readonly terms: readonly string[];
  /** UTF-16 offsets of the word in the text as given (end exclusive), diacritics included. */
  start: number;
  end: number;
  script: 'arabic' | 'latin';
}

export interface AnalyzerOptions {
  arabicStemming: ArabicStemming;
  /** The term of a word in any other script, as typed; English's (foldLatin, Porter stem, variants) when absent. */
  wordTerm?: (word: string) => string;
  /** Each Han character is a word of its own: Chinese is written without spaces. */
  hanCharacters?: boolean;
}

/** What the indexes are built with; measured on the judgment set (docs/search.md, "Search"). */
export const DEFAULT_ANALYZER: AnalyzerOptions = { arabicStemming: 'prefixes' };

// Apostrophes join ("Allah's" -> "allahs", "Qur'an" -> "quran"); any other non-letter separates.
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const EDGE_APOSTROPHES = /^['\u2018\u2019\u02bc`]+|['\u2018\u2019\u02bc`]+$/g;
const ARABIC_BLOCKS = '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF';
// Arabic letters, marks and digits; not its punctuation (، ؛ ؟ ٪ ۔), the end-of-ayah, hizb and sajdah signs.
const ARABIC_WORD =
  '[\u0610-\u061A\u0620-\u0669\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FC\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]+';
const OTHER_WORD = `[[\\p{L}\\p{N}\\p{M}'\u2018\u2019\u02bc\`]--[${ARABIC_BLOCKS}]]+`;
// One pass over the text finds each word and its script (the v flag subtracts the Arabic blocks).
const WORDS = new RegExp(`(${ARABIC_WORD})|(${OTHER_WORD})`, 'gv');

/** A Latin-script word folded as the index folds it: case, accents and apostrophes ("Qur'an" is "quran"). */
export const foldLatin = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, '');

function analyseWord(word: string, script: TextToken['script'], options: AnalyzerOptions): string[] {
  if (script === 'arabic') return [...new Set(arabicSpellings(word).map((spelling) => stemArabic(spelling, options.arabicStemming)))];
  if (options.wordTerm) {
    const term = options.wordTerm(word);
    return term ? [term] : [];
  }
  const folded = foldLatin(word);
  return folded ? [englishTerm(folded)] : [];
}

// Words repeat (a hadith page is mostly "the", "Allah", "قال"): their terms are remembered per analyser
// options, within a bound, which made highlighting a page of long narrations and building the indexes faster.
const MEMORY_LIMIT = 200_000;
const rememberedByOptions = new WeakMap<AnalyzerOptions, Map<string, readonly string[]>>();

function termsOf(word: string, script: TextToken['script'], options: AnalyzerOptions): readonly string[] {
  let remembered = rememberedByOptions.get(options);
  if (!remembered) {
    remembered = new Map();
    rememberedByOptions.set(options, remembered);
  }
  let terms = remembered.get(word);
  if (!terms) {
    if (remembered.size >= MEMORY_LIMIT) remembered.clear();
    terms = analyseWord(word, script, options);
    // A copy, not a slice: a slice would keep the whole text it was cut from alive.
    remembered.set(Buffer.from(word).toString(), terms);
  }
  return terms;
}

const HAN_CHARACTER = /\p{Script=Han}/u;
const HAN_OR_RUN = /\p{Script=Han}|[^\p{Script=Han}]+/gu;

const isApostrophe = (code: number) => code === 39 || code === 0x2018 || code === 0x2019 || code === 0x02bc || code === 96;

/**
 * The words of a text with their terms and offsets, in order. Arabic words (by script) are normalised
 * (arabic-terms.ts); any other word is folded (case, accents, apostrophes), reduced to its Porter stem and
 * to the spelling kept by the variants table (english-variants.ts). `onlyScript` skips the other script's
 * words (a query in one script cannot match them).
 */
export function analyze(text: string, options: AnalyzerOptions = DEFAULT_ANALYZER, onlyScript?: TextToken['script']): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORDS)) {
    const script = match[1] === undefined ? 'latin' : 'arabic';
    if (onlyScript && script !== onlyScript) continue;
    let start = match.index;
    let word = match[0];
    if (script === 'latin' && (isApostrophe(word.charCodeAt(0)) || isApostrophe(word.charCodeAt(word.length - 1)))) {
      const trimmed = word.replace(EDGE_APOSTROPHES, '');
      if (!trimmed) continue;
      start += word.indexOf(trimmed);
      word = trimmed;
    }
    if (options.hanCharacters && script === 'latin' && HAN_CHARACTER.test(word)) {
      for (const part of word.matchAll(HAN_OR_RUN)) {
        const terms = termsOf(part[0], script, options);
        if (terms.length > 0) tokens.push({ terms, start: start + part.index, end: start + part.index + part[0].length, script });
      }
      continue;
    }
    const terms = termsOf(word, script, options);
    if (terms.length > 0) tokens.push({ terms, start, end: start + word.length, script });
  }
  return tokens;
}

/** The first term of each word of a text (what tests and measurements compare). */
export function tokenize(text: string, options: AnalyzerOptions = DEFAULT_ANALYZER): string[] {
  return analyze(text, options).map((token) => token.terms[0]);
}

/** Terms in Arabic script are ranked against the Arabic texts' lengths, others against the English texts'. */
const ARABIC_START = new RegExp(`^[${ARABIC_BLOCKS}]`);
export const isArabicTerm = (term: string) => ARABIC_START.test(term);
