import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodePostings, rankMatches, type IndexStats, type Posting, type RankedVerse } from '../quran/text-search';
import { postingsCache } from './postings-cache';
import { keys } from './table';

/**
 * Reading a stored inverted index (hadith, duas): the statistics item and one partition per query
 * term, then BM25 ranking in memory. A handful of key reads per search, never a scan. Documents are
 * identified by two numbers (the Quran's surah:ayah layout), whose meaning each corpus defines.
 */
export class StoredSearchIndex {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly name: string,
  ) {}

  async stats(version: string): Promise<IndexStats | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.indexStats(this.name, version) }));
    return result.Item as IndexStats | undefined;
  }

  postings(version: string, term: string): Promise<Posting[]> {
    return postingsCache.get(`${this.name}#${version}#${term}`, () => this.readPostings(version, term));
  }

  private async readPostings(version: string, term: string): Promise<Posting[]> {
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
    return decodePostings(chunks);
  }

  /** Every document containing all the terms, best first; `keep` narrows the candidates (e.g. one collection). */
  async rank(version: string, terms: string[], keep?: (posting: Posting) => boolean): Promise<RankedVerse[] | undefined> {
    const [stats, ...lists] = await Promise.all([this.stats(version), ...terms.map((term) => this.postings(version, term))]);
    if (!stats) return undefined;
    const postingsByTerm = new Map(terms.map((term, i) => [term, keep ? lists[i].filter(keep) : lists[i]]));
    return rankMatches(terms, postingsByTerm, stats);
  }
}
