import type { DuaCategorySlug } from '../duas/dua-categories';
import type { HadithCollectionId } from './hadith-collections';

/**
 * How hadith and dua records are laid out as DynamoDB items (keys in shared/table.ts), shared by
 * the importer and the repositories. Search documents are numbered as (collection * 1000 + book
 * ordinal, position in book) for hadith and (category ordinal, dua id) for duas.
 */
export const HADITH_CORPUS = 'hadith';
export const DUAS_CORPUS = 'duas';
export const HADITH_INDEX = 'HADITH';
export const DUA_INDEX = 'DUA';

export const hadithDocument = (collectionOrdinal: number, bookOrdinal: number, idInBook: number) => ({
  surah: collectionOrdinal * 1000 + bookOrdinal,
  ayah: idInBook,
});
export const fromHadithDocument = (document: { surah: number; ayah: number }) => ({
  collectionOrdinal: Math.floor(document.surah / 1000),
  bookOrdinal: document.surah % 1000,
  idInBook: document.ayah,
});

type TableKey = { PK: string; SK: string };

export interface Grade {
  grader: string;
  grade: string;
}

/** One narration as the importer derives it and the table stores it. */
export interface HadithRecord {
  collection: HadithCollectionId;
  book: string;
  bookOrdinal: number;
  idInBook: number;
  number?: number;
  numberMethod?: 'aligned-with-graded-edition' | 'contiguous-book-range';
  narrator: string;
  english: string;
  arabic: string;
  grades: Grade[];
}
export type HadithItem = HadithRecord & TableKey;

export interface HadithNumberItem extends TableKey {
  bookOrdinal: number;
  idInBook: number;
}

export interface HadithCollectionItem extends TableKey {
  id: string;
  name: string;
  nameArabic: string;
  total: number;
  numbered: number;
  graded: number;
  numbering: Record<string, number>;
  unmapped: Record<string, number>;
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
  /** sunnah.com's number range for the book */
  firstNumber: number;
  lastNumber: number;
}
export type HadithBookItem = HadithBookRecord & TableKey;

export interface ResolvedReference {
  collection: string;
  number?: number;
  grades?: Grade[];
  collection_status?: string;
}

export interface DuaRecord {
  id: number;
  title: string;
  category: DuaCategorySlug;
  /** The original chapter (Hisn al-Muslim) or list (fitrahive) the dua comes from. */
  chapter: string;
  arabic: string;
  transliteration?: string;
  translation: string;
  repeat: number;
  repeatNote?: string;
  virtue?: string;
  source?: string;
  references: ResolvedReference[];
  audioUrl?: string;
  origins: string[];
}
export type DuaItem = DuaRecord & TableKey;

export interface DuaCategoryItem extends TableKey {
  slug: string;
  name: string;
  ordinal: number;
  count: number;
}

export interface HadithCorpusMarker extends TableKey {
  version: string;
  indexVersion: string;
  importedAt: string;
}
