import { documentKey } from './documents';
import { type IndexedDocument, indexDocuments, type PositionedPosting } from './index-builder';
import { postingListOf } from './posting-list';
import { type AnyRanking, type IndexStatistics, type MatchMode, type SearchOutcome, searchIndex } from './query-matching';
import type { SearchQuery } from './query-terms';
import { type AnalyzerOptions, DEFAULT_ANALYZER } from './tokenizer';

export type { IndexedDocument, PositionedPosting } from './index-builder';

/**
 * The inverted index of a corpus in memory, every term's list made: tests and benchmarks search it directly. The
 * importers store the compact form it is made from (index-builder.ts) without making every list at once.
 */
export interface SearchIndex {
  stats: IndexStatistics;
  postings: Map<string, PositionedPosting[]>;
}

/**
 * `positions: false` keeps no word positions (an index that never answers a phrase, whose long texts would make
 * them most of its memory).
 */
export function buildSearchIndex(
  documents: Iterable<IndexedDocument>,
  options: AnalyzerOptions = DEFAULT_ANALYZER,
  layout: { positions?: boolean } = {},
): SearchIndex {
  const built = indexDocuments(documents, options, layout);
  return { stats: built.stats, postings: new Map(built.terms()) };
}

/** The stored index's search over an index held in memory (tests, measurements, benchmarks). */
export function searchInMemory(
  index: SearchIndex,
  query: SearchQuery,
  keep?: (group: number, id: number) => boolean,
  match: MatchMode = 'all',
  ranking?: AnyRanking,
): Promise<SearchOutcome> {
  const listOf = (term: string) => index.postings.get(term) ?? [];
  return searchIndex(
    query,
    index.stats,
    {
      postings: async (term) => postingListOf(listOf(term)),
      positions: async (term) => {
        const byDocument = new Map(listOf(term).map((p) => [documentKey(p.group, p.id), p.positions] as const));
        return { byDocument, length: byDocument.size };
      },
    },
    keep,
    match,
    ranking,
  );
}
