import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { encodePostings, queryTerms, wordsByTerm, type IndexStats, type SearchIndex } from '../quran/text-search';
import { decodePostingList, type PostingList } from '../search/posting-list';
import { rankDocuments, type RankedDocument } from '../search/ranking';
import { decodeCommonTerms, encodeCommonTerms, MAX_SEARCH_TERMS, planSearch } from '../search/search-budget';
import { badRequest } from './errors';
import { postingsCache } from './postings-cache';
import { keys } from './table';

/** Names of the stored indexes (the leading part of their partition keys). */
export const QURAN_INDEX = 'QURAN';

/** The distinct terms of a `search` query parameter, or the 400 that explains why it cannot be searched. */
export function searchTermsOf(query: string): string[] {
  const terms = queryTerms(query);
  if (terms.length === 0) throw badRequest("Invalid query parameter 'search': must contain a letter or a digit");
  if (terms.length > MAX_SEARCH_TERMS) throw badRequest(`Invalid query parameter 'search': at most ${MAX_SEARCH_TERMS} distinct words are searched`);
  return terms;
}

/** The query's words whose terms a search left out (as typed, folded to lower case). */
export function ignoredWords(query: string, ignoredTerms: readonly string[]): string[] {
  const words = wordsByTerm(query);
  return ignoredTerms.map((term) => words.get(term) ?? term);
}

export interface SearchStatsItem extends IndexStats {
  PK: string;
  SK: string;
  termCount: number;
  /** Document frequencies of the commonest terms (see search-budget.ts). */
  commonTerms: string;
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
  const commonTerms = encodeCommonTerms([...index.postings].map(([term, list]) => [term, list.length]));
  return { postings, stats: { ...keys.indexStats(name, version), ...index.stats, termCount: index.postings.size, commonTerms } };
}

export interface SearchOutcome {
  /** Every document containing all the searched terms, best first. */
  ranked: RankedDocument[];
  /** Query terms too common to be read within one search's budget; they did not take part. */
  ignoredTerms: string[];
}

interface LoadedStats extends IndexStats {
  commonTerms: Map<string, number>;
}

/**
 * Reading a stored inverted index (Quran, hadith, duas): the statistics item and one partition per
 * searched term, then BM25 ranking in memory. A handful of key reads per search, never a scan, and a
 * bounded number of postings (search-budget.ts). Documents are identified by two numbers (the Quran's
 * surah:ayah layout), whose meaning each corpus defines.
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
      stats.then((found) => found || this.statsByVersion.delete(version), () => this.statsByVersion.delete(version));
    }
    return stats;
  }

  private async readStats(version: string): Promise<LoadedStats | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.indexStats(this.name, version) }));
    const item = result.Item as SearchStatsItem | undefined;
    if (!item) return undefined;
    return { verseCount: item.verseCount, averageVerseLength: item.averageVerseLength, commonTerms: decodeCommonTerms(item.commonTerms) };
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

  /** Documents containing every searched term, best first; `keep` narrows the candidates (e.g. one collection). */
  async rank(version: string, terms: string[], keep?: (surah: number, ayah: number) => boolean): Promise<SearchOutcome | undefined> {
    const stats = await this.stats(version);
    if (!stats) return undefined;
    const plan = planSearch(terms, stats.commonTerms);
    const lists = await Promise.all(plan.searched.map((term) => this.postings(version, term)));
    return { ranked: rankDocuments(lists, stats, keep), ignoredTerms: plan.ignored };
  }
}
