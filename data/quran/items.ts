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
import { isQuestionLanguage } from '../../functions/search/concepts';
import { bridgeTermsOf } from '../../functions/search/foreign-question';
import { roleOfWord } from '../../functions/search/function-words';
import { buildSearchIndex, type IndexedDocument } from '../../functions/search/in-memory-index';
import { indexDocuments } from '../../functions/search/index-builder';
import { type IndexItem, type SearchStatsItem, searchIndexItemStream, searchIndexItems } from '../../functions/search/index-items';
import { analyze, isArabicTerm } from '../../functions/search/tokenizer';
import { bridgeBuckets, TranslationBridge } from '../../functions/search/translation-bridge';
import { keys } from '../../functions/shared/table';
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
  /** The edition's verses, then its index's items, its statistics last: made as they are taken. */
  items: Iterable<EditionAyahItem | IndexItem | SearchStatsItem>;
  /** How many verses and terms: the items' number until the index's are made (a term takes one or a few). */
  verses: number;
  terms: number;
}

/**
 * Each verse's content words in the English and Arabic texts, as the Quran's own index reads them: the side of a
 * translation's bridge that the strong retrieval (concepts, commentaries) understands.
 */
export function bridgeTargets(surahs: QuranSurah[]): string[][] {
  const contentTerms = (text: string) =>
    analyze(text).flatMap((token) => (roleOfWord(text.slice(token.start, token.end), token.script) === 'content' ? [token.terms[0]] : []));
  return surahs.flatMap((surah) =>
    surah.ayahs.map((ayah) => [...new Set([...contentTerms(ayah.translation), ...contentTerms(ayah.arabic)])]),
  );
}

/** The bridge items of an edition in one of the languages questions are read in; none for any other edition. */
function* bridgeItems(edition: QuranEdition, texts: EditionTexts, targets: readonly string[][], version: string) {
  const language = edition.language;
  if (!isQuestionLanguage(language)) return;
  const documents = texts.flat().map((text, index) => ({ source: bridgeTermsOf(text, language), target: targets[index] }));
  const buckets = bridgeBuckets(new TranslationBridge(documents), isArabicTerm);
  for (const [bucket, terms] of buckets) yield { ...keys.translationBridgeBucket(editionIndexName(edition.id), version, bucket), terms };
}

/**
 * One other edition's verses and its own search index, analysed in its language; with `bridgeTargets` (the Quran's),
 * the bridge from its words to the English and Arabic ones when questions are read in its language.
 */
export function editionItems(
  edition: QuranEdition,
  texts: EditionTexts,
  indexVersion: string,
  targets?: readonly string[][],
): EditionItems {
  const documents = texts.flatMap((ayahs, index) =>
    ayahs.map((text, ayahIndex) => ({ group: index + 1, id: ayahIndex + 1, fields: [text] })),
  );
  const index = indexDocuments(documents, editionAnalyzer(edition));
  return {
    items: (function* () {
      for (const document of documents) yield editionAyahItem(edition.id, document.group, document.id, document.fields[0]);
      yield* searchIndexItemStream(editionIndexName(edition.id), indexVersion, index);
      if (targets) yield* bridgeItems(edition, texts, targets, indexVersion);
    })(),
    verses: documents.length,
    terms: index.termCount,
  };
}
