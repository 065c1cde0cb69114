import { BatchGetCommand, GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/table';
import { QURAN_CORPUS, type AyahItem, type CorpusMarkerItem, type SearchStatsItem, type SurahItem } from './quran-items';
import { decodePostings, type Posting, type VerseRef } from './text-search';

/** Reads Quran items from the table. Every read is a key lookup or a single-partition query. */
export class QuranRepository {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  private async queryPartition<T>(partition: string): Promise<T[]> {
    const items: T[] = [];
    const pages = paginateQuery(
      { client: this.client },
      { TableName: this.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } },
    );
    for await (const page of pages) items.push(...((page.Items ?? []) as T[]));
    return items;
  }

  async corpusMarker(): Promise<CorpusMarkerItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.corpusMarker(QURAN_CORPUS) }));
    return result.Item as CorpusMarkerItem | undefined;
  }

  /** All 114 surah headers in order (sort keys are zero-padded). */
  listSurahs(): Promise<SurahItem[]> {
    return this.queryPartition<SurahItem>(keys.surahsPartition);
  }

  async getSurah(surah: number): Promise<SurahItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.surah(surah) }));
    return result.Item as SurahItem | undefined;
  }

  /** The ayahs of one surah in order. */
  listAyahs(surah: number): Promise<AyahItem[]> {
    return this.queryPartition<AyahItem>(keys.ayahPartition(surah));
  }

  async getAyah(surah: number, ayah: number): Promise<AyahItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.ayah(surah, ayah) }));
    return result.Item as AyahItem | undefined;
  }

  /** The ayahs named, in no particular order; at most 100 keys per BatchGetItem call. */
  async getAyahs(refs: VerseRef[]): Promise<AyahItem[]> {
    const found: AyahItem[] = [];
    for (let i = 0; i < refs.length; i += 100) {
      let pending: Record<string, unknown>[] | undefined = refs.slice(i, i + 100).map((ref) => keys.ayah(ref.surah, ref.ayah));
      for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
        if (attempt >= 8) throw new Error('BatchGetItem kept returning unprocessed keys');
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: pending } } }));
        found.push(...((result.Responses?.[this.tableName] ?? []) as AyahItem[]));
        pending = result.UnprocessedKeys?.[this.tableName]?.Keys as Record<string, unknown>[] | undefined;
      }
    }
    return found;
  }

  async searchStats(indexVersion: string): Promise<SearchStatsItem | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.searchStats(indexVersion) }));
    return result.Item as SearchStatsItem | undefined;
  }

  /** The postings of one term (all its chunks); empty when no verse contains it. */
  async postings(indexVersion: string, term: string): Promise<Posting[]> {
    const chunks = await this.queryPartition<{ postings: string }>(keys.searchTermPartition(indexVersion, term));
    return decodePostings(chunks.map((chunk) => chunk.postings));
  }
}
