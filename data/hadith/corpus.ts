import { createRequire } from 'node:module';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { englishReferenceKeys, formatEnglishReference } from '../../functions/hadith/english-references';
import { type HadithCollectionId, SIX_COLLECTIONS, type SixCollection } from '../../functions/hadith/hadith-collections';
import type { HadithBookRecord, HadithCoverage, HadithLocation, HadithRecord } from '../../functions/hadith/hadith-items';
import { parseHadithNumber } from '../../functions/hadith/hadith-numbers';
import { CorpusError } from '../support/corpus-error';
import { expectedCountsOf } from '../support/expected-counts';
import { type FilesLocation, loadPinnedFiles, type PinnedSource } from '../support/pinned-sources';
import { GRADED_HADITH_SQLITE, HADITH_JSON, SUNNAH_BOOK_INDEX, SUNNAH_REFERENCES } from '../support/sources';
import { type CrosswalkBlock, crosswalkPath, parseCrosswalk } from './crosswalk';
import { LOST_WORDS, normaliseEnglish } from './english-text';
import { loadFurtherBooks } from './further-books';
import { gradeClassOf } from './grades';
import { prepareText } from './narration-match';
import { type GradedRow, NOT_SERVED_EXPLANATIONS, type NotServedReason, numberCollection } from './numbering';
import { alignSameNarrations } from './ordered-alignment';
import { restoreLostWords } from './text-restoration';

/** A number and the records it names, in order, or why it is refused. */
export interface NumberPointer {
  collection: HadithCollectionId;
  cited: string;
  digits: number;
  entries: HadithLocation[];
  refusal?: string;
}

/** An older English reference (with or without its volume) and the records it names, in order. */
export interface EnglishReferencePointer {
  collection: HadithCollectionId;
  book: number;
  key: string;
  cited: string;
  entries: HadithLocation[];
}

