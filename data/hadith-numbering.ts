/**
 * Deriving sunnah.com's collection-wide numbers ("Sahih al-Bukhari 6018") for hadith-json records,
 * which carry only their in-book position ("Book 78, Hadith 49").
 *
 * For each book, the sunnah.com book index gives the number range [start, end]. The graded edition
 * (compressed_hadith_sqlite) numbers its rows like sunnah.com (except Muslim), so the rows of that
 * range are aligned, in order, with the book's records by text similarity; an aligned pair gives
 * the record the row's number (and its grades). A record left unaligned in a book whose range has
 * exactly one number per record takes start + position - 1, but only if the graded edition has no
 * dissimilar text under that number. Sub-numbered rows (402.2) and numbers claimed twice are not
 * served. A lookup must never return another hadith than the one cited, so doubt means unmapped.
 */

import type { HadithRecord } from '../functions/hadith/hadith-items';

export interface BookRange {
  book: string;
  start: number;
  end: number;
  count: number;
}

export interface GradedRow {
  number: number;
  text: string;
  grades: Array<{ grader: string; grade: string }>;
}

export type NumberingMethod = NonNullable<HadithRecord['numberMethod']>;

export interface NumberAssignment {
  number?: number;
  method?: NumberingMethod;
  grades?: Array<{ grader: string; grade: string }>;
  /** Why no number was assigned. */
  unmappedReason?: 'sub-numbered' | 'no-aligned-text' | 'conflict';
}

const KEY_LETTERS = 120;
export const SIMILARITY_THRESHOLD = 0.6;
const LOOKAHEAD = 4;

/** The comparable start of a text: its first 120 ASCII letters, lower-cased. */
export function comparableKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '').slice(0, KEY_LETTERS);
}

function bigrams(key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < key.length - 1; i += 1) {
    const bigram = key.slice(i, i + 2);
    counts.set(bigram, (counts.get(bigram) ?? 0) + 1);
  }
  return counts;
}

/** Sørensen-Dice coefficient over character bigrams, 0..1. */
export function similarity(a: string, b: string): number {
  if (a.length < 2 || b.length < 2) return a === b && a.length > 0 ? 1 : 0;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  for (const [bigram, count] of left) shared += Math.min(count, right.get(bigram) ?? 0);
  return (2 * shared) / (a.length - 1 + (b.length - 1));
}

/**
 * Monotone alignment of two ordered lists of keys: equal positions are paired when similar; else
 * the nearest similar pair within a small lookahead is taken, skipping what lies between.
 */
export function alignInOrder(entries: string[], rows: string[], threshold = SIMILARITY_THRESHOLD): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < entries.length && j < rows.length) {
    if (similarity(entries[i], rows[j]) >= threshold) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
      continue;
    }
    let best: [number, number, number] | undefined;
    for (let di = 0; di <= LOOKAHEAD; di += 1) {
      for (let dj = 0; dj <= LOOKAHEAD; dj += 1) {
        if ((di === 0 && dj === 0) || i + di >= entries.length || j + dj >= rows.length) continue;
        if ((!best || di + dj < best[0]) && similarity(entries[i + di], rows[j + dj]) >= threshold) best = [di + dj, di, dj];
      }
    }
    if (best) {
      i += best[1];
      j += best[2];
    } else {
      i += 1;
      j += 1;
    }
  }
  return pairs;
}

/**
 * Where in the rows the book's first records appear. Some index ranges start far too early
 * (Tirmidhi book 37 claims 0-2522 for 108 hadith), so the alignment starts at the first row where
 * three consecutive records match three consecutive rows (one match could be a common opening
 * formula), trying the book's first few records in turn.
 */
function anchorRow(keys: string[], rowKeys: string[]): number {
  const run = Math.min(3, keys.length);
  for (let k = 0; k + run <= Math.min(keys.length, 5); k += 1) {
    for (let j = k; j + run <= rowKeys.length; j += 1) {
      let matched = 0;
      while (matched < run && similarity(keys[k + matched], rowKeys[j + matched]) >= SIMILARITY_THRESHOLD) matched += 1;
      if (matched === run) return j - k;
    }
  }
  return 0;
}

/** Numbers for one book's records (in order), from its range and the graded rows in that range. */
export function deriveBookNumbers(entryTexts: string[], range: BookRange, rowsInRange: GradedRow[] | undefined): NumberAssignment[] {
  const keys = entryTexts.map(comparableKey);
  const assignments: NumberAssignment[] = keys.map(() => ({ unmappedReason: 'no-aligned-text' }));
  const rows = rowsInRange ?? [];
  const rowKeys = rows.map((row) => comparableKey(row.text));
  const anchor = anchorRow(keys, rowKeys);
  for (const [i, j] of alignInOrder(keys, rowKeys.slice(anchor))) {
    const row = rows[anchor + j];
    assignments[i] = Number.isInteger(row.number)
      ? { number: row.number, method: 'aligned-with-graded-edition', grades: row.grades }
      : { unmappedReason: 'sub-numbered' };
  }
  if (range.end - range.start + 1 === range.count && range.count === entryTexts.length) {
    const rowByNumber = new Map(rows.map((row) => [row.number, row]));
    assignments.forEach((assignment, i) => {
      if (assignment.number !== undefined || assignment.unmappedReason === 'sub-numbered') return;
      const number = range.start + i;
      const row = rowByNumber.get(number);
      if (row && similarity(keys[i], comparableKey(row.text)) < SIMILARITY_THRESHOLD) return;
      assignments[i] = { number, method: 'contiguous-book-range', grades: row?.grades };
    });
  }
  return assignments;
}

/** Drops every number that more than one record claims: neither can be served with confidence. */
export function dropConflicts(assignments: NumberAssignment[]): NumberAssignment[] {
  const claims = new Map<number, number>();
  for (const { number } of assignments) if (number !== undefined) claims.set(number, (claims.get(number) ?? 0) + 1);
  return assignments.map((assignment) =>
    assignment.number !== undefined && (claims.get(assignment.number) ?? 0) > 1 ? { unmappedReason: 'conflict' } : assignment,
  );
}
