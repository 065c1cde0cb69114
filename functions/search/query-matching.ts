import { InvalidInputError } from '../shared/domain-errors';
import { COVERAGE_BONUS, type CorpusStatistics, type RankedDocument, rankAnyDocuments, rankDocuments } from './bm25';
import { documentKey } from './documents';
import { type PostingList, unionLists } from './posting-list';
import type { SearchQuery } from './query-terms';
import { planSearch } from './search-budget';
import { holdsPhrase, type TermPositions, unionPositions } from './term-positions';
import { isArabicTerm } from './tokenizer';

/** Where a search reads a term's postings and positions: the table, or an index held in memory. */
export interface TermReader {
  postings(term: string): Promise<PostingList>;
  positions(term: string): Promise<TermPositions>;
}

export interface IndexStatistics extends CorpusStatistics {
  /** Document frequencies of the commonest terms (search-budget.ts). */
  commonTerms: ReadonlyMap<string, number>;
}

/**
 * How a query's words combine: `all`, every word (and quoted phrase) must match, as people use a search
 * box; `any`, every word contributes by its weight and documents holding more of the query rank higher
 * (rankAnyDocuments), as a question is answered. Phrases are kept only by `all`.
 */
export type MatchMode = 'all' | 'any';

/** Under `any`, the share of the query's information a document must hold to be returned at all. */
export const MINIMUM_COVERAGE = 0.3;

/**
 * A question is answered by a corpus of documents read on their own words (the narrations, the duas) only when one of
 * them holds at least this share of its information; else nothing is returned, as the Quran returns nothing for a
 * question no verse or commentary holds enough of (QUESTION_COVERAGE). Measured on the tuned question judgments: the
 * best narration of 11 of 12 questions nothing answers ("the capital of France", a router's password) held 0.39 or
 * less, while 57 of 61 questions the hadith answer had a best narration holding more than 0.5; "video games" (the
 * backgammon narration, 0.49) and "computer programming" (0.45) are below it (docs/search.md, "Question retrieval").
 */
export const ANSWERED_COVERAGE = 0.5;

/** Whether a question's ranked documents answer it (ANSWERED_COVERAGE). */
export const answersQuestion = (ranked: ReadonlyArray<{ coverage?: number }>) =>
  ranked.some((document) => (document.coverage ?? 0) + 1e-9 >= ANSWERED_COVERAGE);

/** How `any` ranks: the service's floor and coverage bonus, or plain BM25 (both zero) for measuring against. */
export interface AnyRanking {
  minimumCoverage: number;
  coverageBonus: number;
}
export const PLAIN_BM25: AnyRanking = { minimumCoverage: 0, coverageBonus: 0 };
/** The search endpoints' ranking: the floor and bonus every stored index searches with unless told otherwise. */
export const DEFAULT_RANKING: AnyRanking = { minimumCoverage: MINIMUM_COVERAGE, coverageBonus: COVERAGE_BONUS };

export interface SearchOutcome {
  /** Every document matching the searched words (all of them, and the phrases, under `all`), best first. */
  ranked: RankedDocument[];
  /** Query words (indexes into the query's words) read and matched. */
  searched: number[];
  /** Query words too common to read within one search's budget. */
  ignored: number[];
}

/**
 * A quoted phrase is checked with the positions of every one of its words: one whose words the budget leaves out
 * cannot be, and answering it as words (as before) passed off passages without the phrase as matches.
 */
function phraseTooCommon(query: SearchQuery, phrase: readonly number[], searched: ReadonlySet<number>) {
  const typed = phrase.map((word) => query.words[word].typed);
  const left = [...new Set(phrase.filter((word) => !searched.has(word)).map((word) => `'${query.words[word].typed}'`))];
  return new InvalidInputError(
    `Invalid query parameter 'search': the phrase "${typed.join(' ')}" cannot be checked within one search ` +
      `(${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} in too many texts to read): search it without the quotes, ` +
      'or quote a rarer part of the passage',
  );
}

/**
 * A query against an index: the budget chooses the words read (rarest first), each word's spellings are
 * united, BM25 ranks the documents holding every word, and quoted phrases keep those where the phrase's
 * words stand adjacent and in order (positions are read only then). `keep` narrows by group.
 */
export async function searchIndex(
  query: SearchQuery,
  stats: IndexStatistics,
  reader: TermReader,
  keep?: (group: number, id: number) => boolean,
  match: MatchMode = 'all',
  ranking: AnyRanking = DEFAULT_RANKING,
): Promise<SearchOutcome> {
  const plan = planSearch(
    query.words.map((word) => word.terms),
    stats.commonTerms,
    (word) => query.words[word].optional === true,
  );
  const termsOf = (word: number) => query.words[word].terms;
  const averageLengthOf = (term: string) => (isArabicTerm(term) ? stats.averageArabicDocumentLength : stats.averageDocumentLength);
  if (match === 'any') {
    const words = await Promise.all(
      plan.searched.map(async (word) => ({
        terms: await Promise.all(
          termsOf(word).map(async (term) => ({ postings: await reader.postings(term), averageDocumentLength: averageLengthOf(term) })),
        ),
        weight: query.words[word].weight ?? 1,
        optional: query.words[word].optional,
      })),
    );
    const ranked = rankAnyDocuments(words, stats.documentCount, { keep, ...ranking });
    return { ranked, searched: plan.searched, ignored: plan.ignored };
  }
  const lists = await Promise.all(
    plan.searched.map(async (word) => unionLists(await Promise.all(termsOf(word).map((term) => reader.postings(term))))),
  );
  let ranked = rankDocuments(
    plan.searched.map((word, i) => ({ postings: lists[i], averageDocumentLength: averageLengthOf(termsOf(word)[0]) })),
    stats.documentCount,
    keep,
  );
  const searched = new Set(plan.searched);
  const unchecked = query.phrases.find((phrase) => phrase.some((word) => !searched.has(word)));
  if (unchecked) throw phraseTooCommon(query, unchecked, searched);
  const phrases = query.phrases
    .map((phrase) => phrase.map((word, offset) => ({ word, offset })).filter(({ word }) => searched.has(word)))
    .filter((phrase) => phrase.length > 1);
  if (phrases.length > 0 && ranked.length > 0) {
    const words = [...new Set(phrases.flat().map(({ word }) => word))];
    const positions = new Map(
      await Promise.all(
        words.map(async (word) => [word, unionPositions(await Promise.all(termsOf(word).map((term) => reader.positions(term))))] as const),
      ),
    );
    ranked = ranked.filter((document) =>
      phrases.every((phrase) =>
        holdsPhrase(
          documentKey(document.group, document.id),
          phrase.map(({ word, offset }) => ({ offset, positions: positions.get(word)! })),
        ),
      ),
    );
  }
  return { ranked, searched: plan.searched, ignored: plan.ignored };
}
