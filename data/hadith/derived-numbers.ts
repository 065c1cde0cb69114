import * as z from 'zod';

/**
 * Numbers for the further collections, whose source (hadith-json) holds only each entry's place in its
 * book. sunnah.com cites most of these works by a number across the work, which the source's order gives
 * only where nothing is skipped or repeated: Riyad as-Salihin runs 1-1896 over its 1896 entries, while
 * Mishkat al-Masabih's numbers run ahead of its entries by a growing amount. So a number is derived only
 * between checked points (data/manifests/hadith-numbering.json):
 * - a point says that the entry at (book, hadith) carries a number; its words, when given, must stand in
 *   that entry's text, or the derivation stops (the evidence is wrong, nothing is guessed around it);
 * - a book's published range (first and last number) gives points at its first and last entry only
 *   when it has exactly one number per entry;
 * - between two consecutive points whose numbers are exactly as far apart as their entries, numbers
 *   are strictly increasing whole numbers with no room to skip or repeat, so every entry between has
 *   its number; anywhere else no number is served and the entry says why.
 */
const pointSchema = z.object({
  number: z.number().int().positive(),
  book: z.string(),
  hadith: z.number().int().positive(),
  words: z.string().min(3).optional(),
  source: z.string(),
});
const rangeSchema = z.object({
  book: z.string(),
  first: z.number().int().positive(),
  last: z.number().int().positive(),
  source: z.string(),
});
export const numberingEvidenceSchema = z.record(
  z.string(),
  z.union([z.array(z.string()), z.object({ points: z.array(pointSchema), ranges: z.array(rangeSchema) })]),
);
export type NumberingPoint = z.infer<typeof pointSchema>;
export type PublishedRange = z.infer<typeof rangeSchema>;
export interface CollectionEvidence {
  points: NumberingPoint[];
  ranges: PublishedRange[];
}

/** One entry of the work, in the work's order: where it is and the texts a point's words are looked for in. */
export interface WorkEntry {
  book: string;
  hadith: number;
  text: string;
}

export type DerivedSource = 'checked_point' | 'between_checked_points';

export interface DerivedNumbering {
  /** Per entry (same order as given): its number, or why it has none. */
  entries: Array<{ number: number; source: DerivedSource } | { note: string }>;
  /** Ranges that did not give points because their size is not the book's entry count. */
  rangesNotFitting: Array<PublishedRange & { entries: number }>;
  points: number;
}

export class NumberingEvidenceError extends Error {}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * Derives the numbers of one work. `name` is how it is cited ("Riyad as-Salihin"); throws when the evidence
 * names an entry that does not exist, contradicts itself or its words are not in the entry's text.
 */
export function deriveNumbers(name: string, entries: WorkEntry[], evidence: CollectionEvidence): DerivedNumbering {
  const position = new Map(entries.map((entry, i) => [`${entry.book}#${entry.hadith}`, i]));
  const bookEntries = new Map<string, number[]>();
  for (const [i, entry] of entries.entries()) bookEntries.set(entry.book, [...(bookEntries.get(entry.book) ?? []), i]);
  const at = new Map<number, NumberingPoint>();
  const place = (point: NumberingPoint) => {
    const i = position.get(`${point.book}#${point.hadith}`);
    if (i === undefined)
      throw new NumberingEvidenceError(`${name} ${point.number}: the source has no Book ${point.book}, Hadith ${point.hadith}`);
    if (point.words && !flat(entries[i].text).includes(flat(point.words)))
      throw new NumberingEvidenceError(
        `${name} ${point.number}: Book ${point.book}, Hadith ${point.hadith} does not contain the words '${point.words}' the evidence names`,
      );
    const before = at.get(i);
    if (before && before.number !== point.number)
      throw new NumberingEvidenceError(
        `${name}: Book ${point.book}, Hadith ${point.hadith} is given both ${before.number} and ${point.number}`,
      );
    at.set(i, point);
  };
  for (const point of evidence.points) place(point);
  const rangesNotFitting: DerivedNumbering['rangesNotFitting'] = [];
  for (const range of evidence.ranges) {
    const members = bookEntries.get(range.book);
    if (!members) throw new NumberingEvidenceError(`${name}: the source has no book ${range.book}`);
    if (range.last - range.first + 1 !== members.length) {
      rangesNotFitting.push({ ...range, entries: members.length });
      continue;
    }
    const first = entries[members[0]];
    const last = entries[members[members.length - 1]];
    place({ number: range.first, book: first.book, hadith: first.hadith, source: range.source });
    place({ number: range.last, book: last.book, hadith: last.hadith, source: range.source });
  }

  const ordered = [...at.entries()].sort((a, b) => a[0] - b[0]);
  for (let k = 1; k < ordered.length; k += 1) {
    if (ordered[k][1].number <= ordered[k - 1][1].number)
      throw new NumberingEvidenceError(
        `${name}: ${ordered[k][1].number} (Book ${ordered[k][1].book}, Hadith ${ordered[k][1].hadith}) comes after ${ordered[k - 1][1].number} in the source's order`,
      );
  }
  const where = (p: NumberingPoint) => `${name} ${p.number} (Book ${p.book}, Hadith ${p.hadith})`;
  const derived: DerivedNumbering['entries'] = entries.map(() => ({
    note: `No checked point of ${name}'s numbering lies on both sides of this entry, so its number cannot be derived from the source's order`,
  }));
  for (const [i, point] of ordered) derived[i] = { number: point.number, source: 'checked_point' };
  for (let k = 1; k < ordered.length; k += 1) {
    const [i, p] = ordered[k - 1];
    const [j, q] = ordered[k];
    if (j - i < 2) continue;
    const fits = q.number - p.number === j - i;
    for (let e = i + 1; e < j; e += 1) {
      derived[e] = fits
        ? { number: p.number + (e - i), source: 'between_checked_points' }
        : {
            note: `Between ${where(p)} and ${where(q)} sunnah.com has ${q.number - p.number - 1} numbers for ${j - i - 1} entries, so which entry carries which cannot be told from the source`,
          };
    }
  }
  return { entries: derived, rangesNotFitting, points: ordered.length };
}
