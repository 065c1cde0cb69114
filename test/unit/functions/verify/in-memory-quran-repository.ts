import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseQuranSource } from '../../../../data/quran/corpus';
import { quranItems, quranSearchDocuments } from '../../../../data/quran/items';
import { QURAN_FILE } from '../../../../data/support/sources';
import type { QuranCorpusMarker } from '../../../../functions/quran/quran-items';
import type { QuranRepository } from '../../../../functions/quran/quran-repository';
import { buildSearchIndex, searchInMemory } from '../../../../functions/search/in-memory-index';
import type { MatchMode } from '../../../../functions/search/query-matching';
import type { SearchQuery } from '../../../../functions/search/query-terms';
import { keys } from '../../../../functions/shared/table';

/**
 * The Quran repository's reads over the pinned source (quran-json, as the importer parses it) held in memory: the
 * surah and verse items the importer writes and a search index of the same documents. No other edition is imported
 * (their reads answer nothing), as on a table holding the Quran alone.
 */
export function inMemoryQuranRepository(): QuranRepository {
  const source = readFileSync(createRequire(import.meta.url).resolve(`quran-json/${QURAN_FILE}`));
  const surahs = parseQuranSource(source);
  const items = quranItems(surahs, 'i1');
  const index = buildSearchIndex(quranSearchDocuments(surahs));
  const marker: QuranCorpusMarker = {
    ...keys.corpusMarker('quran'),
    version: 'v1',
    indexVersion: 'i1',
    importedAt: '2026-11-01T00:00:00Z',
    sourceSha256: 'in-memory',
    surahCount: items.surahs.length,
    ayahCount: items.ayahs.length,
  };
  const repository = {
    corpusMarker: async () => marker,
    editionsMarker: async () => undefined,
    editionsImportUnderWay: async () => undefined,
    listSurahs: async () => items.surahs,
    listAyahs: async (surah: number) => items.ayahs.filter((ayah) => ayah.surah === surah),
    listEditionAyahs: async () => [],
    search: async (indexVersion: string, query: SearchQuery, match: MatchMode = 'all', edition?: string) => {
      if (edition !== undefined || indexVersion !== marker.indexVersion) return undefined;
      const outcome = await searchInMemory(index, query, undefined, match);
      return {
        ...outcome,
        hits: outcome.ranked.map((hit) => ({ surah: hit.group, ayah: hit.id, score: hit.score, coverage: hit.coverage })),
      };
    },
  };
  return repository as unknown as QuranRepository;
}
