import { arabicWords } from '../search/arabic';
import { longestCommonSubsequence } from '../shared/longest-common-subsequence';
import type { QuoteVerdict } from './citation-responses';

/**
 * Whether a quotation in a reply is what the verse (or narration) it cites says. Words are compared in
 * order: the longest common subsequence of the quote's words and the text's, so a quote must follow the
 * text, not merely share its vocabulary. A faithful quote is the whole text or a contiguous part of it;
 * a quote that follows the text but flips a negation, a number, a word into its opposite, or the order
 * of its words contradicts it; anything else in quotation marks is a paraphrase. Arabic quotes are
 * compared with the Arabic text after normalisation, a letter's difference allowed (Uthmani spellings).
 */
export interface QuoteComparison {
  verdict: QuoteVerdict;
  /** Share of the quote's words found in order in the text. */
  coverage: number;
  /** What contradicts, when it does ("a negation the verse has is missing: no"). */
  detail?: string;
}

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'without',
  'nothing',
  'nobody',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'wouldnt',
  'shouldnt',
  'nay',
  'لا',
  'ما',
  'لم',
  'لن',
  'ليس',
  'ليست',
  'غير',
]);
const NUMBER_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'seventy',
  'hundred',
  'thousand',
  'first',
  'second',
  'third',
  'once',
  'twice',
  'single',
  'half',
  'احد',
  'واحد',
  'واحده',
  'اثنين',
  'اثنان',
  'اثنتين',
  'ثلاث',
  'ثلاثه',
  'اربع',
  'اربعه',
  'خمس',
  'سبع',
  'سبعه',
  'عشر',
  'عشره',
  'مايه',
  'الف',
]);
const ANTONYM_PAIRS: Array<[string, string]> = [
  ['allah', 'satan'],
  ['allah', 'shaytan'],
  ['allah', 'devil'],
  ['god', 'satan'],
  ['god', 'devil'],
  ['kills', 'saves'],
  ['killed', 'saved'],
  ['kill', 'save'],
  ['slain', 'saved'],
  ['slays', 'saves'],
  ['lawful', 'unlawful'],
  ['lawful', 'forbidden'],
  ['permitted', 'forbidden'],
  ['halal', 'haram'],
  ['paradise', 'hell'],
  ['paradise', 'fire'],
  ['heaven', 'hell'],
  ['believers', 'disbelievers'],
  ['believer', 'disbeliever'],
  ['believe', 'disbelieve'],
  ['good', 'evil'],
  ['good', 'bad'],
  ['reward', 'punishment'],
  ['rich', 'poor'],
  ['life', 'death'],
  ['alive', 'dead'],
  ['guided', 'astray'],
  ['guidance', 'misguidance'],
  ['truth', 'falsehood'],
  ['light', 'darkness'],
  ['right', 'wrong'],
  ['love', 'hate'],
  ['loves', 'hates'],
  ['mercy', 'wrath'],
  ['ease', 'hardship'],
  ['easy', 'hard'],
  ['increase', 'decrease'],
  ['many', 'few'],
  ['before', 'after'],
  ['day', 'night'],
  ['accept', 'reject'],
  ['forgive', 'punish'],
  ['forgives', 'punishes'],
  ['remember', 'forget'],
  ['success', 'failure'],
  ['succeed', 'fail'],
  ['obey', 'disobey'],
  ['near', 'far'],
  ['hidden', 'manifest'],
  ['first', 'last'],
  ['الله', 'الشيطان'],
  ['الجنه', 'النار'],
];
const ANTONYMS = new Map<string, Set<string>>();
for (const [a, b] of ANTONYM_PAIRS) {
  ANTONYMS.set(a, (ANTONYMS.get(a) ?? new Set()).add(b));
  ANTONYMS.set(b, (ANTONYMS.get(b) ?? new Set()).add(a));
}
/** Words too common to tell a reordering from the text's own order. */
const FUNCTION_WORDS = new Set(
  'the a an of and to in is was be for that it as with by on his he him they them their we you your who which will are from or at this those these'.split(
    ' ',
  ),
);

const ARABIC = /[\u0600-\u06FF]/;

/** The words of an English text, lower-case, apostrophes folded ("don't" -> "dont"), brackets dropped. */
function englishWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/['’`ʼ]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  );
}

export const quoteWords = (text: string) => (ARABIC.test(text) ? arabicWords(text) : englishWords(text));

/** At most one letter replaced, added or removed (lengths within one of each other). */
export function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Equal, or for Arabic one letter apart (Uthmani "الصلوه" and plain "الصلاه"). */
function sameWord(a: string, b: string, fuzzy: boolean): boolean {
  if (a === b) return true;
  if (!fuzzy || Math.min(a.length, b.length) < 3 || Math.abs(a.length - b.length) > 1) return false;
  return withinOneEdit(a, b);
}

