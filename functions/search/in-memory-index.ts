import { type DocumentRef, documentKey } from './documents';
import { type Posting, postingListOf } from './posting-list';
import { type AnyRanking, type IndexStatistics, type MatchMode, type SearchOutcome, searchIndex } from './query-matching';
import type { SearchQuery } from './query-terms';
import { decodeCommonTerms, encodeCommonTerms } from './search-budget';
import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER } from './tokenizer';

/** A document to index: its texts (an ayah's Arabic and translation; a narration's narrator, English and Arabic). */
export interface IndexedDocument extends DocumentRef {
  fields: readonly string[];
}

/** One document's entry in a term's list, with where the term stands (for phrases). */
export interface PositionedPosting extends Posting {
  positions: number[];
}

/**
 * The inverted index of a corpus, built in memory at import time: the importer stores it
 * (index-items.ts), tests and benchmarks search it directly.
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
  { positions: keepPositions = true }: { positions?: boolean } = {},
): SearchIndex {
  const postings = new Map<string, PositionedPosting[]>();
  let documentCount = 0;
  let latinTotal = 0;
  let arabicTotal = 0;
  for (const document of documents) {
    documentCount += 1;
    let position = 0;
    const lengths = { latin: 0, arabic: 0 };
    const byTerm = new Map<string, { positions: number[]; count: number; script: 'latin' | 'arabic' }>();
    for (const field of document.fields) {
      for (const token of analyze(field, options)) {
        lengths[token.script] += 1;
        for (const term of token.terms) {
          const entry = byTerm.get(term) ?? { positions: [], count: 0, script: token.script };
          entry.count += 1;
          if (keepPositions) entry.positions.push(position);
          byTerm.set(term, entry);
        }
        position += 1;
      }
      position += 1; // a phrase never spans two texts
    }
    latinTotal += lengths.latin;
    arabicTotal += lengths.arabic;
    for (const [term, { positions, count, script }] of byTerm) {
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
      list.push({ group: document.group, id: document.id, termFrequency: count, documentLength: lengths[script], positions });
    }
  }
  return {
    stats: {
      documentCount,
      averageDocumentLength: documentCount ? latinTotal / documentCount : 0,
      averageArabicDocumentLength: documentCount ? arabicTotal / documentCount : 0,
      commonTerms: decodeCommonTerms(encodeCommonTerms([...postings].map(([term, list]) => [term, list.length]))),
    },
    postings,
  };
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
