import { createRequire } from 'node:module';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { HADITH_COLLECTIONS, type HadithCollection, type HadithCollectionId } from '../functions/hadith/hadith-collections';
import type { Grade, HadithBookRecord, HadithRecord } from '../functions/hadith/hadith-items';
import { deriveBookNumbers, dropConflicts, type BookRange, type GradedRow, type NumberAssignment, type NumberingMethod } from './hadith-numbering';
import { GRADED_HADITH_SQLITE, HADITH_JSON, loadPinnedFiles, SUNNAH_BOOK_INDEX, type FilesLocation } from './pinned-files';
import { CorpusError } from './quran-corpus';

export type { Grade, HadithRecord } from '../functions/hadith/hadith-items';

export interface NumberingReport {
  collection: HadithCollectionId;
  total: number;
  numbered: number;
  byMethod: Partial<Record<NumberingMethod, number>>;
  unmapped: Partial<Record<NonNullable<NumberAssignment['unmappedReason']>, number>>;
  graded: number;
}

export interface HadithCorpus {
  records: HadithRecord[];
  books: HadithBookRecord[];
  reports: NumberingReport[];
  /** sha256 of every source file, for the corpus version. */
  fingerprint: string[];
}

interface BookIndexEntry {
  bookNumber: string;
  book: Array<{ lang: string; name: string }>;
  hadithStartNumber: number;
  hadithEndNumber: number;
  numberOfHadith: number;
}

interface HadithJsonFile {
  hadiths: Array<{ idInBook: number; arabic: string; english: { narrator?: string | null; text?: string | null } }>;
}