export interface HadithCorpus {
  records: HadithRecord[];
  books: HadithBookRecord[];
  numbers: NumberPointer[];
  englishReferences: EnglishReferencePointer[];
  coverage: Map<HadithCollectionId, HadithCoverage>;
  /** The records a collection's number names (a group for "2564"), for resolving references in duas. */
  lookup: (collection: HadithCollectionId, number: string) => HadithRecord[];
  /** Size of every source file, for the corpus version. */
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

const bookIndexPath = (collection: SixCollection) => `lib/data/${collection.sourceFolder}/books.json`;
const bookFilePath = (collection: SixCollection, book: string) => `db/by_chapter/the_9_books/${collection.sourceFolder}/${book}.json`;
export const gradedEditionPath = (collection: SixCollection) => `eng/eng-${collection.sourceFolder}.sqlite.zip`;

type SqlJs = Awaited<ReturnType<typeof initSqlJs>>;
let sqlJs: Promise<SqlJs> | undefined;
function sqlite(): Promise<SqlJs> {
  const require = createRequire(import.meta.url);
  sqlJs ??= initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  return sqlJs;
}

/** The graded edition's rows with their graders' verdicts and the section (book) each sits in. */
export async function gradedRows(zipBytes: Uint8Array, collection: SixCollection): Promise<Array<GradedRow & { section: number }>> {
  const sqliteBytes = Object.entries(unzipSync(zipBytes)).find(([name]) => name.endsWith('.sqlite'))?.[1];
  if (!sqliteBytes) throw new CorpusError(`${gradedEditionPath(collection)} holds no .sqlite file`);
  const db = new (await sqlite()).Database(sqliteBytes);
  try {
    const grades = new Map<number, Array<{ grader: string; grade: string }>>();
    for (const [hadithId, grader, grade] of db.exec('SELECT hadith_id, scholar_name, grade FROM grades ORDER BY id')[0]?.values ?? []) {
      grades.set(Number(hadithId), [
        ...(grades.get(Number(hadithId)) ?? []),
        { grader: String(grader).trim(), grade: String(grade).trim() },
      ]);
    }
    return (db.exec('SELECT id, hadith_number, text, section_id FROM hadiths ORDER BY hadith_number, id')[0]?.values ?? []).map(
      ([id, number, text, section]) => ({
        number: Number(number),
        text: String(text ?? ''),
        prepared: prepareText(String(text ?? '')),
        grades: grades.get(Number(id)) ?? [],
        section: Number(section),
      }),
    );
  } finally {
    db.close();
  }
}

const nameIn = (entry: BookIndexEntry, lang: string) => (entry.book.find((name) => name.lang === lang)?.name ?? '').trim();

interface RawRecord {
  book: string;
  bookOrdinal: number;
  idInBook: number;
  narrator: string;
  text: string;
  arabic: string;
}

function collectionRecords(
  collection: SixCollection,
  raw: RawRecord[],
  blocks: CrosswalkBlock[],
  rows: Array<GradedRow & { section: number }>,
  bookIndex: BookIndexEntry[],
): { records: HadithRecord[]; coverage: HadithCoverage; numbers: NumberPointer[]; englishReferences: EnglishReferencePointer[] } {
  const prepared = raw.map((record) => prepareText(`${record.narrator} ${record.text}`));
  const numbering = numberCollection({
    records: raw.map((record, i) => ({ book: record.book, idInBook: record.idInBook, text: prepared[i] })),
    blocks,
    gradedRows: collection.gradedEditionHasSunnahNumbers ? rows : [],
    sequential: collection.gradedEditionHasSunnahNumbers,
    bookRanges: bookIndex.map((entry) => ({
      book: entry.bookNumber,
      first: entry.hadithStartNumber,
      last: entry.hadithEndNumber,
      count: entry.numberOfHadith,
    })),
  });
  const gradedRowOf = numbering.records.map((numbered) => numbered.gradedRow);
  if (!collection.gradedEditionHasSunnahNumbers) {
    // No shared numbers: find each record's row by order within its book (the edition's section).
    bookIndex.forEach((entry, b) => {
      const members = raw.flatMap((record, i) => (record.bookOrdinal === b + 1 ? [i] : []));
      const sectionRows = rows.filter((row) => String(row.section) === entry.bookNumber);
      for (const [i, j] of alignSameNarrations(
        members.map((k) => prepared[k]),
        sectionRows.map((row) => row.prepared),
      ))
        gradedRowOf[members[i]] = sectionRows[j];
    });
  }
  const blockOf = new Map(blocks.map((block) => [`${block.inBook.book}#${block.inBook.position}`, block]));
  let graded = 0;
  let textsRestored = 0;
  let textsFlagged = 0;
  const records = raw.map((record, i): HadithRecord => {
    const numbered = numbering.records[i];
    const row = gradedRowOf[i];
    const block = blockOf.get(`${record.book}#${record.idInBook}`);
    let { narrator, text } = record;
    const textNotes: string[] = [];
    const restored = row ? restoreLostWords({ narrator, text }, row.text) : undefined;
    if (restored) {
      ({ narrator, text } = restored);
      textsRestored += 1;
      textNotes.push(
        `${restored.restoredWords} word${restored.restoredWords === 1 ? '' : 's'} lost by the hadith-json source (often a bracketed insertion) restored from the graded edition's copy of the same English`,
      );
    } else if (!row && (LOST_WORDS.test(`${record.narrator} ${record.text}`.trim()) || !record.text.trim())) {
      textsFlagged += 1;
      textNotes.push('Words appear to be missing from this English text in the source, and no complete copy of it was found');
    }
    const grades = !collection.collectionStatus && row ? row.grades.map((g) => ({ ...g, class: gradeClassOf(g.grade) })) : [];
    if (grades.length > 0) graded += 1;
    const numberNotes = numbered.notServed.map(({ number, reason }) =>
      number
        ? `${collection.name} ${number} is not served: ${NOT_SERVED_EXPLANATIONS[reason]}`
        : `No collection-wide number: ${NOT_SERVED_EXPLANATIONS[reason]}`,
    );
    return {
      collection: collection.id,
      book: record.book,
      bookOrdinal: record.bookOrdinal,
      idInBook: record.idInBook,
      numbers: numbered.numbers.map((number) => number.text),
      ...(numbered.source ? { numberSource: numbered.source } : {}),
      ...(numberNotes.length ? { numberNotes } : {}),
      ...(block?.englishReference ? { englishReference: block.englishReference } : {}),
      narrator: normaliseEnglish(narrator),
      english: normaliseEnglish(text),
      arabic: record.arabic.trim(),
      grades,
      textSource: restored ? 'hadith_json_restored_from_graded_edition' : 'hadith_json',
      ...(textNotes.length ? { textNotes } : {}),
    };
  });

  const locationOf = (i: number): HadithLocation => ({ bookOrdinal: raw[i].bookOrdinal, idInBook: raw[i].idInBook });
  const numbers: NumberPointer[] = [];
  for (const [cited, members] of numbering.index) {
    numbers.push({ collection: collection.id, cited, digits: parseHadithNumber(cited)!.digits, entries: members.map(locationOf) });
  }
  for (const [cited, reason] of numbering.refused) {
    numbers.push({
      collection: collection.id,
      cited,
      digits: parseHadithNumber(cited)!.digits,
      entries: [],
      refusal: refusalOf(collection, cited, reason),
    });
  }
  const byReference = new Map<string, { book: number; key: string; cited: string; entries: HadithLocation[] }>();
  const recordAt = new Map(raw.map((record, i) => [`${record.book}#${record.idInBook}`, i]));
  for (const block of blocks) {
    const i = recordAt.get(`${block.inBook.book}#${block.inBook.position}`);
    if (!block.englishReference || i === undefined) continue;
    const { exact, withoutVolume } = englishReferenceKeys(block.englishReference);
    const { book } = block.englishReference;
    for (const key of new Set([exact, withoutVolume])) {
      const cited = formatEnglishReference(key === exact ? block.englishReference : { book, hadith: block.englishReference.hadith });
      const entry = byReference.get(`${book}#${key}`) ?? { book, key, cited, entries: [] };
      entry.entries.push(locationOf(i));
      byReference.set(`${book}#${key}`, entry);
    }
  }
  const englishReferences = [...byReference.values()].map((entry) => ({ collection: collection.id, ...entry }));
  return { records, coverage: { ...numbering.report, graded, textsRestored, textsFlagged }, numbers, englishReferences };
}

const refusalOf = (collection: SixCollection, cited: string, reason: NotServedReason) =>
  `${collection.name} ${cited} is not served: ${NOT_SERVED_EXPLANATIONS[reason]}`;

/** Every file the six collections are read from (each collection's book files are named by its book index, read here). */
export async function sixCollectionFiles(location: FilesLocation): Promise<Array<[PinnedSource, string]>> {
  const indexes = await loadPinnedFiles(SUNNAH_BOOK_INDEX, SIX_COLLECTIONS.map(bookIndexPath), location);
  return SIX_COLLECTIONS.flatMap(
    (c): Array<[PinnedSource, string]> => [
      [SUNNAH_BOOK_INDEX, bookIndexPath(c)],
      ...json<BookIndexEntry[]>(indexes.get(bookIndexPath(c))!, bookIndexPath(c)).map((entry): [PinnedSource, string] => [
        HADITH_JSON,
        bookFilePath(c, entry.bookNumber),
      ]),
      [GRADED_HADITH_SQLITE, gradedEditionPath(c)],
      [SUNNAH_REFERENCES, crosswalkPath(c)],
    ],
  );
}

/**
 * Loads the six collections, numbers them through sunnah.com's reference pages, restores damaged texts, grades them;
 * then the further collections, numbered where the source's order can be tied to sunnah.com's (further-books.ts).
 * One collection's files are read at a time and let go once its records are made. `note` hears each step.
 */
export async function loadHadithCorpus(location: FilesLocation, note?: (line: string) => void): Promise<HadithCorpus> {
  const expectedCounts = (await expectedCountsOf(location)).hadith;
  const indexes = await loadPinnedFiles(SUNNAH_BOOK_INDEX, SIX_COLLECTIONS.map(bookIndexPath), location);
  const bookIndexes = new Map(SIX_COLLECTIONS.map((c) => [c.id, json<BookIndexEntry[]>(indexes.get(bookIndexPath(c))!, bookIndexPath(c))]));
  const fingerprint = [...indexes].map(([path, bytes]) => `${path}:${bytes.length}`);

  const corpus: HadithCorpus = {
    records: [],
    books: [],
    numbers: [],
    englishReferences: [],
    coverage: new Map(),
    lookup: () => [],
    fingerprint,
  };
  const byNumber = new Map<string, HadithRecord[]>();
  for (const [n, collection] of SIX_COLLECTIONS.entries()) {
    note?.(`hadith: numbering ${collection.name} (${n + 1} of ${SIX_COLLECTIONS.length}, then the further collections)`);
    const bookIndex = bookIndexes.get(collection.id)!;
    const [bookFiles, editions, references] = await Promise.all([
      loadPinnedFiles(
        HADITH_JSON,
        bookIndex.map((entry) => bookFilePath(collection, entry.bookNumber)),
        location,
      ),
      loadPinnedFiles(GRADED_HADITH_SQLITE, [gradedEditionPath(collection)], location),
      loadPinnedFiles(SUNNAH_REFERENCES, [crosswalkPath(collection)], location),
    ]);
    for (const [path, bytes] of [...bookFiles, ...editions, ...references]) fingerprint.push(`${path}:${bytes.length}`);
    const raw: RawRecord[] = [];
    bookIndex.forEach((entry, index) => {
      const path = bookFilePath(collection, entry.bookNumber);
      const file = json<HadithJsonFile>(bookFiles.get(path)!, path);
      if (file.hadiths.length !== entry.numberOfHadith) {
        throw new CorpusError(
          `${collection.id} book ${entry.bookNumber}: ${file.hadiths.length} hadiths, the book index says ${entry.numberOfHadith}`,
        );
      }
      for (const hadith of file.hadiths) {
        raw.push({
          book: entry.bookNumber,
          bookOrdinal: index + 1,
          idInBook: hadith.idInBook,
          narrator: hadith.english.narrator ?? '',
          text: hadith.english.text ?? '',
          arabic: hadith.arabic,
        });
      }
    });
    if (raw.length !== expectedCounts[collection.id])
      throw new CorpusError(`${collection.id}: ${raw.length} hadiths, expected ${expectedCounts[collection.id]}`);
    const blocks = parseCrosswalk(collection, decoder.decode(references.get(crosswalkPath(collection))!));
    const rows = await gradedRows(editions.get(gradedEditionPath(collection))!, collection);
    const { records, coverage, numbers, englishReferences } = collectionRecords(collection, raw, blocks, rows, bookIndex);
    if (coverage.blocksWithoutRecord > 0)
      throw new CorpusError(`${collection.id}: ${coverage.blocksWithoutRecord} reference blocks name no hadith-json record`);

    bookIndex.forEach((entry, index) => {
      const numbered = records.filter((record) => record.bookOrdinal === index + 1 && record.numbers.length > 0);
      corpus.books.push({
        collection: collection.id,
        book: entry.bookNumber,
        ordinal: index + 1,
        nameEnglish: nameIn(entry, 'en'),
        nameArabic: nameIn(entry, 'ar'),
        hadithCount: entry.numberOfHadith,
        ...(numbered.length ? { firstNumber: numbered[0].numbers[0], lastNumber: numbered[numbered.length - 1].numbers[0] } : {}),
      });
    });
    const at = new Map(records.map((record) => [`${record.bookOrdinal}#${record.idInBook}`, record]));
    for (const pointer of numbers)
      byNumber.set(
        `${collection.id}:${pointer.cited}`,
        pointer.entries.map((e) => at.get(`${e.bookOrdinal}#${e.idInBook}`)!),
      );
    corpus.records.push(...records);
    corpus.numbers.push(...numbers);
    corpus.englishReferences.push(...englishReferences);
    corpus.coverage.set(collection.id, coverage);
  }
  note?.('hadith: reading the further collections');
  const further = await loadFurtherBooks(location, expectedCounts);
  fingerprint.sort();
  corpus.records.push(...further.records);
  corpus.books.push(...further.books);
  corpus.numbers.push(...further.numbers);
  for (const [id, coverage] of further.coverage) corpus.coverage.set(id, coverage);
  corpus.fingerprint.push(...further.fingerprint);
  const furtherAt = new Map(further.records.map((record) => [`${record.collection}#${record.bookOrdinal}#${record.idInBook}`, record]));
  for (const pointer of further.numbers)
    byNumber.set(
      `${pointer.collection}:${pointer.cited}`,
      pointer.entries.map((e) => furtherAt.get(`${pointer.collection}#${e.bookOrdinal}#${e.idInBook}`)!),
    );
  corpus.lookup = (collection, number) => {
    const parsed = parseHadithNumber(number);
    return parsed ? (byNumber.get(`${collection}:${parsed.text}`) ?? []) : [];
  };
  return corpus;
}