/** Aligned pairs (i in quote, j in text) of the longest common subsequence, each match as late as the next allows. */
function align(quote: string[], text: string[], fuzzy: boolean): Array<[number, number]> {
  const pairs = longestCommonSubsequence(quote.length, text.length, (i, j) => sameWord(quote[i], text[j], fuzzy));
  // The earliest match for each word can stretch the span back to an earlier occurrence ("Indeed" twice
  // in 49:13): move each match as late as the next one allows.
  for (let k = pairs.length - 2; k >= 0; k -= 1) {
    const [qi, tj] = pairs[k];
    for (let j = pairs[k + 1][1] - 1; j > tj; j -= 1) {
      if (sameWord(quote[qi], text[j], fuzzy)) {
        pairs[k] = [qi, j];
        break;
      }
    }
  }
  return pairs;
}

const counts = (words: string[], set: Set<string>) => {
  const found = new Map<string, number>();
  for (const word of words) if (set.has(word)) found.set(word, (found.get(word) ?? 0) + 1);
  return found;
};

function differs(a: Map<string, number>, b: Map<string, number>): string[] {
  const words = new Set([...a.keys(), ...b.keys()]);
  return [...words].filter((word) => (a.get(word) ?? 0) !== (b.get(word) ?? 0));
}

const MAX_QUOTE_WORDS = 150;
const MAX_TEXT_WORDS = 1200;

/** Compares a quotation with the text it claims to quote (a verse's translation or Arabic, a narration). */
export function compareQuote(quote: string, text: string): QuoteComparison {
  const fuzzy = ARABIC.test(quote);
  const q = quoteWords(quote).slice(0, MAX_QUOTE_WORDS);
  const t = quoteWords(text).slice(0, MAX_TEXT_WORDS);
  if (q.length === 0 || t.length === 0) return { verdict: 'paraphrase', coverage: 0 };
  const pairs = align(q, t, fuzzy);
  const coverage = pairs.length / q.length;
  if (pairs.length === 0) return { verdict: 'paraphrase', coverage };
  // The stretch of the text the quote follows.
  const from = pairs[0][1];
  const to = pairs[pairs.length - 1][1];
  const span = t.slice(from, to + 1);
  const spanLength = to - from + 1;

  if (coverage >= 0.5) {
    // A negation right before the stretch counts too: quoting "consume one another's wealth" from "do not consume…" inverts it.
    const lead = t.slice(Math.max(0, from - 2), from).filter((word) => NEGATIONS.has(word));
    const negations = differs(counts(q, NEGATIONS), counts([...lead, ...span], NEGATIONS));
    if (negations.length > 0)
      return { verdict: 'contradicts', coverage, detail: `a negation differs from the text's (${negations.join(', ')})` };
    const numbers = differs(counts(q, NUMBER_WORDS), counts(span, NUMBER_WORDS));
    if (numbers.length > 0) return { verdict: 'contradicts', coverage, detail: `a number differs from the text's (${numbers.join(', ')})` };
    const matchedInQuote = new Set(pairs.map(([i]) => i));
    const matchedInText = new Set(pairs.map(([, j]) => j));
    for (let i = 0; i < q.length; i += 1) {
      if (matchedInQuote.has(i)) continue;
      const opposites = ANTONYMS.get(q[i]);
      if (!opposites) continue;
      const opposite = span.find((word, k) => !matchedInText.has(from + k) && opposites.has(word));
      if (opposite) return { verdict: 'contradicts', coverage, detail: `'${q[i]}' stands where the text says '${opposite}'` };
    }
    // The same words in another order ("with ease will be hardship" for "with hardship will be ease").
    const content = (words: string[]) =>
      words
        .filter((w) => !FUNCTION_WORDS.has(w))
        .sort()
        .join(' ');
    if (
      pairs.length < q.length &&
      spanLength <= q.length + 2 &&
      content(q) === content(t.slice(from, from + q.length)) &&
      content(q).length > 0
    ) {
      return { verdict: 'contradicts', coverage, detail: "the text's words are in another order, which changes what it says" };
    }
  }
  if (coverage >= 0.95 && pairs.length >= 0.9 * t.length) return { verdict: 'exact', coverage };
  // A faithful part: nearly all of the quote, in one stretch of the text with at most a word or two skipped.
  if (coverage >= 0.9 && q.length >= 3 && spanLength <= Math.ceil(q.length * 1.2) + 1) return { verdict: 'partial', coverage };
  return { verdict: 'paraphrase', coverage };
}

export const isFaithful = (verdict: QuoteVerdict) => verdict === 'exact' || verdict === 'partial';
