import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/table';
import { rankDocuments, type CorpusStatistics, type RankedDocument } from './bm25';
import type { SearchStatsItem } from './index-items';
import { postingsCache } from './postings-cache';
import { decodePostingList } from './postings-codec';
import type { PostingList } from './posting-list';
import { decodeCommonTerms, planSearch } from './search-budget';

export interface SearchOutcome {
  /** Every document containing all the searched terms, best first. */
  ranked: RankedDocument[];
  /** Query terms too common to be read within one search's budget; they did not take part. */
  ignoredTerms: string[];
}

interface LoadedStats extends CorpusStatistics {
  commonTerms: Map<string, number>;
}

/**
 * Reading a stored inverted index (Quran, hadith, duas): the statistics item and one partition per
 * searched term, then BM25 ranking in memory. A handful of key reads per search, never a scan, and a
 * bounded number of postings (search-budget.ts). Each corpus's repository owns one and gives the
 * documents' groups and ids their meaning.
 */
export class StoredSearchIndex {
  // An index version never changes once written: its statistics are read once per container.
  private readonly statsByVersion = new Map<string, Promise<LoadedStats | undefined>>();

  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly name: string,
  ) {}

  stats(version: string): Promise<LoadedStats | undefined> {
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

  private async readStats(version: string): Promise<LoadedStats | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.indexStats(this.name, version) }));
    const item = result.Item as SearchStatsItem | undefined;
    if (!item) return undefined;
    return {
      documentCount: item.verseCount,
      averageDocumentLength: item.averageVerseLength,
      commonTerms: decodeCommonTerms(item.commonTerms),
    };
  }

  postings(version: string, term: string): Promise<PostingList> {
    return postingsCache.get(`${this.name}#${version}#${term}`, () => this.readPostings(version, term));
  }

  private async readPostings(version: string, term: string): Promise<PostingList> {
    const chunks: string[] = [];
    const pages = paginateQuery(
      { client: this.client },
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.indexTermPartition(this.name, version, term) },
      },
    );
    for await (const page of pages) for (const item of page.Items ?? []) chunks.push(item.postings as string);
    return decodePostingList(chunks);
  }

  /** Documents containing every searched term, best first; `keep` narrows the candidates by group (e.g. one collection). */
  async rank(version: string, terms: string[], keep?: (group: number, id: number) => boolean): Promise<SearchOutcome | undefined> {
    const stats = await this.stats(version);
    if (!stats) return undefined;
    const plan = planSearch(terms, stats.commonTerms);
    const lists = await Promise.all(plan.searched.map((term) => this.postings(version, term)));
    return { ranked: rankDocuments(lists, stats, keep), ignoredTerms: plan.ignored };
  }
}