const decoder = new TextDecoder('utf-8');
const json = <T>(bytes: Uint8Array, what: string): T => {
  try {
    return JSON.parse(decoder.decode(bytes).replace(/^\uFEFF/, '')) as T;
  } catch (error) {
    throw new CorpusError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
};

const bookIndexPath = (collection: HadithCollection) => `lib/data/${collection.sourceFolder}/books.json`;
const bookFilePath = (collection: HadithCollection, book: string) => `db/by_chapter/the_9_books/${collection.sourceFolder}/${book}.json`;
const gradedEditionPath = (collection: HadithCollection) => `eng/eng-${collection.sourceFolder}.sqlite.zip`;

type SqlJs = Awaited<ReturnType<typeof initSqlJs>>;
let sqlJs: Promise<SqlJs> | undefined;
function sqlite(): Promise<SqlJs> {
  const require = createRequire(import.meta.url);
  sqlJs ??= initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  return sqlJs;
}

/** The graded edition's rows, ordered by number, with their graders' verdicts. */
async function gradedRows(zipBytes: Uint8Array, collection: HadithCollection): Promise<GradedRow[]> {
  const entries = unzipSync(zipBytes);
  const sqliteBytes = Object.entries(entries).find(([name]) => name.endsWith('.sqlite'))?.[1];
  if (!sqliteBytes) throw new CorpusError(`${gradedEditionPath(collection)} holds no .sqlite file`);
  const db = new (await sqlite()).Database(sqliteBytes);
  try {
    const grades = new Map<number, Grade[]>();
    for (const [hadithId, grader, grade] of db.exec('SELECT hadith_id, scholar_name, grade FROM grades ORDER BY id')[0]?.values ?? []) {
      const list = grades.get(Number(hadithId)) ?? [];
      list.push({ grader: String(grader).trim(), grade: String(grade).trim() });
      grades.set(Number(hadithId), list);
    }
    return (db.exec('SELECT id, hadith_number, text FROM hadiths ORDER BY hadith_number, id')[0]?.values ?? []).map(([id, number, text]) => ({
      number: Number(number),
      text: String(text ?? ''),
      grades: grades.get(Number(id)) ?? [],
    }));
  } finally {
    db.close();
  }
}

const englishName = (entry: BookIndexEntry, lang: string) => (entry.book.find((name) => name.lang === lang)?.name ?? '').trim();

/** Loads the six collections, derives collection-wide numbers and attaches grades; checks every count. */
export async function loadHadithCorpus(location: FilesLocation): Promise<HadithCorpus> {
  const indexes = await loadPinnedFiles(SUNNAH_BOOK_INDEX, HADITH_COLLECTIONS.map(bookIndexPath), location);
  const bookIndexes = new Map(HADITH_COLLECTIONS.map((c) => [c.id, json<BookIndexEntry[]>(indexes.get(bookIndexPath(c))!, bookIndexPath(c))]));
  const bookPaths = HADITH_COLLECTIONS.flatMap((c) => bookIndexes.get(c.id)!.map((entry) => bookFilePath(c, entry.bookNumber)));
  const [bookFiles, editions] = await Promise.all([
    loadPinnedFiles(HADITH_JSON, bookPaths, location),
    loadPinnedFiles(GRADED_HADITH_SQLITE, HADITH_COLLECTIONS.map(gradedEditionPath), location),
  ]);
  const fingerprint = [...indexes, ...bookFiles, ...editions].map(([path, bytes]) => `${path}:${bytes.length}`).sort();

  const records: HadithRecord[] = [];
  const books: HadithBookRecord[] = [];
  const reports: NumberingReport[] = [];
  for (const collection of HADITH_COLLECTIONS) {
    const rows = collection.gradedEditionHasSunnahNumbers ? await gradedRows(editions.get(gradedEditionPath(collection))!, collection) : [];
    const collectionRecords: HadithRecord[] = [];
    const assignments: NumberAssignment[] = [];
    bookIndexes.get(collection.id)!.forEach((entry, index) => {
      const file = json<HadithJsonFile>(bookFiles.get(bookFilePath(collection, entry.bookNumber))!, bookFilePath(collection, entry.bookNumber));
      if (file.hadiths.length !== entry.numberOfHadith) {
        throw new CorpusError(`${collection.id} book ${entry.bookNumber}: ${file.hadiths.length} hadiths, the book index says ${entry.numberOfHadith}`);
      }
      const range: BookRange = { book: entry.bookNumber, start: entry.hadithStartNumber, end: entry.hadithEndNumber, count: entry.numberOfHadith };
      const rowsInRange = rows.filter((row) => row.number >= range.start && row.number < range.end + 1);
      const texts = file.hadiths.map((h) => `${h.english.narrator ?? ''} ${h.english.text ?? ''}`);
      assignments.push(...deriveBookNumbers(texts, range, rowsInRange));
      books.push({
        collection: collection.id,
        book: entry.bookNumber,
        ordinal: index + 1,
        nameEnglish: englishName(entry, 'en'),
        nameArabic: englishName(entry, 'ar'),
        hadithCount: entry.numberOfHadith,
        firstNumber: entry.hadithStartNumber,
        lastNumber: entry.hadithEndNumber,
      });
      for (const hadith of file.hadiths) {
        collectionRecords.push({
          collection: collection.id,
          book: entry.bookNumber,
          bookOrdinal: index + 1,
          idInBook: hadith.idInBook,
          narrator: (hadith.english.narrator ?? '').trim(),
          english: (hadith.english.text ?? '').trim(),
          arabic: hadith.arabic.trim(),
          grades: [],
        });
      }
    });
    if (collectionRecords.length !== collection.expectedCount) {
      throw new CorpusError(`${collection.id}: ${collectionRecords.length} hadiths, expected ${collection.expectedCount}`);
    }
    const report: NumberingReport = { collection: collection.id, total: collectionRecords.length, numbered: 0, byMethod: {}, unmapped: {}, graded: 0 };
    dropConflicts(assignments).forEach((assignment, i) => {
      const record = collectionRecords[i];
      if (assignment.number !== undefined && assignment.method) {
        record.number = assignment.number;
        record.numberMethod = assignment.method;
        record.grades = collection.collectionStatus ? [] : (assignment.grades ?? []);
        report.numbered += 1;
        report.byMethod[assignment.method] = (report.byMethod[assignment.method] ?? 0) + 1;
        if (record.grades.length > 0) report.graded += 1;
      } else {
        const reason = assignment.unmappedReason ?? 'no-aligned-text';
        report.unmapped[reason] = (report.unmapped[reason] ?? 0) + 1;
      }
    });
    records.push(...collectionRecords);
    reports.push(report);
  }
  return { records, books, reports, fingerprint };
}
