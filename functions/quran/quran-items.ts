import { keys } from '../shared/table';

/**
 * How Quran records are laid out as DynamoDB items. The importer writes these shapes and the
 * repository reads them back, so both sides share this one definition.
 */
export const QURAN_CORPUS = 'quran';

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

/** Marks a fully imported corpus; written last, so a half-finished import is never taken as done. */
export interface CorpusMarkerItem {
  PK: string;
  SK: string;
  version: string;
  indexVersion: string;
  sourceSha256: string;
  surahCount: number;
  ayahCount: number;
  importedAt: string;
}

export function surahItem(surah: Omit<SurahItem, 'PK' | 'SK'>): SurahItem {
  return { ...keys.surah(surah.surah), ...surah };
}

export function ayahItem(ayah: Omit<AyahItem, 'PK' | 'SK'>): AyahItem {
  return { ...keys.ayah(ayah.surah, ayah.ayah), ...ayah };
}
