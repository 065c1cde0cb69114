import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/table';
import { QURAN_INDEX, StoredSearchIndex } from '../shared/search-index';
import { TableReader } from '../shared/table-reader';
import { QURAN_CORPUS, type AyahItem, type CorpusMarkerItem, type SurahItem } from './quran-items';
import type { VerseRef } from './text-search';

/** Reads Quran items from the table. Every read is a key lookup or a single-partition query. */
export class QuranRepository {
  private readonly reader: TableReader;
  /** The inverted index of the English translation, built at import time. */
  readonly index: StoredSearchIndex;

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {
    this.reader = new TableReader(client, tableName);
    this.index = new StoredSearchIndex(client, tableName, QURAN_INDEX);
  }

  private queryPartition<T>(partition: string): Promise<T[]> {
    return this.reader.partition<T>(partition);
  }

  async corpusMarker(): Promise<CorpusMarkerItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.corpusMarker(QURAN_CORPUS) }));
    return result.Item as CorpusMarkerItem | undefined;
  }

  /** All 114 surah headers in order (sort keys are zero-padded). */
  listSurahs(): Promise<SurahItem[]> {
    return this.queryPartition<SurahItem>(keys.surahsPartition);
  }

  /** The ayahs of one surah in order. */
  listAyahs(surah: number): Promise<AyahItem[]> {
    return this.queryPartition<AyahItem>(keys.ayahPartition(surah));
  }

  async getAyah(surah: number, ayah: number): Promise<AyahItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.ayah(surah, ayah) }));
    return result.Item as AyahItem | undefined;
  }

  /** The ayahs named, in the order named; at most 100 keys per BatchGetItem call. */
  getAyahs(refs: VerseRef[]): Promise<AyahItem[]> {
    return this.reader.many<AyahItem>(refs.map((ref) => keys.ayah(ref.surah, ref.ayah)));
  }
}
