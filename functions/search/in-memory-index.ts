import { rankDocuments, type CorpusStatistics, type RankedDocument } from './bm25';
import type { DocumentRef } from './documents';
import { postingListOf, type Posting } from './posting-list';
import { tokenize } from './tokenizer';

/**
 * The inverted index of a corpus, built in memory at import time: the importer stores it
 * (index-items.ts), tests and benchmarks rank over it directly.
 */
export interface SearchIndex {
  stats: CorpusStatistics;
  postings: Map<string, Posting[]>;
}

export function buildSearchIndex(documents: Iterable<DocumentRef & { text: string }>): SearchIndex {
  const postings = new Map<string, Posting[]>();
  let documentCount = 0;
  let totalLength = 0;
  for (const document of documents) {
    const terms = tokenize(document.text);
    documentCount += 1;
    totalLength += terms.length;
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const [term, termFrequency] of frequencies) {
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
      list.push({ group: document.group, id: document.id, termFrequency, documentLength: terms.length });
    }
  }
  return { stats: { documentCount, averageDocumentLength: documentCount ? totalLength / documentCount : 0 }, postings };
}

/**
 * Documents that contain every query term, best first (BM25), ties in document order: the stored
 * index's ranking over an index held in memory. `postingsByTerm` must hold an entry for each term;
 * a missing or empty one means no document matches.
 */
export function rankMatches(terms: string[], postingsByTerm: Map<string, Posting[]>, stats: CorpusStatistics): RankedDocument[] {
  if (terms.length === 0) return [];
  return rankDocuments(
    terms.map((term) => postingListOf(postingsByTerm.get(term) ?? [])),
    stats,
  );
}
