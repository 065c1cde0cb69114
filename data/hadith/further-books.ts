import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FURTHER_COLLECTIONS, type FurtherCollection } from '../../functions/hadith/hadith-collections';
import type { HadithBookRecord, HadithCoverage, HadithLocation, HadithRecord } from '../../functions/hadith/hadith-items';
import { CorpusError } from '../support/corpus-error';
import { type FilesLocation, loadPinnedFiles, PINNED_MANIFESTS } from '../support/pinned-sources';
import { HADITH_JSON } from '../support/sources';
import { type CollectionEvidence, deriveNumbers, NumberingEvidenceError, numberingEvidenceSchema } from './derived-numbers';
import { LOST_WORDS, normaliseEnglish } from './english-text';
import { emptyNumberingReport } from './numbering';

/**
 * The further collections (Riyad as-Salihin, the Forties, the Muwatta, Mishkat…) from the pinned hadith-json
 * tag: the same record fields as the six, but no reference pages and no graded edition. Their books are read
 * in the work's order (the introduction first), each entry keeps its place in its book ("Book B, Hadith H",
 * sunnah.com's in-book reference), and numbers across the work are derived only between checked points
 * (derived-numbers.ts, evidence in data/manifests/hadith-numbering.json); anything else is refused, never guessed.
 */
export interface FurtherNumberPointer {
  collection: FurtherCollection['id'];
  cited: string;
  digits: number;
  entries: HadithLocation[];
}

export interface FurtherBooks {
  records: HadithRecord[];
  books: HadithBookRecord[];
  numbers: FurtherNumberPointer[];
  coverage: Map<FurtherCollection['id'], HadithCoverage>;
  fingerprint: string[];
}

interface HadithJsonBook {
  chapter?: { english?: string | null; arabic?: string | null } | null;
  hadiths: Array<{ idInBook: number; arabic?: string | null; english?: { narrator?: string | null; text?: string | null } | null }>;
}

export const furtherBookPath = (collection: FurtherCollection, file: string) => `db/by_chapter/${collection.folder}/${file}.json`;

export const NUMBERING_EVIDENCE_FILE = 'hadith-numbering.json';

/** The checked points and published ranges, kept beside the manifests (a fixture brings its own). */
export async function numberingEvidenceOf(location: FilesLocation): Promise<Map<string, CollectionEvidence>> {
  const file = join(location.manifests ?? PINNED_MANIFESTS, NUMBERING_EVIDENCE_FILE);
  try {
    const parsed = numberingEvidenceSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    return new Map(Object.entries(parsed).flatMap(([id, value]) => (Array.isArray(value) ? [] : [[id, value] as const])));
  } catch (error) {
    throw new CorpusError(`Cannot read the numbering evidence at ${file}: ${(error as Error).message}`);
  }
}

const decoder = new TextDecoder('utf-8');

function parseBook(bytes: Uint8Array, path: string): HadithJsonBook {
  try {
    const parsed = JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, '')) as HadithJsonBook;
    if (!Array.isArray(parsed.hadiths)) throw new Error('no hadiths array');
    return parsed;
  } catch (error) {
    throw new CorpusError(`${path} is not a hadith-json book: ${(error as Error).message}`);
  }
}

const emptyCoverage = (): HadithCoverage => ({ ...emptyNumberingReport(), graded: 0, textsRestored: 0, textsFlagged: 0 });

