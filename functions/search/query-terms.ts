import { badRequest } from '../shared/errors';
import { MAX_SEARCH_TERMS } from './search-budget';
import { queryTerms, wordsByTerm } from './tokenizer';

/** The distinct terms of a `search` query parameter, or the 400 that explains why it cannot be searched. */
export function searchTermsOf(query: string): string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) throw badRequest("Invalid query parameter 'search': must contain a letter or a digit");
  if (terms.length > MAX_SEARCH_TERMS)
    throw badRequest(`Invalid query parameter 'search': at most ${MAX_SEARCH_TERMS} distinct words are searched`);
  return terms;
}

/** The query's words whose terms a search left out (as typed, folded to lower case). */
export function ignoredWords(query: string, ignoredTerms: readonly string[]): string[] {
  const words = wordsByTerm(query);
  return ignoredTerms.map((term) => words.get(term) ?? term);
}
