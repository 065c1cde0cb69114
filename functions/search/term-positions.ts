import { documentKey } from './documents';
import { chunkEntries } from './postings-codec';

/**
 * Where a term stands in each document that holds it (word positions, counted across the document's
 * texts with a gap between texts), for quoted phrases. Stored beside the term's postings and read only
 * when a query has a phrase.
 */
export interface TermPositions {
  /** documentKey(group, id) to the term's positions there, ascending. */
  readonly byDocument: ReadonlyMap<number, readonly number[]>;
  /** Documents held (the postings cache's measure). */
  readonly length: number;
}

/** Stored as "group:id:position.position...;" text in chunks, like the postings. */
export function encodePositions(postings: ReadonlyArray<{ group: number; id: number; positions: readonly number[] }>): string[] {
  return chunkEntries(postings.map((posting) => `${posting.group}:${posting.id}:${posting.positions.join('.')}`));
}

const WHOLE_NUMBER = /^\d+$/;

export function decodePositions(chunks: readonly string[]): TermPositions {
  const byDocument = new Map<number, number[]>();
  for (const chunk of chunks) {
    if (typeof chunk !== 'string') throw new Error(`Malformed stored positions: a chunk is ${typeof chunk}, not text`);
    if (chunk.length === 0) continue;
    for (const entry of chunk.split(';')) {
      const fields = entry.split(':');
      const [group, id, positions] = fields;
      const numbers = positions?.split('.') ?? [];
      if (fields.length !== 3 || !WHOLE_NUMBER.test(group) || !WHOLE_NUMBER.test(id) || !numbers.every((n) => WHOLE_NUMBER.test(n)))
        throw new Error(`Malformed stored positions entry "${entry.slice(0, 40)}"`);
      byDocument.set(documentKey(Number(group), Number(id)), numbers.map(Number));
    }
  }
  return { byDocument, length: byDocument.size };
}

/** The positions of any of several terms (a query word's spellings). */
export function unionPositions(all: readonly TermPositions[]): TermPositions {
  if (all.length === 1) return all[0];
  const byDocument = new Map<number, number[]>();
  for (const positions of all) {
    for (const [key, list] of positions.byDocument) {
      const merged = new Set([...(byDocument.get(key) ?? []), ...list]);
      byDocument.set(
        key,
        [...merged].sort((a, b) => a - b),
      );
    }
  }
  return { byDocument, length: byDocument.size };
}

/**
 * Whether a document holds a phrase: the phrase's read words (index into the phrase, positions) stand at
 * the same distances from each other as in the phrase. Words the budget left out are not checked.
 */
export function holdsPhrase(key: number, words: ReadonlyArray<{ offset: number; positions: TermPositions }>): boolean {
  if (words.length < 2) return true;
  const [first, ...rest] = words;
  const starts = first.positions.byDocument.get(key) ?? [];
  return starts.some((start) =>
    rest.every(({ offset, positions }) => positions.byDocument.get(key)?.includes(start + offset - first.offset) ?? false),
  );
}