function collectionBooks(
  collection: FurtherCollection,
  files: Map<string, Uint8Array>,
  evidence: CollectionEvidence | undefined,
  expected: number | undefined,
): Omit<FurtherBooks, 'fingerprint' | 'coverage'> & { coverage: HadithCoverage } {
  const records: HadithRecord[] = [];
  const books: HadithBookRecord[] = [];
  const coverage = emptyCoverage();
  const english = collection.languages.includes('en');
  collection.books.forEach(({ book, file }, index) => {
    const path = furtherBookPath(collection, file);
    const parsed = parseBook(files.get(path)!, path);
    parsed.hadiths.forEach((hadith, i) => {
      if (hadith.idInBook !== i + 1)
        throw new CorpusError(`${collection.id} book ${book}: entry ${i + 1} has idInBook ${hadith.idInBook}; positions must run 1..n`);
      const narrator = normaliseEnglish(hadith.english?.narrator ?? '');
      const text = normaliseEnglish(hadith.english?.text ?? '');
      const arabic = (hadith.arabic ?? '').trim();
      const textNotes: string[] = [];
      if (english && !text) textNotes.push('The source gives no English translation of this narration');
      if (!arabic) textNotes.push('The source gives no Arabic text of this narration');
      if (english && text && LOST_WORDS.test(`${hadith.english?.narrator ?? ''} ${hadith.english?.text ?? ''}`.trim())) {
        textNotes.push('Words appear to be missing from this English text in the source, and no complete copy of it was found');
      }
      if (textNotes.some((note) => note.startsWith('Words'))) coverage.textsFlagged += 1;
      records.push({
        collection: collection.id,
        book,
        bookOrdinal: index + 1,
        idInBook: hadith.idInBook,
        numbers: [],
        narrator,
        english: text,
        arabic,
        grades: [],
        textSource: 'hadith_json',
        ...(textNotes.length ? { textNotes } : {}),
      });
    });
    books.push({
      collection: collection.id,
      book,
      ordinal: index + 1,
      nameEnglish: (parsed.chapter?.english ?? '').trim(),
      nameArabic: (parsed.chapter?.arabic ?? '').trim(),
      hadithCount: parsed.hadiths.length,
    });
  });
  if (expected !== undefined && records.length !== expected)
    throw new CorpusError(`${collection.id}: ${records.length} hadiths, expected ${expected}`);

  const numbers: FurtherNumberPointer[] = [];
  if (collection.citedBy === 'number' && evidence && (evidence.points.length > 0 || evidence.ranges.length > 0)) {
    let derived: ReturnType<typeof deriveNumbers>;
    try {
      derived = deriveNumbers(
        collection.name,
        records.map((r) => ({ book: r.book, hadith: r.idInBook, text: `${r.narrator} ${r.english} ${r.arabic}` })),
        evidence,
      );
    } catch (error) {
      if (error instanceof NumberingEvidenceError) throw new CorpusError(`Numbering evidence: ${error.message}`);
      throw error;
    }
    derived.entries.forEach((entry, i) => {
      const record = records[i];
      if ('number' in entry) {
        record.numbers = [String(entry.number)];
        record.numberSource = entry.source;
        numbers.push({
          collection: collection.id,
          cited: String(entry.number),
          digits: entry.number,
          entries: [{ bookOrdinal: record.bookOrdinal, idInBook: record.idInBook }],
        });
      } else {
        record.numberNotes = [`No number: ${entry.note}`];
      }
    });
    coverage.recordsWithoutNumber = { not_derivable: derived.entries.filter((entry) => 'note' in entry).length };
  } else {
    for (const record of records) record.numberNotes = [`No number: ${collection.numberingNote}`];
    coverage.recordsWithoutNumber = { [collection.citedBy === 'number' ? 'not_derivable' : 'cited_by_book_and_hadith']: records.length };
  }
  if (!coverage.recordsWithoutNumber.not_derivable && !coverage.recordsWithoutNumber.cited_by_book_and_hadith)
    coverage.recordsWithoutNumber = {};
  coverage.records = records.length;
  coverage.recordsNumbered = numbers.length;
  coverage.numbersServed = numbers.length;
  for (const book of books) {
    const numbered = records.filter((record) => record.bookOrdinal === book.ordinal && record.numbers.length > 0);
    if (numbered.length) {
      book.firstNumber = numbered[0].numbers[0];
      book.lastNumber = numbered[numbered.length - 1].numbers[0];
    }
  }
  return { records, books, numbers, coverage };
}

/** The further collections' files (of HADITH_JSON). */
export const furtherBookFiles = () =>
  FURTHER_COLLECTIONS.flatMap((collection) => collection.books.map(({ file }) => furtherBookPath(collection, file)));

/** What the corpus version records of the numbering evidence. */
export const evidenceFingerprint = (evidence: Map<string, CollectionEvidence>) => `numbering:${JSON.stringify([...evidence])}`;

/** Loads the further collections: every file checksum-verified, counts checked, numbers derived where evidence allows. */
export async function loadFurtherBooks(location: FilesLocation, expectedCounts: Record<string, number>): Promise<FurtherBooks> {
  const evidence = await numberingEvidenceOf(location);
  const files = await loadPinnedFiles(HADITH_JSON, furtherBookFiles(), location);
  const result: FurtherBooks = {
    records: [],
    books: [],
    numbers: [],
    coverage: new Map(),
    fingerprint: [...files].map(([path, bytes]) => `${path}:${bytes.length}`).sort(),
  };
  result.fingerprint.push(evidenceFingerprint(evidence));
  for (const collection of FURTHER_COLLECTIONS) {
    const loaded = collectionBooks(collection, files, evidence.get(collection.id), expectedCounts[collection.id]);
    result.records.push(...loaded.records);
    result.books.push(...loaded.books);
    result.numbers.push(...loaded.numbers);
    result.coverage.set(collection.id, loaded.coverage);
  }
  return result;
}
