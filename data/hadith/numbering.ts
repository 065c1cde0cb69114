import type { HadithCoverage, NumberSource } from '../../functions/hadith/hadith-items';
import { compareHadithNumbers, type HadithNumber, hadithNumberGroup } from '../../functions/hadith/hadith-numbers';
import type { CrosswalkBlock } from './crosswalk';
import { compareNarrations, type PreparedText } from './narration-match';

/**
 * Collection-wide numbers ("Sahih al-Bukhari 6018", "Sahih Muslim 2564a") for hadith-json records,
 * taken from sunnah.com's own reference blocks (the crosswalk), never from text alignment:
 * each block names the record by its in-book reference and lists the numbers it is cited under.
 *
 * Doubt means a number is not served (the record stays reachable by its in-book reference):
 * - a number claimed by blocks that are not next to each other is a conflict (never guessed);
 *   consecutive blocks sharing a number are one number for several entries, served as a group;
 * - a block out of sequence with both neighbours (a typo on the page) is served only if the graded
 *   edition has text under that number and it is the same narration;
 * - where the graded edition (numbered like sunnah.com, Muslim excepted) has text under a number,
 *   the texts must be the same narration (narration-match.ts), else the number is not served.
 * Books the crosswalk does not cover are numbered by the book index's range only where it has exactly
 * one number per record and the graded edition does not contradict it (Ibn Majah's introduction).
 */
export interface NumberingRecord {
  book: string;
  idInBook: number;
  text: PreparedText;
}

export interface GradedRow {
  /** As the graded edition stores it: an integer, or a sub-number such as 402.2. */
  number: number;
  text: string;
  prepared: PreparedText;
  grades: Array<{ grader: string; grade: string }>;
}

export interface BookRange {
  book: string;
  first: number;
  last: number;
  count: number;
}

export type NotServedReason =
  | 'conflict'
  | 'out_of_sequence'
  | 'graded_text_disagrees'
  | 'no_number_on_page'
  | 'unreadable_number'
  | 'not_in_crosswalk';

export const NOT_SERVED_EXPLANATIONS: Record<NotServedReason, string> = {
  conflict: "sunnah.com's reference pages give this number to entries in two places, so neither is served",
  out_of_sequence:
    "sunnah.com's reference page gives this number out of sequence with both neighbours (a typo), and the graded edition does not confirm it",
  graded_text_disagrees: "the graded edition's text under this number is a different narration, so the number is not served",
  no_number_on_page: "sunnah.com's page shows no number for this entry",
  unreadable_number: "sunnah.com's reference page writes this number in a form that cannot be read with confidence",
  not_in_crosswalk: "sunnah.com's reference pages do not cover this book",
};

export interface RecordNumbering {
  /** Numbers served for the record, in the order its block lists them. */
  numbers: HadithNumber[];
  source?: NumberSource;
  /** Numbers of its block that are not served, and why. */
  notServed: Array<{ number?: string; reason: NotServedReason }>;
  /** The graded edition's row for the same narration, when one was found under its numbers. */
  gradedRow?: GradedRow;
}

export interface CollectionNumbering {
  records: RecordNumbering[];
  /** Number (normalised text) -> the records it names, in order; several for a group. */
  index: Map<string, number[]>;
  /** Numbers not served, with the reason: a lookup of one of them explains itself. */
  refused: Map<string, NotServedReason>;
  report: NumberingReport;
}

/** What numbering a collection found (the stored coverage adds grades and text integrity). */
export type NumberingReport = Omit<HadithCoverage, 'graded' | 'textsRestored' | 'textsFlagged'>;

/** Nothing numbered yet: what a collection's report, and the further books' coverage, count up from. */
export const emptyNumberingReport = (): NumberingReport => ({
  blocks: 0,
  records: 0,
  recordsNumbered: 0,
  numbersServed: 0,
  aliases: 0,
  groups: 0,
  byBookRange: 0,
  numbersNotServed: {},
  recordsWithoutNumber: {},
  blocksWithoutRecord: 0,
});

const inBookKey = (book: string, position: number) => `${book}#${position}`;

/** The graded rows that stand for a number: the integer row, or the sub-numbered rows (402.2) of a lettered one. */
function rowsFor(number: HadithNumber, rowsByInteger: Map<number, GradedRow[]>): GradedRow[] {
  const rows = rowsByInteger.get(number.digits) ?? [];
  return rows.filter((row) => (number.letters ? !Number.isInteger(row.number) : Number.isInteger(row.number)) && row.text.trim() !== '');
}

/** Block positions whose first number breaks the order of two neighbours that are themselves in order. */
function outOfSequence(blocks: CrosswalkBlock[]): Set<number> {
  const numbered = blocks.filter((block) => block.numbers.length > 0);
  const flagged = new Set<number>();
  numbered.forEach((block, i) => {
    const value = block.numbers[0].digits;
    const previous = numbered[i - 1]?.numbers[0].digits;
    const next = numbered[i + 1]?.numbers[0].digits;
    if (previous !== undefined && next !== undefined) {
      if (previous <= next && (value < previous || value > next)) flagged.add(block.index);
    } else if (previous !== undefined ? value < previous : next !== undefined && value > next) {
      flagged.add(block.index);
    }
  });
  return flagged;
}

