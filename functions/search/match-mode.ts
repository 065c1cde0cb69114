import * as z from 'zod';
import type { ConceptShare } from './concept-verses';
import type { MatchMode } from './query-matching';
import { parseSearchQuery, type SearchQuery, searchQueryOf } from './query-terms';
import { parseQuestion } from './question-terms';
import { MAX_SEARCH_TERMS } from './search-budget';
import { type AnalyzerOptions, DEFAULT_ANALYZER } from './tokenizer';

/** What a client may ask for: `auto` chooses per query (searchByMatch). */
export const REQUESTED_MATCHES = ['auto', 'all', 'any'] as const;
export type RequestedMatch = (typeof REQUESTED_MATCHES)[number];

/** The `match` query parameter of the three search endpoints, any case. */
export const matchParameter = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(REQUESTED_MATCHES, { error: `must be one of ${REQUESTED_MATCHES.join(', ')}` }))
  .optional()
  .meta({
    description:
      "How the words combine: 'all' (every word and quoted phrase must match, as a search box), 'any' (a question: " +
      'function words left out, everyday words and transliterations bridged to the texts\u2019 words, every word contributing to ' +
      "a relevance ranking), or 'auto' (default: 'any' for a question, else 'all', and 'any' when 'all' finds nothing). " +
      'Each answer names the matching used.',
  });

/** A search query as it was read: its words, how they combine, and (under `any`) the concepts bridged. */
export interface ReadQuery {
  query: SearchQuery;
  match: MatchMode;
  concepts: string[];
  /** How much of the question each concept is (parseQuestion); none when not read as a question. */
  conceptShares?: ConceptShare[];
}

// A question opens with a question word (English or Arabic) or ends with a question mark.
const QUESTION_OPENING =
  /^\s*(what|whats|what's|who|whom|whose|why|how|when|where|which|is|are|does|do|did|can|could|should|shall|would|may|might|must|was|were|has|have|tell|explain)\b/i;
const ARABIC_QUESTION_OPENING = /^\s*و?(ما|ماذا|لماذا|لم|كيف|متى|أين|اين|هل|من|كم|أي|اي|ماهو|ماهي)(\s|$)/;
const QUOTE = /["\u201c\u201d\u00ab\u00bb]/;

/** Whether a query reads as a question rather than as words to find. */
export const looksLikeQuestion = (text: string) =>
  /[?\u061f]\s*$/.test(text) || QUESTION_OPENING.test(text) || ARABIC_QUESTION_OPENING.test(text);

/** Every word of the text weighed alike, ranked by relevance. */
const everyWordWeighed = (text: string, analyzer: AnalyzerOptions): ReadQuery => ({
  query: { words: parseSearchQuery(text, analyzer).words, phrases: [] },
  match: 'any',
  concepts: [],
});

function readAsQuestion(text: string, analyzer: AnalyzerOptions, earlierTurns: readonly string[]): ReadQuery {
  // Reading a question (function words, concepts) is English's: another language's words are all weighed alike.
  if (analyzer !== DEFAULT_ANALYZER) return everyWordWeighed(text, analyzer);
  const question = parseQuestion(text, earlierTurns);
  // A question of function words only ("what is it?") has nothing to weigh: its words are searched as typed.
  if (question.words.length === 0) return everyWordWeighed(text, analyzer);
  return { query: question, match: 'any', concepts: question.concepts, conceptShares: question.conceptShares };
}

const readAsWords = (text: string, analyzer: AnalyzerOptions): ReadQuery => ({
  query: searchQueryOf(text, analyzer),
  match: 'all',
  concepts: [],
});

/** How a query is read: the searched index's analyser (language-analyzers.ts), and a conversation's earlier turns. */
export interface ReadingOptions {
  analyzer?: AnalyzerOptions;
  /**
   * The user's earlier messages, when the query is the last turn of a conversation (the chat): a turn is read as a
   * question, and a short follow-up leans on them (parseQuestion).
   */
  earlierTurns?: readonly string[];
}

/**
 * Runs a search the way `requested` asks. Under `auto`, a question (or a turn of a conversation) is read as one (`any`); other queries
 * match every word (`all`), and when that finds nothing and the query has no quoted phrase, it is read as
 * a question instead, so a query of many words never answers 0 only because one word is missing. A query
 * with no word at all is a 400 whatever the matching. `prepare` (what every search of the query needs, such as
 * the index version) runs once, and only once the query is known to be searchable. Search and the chat's grounding
 * both read a question here: what one finds first, the other does.
 */
export async function searchByMatch<Prepared, Outcome extends { hits: readonly unknown[] }>(
  text: string,
  requested: RequestedMatch,
  prepare: () => Promise<Prepared>,
  searchWith: (read: ReadQuery, prepared: Prepared) => Promise<Outcome>,
  { analyzer = DEFAULT_ANALYZER, earlierTurns = [] }: ReadingOptions = {},
): Promise<{ read: ReadQuery; outcome: Outcome }> {
  const wordCount = parseSearchQuery(text, analyzer).words.length;
  if (wordCount === 0) searchQueryOf(text, analyzer); // the 400 that says why
  // More words than a search may match all of (a question pasted without its question mark): read as a question,
  // whose heaviest words are kept, rather than refused; `match=all` still refuses it, saying why.
  const asQuestion =
    earlierTurns.length > 0 || (!QUOTE.test(text) && (looksLikeQuestion(text) || (requested === 'auto' && wordCount > MAX_SEARCH_TERMS)));
  if (requested !== 'all' && (requested === 'any' || asQuestion)) {
    const read = readAsQuestion(text, analyzer, earlierTurns);
    return { read, outcome: await searchWith(read, await prepare()) };
  }
  const read = readAsWords(text, analyzer);
  const prepared = await prepare();
  const outcome = await searchWith(read, prepared);
  if (requested === 'all' || outcome.hits.length > 0 || read.query.phrases.length > 0) return { read, outcome };
  const question = readAsQuestion(text, analyzer, earlierTurns);
  return { read: question, outcome: await searchWith(question, prepared) };
}
