/**
 * Whether two English texts are the same narration: hadith-json's text of a sunnah.com entry and the
 * graded edition's text under the same number. Both come from sunnah.com's English, scraped twice, so
 * the same narration shares nearly all its words, except where one scrape lost words (hadith-json
 * drops bracketed insertions, sometimes whole clauses) or trailing punctuation.
 *
 * Measured over every crosswalk number whose graded row has text (26 217 pairs, docs/hadith.md, "Hadith
 * numbers"): the same narration shares at least 0.92 of the shorter text's words; different
 * narrations at most 0.80, and the few above 0.6 are short "another chain" notes. Hence:
 * - containment: words shared (with multiplicity) over the words of the shorter text, at least 0.85,
 *   which tolerates truncation and lost clauses (a damaged text still lies inside the complete one);
 * - and, for a shorter text of under 12 words, whose few words could lie inside any long hadith, the
 *   Sørensen-Dice similarity of the letters both texts start with, at least 0.5.
 */
export const MIN_CONTAINMENT = 0.85;
export const MIN_OPENING = 0.5;
export const SHORT_TEXT_WORDS = 12;
const OPENING_LETTERS = 120;

export interface PreparedText {
  words: Map<string, number>;
  wordCount: number;
  letters: string;
}

export function prepareText(text: string): PreparedText {
  const words = new Map<string, number>();
  let wordCount = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    words.set(word, (words.get(word) ?? 0) + 1);
    wordCount += 1;
  }
  return { words, wordCount, letters: text.toLowerCase().replace(/[^a-z]/g, '') };
}

function bigrams(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < text.length - 1; i += 1) {
    const pair = text.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen-Dice coefficient over letter bigrams, 0..1. */
function dice(a: string, b: string): number {
  if (a.length < 2 || b.length < 2) return a.length > 0 && a === b ? 1 : 0;
  const right = bigrams(b);
  let shared = 0;
  for (const [pair, count] of bigrams(a)) {
    const other = right.get(pair) ?? 0;
    shared += count < other ? count : other;
  }
  return (2 * shared) / (a.length - 1 + b.length - 1);
}

export interface NarrationComparison {
  containment: number;
  /** Compared only for a short text that passes on containment. */
  opening?: number;
  same: boolean;
}

export function compareNarrations(a: PreparedText, b: PreparedText): NarrationComparison {
  const [small, large] = a.wordCount <= b.wordCount ? [a, b] : [b, a];
  let shared = 0;
  for (const [word, count] of small.words) {
    const other = large.words.get(word) ?? 0;
    shared += count < other ? count : other; // not Math.min: slow inside a vm context (jest)
  }
  const containment = small.wordCount === 0 ? 0 : shared / small.wordCount;
  if (containment < MIN_CONTAINMENT) return { containment, same: false };
  if (small.wordCount >= SHORT_TEXT_WORDS) return { containment, same: true };
  const length = Math.min(OPENING_LETTERS, a.letters.length, b.letters.length);
  const opening = dice(a.letters.slice(0, length), b.letters.slice(0, length));
  return { containment, opening, same: opening >= MIN_OPENING };
}
