/**
 * A term's postings as parallel typed arrays, ordered by document: compact in the cache (8 bytes a
 * posting) and searchable by binary search when lists are intersected. Documents are identified by
 * two numbers (the Quran's surah:ayah layout; each corpus gives them its own meaning), packed into one
 * ordered key.
 */
export interface PostingList {
  /** documentKey(major, minor), ascending. */
  readonly keys: Int32Array;
  readonly termFrequencies: Uint16Array;
  /** Terms in the document, for BM25 length normalisation. */
  readonly documentLengths: Uint16Array;
  readonly length: number;
}

const MINOR_RANGE = 65_536;
const MAJOR_LIMIT = 32_768;
const MAX_COUNT = 65_535;

export const documentKey = (major: number, minor: number) => major * MINOR_RANGE + minor;
export const majorOf = (key: number) => Math.floor(key / MINOR_RANGE);
export const minorOf = (key: number) => key % MINOR_RANGE;

export function assertDocumentIdentifiable(major: number, minor: number): void {
  if (!Number.isInteger(major) || !Number.isInteger(minor) || major < 0 || minor < 0 || major >= MAJOR_LIMIT || minor >= MINOR_RANGE) {
    throw new Error(`Document ${major}:${minor} cannot be indexed: numbers must be integers below ${MAJOR_LIMIT} and ${MINOR_RANGE}`);
  }
}

/** Builds a list from postings in any order (sorted here; counts beyond 65,535 are clamped). */
export function postingListOf(postings: ReadonlyArray<{ surah: number; ayah: number; termFrequency: number; verseLength: number }>): PostingList {
  const order = postings.map((_, i) => i).sort((a, b) => documentKey(postings[a].surah, postings[a].ayah) - documentKey(postings[b].surah, postings[b].ayah));
  const keys = new Int32Array(postings.length);
  const termFrequencies = new Uint16Array(postings.length);
  const documentLengths = new Uint16Array(postings.length);
  order.forEach((from, to) => {
    const posting = postings[from];
    assertDocumentIdentifiable(posting.surah, posting.ayah);
    keys[to] = documentKey(posting.surah, posting.ayah);
    termFrequencies[to] = posting.termFrequency > MAX_COUNT ? MAX_COUNT : posting.termFrequency;
    documentLengths[to] = posting.verseLength > MAX_COUNT ? MAX_COUNT : posting.verseLength;
  });
  return { keys, termFrequencies, documentLengths, length: postings.length };
}

const SEMICOLON = 59;
const COLON = 58;

/**
 * Decodes the stored text form ("major:minor:tf:length" joined by ";", in chunks) straight into a
 * list, one pass over the characters: a common term's postings are megabytes of text, and splitting
 * them into strings and objects first cost most of a search.
 */
export function decodePostingList(chunks: readonly string[]): PostingList {
  let count = 0;
  for (const chunk of chunks) {
    if (typeof chunk !== 'string') throw new Error(`Malformed stored postings: a chunk is ${typeof chunk}, not text`);
    if (chunk.length === 0) continue;
    count += 1;
    for (let i = 0; i < chunk.length; i += 1) if (chunk.charCodeAt(i) === SEMICOLON) count += 1;
  }
  const keys = new Int32Array(count);
  const termFrequencies = new Uint16Array(count);
  const documentLengths = new Uint16Array(count);
  const fields = [0, 0, 0, 0];
  let n = 0;
  let sorted = true;
  for (const chunk of chunks) {
    if (chunk.length === 0) continue;
    let field = 0;
    fields[0] = fields[1] = fields[2] = fields[3] = 0;
    for (let i = 0; i <= chunk.length; i += 1) {
      const code = i === chunk.length ? SEMICOLON : chunk.charCodeAt(i);
      if (code === COLON) {
        field += 1;
      } else if (code === SEMICOLON) {
        if (field !== 3) throw new Error(`Malformed posting ${n} in stored postings`);
        keys[n] = documentKey(fields[0], fields[1]);
        termFrequencies[n] = fields[2] > MAX_COUNT ? MAX_COUNT : fields[2];
        documentLengths[n] = fields[3] > MAX_COUNT ? MAX_COUNT : fields[3];
        if (n > 0 && keys[n] < keys[n - 1]) sorted = false;
        n += 1;
        field = 0;
        fields[0] = fields[1] = fields[2] = fields[3] = 0;
      } else {
        const digit = code - 48;
        if (digit < 0 || digit > 9) throw new Error(`Malformed posting ${n} in stored postings`);
        fields[field] = fields[field] * 10 + digit;
      }
    }
  }
  const list = { keys, termFrequencies, documentLengths, length: count };
  return sorted ? list : sortedList(list);
}

function sortedList(list: PostingList): PostingList {
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
