import { termBucketOf } from '../search/index-items';
import type { MatchMode } from '../search/query-matching';
import type { SearchQuery } from '../search/query-terms';
import { StoredSearchIndex } from '../search/stored-index';
import { BRIDGE_BUCKETS, bridgedInBucket } from '../search/translation-bridge';
import type { CorpusImportProgress } from '../shared/corpus-marker';
import { keys } from '../shared/table';
import type { TableReader } from '../shared/table-reader';
import {
  type AyahItem,
  type EditionAyahItem,
  editionIndexName,
  QURAN_CORPUS,
  QURAN_EDITIONS_CORPUS,
  QURAN_INDEX,
  type QuranCorpusMarker,
  type QuranEditionsMarker,
  type SurahItem,
} from './quran-items';

/** Bridge buckets kept in memory at most: all of nine languages' (64 each, 10-20 KB apiece). */
const KEPT_BRIDGE_BUCKETS = 9 * 64;

/** What a verse of another edition is read for: which verse, and its text. */
const EDITION_TEXT = ['surah', 'ayah', 'text'] as const;

/** Reads Quran items from the table. Every read is a key lookup or a single-partition query. */
export class QuranRepository {
  /** The inverted index of the Arabic text and the translation, built at import time (documents: surah = group, ayah = id). */
  private readonly index: StoredSearchIndex;
  /** Each other edition's index of its own text, made when first searched. */
  private readonly editionIndexes = new Map<string, StoredSearchIndex>();
  /** Bridge buckets read, by edition index, version and bucket (their text; '' for a bucket with no word). */
  private readonly bridgeBuckets = new Map<string, string>();

  constructor(private readonly reader: TableReader) {
    this.index = new StoredSearchIndex(reader.client, reader.tableName, QURAN_INDEX);
  }

  corpusMarker(): Promise<QuranCorpusMarker | undefined> {
    return this.reader.corpusMarker<QuranCorpusMarker>(QURAN_CORPUS);
  }

  /** The other editions' marker: absent until they are imported (after the Quran itself). */
  editionsMarker(): Promise<QuranEditionsMarker | undefined> {
    return this.reader.corpusMarker<QuranEditionsMarker>(QURAN_EDITIONS_CORPUS);
  }

  editionsImportUnderWay(): Promise<CorpusImportProgress | undefined> {
    return this.reader.corpusImport(QURAN_EDITIONS_CORPUS);
  }

  /** All 114 surah headers in order (sort keys are zero-padded). */
  listSurahs(): Promise<SurahItem[]> {
    return this.reader.partition<SurahItem>(keys.surahsPartition);
  }

  /** The ayahs of one surah in order. */
  listAyahs(surah: number): Promise<AyahItem[]> {
    return this.reader.partition<AyahItem>(keys.ayahPartition(surah));
  }

  /** One surah's verses in another edition, in order. */
  listEditionAyahs(edition: string, surah: number): Promise<Pick<EditionAyahItem, 'surah' | 'ayah' | 'text'>[]> {
    return this.reader.partition<EditionAyahItem>(keys.editionAyahPartition(edition, surah), EDITION_TEXT);
  }

  private indexOf(edition: string | undefined): StoredSearchIndex {
    if (edition === undefined) return this.index;
    let index = this.editionIndexes.get(edition);
    if (!index) {
      index = new StoredSearchIndex(this.reader.client, this.reader.tableName, editionIndexName(edition));
      this.editionIndexes.set(edition, index);
    }
    return index;
  }

  /**
   * The English and Arabic words each of a question's words stands for in an edition's bridge (translation-bridge.ts),
   * by word; a word the bridge does not know is left out. One read per bucket the words fall in, kept for the container's
   * life (a bucket is the same until the next import, whose version is new).
   */
  async bridged(edition: string, indexVersion: string, terms: readonly string[]): Promise<Map<string, string[]>> {
    const name = editionIndexName(edition);
    const buckets = [...new Set(terms.map((term) => termBucketOf(term, BRIDGE_BUCKETS)))];
    const wanted = buckets.filter((bucket) => !this.bridgeBuckets.has(`${name}|${indexVersion}|${bucket}`));
    if (wanted.length > 0) {
      const items = await this.reader.many<{ PK: string; SK: string; terms: string }>(
        wanted.map((bucket) => keys.translationBridgeBucket(name, indexVersion, bucket)),
      );
      const byKey = new Map(items.map((item) => [item.PK, item.terms]));
      for (const bucket of wanted) {
        if (this.bridgeBuckets.size >= KEPT_BRIDGE_BUCKETS) this.bridgeBuckets.clear();
        this.bridgeBuckets.set(
          `${name}|${indexVersion}|${bucket}`,
          byKey.get(keys.translationBridgeBucket(name, indexVersion, bucket).PK) ?? '',
        );
      }
    }
    const found = new Map<string, string[]>();
    for (const term of terms) {
      const text = this.bridgeBuckets.get(`${name}|${indexVersion}|${termBucketOf(term, BRIDGE_BUCKETS)}`) ?? '';
      const others = bridgedInBucket(text, term);
      if (others.length > 0) found.set(term, others);
    }
    return found;
  }

  /**
   * Ayahs matching the query, best first, in the English and Arabic index or in another edition's
   * (`edition`); undefined when that index version is not stored.
   */
  /** `minimumCoverage`: under `any`, the share of the query a verse must hold (omitted: the search endpoints' floor). */
  async search(indexVersion: string, query: SearchQuery, match: MatchMode = 'all', edition?: string, minimumCoverage?: number) {
    const outcome = await this.indexOf(edition).search(indexVersion, query, undefined, match, minimumCoverage);
    if (!outcome) return undefined;
    return {
      ...outcome,
      hits: outcome.ranked.map((hit) => ({ surah: hit.group, ayah: hit.id, score: hit.score, coverage: hit.coverage })),
    };
  }
}
