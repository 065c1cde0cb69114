import { arabicSpellings, stemArabic, type ArabicStemming } from './arabic-terms';
import { englishTerm } from './english-variants';

/** One word of a text: the terms it is indexed under and where it stands in the original text. */
export interface TextToken {
  /** Usually one; an Uthmani word with a superscript alef has a term per spelling (arabic-terms.ts). */
  terms: string[];
  /** UTF-16 offsets of the word in the text as given (end exclusive), diacritics included. */
  start: number;
  end: number;
  script: 'arabic' | 'latin';
}

export interface AnalyzerOptions {
  arabicStemming: ArabicStemming;
}

/** What the indexes are built with; measured on the judgment set (README, "Search"). */
export const DEFAULT_ANALYZER: AnalyzerOptions = { arabicStemming: 'prefixes' };

// Apostrophes join ("Allah's" -> "allahs", "Qur'an" -> "quran"); any other non-letter separates.
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const WORD_RUNS = /[\p{L}\p{N}\p{M}'\u2018\u2019\u02bc`]+/gu;
const MARK = /\p{M}/u;
const EDGE_APOSTROPHES = /^['\u2018\u2019\u02bc`]+|['\u2018\u2019\u02bc`]+$/g;

const isArabic = (codePoint: number) =>
  (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
  (codePoint >= 0x0750 && codePoint <= 0x077f) ||
  (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
  (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
  (codePoint >= 0xfe70 && codePoint <= 0xfeff);

/** A run of word characters split where the script changes (marks and apostrophes go with what precedes). */
function scriptSegments(run: string, offset: number): Array<{ text: string; start: number; script: TextToken['script'] }> {
  const segments: Array<{ text: string; start: number; script: TextToken['script'] }> = [];
  let current: { text: string; start: number; script: TextToken['script'] } | undefined;
  let at = 0;
  for (const char of run) {
    const codePoint = char.codePointAt(0)!;
    const neutral = MARK.test(char) || char === "'" || char === '\u2018' || char === '\u2019' || char === '\u02bc' || char === '`';
    const script = isArabic(codePoint) ? 'arabic' : 'latin';
    if (!current || (!neutral && script !== current.script && current.text.length > 0)) {
      current = { text: '', start: offset + at, script };
      segments.push(current);
    }
    current.text += char;
    at += char.length;
  }
  return segments;
}

const foldLatin = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, '');

function termsOf(word: string, script: TextToken['script'], options: AnalyzerOptions): string[] {
  if (script === 'arabic') return [...new Set(arabicSpellings(word).map((spelling) => stemArabic(spelling, options.arabicStemming)))];
  const folded = foldLatin(word);
  return folded ? [englishTerm(folded)] : [];
}

/**
 * The words of a text with their terms and offsets, in order. Arabic words (by script) are normalised
 * (arabic-terms.ts); any other word is folded (case, accents, apostrophes), reduced to its Porter stem and
 * to the spelling kept by the variants table (english-variants.ts).
 */
export function analyze(text: string, options: AnalyzerOptions = DEFAULT_ANALYZER): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD_RUNS)) {
    for (const segment of scriptSegments(match[0], match.index)) {
      const leading = segment.text.length - segment.text.replace(/^['\u2018\u2019\u02bc`]+/, '').length;
      const word = segment.text.replace(EDGE_APOSTROPHES, '');
      if (!word) continue;
      const terms = termsOf(word, segment.script, options);
      if (terms.length === 0) continue;
      const start = segment.start + leading;
      tokens.push({ terms, start, end: start + word.length, script: segment.script });
    }
  }
  return tokens;
}

/** The first term of each word of a text (what tests and measurements compare). */
export function tokenize(text: string, options: AnalyzerOptions = DEFAULT_ANALYZER): string[] {
  return analyze(text, options).map((token) => token.terms[0]);
}

/** Terms in Arabic script are ranked against the Arabic texts' lengths, others against the English texts'. */
export const isArabicTerm = (term: string) => isArabic(term.codePointAt(0) ?? 0);
