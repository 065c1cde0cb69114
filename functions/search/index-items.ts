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
  /** A small term's positions, in its one postings item (FOLDED_TERM_BYTES) rather than an item of their own. */
  positions?: string;
}

export interface PositionsChunkItem {
  PK: string;
  SK: string;
  positions: string;
}

/**
 * The most a term's one postings item may weigh with its positions folded in: within one 4 KB read unit, so that
 * reading a small term's postings costs what it did, and its positions no write of their own. Most terms are that
 * small (15,744 of the Quran's 15,887): their positions were a one-item partition each, 92 % of the positions'
 * write units for a corpus import.
 */
export const FOLDED_TERM_BYTES = 3_500;

/** What DynamoDB counts for an item's size: attribute names and values in UTF-8. */
export const itemBytes = (item: Record<string, string>) =>
  Object.entries(item).reduce((bytes, [name, value]) => bytes + Buffer.byteLength(name) + Buffer.byteLength(value), 0);

/** One term's items: its postings chunks, and its positions folded into the one chunk or under POS# sort keys. */
function termItems(
  name: string,
  version: string,
  term: string,
  list: Parameters<typeof encodePostings>[0] & Parameters<typeof encodePositions>[0],
) {
  const postings = encodePostings(list).map((chunk, i) => ({ ...keys.indexTermChunk(name, version, term, i), term, postings: chunk }));
  const positions = encodePositions(list);
  if (postings.length === 1 && positions.length === 1) {
    const folded: PostingsChunkItem = { ...postings[0], positions: positions[0] };
    if (itemBytes({ ...folded }) <= FOLDED_TERM_BYTES) return [folded];
  }
  return [...postings, ...positions.map((chunk, i) => ({ ...keys.indexTermPositionsChunk(name, version, term, i), positions: chunk }))];
}

/**
 * The items an index occupies: per term, one partition holding its postings and its positions (read only for
 * phrases), folded into one item for a small term, else under sort keys of their own; then its statistics.
 */
export function searchIndexItems(
  name: string,
  version: string,
  index: SearchIndex,
): { postings: Array<PostingsChunkItem | PositionsChunkItem>; stats: SearchStatsItem } {
  const postings = [...index.postings].flatMap(([term, list]) => termItems(name, version, term, list));
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
