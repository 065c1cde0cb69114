import { documentKey } from './documents';
import { MAX_COUNT, type Posting, type PostingList, sortedList } from './posting-list';

/*
 * Postings are stored as compact text, "group:id:tf:length" joined by ";", split into chunks so that no
 * item approaches DynamoDB's 400 KB limit even for the commonest words.
 */
export const POSTING_CHUNK_CHARS = 64_000;

export function encodePostings(postings: readonly Posting[]): string[] {
  return chunkEntries(postings.map((p) => `${p.group}:${p.id}:${p.termFrequency}:${p.documentLength}`));
}

/** Entries joined by ";" into chunks of at most POSTING_CHUNK_CHARS characters (an entry is never split). */
export function chunkEntries(entries: readonly string[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const entry of entries) {
    if (size + entry.length + 1 > POSTING_CHUNK_CHARS && current.length > 0) {
      chunks.push(current.join(';'));
      current = [];
      size = 0;
    }
    current.push(entry);
    size += entry.length + 1;
  }
  if (current.length > 0) chunks.push(current.join(';'));
  return chunks;
}

const SEMICOLON = 59;
const COLON = 58;

/**
 * Decodes the stored text form ("group:id:tf:length" joined by ";", in chunks) straight into a
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
