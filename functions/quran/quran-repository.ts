import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import { QURAN_CORPUS, QURAN_INDEX, type AyahItem, type AyahRef, type QuranCorpusMarker, type SurahItem } from './quran-items';

/** Reads Quran items from the table. Every read is a key lookup or a single-partition query. */
export class QuranRepository {
  /** The inverted index of the Arabic text and the translation, built at import time (documents: surah = group, ayah = id). */
  private readonly index: StoredSearchIndex;

  constructor(private readonly reader: TableReader) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, QURAN_INDEX);
  }

  corpusMarker(): Promise<QuranCorpusMarker | undefined> {
    return this.reader.corpusMarker<QuranCorpusMarker>(QURAN_CORPUS);
  }

  /** All 114 surah headers in order (sort keys are zero-padded). */
  listSurahs(): Promise<SurahItem[]> {
    return this.reader.partition<SurahItem>(keys.surahsPartition);
  }

  /** The ayahs of one surah in order. */
  listAyahs(surah: number): Promise<AyahItem[]> {
    return this.reader.partition<AyahItem>(keys.ayahPartition(surah));
  }

  getAyah(surah: number, ayah: number): Promise<AyahItem | undefined> {
    return this.reader.get<AyahItem>(keys.ayah(surah, ayah));
  }

  /** The ayahs named, in the order named; at most 100 keys per BatchGetItem call. */
  getAyahs(refs: AyahRef[]): Promise<AyahItem[]> {
    return this.reader.many<AyahItem>(refs.map((ref) => keys.ayah(ref.surah, ref.ayah)));
  }

  /** Ayahs matching the query, best first; undefined when that index version is not stored. */
  async search(indexVersion: string, query: SearchQuery, match: MatchMode = 'all') {
    const outcome = await this.index.search(indexVersion, query, undefined, match);
    if (!outcome) return undefined;
    return {
      ...outcome,
      hits: outcome.ranked.map((hit) => ({ surah: hit.group, ayah: hit.id, score: hit.score, coverage: hit.coverage })),
    };
  }
}
