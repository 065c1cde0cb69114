import type { CorpusMarker } from '../shared/corpus-marker';
import { keys } from '../shared/table';

/**
 * How Quran records are laid out as DynamoDB items. The importer writes these shapes and the
 * repository reads them back, so both sides share this one definition.
 */
export const QURAN_CORPUS = 'quran';
/** The name of the translation's search index (its partition keys' prefix). */
export const QURAN_INDEX = 'QURAN';
/** Each other edition's search index, e.g. QURAN@fr.hamidullah. */
export const editionIndexName = (editionId: string) => `${QURAN_INDEX}@${editionId}`;

export interface AyahRef {
  surah: number;
  ayah: number;
}

export interface SurahItem {
  PK: string;
  SK: string;
  surah: number;
  nameArabic: string;
  nameEnglish: string;
  nameTranslation: string;
  revelationType: 'meccan' | 'medinan';
  totalAyahs: number;
}

export interface AyahItem {
  PK: string;
  SK: string;
  surah: number;
  ayah: number;
  global: number;
  arabic: string;
  translation: string;
}

/** One verse of another edition (a translation or the transliteration). */
export interface EditionAyahItem {
  PK: string;
  SK: string;
  surah: number;
  ayah: number;
  text: string;
}

/** Marks a fully imported corpus; written last, so a half-finished import is never taken as done. */
export interface QuranCorpusMarker extends CorpusMarker {
  sourceSha256: string;
  surahCount: number;
  ayahCount: number;
}

/** The other editions' corpus (data/quran/import-editions.ts): imported after the Quran, with a marker of its own. */
export const QURAN_EDITIONS_CORPUS = 'quran-editions';

export interface QuranEditionsMarker extends CorpusMarker {
  /** The edition ids imported. */
  editions: string[];
}

export function surahItem(surah: Omit<SurahItem, 'PK' | 'SK'>): SurahItem {
  return { ...keys.surah(surah.surah), ...surah };
}

export function ayahItem(ayah: Omit<AyahItem, 'PK' | 'SK'>): AyahItem {
  return { ...keys.ayah(ayah.surah, ayah.ayah), ...ayah };
}

export function editionAyahItem(edition: string, surah: number, ayah: number, text: string): EditionAyahItem {
  return { ...keys.editionAyah(edition, surah, ayah), surah, ayah, text };
}
