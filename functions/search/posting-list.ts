import { assertDocumentIdentifiable, type DocumentRef, documentKey } from './documents';

/**
 * A term's postings as parallel typed arrays, ordered by document: compact in the cache (8 bytes a
 * posting) and searchable by binary search when lists are intersected.
 */
export interface PostingList {
  /** documentKey(group, id), ascending. */
  readonly keys: Int32Array;
  readonly termFrequencies: Uint16Array;
  /** Terms in the document, for BM25 length normalisation. */
  readonly documentLengths: Uint16Array;
  readonly length: number;
}

/** Counts are stored in 16 bits. */
export const MAX_COUNT = 65_535;

/** One document's entry in a term's list, before packing. */
export interface Posting extends DocumentRef {
  /** How often the term occurs in the document. */
  termFrequency: number;
  /** How many terms the document has in all (BM25 length normalisation). */
  documentLength: number;
}

/** Builds a list from postings in any order (sorted here; counts beyond 65,535 are clamped). */
export function postingListOf(postings: readonly Posting[]): PostingList {
  const order = postings
    .map((_, i) => i)
    .sort((a, b) => documentKey(postings[a].group, postings[a].id) - documentKey(postings[b].group, postings[b].id));
  const keys = new Int32Array(postings.length);
  const termFrequencies = new Uint16Array(postings.length);
  const documentLengths = new Uint16Array(postings.length);
  order.forEach((from, to) => {
    const posting = postings[from];
    assertDocumentIdentifiable(posting.group, posting.id);
    keys[to] = documentKey(posting.group, posting.id);
    termFrequencies[to] = posting.termFrequency > MAX_COUNT ? MAX_COUNT : posting.termFrequency;
    documentLengths[to] = posting.documentLength > MAX_COUNT ? MAX_COUNT : posting.documentLength;
  });
  return { keys, termFrequencies, documentLengths, length: postings.length };
}

/** The same list ordered by document. */
export function sortedList(list: PostingList): PostingList {
  const order = Array.from({ length: list.length }, (_, i) => i).sort((a, b) => list.keys[a] - list.keys[b]);
  return {
    keys: Int32Array.from(order, (i) => list.keys[i]),
    termFrequencies: Uint16Array.from(order, (i) => list.termFrequencies[i]),
    documentLengths: Uint16Array.from(order, (i) => list.documentLengths[i]),
    length: list.length,
  };
}

/** The first index at or after `from` whose key is >= `key` (galloping, then binary search). */
export function seek(keys: Int32Array, key: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from;
  const end = keys.length;
  while (high < end && keys[high] < key) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > end) high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The documents of any of several lists (a query word's spellings), by document. A document in several
 * lists takes its highest term frequency: the spellings of one Uthmani word stand at the same place,
 * and adding them would count that word several times.
 */
export function unionLists(lists: readonly PostingList[]): PostingList {
  if (lists.length === 1) return lists[0];
  const byKey = new Map<number, { termFrequency: number; documentLength: number }>();
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 1) {
      const seen = byKey.get(list.keys[i]);
      if (!seen || seen.termFrequency < list.termFrequencies[i])
        byKey.set(list.keys[i], { termFrequency: list.termFrequencies[i], documentLength: list.documentLengths[i] });
    }
  }
  const keys = Int32Array.from([...byKey.keys()].sort((a, b) => a - b));
  return {
    keys,
    termFrequencies: Uint16Array.from(keys, (key) => byKey.get(key)!.termFrequency),
    documentLengths: Uint16Array.from(keys, (key) => byKey.get(key)!.documentLength),
    length: keys.length,
  };
}
