import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/table';
import type { SearchStatsItem } from './index-items';
import { postingsCache } from './postings-cache';
import { decodePostingList } from './postings-codec';
import type { PostingList } from './posting-list';
import { searchIndex, type IndexStatistics, type MatchMode, type SearchOutcome } from './query-matching';
import type { SearchQuery } from './query-terms';
import { decodeCommonTerms } from './search-budget';
import { decodePositions, type TermPositions } from './term-positions';

export type { SearchOutcome } from './query-matching';

/**
 * Reading a stored inverted index (Quran, hadith, duas): the statistics item and one partition per
 * searched term (its postings; its positions too when the query has a phrase), then ranking in memory.
 * A handful of key reads per search, never a scan, and a bounded number of postings (search-budget.ts).
 * Each corpus's repository owns one and gives the documents' groups and ids their meaning.
 */
export class StoredSearchIndex {
  // An index version never changes once written: its statistics are read once per container.
  private readonly statsByVersion = new Map<string, Promise<IndexStatistics | undefined>>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly name: string,
  ) {}

  stats(version: string): Promise<IndexStatistics | undefined> {
    let stats = this.statsByVersion.get(version);
    if (!stats) {
      stats = this.readStats(version);
      this.statsByVersion.set(version, stats);
      // A failed or missing read is not remembered: the next search tries again.
      stats.then(
        (found) => found || this.statsByVersion.delete(version),
        () => this.statsByVersion.delete(version),
      );
    }
    return stats;
  }

  private async readStats(version: string): Promise<IndexStatistics | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.indexStats(this.name, version) }));
    const item = result.Item as SearchStatsItem | undefined;
    if (!item) return undefined;
    return {
      documentCount: item.verseCount,
      averageDocumentLength: item.averageVerseLength,
      averageArabicDocumentLength: item.averageArabicLength ?? 0,
      commonTerms: decodeCommonTerms(item.commonTerms),
    };
  }

  postings(version: string, term: string): Promise<PostingList> {
    return postingsCache.get(`${this.name}#${version}#${term}`, async () =>
      decodePostingList(await this.readChunks(version, term, 'CHUNK#', 'postings')),
    );
  }

  positions(version: string, term: string): Promise<TermPositions> {
    return postingsCache.get(`${this.name}#${version}#${term}#positions`, async () =>
      decodePositions(await this.readChunks(version, term, 'POS#', 'positions')),
    );
  }

  private async readChunks(version: string, term: string, sortKeyPrefix: string, attribute: string): Promise<string[]> {
    const chunks: string[] = [];
    const pages = paginateQuery(
      { client: this.client },
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :chunk)',
        ExpressionAttributeValues: { ':pk': keys.indexTermPartition(this.name, version, term), ':chunk': sortKeyPrefix },
      },
    );
    for await (const page of pages) for (const item of page.Items ?? []) chunks.push(item[attribute] as string);
    return chunks;
  }

  /** Documents matching the query, best first; `keep` narrows the candidates by group (e.g. one collection). */
  async search(
    version: string,
    query: SearchQuery,
    keep?: (group: number, id: number) => boolean,
    match: MatchMode = 'all',
  ): Promise<SearchOutcome | undefined> {
    const stats = await this.stats(version);
    if (!stats) return undefined;
    return searchIndex(
      query,
      stats,
      { postings: (term) => this.postings(version, term), positions: (term) => this.positions(version, term) },
      keep,
      match,
    );
  }
}
