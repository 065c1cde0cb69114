import { keys } from '../shared/table';
import type { SearchIndex } from './in-memory-index';
import type { BuiltIndex, PositionedPosting } from './index-builder';
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
  /** Buckets the small terms' postings are kept in (termBucketOf), when the index folds them so; absent: none. */
  termBuckets?: number;
}

/** Any item a stored index occupies besides its statistics. */
export type IndexItem = PostingsChunkItem | PositionsChunkItem | TermBucketItem;

/**
 * Small terms' postings, many terms to an item (an index built with `bucketSmallTerms`). Every term of the index
 * is in its bucket: a small one with its postings, a large one with none (its postings are in its own partition),
 * so that one read of the bucket tells which, and a term in no document costs that one read.
 */
export interface TermBucketItem {
  PK: string;
  SK: string;
  /** Each term and its one postings chunk, "term\tpostings" joined by "\n" (text, so that any term is a plain key). */
  terms: string;
}

/** What a bucket's text ("term\tvalue" lines) holds for a term: its value ('' when empty), undefined when absent. */
export function bucketedValue(text: string, term: string): string | undefined {
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (line.slice(0, tab) === term) return line.slice(tab + 1);
  }
  return undefined;
}

/** A term's place in a bucket's text: its postings chunk, 'own' (a partition of its own), or 'absent'. */
export function bucketedPostings(terms: string, term: string): string | 'own' | 'absent' {
  const chunk = bucketedValue(terms, term);
  return chunk === undefined ? 'absent' : chunk === '' ? 'own' : chunk;
}

/**
 * A term is small when its postings fit in this many characters: such terms (most of a long text's vocabulary: names,
 * rare words, a word used once) share bucket items, about SMALL_TERMS_PER_BUCKET each, instead of an item apiece.
 */
export const SMALL_TERM_CHARS = 600;
export const SMALL_TERMS_PER_BUCKET = 24;

/** The bucket of a term (FNV-1a over its UTF-16 code units), the same at import and at query time. */
export function termBucketOf(term: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i += 1) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
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
  withPositions: boolean,
) {
  const postings = encodePostings(list).map((chunk, i) => ({ ...keys.indexTermChunk(name, version, term, i), term, postings: chunk }));
  if (!withPositions) return postings;
  const positions = encodePositions(list);
  if (postings.length === 1 && positions.length === 1) {
    const folded: PostingsChunkItem = { ...postings[0], positions: positions[0] };
    if (itemBytes({ ...folded }) <= FOLDED_TERM_BYTES) return [folded];
  }
  return [...postings, ...positions.map((chunk, i) => ({ ...keys.indexTermPositionsChunk(name, version, term, i), positions: chunk }))];
}

/** An index to store: one built for the import (its lists made one term at a time) or one held whole. */
export type StoredIndexSource = BuiltIndex | SearchIndex;

const termsOf = (index: StoredIndexSource): Iterable<[string, readonly PositionedPosting[]]> =>
  'postings' in index ? index.postings : index.terms();

export interface IndexLayout {
  positions?: boolean;
  bucketSmallTerms?: boolean;
}

/**
 * The items an index occupies: per term, one partition holding its postings and its positions (read only for
 * phrases), folded into one item for a small term, else under sort keys of their own; then its statistics, last. An
 * index without `positions` (the commentaries': long texts, searched for words, never phrases) stores its postings
 * alone. Made as they are taken, a term at a time, so that an import writes them without holding them all.
 */
export function* searchIndexItemStream(
  name: string,
  version: string,
  index: StoredIndexSource,
  options: IndexLayout = {},
): Generator<IndexItem | SearchStatsItem> {
  const withPositions = options.positions ?? true;
  const bucketed = options.bucketSmallTerms === true && !withPositions;
  // Every term of a bucketed index is named in its bucket: a small one with its postings, a large one with none.
  const small = new Map<string, string>();
  const documentFrequencies: Array<[string, number]> = [];
  for (const [term, list] of termsOf(index)) {
    documentFrequencies.push([term, list.length]);
    const chunks = bucketed ? encodePostings(list) : undefined;
    if (chunks && chunks.length === 1 && chunks[0].length <= SMALL_TERM_CHARS) small.set(term, chunks[0]);
    else {
      if (bucketed) small.set(term, '');
      yield* termItems(name, version, term, list, withPositions);
    }
  }
  const termBuckets = small.size > 0 ? Math.ceil(small.size / SMALL_TERMS_PER_BUCKET) : 0;
  if (termBuckets > 0) {
    const buckets = Array.from({ length: termBuckets }, (): string[] => []);
    for (const [term, chunk] of small) buckets[termBucketOf(term, termBuckets)].push(`${term}\t${chunk}`);
    small.clear();
    for (const [bucket, lines] of buckets.entries()) {
      if (lines.length > 0) yield { ...keys.indexTermBucket(name, version, bucket), terms: lines.join('\n') };
    }
  }
  yield {
    ...keys.indexStats(name, version),
    verseCount: index.stats.documentCount,
    averageVerseLength: index.stats.averageDocumentLength,
    averageArabicLength: index.stats.averageArabicDocumentLength,
    termCount: documentFrequencies.length,
    commonTerms: encodeCommonTerms(documentFrequencies),
    ...(termBuckets > 0 ? { termBuckets } : {}),
  } satisfies SearchStatsItem;
}

/** The items of searchIndexItemStream, held: the postings, and the statistics apart. */
export function searchIndexItems(
  name: string,
  version: string,
  index: StoredIndexSource,
  options: IndexLayout = {},
): { postings: IndexItem[]; stats: SearchStatsItem } {
  const postings = [...searchIndexItemStream(name, version, index, options)];
  const stats = postings.pop() as SearchStatsItem;
  return { postings: postings as IndexItem[], stats };
}
