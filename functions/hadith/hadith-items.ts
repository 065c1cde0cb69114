import type { Grade } from '../../data/hadith-corpus';

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

export interface HadithItem {
  PK: string;
  SK: string;
  collection: string;
  book: string;
  bookOrdinal: number;
  idInBook: number;
  number?: number;
  numberMethod?: string;
  narrator: string;
  english: string;
  arabic: string;
  grades: Grade[];
}

export interface HadithNumberItem {
  PK: string;
  SK: string;
  bookOrdinal: number;
  idInBook: number;
}

export interface HadithCollectionItem {
  PK: string;
  SK: string;
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

export interface HadithBookItem {
  PK: string;
  SK: string;
  book: string;
  ordinal: number;
  nameEnglish: string;
  nameArabic: string;
  hadithCount: number;
  firstNumber: number;
  lastNumber: number;
}

export interface DuaItem {
  PK: string;
  SK: string;
  id: number;
  title: string;
  category: string;
  chapter: string;
  arabic: string;
  transliteration?: string;
  translation: string;
  repeat: number;
  repeatNote?: string;
  virtue?: string;
  source?: string;
  references: Array<{ collection: string; number?: number; grades?: Grade[]; collection_status?: string }>;
  audioUrl?: string;
  origins: string[];
}

export interface DuaCategoryItem {
  PK: string;
  SK: string;
  slug: string;
  name: string;
  ordinal: number;
  count: number;
}

/** Marks the hadith and dua corpora as fully imported; written last. */
export interface HadithCorpusMarker {
  PK: string;
  SK: string;
  version: string;
  indexVersion: string;
  importedAt: string;
}
