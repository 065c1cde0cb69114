import { keys } from '../shared/table';
import type { SearchIndex } from './in-memory-index';
import { encodePostings } from './postings-codec';
import { encodeCommonTerms } from './search-budget';

/**
 * The statistics item of a stored index. Its attribute names predate the search module (they were the
 * Quran's): kept, so that indexes already written stay readable without a re-import.
 */
export interface SearchStatsItem {
  PK: string;
  SK: string;
  verseCount: number;
  averageVerseLength: number;
  termCount: number;
  /** Document frequencies of the commonest terms (see search-budget.ts). */
  commonTerms: string;
}

export interface PostingsChunkItem {
  PK: string;
  SK: string;
  term: string;
  postings: string;
}

/** The items an index occupies: its postings, one partition per term in chunks, then its statistics. */
export function searchIndexItems(
  name: string,
  version: string,
  index: SearchIndex,
): { postings: PostingsChunkItem[]; stats: SearchStatsItem } {
  const postings = [...index.postings].flatMap(([term, list]) =>
    encodePostings(list).map((chunk, i) => ({ ...keys.indexTermChunk(name, version, term, i), term, postings: chunk })),
  );
  const commonTerms = encodeCommonTerms([...index.postings].map(([term, list]) => [term, list.length]));
  return {
    postings,
    stats: {
      ...keys.indexStats(name, version),
      verseCount: index.stats.documentCount,
      averageVerseLength: index.stats.averageDocumentLength,
      termCount: index.postings.size,
      commonTerms,
    },
  };
}
