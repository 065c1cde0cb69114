import { keys } from '../shared/table';
import type { SearchIndex } from './in-memory-index';
import { encodePostings } from './postings-codec';
import { encodeCommonTerms } from './search-budget';
import { encodePositions } from './term-positions';

/**
 * The statistics item of a stored index. Its first attribute names predate the search module (they were
 * the Quran's): kept, so that the layout reads the same whatever the corpus.
 */
export interface SearchStatsItem {
  PK: string;
  SK: string;
  verseCount: number;
  averageVerseLength: number;
  /** Terms per document in the Arabic texts. */
  averageArabicLength: number;
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

export interface PositionsChunkItem {
  PK: string;
  SK: string;
  positions: string;
}

/**
 * The items an index occupies: per term, one partition holding its postings and, under other sort keys,
 * its positions (read only for phrases); then its statistics.
 */
export function searchIndexItems(
  name: string,
  version: string,
  index: SearchIndex,
): { postings: Array<PostingsChunkItem | PositionsChunkItem>; stats: SearchStatsItem } {
  const postings = [...index.postings].flatMap(([term, list]) => [
    ...encodePostings(list).map((chunk, i) => ({ ...keys.indexTermChunk(name, version, term, i), term, postings: chunk })),
    ...encodePositions(list).map((chunk, i) => ({ ...keys.indexTermPositionsChunk(name, version, term, i), positions: chunk })),
  ]);
  const commonTerms = encodeCommonTerms([...index.postings].map(([term, list]) => [term, list.length]));
  return {
    postings,
    stats: {
      ...keys.indexStats(name, version),
      verseCount: index.stats.documentCount,
      averageVerseLength: index.stats.averageDocumentLength,
      averageArabicLength: index.stats.averageArabicDocumentLength,
      termCount: index.postings.size,
      commonTerms,
    },
  };
}
