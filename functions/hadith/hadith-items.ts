import type { DocumentRef } from '../search/documents';
import type { CorpusMarker } from '../shared/corpus-marker';
import type { EnglishReference } from './english-references';
import type { HadithCollectionId } from './hadith-collections';

/**
 * How hadith records are laid out as DynamoDB items (keys in shared/table.ts), shared by the importer
 * and the repository. Search documents are numbered (collection * 1000 + book ordinal, position in book).
 */
export const HADITH_CORPUS = 'hadith';
export const HADITH_INDEX = 'HADITH';

/** A narration as a search document: its collection's book is the group (collection * 1000 + book), its place in the book the id. */
export const hadithDocument = (collectionOrdinal: number, bookOrdinal: number, idInBook: number): DocumentRef => ({
  group: collectionOrdinal * 1000 + bookOrdinal,
  id: idInBook,
});
export const hadithDocumentCollection = (group: number) => Math.floor(group / 1000);
export const fromHadithDocument = (document: DocumentRef) => ({
  collectionOrdinal: hadithDocumentCollection(document.group),
  bookOrdinal: document.group % 1000,
  idInBook: document.id,
});

type TableKey = { PK: string; SK: string };

export type GradeClass = 'sahih' | 'hasan' | 'daif' | 'mawdu' | 'unknown';

export interface Grade {
  grader: string;
  /** As the grader wrote it. */
  grade: string;
  class: GradeClass;
}

/** Where a number comes from: sunnah.com's reference pages, a book's one-to-one range, or (further collections) checked points. */
export type NumberSource = 'sunnah_com_reference' | 'book_range' | 'checked_point' | 'between_checked_points';
export type TextSource = 'hadith_json' | 'hadith_json_restored_from_graded_edition';

/** One narration as the importer derives it and the table stores it. */
export interface HadithRecord {
  collection: HadithCollectionId;
  book: string;
  bookOrdinal: number;
  idInBook: number;
  /** The numbers it is cited under, as sunnah.com writes them ("6018", "2564a"); the first is its own. */
  numbers: string[];
  numberSource?: NumberSource;
  /** Why a number sunnah.com gives it is not served (or why it has none). */
  numberNotes?: string[];
  englishReference?: EnglishReference;
  narrator: string;
  /** Empty when the source has none (Sunan ad-Darimi is Arabic only). */
  english: string;
  arabic: string;
  grades: Grade[];
  textSource: TextSource;
  textNotes?: string[];
}
export type HadithItem = HadithRecord & TableKey;

/** Where a record sits: its book's ordinal and its position in the book. */
export interface HadithLocation {
  bookOrdinal: number;
  idInBook: number;
}

/** The numbers of one hundred (2500-2599, with their lettered variants): what each names, or why it is refused. */
export interface HadithNumbersItem extends TableKey {
  /** Number -> locations, packed (location-codec.ts). */
  entries: string;
  /** Number -> why it is not served. */
  refused?: Record<string, string>;
}

/** One book of the older English numbering: its references (with and without volume) and what each names. */
export interface HadithEnglishReferencesItem extends TableKey {
  /** Reference key (V8-H47, H47) -> locations, packed (location-codec.ts). */
  entries: string;
}

/** How a collection was numbered, graded and repaired at import (data/hadith/numbering.ts). */
export interface HadithCoverage {
  blocks: number;
  records: number;
  recordsNumbered: number;
  numbersServed: number;
  /** Numbers served beyond each record's first (a block cited as "299, 300", ranges). */
  aliases: number;
  /** Numbers that answer with several entries: consecutive entries sharing a number, or a lettered group. */
  groups: number;
  byBookRange: number;
  /** Distinct numbers named by the reference pages but not served, by reason. */
  numbersNotServed: Partial<Record<string, number>>;
  /** Records served without any number (in-book reference only), by the reason of their first refusal. */
  recordsWithoutNumber: Partial<Record<string, number>>;
  /** Blocks whose in-book reference names no record. */
  blocksWithoutRecord: number;
  graded: number;
  textsRestored: number;
  textsFlagged: number;
}

export interface HadithCollectionItem extends TableKey {
  id: string;
  name: string;
  nameArabic: string;
  total: number;
  coverage: HadithCoverage;
  collectionStatus?: string;
  books: number;
}

export interface HadithBookRecord {
  collection: HadithCollectionId;
  book: string;
  ordinal: number;
  nameEnglish: string;
  nameArabic: string;
  hadithCount: number;
  /** The first and last numbers served in the book, in book order; absent when none is. */
  firstNumber?: string;
  lastNumber?: string;
}
export type HadithBookItem = HadithBookRecord & TableKey;

export type HadithCorpusMarker = CorpusMarker;
