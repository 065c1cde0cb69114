import { stemmer } from 'stemmer';

const COMBINING_MARKS = /\p{M}+/gu;
// Apostrophes join ("Allah's" -> "allahs", "Ma'idah" -> "maidah"); any other non-letter separates.
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(SEPARATORS)
    .filter((word) => word.length > 0);

/** Case-, accent- and punctuation-insensitive terms of a text, each reduced to its Porter stem. */
export function tokenize(text: string): string[] {
  return wordsOf(text).map((word) => stemmer(word));
}

/** The words of a query as typed (folded), by the term each becomes: for telling a client which words were left out. */
export function wordsByTerm(query: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of wordsOf(query)) {
    const term = stemmer(word);
    if (!words.has(term)) words.set(term, word);
  }
  return words;
}

/** The distinct terms of a search query, in the order first typed. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}
