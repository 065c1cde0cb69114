import { InvalidInputError } from '../shared/domain-errors';
import { MAX_SEARCH_TERMS } from './search-budget';
import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER } from './tokenizer';

/** One distinct word of a query: a document matches it if it holds any of its terms. */
export interface QueryWord {
  readonly terms: readonly string[];
  /** As typed (lower case), for naming the words a search left out. */
  typed: string;
  /** How much the word counts when words are ranked by relevance (question-terms.ts); 1 if absent. */
  weight?: number;
  /** A word that only raises what else matched (a concept's related words): not part of the coverage. */
  optional?: boolean;
}

export interface SearchQuery {
  /** A document must match every word. */
  words: QueryWord[];
  /** Quoted phrases, as indexes into `words` in the order typed: those words adjacent and in that order. */
  phrases: number[][];
}

// A phrase is quoted with straight or typographic double quotes, or guillemets as Arabic text uses them.
const QUOTED = /["\u201c\u201d\u00ab\u00bb]([^"\u201c\u201d\u00ab\u00bb]*)["\u201c\u201d\u00ab\u00bb]/g;

/** The words and phrases of a search query. An unmatched quote is only a separator. */
export function parseSearchQuery(query: string, options: AnalyzerOptions = DEFAULT_ANALYZER): SearchQuery {
  const words: QueryWord[] = [];
  const phrases: number[][] = [];
  const indexByTerms = new Map<string, number>();
  const wordsOf = (text: string) =>
    analyze(text, options).map((token) => {
      const key = [...token.terms].sort().join('|');
      let index = indexByTerms.get(key);
      if (index === undefined) {
        index = words.length;
        indexByTerms.set(key, index);
        words.push({ terms: token.terms, typed: text.slice(token.start, token.end).toLowerCase() });
      }
      return index;
    });
  let from = 0;
  for (const match of query.matchAll(QUOTED)) {
    wordsOf(query.slice(from, match.index));
    const phrase = wordsOf(match[1]);
    if (phrase.length > 1) phrases.push(phrase);
    from = match.index + match[0].length;
  }
  wordsOf(query.slice(from));
  return { words, phrases };
}

/** The query of a `search` parameter, or the 400 that explains why it cannot be searched. */
export function searchQueryOf(query: string, options: AnalyzerOptions = DEFAULT_ANALYZER): SearchQuery {
  const parsed = parseSearchQuery(query, options);
  if (parsed.words.length === 0) throw new InvalidInputError("Invalid query parameter 'search': must contain a letter or a digit");
  if (parsed.words.length > MAX_SEARCH_TERMS)
    throw new InvalidInputError(`Invalid query parameter 'search': at most ${MAX_SEARCH_TERMS} distinct words are searched`);
  return parsed;
}

/** The words a search left out, as typed, in the order typed. */
export const ignoredWords = (query: SearchQuery, ignored: readonly number[]) => ignored.map((index) => query.words[index].typed);