export function numberCollection(options: {
  records: NumberingRecord[];
  blocks: CrosswalkBlock[];
  /** The graded edition's rows when it numbers like sunnah.com; empty otherwise (Muslim). */
  gradedRows: GradedRow[];
  /** Whether sunnah.com's numbers rise through the collection (all but Muslim, whose numbers repeat across books). */
  sequential: boolean;
  bookRanges: BookRange[];
}): CollectionNumbering {
  const { records, blocks, gradedRows } = options;
  const report: NumberingReport = { ...emptyNumberingReport(), blocks: blocks.length, records: records.length };
  const result: RecordNumbering[] = records.map(() => ({ numbers: [], notServed: [] }));
  const recordAt = new Map(records.map((record, i) => [inBookKey(record.book, record.idInBook), i]));
  const rowsByInteger = new Map<number, GradedRow[]>();
  for (const row of gradedRows) rowsByInteger.set(Math.floor(row.number), [...(rowsByInteger.get(Math.floor(row.number)) ?? []), row]);
  const refused = new Map<string, NotServedReason>();
  const refuse = (recordIndex: number, reason: NotServedReason, number?: HadithNumber) => {
    result[recordIndex].notServed.push({ ...(number ? { number: number.text } : {}), reason });
    if (number) refused.set(number.text, reason);
  };

  // Which blocks claim each number.
  const blockRecord = new Map<number, number>();
  const claims = new Map<string, number[]>();
  for (const block of blocks) {
    const recordIndex = recordAt.get(inBookKey(block.inBook.book, block.inBook.position));
    if (recordIndex === undefined) {
      report.blocksWithoutRecord += 1;
      continue;
    }
    blockRecord.set(block.index, recordIndex);
    for (const number of block.numbers) claims.set(number.text, [...(claims.get(number.text) ?? []), block.index]);
  }
  const flagged = options.sequential ? outOfSequence(blocks) : new Set<number>();

  const index = new Map<string, number[]>();
  for (const block of blocks) {
    const recordIndex = blockRecord.get(block.index);
    if (recordIndex === undefined) continue;
    if (block.unreadable.length > 0) refuse(recordIndex, 'unreadable_number');
    if (block.numbers.length === 0 && block.unreadable.length === 0) refuse(recordIndex, 'no_number_on_page');
    for (const number of block.numbers) {
      const claimants = claims.get(number.text)!;
      const consecutive = claimants.every((blockIndex, i) => i === 0 || blockIndex === claimants[i - 1] + 1);
      if (!consecutive) {
        refuse(recordIndex, 'conflict', number);
        continue;
      }
      const rows = rowsFor(number, rowsByInteger);
      // Every entry under the number is compared: one of them must be the graded edition's narration.
      const agreeing = rows.find((row) =>
        claimants.some((claimant) => compareNarrations(records[blockRecord.get(claimant)!].text, row.prepared).same),
      );
      if (rows.length > 0 && !agreeing) {
        refuse(recordIndex, 'graded_text_disagrees', number);
        continue;
      }
      if (claimants.some((claimant) => flagged.has(claimant)) && !agreeing) {
        refuse(recordIndex, 'out_of_sequence', number);
        continue;
      }
      const own = rows.find((row) => compareNarrations(records[recordIndex].text, row.prepared).same);
      if (own && !result[recordIndex].gradedRow) result[recordIndex].gradedRow = own;
      result[recordIndex].numbers.push(number);
      result[recordIndex].source = 'sunnah_com_reference';
      index.set(number.text, [...(index.get(number.text) ?? []), recordIndex]);
    }
  }

  // Books the crosswalk does not cover: by the book index's range, where it is exactly one number per record.
  const covered = new Set(blocks.map((block) => block.inBook.book));
  for (const range of options.bookRanges) {
    if (covered.has(range.book)) continue;
    const members = records.flatMap((record, i) => (record.book === range.book ? [i] : []));
    const oneToOne = range.last - range.first + 1 === members.length && range.count === members.length;
    members.forEach((recordIndex, position) => {
      const number: HadithNumber = { text: String(range.first + position), digits: range.first + position, letters: '' };
      const rows = rowsFor(number, rowsByInteger);
      const own = rows.find((row) => compareNarrations(records[recordIndex].text, row.prepared).same);
      if (!oneToOne || index.has(number.text) || (rows.length > 0 && !own)) {
        refuse(recordIndex, 'not_in_crosswalk');
        return;
      }
      result[recordIndex] = { numbers: [number], source: 'book_range', notServed: [], ...(own ? { gradedRow: own } : {}) };
      index.set(number.text, [recordIndex]);
      report.byBookRange += 1;
    });
  }

  // An unlettered number whose only entries are lettered ("2564" for 2564a-c) answers with that group.
  const lettered = new Map<string, HadithNumber[]>();
  for (const text of index.keys()) {
    const numbers = result[index.get(text)![0]].numbers.filter((n) => n.text === text);
    for (const number of numbers)
      if (number.letters) lettered.set(String(number.digits), [...(lettered.get(String(number.digits)) ?? []), number]);
  }
  for (const [group, members] of lettered) {
    if (index.has(group) || refused.has(group)) continue;
    const ordered = [...members].sort(compareHadithNumbers);
    const recordIndexes = [...new Set(ordered.flatMap((number) => index.get(number.text)!))];
    index.set(hadithNumberGroup(ordered[0]).text, recordIndexes);
  }

  for (const numbering of result) {
    if (numbering.numbers.length === 0) {
      const reason = numbering.notServed[0]?.reason ?? 'not_in_crosswalk';
      report.recordsWithoutNumber[reason] = (report.recordsWithoutNumber[reason] ?? 0) + 1;
      continue;
    }
    report.recordsNumbered += 1;
    report.aliases += numbering.numbers.length - 1;
  }
  report.numbersServed = new Set(result.flatMap((numbering) => numbering.numbers.map((number) => number.text))).size;
  report.groups = [...index.values()].filter((members) => members.length > 1).length;
  for (const reason of refused.values()) report.numbersNotServed[reason] = (report.numbersNotServed[reason] ?? 0) + 1;
  return { records: result, index, refused, report };
}
