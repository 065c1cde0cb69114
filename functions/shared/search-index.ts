import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodePostings, encodePostings, queryTerms, rankMatches, type IndexStats, type Posting, type RankedVerse, type SearchIndex } from '../quran/text-search';
import { badRequest } from './errors';
import { postingsCache } from './postings-cache';
import { keys } from './table';

/** Names of the stored indexes (the leading part of their partition keys). */
export const QURAN_INDEX = 'QURAN';

export const MAX_SEARCH_TERMS = 20;

/** The distinct terms of a `search` query parameter, or the 400 that explains why it cannot be searched. */
export function searchTermsOf(query: string): string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) throw badRequest("Invalid query parameter 'search': must contain a letter or a digit");
  if (terms.length > MAX_SEARCH_TERMS) throw badRequest(`Invalid query parameter 'search': at most ${MAX_SEARCH_TERMS} distinct words are searched`);
  return terms;
}

export interface SearchStatsItem extends IndexStats {
  PK: string;
  SK: string;
  termCount: number;
}

export interface PostingsChunkItem {
  PK: string;
  SK: string;
  term: string;
  postings: string;
}

/** The items an index occupies: its postings, one partition per term in chunks, then its statistics. */
export function searchIndexItems(name: string, version: string, index: SearchIndex): { postings: PostingsChunkItem[]; stats: SearchStatsItem } {
  const postings = [...index.postings].flatMap(([term, list]) =>
    encodePostings(list).map((chunk, i) => ({ ...keys.indexTermChunk(name, version, term, i), term, postings: chunk })),
  );
  return { postings, stats: { ...keys.indexStats(name, version), ...index.stats, termCount: index.postings.size } };
}

/**
 * Reading a stored inverted index (Quran, hadith, duas): the statistics item and one partition per
 * query term, then BM25 ranking in memory. A handful of key reads per search, never a scan. Documents
 * are identified by two numbers (the Quran's surah:ayah layout), whose meaning each corpus defines.
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
