import type { QuranSurah } from './corpus';
import { ayahItem, QURAN_INDEX, surahItem, type AyahItem, type SurahItem } from '../../functions/quran/quran-items';
import { buildSearchIndex, type IndexedDocument } from '../../functions/search/in-memory-index';
import {
  searchIndexItems,
  type PositionsChunkItem,
  type PostingsChunkItem,
  type SearchStatsItem,
} from '../../functions/search/index-items';

export interface QuranItems {
  surahs: SurahItem[];
  ayahs: AyahItem[];
  searchStats: SearchStatsItem;
  postings: Array<PostingsChunkItem | PositionsChunkItem>;
}

/** What the Quran's search indexes: each ayah's translation and Uthmani text (surah = group, ayah = id). */
export function quranSearchDocuments(surahs: QuranSurah[]): IndexedDocument[] {
  return surahs.flatMap((surah) => surah.ayahs.map((a) => ({ group: a.surah, id: a.ayah, fields: [a.translation, a.arabic] })));
}

/** Every item the Quran corpus occupies in the table, including its search index. */
export function quranItems(surahs: QuranSurah[], indexVersion: string): QuranItems {
  const allAyahs = surahs.flatMap((surah) => surah.ayahs);
  const index = buildSearchIndex(quranSearchDocuments(surahs));
  const { postings, stats } = searchIndexItems(QURAN_INDEX, indexVersion, index);
  return {
    surahs: surahs.map((s) =>
      surahItem({
        surah: s.number,
        nameArabic: s.nameArabic,
        nameEnglish: s.nameEnglish,
        nameTranslation: s.nameTranslation,
        revelationType: s.revelationType,
        totalAyahs: s.ayahs.length,
      }),
    ),
    ayahs: allAyahs.map((a) => ayahItem(a)),
    searchStats: stats,
    postings,
  };
}
