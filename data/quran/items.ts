import { editionAnalyzer } from '../../functions/quran/edition-analyzers';
import {
  type AyahItem,
  ayahItem,
  type EditionAyahItem,
  editionAyahItem,
  editionIndexName,
  QURAN_INDEX,
  type SurahItem,
  surahItem,
} from '../../functions/quran/quran-items';
import type { QuranEdition } from '../../functions/quran/translations';
import { buildSearchIndex, type IndexedDocument } from '../../functions/search/in-memory-index';
import { type IndexItem, type SearchStatsItem, searchIndexItems } from '../../functions/search/index-items';
import type { EditionTexts, QuranSurah } from './corpus';

export interface QuranItems {
  surahs: SurahItem[];
  ayahs: AyahItem[];
  searchStats: SearchStatsItem;
  postings: IndexItem[];
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

export interface EditionItems {
  ayahs: EditionAyahItem[];
  searchStats: SearchStatsItem;
  postings: IndexItem[];
}

/** One other edition's verses and its own search index, analysed in its language. */
export function editionItems(edition: QuranEdition, texts: EditionTexts, indexVersion: string): EditionItems {
  const documents = texts.flatMap((ayahs, index) =>
    ayahs.map((text, ayahIndex) => ({ group: index + 1, id: ayahIndex + 1, fields: [text] })),
  );
  const { postings, stats } = searchIndexItems(
    editionIndexName(edition.id),
    indexVersion,
    buildSearchIndex(documents, editionAnalyzer(edition)),
  );
  return {
    ayahs: documents.map((document) => editionAyahItem(edition.id, document.group, document.id, document.fields[0])),
    searchStats: stats,
    postings,
  };
}
